"""The scene's preview API: ghosts, cells, orientations, tokens, tracks, techniques, automaton."""

from __future__ import annotations

from game.ninja99 import GAME
from game.ninja99.actions import EndTurn, Place, UseTechnique
from game.ninja99.preview import (
    Converted,
    automaton_panel,
    board_cells,
    card_orientations,
    converted_cells,
    ignored_samurai,
    legal_placements,
    preview_placement,
    reckoning_tokens,
    techniques,
    tokens,
    tracks,
)
from tests.ninja99.helpers import scenario

BLACK_NEAR_ONE = {"card": "N24", "orientation": 0, "row": 1, "col": -1, "side": 1}


def test_ghost_of_a_legal_card_shows_what_it_would_do() -> None:
    state = scenario(layers=[BLACK_NEAR_ONE])
    ghost = preview_placement(state, 0, "N01", 0, -2, -2)
    assert ghost.legal and ghost.reason == ""
    assert set(ghost.cells) == {(-2, -2, "B"), (-2, 0, "B"), (0, -2, "R"), (0, 0, "W")}
    assert ghost.own_cells == ((0, 0),)
    assert [(c.row, c.col, c.samurai_clan, c.points) for c in ghost.covered] == [(0, 0, "W", 1)]
    assert [(f.daimyo, f.side, f.token, f.points) for f in ghost.falls] == [(1, 0, 1, (1, 1))]
    assert ghost.points == ({"W": 2}, {"B": 1})
    assert not ghost.ends_game
    # The preview changed nothing, and applying gives exactly what it announced.
    after, _ = GAME.apply(state, 0, Place("N01", 0, -2, -2))
    assert after.tracks == (-1, 0, 2)


def test_ghost_of_an_illegal_card_gives_the_engines_reason() -> None:
    ghost = preview_placement(scenario(), 0, "N01", 0, -1, -1)
    assert not ghost.legal and ghost.reason == "the ninja at row 2, column 2 would cover the Gold Daimyo"
    ghost = preview_placement(scenario(), 1, "N02", 0, -2, -2)
    assert not ghost.legal and ghost.reason == "it is not your turn"


def test_board_cells_list_layers_in_laying_order() -> None:
    layers = [{"card": "N01", "orientation": 0, "row": -2, "col": -2, "side": 0},
              {"card": "N29", "orientation": 0, "row": -1, "col": -1, "side": 1}]
    state = scenario(layers=layers, hands=[["N05"], ["N02"]], fallen=[[2, 0, 1]], tokens=["PDDDDDDD", "DDDDDDDF"])
    cells = {(c.row, c.col): c for c in board_cells(state)}
    corner = cells[(0, 0)]
    assert corner.base == "w" and corner.shown == "b"
    assert [(layer.card, layer.content) for layer in corner.layers] == [("N01", "W"), ("N29", "b")]
    assert cells[(-2, -2)].on_board is False and cells[(-2, -2)].shown == "B"
    assert cells[(1, 5)].token == (0, 1) and cells[(1, 1)].token is None
    assert sum(1 for c in board_cells(state) if c.on_board) == 64


def test_orientations_and_legal_placements() -> None:
    patterns = card_orientations("N01")
    assert patterns[0] == ("B.B", "...", "R.W") and patterns[4] == ("B.B", "...", "W.R")
    assert (0, -2, -2) in legal_placements(scenario(), "N01")


def test_panels() -> None:
    state = scenario(tokens=["PDDDDDFX", "DDDDDDDD"], fallen=[[3, 0, 1]], tracks=[2, -1, 0])
    marks = tokens(state, 0)
    assert [(t.number, t.state, t.daimyo) for t in marks][:1] == [(1, "placed", 3)]
    assert [t.state for t in marks][-2:] == ["favour", "spent"]
    assert [(t.clan, t.value, t.holder) for t in tracks(state)] == [("B", 2, "1"), ("R", -1, "neutral"),
                                                                    ("W", 0, "0")]
    techs = {t.id: t for t in techniques(state, 0)}
    assert set(techs) == {"tenmon", "boryaku", "kayakujutsu"}
    assert techs["tenmon"].usable and not techs["boryaku"].usable
    assert "costs 2 favour, you have 1" in techs["boryaku"].reason
    assert automaton_panel(state) is None


def test_automaton_panel_and_reckoning_tokens() -> None:
    state = scenario(seats=1, hands=[["N01"], []], auto_row=["1A", "2A"], auto_deck=["3A"],
                     score_deck=["4B", "1B"], score_cards=[["5A", "B", True], ["6A", "R", False]])
    panel = automaton_panel(state)
    assert panel is not None
    assert panel.row == (("1A", 1, None), ("2A", 0, 2)) and panel.row_total == 3
    assert panel.score_deck_top == "4B" and panel.top_order == (4, 3, 2, 1, 7, 6, 5)
    # a face-down card is named by its Blacklist back: its value is known where it lies
    assert panel.score_cards == (("5A", "B", 5, True), ("6A", "R", 4, False))
    state = scenario(phase="reckon", fallen=[[1, 0, 1]], tokens=["PDDDDDDF", "DDDDDDDF"])
    assert reckoning_tokens(state, 0) == ((1, "daimyo", 1), (8, "favour", 1))


def test_labels_in_both_languages() -> None:
    from game.ninja99.preview import clan_label, daimyo_label, module_label, side_name

    assert clan_label("W", "fr") == clan_label("W", "fr").__class__("Blanc", "blossom")
    assert daimyo_label(1, "fr").name == "Daimyo d'or" and daimyo_label(1).detail == "gold"
    assert "Ronin" in module_label("ronin").detail
    solo = scenario(seats=1, hands=[["N01"], []])
    assert side_name(solo, 1, "fr") == "Automate" and side_name(scenario(), 1) == "Green"


def test_a_refused_ghost_names_the_cell_at_fault() -> None:
    # N01's bottom-right ninja would land on Daimyo 1 at grid (1, 1): "row 2, column 2" in words.
    ghost = preview_placement(scenario(), 0, "N01", 0, -1, -1)
    assert not ghost.legal and "at row 2, column 2" in ghost.reason
    assert ghost.culprit == (1, 1)
    # A ninja on a ninja: N26's White at grid (-2, -2) lies on N01's Black.
    layered = scenario(layers=[{"card": "N01", "orientation": 0, "row": -2, "col": -2}], hands=[["N26"], ["N02"]])
    assert preview_placement(layered, 0, "N26", 0, -2, -2).culprit == (-2, -2)


def test_a_ghost_refused_for_no_single_cell_names_none() -> None:
    state = scenario()
    ghosts = [preview_placement(state, 0, "N01", 0, r, c) for r in range(-2, 8) for c in range(-2, 8)]
    lonely = [g for g in ghosts if g.reason.startswith("no ninja of the card would stand next to")]
    assert lonely and all(g.culprit is None for g in lonely)
    assert preview_placement(state, 0, "N01", 0, 40, 40).culprit is None  # too far from the boards
    assert preview_placement(scenario(), 1, "N02", 0, -1, -1).culprit is None  # not seat 1's turn
    assert preview_placement(scenario(), 0, "N01", 0, -2, -2).culprit is None  # legal


def test_converted_cells_last_until_covered_or_the_turn_ends() -> None:
    # White with Kakuremino (White card 2): the samurai at (0, 0) and (0, 6), guards of
    # Daimyos 1 and 2, count as White ninjas this turn.
    state = scenario(clans=["W", "B"], modules=["clan"], clan_cards=[1, 1, 2], tokens=["DDDDDDFF", "DDDDDDDD"])
    assert converted_cells(state) == ()
    state, _ = GAME.apply(state, 0, UseTechnique("kakuremino", ((0, 0), (0, 6))))
    assert converted_cells(state) == (Converted(0, 0, "W", False), Converted(0, 6, "W", False))
    # N01's White lands on (0, 0): that cell shows a card's ninja now, its conversion is over.
    # (0, 6) keeps its mark until the turn ends, though Daimyo 2 fell for want of a guard.
    state, events = GAME.apply(state, 0, Place("N01", 0, -2, -2))
    assert sorted(e.get("daimyo") for e in events if e.kind == "daimyo_fell") == [1, 2]
    assert converted_cells(state) == (Converted(0, 6, "W", False),)
    state, _ = GAME.apply(state, 0, EndTurn())
    assert converted_cells(state) == ()


def test_intonjutsu_marks_the_blank_cells_next_to_standing_daimyos() -> None:
    state = scenario(clans=["B", "R"], modules=["clan"], clan_cards=[1, 1, 1], tokens=["DDDDDDFF", "DDDDDDDD"],
                     fallen=[[2, 1, 1]])
    state, _ = GAME.apply(state, 0, UseTechnique("intonjutsu"))
    marked = {(c.row, c.col) for c in converted_cells(state)}
    assert all(c.clan == "B" and c.blank for c in converted_cells(state))
    assert (0, 1) in marked and (2, 2) in marked  # blanks around Daimyo 1
    assert (0, 0) not in marked  # a samurai, not a blank
    assert (1, 4) not in marked  # next to Daimyo 2 only, which has fallen


def test_the_ghost_lists_the_ronin_questions_a_lay_would_raise() -> None:
    # A Red player: N01 at (-2,0) covers Daimyo 1's White guard with a Red ninja (it falls at once);
    # Daimyos 3 and 6, guarded by Red samurai only, would be asked, and count as left standing.
    state = scenario(clans=["R", "B"], modules=["ronin"])
    ghost = preview_placement(state, 0, "N01", 0, -2, 0)
    assert ghost.legal and [f.daimyo for f in ghost.falls] == [1] and ghost.asks == (3, 6)
    assert ghost.points == ({"R": 2}, {}) and not ghost.ends_game  # 1 for the samurai, 1 at step c
    assert preview_placement(scenario(clans=["R", "B"]), 0, "N01", 0, -2, 0).asks == ()
    # While asked, the board marks the samurai the answer would ignore.
    asked, _ = GAME.apply(state, 0, Place("N01", 0, -2, 0))
    assert ignored_samurai(asked, 3) == ((3, 0),) and ignored_samurai(asked, 6) == ((7, 5),)
