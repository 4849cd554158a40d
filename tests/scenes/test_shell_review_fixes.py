"""The app's shell after the player's review: the replay bar keeps off the hand, a saved record
says where it went, French screens hold no English, long seat names read from their start, the
setup describes only boards still held, "1 move" is singular, and the option help is the app's."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import games
from game.core.match import Match
from game.core.seats import Seat
from scenes.game_over import GameOverScene, moves_count, short_folder
from scenes.kit import i18n
from scenes.pause import PauseScene
from scenes.replay import open_replay
from scenes.setup import NameField, SetupScene, option_help
from tests.scenes.helpers import frames, record_drawn_text
from tests.toy_game import TOY

SEATS = {"katana": ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"], "spirit": ["Ann", "Bo"],
         "sushido": ["Ann", "Bo"], "ninja99": ["Ann"]}


@pytest.fixture
def french() -> Iterator[None]:
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def toy_match(moves: int) -> Match:
    match = Match.start(TOY, [Seat("Ann"), Seat("Bo")], 5, {"tiles": "3"})
    for _ in range(moves):
        seat = match.to_act()[0]
        match.submit(seat, match.legal(seat)[0])
    return match


# -- 4: the replay bar ---------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_the_replay_bar_keeps_off_the_hand_controls_and_counts(app: Any, game_id: str,
                                                               size: tuple[int, int]) -> None:
    app.screen = pygame.display.set_mode(size)
    match = Match.start(games()[game_id], [Seat(name) for name in SEATS[game_id]], 3, {})
    table = app.table_for(match, script=[])
    app.stack.push(table)
    frames(app, 3)
    bar = table.replay_bar_rect(size)
    assert pygame.Rect((0, 0), size).contains(bar) and bar.width <= size[0] * 0.5
    if game_id == "spirit":  # the top holds the village's piles and counts: the action bar's right end
        lay = table.layout()
        assert lay.bar.contains(bar) and bar.left > lay.pass_button.right, bar
    elif game_id == "sushido":  # the top holds the round and turn, under the arena the open chains
        lay = table.layout()
        assert lay.middle.contains(bar) and bar.top > lay.middle.centery, bar
    elif game_id == "katana":  # seats all round and the hand below: under the piles
        lay = table.layout()
        assert bar.top > lay.deck.bottom and not any(bar.colliderect(seat) for seat in lay.seats), bar
    else:  # the bottom of the table holds the viewer's hand, status line and buttons
        assert bar.top >= 0 and bar.bottom <= size[1] * 0.12, (game_id, bar)


# -- 5: where a saved record went -----------------------------------------------------------------------
def test_a_saved_record_names_its_folder_and_the_log_keeps_the_full_path(app: Any) -> None:
    over = GameOverScene(app, toy_match(2))
    over.save_record()
    saved = list(app.storage.saves_dir.glob("toy-*.json"))
    assert len(saved) == 1
    toast = app.toasts.texts[-1]
    assert saved[0].name in toast and short_folder(saved[0].parent.resolve()) in toast
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert str(saved[0].resolve()) in app.storage.log_path.read_text(encoding="utf-8")


def test_a_long_folder_keeps_its_start_and_its_last_folders() -> None:
    deep = Path("/srv") / ("x" * 30) / "y" / "samurai-table" / "saves"
    shown = short_folder(deep, 30)
    assert len(shown) <= 30 and shown.startswith("/…") and shown.endswith("samurai-table/saves")
    assert short_folder(Path("/tmp/saves")) == "/tmp/saves"
    assert short_folder(Path.home() / "games" / "saves") == str(Path("~/games/saves"))


# -- 6: no English in French messages -------------------------------------------------------------------
def test_settings_that_cannot_be_saved_say_so_in_french(app: Any, tmp_path: Path, french: None) -> None:
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the settings folder should be", encoding="utf-8")
    app.storage.config_dir = blocked
    app.save_settings()
    toast = app.toasts.texts[-1]
    assert toast.startswith("Vos réglages n'ont pas pu être enregistrés") and "Errno" not in toast


def test_a_record_that_cannot_be_saved_says_so_in_french(app: Any, tmp_path: Path, french: None) -> None:
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the data folder should be", encoding="utf-8")
    app.storage.data_dir = blocked
    GameOverScene(app, toy_match(1)).save_record()
    assert app.toasts.texts[-1] == "La partie n'a pas pu être enregistrée."


def test_replay_refusals_are_whole_french_sentences(app: Any, tmp_path: Path, french: None) -> None:
    from scenes.kit.dialogs import MessageScene

    broken = toy_match(1).to_save()
    broken["seats"] = []  # the engine refuses it, in English
    (tmp_path / "bad.json").write_text(json.dumps(broken), encoding="utf-8")
    texts = []
    for name in ("bad.json", "missing.json"):
        assert not open_replay(app, tmp_path / name)
        frames(app)
        message = app.stack.top
        assert isinstance(message, MessageScene)
        texts.append(message.text)
        app.stack.pop(message)
        frames(app)
    assert texts[0] == "bad.json ne se rejoue pas : la sauvegarde est incomplète ou abîmée."
    assert texts[1] == "missing.json n'a pas pu être lu : ce fichier n'existe pas."


def test_a_file_set_aside_is_told_without_the_parsers_english(app: Any, french: None) -> None:
    app.storage.write_json(app.storage.autosave_path, {"format": 99})
    app.storage.set_aside(app.storage.autosave_path, "saved game", "unknown save format 99")
    warning = app.storage.warnings[-1]
    assert warning.startswith("Le fichier de la partie enregistrée n'a pas pu être lu ; il a été gardé")
    assert "unknown" not in warning
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert "unknown save format 99" in app.storage.log_path.read_text(encoding="utf-8")


# -- 7: long seat names ----------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("game_id", ["katana", "spirit", "sushido"])
def test_a_long_seat_name_reads_from_its_start(app: Any, game_id: str, size: tuple[int, int],
                                               lang: str) -> None:
    i18n.set_language(lang)
    setup = SetupScene(app, games()[game_id])
    app.stack.push(setup)
    frames(app, 2)
    setup.names[0] = "Wolfgang-Amadeus M"  # 18 characters, the most a name may have
    setup.rebuild(size)
    field = next(c for c in setup.controls if isinstance(c, NameField))
    pad = round(field.rect.height * 0.3)
    type_size, shown = field.resting_text(field.rect.width - 2 * pad)
    assert shown == "Wolfgang-Amadeus M" and type_size >= round(field.size * 0.7)
    widest_field = NameField(field.rect, "W" * 18, lambda _: None, size=field.size)
    _, widest = widest_field.resting_text(field.rect.width - 2 * pad)
    assert widest.startswith("WWW") and widest.endswith("…")  # a cut is marked, never silent


# -- 8: the description follows the seats ------------------------------------------------------------------
def test_the_description_forgets_a_board_no_seat_holds_any_more(app: Any) -> None:
    setup = SetupScene(app, games()["spirit"])
    app.stack.push(setup)
    frames(app, 2)
    setup.set_count(7)
    option = setup.seat_options[0]
    setup.set_seat_entry(option, 6, "Heihachi")
    assert "Heihachi" in setup.description()
    setup.set_count(2)
    assert setup.description() == ""


# -- 10: one move, one coup -------------------------------------------------------------------------------
def test_moves_are_counted_in_the_singular_and_the_plural() -> None:
    assert [moves_count(n) for n in (0, 1, 2)] == ["0 moves", "1 move", "2 moves"]
    i18n.set_language("fr")
    try:
        assert [moves_count(n) for n in (0, 1, 2)] == ["0 coup", "1 coup", "2 coups"]
    finally:
        i18n.set_language("en")


def test_the_pause_header_says_1_coup(app: Any, monkeypatch: pytest.MonkeyPatch, french: None) -> None:
    import scenes.pause

    table = app.table_for(toy_match(1))
    app.stack.push(table)
    frames(app, 2)
    drawn = record_drawn_text(scenes.pause, monkeypatch)
    pause = PauseScene(app, table)
    app.stack.push(pause)
    frames(app, 2)
    assert any(text.endswith("graine 5 · 1 coup") for text in drawn), drawn


# -- 11: the option help is the app's own ---------------------------------------------------------------
def test_the_automaton_level_help_says_it_is_for_solo_only() -> None:
    level = next(opt for opt in games()["ninja99"].options if opt.name == "level")
    english = option_help("ninja99", level)
    assert english != level.help and english[0].isupper() and "solo" in english and "two players" in english
    i18n.set_language("fr")
    try:
        french = option_help("ninja99", level)
        mode = next(opt for opt in games()["spirit"].options if opt.name == "mode")
        spirit_mode = option_help("spirit", mode)
    finally:
        i18n.set_language("en")
    assert french[0].isupper() and "solo" in french and "deux joueurs" in french
    assert "moins de brigands" in spirit_mode
