"""Gyojin Fighter Sushido! as a Samurai Table game: setup, decisions, views and the outcome."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.core import Action, IllegalAction, Option, Outcome, Rng, ScenarioError, SpecError, event
from game.core.bots import Bot, RandomBot
from game.core.events import Event
from game.core.game import RANDOM_ENTRY
from game.sushido.actions import CODEC, Announce, Choose, Parry, Place, Play, SuperCombo, Target
from game.sushido.data import FIGHTER_ORDER, rules
from game.sushido.flow import apply_decision, start_round
from game.sushido.options import guard_room, legal_for, seats_to_act
from game.sushido.resolve import waits_for_rescue
from game.sushido.state import Pick, SushidoState, Work

CARDS = rules().cards
RANDOM = RANDOM_ENTRY  # a ``fighters`` entry: this seat's fighter drawn at random


def _blank(duel: str, fighters: tuple[str, str], p1: int, rng: Rng) -> SushidoState:
    r = rules()
    life = (r.fighters[fighters[0]].life, r.fighters[fighters[1]].life)
    start = r.duels[duel].super
    gauge = (start[0], start[1]) if p1 == 0 else (start[1], start[0])
    return SushidoState(
        duel=duel, fighters=fighters, p1=p1, round=1, turn=1, wins=(0, 0), life=life, gauge=gauge,
        pos=r.vs_squares, deck=(), discard=(), hands=((), ()), chains=((), ()),
        arena=tuple(() for _ in range(r.squares)), picks=(None, None), revealed=((), ()), kata=((), ()),
        guards=(0, 0), announced=("", ""), queue=(), pending=None, used=(), declined=(),
        round_winners=(), over=False, masked_for=None, rng=rng,
    )


def all_supers(legal: tuple[Action, ...]) -> bool:
    """Only Super cards left to play, none worth doubling: their order changes nothing."""
    return all(isinstance(a, Play) and a.option == "super" for a in legal)


def mask(state: SushidoState, viewer: int | None) -> SushidoState:
    """The state as ``viewer`` may see it: rival hand, chain, secret pick and the deck hidden."""
    hidden = [s for s in (0, 1) if s != viewer]
    hands = list(state.hands)
    chains = list(state.chains)
    picks = list(state.picks)
    for seat in hidden:
        hands[seat] = (-1,) * len(hands[seat])
        chains[seat] = (-1,) * len(chains[seat])
        pick = picks[seat]
        if pick is not None:
            picks[seat] = Pick((-1,) * len(pick.cards), ())
    # a seat waiting for the turn's end keeps that to itself (its windows simply do not ask)
    kept_secret = {waits_for_rescue(seat) for seat in hidden}
    used = tuple(mark for mark in state.used if mark not in kept_secret)
    return replace(state, hands=(hands[0], hands[1]), chains=(chains[0], chains[1]), used=used,
                   picks=(picks[0], picks[1]), deck=(-1,) * len(state.deck),
                   masked_for=-1 if viewer is None else viewer, rng=Rng(0))


def _play_refusal(state: SushidoState, seat: int, action: Play) -> str:
    """Why a card the seat may play now cannot be played that way: what the card is for (and so
    where it goes) when that way is not one of its uses at all, else that the fighters' places
    or the moment forbid it."""
    offered = [a for a in legal_for(state, seat) if isinstance(a, Play) and a.card == action.card]
    uses = {a.option.partition(":")[0] for a in offered}
    mode = action.option.partition(":")[0]
    kind = CARDS[action.card].kind
    in_action = state.pending is not None and state.pending.context == "action"
    if kind == "block" and mode == "guard" and in_action:
        room = guard_room(state, seat)
        if room == 0:
            return "no rival Hit is left to play this turn: a guard would stop nothing"
        if action.double and room == 1:
            return "a doubled guard would stop nothing more: too few rival Hits are left to play this turn"
    if mode not in uses:
        if kind == "move":
            return "a Move card moves your own fighter, forward or back"
        if kind == "hit":
            return "a Hit card strikes the rival"
        if kind == "super":
            return "a Super card fills your own Super gauge"
        if "guard" in uses and "discard" in uses:
            return "a Block card guards your own fighter or throws away a chain card"
        if "guard" in uses:
            return "a Block card guards your own fighter: no chain card lies there to throw away"
        if "discard" in uses and in_action:
            return "a Block card throws away a chain card here: no rival Hit is left for a guard to stop"
        if "discard" not in uses:
            return "this Block card has no chain card to throw away: it is played for nothing"
    if action.double and not any(a.double for a in offered):
        if kind == "hit" and in_action and state.guards[1 - seat] > 0:
            return "a rival guard charge cancels your next Hit whole: doubling it would change nothing"
        if kind == "hit":
            return "a Hit is doubled only when the fighters are in contact"
        return "that card cannot be doubled now"
    if kind == "block" and not in_action and "discard" in uses:  # a Kata's Block, or a clash's
        return "in a Kata, a Block card can only throw away a card of the rival's chain"
    return "that card cannot do that from here"


class SushidoGame:
    id = "sushido"
    title = "Gyojin Fighter Sushido!"
    pitch = {
        "en": "Two sea warriors duel card against card: bluff your chain, land the combo, push them out.",
        "fr": "Deux guerriers des mers s'affrontent carte contre carte : bluffez, placez le combo, sortez-le du ring.",
    }
    min_seats = 2
    max_seats = 2
    default_seats = 2
    cooperative = False
    options = (
        Option("duel", "encounter", ("iaijutsu", "training", "encounter"),
               "Iaijutsu: 1 round; Training: first to 2; Encounter: first to 3. Super P1/P2: 2/3, 1/2, 0/1.",
               "Iaijutsu : 1 round ; Entraînement : 2 rounds gagnants ; Rencontre : 3. "
               "Super P1/P2 : 2/3, 1/2, 0/1."),
        Option("fighters", "", (), "Two fighters in seat order, e.g. dogu,tako or random,tako (empty: random).",
               "Deux combattants dans l'ordre des places, ex. dogu,tako ou random,tako (vide : au hasard).",
               per_seat=(RANDOM, *FIGHTER_ORDER)),
    )
    bot_levels = ("easy", "normal", "hard")

    # -- setup ---------------------------------------------------------------------------------
    def new(self, seats: int, seed: int, options: Mapping[str, str]) -> SushidoState:
        return self.opening(seats, seed, options)[0]

    def opening(self, seats: int, seed: int, options: Mapping[str, str]) -> tuple[SushidoState, tuple[Event, ...]]:
        """The duel's first round begun, with its events (the round, the first turn and the draws),
        which a table's log tells before the first move."""
        # SpecError, not a bare ValueError: the command line prints it as one "error:" line
        if seats != 2:
            raise SpecError("Sushido is a duel for exactly 2 seats")
        duel = options.get("duel", "encounter") or "encounter"
        if duel not in rules().duels:
            raise SpecError(f"unknown duel type {duel!r}")
        rng = Rng.from_seed(seed)
        names = [n.strip().lower() for n in options.get("fighters", "").split(",") if n.strip()] or [RANDOM, RANDOM]
        known = f"{', '.join(FIGHTER_ORDER)} or {RANDOM}"
        if len(names) != 2:
            raise SpecError(f"fighters needs two names, one per seat, each one of {known}, "
                            f"not {options.get('fighters')!r}")
        unknown = [n for n in names if n not in rules().fighters and n != RANDOM]
        if unknown:
            raise SpecError(f"unknown fighter {unknown[0]!r}: fighters are two of {known}")
        for seat, name in enumerate(names):  # in seat order: empty draws as random,random does
            if name == RANDOM:
                names[seat], rng = rng.choice(FIGHTER_ORDER)
        p1, rng = rng.below(2)
        deck, rng = rng.shuffled(range(len(CARDS)))
        state = replace(_blank(duel, (names[0], names[1]), p1, rng), deck=deck)
        w = Work(state)
        start_round(w)
        return w.freeze(), tuple(w.events)

    # -- playing ---------------------------------------------------------------------------------
    def to_act(self, state: SushidoState) -> tuple[int, ...]:
        return seats_to_act(state)

    def legal_actions(self, state: SushidoState, seat: int) -> tuple[Action, ...]:
        return legal_for(state, seat)

    def apply(self, state: SushidoState, seat: int, action: Action) -> tuple[SushidoState, tuple[Event, ...]]:
        if state.masked_for is not None:
            raise IllegalAction("a view cannot be played on; use the real state")
        legal = legal_for(state, seat)
        if action not in legal:
            raise IllegalAction(self.explain(state, seat, action))
        w = Work(state)
        apply_decision(w, seat, action)
        while w.pending is not None and w.pending.kind != "choose":
            forced = legal_for(w, w.pending.seat)
            if len(forced) != 1 and not all_supers(forced):
                break
            w.events.append(event("forced", seat=w.pending.seat, action=forced[0].to_dict()))
            apply_decision(w, w.pending.seat, forced[0])
        return w.freeze(), tuple(w.events)

    def explain(self, state: SushidoState, seat: int, action: Action) -> str:
        """Why ``action`` is refused, in a sentence a player understands."""
        if state.over:
            return "the duel is over"
        if seat not in seats_to_act(state):
            return "it is not your decision now"
        pending = state.pending
        assert pending is not None
        expected = {"choose": Choose, "announce": Announce, "play": Play, "super_combo": SuperCombo,
                    "parry": Parry, "place": Place, "target": Target}[pending.kind]
        if not isinstance(action, expected):
            return f"the duel waits for a {expected.__name__} decision, not {type(action).__name__}"
        if isinstance(action, Choose):
            if any(c not in state.hands[seat] for c in action.cards):
                return "you can only set down cards from your own hand"
            return "set down two different cards and reveal only some of those"
        if isinstance(action, Announce):
            if action.call in ("combo", "kata") and not state.chains[seat]:
                return "your chain is empty: there is nothing to announce"
            if action.call == "guard":
                return "you can only guard with a chain against a rival's Combo or Kata"
            return "after the rival took the initiative you may only guard with a Kata, or pass"
        if isinstance(action, Play):
            if action.card not in pending.cards:
                return "that card is not yours to play now"
            if action.double and state.gauge[seat] < 1:
                return "doubling a card costs 1 Super and your gauge is empty"
            if action.double and action.option.startswith("tenka"):
                return "only one Super per card: a card turned into a Move cannot be doubled too"
            return _play_refusal(state, seat, action)
        if isinstance(action, Place):
            return "lay a Hit from your hand on a square where no fighter stands"
        if isinstance(action, Target) and pending.context == "excess":
            return "pick one of the cards of your guard to throw away"
        if isinstance(action, Target) and pending.context == "defuse":
            return "pick a square where a laid Hit lies, or -1 to keep the rest"
        if isinstance(action, Target):
            return "pick a position that exists in the rival's chain"
        if isinstance(action, SuperCombo) and action.until_rescue and pending.context == "rescue":
            return "this is the turn's last Super Combo window: there is no later one to wait for"
        return "your Super gauge is not full, or the Super Combo cannot reach"

    def view(self, state: SushidoState, seat: int | None) -> SushidoState:
        return mask(state, seat)

    def outcome(self, state: SushidoState) -> Outcome | None:
        if not state.over:
            return None
        needed = rules().duels[state.duel].rounds_to_win
        winners = tuple(s for s in (0, 1) if state.wins[s] >= needed)
        reason = "double win" if len(winners) == 2 else f"{rules().fighters[state.fighters[winners[0]]].name} wins"
        return Outcome(
            winners=winners, teams=("seat1", "seat2"),
            winning_teams=tuple(("seat1", "seat2")[s] for s in winners),
            scores=(float(state.wins[0]), float(state.wins[1])), reason=reason,
            breakdown={"fighters": state.fighters, "wins": state.wins, "rounds": state.round,
                       "life": state.life, "duel": state.duel},
        )

    def action_from_dict(self, data: Mapping[str, Any]) -> Action:
        return CODEC.from_dict(data)

    def make_bot(self, level: str, seat: int) -> Bot:
        from game.sushido.ai import make_bot

        if level == "random":
            return RandomBot()
        return make_bot(level, seat)

    def can_undo(self, before: Any, seat: int, action: Action, after: Any) -> bool:
        # Only a secret choice the rival has not answered yet can be taken back: nothing was shown.
        return isinstance(action, Choose) and isinstance(after, SushidoState) and after.pending is not None \
            and after.pending.kind == "choose" and after.picks[seat] is not None

    def from_scenario(self, data: Mapping[str, Any]) -> SushidoState:
        from game.sushido.scenario import scenario_state

        try:
            return scenario_state(data)
        except (KeyError, TypeError, ValueError) as exc:
            raise ScenarioError(f"sushido scenario: {exc}") from exc


GAME = SushidoGame()
