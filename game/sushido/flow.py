"""The turn's script: draws, the secret choice, announcements, combos and katas, the action
phase, Super Combo windows, the end of turn, rounds and the match.

Every handler edits a ``Work`` copy; the queue holds what is left of the turn, so an action
only has to resolve its own effect and let ``run`` carry on until someone must decide.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core import event
from game.sushido.actions import Announce, Choose, Parry, Place, Play, SuperCombo, Target
from game.sushido.combat import (
    fighter,
    gain_super,
    in_arena,
    in_contact,
)
from game.sushido.data import rules
from game.sushido.resolve import (
    apply_parry,
    apply_place,
    apply_play,
    apply_super_combo,
    apply_target,
    resonance,
    super_combo_ready,
    technique,
    waits_for_rescue,
)
from game.sushido.state import Pending, Pick, Step, Work

CARDS = rules().cards
CHAIN_MAX = 4
WINDOW_STEPS = frozenset({"attack", "pair", "kcard", "action", "end_turn"})


# -- cards moving between places ---------------------------------------------------------------
def draw(w: Work, seat: int, count: int) -> None:
    drawn: list[int] = []
    for _ in range(count):
        if not w.deck:
            if not w.discard:
                break
            w.events.append(event("reshuffle", cards=len(w.discard)))
            shuffled, w.rng = w.rng.shuffled(sorted(w.discard))
            w.deck = list(shuffled)
            w.discard = []
        drawn.append(w.deck.pop())
    w.hands[seat] += drawn
    w.events.append(event("draw", seat=seat, count=len(drawn)))
    w.events.append(event("drew", audience=(seat,), seat=seat, cards=tuple(drawn)))


def start_turn(w: Work) -> None:
    w.events.append(event("turn_start", round=w.round, turn=w.turn, p1=w.p1))
    for seat in (w.p1, 1 - w.p1):
        draw(w, seat, 2)
    w.pending = Pending("choose", -1)


def start_round(w: Work) -> None:
    w.pos = list(rules().vs_squares)
    w.events.append(event("round_start", round=w.round, p1=w.p1, life=tuple(w.life), gauge=tuple(w.gauge)))
    for seat in (w.p1, 1 - w.p1):
        draw(w, seat, 3)
    start_turn(w)


# -- the secret choice and the reveal ------------------------------------------------------------
def submit_pick(w: Work, seat: int, action: Choose) -> None:
    for card in action.cards:
        w.hands[seat].remove(card)
    w.picks[seat] = Pick(action.cards, action.reveal)
    w.events.append(event("hajime", seat=seat, count=len(action.cards)))
    if w.picks[0] is not None and w.picks[1] is not None:
        reveal(w)


def reveal(w: Work) -> None:
    for seat in (w.p1, 1 - w.p1):
        pick = w.picks[seat]
        assert pick is not None
        hidden = [c for c in pick.cards if c not in pick.reveal]
        w.revealed[seat] = list(pick.reveal)
        w.events.append(event("reveal", seat=seat, cards=pick.reveal, hidden=len(hidden)))
        chained: list[int] = []
        for card in hidden:
            if len(w.chains[seat]) < CHAIN_MAX:
                w.chains[seat].append(card)
                chained.append(card)
            else:
                w.discard.append(card)
                w.events.append(event("chain_overflow", seat=seat, card=card))
        if chained:
            w.events.append(event("chained", audience=(seat,), seat=seat, cards=tuple(chained)))
        w.events.append(event("chain_size", seat=seat, size=len(w.chains[seat])))
        if not pick.reveal and fighter(w, seat).passive == "ink" and f"ink{seat}" not in w.used:
            w.used.add(f"ink{seat}")
            gain_super(w, seat, 1, "ink")
    w.picks = [None, None]
    p1, p2 = w.p1, 1 - w.p1
    w.queue = [("announce", p1, 0), ("announce", p2, 1), ("announce", p1, 2), ("attacks", -1, 0),
               ("action", p1, 0), ("action", p2, 0), ("end_turn", -1, 0)]
    w.pending = None


# -- announcements, combos and katas --------------------------------------------------------------
STAGES = ("first", "second", "react")


def step_announce(w: Work, seat: int, stage: int) -> None:
    if stage == 2 and not (w.announced[seat] == "pass" and w.announced[1 - seat] in ("combo", "kata")):
        return
    w.pending = Pending("announce", seat, (), STAGES[stage])


def apply_announce(w: Work, seat: int, action: Announce) -> None:
    w.announced[seat] = action.call
    w.events.append(event("announce", seat=seat, call=action.call, chain=len(w.chains[seat]),
                          reaction=w.pending is not None and w.pending.context == "react"))


def step_attacks(w: Work, seat: int, arg: int) -> None:
    order = [s for s in (w.p1, 1 - w.p1) if w.announced[s] in ("combo", "kata")]
    w.queue[0:0] = [("attack", s, 0) for s in order]


def step_attack(w: Work, seat: int, arg: int) -> None:
    rival = 1 - seat
    call = w.announced[seat]
    chain = w.chains[seat]
    if not chain:
        w.events.append(event("attack_fizzled", seat=seat, call=call))
        return
    w.events.append(event("chain_revealed", seat=seat, cards=tuple(chain), call=call))
    if call == "combo":
        me = fighter(w, seat)
        combo = me.combo_for(tuple(CARDS[c].letter for c in chain))
        if combo is not None and (combo.ranged or in_contact(w.pos)):
            w.events.append(event("combo", seat=seat, combo=combo.key, name_en=combo.name_en,
                                  name_fr=combo.name_fr, cards=tuple(chain)))
            w.discard += chain
            w.chains[seat] = []
            if w.announced[rival] == "guard":
                w.announced[rival] = "pass"
                w.events.append(event("guard_withdrawn", seat=rival))
            technique(w, seat, combo)
            return
        reason = "symbols" if combo is None else "reach"
        w.events.append(event("combo_failed", seat=seat, reason=reason, cards=tuple(chain)))
    w.kata[seat] = list(chain)
    w.chains[seat] = []
    steps: list[Step] = []
    defence = w.chains[rival] if w.announced[rival] == "guard" else []
    if defence:
        w.kata[rival] = list(defence)
        w.chains[rival] = []
        w.announced[rival] = "guarded"
        steps.append(("oppose", seat, 0))
    else:
        w.events.append(event("kata", seat=seat, cards=tuple(w.kata[seat])))
    paired = min(len(defence), len(w.kata[seat]))  # a longer guard is first cut down to the attack
    for index in range(len(w.kata[seat])):
        steps.append(("pair" if index < paired else "kcard", seat, index))
    steps.append(("kata_end", seat, 0))
    w.queue[0:0] = steps


def step_oppose(w: Work, seat: int, arg: int) -> None:
    """The guard faces the Kata card against card. A guard longer than the Kata first throws away
    the extra cards its owner picks, one at a time; the kept ones keep their order."""
    rival = 1 - seat
    if len(w.kata[rival]) > len(w.kata[seat]):
        w.queue.insert(0, ("oppose", seat, arg))
        w.pending = Pending("target", rival, (), "excess")
        return
    pairs = tuple(zip(w.kata[seat], w.kata[rival], strict=False))
    w.events.append(event("kata_opposed", seat=seat, defender=rival, cards=tuple(w.kata[seat]),
                          defence=tuple(w.kata[rival]), pairs=pairs))


def step_kcard(w: Work, seat: int, index: int) -> None:
    w.pending = Pending("play", seat, (w.kata[seat][index],), "kata")


def step_pair(w: Work, seat: int, index: int) -> None:
    rival = 1 - seat
    mine, theirs = w.kata[seat][index], w.kata[rival][index]
    w.events.append(event("clash", seat=seat, card=mine, defender=rival, against=theirs))
    if CARDS[mine].kind == "block":
        w.events.append(event("cancelled", seat=rival, card=theirs, by=mine))
        if CARDS[theirs].kind == "hit":
            resonance(w, seat)
    elif CARDS[theirs].kind == "block":
        w.events.append(event("cancelled", seat=seat, card=mine, by=theirs))
        if CARDS[mine].kind == "hit":
            resonance(w, rival)
    else:
        w.queue[0:0] = [("kplay", seat, mine), ("kplay", rival, theirs)]


def step_kplay(w: Work, seat: int, card: int) -> None:
    w.pending = Pending("play", seat, (card,), "pair")


def step_kata_end(w: Work, seat: int, arg: int) -> None:
    for owner in (seat, 1 - seat):
        w.discard += w.kata[owner]
        w.kata[owner] = []


# -- the action phase ------------------------------------------------------------------------------
def step_action(w: Work, seat: int, arg: int) -> None:
    if w.revealed[seat]:
        w.pending = Pending("play", seat, tuple(w.revealed[seat]), "action")


# -- end of turn, round and match -----------------------------------------------------------------
def step_end_turn(w: Work, seat: int, arg: int) -> None:
    for owner in (0, 1):
        w.discard += w.revealed[owner]
        w.revealed[owner] = []
    w.guards = [0, 0]
    w.announced = ["", ""]
    w.used.clear()
    beaten = [s for s in (0, 1) if w.life[s] == 0 or not in_arena(w.pos[s])]
    w.events.append(event("turn_end", round=w.round, turn=w.turn, life=tuple(w.life), gauge=tuple(w.gauge),
                          pos=tuple(w.pos)))
    if beaten:
        winners = tuple(s for s in (0, 1) if s not in beaten) or (0, 1)
        finish_round(w, winners, how_beaten(w, beaten))
    elif w.turn >= rules().turn_limit:
        shares = [w.life[s] / fighter(w, s).life for s in (0, 1)]
        best = max(shares)
        w.events.append(event("time_over", round=w.round, life=tuple(w.life)))
        finish_round(w, tuple(s for s in (0, 1) if shares[s] == best), "time_over")
    else:
        w.turn += 1
        start_turn(w)


def how_beaten(w: Work, beaten: list[int]) -> str:
    """What ended the round: "ko", "ring_out", or "ko_and_ring_out" when both happened (to one
    fighter, or one to each in a double win)."""
    ko = any(w.life[s] == 0 for s in beaten)
    out = any(not in_arena(w.pos[s]) for s in beaten)
    return "ko_and_ring_out" if ko and out else ("ko" if ko else "ring_out")


def finish_round(w: Work, winners: tuple[int, ...], reason: str) -> None:
    for seat in winners:
        w.wins[seat] += 1
        w.events.append(event("round_won", seat=seat, round=w.round, reason=reason, wins=w.wins[seat]))
    w.round_winners = winners
    needed = rules().duels[w.duel].rounds_to_win
    champions = tuple(s for s in (0, 1) if w.wins[s] >= needed)
    if champions:
        w.over = True
        w.pending = None
        w.queue = []
        w.events.append(event("match_won", seats=champions, wins=tuple(w.wins)))
        return
    new_round(w)


def new_round(w: Work) -> None:
    """All cards but those laid in the arena go back into one shuffled deck."""
    pool = w.deck + w.discard + w.hands[0] + w.hands[1] + w.chains[0] + w.chains[1]
    shuffled, w.rng = w.rng.shuffled(sorted(pool))
    w.deck = list(shuffled)
    w.discard = []
    w.hands = [[], []]
    w.chains = [[], []]
    for seat in (0, 1):
        if w.life[seat] == 0:
            w.life[seat] = fighter(w, seat).life
            w.events.append(event("life_restored", seat=seat, life=w.life[seat]))
    w.p1 = 1 - w.p1
    w.round += 1
    w.turn = 1
    w.events.append(event("p1_token", seat=w.p1))
    start_round(w)


# -- the loop --------------------------------------------------------------------------------------
HANDLERS: dict[str, Callable[[Work, int, int], None]] = {
    "announce": step_announce, "attacks": step_attacks, "attack": step_attack, "kcard": step_kcard,
    "oppose": step_oppose, "pair": step_pair, "kplay": step_kplay, "kata_end": step_kata_end,
    "action": step_action, "end_turn": step_end_turn,
}


def window_asker(w: Work, kind: str, seat: int) -> int | None:
    """Who may interrupt with a Super Combo before this step (P1 is asked first). A seat that
    chose to wait is asked again only at the rescue window, before the turn ends."""
    if kind not in WINDOW_STEPS or (kind == "action" and not w.revealed[seat]):
        return None
    for candidate in (w.p1, 1 - w.p1):
        waiting = kind != "end_turn" and waits_for_rescue(candidate) in w.used
        if candidate not in w.declined and not waiting and super_combo_ready(w, candidate):
            return candidate
    return None


def run(w: Work) -> None:
    """Carry the turn on until a decision is needed or the match is over."""
    while w.pending is None and not w.over:
        kind, seat, arg = w.queue[0]
        asker = window_asker(w, kind, seat)
        if asker is not None:
            w.pending = Pending("super_combo", asker, (), "rescue" if kind == "end_turn" else "")
            return
        w.queue.pop(0)
        w.declined.clear()
        HANDLERS[kind](w, seat, arg)


def apply_decision(w: Work, seat: int, action: object) -> None:
    """Resolve one legal decision and run on."""
    if isinstance(action, Choose):
        submit_pick(w, seat, action)
    else:
        pending = w.pending
        if isinstance(action, Announce):
            apply_announce(w, seat, action)
        elif isinstance(action, Play):
            apply_play(w, seat, action)
        elif isinstance(action, SuperCombo):
            apply_super_combo(w, seat, action)
        elif isinstance(action, Parry):
            apply_parry(w, seat, action)
        elif isinstance(action, Place):
            apply_place(w, seat, action)
        elif isinstance(action, Target):
            apply_target(w, seat, action)
        if w.pending is pending:
            w.pending = None
    run(w)
