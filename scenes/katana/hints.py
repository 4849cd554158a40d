"""What the table tells a newcomer about its gestures: a line beside their own seat naming the
drags open to them now, and the answer to a click on a hand card (a click plays nothing here,
except a discard: cards are dragged).

Which drags are open is read from the engine's legal actions, and a card that cannot be played
is explained by the engine's own refusal; nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.actions import Action
from game.katana import card_targets
from game.katana.actions import DiscardCard, EndTurn, PlayCard
from game.katana.cards import KEY, KIND
from game.katana.state import DISCARD, PLAY, KatanaState
from scenes.katana import layout as geometry
from scenes.katana.texts import card_words, lang
from scenes.kit.i18n import t
from scenes.kit.widgets import font, wrap

# the hint's type size at the 1280x720 design, and the smallest it may shrink to where room is short
HINT_SIZE, HINT_SMALLEST = 22, 17
HINT_PADDING = (10, 5)  # design pixels around the words, across and down
HINT_LIFT = 18  # design pixels between the hint and the hand, which a hovered card rises into


def gesture_hint(legal: Sequence[Action], phase: str) -> str:
    """The drags open to the viewer now, in a few words: "" when nothing is theirs to do or a
    question's buttons are what they answer with."""
    if phase == DISCARD and any(isinstance(action, DiscardCard) for action in legal):
        return t("katana.hint.discard")
    if phase != PLAY or not legal:
        return ""
    plays = [action for action in legal if isinstance(action, PlayCard)]
    onto_player = any(action.target >= 0 for action in plays)
    onto_table = any(action.target < 0 for action in plays)
    if onto_player and onto_table:
        return t("katana.hint.drag_both")
    if onto_player:
        return t("katana.hint.drag_players")
    if onto_table:
        return t("katana.hint.drag_table")
    if any(not isinstance(action, EndTurn) for action in legal):
        return ""  # a character's ability is still open: its lit button says so, not "end your turn"
    return t("katana.hint.nothing")


def drag_advice(card: int, plays: Sequence[PlayCard]) -> str:
    """How ``card`` is played, for a click on it: dragged where its legal plays ``plays`` go."""
    name = card_words(KEY[card], lang())
    if any(play.target >= 0 for play in plays):
        return t("katana.click.weapon" if KIND[card] == "weapon" else "katana.click.seat", card=name)
    if KIND[card] == "permanent":
        return t("katana.click.permanent", card=name)
    return t("katana.click.centre", card=name)


def unplayable_reason(state: KatanaState, viewer: int, card: int) -> str | None:
    """The engine's reason ``card`` cannot be played in the viewer's own play phase, as it gives
    it for the other players, the easiest to reach first: the attack nearest to working for a
    weapon, and for any card the sentence that is about the card rather than about the spot."""
    targets = [target for target in card_targets(state, viewer, card) if target.seat not in (-1, viewer)]
    targets.sort(key=lambda target: (target.difficulty is None, target.difficulty or 0))
    return next((target.reason for target in targets if target.reason), None)


def hint_box(lay: geometry.Layout, bottom_seat: int, text: str) -> tuple[list[str], int, pygame.Rect] | None:
    """Where the gesture hint sits (its lines, type size and box): right of the viewer's seat, just
    over the hand and the End turn button, below every other seat. None when it cannot fit."""
    seat = lay.seats[bottom_seat]
    left, right = seat.right + lay.px(10), lay.table_area.right - lay.px(10)
    bottom = lay.hand_area.top - lay.px(HINT_LIFT)
    top = lay.px(8)
    for other, rect in enumerate(lay.seats):
        if other != bottom_seat and rect.right > left and rect.left < right and rect.bottom < bottom:
            top = max(top, rect.bottom + lay.px(6))
    pad_x, pad_y = lay.px(HINT_PADDING[0]), lay.px(HINT_PADDING[1])
    room = right - left - 2 * pad_x
    for size in range(lay.px(HINT_SIZE), lay.px(HINT_SMALLEST) - 1, -1):
        lines = balanced(text, size, room)
        line_h = font(size).get_linesize()
        width = max(font(size).size(line)[0] for line in lines) + 2 * pad_x
        height = line_h * len(lines) + 2 * pad_y
        if height <= bottom - top and width <= right - left:
            box = pygame.Rect(0, 0, width, height)
            box.midbottom = ((left + right) // 2, bottom)
            return lines, size, box
    return None


def balanced(text: str, size: int, width: int) -> list[str]:
    """``text`` wrapped within ``width`` into as few lines as it needs, of even lengths: no
    last word left alone on its line."""
    lines = wrap(text, size, width)
    step = max(1, size // 2)
    while width > step and len(wrap(text, size, width - step)) == len(lines):
        width -= step
        lines = wrap(text, size, width)
    return lines
