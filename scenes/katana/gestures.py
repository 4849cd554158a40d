"""Which drop of a hand card means which engine action, and back.

The drag controller keys each legal action by one drop spot (its gesture). Some cards have
more than one sensible spot: a permanent goes in front of its player, so both the player's own
seat and the middle of the table mean "lay it down". The spots listed first are the
controller's; the others are translated to them on release. No rule is decided here: whether a
drop is legal is always the engine's answer for the action it stands for.
"""

from __future__ import annotations

from game.core.actions import Action
from game.katana.actions import DiscardCard, PlayCard
from game.katana.cards import KEY, KIND
from game.katana.state import DISCARD, KatanaState
from scenes.kit.dnd import DragController

Target = tuple[str, int] | str  # ("seat", n), "centre" or "discard"


def drop_zones(action: Action, viewer: int | None) -> tuple[Target, ...]:
    """Every spot where dropping the card means ``action``, the controller's own spot first."""
    if isinstance(action, PlayCard):
        if action.target >= 0:
            return (("seat", action.target),)
        if KIND[action.card] == "permanent" and viewer is not None:
            return ("seat", viewer), "centre"
        return ("centre",)
    if isinstance(action, DiscardCard):
        return ("discard",)
    return ()


def lit_zones(drag: DragController, viewer: int | None) -> set[Target]:
    """Every spot where the held card may land: the controller's targets and their aliases."""
    if drag.held is None:
        return set()
    found: set[Target] = set()
    for target in drag.lit:
        for action in drag.actions_for(target):
            found.update(drop_zones(action, viewer))
    return found


def controller_target(drag: DragController, viewer: int | None, zone: Target | None) -> Target | None:
    """The controller's name for a drop on ``zone``: the zone itself, or the spot it stands for."""
    if zone is None or zone in drag.lit:
        return zone
    for target in drag.lit:
        if any(zone in drop_zones(action, viewer) for action in drag.actions_for(target)):
            assert isinstance(target, tuple | str)
            return target
    return zone


def drop_candidate(state: KatanaState, viewer: int | None, card: int, zone: object) -> Action | None:
    """The action a refused drop of ``card`` on ``zone`` stands for, for the engine to explain."""
    if state.phase == DISCARD and state.turn == viewer:
        return DiscardCard(card)  # wherever it lands, discarding is all a card may do now
    if zone in ("discard", "centre"):
        return PlayCard(card, -1)
    if not isinstance(zone, tuple):
        return None
    seat = zone[1]
    if seat == viewer and KIND[card] == "permanent" and KEY[card] != "bushido":
        return PlayCard(card, -1)
    return PlayCard(card, seat)
