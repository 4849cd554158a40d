"""A first-time player learns from the table itself that cards are dragged: a line beside their seat
names the drags open now, and a click on a hand card answers (where to drag it, or the engine's
reason it cannot be played). A refusal's message never sits over what the player opened to read:
the card shown large, or the tooltip under the pointer."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.seats import Seat
from game.katana import GAME
from game.katana.actions import EndTurn, PlayCard
from game.katana.cards import KEY
from game.katana.state import DISCARD
from scenes.kit import i18n
from scenes.kit.widgets import font
from tests.katana.helpers import card, scenario
from tests.scenes.helpers import click, drag, frames, make_app, post, record_rendered_text
from tests.scenes.katana.katana_table_helpers import hand_card_pos, match_from, open_table, seat_pos

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]
SEVEN = ["hideyoshi", "tomoe", "goemon", "musashi", "chiyome", "kojiro", "benkei"]
ROLES = {3: ["shogun", "ninja", "ninja"], 4: ["shogun", "samurai", "ninja", "ninja"],
         5: ["shogun", "samurai", "ninja", "ninja", "ronin"],
         6: ["shogun", "samurai", "ninja", "ninja", "ninja", "ronin"],
         7: ["shogun", "samurai", "samurai", "ninja", "ninja", "ninja", "ronin"]}
OTHERS = [["bo"], ["kiseru"], ["shuriken"], ["daikyu"], ["kusarigama"], ["nodachi"]]
HAND = ["bokken", "focus", "battle_cry", "parry", "geisha", "katana", "daimyo"]


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from make_app(tmp_path, monkeypatch)
    i18n.set_language("en")


def position(players: int = 5, hand: list[str] | None = None, **changes: Any):
    data: dict[str, Any] = dict(characters=SEVEN[:players], roles=ROLES[players], turn=0,
                                hands=[hand or HAND] + OTHERS[:players - 1])
    data.update(changes)
    return scenario(**data)


def one_human(players: int = 5) -> list[Seat]:
    return [Seat("Ann")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, players)]


def table_at(app, size: tuple[int, int], lang: str, state) -> Any:
    i18n.set_language(lang)
    app.screen = pygame.display.set_mode(size)
    table = open_table(app, match_from(state, one_human(state.n)))
    assert table.layout().size == size
    return table


def named(key: str) -> str:
    """The card as the hint's sentence names it (« le Bokken » in French)."""
    from scenes.katana.texts import card_words, lang

    return card_words(key, lang())


# -- a click on a hand card answers -------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_click_on_a_card_says_where_it_is_dragged(app, lang) -> None:
    table = table_at(app, (1280, 720), lang, position())
    expected = {"bokken": "katana.click.weapon", "geisha": "katana.click.seat",
                "focus": "katana.click.permanent", "battle_cry": "katana.click.centre"}
    answers = []
    for key, words in expected.items():
        click(app, hand_card_pos(table, key))
        assert table.toasts.texts == [i18n.t(words, card=named(key))]  # each answer replaces the last
        answers.append(table.toasts.texts[-1])
    assert not table.match.steps  # a click plays nothing: it only tells how
    said = " ".join(answers)
    onto_player = "drag it onto a player" if lang == "en" else "faites glisser la carte sur un joueur"
    assert onto_player in said
    assert ("middle of the table" in said) if lang == "en" else ("au milieu de la table" in said)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_click_on_a_card_that_cannot_be_played_gives_the_engines_reason(app, lang) -> None:
    table = table_at(app, (1280, 720), lang, position())
    click(app, hand_card_pos(table, "parry"))
    click(app, hand_card_pos(table, "parry"))
    parry = ("A Parry is played only when a weapon or a Battle Cry comes at you." if lang == "en"
             else "Une Parade ne se joue que contre une arme ou un Cri de guerre qui vous vise.")
    assert table.toasts.texts == [parry]  # a second click restarts the answer, no copy stacks up
    drag(app, hand_card_pos(table, "bokken"), seat_pos(table, 1))
    assert table.match.steps  # the one weapon of the turn is spent
    click(app, hand_card_pos(table, "katana"))
    spent = ("You have used all the weapons you may use this turn." if lang == "en"
             else "Vous avez déjà utilisé toutes les armes permises ce tour.")
    assert table.toasts.texts[-1] == spent


def test_a_click_on_a_card_while_a_question_is_asked_points_to_its_buttons(app) -> None:
    state = position(turn=1, hands=[["parry", "bokken"], ["bo", "kiseru"]] + OTHERS[1:4])
    state, _ = GAME.apply(state, 1, PlayCard(card(state, 1, "bo"), 0))
    table = table_at(app, (1280, 720), "en", state)
    assert table.prompt() is not None
    click(app, hand_card_pos(table, "bokken"))
    assert table.toasts.texts == ["Answer the question with its buttons first."]


def test_a_click_while_discarding_still_discards(app) -> None:
    hand = ["bokken", "focus", "battle_cry", "parry", "kiseru", "geisha", "daimyo", "armor", "breathing"]
    state, _ = GAME.apply(position(hand=hand), 0, EndTurn())
    assert state.phase == DISCARD
    table = table_at(app, (1280, 720), "en", state)
    geisha = card(state, 0, "geisha")
    click(app, hand_card_pos(table, "geisha"))
    assert geisha in table.match.state.discard and not table.toasts.texts


# -- the line naming the drags open now ---------------------------------------------------------

def hint_text(table) -> str:
    found = table.gesture_hint_box()
    return " ".join(found[0]) if found is not None else ""


def test_the_hint_names_the_drags_open_now(app, monkeypatch) -> None:
    from scenes.katana import painter

    shown = record_rendered_text(painter, monkeypatch)
    table = table_at(app, (1280, 720), "en", position())
    assert hint_text(table) == "Drag a card onto a player or onto the table"
    assert "Drag a card onto a player or onto the table" in shown  # drawn, not only worked out
    table = table_at(app, (1280, 720), "en", position(hand=["battle_cry", "parry"]))
    assert hint_text(table) == "Drag a card onto the table"
    table = table_at(app, (1280, 720), "en", position(hand=["geisha", "parry"]))
    assert hint_text(table) == "Drag a card onto a player"
    table = table_at(app, (1280, 720), "fr", position(hand=["parry"]))
    assert hint_text(table) == "Aucune carte à jouer : finissez le tour"
    # Nobunaga may still lose a life to draw: his lit button says so, the hint does not send him away
    nobunaga = position(hand=["parry"], characters=["nobunaga"] + SEVEN[1:5])
    table = table_at(app, (1280, 720), "fr", nobunaga)
    assert any(type(a).__name__ == "NobunagaDraw" for a in table.legal_for_viewer())
    assert hint_text(table) == ""


def test_the_hint_gives_way_while_a_card_is_held_and_while_others_decide(app) -> None:
    table = table_at(app, (1280, 720), "en", position())
    start = hand_card_pos(table, "bokken")
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=(start[0], start[1] - 200), rel=(0, -200), buttons=(1, 0, 0))
    frames(app)
    assert table.held is not None and table.gesture_hint_box() is None  # the lit seats speak now
    state = position(turn=1, hands=[["parry"], ["bo", "kiseru"]] + OTHERS[1:4])
    state, _ = GAME.apply(state, 1, PlayCard(card(state, 1, "bo"), 0))
    table = table_at(app, (1280, 720), "en", state)
    assert table.prompt() is not None and table.gesture_hint_box() is None  # the buttons answer


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_the_hint_fits_beside_the_viewers_seat(app, size, lang, players) -> None:
    from scenes.katana.hints import hint_box
    from scenes.katana.painter import pile_labels

    table = table_at(app, size, lang, position(players))
    found = table.gesture_hint_box()
    assert found is not None
    lines, type_size, box = found
    lay = table.layout()
    assert type_size >= lay.px(17) and len(lines) <= 2
    assert all(font(type_size).size(line)[0] <= box.width for line in lines)
    assert lay.table_area.contains(box)
    view = table.kview
    raised = [rect.move(0, -lay.px(26)) for _, rect in table.hand_rects()]  # a hovered card rises
    keep_clear = [*lay.seats, table.role_tag()[1], table.end_turn_button.rect, lay.deck, lay.discard,
                  *[rect for _, rect in pile_labels(lay, view.deck_size, len(view.discard))], *raised]
    assert box.collidelist(keep_clear) == -1, (box, keep_clear[box.collidelist(keep_clear)])
    table.draw(app.screen)
    for other in ("drag_players", "drag_table", "nothing", "discard"):  # the other moments' words
        lines, type_size, box = hint_box(lay, 0, i18n.t(f"katana.hint.{other}"))
        assert type_size >= lay.px(17) and len(lines) <= 2 and lay.table_area.contains(box)
        assert box.collidelist(keep_clear) == -1, (other, box)


# -- a refusal never covers what the player reads ---------------------------------------------------

def pixels(surface: pygame.Surface, box: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(box.clip(surface.get_rect())), "RGB")


def drawn_with_and_without_toasts(table, surface: pygame.Surface, box: pygame.Rect) -> tuple[bytes, bytes]:
    """``box`` as the table draws it with its messages, then with none: equal when no message
    is drawn over it."""
    table.draw(surface)
    shown = pixels(surface, box)
    kept = list(table.toasts.items)
    table.toasts.clear()
    table.draw(surface)
    table.toasts.items = kept
    return shown, pixels(surface, box)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_refusal_shows_clear_of_the_card_shown_large(app, size, lang) -> None:
    from scenes.katana.overlays import card_detail_box

    table = table_at(app, size, lang, position())
    drag(app, hand_card_pos(table, "bokken"), seat_pos(table, 2))  # out of the Bokken's reach
    assert table.toasts.texts and not table.match.steps
    click(app, hand_card_pos(table, "bokken"), button=3)
    assert KEY[table.detail_card] == "bokken"
    frames(app, 20)  # the refused card is back in the hand
    box = card_detail_box(size, table.layout().scale)
    with_toast, without = drawn_with_and_without_toasts(table, app.screen, box)
    assert with_toast == without  # not a pixel of the large card is covered
    table.draw(app.screen)
    below = pygame.Rect(box.left, box.bottom, box.width, size[1] - box.bottom)
    with_toast, without = drawn_with_and_without_toasts(table, app.screen, below)
    assert with_toast != without  # and the reason is still there to read, just under it


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_tooltip_is_drawn_over_a_refusal(app, size) -> None:
    from scenes.katana.overlays import tooltip_box

    table = table_at(app, size, "en", position())
    drag(app, hand_card_pos(table, "focus"), seat_pos(table, 2))
    assert table.toasts.texts
    frames(app, 20)
    post(pygame.MOUSEMOTION, pos=hand_card_pos(table, "geisha"), rel=(0, 0), buttons=(0, 0, 0))
    frames(app, 40)
    found = table.hover_text()
    assert found is not None and found[1] == "Geisha"
    lay = table.layout()
    tip = tooltip_box(size, found[0], found[1], found[2], lay.scale)
    centre_x, top = table.toast_place(size)
    width = table.toasts.widest(size)
    message = pygame.Rect(round(centre_x - width / 2), round(top), width, table.toasts.stack_height(size))
    assert tip.colliderect(message)  # the two would meet: the order decides which reads whole
    # inside its rounded edge, the tooltip's panel lets a few percent of what is under it through
    inner = tip.inflate(-2 * lay.px(10), -2 * lay.px(10))
    with_toast, without = drawn_with_and_without_toasts(table, app.screen, inner)
    assert max(abs(a - b) for a, b in zip(with_toast, without, strict=True)) <= 16
