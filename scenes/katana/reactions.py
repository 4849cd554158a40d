"""What the viewer is asked, as buttons: answers to an attack or a Battle Cry / Jujitsu, the
Bushido payment, the Geisha's pick, and Nobunaga's and Ieyasu's abilities.

Only the engine's legal actions become buttons; this module just words them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core.actions import Action
from game.katana.actions import BushidoPay, Defend, GeishaPick, IeyasuDraw, NobunagaDraw, TakeHit
from game.katana.cards import DAMAGE, DIFFICULTY, IS_WEAPON, KEY
from game.katana.rules import bushido_exempt, ignores_difficulty
from game.katana.state import (
    ATTACK,
    BUSHIDO,
    GEISHA,
    WAVE,
    Attack,
    BushidoFlip,
    GeishaChoice,
    KatanaState,
    Wave,
)
from scenes.katana.prompt import Answer, Prompt, dedupe
from scenes.katana.texts import card_name, card_words, counted, lang, of_name
from scenes.kit.i18n import t

# The keys 1 to 9 press a question's first nine answers (press_numbered).
KEYED_ANSWERS = 9


def defence_answer(card: int) -> Answer:
    """Parry, or Hanzo giving up one of his weapons."""
    if KEY[card] == "parry":
        return Answer(t("katana.answer.parry"), Defend(card))
    return Answer(t("katana.answer.hanzo", card=card_words(KEY[card], lang(), definite=False)), Defend(card))


def block_order(action: Action) -> int:
    """Where an answer to Hanzo's Battle Cry stands: Parries, then weapon blocks, then the life."""
    if not isinstance(action, Defend):
        return 2
    return 1 if IS_WEAPON[action.card] else 0


def loss_order(action: Action) -> tuple[int, int, int]:
    """Where an answer to a Jujitsu stands: the weapons cheapest to lose first (least damage,
    then least difficulty), then the life."""
    if not isinstance(action, Defend):
        return (1, 0, 0)
    return (0, DAMAGE[action.card], DIFFICULTY[action.card])


def build_prompt(state: KatanaState, legal: Sequence[Action], names: Sequence[str],
                 on_choose: Callable[[Action | None], None]) -> Prompt | None:
    """The question for the seat whose ``legal`` actions these are, or None outside a reaction."""
    if not legal:
        return None
    pending = state.pending
    answers: list[Answer] = []
    if state.phase == ATTACK and isinstance(pending, Attack):
        damage = min(pending.damage, state.life[pending.target])
        # Kojiro's weapons ignore difficulty: the seats' count would contradict the weapon's card
        ignored = ignores_difficulty(state, pending.attacker)
        wording = "katana.prompt.attack_any" if ignored else "katana.prompt.attack"
        weapon = card_words(KEY[pending.card], lang(), definite=False)
        title = t(wording, attacker=names[pending.attacker], card=weapon,
                  difficulty=pending.difficulty, damage=pending.damage,
                  damage_word=counted(pending.damage, "dégât", "dégâts", "fr"))  # French agrees in number
        for action in legal:
            if isinstance(action, Defend):
                answers.append(defence_answer(action.card))
            elif isinstance(action, TakeHit):
                answers.append(Answer(t("katana.answer.take", damage=damage,
                                                 life_word=counted(damage, "vie", "vies", "fr")), action))
    elif state.phase == WAVE and isinstance(pending, Wave):
        source = names[pending.source]
        # Hanzo may block a Battle Cry with a weapon: his question says so, Parries come first,
        # and the suggested answer never throws a weapon away.
        blocks = pending.key == "battle_cry" and any(
            isinstance(action, Defend) and IS_WEAPON[action.card] for action in legal)
        wording = "katana.prompt.battle_cry_hanzo" if blocks else f"katana.prompt.{pending.key}"
        title = t(wording, source=source, of_source=of_name(source))
        if blocks:
            legal = sorted(legal, key=block_order)
        if pending.key == "jujitsu":  # so that the suggested answer never gives up the best weapon
            legal = sorted(legal, key=loss_order)
        for action in legal:
            if isinstance(action, Defend):
                if pending.key == "jujitsu":
                    given = card_words(KEY[action.card], lang(), definite=False)
                    answers.append(Answer(t("katana.answer.give", card=given), action))
                else:
                    answers.append(defence_answer(action.card))
            elif isinstance(action, TakeHit):
                answers.append(Answer(t("katana.answer.take_one"), action))
    elif state.phase == BUSHIDO and isinstance(pending, BushidoFlip):
        # The 3-player Shogun never loses honour to Bushido: his question says so, like his answer.
        exempt = bushido_exempt(state.n, state.roles[pending.holder])
        title = t("katana.prompt.bushido_exempt" if exempt else "katana.prompt.bushido",
                  card=card_words(KEY[pending.flipped], lang(), definite=False))
        for action in legal:
            if isinstance(action, BushidoPay):
                let_go = "katana.answer.let_go" if exempt else "katana.answer.honour"
                label = (t(let_go) if action.card < 0
                         else t("katana.answer.give",
                                card=card_words(KEY[action.card], lang(), definite=False)))
                answers.append(Answer(label, action))
    elif state.phase == GEISHA and isinstance(pending, GeishaChoice):
        target = pending.target
        title = t("katana.prompt.geisha", target=names[target])
        for action in legal:
            if isinstance(action, GeishaPick):
                if action.card < 0:
                    answers.append(Answer(t("katana.answer.random"), action))
                else:
                    answers.append(Answer(card_name(KEY[action.card]), action))
    else:
        return None
    answers = dedupe(answers)
    life = next((a for a in answers if isinstance(a.action, TakeHit)), None)
    if life is not None and answers.index(life) >= KEYED_ANSWERS:  # the keys 1-9 reach it too
        answers.remove(life)
        answers.insert(KEYED_ANSWERS - 1, life)
    if answers:
        thrown = state.phase == WAVE and isinstance(pending, Wave) and pending.key == "battle_cry"
        # never suggest giving up a weapon to a Battle Cry: Parry, else losing the life
        safe = [a for a in answers if not (thrown and isinstance(a.action, Defend) and IS_WEAPON[a.action.card])]
        (safe or answers)[0].primary = True
    return Prompt(title, answers, on_choose)


def ability_actions(state: KatanaState, legal: Sequence[Action],
                    short: bool = False) -> list[tuple[str, Action]]:
    """Nobunaga's and Ieyasu's abilities when usable now, with their button labels. ``short``
    leaves "from the discard" out of Ieyasu's label where the whole one cannot fit: the card
    lies face up on the discard pile just above the button, and the other says "the deck"."""
    found: list[tuple[str, Action]] = []
    if NobunagaDraw() in legal:
        found.append((t("katana.nobunaga"), NobunagaDraw()))
    if IeyasuDraw(True) in legal:
        top = state.discard[-1] if state.discard else None
        take = "katana.answer.take_card" if short else "katana.answer.from_discard"
        label = (t(take, card=card_words(KEY[top], lang())) if top is not None
                 else t("katana.ieyasu.discard"))
        found.append((label, IeyasuDraw(True)))
        found.append((t("katana.answer.from_deck"), IeyasuDraw(False)))
    return found
