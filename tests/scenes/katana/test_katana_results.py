"""The end screen: a headline that always fits whole beside "Look at the table", and words that
say why the game ended and who won (3 players: a Shogun without Samurai)."""

from __future__ import annotations

import pygame
import pytest

from game.core.seats import Seat
from game.katana import GAME
from game.katana.actions import PlayCard
from game.katana.state import KatanaState
from scenes.kit import i18n
from tests.katana.helpers import card, scenario
from tests.scenes.helpers import make_app
from tests.scenes.katana.katana_table_helpers import match_from


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from make_app(tmp_path, monkeypatch)


def finished(state: KatanaState, attacker: int, weapon: str, target: int) -> KatanaState:
    after, _ = GAME.apply(state, attacker, PlayCard(card(state, attacker, weapon), target))
    assert after.ending is not None
    return after


def seven_player_shogun_win() -> KatanaState:
    """The longest headline: the Shogun fells the last honour of a Ninja at 7 players."""
    state = scenario(characters=["musashi", "benkei", "kojiro", "tomoe", "hanzo", "goemon", "chiyome"],
                     roles=["shogun", "ninja", "samurai", "samurai", "ninja", "ninja", "ronin"],
                     hands=[["katana"], ["bo"], ["bo"], ["bo"], ["geisha"], ["geisha"], ["geisha"]],
                     life=[5, 1, 3, 3, 3, 3, 3], honour=[5, 1, 4, 4, 4, 4, 1])
    return finished(state, 0, "katana", 1)


def three_player_shogun_win() -> KatanaState:
    state = scenario(characters=["musashi", "benkei", "kojiro"], roles=["shogun", "ninja", "ninja"],
                     hands=[["katana"], ["bo"], ["bo"]], life=[5, 1, 3], honour=[6, 1, 3])
    return finished(state, 0, "katana", 1)


def sword_felling_a_teammate() -> KatanaState:
    """The Shogun is left alone standing by felling his own Samurai: no sword, the totals decide."""
    state = scenario(characters=["musashi", "benkei", "kojiro", "tomoe"],
                     roles=["shogun", "samurai", "ninja", "ninja"], stars=[0, 0, 1, 2],
                     hands=[["shuriken"], ["bo"], ["bo"], ["bo"]], life=[5, 1, 0, 0], honour=[5, 3, 3, 3])
    return finished(state, 0, "shuriken", 1)


def results_for(app, state: KatanaState):
    from scenes.katana.results import KatanaResults

    seats = [Seat("Ann")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, state.n)]
    return KatanaResults(app, match_from(state, seats))


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_longest_headline_fits_whole_and_clear_of_every_button(app, size, lang) -> None:
    i18n.set_language(lang)
    app.screen = pygame.Surface(size)
    scene = results_for(app, seven_player_shogun_win())
    scene.layout(size)
    font_size, title = scene.headline_box()
    assert scene.headline() in ("Victory for the Shogun and the Samurai", "Victoire : le camp du Shogun")
    assert font_size >= round(40 * min(size[0] / 1280, size[1] / 720))  # not shrunk into a footnote
    assert scene.panel.contains(title) and title.left > scene.panel.left and title.right < scene.panel.right
    assert scene.peek_button is not None
    for button in [scene.peek_button, *scene.buttons]:
        assert not title.colliderect(button.rect)
        assert scene.panel.contains(button.rect)
    assert scene.peek_button.rect.collidelist([b.rect for b in scene.buttons]) == -1
    scene.draw(pygame.Surface(size))  # the whole screen draws at this size


def test_three_players_name_the_shogun_alone(app) -> None:
    scene = results_for(app, three_player_shogun_win())
    assert scene.headline() == "Victory for the Shogun"
    from scenes.katana.texts import team_label

    assert team_label("shogun", 3) == "Shogun" and team_label("shogun", 4) == "Shogun & Samurai"
    i18n.set_language("fr")
    assert scene.headline() == "Victoire : le Shogun"


def test_a_sword_cancelled_by_felling_a_teammate_is_explained(app) -> None:
    scene = results_for(app, sword_felling_a_teammate())
    assert scene.headline() == "Victory for the Ninjas"
    reason = scene.reason()
    assert reason.startswith("Musashi is the only one with life left, but the last blow felled a teammate")
    assert "no victory by the sword" in reason and "best team total" in reason
    i18n.set_language("fr")
    assert scene.reason().startswith("Musashi est le seul à avoir encore de la vie, mais")
    assert "pas de victoire au fil de l'épée" in scene.reason()


def test_an_ending_by_honour_says_what_decided_the_winner(app) -> None:
    scene = results_for(app, three_player_shogun_win())
    assert scene.reason() == "Benkei ran out of honour (defeated by Musashi): the best team total wins."


def test_the_log_says_why_a_lone_survivor_did_not_win_by_the_sword() -> None:
    from game.katana.cards import CHARACTER_BY_KEY
    from scenes.katana.log import GameLog

    state = scenario(characters=["musashi", "benkei", "kojiro", "tomoe"],
                     roles=["shogun", "samurai", "ninja", "ninja"],
                     hands=[["shuriken"], ["bo"], ["bo"], ["bo"]], life=[5, 1, 0, 0])
    _, events = GAME.apply(state, 0, PlayCard(card(state, 0, "shuriken"), 1))
    log = GameLog()
    log.add(events)
    names = [CHARACTER_BY_KEY[c].name for c in state.characters]
    assert "Game over: Musashi is the only one with life left, but felled a teammate; the points decide." in (
        log.lines(names, 0, "en", 20))
