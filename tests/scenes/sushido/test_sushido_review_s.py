"""Defects from a player's review (s21, review S): the rules screen's missing basics, a guard's
two same-named cards told apart, a time over on equal shares, answers that will do nothing, and
hidden cards a full chain throws away."""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from game.core.match import Match
from game.core.seats import Seat
from game.sushido import GAME
from game.sushido.actions import Choose
from scenes.kit import i18n
from scenes.kit.i18n import t
from tests.scenes.helpers import frames, record_drawn_text

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

LANGS = ("en", "fr")


def _time_over_tie() -> Match:
    """Kujira against Kujira in Iaijutsu, random legal moves: the 30th turn ends with both on
    15 of 18 life, equal shares, and both win the round."""
    options = {"duel": "iaijutsu", "fighters": "kujira,kujira"}
    match = Match.start(GAME, [Seat("Ann"), Seat("Ben")], 0, options)
    gen = random.Random(0)
    while not match.finished:
        seat = gen.choice(match.to_act())
        match.submit(seat, gen.choice(match.legal(seat)))
    return match


@pytest.mark.parametrize("lang", LANGS)
def test_a_time_over_on_equal_shares_is_told_as_both_winning(
        app: Any, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    import scenes.sushido.results as results_module
    from scenes.sushido.log import GameLog
    from scenes.sushido.results import SushidoResults, round_history

    match = _time_over_tie()
    assert match.state.life == (15, 15) and GAME.outcome(match.state).winners == (0, 1)
    assert round_history(match) == [(1, (0, 1), "time_over")]
    log = GameLog()
    for step in match.steps:
        log.add(step.events)
    lines = log.lines(("Ann", "Ben"), match.state.fighters, None, lang, 400)
    tie = ("Time is up with equal shares of life: both win the round." if lang == "en"
           else "Temps écoulé à parts de vie égales : les deux gagnent le round.")
    assert tie in lines
    assert not any("larger share" in line or "plus grande part" in line for line in lines)
    assert tie in log.told_since(0, ("Ann", "Ben"), match.state.fighters, None, lang)

    app.settings.language = lang
    app.apply_settings()
    drawn = record_drawn_text(results_module, monkeypatch)
    app.stack.push(SushidoResults(app, match))
    frames(app, 2)
    # the round's line names both winners, the reason under it the equal shares (both on one
    # line each, narrow enough to pass between the two fighters' pictures at 1024x600)
    round_line = drawn.index(t("sushido.round_both", round=1))
    assert drawn[round_line + 1] == t("sushido.why.time_over_tie")
    assert t("sushido.why.time_over") not in drawn
    assert t("sushido.why.time_over_tie") == ("time over, equal shares of life" if lang == "en"
                                              else "temps écoulé, parts de vie égales")
    i18n.set_language("en")


def _biwa_against_kujira(app: Any, squares: list[int]) -> Any:
    """Ann (Biwa, Player 1) has a lone Move (card 10) and a Hit (card 0) revealed against Ben's
    Kujira, whose Mass stops a lone undoubled Move's shove."""
    from scenes.sushido import TABLE

    state = GAME.from_scenario({"game": "sushido", "fighters": ["biwa", "kujira"], "p1": 0, "pos": squares,
                                "hands": [[10, 0, 5, 6, 7], [45, 46, 47, 48, 49]]})
    match = Match(GAME, [Seat("Ann"), Seat("Ben", "ai", "easy")], 1, {}, state, [], [state])
    match.submit(0, Choose((10, 0), (10, 0)))
    match.submit(1, Choose((45, 46), (45, 46)))
    table = TABLE(app, match)
    app.stack.push(table)
    frames(app, 30)
    return table


@pytest.mark.parametrize("lang", LANGS)
def test_answers_that_will_do_nothing_say_so_and_stay_offered(app: Any, lang: str) -> None:
    app.settings.language = lang
    app.apply_settings()
    contact = _biwa_against_kujira(app, [3, 4])
    labels = [button.label for button in contact.prompt().buttons]
    mass = ("Move forward (Mass: Kujira is not shoved)" if lang == "en"
            else "Bouger en avant (Masse : Kujira n'est pas repoussé)")
    assert labels == [mass, t("sushido.opt.move", steps=t("sushido.step.b")), t("sushido.opt.hit")]
    before = len(contact.match.steps)
    next(b for b in contact.prompt().buttons if b.label == mass).on_click()
    frames(app, 10)
    assert any(e.kind == "push_resisted" for step in contact.match.steps[before:] for e in step.events)
    app.stack.pop()
    frames(app)

    apart = _biwa_against_kujira(app, [1, 5])
    labels = [button.label for button in apart.prompt().buttons]
    miss = ("Strike (out of reach: it misses)" if lang == "en"
            else "Frapper (hors de portée : coup dans l'eau)")
    # out of contact a Move forward is a step, not a shove: no Mass warning
    assert labels == [t("sushido.opt.move", steps=t("sushido.step.f")),
                      t("sushido.opt.move", steps=t("sushido.step.b")), miss]
    before = len(apart.match.steps)
    next(b for b in apart.prompt().buttons if b.label == miss).on_click()
    frames(app, 10)
    assert any(e.kind == "miss" for step in apart.match.steps[before:] for e in step.events)
    i18n.set_language("en")


def test_a_doubled_or_tenka_move_reads_right_against_mass() -> None:
    """A doubled Move shoves Kujira (no warning); a Tenka Move forward is a lone Move (warned);
    a Hit out of reach misses even into a waiting guard (the engine checks reach first)."""
    from game.sushido.actions import Play
    from scenes.sushido.prompt import Stakes, option_label

    i18n.set_language("en")
    against_kujira = Stakes(contact=True, mass_fighter="kujira")
    assert option_label(Play(10, True, "move:ff"), 0, ("Ann", "Ben"), against_kujira) == "Move 2 forward"
    assert option_label(Play(0, False, "tenka:f"), 0, ("Ann", "Ben"), against_kujira) == \
        "As a Move forward (Tenka, 1 Super; Mass: Kujira is not shoved)"
    assert option_label(Play(0, False, "hit"), 0, ("Ann", "Ben"), Stakes(rival_guards=1, contact=False)) == \
        "Strike (out of reach: it misses)"


def _guard_longer_than_the_kata(app: Any) -> Any:
    """Ann (Biwa, Player 1) calls a 2-card Kata; Ben (Manta) guards with 3 cards: Hit Wave,
    Block Fin, Hit Wave, and must throw one away. The two Hit Waves do different things."""
    from game.sushido.actions import Announce
    from scenes.sushido import TABLE

    state = GAME.from_scenario({"game": "sushido", "fighters": ["biwa", "manta"], "duel": "encounter",
                                "p1": 0, "hands": [[56, 40, 41, 42, 10], [57, 11, 12, 25, 26]],
                                "chains": [[55, 45], [0, 20, 1]], "pos": [3, 4]})
    match = Match(GAME, [Seat("Ann", "ai", "easy"), Seat("Ben")], 1, {}, state, [], [state])
    for seat, action in ((0, Choose((56, 40), (56, 40))), (1, Choose((57, 11), (57, 11))),
                         (0, Announce("kata")), (1, Announce("guard"))):
        match.submit(seat, action)
    table = TABLE(app, match)
    app.stack.push(table)
    frames(app, 40)
    return table


@pytest.mark.parametrize("lang", LANGS)
def test_a_guards_cards_to_throw_away_are_named_by_their_place(app: Any, lang: str) -> None:
    from scenes.sushido.texts import card_name

    app.settings.language = lang
    app.apply_settings()
    table = _guard_longer_than_the_kata(app)
    prompt = table.prompt()
    labels = [button.label for button in prompt.buttons]
    hit, block = card_name(0), card_name(20)
    assert card_name(1) == hit  # the same name twice
    if lang == "en":
        assert labels == [f"Throw away card 1: {hit}", f"Throw away card 2: {block}",
                          f"Throw away card 3: {hit}"]
    else:
        assert labels == [f"Jeter la carte 1 : {hit}", f"Jeter la carte 2 : {block}",
                          f"Jeter la carte 3 : {hit}"]
    assert len(set(labels)) == len(labels)
    i18n.set_language("en")


def test_pointing_at_an_answer_lights_that_card_of_the_guard(
        app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The gold frame goes round the guard card the pointed answer throws away, and round
    none while the pointer is on no answer."""
    import pygame

    import scenes.sushido.clash as clash_module
    from game.sushido.actions import Target

    table = _guard_longer_than_the_kata(app)
    guard_rects = [rect for card, rect in table.painter.shown_rects if card in (0, 20, 1)]
    assert len(guard_rects) == 3
    framed: list[pygame.Rect] = []
    real = pygame.draw.rect

    def recording(surface: Any, colour: Any, rect: Any, *args: Any, **kwargs: Any) -> Any:
        if tuple(colour)[:3] == tuple(clash_module.GOLD_BRIGHT)[:3]:
            framed.append(pygame.Rect(rect))
        return real(surface, colour, rect, *args, **kwargs)

    monkeypatch.setattr(clash_module.pygame.draw, "rect", recording)
    table.mouse = (0, 0)
    frames(app)
    assert not any(frame.contains(rect) for frame in framed for rect in guard_rects)
    for index in (2, 0):
        prompt = table.prompt()
        button = next(b for b, a in zip(prompt.buttons, prompt.answers, strict=True) if a == Target(index))
        table.mouse = button.rect.center
        framed.clear()
        frames(app)
        lit = [rect for rect in guard_rects if any(frame.contains(rect) for frame in framed)]
        assert lit == [guard_rects[index]]


def _hajime_with_a_chain_of(app: Any, chain: list[int]) -> Any:
    """Ann (Biwa, Player 1) at the Hajime, her chain holding ``chain``, her first two hand cards
    set down in the slots."""
    from scenes.sushido import TABLE

    state = GAME.from_scenario({"game": "sushido", "fighters": ["biwa", "kujira"], "p1": 0, "pos": [3, 4],
                                "hands": [[10, 0, 5, 6, 7], [45, 46, 47, 48, 49]], "chains": [chain, []]})
    match = Match(GAME, [Seat("Ann"), Seat("Ben", "ai", "easy")], 1, {}, state, [], [state])
    table = TABLE(app, match)
    app.stack.push(table)
    frames(app, 10)
    table.slots = [10, 0]
    return table


def _warns(text: str) -> bool:
    """A line of the thrown-away warning (wrapped under its slot), not the plain "Hidden"."""
    return text != t("sushido.hidden") and text in t("sushido.hidden_lost")


SIZES_AND_TEXT = (((1024, 600), "large"), ((1280, 720), "standard"), ((1024, 600), "standard"),
                  ((1280, 720), "large"))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("size", "text_size"), SIZES_AND_TEXT)
def test_a_hidden_card_the_full_chain_throws_away_is_captioned_before_confirm(
        app: Any, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int], text_size: str) -> None:
    import pygame

    import scenes.sushido.painter as painter_module
    from tests.scenes.helpers import record_drawn_rects

    app.screen = pygame.display.set_mode(size)
    app.settings.language, app.settings.text_size = lang, text_size
    app.apply_settings()
    full = _hajime_with_a_chain_of(app, [20, 21, 22, 23])
    full.reveal = [True, False]
    with monkeypatch.context() as patch:
        drawn = record_drawn_rects(painter_module, patch)
        frames(app)
    texts = [text for text, _ in drawn]
    lost = [rect for text, rect in drawn if _warns(text)]
    assert t("sushido.revealed") in texts and t("sushido.hidden") not in texts and lost
    assert " ".join(text for text in texts if _warns(text)) == t("sushido.hidden_lost")
    # the warning stays under its own slot, clear of the other's caption and of the hint line
    slots = full.layout().slots
    others = [rect for text, rect in drawn if text in (t("sushido.revealed"), t("sushido.slot_hint"))]
    for rect in lost:
        assert rect.top >= slots[1].bottom and rect.centerx == slots[1].centerx
        assert rect.left > slots[0].centerx and full.layout().middle.contains(rect)
        assert not any(rect.colliderect(other) for other in others)
    assert full.lost_slots() == {1}
    app.stack.pop()
    frames(app)

    # three cards in the chain, both set down hidden: the first fits, the second is thrown away
    three = _hajime_with_a_chain_of(app, [20, 21, 22])
    three.reveal = [False, False]
    with monkeypatch.context() as patch:
        drawn = record_drawn_rects(painter_module, patch)
        frames(app)
    hidden = [rect for text, rect in drawn if text == t("sushido.hidden")]
    lost = [rect for text, rect in drawn if _warns(text)]
    assert three.lost_slots() == {1} and len(hidden) == 1 and hidden[0].centerx == slots[0].centerx
    assert lost and not any(rect.colliderect(hidden[0]) for rect in lost)
    three.reveal = [True, True]
    assert three.lost_slots() == set()  # revealed cards never join the chain
    i18n.set_language("en")


def _topic(key: str, lang: str) -> str:
    from game.sushido.data import help_topics

    return next(entry[lang] for entry in help_topics() if entry["key"] == key)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_screen_tells_the_cards_the_arena_life_and_the_mouse(lang: str) -> None:
    """The basics a newcomer needs, each read back from the engine's data: what every card does
    (the card's own hover text), contact, the arena's squares, life by weight and the diamonds,
    and the gestures of the table."""
    from game.sushido.data import CARD_TYPES, rules
    from scenes.sushido.texts import rules_text

    i18n.set_language(lang)
    text = rules_text(lang)
    heads = [line[2:] for line in text.splitlines() if line.startswith("# ")]
    wanted = ("Arena & life", "Cards", "Playing with the mouse") if lang == "en" else \
        ("Arène et vie", "Cartes", "Jouer à la souris")
    assert set(wanted) <= set(heads)
    colon = " : " if lang == "fr" else ": "
    for kind in CARD_TYPES:
        name, said = rules().names[lang][kind], rules().texts[lang][kind]
        bullet = next(line for line in text.splitlines() if line.startswith(f"- {name}{colon}"))
        assert bullet[len(f"- {name}{colon}") + 1:] == said[1:]  # the card's text, a French lowercase first
    arena = _topic("arena", lang)
    squares = f"{rules().squares} {'squares' if lang == 'en' else 'cases'}"
    assert squares in arena
    vs = " and ".join(str(square + 1) for square in rules().vs_squares)
    assert (vs if lang == "en" else vs.replace("and", "et")) in arena  # squares counted from 1
    assert ("in contact when they stand on neighbouring squares" if lang == "en"
            else "au contact, c'est occuper des cases voisines") in arena
    for weight in ("light", "medium", "heavy"):
        life = next(f.life for f in rules().fighters.values() if f.weight == weight)
        assert f"{t(f'sushido.weight.{weight}').split()[-1]} {life}" in arena, weight
    diamonds = ", ".join(str(d) for d in sorted(rules().diamonds, reverse=True)[:-1])
    assert f"{diamonds} {'and' if lang == 'en' else 'et'} {min(rules().diamonds)}" in arena
    mouse = _topic("mouse", lang)
    gestures = {"en": ("drag 2 cards from your hand onto the two slots", "onto the rival to strike",
                       "drag a Super token", "onto a chain card", "onto a free square"),
                "fr": ("glissez 2 cartes de votre main", "sur le rival pour frapper",
                       "glissez un jeton de Super", "sur une carte d'un enchaînement", "sur une case libre")}
    for gesture in gestures[lang]:
        assert gesture in mouse, gesture
    assert t("sushido.confirm") in mouse and t("sushido.revealed") in mouse and t("sushido.hidden") in mouse
