"""Every other decision made with the mouse: abilities, the discard step, Geisha, Bushido, waves."""

from __future__ import annotations

import pytest

from game.core.seats import Seat
from game.katana import GAME
from game.katana.actions import PlayCard
from game.katana.cards import KEY
from game.katana.state import BUSHIDO, DISCARD, DRAW_CHOICE, GEISHA, PLAY, WAVE
from tests.katana.helpers import card, scenario
from tests.scenes.helpers import click, drag, frames, make_app
from tests.scenes.katana.katana_table_helpers import hand_card_pos, match_from, open_table, seat_pos

ROLES = ["shogun", "samurai", "ninja", "ninja", "ronin"]


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from make_app(tmp_path, monkeypatch)


def seats() -> list[Seat]:
    return [Seat("Ann")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, 5)]


def button(table, label_start: str):
    for b in table.abilities():
        if b.label.startswith(label_start):
            return b
    prompt = table.prompt()
    if prompt is not None:
        for b in prompt.buttons:
            if b.label.startswith(label_start):
                return b
    raise AssertionError(f"no button starting {label_start!r}")


def test_nobunaga_trades_a_life_for_a_card_with_the_button_on_his_seat(app) -> None:
    state = scenario(characters=["nobunaga", "tomoe", "goemon", "musashi", "chiyome"], roles=ROLES,
                     hands=[["bo"], ["bo"], ["bo"], ["bo"], ["bo"]])
    match = match_from(state, seats())
    table = open_table(app, match)
    nobunaga = button(table, "Lose 1 life")
    assert nobunaga.rect.bottom <= table.layout().seats[0].top  # on (above) his own seat
    click(app, nobunaga.rect.center)
    assert match.state.life[0] == 4 and len(match.state.hands[0]) == 2


def test_ieyasu_chooses_the_discard_or_the_deck_with_buttons(app) -> None:
    state = scenario(characters=["ieyasu", "tomoe", "goemon", "musashi", "chiyome"], roles=ROLES,
                     hands=[["bo"], ["bo"], ["bo"], ["bo"], ["bo"]], discard=["katana"], start=True)
    assert state.phase == DRAW_CHOICE
    match = match_from(state, seats())
    table = open_table(app, match)
    click(app, button(table, "Take the Katana").rect.center)
    assert "katana" in [KEY[c] for c in match.state.hands[0]] and match.state.phase == PLAY


def test_the_discard_step_is_done_by_clicking_cards(app) -> None:
    hand = ["bo", "bo", "parry", "parry", "parry", "focus", "armor", "geisha", "daimyo"]
    state = scenario(characters=["hideyoshi", "tomoe", "goemon", "musashi", "chiyome"], roles=ROLES,
                     hands=[hand, ["bo"], ["bo"], ["shuriken"], ["shuriken"]])
    match = match_from(state, seats())
    table = open_table(app, match)
    click(app, table.end_turn_button.rect.center)
    assert match.state.phase == DISCARD
    frames(app)
    assert "click 2 to discard" in table.banner_lines()[1]
    click(app, hand_card_pos(table, "daimyo"))
    click(app, hand_card_pos(table, "geisha"))
    assert len(match.state.hands[0]) == 7 and match.state.turn != 0
    assert {KEY[c] for c in match.state.discard} >= {"daimyo", "geisha"}


def test_geisha_opens_a_chooser_of_permanents_and_a_random_hand_card(app) -> None:
    state = scenario(characters=["hideyoshi", "tomoe", "goemon", "musashi", "chiyome"], roles=ROLES,
                     hands=[["geisha"], ["bo", "parry"], ["bo"], ["bo"], ["bo"]], tables=[[], ["armor", "focus"], [], [], []])
    match = match_from(state, seats())
    table = open_table(app, match)
    drag(app, hand_card_pos(table, "geisha"), seat_pos(table, 1))
    assert match.state.phase == GEISHA
    labels = [b.label for b in table.prompt().buttons]
    assert labels == ["Armor", "Focus", "A random card from the hand"]
    click(app, button(table, "Armor").rect.center)
    assert "armor" not in [KEY[c] for c in match.state.tables[1]]
    assert KEY[match.state.discard[-1]] == "armor"


def test_bushido_asks_for_a_weapon_or_an_honour(app) -> None:
    state = scenario(characters=["hideyoshi", "tomoe", "goemon", "musashi", "chiyome"], roles=ROLES,
                     hands=[["bo", "parry"], ["bo"], ["bo"], ["shuriken"], ["shuriken"]],
                     tables=[["bushido"], [], [], [], []], deck=["kiseru"], start=True)
    assert state.phase == BUSHIDO
    match = match_from(state, seats())
    table = open_table(app, match)
    prompt = table.prompt()
    assert "Kiseru" in prompt.title
    assert [b.label for b in prompt.buttons] == ["Discard a Bo", "Lose 1 honour"]
    honour = match.state.honour[0]
    click(app, button(table, "Lose 1 honour").rect.center)
    assert match.state.honour[0] == honour - 1


def test_the_three_player_shogun_may_let_bushido_go_for_nothing(app) -> None:
    state = scenario(characters=["hideyoshi", "tomoe", "goemon"], roles=["shogun", "ninja", "ninja"],
                     hands=[["bo", "parry"], ["bo"], ["bo"]], tables=[["bushido"], [], []], deck=["kiseru"],
                     start=True)
    assert state.phase == BUSHIDO
    match = match_from(state, seats()[:3])
    table = open_table(app, match)
    prompt = table.prompt()
    assert [b.label for b in prompt.buttons] == ["Discard a Bo", "Discard Bushido (no honour lost)"]
    honour = match.state.honour[0]
    click(app, button(table, "Discard Bushido (no honour lost)").rect.center)
    assert match.state.honour[0] == honour and KEY[match.state.discard[-1]] == "bushido"


def test_a_battle_cry_asks_the_human_for_a_parry_or_a_life(app) -> None:
    state = scenario(characters=["hideyoshi", "tomoe", "goemon", "musashi", "chiyome"], roles=ROLES, turn=4,
                     hands=[["parry", "bo"], ["bo"], ["bo"], ["shuriken"], ["battle_cry", "bo"]])
    state, _ = GAME.apply(state, 4, PlayCard(card(state, 4, "battle_cry"), -1))
    assert state.phase == WAVE and state.pending.queue[0] == 0
    match = match_from(state, seats())
    table = open_table(app, match)
    assert "Battle Cry" in table.prompt().title
    click(app, button(table, "Lose 1 life").rect.center)
    assert match.state.life[0] == match.state.max_life[0] - 1
    assert "parry" in [KEY[c] for c in match.state.hands[0]]
