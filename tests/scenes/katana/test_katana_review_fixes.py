"""Defects two player reviews found (s18): the log read back with the wheel, Kojiro's attacks told
without a difficulty, a big hand readable card by card, and French counts after 0."""

from __future__ import annotations

import pygame
import pytest

from game.core.autoplay import BotTable
from game.core.match import Match
from game.core.seats import Seat
from game.katana import GAME, card_targets
from game.katana.actions import PlayCard
from scenes.katana.layout import compute, fan_positions
from scenes.katana.log import _SENTENCES, GameLog, LogPanel, sentence
from scenes.katana.painter import difficulty_label
from scenes.katana.reactions import build_prompt
from scenes.kit import i18n
from tests.katana.helpers import card, scenario
from tests.scenes.helpers import frames, make_app, post
from tests.scenes.katana.katana_table_helpers import match_from, open_table

SEVEN = ["kojiro", "goemon", "benkei", "tomoe", "chiyome", "musashi", "ushiwaka"]
SEVEN_ROLES = ["ninja", "shogun", "samurai", "samurai", "ninja", "ninja", "ronin"]
NAMES = ["Kojiro", "Goemon", "Benkei", "Tomoe", "Chiyome", "Musashi", "Ushiwaka"]


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from make_app(tmp_path, monkeypatch)
    i18n.set_language("en")


def played(players: int, seed: int, steps: int = 100_000, person: bool = False) -> Match:
    """A game of ``players`` played by bots for ``steps`` moves (to its end by default); with
    ``person``, seat 0 is a person's, whose moves a bot of the same game makes."""
    bots_only = [Seat(f"AI {i}", "ai", "normal") for i in range(players)]
    seats = [Seat("Ann"), *bots_only[1:]] if person else bots_only
    match = Match.start(GAME, seats, seed, {})
    bots = BotTable(Match.start(GAME, bots_only, seed, {}))
    while not match.finished and steps:
        seat = match.to_act()[0]
        match.submit(seat, bots.decide(seat, match.state))
        steps -= 1
    return match


def told_count(match: Match) -> int:
    return sum(1 for told in match.told() for event in told if event.kind in _SENTENCES)


# -- the log, read back with the wheel ------------------------------------------------------------

def test_the_log_keeps_a_whole_seven_player_game() -> None:
    match = played(7, 4)  # a long game: some 700 entries, far past the old 400
    assert match.finished
    log = GameLog()
    for told in match.told():
        log.add(told)
    assert len(log.entries) == told_count(match) > 400


def wheel_over_the_log(app, table, notches: int) -> None:
    log = table.layout().log
    post(pygame.MOUSEMOTION, pos=log.center, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(abs(notches)):
        post(pygame.MOUSEWHEEL, x=0, y=1 if notches > 0 else -1, flipped=False, precise_x=0.0,
             precise_y=float(notches > 0))
    frames(app)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_wheel_over_the_log_reads_back_to_the_first_turn(app, size) -> None:
    app.screen = pygame.display.set_mode(size)
    match = played(7, 3, steps=90, person=True)
    table = open_table(app, match)
    panel = table.log_panel
    first_line = table.log.lines(table.names, table.viewer, "en", GameLog.LIMIT)[0]
    assert table.viewer == 0 and panel.first > 0 and panel.scrollback.back == 0  # the newest rows
    wheel_over_the_log(app, table, 500)
    assert panel.first == 0 and panel.scrollback.back > 0
    rows = panel.rows(table.names, table.viewer, "en", *panel_look(table))
    assert first_line.startswith(rows.text[0])  # the game's first sentence, at the top
    wheel_over_the_log(app, table, -500)
    assert panel.scrollback.back == 0


def panel_look(table) -> tuple[int, int]:
    lay = table.layout()
    return lay.log.width - lay.px(24), lay.px(19)


def test_rows_read_back_stay_in_place_while_the_bots_play_on(app) -> None:
    match = played(5, 3, steps=80)
    log = GameLog()
    for told in match.told():
        log.add(told)
    panel = LogPanel(log)
    names = ["A", "B", "C", "D", "E"]
    look = ("en", (250, 300), 15)
    panel.render(names, None, *look)
    panel.scrollback.wheel(4)
    before = panel.render(names, None, *look)
    shown = panel.rows(names, None, "en", 250, 15).text[panel.first:panel.first + 5]
    assert panel.render(names, None, *look) is before  # an idle frame only blits the rendered rows
    more = played(5, 3, steps=120)
    log.add([event for told in list(more.told())[len(list(match.told())):] for event in told])
    panel.render(names, None, *look)
    assert panel.rows(names, None, "en", 250, 15).text[panel.first:panel.first + 5] == shown
    # the top row begins a sentence: never the tail of one cut by the panel's edge
    assert panel.first in panel.rows(names, None, "en", 250, 15).starts


# -- Kojiro's weapons ignore difficulty ---------------------------------------------------------

def kojiro_holds_a_bokken():
    return scenario(characters=SEVEN, roles=SEVEN_ROLES, turn=0,
                    hands=[["bokken", "kiseru"], ["bo"], ["parry"], ["kusarigama"], [], ["parry"],
                           ["kanabo"]],
                    tables=[[], [], ["armor", "armor"], [], [], [], []])


@pytest.mark.parametrize("lang, words", [("en", "difficulty ignored"), ("fr", "difficulté ignorée")])
def test_the_seats_kojiro_may_strike_say_the_difficulty_is_ignored(app, lang, words) -> None:
    i18n.set_language(lang)
    state = kojiro_holds_a_bokken()
    seats = [Seat("Ann"), *(Seat(f"AI {i}", "ai", "easy") for i in range(1, 7))]
    table = open_table(app, match_from(state, seats))
    table.held = card(state, 0, "bokken")
    difficulties = table.difficulties()
    assert set(difficulties) == {1, 2, 3, 5, 6}  # every standing player; Chiyome (no card) is down
    assert {difficulty_label(difficulties, seat) for seat in difficulties} == {words}
    assert all(target.difficulty is None for target in card_targets(state, 0, table.held))


def test_kojiro_s_attack_is_told_and_asked_without_a_difficulty(app) -> None:
    state = scenario(characters=["musashi", "goemon", "benkei", "kojiro", "chiyome", "tomoe", "ushiwaka"],
                     roles=SEVEN_ROLES, turn=3,
                     hands=[["parry", "bo"], ["bo"], ["parry"], ["bokken"], ["parry"], ["parry"], ["parry"]],
                     tables=[["armor"], [], [], [], [], [], []])
    after, events = GAME.apply(state, 3, PlayCard(card(state, 3, "bokken"), 0))
    attack = next(event for event in events if event.kind == "attack")
    names = ["Musashi", "Goemon", "Benkei", "Kojiro", "Chiyome", "Tomoe", "Ushiwaka"]
    assert sentence(attack, names, "en") == ("Kojiro attacks Musashi with a Bokken (difficulty ignored): "
                                             "1 damage.")
    assert sentence(attack, names, "fr") == ("Kojiro attaque Musashi avec un Bokken (difficulté ignorée, "
                                             "1 dégât).")
    titles = {}
    for lang in ("en", "fr"):
        i18n.set_language(lang)
        prompt = build_prompt(after, GAME.legal_actions(after, 0), names, lambda action: None)
        assert prompt is not None
        titles[lang] = prompt.title
    assert titles == {"en": "Kojiro attacks you with a Bokken (difficulty ignored): 1 damage",
                      "fr": "Kojiro vous attaque avec un Bokken (difficulté ignorée), 1 dégât"}


def test_anyone_else_s_attack_still_gives_its_difficulty() -> None:
    state = scenario(characters=["musashi", "goemon", "benkei", "tomoe"],
                     roles=["shogun", "samurai", "ninja", "ronin"], turn=1,
                     hands=[["parry"], ["kanabo"], ["parry"], ["parry"]], tables=[["armor"], [], [], []])
    _, events = GAME.apply(state, 1, PlayCard(card(state, 1, "kanabo"), 0))
    attack = next(event for event in events if event.kind == "attack")
    assert "(difficulty 2, Armor +1)" in sentence(attack, ["Musashi", "Goemon", "Benkei", "Tomoe"], "en")


# -- a big hand, readable card by card ---------------------------------------------------------

@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("count", [9, 12, 15, 18])
def test_no_card_of_a_big_hand_hides_another_s_name_or_numbers(size, count) -> None:
    lay = compute(size, 7, 0)
    rects = fan_positions(lay, count)
    assert len(rects) == count
    for index, rect in enumerate(rects):
        assert lay.hand_area.contains(rect) and not rect.colliderect(lay.end_turn)
        # the name band across the top and the corner numbers: 90% of the width, all its height
        # (the next card's glow, 3 design pixels, may take a little of the rest)
        readable = pygame.Rect(rect.left, rect.top, round(rect.width * 0.9) - lay.px(3), rect.height)
        for other in rects[index + 1:]:
            assert not other.colliderect(readable), (count, index)


def test_a_short_hand_card_shows_its_name_and_numbers(app) -> None:
    """Two rows of a big hand hold short cards: the name band on top, the numbers under it."""
    from scenes.katana.cardfaces import CardArt

    art = CardArt(lambda relative, size: None)
    lay = compute((1024, 600), 7, 0)
    rect = fan_positions(lay, 18)[0]
    assert rect.height < rect.width  # short
    state = scenario(characters=SEVEN, roles=SEVEN_ROLES, hands=[["kiseru"], [], [], [], [], [], []])
    face = art.face(card(state, 0, "kiseru"), rect.size)
    assert face.get_size() == rect.size
    # the damage drop (the weapon's red) lies within the left 90%, where the next card never goes
    red = [x for x in range(round(rect.width * 0.9)) for y in range(rect.height // 2, rect.height)
           if face.get_at((x, y))[:3] == (178, 44, 36)]
    assert red


# -- French counts -------------------------------------------------------------------------------

def test_french_counts_keep_the_singular_for_zero_and_one() -> None:
    from game.core.events import event
    from scenes.katana.texts import counted

    last = event("damage", seat=0, amount=1, source=1, cause=None, life=0)
    assert sentence(last, NAMES, "fr") == "Kojiro perd 1 point de vie (0 restant)."
    assert sentence(last, NAMES, "en") == "Kojiro loses 1 life (0 left)."
    two = event("damage", seat=0, amount=2, source=1, cause=None, life=2)
    assert sentence(two, NAMES, "fr") == "Kojiro perd 2 points de vie (2 restants)."
    none = event("cards_drawn", seat=0, count=0, reason="draw_phase")
    assert sentence(none, NAMES, "fr") == "Kojiro pioche 0 carte."
    assert sentence(none, NAMES, "en") == "Kojiro draws 0 cards."
    assert [counted(n, "vie", "vies", "fr") for n in (0, 1, 2)] == ["vie", "vie", "vies"]
