"""Everything the table writes reads whole and in sight, at the small, usual and large windows, in
English and French: Ieyasu's buttons beside the pile counts, every prompt answer, card names on
small cards, and how many Armors or Quick Draws a seat has."""

from __future__ import annotations

import pygame
import pytest

from game.core.seats import Seat
from game.katana.cards import CARD_TYPES, KEY
from game.katana.state import BUSHIDO, DRAW_CHOICE, GEISHA
from scenes.kit import i18n
from scenes.kit.widgets import font
from tests.katana.helpers import scenario
from tests.scenes.helpers import drag, frames, make_app, post
from tests.scenes.katana.katana_table_helpers import hand_card_pos, match_from, open_table, seat_pos

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]
SEVEN = ["ieyasu", "tomoe", "goemon", "musashi", "chiyome", "kojiro", "benkei"]
SEVEN_ROLES = ["shogun", "samurai", "samurai", "ninja", "ninja", "ninja", "ronin"]
HANDS = [["bo"], ["kiseru"], ["bokken"], ["katana"], ["shuriken"], ["daikyu"], ["kusarigama"]]


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from make_app(tmp_path, monkeypatch)
    i18n.set_language("en")


def table_at(app, size: tuple[int, int], lang: str, state, humans: int = 1):
    i18n.set_language(lang)
    app.screen = pygame.display.set_mode(size)  # each frame draws on the window's surface
    seats = [Seat("Ann")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, state.n)]
    table = open_table(app, match_from(state, seats[:humans] + seats[humans:]))
    assert table.layout().size == size
    return table


def reads_whole(button) -> bool:
    """Whether ``button`` shows its label without an ellipsis (Button keeps 8 pixels each side)."""
    return font(button.size).size(button.label)[0] + 16 <= button.rect.width


@pytest.mark.parametrize("text_size", ["standard", "large"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [5, 7])
def test_ieyasu_chooses_with_the_pile_counts_in_sight(app, size, lang, players, text_size) -> None:
    """At 1024x600 with large text, "Prendre la Cérémonie du thé sur la défausse" lost its end to
    an ellipsis between the side seats: the button says "Prendre la Cérémonie du thé", whole."""
    from scenes.katana.painter import pile_labels

    app.settings.text_size = text_size
    app.apply_settings()
    state = scenario(characters=SEVEN[:players], roles=SEVEN_ROLES[:players],
                     hands=HANDS[:players], discard=["tea_ceremony"], start=True)
    assert state.phase == DRAW_CHOICE
    table = table_at(app, size, lang, state)
    buttons = table.abilities()
    assert len(buttons) == 2
    lay = table.layout()
    view = table.kview
    labels = [rect for _, rect in pile_labels(lay, view.deck_size, len(view.discard))]
    keep_clear = [lay.deck, lay.discard, *labels, *lay.seats, table.role_tag()[1]]
    for button in buttons:
        assert button.rect.collidelist(keep_clear) == -1, (button.label, button.rect)
        assert lay.table_area.contains(button.rect)
        assert reads_whole(button), button.label  # "Prendre la Cérémonie du thé sur la défausse" whole
    assert ("Tea Ceremony" if lang == "en" else "Cérémonie du thé") in buttons[0].label
    assert not buttons[0].rect.colliderect(buttons[1].rect)
    table.draw(app.screen)


def three_player_bushido():
    return scenario(characters=["hideyoshi", "tomoe", "goemon"], roles=["shogun", "ninja", "ninja"],
                    hands=[["nodachi", "parry"], ["bo"], ["bo"]], tables=[["bushido"], [], []],
                    deck=["kiseru"], start=True)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_three_player_shogun_is_not_told_he_may_lose_honour_to_bushido(app, lang) -> None:
    table = table_at(app, (1280, 720), lang, three_player_bushido())
    assert table.match.state.phase == BUSHIDO
    prompt = table.prompt()
    title = prompt.title.lower()
    assert "honour" in title or "honneur" in title
    assert "lose 1 honour" not in title and "perdez 1 honneur" not in title
    assert ("without losing honour" in title) if lang == "en" else ("sans perdre d'honneur" in title)
    # At four players or more, the Bushido question still asks for a weapon or an honour.
    state = scenario(characters=["hideyoshi", "tomoe", "goemon", "musashi"],
                     roles=["shogun", "samurai", "ninja", "ninja"], hands=[["bo"], ["bo"], ["bo"], ["bo"]],
                     tables=[["bushido"], [], [], []], deck=["kiseru"], start=True)
    from scenes.katana.reactions import build_prompt

    ordinary = build_prompt(state, table.match.game.legal_actions(state, 0), table.names, lambda _: None)
    assert ("lose 1 honour" in ordinary.title) if lang == "en" else ("perdez 1 honneur" in ordinary.title)


def geisha_on_a_full_seat():
    return scenario(characters=["hideyoshi", "tomoe", "goemon", "musashi", "chiyome"],
                    roles=["shogun", "samurai", "ninja", "ninja", "ronin"],
                    hands=[["geisha"], ["bo", "parry"], ["bo"], ["bo"], ["bo"]],
                    tables=[[], ["armor", "focus", "quick_draw"], [], [], []])


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_prompt_answer_reads_whole(app, size, lang) -> None:
    table = table_at(app, size, lang, three_player_bushido())
    bushido = table.prompt()
    table.place_prompt(bushido)
    table = table_at(app, size, lang, geisha_on_a_full_seat())
    drag(app, hand_card_pos(table, "geisha"), seat_pos(table, 1))
    assert table.match.state.phase == GEISHA
    geisha = table.prompt()
    table.place_prompt(geisha)
    lay = table.layout()
    for prompt in (bushido, geisha):
        assert lay.table_area.contains(prompt.rect)
        for button in prompt.buttons:
            assert reads_whole(button), button.label
            assert prompt.rect.contains(button.rect)
            assert button.size >= lay.px(16)
    assert len(geisha.buttons) == 4
    table.draw(app.screen)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("scale", [0.8, 1.0, 1.5])
def test_card_names_wrap_rather_than_lose_their_end(lang, scale) -> None:
    from scenes.katana.cardfaces import name_label, name_lines, text_width

    pygame.font.init()
    for design_width in (74, 98):  # cards on the table (piles, discard browser) and in the hand
        width = max(1, round(design_width * scale))
        height = round(width * 7 / 5)
        band = round(width * 0.86) - 4
        for card_type in CARD_TYPES:
            name = card_type.name(lang)
            size, lines = name_lines(name, max(12, round(height * 0.15)), band)
            assert " ".join(lines).replace("- ", "") == name and len(lines) <= 2, (name, lines)
            assert all(name_label(line, size, band).get_width() <= band for line in lines)
            # at the text floor a long name on the smallest card is narrowed, never squeezed
            # past reading: a fifth narrower at most
            assert all(text_width(line, size, True) <= band * 1.25 for line in lines), (name, size, width)


@pytest.mark.parametrize("text_size", ["standard", "large"])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("scale", [0.8, 1.0, 1.5])
def test_the_kind_word_at_a_card_foot_stays_on_the_card(text_size, lang, scale) -> None:
    """"permanente" at the large text floor ran past both edges of a hand card at 1024x600."""
    from scenes.katana.cardfaces import MOST_CONDENSED, kind_tag, text_width
    from scenes.kit.widgets import TEXT_FLOORS, set_text_floor, text_floor

    pygame.font.init()
    floor = text_floor()
    set_text_floor(TEXT_FLOORS[text_size])
    try:
        # cards on the table, in the discard browser and in the hand
        for design_width, always_told in ((74, False), (96, True), (98, True)):
            width = max(1, round(design_width * scale))
            size = (width, round(width * 7 / 5))
            for kind, word in (("permanent", "permanente" if lang == "fr" else "permanent"), ("action", "action")):
                tag = kind_tag(kind, size, lang)
                # the hand and the browser always say the kind: the pile's card may leave it to them
                assert tag is not None or not always_told, (word, size)
                if tag is not None:
                    assert tag.get_width() <= round(width * 0.86) - 4, (word, size)
                    assert tag.get_width() >= text_width(word, max(10, round(size[1] * 0.1)), True) * MOST_CONDENSED
    finally:
        set_text_floor(floor)


def test_stacked_permanents_show_how_many_there_are(app) -> None:
    from scenes.katana.seatpanel import parts_for

    state = scenario(characters=["hanzo", "tomoe", "benkei", "musashi", "chiyome", "ginchiyo", "kojiro"],
                     roles=["ninja", "samurai", "ninja", "shogun", "ronin", "ninja", "samurai"],
                     hands=HANDS, tables=[[], ["armor"] * 4 + ["quick_draw"] * 3 + ["bushido"]] + [[]] * 5)
    table = table_at(app, (1024, 600), "en", state)
    lay = table.layout()
    seat = lay.seats[1]
    parts = parts_for(seat.size, lay.scale, state.tables[1])
    assert [KEY[card] for card, _ in parts.permanents] == ["armor", "quick_draw", "bushido"]
    assert parts.counts == (4, 3, 1)
    assert all(tile.width >= lay.px(26) for _, tile in parts.permanents)  # not the 11 px specks
    armor_tile = parts.permanents[0][1].move(seat.topleft)
    post(pygame.MOUSEMOTION, pos=armor_tile.center, rel=(0, 0), buttons=(0, 0, 0))
    frames(app)
    assert table.hover_text()[1] == "Armor x4"
    table.draw(app.screen)


def test_french_words_agree_and_elide() -> None:
    from game.core.events import Event
    from scenes.katana.log import GameLog
    from scenes.katana.reasons import retell
    from scenes.katana.texts import of_name
    from scenes.kit.i18n import t

    assert "attaqué" not in retell("Tomoe is down and cannot be attacked", "fr")
    assert retell("Tomoe is down and cannot be attacked", "fr").startswith("Tomoe est à terre")
    i18n.set_language("fr")
    try:
        assert t("katana.turn_of", name="Ieyasu", of_name=of_name("Ieyasu")) == "Tour d'Ieyasu"
        assert t("katana.turn_of", name="Tomoe", of_name=of_name("Tomoe")) == "Tour de Tomoe"
        assert of_name("Ushiwaka") == "d'Ushiwaka"
    finally:
        i18n.set_language("en")
    log = GameLog()
    log.add((Event("turn_started", {"seat": 0, "name": "Ushiwaka", "turn": 1}),))
    assert log.lines(["Ushiwaka"], 0, "fr", 10) == ["— Tour d'Ushiwaka —"]


@pytest.mark.parametrize("damage", [1, 3])
def test_the_french_take_it_answer_counts_lives(app, damage) -> None:
    from game.katana.actions import PlayCard
    from tests.katana.helpers import card

    weapon = {1: "bo", 3: "nodachi"}[damage]
    state = scenario(characters=["hideyoshi", "tomoe", "goemon", "musashi", "chiyome"],
                     roles=["shogun", "samurai", "ninja", "ninja", "ronin"], turn=1,
                     hands=[["parry"], [weapon, "bokken"], ["katana"], ["shuriken"], ["daikyu"]])
    state, _ = table_game().apply(state, 1, PlayCard(card(state, 1, weapon), 0))
    table = table_at(app, (1280, 720), "fr", state)
    labels = [button.label for button in table.prompt().buttons]
    assert f"Encaisser (-{damage} {'vie' if damage == 1 else 'vies'})" in labels


def table_game():
    from game.katana import GAME

    return GAME


def test_the_discard_browser_counts_one_card_in_the_singular() -> None:
    from scenes.katana.overlays import browser_title
    from scenes.kit import i18n

    try:
        for lang, one, many in (("en", "1 card)", "3 cards"), ("fr", "1 carte)", "3 cartes")):
            i18n.set_language(lang)
            assert browser_title(1).endswith(one) and many in browser_title(3)
    finally:
        i18n.set_language("en")
