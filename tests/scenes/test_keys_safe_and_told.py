"""Keys that must never lose work or choose for the player, and keys the screens must tell:
a destroying question's Enter keeps the game, Esc on the end screen only looks at the table,
a "Which one?" list answers Enter only once a row is chosen with the arrows, Enter presses the
menus' main button, Esc while typing a name puts it back, and the shortcuts are told."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.match import Match
from game.core.seats import Seat
from scenes.game_over import GameOverScene
from scenes.kit.controls import TextField
from scenes.kit.dialogs import ChoiceScene, ConfirmScene
from scenes.kit.i18n import set_language, t
from scenes.menu import MenuScene
from scenes.pause import PauseScene
from scenes.rules import RulesScene
from scenes.setup import SetupScene
from tests.scenes.helpers import click, frames, key, post, record_drawn_text
from tests.scenes.toy_table import ToyTable
from tests.toy_game import TOY


def toy_match(moves: int | None = None, second: Seat | None = None) -> Match:
    """A toy game played to its end, or ``moves`` moves into it (Bo, a person, second)."""
    match = Match.start(TOY, [Seat("Ann"), second or Seat("Bo")], 7, {"tiles": "2"})
    while match.to_act() and (moves is None or len(match.steps) < moves):
        seat = match.to_act()[0]
        match.submit(seat, match.legal(seat)[0])
    return match


def autosave_moves(app: Any) -> int | None:
    app.flush_saves()
    summary = app.autosave_summary()
    return None if summary is None else summary[1]


def test_a_second_enter_on_start_the_new_game_keeps_the_game_in_progress(app: Any) -> None:
    app.write_autosave(toy_match(moves=3).to_save())
    app.stack.push(MenuScene(app))
    setup = SetupScene(app, TOY)
    app.stack.push(setup)
    frames(app, 2)
    key(app, pygame.K_RETURN)  # Start: a game is in progress, so the question comes
    question = app.stack.top
    assert isinstance(question, ConfirmScene)
    primary = [button.label for button in question.buttons if button.primary]
    assert primary == [t("setup.replace_no")]  # "Keep my game" is the one lit, the one Enter takes
    key(app, pygame.K_RETURN)  # the double tap
    frames(app, 2)
    assert app.stack.top is setup and autosave_moves(app) == 3


def test_a_confirm_dialog_says_which_answer_enter_takes(app: Any) -> None:
    said: list[str] = []
    app.stack.push(MenuScene(app))
    for default_yes, expected in ((True, "yes"), (False, "no")):
        app.stack.push(ConfirmScene(app, "Sure?", "", ("Yes", lambda: said.append("yes")),
                                    ("No", lambda: said.append("no")), default_yes=default_yes))
        frames(app)
        key(app, pygame.K_RETURN)
        assert said[-1] == expected



def open_end_screen(app: Any) -> GameOverScene:
    """The results of a finished toy game, over the menu."""
    app.stack.push(MenuScene(app))
    over = GameOverScene(app, toy_match())
    app.stack.push(over)
    frames(app, 2)
    return over


def test_esc_on_the_end_screen_looks_at_the_table_and_the_panel_tells_the_keys(
        app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.game_over as game_over

    over = open_end_screen(app)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is over and over.peeking  # one step back, the record still there to save
    key(app, pygame.K_SPACE)  # any key brings the results back
    assert not over.peeking
    drawn = record_drawn_text(game_over, monkeypatch)
    for lang, words in (("en", "Enter: save the record · Esc: look at the table"),
                        ("fr", "Entrée : enregistrer la partie · Échap : voir la table")):
        set_language(lang)
        frames(app)
        assert words in drawn  # the record is not saved yet: Enter saves it


def test_the_rules_keys_tell_what_a_second_esc_does_on_a_live_end_screen(app: Any) -> None:
    """Esc looks at the table; Esc again brings the results back (the pause menu would lose the
    unsaved record), and the rules' keys say so rather than promise the menu."""
    from scenes.pause import PauseScene
    from scenes.rules import RulesScene

    over = open_end_screen(app)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is over and not over.peeking
    assert app.stack.find(PauseScene) is None
    keys = RulesScene(app, over.match.game).keys_text()
    assert "Esc again brings the results back" in keys and "Esc again opens" not in keys
    set_language("fr")
    keys = RulesScene(app, over.match.game).keys_text()
    assert "un second Échap ramène les résultats" in keys


def test_enter_on_the_end_screen_saves_the_record_first_then_is_the_rematch(
        app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.game_over as game_over

    over = open_end_screen(app)
    key(app, pygame.K_RETURN)
    app.flush_saves()
    assert app.stack.top is over  # no rematch yet: the record is written first
    assert [path.name for path in app.storage.saves_dir.glob("toy-*.json")]
    drawn = record_drawn_text(game_over, monkeypatch)
    frames(app)
    assert "Enter: rematch · Esc: look at the table" in drawn
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert over not in app.stack.scenes and app.stack.find(ToyTable) is not None  # the rematch



def test_the_end_screens_lit_button_is_the_one_enter_presses(app: Any) -> None:
    """Save is lit while the record is unsaved, Rematch once it is saved: the lit button and the
    key hint never disagree with what Enter does."""
    over = open_end_screen(app)
    assert [button.label for button in over.buttons if button.primary] == ["Save record"]
    key(app, pygame.K_RETURN)
    app.flush_saves()
    frames(app)
    assert [button.label for button in over.buttons if button.primary] == ["Rematch"]


def test_a_live_games_results_looked_past_bring_back_the_results_on_esc_not_the_pause_menu(
        app: Any) -> None:
    """The pause menu's "Save and quit" does not save a finished game's record, so a live game's
    results stay the way out: Esc at the table looked at brings them back (a replay's end opens
    the menu, its record being a file already)."""
    match = toy_match()
    app.stack.push(MenuScene(app))
    table = ToyTable(app, match)
    app.stack.push(table)
    frames(app, 3)  # the finished game's table shows its results
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    key(app, pygame.K_ESCAPE)
    assert over.peeking and not table.menu_button_shown()
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is over and not over.peeking
    assert app.stack.find(PauseScene) is None

def open_list(app: Any, count: int) -> tuple[ChoiceScene, list[int]]:
    picked: list[int] = []
    app.stack.push(MenuScene(app))
    choice = ChoiceScene(app, "Which one?", [(f"Move {n}", n) for n in range(count)], picked.append)
    app.stack.push(choice)
    frames(app)
    return choice, picked


def test_a_which_list_takes_enter_only_for_the_row_the_arrows_chose(app: Any) -> None:
    choice, picked = open_list(app, 14)
    assert choice.scrolls() and not any(button.primary for button in choice.buttons)
    key(app, pygame.K_RETURN)  # nobody pointed at a row: nothing is played
    assert app.stack.top is choice and picked == []
    key(app, pygame.K_DOWN)
    assert [button.label for button in choice.buttons if button.primary] == ["Move 0"]
    for _ in range(choice.rows_shown + 1):  # past the last row shown: the list follows
        key(app, pygame.K_DOWN)
    chosen = choice.rows_shown + 1
    assert [button.label for button in choice.buttons if button.primary] == [f"Move {chosen}"]
    assert choice.first_shown > 0
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    assert picked == [chosen - 1] and app.stack.top is not choice


def test_a_which_list_tells_its_keys(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.kit.dialogs as dialogs

    drawn: list[str] = []
    real = dialogs.draw_text
    monkeypatch.setattr(dialogs, "draw_text", lambda surface, text, *a, **k: drawn.append(text) or real(
        surface, text, *a, **k))
    open_list(app, 3)
    assert t("dialog.list_keys") in drawn and "Enter" in t("dialog.list_keys")


def test_enter_presses_continue_on_the_menu_and_resume_on_the_pause_menu(app: Any) -> None:
    app.write_autosave(toy_match(moves=2, second=Seat("Bo", "ai", "random")).to_save())
    app.flush_saves()
    app.stack.push(MenuScene(app))
    frames(app, 2)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    table = app.stack.top
    assert isinstance(table, ToyTable) and len(table.match.steps) >= 2
    app.stack.push(PauseScene(app, table))
    frames(app)
    key(app, pygame.K_RETURN)
    assert app.stack.top is table



def first_name_field(app: Any) -> TextField:
    """The first seat's name field on a new setup screen."""
    app.stack.push(MenuScene(app))
    setup = SetupScene(app, TOY)
    app.stack.push(setup)
    frames(app, 2)
    return next(c for c in setup.controls if isinstance(c, TextField))

def test_on_the_setup_screen_the_first_click_selects_the_seat_name(app: Any) -> None:
    field = first_name_field(app)
    before = field.text
    click(app, field.rect.center)
    assert field.focused and field.selected_all
    for letter in "Zed":
        post(pygame.TEXTINPUT, text=letter)
        frames(app)
    assert field.text == "Zed"
    key(app, pygame.K_ESCAPE)
    assert field.text == before and isinstance(app.stack.top, SetupScene)


def test_esc_while_typing_a_name_puts_the_old_name_back_and_the_first_click_selects_it() -> None:
    pygame.init()
    changes: list[str] = []
    field = TextField(pygame.Rect(10, 10, 200, 40), "Player A", changes.append)
    field.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(50, 30), button=1))
    assert field.focused and field.selected_all
    field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=0, unicode="Z"))
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="Z"))
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="ed"))
    assert field.text == "Zed"  # typing replaced the selected name
    field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert field.text == "Player A" and not field.focused and changes[-1] == "Player A"
    field.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(50, 30), button=1))
    field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    assert not field.selected_all  # End: the caret at the end, the name kept
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="!"))
    field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    assert field.text == "Player A!"  # Enter keeps the typing


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_screen_lists_the_keys(app: Any, lang: str) -> None:
    import game

    set_language(lang)
    games = game.games()
    for game_id, undo in (("katana", True), ("spirit", True), ("ninja99", True), ("sushido", False)):
        keys = RulesScene(app, games[game_id]).keys_text()
        for word in ("Esc" if lang == "en" else "Échap", "Enter" if lang == "en" else "Entrée",
                     "Space" if lang == "en" else "Espace", "F11", "Arrows" if lang == "en" else "Flèches"):
            assert word in keys, (game_id, word)
        assert ("Ctrl+Z" in keys) == undo, game_id
        assert RulesScene(app, games[game_id]).text().endswith(keys)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_keys_name_the_real_buttons_and_the_number_keys(app: Any, lang: str) -> None:
    import game

    set_language(lang)
    keys = RulesScene(app, game.games()["katana"]).keys_text()
    assert t("menu.continue") in keys and t("pause.resume") in keys  # "Reprendre" in French
    assert lang == "en" or "Continuer" not in keys
    assert ("1–9" if lang == "en" else "1 à 9") in keys  # a question's answers
    for label in (t("over.save"), t("over.rematch")):  # Enter on the end screen, in its order
        assert label in keys


def test_every_table_tells_space_while_it_animates(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.kit.table as kit_table

    app.stack.push(MenuScene(app))
    table = ToyTable(app, Match.start(TOY, [Seat("AI 1", "ai", "random"), Seat("AI 2", "ai", "random")], 3,
                                      {"tiles": "2"}))
    app.stack.push(table)
    frames(app)
    drawn: list[str] = []
    real = kit_table.draw_text
    monkeypatch.setattr(kit_table, "draw_text", lambda surface, text, *a, **k: drawn.append(text) or real(
        surface, text, *a, **k))
    monkeypatch.setattr(table, "animating", lambda: True)
    table.draw(app.screen)
    assert t("table.skip_hint") in drawn


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_99_ninja_tells_shift_r_and_the_zoom_keys(lang: str) -> None:
    import scenes.ninja99  # noqa: F401 - registers its words

    set_language(lang)
    assert "+R" in t("n99.help_keys")
    assert "+ −" in t("n99.pan_keys") and "+ −" in t("n99.pan_keys_replay")


def test_a_which_list_row_scrolled_out_of_view_is_not_taken_by_enter(app: Any) -> None:
    choice, picked = open_list(app, 14)
    key(app, pygame.K_DOWN)
    assert choice.selected == 0
    for _ in range(choice.rows_shown):  # the wheel reads on: the chosen row leaves the view
        post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
        frames(app)
    assert choice.first_shown > 0 and not any(button.primary for button in choice.buttons)
    key(app, pygame.K_RETURN)
    assert app.stack.top is choice and picked == []  # nothing unseen is played
    key(app, pygame.K_DOWN)  # the arrows choose again among the rows shown
    key(app, pygame.K_RETURN)
    assert picked == [choice.first_shown]


def test_on_the_setup_screen_a_second_click_in_the_name_puts_the_caret_at_its_end(app: Any) -> None:
    field = first_name_field(app)
    before = field.text
    click(app, field.rect.center)
    assert field.focused and field.selected_all  # the screen hands the click to its field once
    click(app, (field.rect.right - 4, field.rect.centery))
    assert field.focused and not field.selected_all
    post(pygame.TEXTINPUT, text=" 2")
    frames(app)
    assert field.text == before + " 2"  # added to the name, not in its place
