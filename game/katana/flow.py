"""What actions do: the turn's phases, every card's effect, reactions, and ``apply``.

Effects run on a mutable ``Table`` built from the state; legality is asked of ``rules`` on
the untouched state first, so a refused action changes nothing.
"""

from __future__ import annotations

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.katana.actions import (
    BushidoPay,
    Defend,
    DiscardCard,
    EndTurn,
    GeishaPick,
    IeyasuDraw,
    NobunagaDraw,
    PlayCard,
    TakeHit,
)
from game.katana.cards import IS_WEAPON, KEY, KIND
from game.katana.rules import (
    HAND_LIMIT,
    TABLE,
    attack_difficulty,
    bushido_exempt,
    damage_modifiers,
    defences,
    difficulty_modifiers,
    draw_count,
    geisha_options,
    ieyasu_may_choose,
    ignores_difficulty,
    legal_actions,
    play_problem,
    to_act,
    weapon_damage,
)
from game.katana.state import (
    ATTACK,
    BUSHIDO,
    DISCARD,
    DRAW_CHOICE,
    GEISHA,
    OVER,
    PLAY,
    WAVE,
    Attack,
    BushidoFlip,
    GeishaChoice,
    KatanaState,
    Wave,
)
from game.katana.table import Table


def apply(s: KatanaState, seat: int, action: Action, log: bool = True) -> tuple[KatanaState, tuple[Event, ...]]:
    """The state after ``seat`` does ``action``, and what happened. ``log=False`` skips the
    events (search does not read them)."""
    if s.phase == OVER:
        raise IllegalAction("the game is over")
    if seat not in to_act(s):
        raise IllegalAction("it is not your decision now")
    if isinstance(action, PlayCard):
        problem = play_problem(s, seat, action.card, action.target)
        if problem is not None:
            raise IllegalAction(problem)
    elif isinstance(action, EndTurn) and s.phase == PLAY:
        pass  # always among the legal actions of a play phase; skip building the whole list
    elif action not in legal_actions(s, seat):
        raise IllegalAction(_refusal(s, action))
    t = Table(s, log)
    if isinstance(action, PlayCard):
        play_card(t, s, seat, action.card, action.target)
    elif isinstance(action, EndTurn):
        if len(t.hands[seat]) > HAND_LIMIT:
            t.phase = DISCARD
            t.emit("discard_phase", seat=seat, excess=len(t.hands[seat]) - HAND_LIMIT)
        else:
            next_turn(t)
    elif isinstance(action, DiscardCard):
        t.discard_from_hand(seat, action.card, "hand_limit")
        if len(t.hands[seat]) <= HAND_LIMIT:
            next_turn(t)
    elif isinstance(action, Defend | TakeHit):
        answer(t, seat, action)
    elif isinstance(action, GeishaPick):
        pending = t.pending
        assert isinstance(pending, GeishaChoice)
        geisha_resolve(t, seat, pending.target, action.card)
    elif isinstance(action, BushidoPay):
        bushido_pay(t, seat, action.card)
    elif isinstance(action, IeyasuDraw):
        ieyasu_draw(t, seat, action.from_discard)
    elif isinstance(action, NobunagaDraw):
        t.emit("ability", seat=seat, character="nobunaga")
        t.lose_life(seat, 1, -1, "nobunaga", -1)
        t.draw(seat, 1, "nobunaga")
    events = tuple(t.events) if t.events is not None else ()
    return t.freeze(), events


def _refusal(s: KatanaState, action: Action) -> str:
    """A reason a player understands for an action that is not among the legal ones."""
    phase = s.phase
    if isinstance(action, EndTurn | NobunagaDraw) and phase != PLAY:
        return "finish the current decision first"
    if isinstance(action, NobunagaDraw):
        return "only Nobunaga with at least 2 life may trade a life point for a card"
    if isinstance(action, Defend | TakeHit):
        if phase not in (ATTACK, WAVE):
            return "nothing is coming at you to answer"
        return "that card cannot protect you against this"
    if isinstance(action, DiscardCard):
        return "you discard only at the end of your turn, when you hold more than 7 cards, and only cards you hold"
    if isinstance(action, GeishaPick):
        return "choose a permanent card in front of that player, or a random card from their hand"
    if isinstance(action, BushidoPay):
        return "pay Bushido with a weapon from your hand, or by losing 1 honour"
    if isinstance(action, IeyasuDraw):
        return "only Ieyasu chooses where his first card comes from, at the start of his draw"
    return "that action does not fit the game now"


# -- turn structure -------------------------------------------------------------------------
def start_turn(t: Table, seat: int) -> None:
    """Recovery, the Bushido check, then the draw (each may stop for a decision)."""
    t.turn = seat
    t.weapons_played = 0
    t.turns += 1
    t.phase = PLAY
    t.pending = None
    t.emit("turn_started", seat=seat, name=t.name(seat), turn=t.turns)
    if t.life[seat] == 0:
        t.life[seat] = t.max_life[seat]
        t.emit("recovered", seat=seat, life=t.life[seat])
    bushido_step(t)


def next_turn(t: Table) -> None:
    t.emit("turn_ended", seat=t.turn)
    start_turn(t, (t.turn + 1) % t.n)


def _bushido_card(t: Table, seat: int) -> int:
    for card in t.tables[seat]:
        if KEY[card] == "bushido":
            return card
    return -1


def bushido_step(t: Table) -> None:
    seat = t.turn
    bushido = _bushido_card(t, seat)
    if bushido < 0:
        draw_step(t)
        return
    flipped = t.flip_top()
    if t.over():
        return
    weapon = flipped >= 0 and IS_WEAPON[flipped]
    t.emit("bushido_flip", seat=seat, card=flipped, key=KEY[flipped] if flipped >= 0 else None,
           weapon=weapon)
    if not weapon:
        pass_bushido(t, seat, bushido)
    elif any(IS_WEAPON[c] for c in t.hands[seat]):
        t.phase = BUSHIDO
        t.pending = BushidoFlip(seat, bushido, flipped)
        return
    elif bushido_exempt(t.n, t.roles[seat]):
        t.discard_from_table(seat, bushido, "bushido_exempt")
    else:
        t.discard_from_table(seat, bushido, "bushido_paid")
        t.lose_honour_to_box(seat, "bushido")
        if t.over():
            return
    draw_step(t)


def pass_bushido(t: Table, seat: int, bushido: int) -> None:
    left = (seat + 1) % t.n
    table = t.tables[seat]
    i = table.index(bushido)
    t.tables[seat] = table[:i] + table[i + 1:]
    t.tables[left] = t.tables[left] + (bushido,)
    t.emit("card_moved", card=bushido, key="bushido", src=f"table:{seat}", dst=f"table:{left}",
           seat=seat, reason="bushido_pass")


def bushido_pay(t: Table, seat: int, card: int) -> None:
    pending = t.pending
    assert isinstance(pending, BushidoFlip)
    t.pending = None
    t.phase = PLAY
    if card >= 0:
        t.discard_from_hand(seat, card, "bushido")
        pass_bushido(t, seat, pending.bushido)
    elif bushido_exempt(t.n, t.roles[seat]):
        t.discard_from_table(seat, pending.bushido, "bushido_exempt")
    else:
        t.discard_from_table(seat, pending.bushido, "bushido_paid")
        t.lose_honour_to_box(seat, "bushido")
        if t.over():
            return
    draw_step(t)


def draw_step(t: Table) -> None:
    seat = t.turn
    if ieyasu_may_choose(t, seat):
        t.phase = DRAW_CHOICE
        return
    t.phase = PLAY
    t.draw(seat, draw_count(t, seat), "draw_phase")


def ieyasu_draw(t: Table, seat: int, from_discard: bool) -> None:
    t.phase = PLAY
    count = draw_count(t, seat)
    if from_discard:
        card = t.discard.pop()
        t.give(seat, card)
        t.emit("card_moved", card=card, key=KEY[card], src="discard", dst=f"hand:{seat}", seat=seat,
               reason="ieyasu")
        count -= 1
    t.draw(seat, count, "draw_phase")


# -- playing cards --------------------------------------------------------------------------
def play_card(t: Table, s: KatanaState, seat: int, card: int, target: int) -> None:
    kind = KIND[card]
    key = KEY[card]
    if kind == "weapon":
        difficulty = attack_difficulty(s, seat, target)
        t.take_from_hand(seat, card)
        t.discard.append(card)
        t.weapons_played += 1
        damage = weapon_damage(t, seat, target, card)
        t.emit("attack", seat=seat, target=target, card=card, key=key, difficulty=difficulty,
               ignores_difficulty=ignores_difficulty(t, seat), damage=damage, src=f"hand:{seat}",
               damage_changes=damage_modifiers(t, seat, target, card),
               difficulty_changes=difficulty_modifiers(t, target),
               dst="discard", attacker_name=t.name(seat), target_name=t.name(target))
        t.add_hostility(seat, target, 2)
        attack = Attack(seat, target, card, difficulty, damage)
        if defences(t, target, "weapon"):
            t.phase = ATTACK
            t.pending = attack
        else:
            t.mark_unparried(target)
            resolve_hit(t, attack)
        return
    t.take_from_hand(seat, card)
    if kind == "permanent":
        owner = seat if target == TABLE else target
        t.tables[owner] = t.tables[owner] + (card,)
        t.emit("card_moved", card=card, key=key, src=f"hand:{seat}", dst=f"table:{owner}", seat=seat,
               reason="permanent", target=owner)
        if owner != seat:
            t.add_hostility(seat, owner, 1)
        return
    t.discard.append(card)
    t.emit("card_moved", card=card, key=key, src=f"hand:{seat}", dst="discard", seat=seat,
           reason="played", target=target)
    if key == "geisha":
        options = geisha_options(t, seat, target)
        if len(options) == 1:
            geisha_resolve(t, seat, target, options[0])
        else:
            t.phase = GEISHA
            t.pending = GeishaChoice(target, card)
    elif key == "diversion":
        hand = t.hands[target]
        stolen = hand[t.random_index(len(hand))]
        t.take_from_hand(target, stolen)
        t.give(seat, stolen)
        t.add_hostility(seat, target, 1)
        t.emit("card_taken", seat=seat, target=target, src=f"hand:{target}", dst=f"hand:{seat}")
        t.emit("card_taken_seen", (seat, target), seat=seat, target=target, card=stolen, key=KEY[stolen],
               src=f"hand:{target}", dst=f"hand:{seat}")
    elif key == "breathing":
        t.life[seat] = t.max_life[seat]
        t.emit("recovered", seat=seat, life=t.life[seat], reason="breathing")
        t.add_hostility(seat, target, -1)
        t.draw(target, 1, "breathing")
    elif key == "tea_ceremony":
        t.draw(seat, 3, "tea_ceremony")
        for step in range(1, t.n):
            if t.over():
                return
            t.draw((seat + step) % t.n, 1, "tea_ceremony")
    elif key == "daimyo":
        t.draw(seat, 2, "daimyo")
    else:  # battle_cry, jujitsu
        others = tuple((seat + step) % t.n for step in range(1, t.n))
        queue = tuple(other for other in others if not t.is_down(other) and t.characters[other] != "chiyome")
        # Whom the card passes over and why, so the log can tell a silent immunity
        spared = tuple(other for other in others if other not in queue)
        why = tuple("chiyome" if t.characters[other] == "chiyome" and not t.is_down(other)
                    else "no_life" if t.life[other] == 0 else "no_cards" for other in spared)
        t.emit("wave", seat=seat, card=card, key=key, affected=queue, spared=spared, spared_why=why)
        t.pending = Wave(seat, card, key, queue)
        run_wave(t)


def resolve_hit(t: Table, attack: Attack) -> None:
    t.pending = None
    t.phase = PLAY
    target, attacker = attack.target, attack.attacker
    lost = t.lose_life(target, attack.damage, attacker, "weapon", attack.card)
    if t.over() or not lost:
        return
    if t.characters[target] == "ushiwaka":
        t.draw(target, lost, "ushiwaka")
        if t.over():
            return
    if t.characters[attacker] == "tomoe":
        t.draw(attacker, 1, "tomoe")


def run_wave(t: Table) -> None:
    """Answer the Battle Cry or Jujitsu seat by seat; stop at the first who has a choice."""
    wave = t.pending
    assert isinstance(wave, Wave)
    queue = wave.queue
    while queue:
        other = queue[0]
        if t.is_down(other):
            queue = queue[1:]
            continue
        if defences(t, other, wave.key):
            t.phase = WAVE
            t.pending = Wave(wave.source, wave.card, wave.key, queue)
            return
        queue = queue[1:]
        if wave.key == "battle_cry":
            t.mark_unparried(other)
        t.lose_life(other, 1, wave.source, wave.key, wave.card)
        if t.over():
            return
    t.phase = PLAY
    t.pending = None


def answer(t: Table, seat: int, action: Defend | TakeHit) -> None:
    pending = t.pending
    if isinstance(pending, Attack):
        if isinstance(action, Defend):
            t.discard_from_hand(seat, action.card, "parry")
            t.emit("parried", seat=seat, attacker=pending.attacker, card=action.card,
                   key=KEY[action.card], weapon_card=pending.card, with_weapon=IS_WEAPON[action.card])
            t.pending = None
            t.phase = PLAY
        else:
            resolve_hit(t, pending)
        return
    assert isinstance(pending, Wave)
    t.pending = Wave(pending.source, pending.card, pending.key, pending.queue[1:])
    if isinstance(action, Defend):
        t.discard_from_hand(seat, action.card, pending.key)
        t.emit("parried", seat=seat, attacker=pending.source, card=action.card, key=KEY[action.card],
               weapon_card=pending.card, with_weapon=IS_WEAPON[action.card])
    else:
        t.lose_life(seat, 1, pending.source, pending.key, pending.card)
        if t.over():
            return
    run_wave(t)


def geisha_resolve(t: Table, seat: int, target: int, choice: int) -> None:
    t.pending = None
    t.phase = PLAY
    if choice == -1:
        hand = t.hands[target]
        card = hand[t.random_index(len(hand))]
        t.discard_from_hand(target, card, "geisha")
        if target != seat:
            t.add_hostility(seat, target, 1)
        return
    t.discard_from_table(target, choice, "geisha")
    if target != seat:
        t.add_hostility(seat, target, -1 if KEY[choice] == "bushido" else 1)
