"""Every refusal the 99 Ninja engine gives is retold in French at the table, and an illegal drop
made with the mouse in a French game shows the French sentence while the ghost rings the cell
the engine's preview names."""

from __future__ import annotations

import random
from dataclasses import dataclass

from game import get_game
from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.match import Match
from game.core.seats import Seat
from game.ninja99.actions import (
    Discard,
    EndTurn,
    PickClan,
    Place,
    Reckon,
    RoninChoice,
    SwapClan,
    UseTechnique,
)
from game.ninja99.data import game_data
from game.ninja99.preview import preview_placement
from game.ninja99.state import NinjaState
from game.ninja99.techniques import status
from scenes.kit import i18n
from scenes.ninja99.reasons import PATTERNS, known, retell
from tests.ninja99.helpers import BOARD
from tests.ninja99.helpers import scenario as board_scenario
from tests.scenes.ninja99.ninja99_table_helpers import (
    anchor_centre,
    frames,
    make_app,
    move,
    open_table,
    press,
    release,
    started_match,
)

GAME = get_game("ninja99")
CARD_IDS = game_data().card_ids
TECHNIQUES = tuple(game_data().techniques)


@dataclass(frozen=True, slots=True)
class Shout(Action):
    """An action of no game at all: the engine must refuse it."""


def _probes(state: NinjaState, rng: random.Random) -> list[tuple[int, Action]]:
    """Actions for either side that are legal for the other side, at another moment, or never:
    random spots, cards of the other hand, techniques at any time, the reckoning mid-game."""
    found: list[tuple[int, Action]] = []
    cards = sorted(set(state.hands[0] + state.hands[1])) or list(CARD_IDS[:2])
    for side in (0, 1):
        for _ in range(3):
            found.append((side, Place(rng.choice(cards), rng.randrange(8), rng.randrange(-6, 12),
                                      rng.randrange(-6, 12))))
        cell = (rng.randrange(-1, 9), rng.randrange(-1, 9))
        found += [
            (side, Discard(rng.choice(cards))), (side, EndTurn()), (side, SwapClan()),
            (side, PickClan(rng.choice("BRWX"))), (side, Reckon(rng.choice(("", "B", "BRWBRWXBR", "X" * 9)))),
            (side, UseTechnique(rng.choice(TECHNIQUES), (cell, cell))),
            (side, RoninChoice(rng.randrange(0, 9), rng.random() < 0.5)),
        ]
        found += [(side, UseTechnique(tech, rng.choice(((), (cell,))))) for tech in TECHNIQUES]
    found += [(0, Place("N99", 0, 0, 0)), (0, Place(cards[0], 9, 0, 0)), (0, UseTechnique("nothing")), (0, Shout())]
    return found


def _probe(state: NinjaState, rng: random.Random, seen: set[str]) -> None:
    for side, action in _probes(state, rng):
        try:
            GAME.apply(state, side, action)
        except IllegalAction as exc:
            seen.add(exc.reason)
    for side in (0, 1):
        seen.update(s.reason for s in status(state, side) if s.reason)


def _reasons_of_seeded_games() -> set[str]:
    rng = random.Random(7)
    seen: set[str] = set()
    setups = [([Seat("Ann"), Seat("Bob")], {"modules": "blacklist,ronin,clan"}, seed) for seed in range(1, 7)]
    setups += [([Seat("Ann"), Seat("Bob")], {}, seed) for seed in (7, 8)]
    setups += [([Seat("Ann")], {"level": level}, seed) for seed, level in ((9, "0"), (10, "3"), (11, "5"), (12, "7"))]
    for seats, options, seed in setups:
        match = Match.start(GAME, seats, seed, options)
        for step in range(300):
            acting = match.to_act()
            if not acting:
                break
            state = match.state
            if step % 2 == 0 or state.phase != "turn":  # a spread of moments, every special one
                _probe(state, rng, seen)
            idle = [s for s in range(len(seats)) if s not in acting]
            if idle:  # the match's own refusal for a seat that is not asked
                try:
                    match.submit(idle[0], EndTurn())
                except IllegalAction as exc:
                    seen.add(exc.reason)
            legal = match.legal(acting[0])
            match.submit(acting[0], legal[rng.randrange(len(legal))])
        assert match.finished, (seed, options)
    # The last turn of a game that runs out of cards, with Favour left to pay for Tenmon.
    last = GAME.from_scenario({"game": "ninja99", "seats": 2, "hands": [["N01"], ["N02"]], "deck": [],
                               "tokens": ["DDDDDDFF", "DDDDDDDF"]})
    _probe(last, rng, seen)
    # Hensojutsu on: a card's ninja over a ninja of the player's own clan (Black at (4,2)).
    covering = board_scenario(clans=["B", "W"], modules=["clan"], clan_cards=[2, 1, 1],
                              tokens=["DDDDDDDF", "DDDDDDDD"],
                              layers=[{"card": "N26", "orientation": 0, "row": 2, "col": 0, "side": 1}])
    covering, _ = GAME.apply(covering, 0, UseTechnique("hensojutsu"))
    _probe(covering, rng, seen)
    try:
        GAME.apply(covering, 0, Place("N01", 0, 2, 0))
    except IllegalAction as exc:
        seen.add(exc.reason)
    # Kawarimi (White card 1) picking a cell with no ninja of another clan by a standing Daimyo
    # (a Black one stands at (4,2), so the technique itself may start).
    kawarimi = board_scenario(clans=["W", "R"], modules=["clan"], clan_cards=[1, 1, 1],
                              tokens=["DDDDDDDF", "DDDDDDDD"],
                              layers=[{"card": "N26", "orientation": 0, "row": 2, "col": 0, "side": 1}])
    # No cell to pick at all: Kawarimi with no ninja on the board, Kakuremino (White card 2) on a
    # board stripped of its samurai.
    no_ninja = board_scenario(clans=["W", "R"], modules=["clan"], clan_cards=[1, 1, 1],
                              tokens=["DDDDDDDF", "DDDDDDDD"])
    bare = [row.replace("w", ".").replace("r", ".").replace("b", ".") for row in BOARD]
    kakuremino = board_scenario(board=bare, clans=["W", "R"], modules=["clan"], clan_cards=[1, 1, 2],
                                tokens=["DDDDDDFF", "DDDDDDDD"])
    for state, action in ((kawarimi, UseTechnique("kawarimi", ((4, 4),))), (no_ninja, UseTechnique("kawarimi")),
                          (kakuremino, UseTechnique("kakuremino"))):
        try:
            GAME.apply(state, 0, action)
        except IllegalAction as exc:
            seen.add(exc.reason)
    # Ronin: a White player's far lay leaves Daimyo 1 guarded by a White samurai alone: asked.
    asked = board_scenario(clans=["W", "B"], modules=["ronin"])
    asked, _ = GAME.apply(asked, 0, Place("N01", 0, -2, 3))
    _probe(asked, rng, seen)
    wrong = RoninChoice(1, "yes")  # type: ignore[arg-type]
    for action in (RoninChoice(5, True), wrong, Place("N01", 0, 0, 0)):
        try:
            GAME.apply(asked, 0, action)
        except IllegalAction as exc:
            seen.add(exc.reason)
    return seen


def test_every_reason_of_seeded_games_and_probes_is_retold_in_french() -> None:
    seen = _reasons_of_seeded_games()
    for reason in seen:
        assert known(reason), reason
        french, english = retell(reason, "fr"), retell(reason, "en")
        assert french != english and french[0].isupper(), reason
        assert not any(pattern.match(french) for pattern in PATTERNS), french
    hit = {k for k, pattern in enumerate(PATTERNS) for reason in seen if pattern.match(reason)}
    # The engine checks the hand before the card's id: an unknown card is never "not a card".
    missed = [PATTERNS[k].pattern for k in range(len(PATTERNS)) if k not in hit
              and not PATTERNS[k].pattern.startswith("there is no card")]
    assert not missed, missed  # every sentence this module knows is one the engine really says


def test_names_cells_and_gestures_in_the_players_words() -> None:
    assert retell("the samurai at row 3, column 4 would cover the Gold Daimyo", "fr") == (
        "Le samouraï en ligne 3, colonne 4 recouvrirait le Daimyo d'or")
    assert retell("Boryaku costs 2 favour, you have 1", "fr") == "Boryaku coûte 2 Faveur ; vous en avez 1"
    assert retell("Boryaku costs 2 favour, you have 1", "en") == "Boryaku costs 2 favour, you have 1"
    assert "drag it onto the board" in retell("lay your card first (or throw it away if it fits nowhere)", "en")
    assert retell("something new the engine says", "fr") == "Something new the engine says"
    # Hensojutsu: only the other clans' ninjas may be covered.
    assert retell("the ninja at row 5, column 3 would cover a ninja of your own clan", "fr") == (
        "Le ninja en ligne 5, colonne 3 recouvrirait un ninja de votre propre clan")


def test_cells_off_the_boards_are_named_by_their_edge_in_french() -> None:
    assert retell("the ninja off the board (1 cell above column 3) would cover a ninja", "fr") == (
        "Le ninja hors du plateau (1 case au-dessus de la colonne 3) recouvrirait un autre ninja")
    assert retell("the ninja off the board (2 cells up and 1 left of its top-left corner) would cover a ninja",
                  "fr") == ("Le ninja hors du plateau (2 cases plus haut et 1 à gauche du coin en haut à gauche) "
                            "recouvrirait un autre ninja")
    assert retell("the cell off the board (2 cells right of row 4) is not a samurai next to a standing Daimyo",
                  "fr") == ("Hors du plateau (2 cases à droite de la ligne 4), il n'y a pas de samouraï à côté "
                            "d'un Daimyo debout")
    assert retell("the cell at row 3, column 5 is not a ninja of another clan next to a standing Daimyo", "fr") == (
        "En ligne 3, colonne 5, il n'y a pas de ninja d'un autre clan à côté d'un Daimyo debout")


def test_a_french_illegal_drop_shows_the_french_reason_and_rings_the_cell(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    i18n.set_language("fr")
    match = started_match(seed=5)
    card = match.state.hands[0][0]
    legal = {(a.orientation, a.row, a.col) for a in match.legal(0) if isinstance(a, Place)}
    table = open_table(app, match)
    row, col = next((r, c) for r in range(0, 6) for c in range(0, 6)
                    if (0, r, c) not in legal and preview_placement(match.state, 0, card, 0, r, c).culprit)
    english = table.explain(0, Place(card, 0, row, col))
    press(app, table.hand_rects[0].center)
    spot = anchor_centre(table, row, col)
    move(app, spot)
    assert table.ghost is not None and table.ghost.reason == english
    assert table.ghost.culprit is not None  # the cell ringed in red, named by the engine
    frames(app)  # the ghost and its French label are drawn
    release(app, spot)
    assert len(match.steps) == 2  # nothing was laid
    french = retell(english, "fr")
    assert french != retell(english, "en") and "ligne" in french and "colonne" in french
    assert table.toasts.texts[-1] == french


def test_a_card_dragged_before_the_clan_is_chosen_is_told_to_wait_for_the_clan(tmp_path, monkeypatch) -> None:
    """Ann's first gesture on her own turn is to drag her card: the answer names what comes first,
    not "only during a turn"; the other side, whose turn it is not, hears just that."""
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 5, {})
    match.submit(1, PickClan("B"))
    assert match.state.phase == "pick" and match.to_act() == (0,)
    card = match.state.hands[0][0]
    for side, reason in ((0, "first choose your clan"), (1, "it is not your turn")):
        try:
            GAME.apply(match.state, side, Place(card, 0, 0, 0))
        except IllegalAction as exc:
            assert exc.reason == reason
        else:
            raise AssertionError("a card was laid before the clans were chosen")
    app = make_app(tmp_path, monkeypatch, (1024, 600))
    i18n.set_language("fr")
    table = open_table(app, match)
    start = table.hand_rects[0].center
    press(app, start)
    move(app, (start[0] + 150, start[1] - 200))
    frames(app, 2)
    assert table.toasts.texts[-1] == "Choisissez d'abord votre clan"
