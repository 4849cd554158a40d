"""The table's pacing: notable events become banners shown one after the other (the end of a
round step by step, each infiltrator turned over, Kiai, wounds, fallen barricades), each with
its sound. While banners remain the table holds the next AI move; Space clears them.

The end of a round is a replay: each banner carries the table as it stood at its event (see
``replay.py``), the chronicle writes each event as its banner begins, and the choices it leads
to (a family's heal) wait until the banners are done."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.events import Event
from game.spirit.state import State
from scenes.kit.i18n import t
from scenes.kit.widgets import GOLD_BRIGHT, GOLD_DIM, INK, draw_text, fit_text, font, wrapped
from scenes.spirit.layout import Layout
from scenes.spirit.log import sentence
from scenes.spirit.painter import draw_card, panel
from scenes.spirit.texts import card_label

# event kind -> (seconds at normal pace, sound name under sounds/spirit/)
NOTABLE = {
    "round_started": (1.1, "gong"), "round_ended": (1.0, "gong"), "round_step": (0.9, "drum"),
    "infiltrator_revealed": (0.8, "reveal"), "kiai_reached": (0.8, "kiai"), "overwhelmed": (0.8, "crash"),
    "barricade_destroyed": (0.6, "crash"), "farm_burnt": (0.8, "fire"), "family_lost": (0.8, "drum"),
    "wound": (0.7, "wound"), "game_won": (1.0, "gong"), "game_lost": (1.0, "gong"),
    "card_drawn": (0.25, "draw"), "support_given": (0.3, "token"), "family_bonus": (0.6, "token"),
    "barricade_added": (0.5, "place"), "wound_healed": (0.6, "token"),
    "family_bonuses_skipped": (0.8, "drum"),  # Heroic: the gifts' heading is followed by why none come
}
# A banner stays long enough to be read: a farm's back told whole runs to some twenty words
READING_WORDS_PER_SECOND = 5.0
BANNER_LINES = 3  # a long banner wraps to this many lines before its letters shrink
# event kind -> (village count, event field holding its new value)
VILLAGE_COUNTS = {
    "barricade_destroyed": (("barricades", "barricades"),), "barricade_added": (("barricades", "barricades"),),
    "farm_burnt": (("farms", "farms"),), "family_lost": (("families", "families"),),
    "infiltrated": (("infiltrators", "infiltrators"),),
    "round_ended": (("infiltrators", "infiltrators"), ("round", "round")), "round_started": (("round", "round"),),
    "round_step": (("infiltrators", "infiltrators"),), "infiltrator_revealed": (("infiltrators", "left"),),
}
QUIET = {"card_drawn", "support_given"}  # sounds only, no banner


@dataclass
class Beat:
    text: str
    seconds: float
    sound: str
    banner: bool
    big: bool = False
    card: int | None = None  # a brigand shown face up in the banner (an infiltrator turned over)
    village: tuple[tuple[str, int], ...] = ()  # the village's counts as they stood at this beat
    kind: str = ""  # the event it tells
    # the whole table as it stood at this beat, when the step was replayed event by event (the
    # end of a round): the boards, piles and village are shown as they were, not as they end
    state: State | None = None
    told: list[Event] = field(default_factory=list)  # the chronicle's events, written as it starts


@dataclass
class Gift:
    """What a family's gift did, read from the events that follow it in the same step."""

    text: str
    last: int  # the index of the last event the gift's banner tells
    card: int | None = None


# the events that close a family's gift: the next gift, the next step of the round's end
GIFT_ENDS = frozenset({"family_bonus", "round_step", "round_started", "game_won", "game_lost"})


def gift(events: Sequence[Event], index: int, names: Sequence[str]) -> Gift:
    """The banner of the gift told at ``events[index]``: what it did (healed whom, raised a
    barricade, unmasked which infiltrator), or that it found nothing to do. A heal that waits
    for somebody's choice ends the step there: the banner says a choice is coming."""
    letter = str(events[index].get("family", ""))
    closed = False  # the step goes on past this gift (else it stopped on a choice)
    for later in range(index + 1, len(events)):
        e = events[later]
        if e.kind in GIFT_ENDS:
            closed = True
            break
        if e.kind == "wound_healed":
            seat = e.get("seat")
            name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
            return Gift(t("spirit.gift.healed", family=letter, name=name), later)
        if e.kind == "barricade_added":
            return Gift(t("spirit.gift.raised", family=letter, n=e.get("barricades")), later)
        if e.kind == "infiltrator_unmasked":
            return Gift(t("spirit.gift.unmasked", family=letter, card=card_label(e.get("card"))), later,
                        e.get("card"))
    if letter == "A" and not closed:  # two or more wounded: somebody chooses whom to heal
        return Gift(t("spirit.gift.to_heal", family=letter), index)
    nothing = {"A": "spirit.gift.no_wound", "B": "spirit.gift.all_standing", "C": "spirit.gift.no_infiltrator"}
    return Gift(t(nothing.get(letter, "spirit.gift.nothing"), family=letter), index)


class Beats:
    def __init__(self) -> None:
        self.queue: list[Beat] = []
        self.elapsed = 0.0
        self._fresh: list[str] = []
        self._told: list[Event] = []  # events whose beat has begun, for the chronicle to take

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    def clear(self) -> None:
        """Skip every beat; the chronicle still gets all they were to tell."""
        for beat in self.queue:
            self._tell(beat)
        self.queue.clear()
        self.elapsed = 0.0

    def _tell(self, beat: Beat) -> None:
        self._told.extend(beat.told)
        beat.told = []

    def take_told(self) -> list[Event]:
        """The events the chronicle may write now (their beat has begun), in order."""
        told, self._told = self._told, []
        return told

    def holding(self) -> bool:
        """Whether some events wait for their beat before the chronicle writes them."""
        return any(beat.told for beat in self.queue)

    def add_events(self, events: Sequence[Event], names: Sequence[str], pace: float,
                   before: dict[str, int] | None = None, states: Sequence[State] | None = None,
                   start: State | None = None) -> None:
        """Queue the notable ``events``; ``before`` holds the village's counts before them, so
        each beat can show the village as it stood at that moment.

        ``states`` (one per event, the table just after it) turns the step into a replay: each
        beat shows the table as it stood, the chronicle writes each event when its beat begins,
        and ``start`` (the table before the step) is what beats still waiting from earlier
        steps showed, and keep showing."""
        was_idle = not self.queue
        replay = states is not None and len(states) == len(events)
        hold = replay or self.holding()  # once the chronicle waits, later steps queue behind
        if replay and start is not None:
            for beat in self.queue:
                if beat.state is None:
                    beat.state = start
        counts = dict(self.queue[-1].village) if self.queue and self.queue[-1].village else dict(before or {})
        after: list[dict[str, int]] = []  # the village's counts after each event
        for e in events:
            for field_name, key in VILLAGE_COUNTS.get(e.kind, ()):
                if isinstance(e.get(key), int):
                    counts[field_name] = e.get(key)
            after.append(dict(counts))
        added: list[tuple[int, Beat]] = []  # each new beat with the last event it tells
        covered = -1  # events up to here are told by a gift's banner already
        for index, e in enumerate(events):
            found = NOTABLE.get(e.kind)
            if found is None or index <= covered:
                continue
            seconds, sound = found
            last, shown = index, e.get("card") if e.kind == "infiltrator_revealed" else None
            if e.kind == "round_step":
                text = t(f"spirit.step.{e.data.get('step', '')}")
            elif e.kind == "family_bonus":
                present = gift(events, index, names)
                text, last, shown, covered = present.text, present.last, present.card, present.last
            else:
                text = sentence(e, names) or ""
            big = e.kind in ("round_started", "round_ended", "round_step", "game_won", "game_lost")
            banner = e.kind not in QUIET
            if banner:  # a quiet beat shows no words, so it holds the table no longer for them
                seconds = max(seconds, len(text.split()) / READING_WORDS_PER_SECOND)
            beat = Beat(text, seconds * pace, f"spirit/{sound}", banner, big, shown,
                        tuple(sorted(after[last].items())), e.kind)
            if replay:
                assert states is not None
                beat.state = states[last]
            added.append((last, beat))
        if not hold:
            self._told.extend(events)  # the chronicle writes the step at once
        else:
            first = 0
            for last, beat in added:
                beat.told = list(events[first:last + 1])
                first = max(first, last + 1)
            rest = list(events[first:])
            if added:
                added[-1][1].told.extend(rest)
            elif len(self.queue) > 1:  # behind a beat not begun yet
                self.queue[-1].told.extend(rest)
            else:
                self._told.extend(rest)
        self.queue.extend(beat for _, beat in added)
        if was_idle and self.queue:
            self.elapsed = 0.0
            self._fresh.append(self.queue[0].sound)
            self._tell(self.queue[0])

    def replaying(self) -> bool:
        """Whether a replayed step (the end of a round) is still being told."""
        return any(beat.state is not None for beat in self.queue)

    def shown_state(self) -> State | None:
        """The table as the current beat shows it, when it replays a step (else None)."""
        return self.queue[0].state if self.queue else None

    def shown_counts(self) -> dict[str, int]:
        """The village's counts the current beat shows (empty when idle)."""
        return dict(self.queue[0].village) if self.queue else {}

    def sounds_now(self) -> list[str]:
        fresh, self._fresh = self._fresh, []
        return fresh

    def update(self, dt: float) -> list[str]:
        """Advance; returns the sounds of beats that start now."""
        if not self.queue:
            return []
        self.elapsed += dt
        started: list[str] = []
        while self.queue and self.elapsed >= self.queue[0].seconds:
            self.elapsed -= self.queue[0].seconds
            self.queue.pop(0)
            if self.queue:
                started.append(self.queue[0].sound)
                self._tell(self.queue[0])
        return started

    def draw(self, surface: pygame.Surface, lay: Layout, assets: Any) -> None:
        if not self.queue or not self.queue[0].banner:
            return
        beat = self.queue[0]
        size = lay.px(30 if beat.big else 24)
        width = lay.village.width * 2 // 3
        height = lay.px(150 if beat.card is not None else (64 if beat.big else 50))
        face_room = round((height - lay.px(20)) * 0.7) + lay.px(16) if beat.card is not None else 0
        text_width = width - face_room - lay.px(24)
        lines = banner_lines(beat.text, size, text_width)
        while len(lines) > BANNER_LINES and size > lay.px(15):
            size -= 1
            lines = banner_lines(beat.text, size, text_width)
        line_h = font(size, beat.big, serif=beat.big).get_linesize()
        height = max(height, line_h * len(lines) + lay.px(20))
        box = pygame.Rect(0, 0, width, height)
        area = pygame.Rect(lay.village.left, lay.village.bottom, lay.village.width, lay.bar.top - lay.village.bottom)
        box.center = area.center
        panel(surface, box, (60, 30, 24), GOLD_DIM, 235)
        text_box = box
        if beat.card is not None:
            face = pygame.Rect(0, 0, round((height - lay.px(20)) * 0.7), height - lay.px(20))
            face.midleft = (box.left + lay.px(16), box.centery)
            draw_card(surface, face, beat.card, assets, lifted=True)
            text_box = pygame.Rect(face.right, box.top, box.right - face.right, box.height)
        top = text_box.centery - line_h * len(lines) // 2
        for index, line in enumerate(lines):
            draw_text(surface, fit_text(line, size, text_width), (text_box.centerx, top + index * line_h + line_h // 2),
                      size, GOLD_BRIGHT if beat.big else INK, beat.big, "center", serif=beat.big, shadow=True)


def banner_lines(text: str, size: int, width: int) -> tuple[str, ...]:
    return wrapped(text, size, width) or ("",)
