"""The mutable working copy ``apply`` builds from a state, changes, and freezes again.

Rules read clearer as "take this card, lose that life" than as tuple surgery, and one copy
per action is far cheaper than rebuilding tuples at every step. A Table never escapes
``apply``: the public API only ever sees immutable KatanaState values.
"""

from __future__ import annotations

from typing import Any

from game.core.events import Event
from game.katana.cards import KEY
from game.katana.state import OVER, Ending, KatanaState, Pending, team_of


class Table:
    __slots__ = ("n", "characters", "roles", "stars", "max_life", "life", "honour", "hands", "tables",
                 "deck", "discard", "turn", "phase", "pending", "weapons_played", "rng",
                 "boxed_honour", "hostility", "turns", "ending", "unparried", "events")

    def __init__(self, s: KatanaState, log: bool = True) -> None:
        self.n = s.n
        self.characters = s.characters
        self.roles = s.roles
        self.stars = s.stars
        self.max_life = s.max_life
        self.life = list(s.life)
        self.honour = list(s.honour)
        self.hands = list(s.hands)
        self.tables = list(s.tables)
        self.deck = list(s.deck)
        self.discard = list(s.discard)
        self.turn = s.turn
        self.phase = s.phase
        self.pending: Pending | None = s.pending
        self.weapons_played = s.weapons_played
        self.rng = s.rng
        self.boxed_honour = s.boxed_honour
        self.hostility = s.hostility
        self.turns = s.turns
        self.ending: Ending | None = s.ending
        self.unparried = list(s.unparried)
        self.events: list[Event] | None = [] if log else None

    def freeze(self) -> KatanaState:
        return KatanaState(
            self.n, self.characters, self.roles, self.stars, self.max_life, tuple(self.life),
            tuple(self.honour), tuple(self.hands), tuple(self.tables), tuple(self.deck),
            tuple(self.discard), self.turn, self.phase, self.pending, self.weapons_played, self.rng,
            self.boxed_honour, self.hostility, self.turns, self.ending, tuple(self.unparried))

    # -- small facts ---------------------------------------------------------------------
    def emit(self, kind: str, audience: tuple[int, ...] | None = None, **data: Any) -> None:
        if self.events is not None:
            self.events.append(Event(kind, data, audience))

    def name(self, seat: int) -> str:
        return self.characters[seat].capitalize()

    def is_down(self, seat: int) -> bool:
        return self.life[seat] == 0 or not self.hands[seat]

    def over(self) -> bool:
        return self.ending is not None

    def add_hostility(self, source: int, target: int, amount: int) -> None:
        index = source * self.n + target
        flat = self.hostility
        self.hostility = flat[:index] + (flat[index] + amount,) + flat[index + 1:]

    # -- moving cards --------------------------------------------------------------------
    def give(self, seat: int, card: int) -> None:
        """``card`` joins ``seat``'s hand (a draw, a steal, the discard's top for Ieyasu)."""
        self.hands[seat] = self.hands[seat] + (card,)
        if self.unparried[seat] >= 0:
            self.unparried[seat] += 1

    def mark_unparried(self, seat: int) -> None:
        """A blow or Battle Cry landed on ``seat`` without a question: nothing in hand could
        answer it, and everyone saw so."""
        self.unparried[seat] = 0

    def take_from_hand(self, seat: int, card: int) -> None:
        hand = self.hands[seat]
        i = hand.index(card)
        self.hands[seat] = hand[:i] + hand[i + 1:]

    def discard_from_hand(self, seat: int, card: int, reason: str) -> None:
        self.take_from_hand(seat, card)
        self.discard.append(card)
        self.emit("card_moved", card=card, key=KEY[card], src=f"hand:{seat}", dst="discard",
                  seat=seat, reason=reason)

    def discard_from_table(self, seat: int, card: int, reason: str) -> None:
        table = self.tables[seat]
        i = table.index(card)
        self.tables[seat] = table[:i] + table[i + 1:]
        self.discard.append(card)
        self.emit("card_moved", card=card, key=KEY[card], src=f"table:{seat}", dst="discard",
                  seat=seat, reason=reason)

    def random_index(self, size: int) -> int:
        index, self.rng = self.rng.below(size)
        return index

    def draw(self, seat: int, count: int, reason: str) -> None:
        """``seat`` draws ``count`` cards, reshuffling the discard when the deck runs out."""
        drawn: list[int] = []
        for done in range(count):
            if not self.deck:
                if drawn:  # show what came before the reshuffle in its own event
                    self._announce_draw(seat, drawn, reason)
                    drawn = []
                if not self.discard:
                    self.emit("draw_skipped", seat=seat, missing=count - done)
                    return
                self.reshuffle()
                if self.ending is not None:
                    return
            card = self.deck.pop()
            self.give(seat, card)
            drawn.append(card)
        if drawn:
            self._announce_draw(seat, drawn, reason)

    def _announce_draw(self, seat: int, cards: list[int], reason: str) -> None:
        if self.events is None:
            return
        # Everyone sees how many; only the drawer sees which.
        self.emit("cards_drawn", seat=seat, count=len(cards), src="deck", dst=f"hand:{seat}",
                  reason=reason)
        self.emit("cards_seen", (seat,), seat=seat, cards=tuple(cards), keys=tuple(KEY[c] for c in cards),
                  src="deck", dst=f"hand:{seat}", reason=reason)

    def flip_top(self) -> int:
        """Turn the top deck card face up onto the discard (Bushido); -1 if there is none."""
        if not self.deck:
            if not self.discard:
                return -1
            self.reshuffle()
            if self.ending is not None:
                return -1
        card = self.deck.pop()
        self.discard.append(card)
        self.emit("card_moved", card=card, key=KEY[card], src="deck", dst="discard", seat=self.turn,
                  reason="bushido_flip")
        return card

    def reshuffle(self) -> None:
        """The deck ran out: the discard becomes the deck and every player loses 1 honour."""
        deck, self.rng = self.rng.shuffled(self.discard)
        self.deck = list(deck)
        self.discard = []
        self.emit("reshuffle", count=len(self.deck))
        for seat in range(self.n):
            if self.honour[seat] > 0:
                self.honour[seat] -= 1
                self.boxed_honour += 1
                self.emit("honour", src=seat, dst=None, seat=seat, amount=1, reason="deck_out",
                          honour=self.honour[seat])
        self.check_honour_end("deck_out")

    # -- life, honour, the end -----------------------------------------------------------
    def lose_honour_to_box(self, seat: int, reason: str) -> None:
        if self.honour[seat] > 0:
            self.honour[seat] -= 1
            self.boxed_honour += 1
            self.emit("honour", src=seat, dst=None, seat=seat, amount=1, reason=reason,
                      honour=self.honour[seat])
        self.check_honour_end(reason)

    def check_honour_end(self, cause: str) -> None:
        if self.ending is None and 0 in self.honour:
            self.finish(Ending("honour", -1, False, -1, self.out_of_honour(), cause))

    def out_of_honour(self) -> tuple[int, ...]:
        return tuple(seat for seat in range(self.n) if self.honour[seat] == 0)

    def lose_life(self, seat: int, amount: int, source: int, cause: str, card: int) -> int:
        """Take up to ``amount`` life from ``seat``; a fall to 0 by another's hand is a defeat."""
        lost = min(amount, self.life[seat])
        if lost <= 0:
            return 0
        self.life[seat] -= lost
        self.emit("damage", seat=seat, amount=lost, source=source, cause=cause, card=card,
                  key=KEY[card] if card >= 0 else None, life=self.life[seat])
        if self.life[seat] == 0 and source >= 0 and source != seat:
            self.defeat(seat, source)
        return lost

    def defeat(self, victim: int, killer: int) -> None:
        teamkill = team_of(self.roles[victim]) == team_of(self.roles[killer]) and self.roles[victim] != "ronin"
        self.emit("defeated", seat=victim, by=killer, victim_name=self.name(victim),
                  killer_name=self.name(killer))
        if self.honour[victim] > 0:
            self.honour[victim] -= 1
            self.honour[killer] += 1
            self.emit("honour", src=victim, dst=killer, seat=victim, amount=1, reason="defeat",
                      honour=self.honour[victim], receiver_honour=self.honour[killer])
        lost_blade = victim if teamkill else -1
        if self.n > 3:
            standing = [s for s in range(self.n) if self.life[s] > 0]
            if len(standing) == 1:
                self.finish(Ending("sword", standing[0], not teamkill, lost_blade))
                return
        if self.honour[victim] == 0:
            self.finish(Ending("honour", -1, False, lost_blade, self.out_of_honour(), "defeat", killer))

    def finish(self, ending: Ending) -> None:
        self.ending = ending
        self.phase = OVER
        self.pending = None
        self.emit("game_over", reason=ending.reason, sword_seat=ending.sword_seat,
                  sword_valid=ending.sword_valid, lost_blade=ending.lost_blade,
                  out_of_honour=ending.out_of_honour, honour_cause=ending.honour_cause,
                  honour_by=ending.honour_by)
        for seat, role in enumerate(self.roles):
            self.emit("role_revealed", seat=seat, role=role, stars=self.stars[seat])
