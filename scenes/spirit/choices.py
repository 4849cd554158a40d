"""How each Samurai Spirit action reads on a button, and which decision a prompt asks about."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.actions import Action
from game.spirit import actions as A
from game.spirit.data import card
from game.spirit.state import HIDDEN, Board, State, Task, penalty_possible, wound_outcome
from scenes.kit.i18n import t
from scenes.spirit.log import penalty_words
from scenes.spirit.reveal import order_text, short_names
from scenes.spirit.texts import card_label


def action_label(action: Action, names: Sequence[str], lines: Sequence[Sequence[int]] = (), *,
                 room: bool = True, animal: bool = False, boards: Sequence[Board] = ()) -> str:
    """``lines``: each seat's fight line, so a Kiai that moves or discards a newest brigand
    names that brigand; ``room``: a barricade can still go back up; ``animal``: the deciding
    board shows its animal side (Kyuzo's animal Kiai raises a barricade with the token);
    ``boards``: the boards as shown, so a wound's choice says what it does to each samurai."""
    def n(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else "?"

    # a Kiai that takes a newest brigand names it first, short ("2 hat", as the orders of
    # Katsushiro's Kiai do): a button cut short still shows it, and no parentheses nest
    brigand = named_card(action, lines)
    head = kiai_card_name(brigand) if brigand is not None else ""

    if isinstance(action, A.UseSpareToken):
        return t("spirit.a.spare", name=action.samurai)
    if isinstance(action, A.StartTurn):
        return t("spirit.a.start")
    if isinstance(action, A.IgnorePenalty):
        return t("spirit.a.ignore" if action.ignore else "spirit.a.apply")
    if isinstance(action, A.DiscardLeft):
        return t("spirit.a.discard_left", card=card_label(action.card))
    if isinstance(action, A.Fight):
        return t("spirit.fight")
    if isinstance(action, A.Pass):
        return t("spirit.pass")
    if isinstance(action, A.Support):
        return t("spirit.a.support", name=n(action.target))
    if isinstance(action, A.FightAgain):
        return t("spirit.a.again" if action.again else "spirit.a.stop")
    if isinstance(action, A.Defend):
        return t("spirit.defend")
    if isinstance(action, A.Confront):
        return t("spirit.confront")
    if isinstance(action, A.GiveCard):
        return t("spirit.a.give", name=n(action.target))
    if isinstance(action, A.SwapCard):
        return t("spirit.a.swap")
    if isinstance(action, A.DiscardCard):
        return t("spirit.a.discard")
    if isinstance(action, A.SkipKiai):
        return t("spirit.a.skip_kiai")
    if isinstance(action, A.KiaiBarricade):
        if action.heal < 0:
            return t("spirit.a.barricade")
        return t("spirit.a.barricade_heal" if room else "spirit.a.heal", name=n(action.heal))
    if isinstance(action, A.KiaiMoveCard) and action.source == action.target:
        # Daisuke's own newest brigand, back to himself: he lifts it and lays it again
        return t("spirit.a.take_back_card", card=head) if head else t("spirit.a.take_back")
    if isinstance(action, A.KiaiMoveCard):
        if head:
            return t("spirit.a.move_card", card=head, src=n(action.source), dst=n(action.target))
        return t("spirit.a.move", src=n(action.source), dst=n(action.target))
    if isinstance(action, A.KiaiClearDeck):
        return t("spirit.a.clear_deck")
    if isinstance(action, A.KiaiClearInfiltrators):
        return t("spirit.a.clear_inf")
    if isinstance(action, A.KiaiDiscardLast):
        if head:
            return t("spirit.a.discard_card", card=head, name=n(action.target))
        return t("spirit.a.discard_last", name=n(action.target))
    if isinstance(action, A.KiaiLendSupport):
        if action.giver < 0:
            return t("spirit.a.lend_barricade")
        key = "spirit.a.lend_and_barricade" if animal and room else "spirit.a.lend"
        return t(key, giver=n(action.giver), receiver=n(action.receiver))
    if isinstance(action, A.KiaiReorder):
        return t("spirit.a.reorder", cards=order_text(action.order))
    if isinstance(action, A.ChooseWounded):
        if 0 <= action.seat < len(boards):
            return t(f"spirit.a.wound.{wound_outcome(boards[action.seat])}", name=n(action.seat))
        return t("spirit.a.wound", name=n(action.seat))
    if isinstance(action, A.ChooseHealed):
        return t("spirit.a.heal", name=n(action.seat))
    return str(action)


def named_card(action: Action, lines: Sequence[Sequence[int]] = ()) -> int | None:
    """The brigand a prompt's ``action`` is about, if any: the one a chief makes you give up,
    or the newest of the fight line a Kiai moves or discards (``lines``: each seat's line)."""
    if isinstance(action, A.DiscardLeft):
        return action.card
    seat = (action.source if isinstance(action, A.KiaiMoveCard)
            else action.target if isinstance(action, A.KiaiDiscardLast) else -1)
    line = lines[seat] if 0 <= seat < len(lines) else ()
    return line[-1] if line else None


def kiai_card_name(card_id: int) -> str:
    """The brigand a Kiai takes, as its button names it first: value and symbol, "2 hat"."""
    return short_names((card_id,))[card_id]


def drag_kind(task: Task) -> str:
    """Which words a brigand to lay takes: "card" (drawn, or handed on by a talent), "place"
    (handed over by Daisuke's Kiai) or "taken_back" (Daisuke's own, taken back by his Kiai)."""
    if task.kind == "place" and task.info[:1] == (task.seat,):
        return "taken_back"
    return task.kind


def drag_words(kind: str, legal: Sequence[Action], more: bool) -> str:
    """How to play the drawn (or handed) brigand, naming only the lines the engine allows it
    to go to (``kind``: as ``drag_kind`` names it); ``more``: buttons follow with the other ways."""
    defend, confront = A.Defend() in legal, A.Confront() in legal
    which = "both" if defend and confront else "defend" if defend else "confront" if confront else "none"
    text = t(f"spirit.drag.{kind if kind in ('place', 'taken_back') else 'card'}.{which}")
    return t("spirit.drag.or", text=text) if more and which != "none" else text


def turn_words(legal: Sequence[Action]) -> str:
    """The choices that open a turn, each with what it does, naming only those the engine
    allows, in the order of the buttons: Fight, Support (a gesture: the token dragged onto a
    teammate; its button lists the same) and Pass. "" when none of them is on offer."""
    offered = (("spirit.turn.fight", A.Fight() in legal),
               ("spirit.turn.support", any(isinstance(action, A.Support) for action in legal)),
               ("spirit.turn.pass", A.Pass() in legal))
    choices = [t(key) for key, allowed in offered if allowed]
    if len(choices) < 2:
        return "".join(choices)
    return t("spirit.turn.or", text=", ".join(choices[:-1]), last=choices[-1])


def stake_words(name: str, state: State | None, seat: int) -> str:
    """What applying penalty ``name`` would do to ``seat`` now: its own words, or, when the
    engine cannot carry it out (a neighbour who passed, an empty discard...), the wound it
    gives instead, which is then what ignoring it spares."""
    words = penalty_words(name)
    if state is None or not 0 <= seat < len(state.boards):
        return words
    if penalty_possible(state, seat, state.boards[seat], name):
        return words
    return t("spirit.penalty_instead", penalty=words)


def prompt_title(kind: str, legal: Sequence[Action] = (), task: Task | None = None,
                 state: State | None = None) -> str:
    """The question of the open decision ``task`` (of this ``kind``) in ``state``, whose
    actions are ``legal``."""
    if kind in ("card", "place"):
        return drag_words(drag_kind(task) if task is not None else kind, legal, more=True)
    if kind == "ignore" and task is not None and task.card != HIDDEN:
        # the penalty is named with its card: the fight line's small signs are hard to read
        penalties = card(task.card).penalties
        words = t("spirit.and").join(stake_words(name, state, task.seat) for name in penalties)
        return t("spirit.prompt.ignore_card", card=card_label(task.card), penalty=words)
    effects = [a for a in legal if not isinstance(a, A.SkipKiai)]
    if kind == "kiai" and effects and all(isinstance(a, A.KiaiDiscardLast) for a in effects):
        # Kikuchiyo's Kiai: the question carries the verb, which a French button cut short loses
        return t("spirit.prompt.kiai_discard")
    return t(f"spirit.prompt.{kind}")


MOST_IN_ONE_LIST = 8  # choices a list shows at once: past it, a Kiai's pairs are picked in two steps


def first_of_pair(action: Action) -> int | None:
    """The first seat of a Kiai's pair (whose brigand Daisuke moves, whose token Kyuzo lends),
    by which a long list is split into two steps; None for any other choice."""
    if isinstance(action, A.KiaiMoveCard):
        return action.source
    if isinstance(action, A.KiaiLendSupport) and action.giver >= 0:
        return action.giver
    return None


def pairs_by_first(actions: Sequence[Action]) -> dict[int, list[Action]] | None:
    """A long list of a Kiai's pairs grouped by their first seat (one step, then the other), or
    None when the list is short enough to read whole or holds no pairs to group."""
    if len(actions) <= MOST_IN_ONE_LIST:
        return None
    groups: dict[int, list[Action]] = {}
    for action in actions:
        first = first_of_pair(action)
        if first is not None:
            groups.setdefault(first, []).append(action)
    return groups if len(groups) > 1 else None


def first_step_label(action: Action, names: Sequence[str], lines: Sequence[Sequence[int]]) -> str:
    """The first step's words for a pair's first seat: whose newest brigand, or whose token."""
    if isinstance(action, A.KiaiMoveCard):
        card_id = named_card(action, lines)
        name = names[action.source]
        return t("spirit.a.from_line_card", name=name, card=kiai_card_name(card_id)) if card_id is not None \
            else t("spirit.a.from_line", name=name)
    assert isinstance(action, A.KiaiLendSupport)
    return t("spirit.a.token_of", name=names[action.giver])
