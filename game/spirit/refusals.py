"""Why an action is refused, in words a player understands."""

from __future__ import annotations

from game.core.actions import Action
from game.spirit.actions import (
    Confront,
    Defend,
    DiscardCard,
    Fight,
    GiveCard,
    Pass,
    Support,
    SwapCard,
)
from game.spirit.data import card
from game.spirit.legal import handed_parities
from game.spirit.state import (
    State,
    Task,
    in_play,
    left_symbols,
    neighbours,
    over_kiai,
    talents_of,
    token_home,
)

ASKED = {
    "spare": "choose spare support tokens or start the turn",
    "ignore": "decide whether to ignore the penalty",
    "discard_left": "discard one of your defended brigands",
    "action": "choose Fight, Support or Pass",
    "card": "play the brigand you drew",
    "place": "place the brigand handed to you",
    "again": "decide whether to fight a second time",
    "kiai": "use or skip your Kiai",
    "wound_target": "choose which samurai takes the wound",
    "heal_target": "choose whose wound marker is lifted",
}

CARD_ACTIONS = (Defend, Confront, GiveCard, SwapCard, DiscardCard)
TURN_ACTIONS = (Fight, Support, Pass)


def refusal(state: State, task: Task, action: Action) -> str:
    if task.kind in ("card", "place") and isinstance(action, CARD_ACTIONS):
        return _card_refusal(state, task, action)
    if task.kind == "action" and isinstance(action, TURN_ACTIONS):
        return _turn_refusal(state, task.seat, action)
    return f"now you must {ASKED[task.kind]}; {action} does not fit here"


def _card_refusal(state: State, task: Task, action: Action) -> str:
    brigand = card(task.card)
    seat = task.seat
    if isinstance(action, Defend):
        if not brigand.symbol:
            return "this brigand carries no symbol, so it can only be confronted"
        if brigand.symbol in left_symbols(state.boards[seat]):
            return f"you already defend a {brigand.symbol}: this brigand goes to your fight line"
        return "a penalty forbids defending this turn"
    talents = talents_of(state, seat) if task.kind == "card" else ()
    if (isinstance(action, (GiveCard, SwapCard, DiscardCard)) and state.turn.no_talent
            and seat == state.turn.seat):
        return "no talent works for you this turn"  # a chief's penalty silences them all
    if isinstance(action, (GiveCard, DiscardCard)) and task.flag:
        return "the brigand drawn after sliding one under the deck must be kept: defend or confront it"
    if isinstance(action, GiveCard):
        return _give_refusal(state, task, action, talents)
    if isinstance(action, SwapCard):
        if "Katsushiro" not in talents:
            return "only Katsushiro's talent slides a brigand under the deck"
        return "the second brigand must be played, and the deck must not be empty"
    if isinstance(action, DiscardCard):
        if "Kyuzo" not in talents:
            return "only Kyuzo's talent discards a drawn brigand"
        return "Kyuzo only discards a brigand whose value is already in his fight line"
    return "that is not a way to play this brigand"


def _give_refusal(state: State, task: Task, action: GiveCard, talents: tuple[str, ...]) -> str:
    """The one rule of ``legal.card_choices`` a hand-off breaks, checked in the same order."""
    parities = handed_parities(talents)
    if not parities:
        return "only Heihachi's or Daisuke's talent can hand a brigand on"
    if card(task.card).value % 2 not in parities:
        if 0 in parities:
            return "Heihachi's talent hands on only even brigands"
        return "Daisuke's talent hands on only odd brigands"
    if action.target not in neighbours(state, task.seat):
        return "a brigand is handed on only to a neighbour, left or right"
    if state.boards[action.target].passed:
        return "that neighbour has passed and takes no more brigands this round"
    if action.target in task.info:
        return "that samurai has already held this brigand: it cannot go back"
    return "that is not a way to play this brigand"


def _turn_refusal(state: State, seat: int, action: Action) -> str:
    board = state.boards[seat]
    if isinstance(action, (Fight, Support)) and over_kiai(board):
        return "you are beyond your Kiai value: you must pass"
    if isinstance(action, (Fight, Support)) and state.turn.forced_pass:
        return "a chief forces you to pass this turn"
    if isinstance(action, Support):
        if state.turn.no_support:
            return "a penalty forbids Support this turn"
        if not token_home(state, seat):
            return "your support token is still with another samurai"
        if not any(other != seat for other in in_play(state)):  # the rulebook's FAQ
            return "you are the only samurai left in the round: Support needs another one still in it"
        if action.target == seat:
            return "support goes to another samurai"
        return "support goes to another samurai who has not passed"
    return "that action is not possible now"
