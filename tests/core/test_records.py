"""The engines' fast record copy behaves as dataclasses.replace does."""

import dataclasses

import pytest

from game.core.records import replace
from game.spirit import GAME
from game.spirit.state import Board


def test_copy_matches_dataclasses_replace() -> None:
    state = GAME.new(4, 7, {"mode": "hard"})
    changes = {"round": 2, "barricades": 1, "deck": state.deck[3:]}
    copy = replace(state, **changes)
    assert copy == dataclasses.replace(state, **changes)
    assert type(copy) is type(state)
    assert state.round == 1 and len(state.deck) == len(copy.deck) + 3  # the original is untouched


def test_copy_without_changes_is_equal_and_hashable() -> None:
    board = Board("Kyuzo", line=(3, 4))
    copy = replace(board)
    assert copy == board and copy is not board
    assert hash(copy) == hash(board)


def test_copy_stays_frozen() -> None:
    copy = replace(Board("Kanbei"), animal=True)
    with pytest.raises(dataclasses.FrozenInstanceError):
        copy.animal = False  # type: ignore[misc]


def test_unknown_field_is_refused_by_name() -> None:
    with pytest.raises(TypeError, match="Board has no field colour"):
        replace(Board("Gorobei"), colour="red")


def test_a_record_that_works_at_construction_is_refused() -> None:
    @dataclasses.dataclass(frozen=True)
    class Checked:
        value: int

        def __post_init__(self) -> None:
            assert self.value >= 0

    with pytest.raises(TypeError, match="Checked does work at construction"):
        replace(Checked(1), value=-1)
