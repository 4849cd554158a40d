"""Samurai points, the Daimyo elimination sequence, each technique and each module rule."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.ninja99 import GAME
from game.ninja99.actions import Discard, EndTurn, Place, RoninChoice, SwapClan, UseTechnique
from game.ninja99.geometry import index, shape
from game.ninja99.placement import legal_spots
from game.ninja99.scoring import effective_ninja
from game.ninja99.state import NinjaState
from tests.ninja99.helpers import apply_all, kinds, scenario

# N01 at (-2,-2): B(-2,-2) B(-2,0) R(0,-2) W(0,0): its White ninja covers Daimyo 1's only guard.
FELL_ONE = Place("N01", 0, -2, -2)
# N24 at (1,-1): B(1,-1) B(2,0) R(3,1): a Black ninja already next to Daimyo 1.
BLACK_NEAR_ONE = {"card": "N24", "orientation": 0, "row": 1, "col": -1, "side": 1}


def scored(events: list, why: str) -> list[tuple[int, str, int]]:
    return [(e.get("side"), e.get("clan"), e.get("points")) for e in events
            if e.kind == "scored" and e.get("why") == why]


def test_elimination_sequence_tokens_and_both_players_points() -> None:
    state = scenario(layers=[BLACK_NEAR_ONE])
    state, events = GAME.apply(state, 0, FELL_ONE)
    assert kinds(events) == ["card_laid", "scored", "daimyo_fell", "scored", "scored"]
    assert scored(events, "samurai") == [(0, "W", 1)]
    fell = events[2]
    assert fell.get("daimyo") == 1 and fell.get("side") == 0
    assert fell.get("token") == 1 and fell.get("rival_flipped") == 8
    # c) the eliminator's White ninjas next to it, d) the rival's Black ones.
    assert scored(events, "daimyo") == [(0, "W", 1), (1, "B", 1)]
    assert state.tokens == ("PDDDDDDD", "DDDDDDDF")
    assert state.fallen == ((1, 0, 1),)
    assert state.tracks == (-1, 0, 2)  # Black one step toward Green, White two toward Blue
    assert state.score(0, "W") == 2 and state.score(1, "B") == 1


def test_only_ninjas_of_your_clan_score_samurai() -> None:
    state = scenario(clans=["R", "B"])
    state, events = GAME.apply(state, 0, FELL_ONE)
    assert scored(events, "samurai") == []
    assert events[0].get("covered") == [{"cell": (0, 0), "samurai_clan": "W", "ninja": "W", "points": 0}]


def test_kayakujutsu_adds_a_point_per_samurai_and_spends_favour() -> None:
    state = scenario(tokens=["DDDDDDDF", "DDDDDDDD"])
    state, events = apply_all(state, (0, UseTechnique("kayakujutsu")), (0, FELL_ONE))
    assert scored(events, "samurai") == [(0, "W", 2)]
    assert state.tokens[0] == "PDDDDDDX"
    with pytest.raises(IllegalAction, match="costs 1 favour, you have 0"):
        GAME.apply(scenario(), 0, UseTechnique("kayakujutsu"))


def test_kenjutsu_doubles_red_ninjas_when_eliminating() -> None:
    # N11 = RR. / ... / W.B at (0,-1): R(0,-1) R(0,0) W(2,-1) B(2,1).
    fields = dict(clans=["R", "B"], modules=["clan"], clan_cards=[1, 1, 1], hands=[["N11"], ["N02"]],
                  tokens=["DDDDDDDF", "DDDDDDDD"])
    plain, events = GAME.apply(scenario(**fields), 0, Place("N11", 0, 0, -1))
    assert scored(events, "daimyo")[0] == (0, "R", 1)
    state, events = apply_all(scenario(**fields), (0, UseTechnique("kenjutsu")), (0, Place("N11", 0, 0, -1)))
    assert scored(events, "samurai") == [(0, "R", 1)]
    assert scored(events, "daimyo") == [(0, "R", 2), (1, "B", 1)]


def test_intonjutsu_blank_spaces_score_as_black() -> None:
    fields = dict(clans=["B", "W"], modules=["clan"], clan_cards=[1, 1, 1], tokens=["DDDDDDFF", "DDDDDDDD"])
    state, events = apply_all(scenario(**fields), (0, UseTechnique("intonjutsu")), (0, FELL_ONE))
    # Seven blank neighbours of Daimyo 1 count as Black ninjas; the rival's White one scores for it.
    assert scored(events, "daimyo") == [(0, "B", 7), (1, "W", 1)]
    assert state.tokens[0] == "PDDDDDXX"


def test_intonjutsu_counts_bare_table_beyond_the_boards_as_nothing() -> None:
    """Daimyo 5 sits on the left edge: the cells left of it are bare table until a card lies
    over them; then their blank spaces count as Black like the boards' own."""
    fields = dict(clans=["B", "W"], modules=["clan"], clan_cards=[1, 1, 1], tokens=["DDDDDDFF", "DDDDDDDD"])
    bare, _ = GAME.apply(scenario(**fields), 0, UseTechnique("intonjutsu"))
    assert effective_ninja(bare, index(5, 0)) == "B"  # a blank of the boards
    assert [effective_ninja(bare, index(r, -1)) for r in (5, 6, 7)] == [None, None, None]
    # N24 at (5,-2): B(5,-2) B(6,-1) R(7,0), its transparent cells over (5,-1) and (7,-1).
    laid = {"card": "N24", "orientation": 0, "row": 5, "col": -2, "side": 1}
    covered, _ = GAME.apply(scenario(layers=[laid], **fields), 0, UseTechnique("intonjutsu"))
    assert [effective_ninja(covered, index(r, -1)) for r in (5, 6, 7)] == ["B", "B", "B"]
    assert effective_ninja(covered, index(6, -3)) is None  # beyond the card: bare table again


def test_converting_ninjas_changes_who_scores() -> None:
    # Kawarimi (White card 1). N13 = B.R / ... / .W. at (2,-2): a Red ninja at (2,0) by Daimyo 1.
    layer = {"card": "N13", "orientation": 0, "row": 2, "col": -2, "side": 1}
    fields = dict(clans=["W", "R"], modules=["clan"], clan_cards=[1, 1, 1], layers=[layer],
                  tokens=["DDDDDDDF", "DDDDDDDD"])
    _, plain = GAME.apply(scenario(**fields), 0, FELL_ONE)
    state, events = apply_all(scenario(**fields), (0, UseTechnique("kawarimi", ((2, 0),))), (0, FELL_ONE))
    mine_before = scored(plain, "daimyo")[0][2]
    mine_after = scored(events, "daimyo")[0][2]
    theirs_before = scored(plain, "daimyo")[1][2]
    theirs_after = scored(events, "daimyo")[1][2]
    assert (mine_after - mine_before, theirs_after - theirs_before) == (1, -1)
    # A ninja of your own clan, or a cell by no standing Daimyo, cannot be picked.
    with pytest.raises(IllegalAction, match="not a ninja of another clan next to a standing Daimyo"):
        GAME.apply(scenario(**fields), 0, UseTechnique("kawarimi", ((4, 4),)))


def test_converted_samurai_stop_guarding() -> None:
    # Kakuremino (White card 2) turns the guards of Daimyos 1 and 3 into White ninjas.
    fields = dict(clans=["W", "B"], modules=["clan"], clan_cards=[1, 1, 2], tokens=["DDDDDDFF", "DDDDDDDD"])
    # N01 at (-2,3) touches Daimyo 2 only and covers nothing.
    far = Place("N01", 0, -2, 3)
    state, events = apply_all(scenario(**fields), (0, UseTechnique("kakuremino", ((0, 0), (3, 0)))), (0, far))
    falls = [e.get("daimyo") for e in events if e.kind == "daimyo_fell"]
    assert falls == [1, 3]  # both lose their only guard, lowest number first
    assert [(e.get("token"), e.get("rival_flipped")) for e in events if e.kind == "daimyo_fell"] == [(1, 8), (2, 7)]
    assert scored(events, "daimyo")[0] == (0, "W", 1)  # the converted samurai scores for you
    assert state.tokens == ("PPDDDDXX", "DDDDDDFF")


def test_clan_techniques_need_the_module_and_your_clan() -> None:
    state = scenario(clans=["B", "W"], tokens=["DDDDDDFF", "DDDDDDDD"])
    with pytest.raises(IllegalAction, match="Clan Techniques module"):
        GAME.apply(state, 0, UseTechnique("intonjutsu"))
    state = scenario(clans=["W", "B"], modules=["clan"], clan_cards=[1, 1, 1], tokens=["DDDDDDFF", "DDDDDDDD"])
    with pytest.raises(IllegalAction, match="another clan card"):
        GAME.apply(state, 0, UseTechnique("intonjutsu"))


# N13 turned to W.. / .B. / ... at (0,1): W(0,2) and B(2,1) next to Daimyo 1, R(2,3) by none.
AROUND_ONE = {"card": "N13", "orientation": 6, "row": 0, "col": 1, "side": 1}
# N01 at (-2,3): touches Daimyo 2 only and covers nothing.
FAR = Place("N01", 0, -2, 3)


def test_a_daimyo_felled_by_ignoring_your_samurai_gives_you_no_daimyo_points() -> None:
    # Daimyo 1's only guard is the White samurai at (0,0): a White player is asked.
    state = scenario(clans=["W", "B"], modules=["ronin"], layers=[AROUND_ONE])
    state, events = GAME.apply(state, 0, FAR)
    assert kinds(events) == ["card_laid", "ronin_question"] and state.turn.asked == (1,)
    state, events = GAME.apply(state, 0, RoninChoice(1, True))
    assert kinds(events) == ["ronin_answered", "daimyo_fell", "scored", "scored"]
    fell = events[1]
    assert (fell.get("daimyo"), fell.get("side"), fell.get("by_ronin")) == (1, 0, True)
    assert (fell.get("token"), fell.get("rival_flipped")) == (1, 8)
    # The White player gets nothing for step c; the Black rival still scores its ninja (step d).
    assert scored(events, "daimyo") == [(0, "W", 0), (1, "B", 1)]
    assert state.tokens == ("PDDDDDDD", "DDDDDDDF") and state.fallen == ((1, 0, 1),)
    assert state.tracks == (-1, 0, 0) and GAME.legal_actions(state, 0) == (EndTurn(),)
    # Brought down without ignoring (its guard covered by a White ninja), step c counts both.
    _, events = GAME.apply(scenario(clans=["W", "B"], modules=["ronin"], layers=[AROUND_ONE]), 0, FELL_ONE)
    assert scored(events, "daimyo") == [(0, "W", 2), (1, "B", 1)]


def test_a_daimyo_left_standing_scores_nothing_and_may_be_asked_again() -> None:
    state = scenario(clans=["W", "B"], modules=["ronin"], layers=[AROUND_ONE], deck=["N05", "N06", "N07"])
    before = state
    state, _ = GAME.apply(state, 0, FAR)
    state, events = GAME.apply(state, 0, RoninChoice(1, False))
    assert kinds(events) == ["ronin_answered"] and events[0].get("bring_down") is False
    assert 1 in state.standing() and state.fallen == ()
    assert (state.tracks, state.tokens) == (before.tracks, before.tokens)
    assert state.turn.asked == () and GAME.legal_actions(state, 0) == (EndTurn(),)
    state, _ = GAME.apply(state, 0, EndTurn())
    # The Black rival is asked about its own Black-guarded Daimyos, never about Daimyo 1: White
    # samurai guard against Black.
    state, events = GAME.apply(state, 1, _lay_clear_of(state, 1, (0, 0)))
    while state.turn.asked:
        assert state.turn.asked[0] != 1
        state, _ = GAME.apply(state, 1, RoninChoice(state.turn.asked[0], False))
    assert 1 in state.standing()
    state, _ = GAME.apply(state, 1, EndTurn())
    # White's next card: asked again, while only White samurai still guard Daimyo 1.
    state, events = GAME.apply(state, 0, _lay_clear_of(state, 0, (0, 0)))
    assert state.turn.asked[:1] == (1,) and "ronin_question" in kinds(events)


def _lay_clear_of(state: NinjaState, side: int, cell: tuple[int, int]) -> Place:
    """A legal lay of the side's card that leaves ``cell`` uncovered."""
    def covers(a: Place) -> bool:
        return cell in {(a.row + dr, a.col + dc) for dr, dc, _ in shape(a.card, a.orientation).cells}

    return next(a for a in GAME.legal_actions(state, side) if isinstance(a, Place) and not covers(a))


def test_a_daimyo_that_falls_without_ignoring_falls_at_once_and_two_are_asked_one_at_a_time() -> None:
    # A Red player: Daimyos 3 and 6 are guarded by Red samurai only. N01 at (-2,0) puts a Red
    # ninja on Daimyo 1's White guard: Daimyo 1 falls at once, then 3 and 6 are asked in turn.
    state = scenario(clans=["R", "B"], modules=["ronin"])
    state, events = GAME.apply(state, 0, Place("N01", 0, -2, 0))
    assert [e.get("daimyo") for e in events if e.kind == "daimyo_fell"] == [1]
    assert scored(events, "daimyo") == [(0, "R", 1), (1, "B", 0)]
    assert kinds(events)[-1] == "ronin_question" and events[-1].get("daimyo") == 3
    assert state.turn.asked == (3, 6)
    assert GAME.legal_actions(state, 0) == (RoninChoice(3, True), RoninChoice(3, False))
    state, events = GAME.apply(state, 0, RoninChoice(3, True))
    assert [e.get("daimyo") for e in events if e.kind == "daimyo_fell"] == [3]
    assert kinds(events)[-1] == "ronin_question" and state.turn.asked == (6,)
    state, events = GAME.apply(state, 0, RoninChoice(6, False))
    assert kinds(events) == ["ronin_answered"]
    assert [d for d, _, _ in state.fallen] == [1, 3] and 6 in state.standing()
    assert state.tokens[0] == "PPDDDDDD"


def test_ronin_questions_come_in_the_order_of_the_eliminators_blacklist() -> None:
    # 6A lists 6 7 1 2 3 4 5: the Red player is asked about 6 first; Daimyo 1 (falling without
    # any ignoring) waits for that answer, and its bonus needs 6 fallen (7 stands above it).
    fields = dict(clans=["R", "B"], modules=["blacklist", "ronin"], blacklists=["6A", "1A"])
    state, events = GAME.apply(scenario(**fields), 0, Place("N01", 0, -2, 0))
    assert "daimyo_fell" not in kinds(events) and state.turn.asked == (6, 1, 3)
    down, events = GAME.apply(state, 0, RoninChoice(6, True))
    assert [e.get("daimyo") for e in events if e.kind == "daimyo_fell"] == [6, 1]
    assert [e.get("blacklist_bonus") for e in events if e.kind == "scored" and e.get("side") == 0] == [1, 0]
    assert down.turn.asked == (3,)
    standing, events = GAME.apply(state, 0, RoninChoice(6, False))
    assert [e.get("daimyo") for e in events if e.kind == "daimyo_fell"] == [1]
    assert standing.turn.asked == (3,)


def test_the_seventh_daimyo_asked_ends_the_game_only_if_brought_down() -> None:
    fallen = [[d, 1, i] for i, d in enumerate(range(2, 8), start=1)]
    state = scenario(clans=["W", "B"], modules=["ronin"], fallen=fallen, tokens=["DDFFFFFF", "PPPPPPDD"])
    # N01 at (0,-1): B(0,1) and W(2,1) next to Daimyo 1, the White samurai at (0,0) left alone.
    state, _ = GAME.apply(state, 0, Place("N01", 0, 0, -1))
    assert state.turn.asked == (1,) and state.phase == "turn"
    over, events = GAME.apply(state, 0, RoninChoice(1, True))
    assert over.phase == "reckon" and over.end_reason == "daimyos" and events[-1].kind == "game_ending"
    on, _ = GAME.apply(state, 0, RoninChoice(1, False))
    assert on.phase == "turn" and GAME.legal_actions(on, 0) == (EndTurn(),)


def test_the_ronin_question_refuses_everything_else_with_reasons() -> None:
    state, _ = GAME.apply(scenario(clans=["R", "B"], modules=["ronin"], hands=[["N01", "N05"], ["N02"]]),
                          0, Place("N01", 0, -2, 0))
    for action in (Place("N05", 0, -2, 4), EndTurn(), Discard("N05"), SwapClan(), UseTechnique("tenmon")):
        with pytest.raises(IllegalAction, match="first say whether the Azure Daimyo falls"):
            GAME.apply(state, 0, action)
    with pytest.raises(IllegalAction, match=r"about the Azure Daimyo \(Daimyo 3\), not 6"):
        GAME.apply(state, 0, RoninChoice(6, True))
    with pytest.raises(IllegalAction, match="with true .* or false"):
        GAME.apply(state, 0, RoninChoice(3, "yes"))  # type: ignore[arg-type]
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(state, 1, RoninChoice(3, True))
    with pytest.raises(IllegalAction, match="no Ronin question"):
        GAME.apply(scenario(clans=["R", "B"], modules=["ronin"]), 0, RoninChoice(3, True))


def test_ronin_samurai_values() -> None:
    fields = dict(clans=["W", "B"], modules=["ronin"])
    # White ninja on a Black (rival's) samurai: 2. N01 at (-2,4) puts W on (0,6).
    _, events = GAME.apply(scenario(**fields), 0, Place("N01", 0, -2, 4))
    assert scored(events, "samurai") == [(0, "W", 2)]
    # On a White (own) samurai: nothing.
    _, events = GAME.apply(scenario(**fields), 0, FELL_ONE)
    assert scored(events, "samurai") == []
    # On a Red (neutral) samurai: 1. N01 at (1,-2) puts W on (3,0).
    _, events = GAME.apply(scenario(**fields), 0, Place("N01", 0, 1, -2))
    assert scored(events, "samurai")[0] == (0, "W", 1)


def test_ronin_samurai_of_your_clan_do_not_guard_against_you_if_you_choose() -> None:
    # Daimyo 1's only guard is a White samurai: a White player laying far off is asked about it.
    state, events = GAME.apply(scenario(clans=["W", "B"], modules=["ronin"]), 0, FAR)
    assert "daimyo_fell" not in kinds(events) and state.turn.asked == (1,)
    _, events = GAME.apply(state, 0, RoninChoice(1, True))
    assert [(e.get("daimyo"), e.get("by_ronin")) for e in events if e.kind == "daimyo_fell"] == [(1, True)]
    # Without Ronin the samurai guards: nothing falls, nothing is asked.
    state, events = GAME.apply(scenario(clans=["W", "B"]), 0, FAR)
    assert "daimyo_fell" not in kinds(events) and state.turn.asked == ()
    # A Red player is asked about Daimyos 3 and 6, guarded by Red samurai only.
    state, _ = GAME.apply(scenario(clans=["R", "B"], modules=["ronin"]), 0, FAR)
    assert state.turn.asked == (3, 6)


def test_after_shinobi_iri_the_ronin_question_follows_the_clan_received() -> None:
    # A Red player would be asked about Daimyos 3 and 6 (Red samurai only); trading clans with the
    # White rival first, the same lay asks about Daimyo 1, guarded by a White samurai alone.
    start = scenario(clans=["R", "W"], modules=["ronin", "clan"], clan_cards=[1, 2, 1],
                     tokens=["DDDDDDFF", "DDDDDDDD"])
    state, _ = GAME.apply(start, 0, UseTechnique("shinobi_iri"))
    assert state.clans[:2] == ("W", "R")
    state, events = GAME.apply(state, 0, FAR)
    assert "daimyo_fell" not in kinds(events) and state.turn.asked == (1,)
    assert GAME.legal_actions(state, 0) == (RoninChoice(1, True), RoninChoice(1, False))
    assert GAME.apply(start, 0, FAR)[0].turn.asked == (3, 6)


@pytest.mark.parametrize(("blacklist", "bonus"), [("1A", 1), ("7B", 0), ("1B", 1), ("2A", 0)])
def test_blacklist_bonus_for_the_highest_standing_daimyo(blacklist: str, bonus: int) -> None:
    state = scenario(modules=["blacklist"], blacklists=[blacklist, "5A"])
    _, events = GAME.apply(state, 0, FELL_ONE)
    mine = [e for e in events if e.kind == "scored" and e.get("why") == "daimyo"][0]
    assert mine.get("blacklist_bonus") == bonus
    assert mine.get("points") == 1 + bonus


def test_blacklist_skips_fallen_daimyos() -> None:
    # 7B lists 7, 6, 5, ... 1: with 2-7 fallen, Daimyo 1 is its highest standing.
    fallen = [[d, 1, i] for i, d in enumerate(range(2, 8), start=1)]
    state = scenario(modules=["blacklist"], blacklists=["7B", "5A"], fallen=fallen,
                     tokens=["DDFFFFFF", "PPPPPPDD"])
    state, events = GAME.apply(state, 0, FELL_ONE)
    assert [e.get("blacklist_bonus") for e in events if e.kind == "scored" and e.get("side") == 0
            and e.get("why") == "daimyo"] == [1]


def test_seventh_daimyo_ends_the_game_at_once() -> None:
    fallen = [[d, 1, i] for i, d in enumerate(range(2, 8), start=1)]
    state = scenario(fallen=fallen, tokens=["DDFFFFFF", "PPPPPPDD"])
    state, events = GAME.apply(state, 0, FELL_ONE)
    assert state.phase == "reckon" and state.end_reason == "daimyos"
    assert events[-1].kind == "game_ending"
    assert GAME.to_act(state) == (0, 1)
    assert state.hands[0] == ()  # no draw: the game is over


# Daimyos 2 and 5 share their only guard, the samurai at (0, 1): covering it brings both down.
TWIN_BOARD = ["2b5.....", "........", "...1b.3.", "......b.", "4b......", "........", "6b....7b", "........"]


def _twin_falls(blacklist: str | None, fallen: list[list[int]]) -> list[tuple[int, int]]:
    """(Daimyo, Blacklist bonus) for each Daimyo side 0 brings down with N24 over the samurai."""
    lists = {"modules": ["blacklist"], "blacklists": [blacklist, "1A"]} if blacklist else {}
    state = scenario(board=TWIN_BOARD, clans=["B", "R"], hands=[["N24"], []], fallen=fallen,
                     tokens=["DDDDDDDD", "P" * len(fallen) + "D" * (8 - len(fallen))], **lists)
    for orientation, row, col in legal_spots(state, "N24"):
        _, events = GAME.apply(state, 0, Place("N24", orientation, row, col))
        falls = [e.get("daimyo") for e in events if e.kind == "daimyo_fell"]
        if sorted(falls) == [2, 5]:
            bonuses = [e.get("blacklist_bonus") for e in events
                       if e.kind == "scored" and e.get("side") == 0 and e.get("why") == "daimyo"]
            return list(zip(falls, bonuses, strict=True))
    raise AssertionError("no spot brings both Daimyos down")


@pytest.mark.parametrize(("blacklist", "fallen", "expected"), [
    ("2B", [[1, 1, 1], [7, 1, 2], [6, 1, 3]], [(2, 1), (5, 1)]),  # 2B: 2 1 7 6 5 ...: 2 first
    ("5B", [[4, 1, 1], [3, 1, 2]], [(5, 1), (2, 1)]),  # 5B: 5 4 3 2 ...: 5 first, whatever the numbers
    (None, [], [(2, 0), (5, 0)]),  # no list: lowest number first (the order changes nothing)
])
def test_daimyos_falling_together_fall_in_the_eliminators_best_order(
        blacklist: str | None, fallen: list[list[int]], expected: list[tuple[int, int]]) -> None:
    assert _twin_falls(blacklist, fallen) == expected


def test_a_samurai_laid_on_a_converted_samurai_guards_again() -> None:
    """Kakuremino turns Daimyo 1's only guard, the White samurai at (0,0), into a White ninja. A
    card whose own White samurai then lies on that cell ends the conversion (docs/rulings.md):
    the new samurai guards, though it shows the same letter as the one it covers."""
    fields = dict(clans=["W", "B"], modules=["clan"], clan_cards=[1, 1, 2], hands=[["N08"], ["N02"]],
                  tokens=["DDDDDDFF", "DDDDDDDD"])
    state, _ = GAME.apply(scenario(**fields), 0, UseTechnique("kakuremino", ((0, 0),)))
    assert effective_ninja(state, index(0, 0)) == "W"
    # N08 = RRW / ... / w.B at (-2,0): its samurai w on (0,0), its B at (0,2) next to Daimyo 1.
    state, events = GAME.apply(state, 0, Place("N08", 0, -2, 0))
    assert state.grid[index(0, 0)] == "w" and effective_ninja(state, index(0, 0)) is None
    assert [e.get("daimyo") for e in events if e.kind == "daimyo_fell"] == []
    assert state.turn.conversions == ()
