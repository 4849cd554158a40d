"""The Sushido table's words and questions: every public event told in English and French,
every string translated, prompt buttons that submit exactly the action they name, the Double
toggle, and bodies that move when the events say so."""

from __future__ import annotations

import random

from game.core.match import Match
from game.core.seats import Seat
from game.sushido import GAME
from game.sushido.actions import Announce, Play
from scenes.kit import i18n
from scenes.sushido.log import _QUIET, _SENTENCES, sentence
from tests.scenes.sushido.test_sushido_table import click, drag, frames, open_table


def _random_events(games: int) -> list:
    events = []
    for seed in range(games):
        match = Match.start(GAME, [Seat("A"), Seat("B")], seed, {"duel": "iaijutsu"})
        rng = random.Random(seed)
        while not match.finished:
            seat = match.to_act()[0]
            events += match.submit(seat, rng.choice(match.legal(seat)))
    return events


def test_every_public_event_of_random_duels_reads_as_a_full_sentence_in_both_languages() -> None:
    events = _random_events(12)
    kinds = {e.kind for e in events if e.audience is None}
    assert kinds - _QUIET <= set(_SENTENCES), f"no sentence for {sorted(kinds - _QUIET - set(_SENTENCES))}"
    for event in events:
        if event.audience is not None or event.kind in _QUIET:
            continue
        for lang in ("en", "fr"):
            line = sentence(event, ["Ann", "Ben"], ["dogu", "tako"], lang)
            assert line and "?" not in line and "{" not in line, (event, lang, line)


def test_every_table_string_has_a_french_text() -> None:
    import scenes.sushido.texts  # noqa: F401 - registers the strings

    assert not [k for k in i18n.missing_in("fr") if k.startswith("sushido.")]


def _to_pending(match: Match, kind: str, seed: int) -> bool:
    rng = random.Random(seed)
    for _ in range(2000):
        pending = match.state.pending
        if match.finished:
            return False
        if pending is not None and pending.kind == kind and pending.seat == 0 and match.to_act() == (0,):
            return True
        seat = match.to_act()[0]
        match.submit(seat, rng.choice(match.legal(seat)))
    return False


def test_an_announce_button_submits_exactly_the_call_it_names(app) -> None:
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 21, {})
    assert _to_pending(match, "announce", 21)
    table = open_table(app, match)
    prompt = table.prompt()
    assert prompt is not None
    labels = [b.label for b in prompt.buttons]
    index = labels.index("Nothing")
    before = len(match.steps)
    click(app, prompt.buttons[index].rect.center)
    assert match.steps[before].seat == 0 and match.steps[before].action == Announce("pass")


def test_the_double_toggle_offers_only_doubled_plays_and_submits_one(app) -> None:
    for seed in range(30, 200):
        match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], seed, {"duel": "iaijutsu"})
        if _to_pending(match, "play", seed) and any(isinstance(a, Play) and a.double for a in match.legal(0)):
            break
    else:
        raise AssertionError("no doubled play found")
    table = open_table(app, match)
    prompt = table.prompt()
    assert prompt is not None and prompt.toggle is not None
    click(app, prompt.toggle.rect.center)
    prompt = table.prompt()
    assert prompt is not None and prompt.doubled
    assert all(action.double for _, options in prompt.rows for _, action in options)
    wanted = prompt.rows[0][1][0][1]
    before = len(match.steps)
    click(app, prompt.buttons[0].rect.center)
    assert match.steps[before].action == wanted


def test_a_super_token_dragged_onto_a_card_shows_that_cards_doubled_plays(app) -> None:
    for seed in range(30, 200):
        match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], seed, {"duel": "iaijutsu"})
        if _to_pending(match, "play", seed) and any(isinstance(a, Play) and a.double for a in match.legal(0)):
            break
    else:
        raise AssertionError("no doubled play found")
    table = open_table(app, match)
    prompt = table.prompt()
    assert prompt is not None
    card = next(a.card for a in match.legal(0) if isinstance(a, Play) and a.double)
    target = next(rect for c, rect in prompt.card_rects if c == card)
    gauge = table.painter.gauge_rects[0][0]
    drag(app, gauge.center, target.center)
    prompt = table.prompt()
    assert prompt is not None and table.double_card == card
    shown = [action for _, options in prompt.rows for _, action in options]
    assert shown and all(a.double and a.card == card for a in shown)
    before = len(match.steps)
    click(app, prompt.buttons[0].rect.center)
    assert match.steps[before].action == shown[0]


def test_a_hit_makes_the_struck_fighter_recoil_and_the_table_waits_for_it(app) -> None:
    from game.core.events import event

    app.settings.animation_speed = "normal"
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 3, {})
    table = open_table(app, match)
    table.motion.play((event("damage", seat=1, by=0, amount=1, life=10, source="hit"),
                       event("ring_out", seat=0, fighter="dogu", square=-1)))
    frames(app, 3)
    assert table.animating()
    assert table.motion.bodies[1].recoil != 0 and table.motion.bodies[1].flash > 0
    frames(app, 20)
    assert table.motion.bodies[0].fly > 0
    table.tweens.finish_all()
    assert table.motion.bodies[1].recoil == 0 and table.motion.bodies[0].fly == 1.0


def _play_with(kind_option: str) -> Match:
    for seed in range(40, 400):
        match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], seed, {"duel": "iaijutsu"})
        if _to_pending(match, "play", seed) and any(
                isinstance(a, Play) and not a.double and a.option == kind_option for a in match.legal(0)):
            return match
    raise AssertionError(f"no {kind_option} play found")


def test_a_revealed_hit_dragged_onto_the_rival_strikes_and_onto_a_gauge_springs_back(app) -> None:
    match = _play_with("hit")
    table = open_table(app, match)
    card = next(a.card for a in match.legal(0) if isinstance(a, Play) and a.option == "hit")
    prompt = table.prompt()
    assert prompt is not None
    start = next(rect.center for c, rect in prompt.card_rects if c == card)
    before = len(match.steps)
    drag(app, start, table.painter.gauge_rects[0][2].center)
    assert len(match.steps) == before
    assert table.toasts.texts and table.toasts.texts[-1]
    prompt = table.prompt()
    start = next(rect.center for c, rect in prompt.card_rects if c == card)
    drag(app, start, table.painter.fighter_rects[1].center)
    assert match.steps[before].seat == 0 and match.steps[before].action == Play(card, False, "hit")
