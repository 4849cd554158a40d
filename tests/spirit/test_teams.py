"""The samurai option, seat by seat: a name, ``random`` or ``pick`` (the strongest team)."""

from __future__ import annotations

import itertools

from game.spirit import GAME
from game.spirit.data import SAMURAI_NAMES
from game.spirit.teams import best_completion, team_rates


def boards(seats: int, seed: int, option: str) -> list[str]:
    return [b.samurai for b in GAME.new(seats, seed, {"samurai": option}).boards]


def best_team(size: int, containing: tuple[str, ...] = ()) -> set[str]:
    rates = team_rates()[size]
    return set(max((team for team in rates if set(containing) <= team), key=rates.__getitem__))


def test_every_team_that_can_be_picked_was_measured() -> None:
    rates = team_rates()
    for size in range(2, 7):
        assert set(rates[size]) == {frozenset(t) for t in itertools.combinations(SAMURAI_NAMES, size)}
        assert all(0.0 <= rate <= 1.0 for rate in rates[size].values())
    # the boards weigh: the best team of 4 wins far more often than the worst
    assert max(rates[4].values()) > 2 * min(rates[4].values())


def test_a_team_that_picks_every_board_sits_the_best_measured_team() -> None:
    for size in range(2, 7):
        picked = boards(size, 1, ",".join(["pick"] * size))
        assert set(picked) == best_team(size)
        assert boards(size, 2, ",".join(["Pick"] * size)) == picked  # no luck in a pick
    assert set(boards(7, 1, ",".join(["pick"] * 7))) == set(SAMURAI_NAMES)


def test_named_boards_stay_and_picks_complete_the_best_team_with_them() -> None:
    picked = boards(4, 5, "pick,Kyuzo,pick,pick")
    assert picked[1] == "Kyuzo"
    assert set(picked) == best_team(4, ("Kyuzo",))
    assert best_completion(("Kyuzo", "Kikuchiyo"), 2, 4) == tuple(
        n for n in SAMURAI_NAMES if n in best_team(4, ("Kyuzo", "Kikuchiyo")) - {"Kyuzo", "Kikuchiyo"})


def test_random_seats_draw_first_and_the_picks_know_what_they_drew() -> None:
    drawn = set()
    for seed in range(30):
        seated = boards(4, seed, "random,Kikuchiyo,pick,pick")
        assert seated[1] == "Kikuchiyo" and len(set(seated)) == 4
        assert set(seated) == best_team(4, (seated[0], "Kikuchiyo"))
        drawn.add(seated[0])
    assert len(drawn) >= 4 and "Kikuchiyo" not in drawn
    assert boards(4, 7, "random,Kikuchiyo,pick,pick") == boards(4, 7, "random,Kikuchiyo,pick,pick")


def test_named_boards_draw_nothing_so_the_seed_deals_the_same_deck() -> None:
    named = GAME.new(4, 11, {"samurai": "Kanbei,Kyuzo,Heihachi,Daisuke"})
    picked = GAME.new(4, 11, {"samurai": "pick,pick,pick,pick"})
    assert named.deck == picked.deck and named.active == picked.active

