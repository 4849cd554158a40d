"""Every refusal the Sushido engine gives is retold in French at the arena, and an illegal drop
made with the mouse in a French duel shows the French sentence."""

from __future__ import annotations

import os
import random
from typing import Any

import pygame
import pytest

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.match import Match
from game.core.seats import Seat
from game.sushido import GAME
from game.sushido.actions import Announce, Choose, Parry, Place, Play, SuperCombo, Target
from game.sushido.data import rules
from game.sushido.state import SushidoState
from scenes.kit import i18n
from scenes.sushido.reasons import DECISIONS, PATTERNS, known, retell
from tests.sushido.helpers import act, both_choose, card, reveal_all, scenario

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

CARD_COUNT = len(rules().cards)
OPTIONS = ("hit", "super", "guard", "none", "move:f", "move:ff", "discard:0.0", "discard:1.0+1.1", "tenka:f")
PAIRINGS = (("dogu,tako", "iaijutsu"), ("tako,dogu", "encounter"), ("biwa,manta", "training"),
            ("kujira,same", "encounter"), ("same,dogu", "training"), ("manta,tako", "iaijutsu"))


def _probes(state: SushidoState, rng: random.Random) -> list[tuple[int, Action]]:
    """Actions for either seat that belong to the other seat, another moment, or no moment:
    cards not in hand, a reveal of the second card only, every call, plays of any card, waiting
    for a rescue window that is already the last."""
    found: list[tuple[int, Action]] = []
    pending = state.pending.cards if state.pending is not None else ()
    for seat in (0, 1):
        own = list(state.hands[seat]) or [0]
        first, second = rng.choice(own), rng.choice(own)
        stranger = rng.randrange(CARD_COUNT)
        found += [(seat, Choose((first, second), (second,))), (seat, Choose((stranger, first), ())),
                  (seat, Choose((), ()))]
        found += [(seat, Announce(call)) for call in ("combo", "kata", "guard", "pass")]
        card = rng.choice(pending) if pending and rng.random() < 0.8 else stranger
        found += [(seat, Play(card, rng.random() < 0.5, rng.choice(OPTIONS))), (seat, Play(stranger, False, "hit"))]
        found += [(seat, Place(rng.choice(own + [-1]), rng.randrange(-1, rules().squares + 1))),
                  (seat, Target(rng.randrange(6))), (seat, SuperCombo(rng.random() < 0.5)),
                  (seat, SuperCombo(False, until_rescue=True)), (seat, Parry(rng.random() < 0.5))]
    return found


@pytest.fixture
def app(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    from tests.scenes.helpers import make_app

    yield from make_app(tmp_path, monkeypatch)


def _reasons_of_seeded_duels() -> set[str]:
    rng = random.Random(11)
    seen: set[str] = set()
    for seed, (fighters, duel) in enumerate(PAIRINGS, start=1):
        match = Match.start(GAME, [Seat("Ann"), Seat("Bob")], seed, {"duel": duel, "fighters": fighters})
        try:  # a seat's view is for reading only
            GAME.apply(GAME.view(match.state, 0), 0, match.legal(0)[0])
        except IllegalAction as exc:
            seen.add(exc.reason)
        for step in range(1000):
            acting = match.to_act()
            if not acting:
                break
            state = match.state
            if step % 2 == 0 or state.pending is None or state.pending.kind not in ("choose", "play"):
                for seat, action in _probes(state, rng):
                    try:
                        GAME.apply(state, seat, action)
                    except IllegalAction as exc:
                        seen.add(exc.reason)
            if len(acting) == 1:  # the match's own refusal for the seat that is not asked
                try:
                    match.submit(1 - acting[0], Announce("pass"))
                except IllegalAction as exc:
                    seen.add(exc.reason)
            legal = match.legal(acting[0])
            match.submit(acting[0], legal[rng.randrange(len(legal))])
        assert match.finished, (fighters, duel)
        for seat, action in _probes(match.state, rng)[:3]:
            try:
                GAME.apply(match.state, seat, action)
            except IllegalAction as exc:
                seen.add(exc.reason)
    # Tako's Ink jet against a chain of two cards or more: the one moment a chain card is picked.
    inked = _duel_until("target", "tako,dogu", "encounter", lambda m: m.state.pending.context == "").state
    for action in (Target(len(inked.chains[1])), Target(-1)):
        try:
            GAME.apply(inked, 0, action)
        except IllegalAction as exc:
            seen.add(exc.reason)
    # Dogu's Arena preparation with a Hit in hand (a contact combo, rare in random play): the one
    # moment a Hit is laid, refused on the square where the rival stands.
    laying = _duel_until("place", "dogu,tako", "iaijutsu",
                         lambda m: any(isinstance(a, Place) and a.card >= 0 for a in m.legal(0))).state
    try:
        GAME.apply(laying, 0, Place(laying.hands[0][0], laying.pos[1]))
    except IllegalAction as exc:
        seen.add(exc.reason)
    # Dogu's Defusing with Hits lying in the arena: the one moment a square is picked, refused
    # on a square where nothing lies.
    hits, supers = (card("hit", "W"), card("hit", "F")), (card("super", "P"), card("super", "W"))
    defusing = scenario(("dogu", "biwa"), p1=0, pos=[1, 2], gauge=[5, 0], arena={"4": [card("hit", "S", 4)]},
                        hands=[list(hits), list(supers)])
    defusing, _ = both_choose(defusing, reveal_all(hits), reveal_all(supers))
    defusing, _ = act(defusing, 0, SuperCombo(True))
    try:
        GAME.apply(defusing, 0, Target(5))
    except IllegalAction as exc:
        seen.add(exc.reason)
    # A Hit about to land on a revealed Block: the Block's owner is asked, and any other answer,
    # or the striker's next card, is refused until they have said whether they parry.
    hit, block, supers = card("hit", "W"), card("block", "F"), (card("super", "S"), card("super", "P"))
    parry = scenario(("tako", "biwa"), p1=0, gauge=[0, 0], hands=[[hit, supers[0]], [block, supers[1]]])
    parry, _ = both_choose(parry, reveal_all((hit, supers[0])), reveal_all((block, supers[1])))
    parry, _ = act(parry, 0, Play(hit, False, "hit"))  # no chains: the announcements were forced
    assert parry.pending is not None and parry.pending.kind == "parry"
    for seat, action in [(0, Play(supers[0], False, "super")), (1, Play(block, False, "guard")),
                         (1, SuperCombo(True)), (1, Target(0)), (1, Announce("pass"))]:
        try:
            GAME.apply(parry, seat, action)
        except IllegalAction as exc:
            seen.add(exc.reason)
    # A Hit and a Super revealed with Super to spend, the fighters apart: neither may be doubled.
    hit, spare, supers = card("hit", "W"), card("super", "P"), (card("super", "S"), card("super", "W"))
    apart = scenario(("tako", "biwa"), p1=0, pos=[1, 5], gauge=[2, 0], hands=[[hit, spare], list(supers)])
    apart, _ = both_choose(apart, reveal_all((hit, spare)), reveal_all(supers))
    assert apart.pending is not None and apart.pending.kind == "play"
    assert set(apart.pending.cards) == {hit, spare}
    for action in (Play(hit, True, "hit"), Play(spare, True, "super")):
        try:
            GAME.apply(apart, 0, action)
        except IllegalAction as exc:
            seen.add(exc.reason)
    # One rival Hit revealed: Player 1's guard may not be doubled; once it stands, Player 2's Hit
    # may not be doubled either (the guard cancels it whole).
    block, hit, supers = card("block", "W"), card("hit", "F"), (card("super", "S"), card("super", "P"))
    guarded = scenario(("tako", "biwa"), p1=0, gauge=[1, 1], hands=[[block, supers[0]], [hit, supers[1]]])
    guarded, _ = both_choose(guarded, reveal_all((block, supers[0])), reveal_all((hit, supers[1])))
    try:
        GAME.apply(guarded, 0, Play(block, True, "guard"))
    except IllegalAction as exc:
        seen.add(exc.reason)
    guarded, _ = act(guarded, 0, Play(block, False, "guard"))  # the Super then plays itself
    assert guarded.guards == (1, 0) and guarded.pending is not None and guarded.pending.seat == 1
    try:
        GAME.apply(guarded, 1, Play(hit, True, "hit"))
    except IllegalAction as exc:
        seen.add(exc.reason)
    return seen


def test_every_reason_of_seeded_duels_and_probes_is_retold_in_french() -> None:
    seen = _reasons_of_seeded_duels()
    for reason in seen:
        assert known(reason), reason
        french, english = retell(reason, "fr"), retell(reason, "en")
        assert french != english and french[0].isupper(), reason
        assert not any(pattern.match(french) for pattern in PATTERNS), french
        assert not any(name in french for name in DECISIONS), french  # no class name left untold
    hit = {k for k, pattern in enumerate(PATTERNS) for reason in seen if pattern.match(reason)}
    # Never said at a real moment: a Super Combo window always offers both answers, and an
    # announcement with an empty chain (only "pass") is played by the engine itself.
    never = ("your Super gauge", "your chain is empty")
    missed = [PATTERNS[k].pattern for k in range(len(PATTERNS)) if k not in hit
              and not PATTERNS[k].pattern.startswith(never)]
    assert not missed, missed


def test_the_duels_moments_and_gestures_are_named_in_the_players_words() -> None:
    waits = "the duel waits for a Place decision, not Choose"
    assert retell(waits, "fr") == "Le duel attend la pose d'un Hit dans l'arène, pas le choix de vos cartes du Hajime"
    assert retell(waits, "en") == "The duel waits for a Hit laid on the arena, not your Hajime cards"
    assert retell("lay a Hit from your hand on a square where no fighter stands", "en").startswith("Drag a Hit")
    assert retell("something new the engine says", "fr") == "Something new the engine says"


def _duel_until(kind: str, fighters: str, duel: str, ready: Any = lambda match: True) -> Match:
    """A duel played at random until Ann (the first of ``fighters``) faces a ``kind`` decision."""
    for seed in range(1, 200):
        match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], seed,
                            {"duel": duel, "fighters": fighters})
        rng = random.Random(seed)
        while not match.finished and len(match.steps) < 400:
            pending = match.state.pending
            if pending is not None and pending.kind == kind and pending.seat == 0 and ready(match):
                return match
            seat = match.to_act()[0]
            match.submit(seat, rng.choice(match.legal(seat)))
    raise AssertionError(f"no {kind} decision found")


def _drag(app: Any, start: tuple[int, int], end: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.frame(1 / 60)
    for i in range(1, 5):
        pos = (start[0] + (end[0] - start[0]) * i // 4, start[1] + (end[1] - start[1]) * i // 4)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        app.frame(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.frame(1 / 60)


def test_a_french_drop_on_a_taken_square_springs_back_with_the_french_reason(app: Any) -> None:
    from scenes.sushido import TABLE

    i18n.set_language("fr")
    match = _duel_until("place", "dogu,tako", "iaijutsu",
                        lambda m: any(isinstance(a, Place) and a.card >= 0 for a in m.legal(0)))
    table = TABLE(app, match)
    app.stack.push(table)
    app.frame(1 / 60)
    card = next(a.card for a in match.legal(0) if isinstance(a, Place) and a.card >= 0)
    home = next(rect.center for found, rect in table.hand_rects() if found == card)
    before = len(match.steps)
    _drag(app, home, table.layout().squares[match.state.pos[1]].center)  # where the rival stands
    assert not [s for s in match.steps[before:] if s.seat == 0]
    assert table.toasts.texts[-1] == "Glissez un Hit de votre main sur une case où ne se tient aucun combattant"
