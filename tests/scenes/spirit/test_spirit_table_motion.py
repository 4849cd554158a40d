"""Pacing and reading aids: flights and banners hold the AI, Space skips them, hover and
right-click show full texts, every string exists in French."""

from __future__ import annotations

import pygame

from game.core.seats import Seat
from game.spirit import GAME
from game.spirit import actions as A
from scenes.kit import i18n
from tests.scenes.spirit.spirit_table_helpers import (
    ai_seats,
    decision,
    frames,
    open_table,
    post,
    run_until,
    start,
)


def test_a_laid_brigand_flies_to_its_place_and_space_skips_it(app) -> None:
    app.settings.animation_speed = "slow"
    match = start(ai_seats(3), 4)
    table = open_table(app, match)
    run_until(app, lambda: bool(table.flights) or table.beats.busy, 30)
    steps = len(match.steps)
    frames(app, 2)
    assert len(match.steps) == steps  # the next AI move waits for the picture
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44)
    frames(app)
    assert not table.flights and not table.beats.busy


def test_the_end_of_a_round_is_told_step_by_step(app) -> None:
    app.settings.animation_speed = "normal"
    match = start(ai_seats(2), 6, "easy")
    table = open_table(app, match)
    seen: set[str] = set()
    shown: list[dict[str, int]] = []
    while match.state.round == 1 and not match.finished:
        table.submit(match.legal(match.to_act()[0])[-1], match.to_act()[0])  # pass, pass: the round ends
        seen.update(beat.text for beat in table.beats.queue)
        shown = [dict(beat.village) for beat in table.beats.queue] or shown
        table.beats.clear()
        table.flights.clear()
    assert "Hats: does each samurai guard the peasants?" in seen and "Farms: does each samurai guard one?" in seen
    # the village on screen loses its pieces one beat at a time, ending where the game stands
    farms = [counts["farms"] for counts in shown]
    assert farms == sorted(farms, reverse=True) and farms[-1] == len(match.state.farms)
    assert farms[0] > farms[-1], farms
    assert shown[0]["round"] == 1 and shown[-1]["round"] == match.state.round


def test_right_click_on_the_drawn_brigand_shows_its_full_text(app) -> None:
    from scenes.spirit.texts import card_detail

    match = start([Seat("Ann")] + ai_seats(2), 3)
    table = open_table(app, match)
    run_until(app, lambda: table.acting_human() == 0 and not table.animating())
    while decision(match).kind not in ("card", "place"):
        legal = match.legal(0)
        table.submit(A.Fight() if A.Fight() in legal else legal[0])
        run_until(app, lambda: table.acting_human() == 0 and not table.animating())
    post(pygame.MOUSEBUTTONDOWN, pos=table.layout().drawn.center, button=3)
    frames(app)
    assert table.detail == [card_detail(decision(match).card)]


def test_every_table_string_has_its_french() -> None:
    import scenes.spirit.texts  # noqa: F401 - registers the strings

    assert [key for key in i18n.missing_in("fr") if key.startswith("spirit.")] == []


def test_the_engines_refusals_are_retold_in_french() -> None:
    import inspect
    import re

    from game.spirit import refusals
    from scenes.spirit.reasons import FRENCH, retell

    i18n.set_language("fr")
    for english, french in FRENCH.items():
        assert retell(english) == french[0].upper() + french[1:]
    assert "déjà" in retell("you already defend a hat: this brigand goes to your fight line")
    # every plain sentence the engine may refuse with has its French
    source = inspect.getsource(refusals)
    plain = re.findall(r'return "([^"{]+)"', source)
    assert plain and all(retell(sentence) != sentence for sentence in plain)


def test_hovering_the_village_tells_what_stands_and_what_burnt(app) -> None:
    match = start(ai_seats(2), 6, "easy")
    table = open_table(app, match)
    lay = table.layout()
    lines = table.details_at((lay.village.left + lay.px(40), lay.village.centery))
    assert lines[0] == f"Barricades: {match.state.barricades} of {match.state.barricades_start}"
    assert any(line.startswith("Families: ") for line in lines)


def test_a_brigand_seen_going_in_among_the_infiltrators_is_shown_and_told(app) -> None:
    """Katsushiro's Kiai turns the deck's top face up and a Support or a penalty sends it on to
    the infiltrators: the pile shows it on top, hovering the pile names it, and the chronicle
    says which brigand went in (played by normal samurai until it happens, on seed 1)."""
    from game.core.autoplay import BotTable
    from game.spirit.state import HIDDEN
    from scenes.spirit.log import sentence
    from scenes.spirit.texts import card_detail, card_label, unseen_ranks

    match = start(ai_seats(4, "normal"), 1, samurai="Katsushiro,Gorobei,Kanbei,Heihachi")
    bots = BotTable(match)
    told: list[str] = []
    for _ in range(400):
        seat = match.to_act()[0]
        events = match.submit(seat, bots.decide(seat, match.state))
        names = [b.samurai for b in match.state.boards]
        told += [str(sentence(e, names)) for e in events if e.kind == "infiltrated"]
        pile = GAME.view(match.state, 0).infiltrators
        if pile and pile[-1] != HIDDEN:
            break
    else:
        raise AssertionError("no brigand went in face up in 400 moves")
    known = [c for c in pile if c != HIDDEN]
    table = open_table(app, match)
    lay = table.layout()
    view = GAME.view(match.state, 0)
    # the deck empty, the pile also tells the lieutenants and chiefs not met yet hide in it
    hiding = [f"Not seen yet this round, so hidden among the infiltrators: {unseen_ranks(view)}."]
    hides = not view.deck and unseen_ranks(view)
    assert table.details_at(lay.infiltrators.center) == ["Seen going in among the infiltrators:",
                                                           *(card_detail(c) for c in reversed(known)),
                                                           *(hiding if hides else [])]
    assert told[-1] == f"In plain sight, the {card_label(pile[-1])} joins the infiltrators ({len(pile)})."
    assert any(line.startswith("A brigand slips in among the infiltrators") for line in told)  # unseen ones


def test_hovering_the_deck_names_the_brigand_a_chief_shuffled_back(app) -> None:
    """The chief's reshuffle takes a brigand from the discard in plain sight: the deck's hover
    names it while it lies unseen in the deck."""
    from scenes.spirit.texts import card_detail
    from tests.spirit.helpers import reshuffled_chief

    match = start(ai_seats(3), 1)
    match.state, chief = reshuffled_chief()
    table = open_table(app, match)
    lay = table.layout()
    assert table.details_at(lay.deck.center)[:2] == ["Shuffled back into the deck by a chief:", card_detail(chief)]
