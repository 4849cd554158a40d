"""Questions fit the window: every button of a long doubled question (the reviewer's Manta and
Dogu cases), of the announcement with its guard, of the Super Combo window and of the parry
question lies inside the window at 1280x720 and 1024x600, in English and French, shows its whole
label, and no two labels read the same; answers that do not fit go onto pages the player turns."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.match import Match
from game.core.seats import Seat
from game.sushido import GAME
from game.sushido.actions import Announce, Choose, Parry, Play, SuperCombo
from scenes.kit import i18n
from scenes.kit.widgets import fit_text
from scenes.sushido.prompt import BUTTON_MARGIN, option_label
from scenes.sushido.question_layout import Line, flow, lay_lines, paginate
from tests.scenes.helpers import click, frames
from tests.scenes.sushido.test_sushido_table import open_table
from tests.sushido.helpers import card

SIZES = ((1280, 720), (1024, 600))


def _doubled_question(fighter: str) -> Match:
    """The reviewer's labels.py: a revealed Block facing six chain cards and a Move, 4 Super."""
    block, move, hit = card("block", "F"), card("move", "S"), card("hit", "W")
    state = GAME.from_scenario({
        "game": "sushido", "fighters": [fighter, "same"], "duel": "encounter", "p1": 0, "pos": [2, 5],
        "hands": [[block, move, hit, card("super", "P"), card("hit", "F")],
                  [card("hit", "S"), card("hit", "S", 1), card("move", "W"), card("block", "S"), card("super", "W")]],
        "chains": [[card("block", "P"), card("block", "W")],
                   [card("move", "P"), card("hit", "P"), card("hit", "P", 1)]],
        "gauge": [4, 1]})
    match = Match(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 1, {}, state, [], [state])
    match.submit(1, Choose((card("hit", "S"), card("hit", "S", 1)), ()))
    match.submit(0, Choose((block, move), (block, move)))
    match.submit(0, Announce("pass"))
    match.submit(1, Announce("pass"))
    return match


def _guard_question() -> Match:
    """Ann (P2, full gauge) answers the rival's Kata: the announcement offers the guard."""
    h0 = [card("super", "P"), card("super", "W"), card("block", "W"), card("block", "S"), card("hit", "F")]
    h1 = [card("super", "F"), card("super", "S"), card("block", "P", 1), card("block", "S", 1), card("hit", "F", 1)]
    state = GAME.from_scenario({
        "game": "sushido", "fighters": ["kujira", "biwa"], "duel": "encounter", "p1": 1, "hands": [h0, h1],
        "chains": [[card("move", "W"), card("hit", "W"), card("hit", "S")], [card("block", "F"), card("move", "P")]],
        "gauge": [5, 2]})
    match = Match(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 1, {}, state, [], [state])
    match.submit(1, Choose((h1[0], h1[1]), (h1[0], h1[1])))
    match.submit(0, Choose((h0[0], h0[1]), (h0[0], h0[1])))
    match.submit(1, Announce("kata"))
    return match


def _set_up(app: Any, size: tuple[int, int], lang: str, match: Match) -> Any:
    pygame.display.set_mode(size)
    app.settings.language = lang
    i18n.set_language(lang)
    table = open_table(app, match)
    assert app.screen.get_size() == size
    return table


def _check_page(app: Any, prompt: Any) -> list[str]:
    """Every control inside the window and the panel, each label whole; the answers' labels."""
    window = app.screen.get_rect()
    assert window.contains(prompt.rect), prompt.rect
    for button in prompt.controls():
        assert window.contains(button.rect) and prompt.rect.contains(button.rect), (button.label, button.rect)
        assert fit_text(button.label, button.size, button.rect.width - BUTTON_MARGIN) == button.label
    for k, button in enumerate(prompt.controls()):
        for other in prompt.controls()[k + 1:]:
            assert not button.rect.colliderect(other.rect), (button.label, other.label)
    return [button.label for button in prompt.buttons]


def _all_pages(app: Any, table: Any) -> list[str]:
    labels: list[str] = []
    prompt = table.prompt()
    for page in range(prompt.pages):
        prompt = table.prompt()
        assert prompt.page == page
        labels += _check_page(app, prompt)
        if page < prompt.pages - 1:
            click(app, prompt.pager[1].rect.center)
    return labels


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("fighter", ["manta", "dogu"])
def test_every_doubled_answer_fits_the_window_whole_and_distinct(app, fighter, lang, size) -> None:
    match = _doubled_question(fighter)
    table = _set_up(app, size, lang, match)
    _check_page(app, table.prompt())
    click(app, table.prompt().toggle.rect.center)
    assert table.doubled
    labels = _all_pages(app, table)
    doubled = [a for a in match.legal(0) if isinstance(a, Play) and a.double]
    assert len(labels) == len(set(labels)) == len(doubled)
    assert set(labels) == {option_label(a, 0, table.names) for a in doubled}
    prompt = table.prompt()
    assert prompt.pages > 1 and not prompt.pager[1].enabled  # the last page
    chosen = prompt.buttons[-1]
    before = len(match.steps)
    click(app, chosen.rect.center)
    done = match.steps[before]
    assert done.seat == 0 and option_label(done.action, 0, table.names) == chosen.label


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_guard_call_and_the_super_combo_answers_fit_whole(app, lang, size) -> None:
    match = _guard_question()
    table = _set_up(app, size, lang, match)
    labels = _check_page(app, table.prompt())
    assert len(labels) == len(set(labels)) == 4
    guard = table.prompt().buttons[labels.index(option_label(Announce("guard"), 0, table.names))]
    click(app, guard.rect.center)
    assert match.state.pending.kind == "super_combo" and match.state.pending.seat == 0
    labels = _check_page(app, table.prompt())
    assert len(labels) == len(set(labels)) == 3
    wait = table.prompt().buttons[labels.index(option_label(SuperCombo(False, until_rescue=True), 0, table.names))]
    before = len(match.steps)
    click(app, wait.rect.center)
    assert match.steps[before].action == SuperCombo(False, until_rescue=True)
    frames(app, 2)


def parry_question(seats: list[Seat], doubled: bool = False) -> Match:
    """Tako (seat 0, P1) strikes Biwa at contact; Biwa's Block lies revealed: Biwa is asked."""
    hit, move, block, spare = card("hit", "W"), card("move", "S"), card("block", "F"), card("super", "P")
    state = GAME.from_scenario({
        "game": "sushido", "fighters": ["tako", "biwa"], "duel": "encounter", "p1": 0,
        "hands": [[hit, move], [block, spare]], "gauge": [1 if doubled else 0, 0]})
    match = Match(GAME, seats, 1, {}, state, [], [state])
    match.submit(0, Choose((hit, move), (hit, move)))
    match.submit(1, Choose((block, spare), (block, spare)))
    match.submit(0, Play(hit, doubled, "hit"))
    assert match.state.pending.kind == "parry" and match.to_act() == (1,)
    return match


PARRY_WORDS = {
    "en": ("Ann: Bot's Hit will cost you {n} life. Parry it with your Block?",
           ["Parry the Hit with my Block", "Take the Hit, keep the Block"]),
    "fr": ("Ann : le Hit de Bot va vous coûter {n} de vie. Le parer avec votre Block ?",
           ["Parer le Hit avec mon Block", "Encaisser le Hit, garder le Block"]),
}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_parry_question_asks_the_blocks_owner_with_two_whole_answers(app, lang, size) -> None:
    match = parry_question([Seat("Bot", "ai", "easy"), Seat("Ann")], doubled=size == SIZES[1])
    table = _set_up(app, size, lang, match)
    assert table.viewer == 1
    prompt = table.prompt()
    title, answers = PARRY_WORDS[lang]
    assert prompt.title == title.format(n=2 if size == SIZES[1] else 1)  # a doubled Hit costs 2
    assert _check_page(app, prompt) == answers
    assert [shown for shown, _ in prompt.rows] == [card("block", "F")]  # the Block at stake, shown
    assert option_label(Parry(False), 1, table.names) == answers[1]
    before = len(match.steps)
    click(app, prompt.buttons[1].rect.center)
    assert (match.steps[before].seat, match.steps[before].action) == (1, Parry(False))
    assert match.state.life[1] == (13 if size == SIZES[1] else 14)
    assert card("block", "F") in match.state.revealed[1]
    frames(app, 2)


def test_lines_flow_within_their_room_and_pages_reopen_a_cut_row() -> None:
    assert flow([50, 50, 50, 120], 160, 5) == [(0, 1, 2), (3,)]
    assert flow([50, 50, 50, 120], 159, 5) == [(0, 1), (2,), (3,)]
    assert flow([300], 100, 5) == [(0,)]  # a lone answer too wide still gets its own line
    lines = lay_lines([[60] * 5, [60]], 130, 5)
    assert [line.row for line in lines] == [0, 0, 0, 1] and [line.opens for line in lines] == [True, False, False, True]
    pages = paginate(lines, 2)
    assert [[line.items for line in page] for page in pages] == [[(0, 1), (2, 3)], [(4,), (0,)]]
    assert pages[1][0] == Line(0, True, (4,))  # the Block cut in two shows its card again
    assert paginate([], 3) == [[]]
