"""The shell's screens at the larger text floors: the smallest window with the large text size
keeps every word of the end screen, the setup's seats and their descriptions in its box."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game import games
from scenes.game_over import PANEL_EDGE_DEPTH, GameOverScene
from scenes.kit import i18n
from scenes.kit.widgets import TEXT_FLOORS, button_width_for, set_text_floor
from scenes.menu import MenuScene
from tests.scenes.helpers import frames, record_drawn_rects
from tests.scenes.test_keys_safe_and_told import toy_match

SMALLEST = (1024, 600)


@pytest.fixture
def large_text(app: Any) -> Iterator[Any]:
    """The app at its smallest window with the large text size, the standard floor afterwards."""
    app.screen = pygame.display.set_mode(SMALLEST)
    app.settings.text_size = "large"
    app.apply_settings()
    yield app
    set_text_floor(TEXT_FLOORS["standard"])


@pytest.mark.parametrize("text_size", ["standard", "large"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_end_screens_key_hint_stays_inside_its_panel(large_text: Any, monkeypatch: pytest.MonkeyPatch,
                                                         lang: str, text_size: str) -> None:
    import scenes.game_over

    app = large_text
    app.settings.text_size = text_size
    app.apply_settings()
    i18n.set_language(lang)
    app.stack.push(MenuScene(app))
    over = GameOverScene(app, toy_match())
    app.stack.push(over)
    frames(app, 2)
    drawn = record_drawn_rects(scenes.game_over, monkeypatch)
    frames(app)
    hint = next(rect for text, rect in drawn if text in (i18n.t("over.keys"), i18n.t("over.keys_save")))
    assert hint.top >= max(button.rect.bottom for button in over.buttons) + 3  # clear of their shadow
    assert hint.bottom <= over.panel.bottom - PANEL_EDGE_DEPTH  # above the panel's edge and hairline


@pytest.mark.parametrize("text_size", ["standard", "large"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_long_description_under_seven_seats_is_drawn_whole_inside_the_panel(
        large_text: Any, monkeypatch: pytest.MonkeyPatch, lang: str, text_size: str) -> None:
    """Daisuke's description, the longest, under the seven seats of Samurai Spirit."""
    import scenes.setup
    from scenes.setup import SetupScene, entry_description

    app = large_text
    app.settings.text_size = text_size
    app.apply_settings()
    i18n.set_language(lang)
    setup = SetupScene(app, games()["spirit"])
    app.stack.push(setup)
    frames(app, 2)
    setup.set_count(7)
    option = setup.seat_options[0]
    setup.set_seat_entry(option, 6, "Daisuke")
    description = entry_description("spirit", option.name, "Daisuke")
    drawn = record_drawn_rects(scenes.setup, monkeypatch)
    frames(app)
    under_seats = setup.seat_rows[-1].bottom
    lines = [(text, rect) for text, rect in drawn if text in description and rect.top > under_seats]
    assert " ".join(text for text, _ in lines).split() == description.split()  # every word shown
    for (_, above), (_, below) in zip(lines, lines[1:], strict=False):
        assert above.bottom <= below.top
    assert all(setup.left_panel.contains(rect) for _, rect in lines)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", ["katana", "spirit", "sushido"])
def test_a_long_name_reads_whole_at_rest_and_the_lists_beside_it_keep_their_words(
        large_text: Any, monkeypatch: pytest.MonkeyPatch, game_id: str, lang: str) -> None:
    """At the large text size a name's type has nothing to shrink by: its field borrows the room
    the kind's field and the per-seat list leave beside their widest words, and no more. Where
    that is not enough (two seats: tall rows, wide arrows), the pointer on the name shows it whole
    under the seats."""
    import scenes.setup
    from scenes.kit.widgets import fit_text
    from scenes.setup import NameField, SetupScene, choice_label, kind_label

    i18n.set_language(lang)
    setup = SetupScene(large_text, games()[game_id])
    large_text.stack.push(setup)
    frames(large_text, 2)
    setup.set_count(games()[game_id].max_seats)
    setup.names[0] = "Dorothée de Montmo"  # 18 characters, the most a name may have
    setup.rebuild(SMALLEST)
    field = next(c for c in setup.controls if isinstance(c, NameField))
    pad = round(field.rect.height * 0.3)
    shown = field.resting_text(field.rect.width - 2 * pad)[1]
    if games()[game_id].max_seats > 2:
        assert shown == "Dorothée de Montmo"
    else:
        assert shown.endswith("…")
        drawn = record_drawn_rects(scenes.setup, monkeypatch)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=field.rect.center, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        frames(large_text)
        assert any(text == "Dorothée de Montmo" and setup.left_panel.contains(rect) for text, rect in drawn)
    for cycler in setup.kind_cyclers:
        room = cycler.rect.width - 2 * cycler.rect.height
        labels = [kind_label(kind) for kind in cycler.values]
        assert all(fit_text(label, cycler.size, room) == label for label in labels)
    for option, cycler in setup.seat_cyclers:
        room = cycler.rect.width - 2 * cycler.rect.height
        label = choice_label(game_id, option.name)
        assert all(fit_text(label(entry), cycler.size, room) == label(entry) for entry in cycler.values)
        assert cycler.rect.right <= setup.left_panel.right


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", ["katana", "ninja99", "spirit", "sushido"])
def test_the_options_help_lines_keep_apart_and_above_the_seed(
        large_text: Any, monkeypatch: pytest.MonkeyPatch, game_id: str, lang: str) -> None:
    """A help's lines cannot shrink under the floor: they keep at least their type's height
    apart, and all of them end above the seed's title, its help still inside the panel."""
    import scenes.setup
    from scenes.setup import SetupScene

    i18n.set_language(lang)
    setup = SetupScene(large_text, games()[game_id])
    large_text.stack.push(setup)
    frames(large_text, 2)
    drawn = record_drawn_rects(scenes.setup, monkeypatch)
    frames(large_text)
    seed_title = next(rect for text, rect in drawn if text == i18n.t("setup.seed"))
    seed_help = next(rect for text, rect in drawn if text == i18n.t("setup.seed_help"))
    for _, help_lines, _, _ in setup.option_labels:
        rects = [next(rect for text, rect in drawn if text == line) for line in help_lines]
        for above, below in zip(rects, rects[1:], strict=False):
            assert above.bottom <= below.top
        assert all(rect.bottom <= seed_title.top for rect in rects)
    assert setup.right_panel.contains(seed_help)


@pytest.mark.parametrize(("size", "text_size"), [((1024, 600), "large"), ((1280, 720), "standard")])
def test_a_dialogs_lone_button_shows_a_long_name_whole(app: Any, size: tuple[int, int], text_size: str) -> None:
    """The hot-seat hand-over's one button names the next player (up to 18 letters): the panel has
    the room, so the button takes it rather than cut the name."""
    from scenes.kit.dialogs import ConfirmScene
    from scenes.kit.widgets import ui_scale

    app.screen = pygame.display.set_mode(size)
    app.settings.text_size = text_size
    app.apply_settings()
    label = "Passer à Maximilien-Aurèle"
    dialog = ConfirmScene(app, "Passer la main ?", "", (label, lambda: None), ("Reprendre", lambda: None))
    app.stack.push(dialog)
    frames(app, 2)
    button = next(b for b in dialog.buttons if b.label == label)
    assert button_width_for(label, round(26 * ui_scale(size))) <= button.rect.width
    assert dialog.panel.contains(button.rect)
