"""Every Kiai on both sides, and Kiai reached off turn."""

from __future__ import annotations

import random
from typing import Any

from game.core.records import replace
from game.spirit import GAME
from game.spirit.actions import (
    ChooseHealed,
    Confront,
    Defend,
    Fight,
    GiveCard,
    KiaiBarricade,
    KiaiClearDeck,
    KiaiClearInfiltrators,
    KiaiDiscardLast,
    KiaiLendSupport,
    KiaiMoveCard,
    KiaiReorder,
    Pass,
    SkipKiai,
)
from game.spirit.ai import NormalBot
from game.spirit.data import samurai_table
from game.spirit.state import HIDDEN, State, track
from game.spirit.views import determinize
from tests.spirit.helpers import act, cid, decision, first, guarded, kinds, table

FILLER = ["1/any", "1/any", "1/any", "1/any", "1/any", "1/any"]


def line_summing(total: int) -> list[str]:
    specs = []
    while total >= 4:
        specs.append("4/any")
        total -= 4
    if total:
        specs.append(f"{total}/any")
    return specs


def at_kiai(name: str, animal: bool = False, others: list[str] | None = None, **fields: Any) -> State:
    """``name`` in seat 0 one short of the Kiai, then fights a 1 and confronts it."""
    info = samurai_table()[name]
    kiai = info.kiai_animal if animal else info.kiai_human
    seats = [name] + (others or ["Gorobei" if name != "Gorobei" else "Kanbei"])
    boards = fields.pop("boards", [{} for _ in seats])
    boards[0] = boards[0] | {"animal": animal, "line": line_summing(kiai - 1)}
    deck = fields.pop("deck", []) or ["1/hat/flames"] + FILLER
    state = table(seats, boards=boards, deck=deck, **fields)
    state, _ = act(state, Fight(), seat=0)
    state, events = act(state, Confront(), seat=0)
    assert "kiai_reached" in kinds(events) and decision(state) == "kiai"
    assert track(state.boards[0]) == kiai
    return state


def test_skipping_still_removes_the_oldest_card() -> None:
    state = at_kiai("Gorobei")
    oldest = state.boards[0].line[0]
    state, events = act(state, SkipKiai(), seat=0)
    assert first(events, "kiai").get("used") is False
    assert oldest in state.discard and oldest not in state.boards[0].line


def test_heihachi_human_puts_a_barricade_back() -> None:
    state = at_kiai("Heihachi", barricades=3)
    assert GAME.legal_actions(state, 0) == (SkipKiai(), KiaiBarricade(-1))
    state, _ = act(state, KiaiBarricade(-1), seat=0)
    assert state.barricades == 4


def test_heihachi_kiai_never_above_the_start() -> None:
    info = samurai_table()["Heihachi"]
    state = table(["Heihachi", "Gorobei"], deck=["1/hat/flames"] + FILLER,
                  boards=[{"line": line_summing(info.kiai_human - 1)}, {}])
    state, _ = act(state, Fight(), seat=0)
    state, events = act(state, Confront(), seat=0)
    # at full barricades the human Kiai has nothing to do: it passes by itself
    assert first(events, "kiai").get("used") is False
    assert state.barricades == state.barricades_start


def test_heihachi_animal_heals_and_rebuilds() -> None:
    state = at_kiai("Heihachi", animal=True, barricades=3, boards=[{}, {"wound": True}])
    legal = GAME.legal_actions(state, 0)
    assert KiaiBarricade(1) in legal and KiaiBarricade(-1) in legal
    state, _ = act(state, KiaiBarricade(1), seat=0)
    assert state.barricades == 4 and not state.boards[1].wound


def test_daisuke_human_moves_a_card_to_another_samurai() -> None:
    state = at_kiai("Daisuke", others=["Gorobei", "Kanbei"],
                    boards=[{}, {"line": ["3/doll"]}, {}])
    assert KiaiMoveCard(1, 2) in GAME.legal_actions(state, 0)
    state, events = act(state, KiaiMoveCard(1, 2), seat=0)
    assert first(events, "kiai").get("card") == cid("3/doll")
    assert decision(state) == "place" and GAME.to_act(state) == (2,)
    state, _ = act(state, Defend(), seat=2)
    assert state.boards[1].line == () and state.boards[2].left == (cid("3/doll"),)
    assert len(state.boards[0].line) == 2  # the oldest brigand left after the effect


def daisuke_lacking_a_farm(kanbei: dict[str, Any] | None = None) -> State:
    """Daisuke (4 hat, 3 doll: 7, nothing on his left) confronts a 1 farm onto his human Kiai
    value 8; Kanbei beside him has an empty line (or ``kanbei``'s board)."""
    state = table(["Daisuke", "Kanbei"], deck=["1/farm/flames/wound"] + FILLER,
                  boards=[{"line": ["4/hat", "3/doll"]}, kanbei or {}])
    state, _ = act(state, Fight(), seat=0)
    state, _ = act(state, Confront(), seat=0)
    assert decision(state) == "kiai" and track(state.boards[0]) == 8
    return state


def test_daisuke_may_take_back_his_own_newest_brigand_and_lay_it_again() -> None:
    """Rulebook: the newest brigand of a samurai's line (« éventuellement la sienne ») goes to a
    samurai (« éventuellement lui-même »). Only Daisuke's own line goes back to him: no other
    samurai gets their own brigand back."""
    state = daisuke_lacking_a_farm()
    state = replace(state, boards=(state.boards[0], replace(state.boards[1], line=(cid("2/doll"),))))
    legal = GAME.legal_actions(state, 0)
    assert KiaiMoveCard(0, 0) in legal and KiaiMoveCard(1, 1) not in legal
    farm = cid("1/farm/flames/wound")
    state, events = act(state, KiaiMoveCard(0, 0), seat=0)
    assert first(events, "kiai").get("card") == farm
    assert decision(state) == "place" and GAME.legal_actions(state, 0) == (Defend(), Confront())
    state, events = act(state, Defend(), seat=0)
    # laid on his left, then the Kiai ends as always: the oldest brigand (the 4) leaves
    assert state.boards[0].left == (farm,) and state.boards[0].line == (cid("3/doll"),)
    assert "kiai_reached" not in kinds(events) and decision(state) != "kiai"


def test_a_brigand_daisuke_takes_back_and_confronts_again_does_not_fire_his_kiai_again() -> None:
    state = daisuke_lacking_a_farm()
    state, _ = act(state, KiaiMoveCard(0, 0), seat=0)
    state, events = act(state, Confront(), seat=0)  # back on 8, his Kiai value
    assert kinds(events).count("kiai_held") == 1 and "kiai_reached" not in kinds(events)
    assert decision(state) != "kiai" and state.boards[0].line == (cid("3/doll"), cid("1/farm/flames/wound"))


def test_daisuke_animal_may_take_back_his_newest_then_move_another() -> None:
    state = at_kiai("Daisuke", animal=True, others=["Gorobei", "Kanbei"], deck=["1/farm/flames/barricade"] + FILLER,
                    boards=[{}, {"line": ["3/doll"]}, {}])
    state, _ = act(state, KiaiMoveCard(0, 0), seat=0)
    state, _ = act(state, Defend(), seat=0)
    assert state.boards[0].left == (cid("1/farm/flames/barricade"),)
    assert decision(state) == "kiai"  # the second use
    assert KiaiMoveCard(0, 0) in GAME.legal_actions(state, 0)
    state, _ = act(state, KiaiMoveCard(1, 2), seat=0)
    state, _ = act(state, Confront(), seat=2)
    assert state.boards[1].line == () and track(state.boards[2]) == 3
    assert track(state.boards[0]) == 11 - 1 - 4  # the 1 laid left, then the oldest 4 left


def test_a_normal_bot_takes_back_a_brigand_it_can_defend_where_it_lacks_that_symbol() -> None:
    """The self move is priced with the brigand off Daisuke's line: laying the missing farm
    pays, while taking it back only to confront it again changes nothing."""
    state = daisuke_lacking_a_farm({"left": ["3/farm/flames/barricade"]})  # Kanbei's farm is guarded
    bot = NormalBot()
    choice = bot.choose(GAME.view(state, 0), GAME.legal_actions(state, 0), random.Random(1))
    assert choice == KiaiMoveCard(0, 0)
    state, _ = act(state, choice, seat=0)
    assert bot.choose(GAME.view(state, 0), GAME.legal_actions(state, 0), random.Random(1)) == Defend()
    # confronted again it would land on his value with no new Kiai: no Kiai gain is counted
    [confront] = bot.scores(GAME.view(state, 0), [Confront()])
    assert confront < 0
    # with the farm already guarded the brigand can only come back to the line: not worth it
    state = table(["Daisuke", "Kanbei"], deck=["1/farm/flames/wound"] + FILLER,
                  boards=[{"line": ["4/hat", "3/doll"], "left": ["2/farm/flames/barricade"]},
                          {"left": ["3/farm/flames/barricade"]}])
    state, _ = act(state, Fight(), seat=0)
    state, _ = act(state, Confront(), seat=0)
    legal = GAME.legal_actions(state, 0)
    assert KiaiMoveCard(0, 0) in legal
    assert bot.choose(GAME.view(state, 0), legal, random.Random(1)) != KiaiMoveCard(0, 0)
    # the animal Kiai's second use, his track below the value: a 1 doll he already guards can
    # only go back where it was, so taking it back scores below skipping (priced with it still
    # in his line, it looked worth a whole wound spared)
    state = table(["Daisuke", "Kanbei"], deck=["3/hat/flames"] + FILLER,
                  boards=[{"animal": True, "line": ["4/any", "3/doll", "1/doll/flames/wound"],
                           "left": ["2/doll/flames/wound"]}, {}])
    state, _ = act(state, Fight(), seat=0)
    state, _ = act(state, Confront(), seat=0)  # 11
    state, _ = act(state, KiaiMoveCard(0, 1), seat=0)  # the 3 to Kanbei
    state, _ = act(state, Confront(), seat=1)
    assert decision(state) == "kiai" and track(state.boards[0]) == 8
    legal = GAME.legal_actions(state, 0)
    scores = dict(zip(legal, bot.scores(GAME.view(state, 0), legal), strict=True))
    assert scores[KiaiMoveCard(0, 0)] < scores[SkipKiai()]


def test_daisuke_animal_moves_twice() -> None:
    state = at_kiai("Daisuke", animal=True, others=["Gorobei", "Kanbei"],
                    boards=[{}, {"line": ["3/doll", "2/doll"]}, {}])
    state, _ = act(state, KiaiMoveCard(1, 2), seat=0)
    state, _ = act(state, Confront(), seat=2)
    assert decision(state) == "kiai"
    state, _ = act(state, KiaiMoveCard(1, 2), seat=0)
    state, _ = act(state, Confront(), seat=2)
    assert state.boards[1].line == () and track(state.boards[2]) == 5


def test_gorobei_clears_two_then_three_from_the_deck() -> None:
    for animal, count in ((False, 2), (True, 3)):
        state = at_kiai("Gorobei", animal=animal)
        before = len(state.deck)
        top = state.deck[:count]
        state, _ = act(state, KiaiClearDeck(), seat=0)
        assert len(state.deck) == before - count and all(c in state.discard for c in top)


def test_kanbei_clears_the_top_infiltrators() -> None:
    for animal, count in ((False, 2), (True, 3)):
        state = at_kiai("Kanbei", animal=animal,
                        infiltrators=["2/hat/infiltrate", "3/hat/left", "4/hat", "2/doll"])
        pile = state.infiltrators
        state, events = act(state, KiaiClearInfiltrators(), seat=0)
        assert state.infiltrators == pile[:len(pile) - count]
        assert first(events, "kiai").get("cards") == tuple(reversed(pile[len(pile) - count:]))


def test_kikuchiyo_discards_the_newest_card_of_a_line_once_or_twice() -> None:
    state = at_kiai("Kikuchiyo", boards=[{}, {"line": ["3/doll", "2/doll"]}])
    state, _ = act(state, KiaiDiscardLast(1), seat=0)
    assert state.boards[1].line == (cid("3/doll"),)
    state = at_kiai("Kikuchiyo", animal=True, boards=[{}, {"line": ["3/doll", "2/doll"]}])
    state, _ = act(state, KiaiDiscardLast(1), seat=0)
    assert decision(state) == "kiai"
    state, _ = act(state, KiaiDiscardLast(1), seat=0)
    assert state.boards[1].line == ()


def test_kyuzo_lends_a_token_and_the_animal_side_adds_a_barricade() -> None:
    state = at_kiai("Kyuzo", others=["Gorobei", "Kanbei"], barricades=3)
    state, _ = act(state, KiaiLendSupport(1, 2), seat=0)
    assert state.boards[2].held == (1,) and state.barricades == 3
    state = at_kiai("Kyuzo", animal=True, others=["Gorobei", "Kanbei"], barricades=3)
    assert KiaiLendSupport(-1, -1) in GAME.legal_actions(state, 0)
    state, _ = act(state, KiaiLendSupport(1, 2), seat=0)
    assert state.boards[2].held == (1,) and state.barricades == 4


def test_kyuzo_lending_to_himself_on_his_turn_comes_straight_back() -> None:
    state = at_kiai("Kyuzo", others=["Gorobei", "Kanbei"])
    state, events = act(state, KiaiLendSupport(1, 0), seat=0)
    assert "support_returned" in kinds(events) and state.boards[0].held == ()


def test_katsushiro_reorders_the_top_cards_face_up() -> None:
    for animal, count in ((False, 2), (True, 3)):
        state = at_kiai("Katsushiro", animal=animal)
        top = state.deck[:count]
        wanted = tuple(reversed(top))
        state, _ = act(state, KiaiReorder(wanted), seat=0)
        assert state.deck[:count] == wanted
        view = GAME.view(state, 1)
        assert view.deck[:count] == wanted and all(c == HIDDEN for c in view.deck[count:])


def test_katsushiros_kiai_shows_the_top_cards_to_every_view_while_he_chooses() -> None:
    """The rulebook reveals the cards before they are put back: every view (the decider's, the
    table's, a bot's) lists them on the open decision; the deck keeps them in place, face down
    until an order is chosen. Letting the Kiai go by lays them back face down."""
    for animal, count in ((False, 2), (True, 3)):
        state = at_kiai("Katsushiro", animal=animal)
        top = state.deck[:count]
        for seat in (0, 1, None):
            view = GAME.view(state, seat)
            assert view.tasks[-1].kind == "kiai" and view.tasks[-1].shown == top
            assert GAME.view(view, seat).tasks[-1].shown == top  # a view masked again keeps them
            assert determinize(view, random.Random(seat or 7)).deck[:count] == top  # sampled worlds too
        assert state.tasks[-1].shown == ()  # the state's deck holds them already
        # the bots price nothing from them: their scores are those of a view without the list
        legal = GAME.legal_actions(state, 0)
        bare = replace(GAME.view(state, 0), tasks=state.tasks)
        assert NormalBot().scores(GAME.view(state, 0), legal) == NormalBot().scores(bare, legal)
        reordered, _ = act(state, KiaiReorder(tuple(reversed(top))), seat=0)
        view = GAME.view(reordered, 1)
        assert all(t.shown == () for t in view.tasks) and view.deck[:count] == tuple(reversed(top))
        skipped, _ = act(state, SkipKiai(), seat=0)
        assert all(c == HIDDEN for c in GAME.view(skipped, 1).deck)


def test_no_other_kiai_shows_deck_cards() -> None:
    state = at_kiai("Gorobei")
    assert GAME.view(state, 0).tasks[-1].shown == ()


def test_kiai_reached_on_another_players_turn() -> None:
    info = samurai_table()["Gorobei"]
    state = table(["Heihachi", "Gorobei", "Kanbei"], deck=["2/doll"] + FILLER,
                  boards=[{}, {"line": line_summing(info.kiai_human - 2)}, {}])
    state, _ = act(state, Fight(), seat=0)
    state, _ = act(state, GiveCard(1), seat=0)
    state, events = act(state, Confront(), seat=1)
    reached = first(events, "kiai_reached")
    assert reached.get("seat") == 1 and reached.get("active") == 0
    assert GAME.to_act(state) == (1,) and state.active == 0
    state, events = act(state, KiaiClearDeck(), seat=1)
    assert first(events, "turn_started").get("seat") == 1


def test_arrow_penalty_can_fire_the_neighbours_kiai() -> None:
    info = samurai_table()["Gorobei"]
    state = table(["Kanbei", "Gorobei"], deck=["1/hat/flames"] + FILLER,
                  boards=[{"line": ["3/hat/left"]}, {"line": line_summing(info.kiai_human - 1)}])
    # Kanbei may ignore the odd arrow; he lets it strike his left neighbour
    from game.spirit.actions import IgnorePenalty

    state, events = act(state, IgnorePenalty(False), seat=0)
    assert "kiai_reached" in kinds(events)
    assert GAME.to_act(state) == (1,) and state.active == 0


def test_turning_animal_can_fire_the_kiai_and_lifts_the_forced_pass() -> None:
    """FAQ: beyond the Kiai value, a wound penalty turns the board; the pawn is back on the
    longer track, so no forced pass, and landing exactly on the new value fires the Kiai."""
    info = samurai_table()["Heihachi"]
    animal_kiai = info.kiai_animal
    line = line_summing(animal_kiai - 1) + ["1/hat/flames/wound"]
    state = table(["Heihachi", "Gorobei"], deck=FILLER, barricades=3,
                  boards=[{"wound": True, "line": line}, {}])
    assert state.boards[0].animal and decision(state) == "kiai"
    state, _ = act(state, KiaiBarricade(-1), seat=0)
    assert decision(state) == "action" and not state.boards[0].passed
    assert any(isinstance(a, Fight) for a in GAME.legal_actions(state, 0))


def test_family_bonus_heal_chooses_among_marked_samurai() -> None:
    full = {"left": ["1/hat/infiltrate", "1/farm/infiltrate", "1/doll/infiltrate"]}
    full2 = {"left": ["2/hat/infiltrate", "2/farm/infiltrate", "2/doll/infiltrate"]}
    state = table(["Gorobei", "Kanbei", "Kyuzo"], deck=[], families=["A"],
                  boards=[full | {"wound": True}, full2 | {"wound": True},
                          {"left": ["3/hat/flames", "3/farm/left", "3/doll"], "animal": True}])
    assert decision(state) == "heal_target" and GAME.to_act(state) == (0,)
    assert GAME.legal_actions(state, 0) == (ChooseHealed(0), ChooseHealed(1))
    state, _ = act(state, ChooseHealed(1), seat=0)
    assert not state.boards[1].wound and state.boards[0].wound and state.round == 2


def test_a_kiai_does_not_fire_again_inside_itself() -> None:
    """Daisuke's animal Kiai hands a brigand to himself and lands on his Kiai value again:
    the Kiai in progress goes on, no new one starts (otherwise it could loop for ever)."""
    state = at_kiai("Daisuke", animal=True, others=["Gorobei", "Kanbei"],
                    boards=[{}, {"line": ["3/doll"]}, {}])
    state, _ = act(state, KiaiMoveCard(0, 1), seat=0)  # his own newest card (the 1) to Gorobei
    state, _ = act(state, Confront(), seat=1)
    state, _ = act(state, KiaiMoveCard(1, 0), seat=0)  # ... and back to himself
    state, events = act(state, Confront(), seat=0)  # exactly 11 again
    assert "kiai_held" in kinds(events) and "kiai_reached" not in kinds(events)
    assert decision(state) != "kiai" and track(state.boards[0]) < 11


def test_a_passed_samurai_turned_animal_at_the_round_end_still_gets_the_kiai() -> None:
    """Ruling: the Kiai has no turn condition. A passed samurai whose missing hat wounds them
    at the end of the round turns animal; landing exactly on the animal value fires the Kiai
    there and then, before the farm and family checks."""
    info = samurai_table()["Heihachi"]
    state = table(["Gorobei", "Heihachi"], deck=FILLER, barricades=3,
                  boards=[guarded(0), {"passed": True, "wound": True, "line": line_summing(info.kiai_animal)}])
    state, events = act(state, Pass(), seat=0)
    reached = first(events, "kiai_reached")
    assert reached.get("seat") == 1 and reached.get("side") == "animal"
    assert state.boards[1].animal and state.boards[1].passed
    assert decision(state) == "kiai" and GAME.to_act(state) == (1,)
    state, events = act(state, KiaiBarricade(-1), seat=1)
    assert first(events, "barricade_added").get("barricades") == 4
    # the round end goes on where it stopped: the farm check comes after the Kiai
    names = kinds(events)
    assert names.index("barricade_added") < names.index("defence_checked")
    assert first(events, "defence_checked").get("symbol") == "farm"
