"""A small table for the toy game, built only from the scene kit the real tables use: tiles
in the viewer's hand are picked up with the mouse (through ``TablePhysics``), the piles are
drop targets lit by the ``DragController``, and a refused drop springs the tile home."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.actions import Action
from scenes.kit.physics import TablePhysics
from scenes.kit.sprites import CardFace, CardSprite, draw_target
from scenes.kit.table import TableScene
from scenes.kit.widgets import GOLD, INK, PAPER, draw_text
from tests.toy_game import Lay

TILE = (70, 98)


def tile_key(tile: int) -> tuple[str, int]:
    return ("tile", tile)


class ToyTable(TableScene):
    def __init__(self, app: Any, match: Any, script: Any = None) -> None:
        super().__init__(app, match, script)
        self.physics = TablePhysics()
        self.make_drag(self.gesture_of, self.candidate)
        self.last_drop: Any = None
        self.viewer_changes = 0

    # -- the gestures ------------------------------------------------------------------------
    @staticmethod
    def gesture_of(action: Action) -> tuple[Any, Any] | None:
        if isinstance(action, Lay):
            return tile_key(action.tile), action.pile
        return None

    @staticmethod
    def candidate(piece: Any, target: Any) -> Action | None:
        return Lay(piece[1], str(target))

    # -- geometry ----------------------------------------------------------------------------
    def hand(self) -> tuple[int, ...]:
        return tuple(self.view["hand"])

    def home_of(self, tile: int) -> tuple[float, float]:
        index = self.hand().index(tile) if tile in self.hand() else 0
        return 140 + index * 90, 620

    def targets(self) -> dict[str, pygame.Rect]:
        rects = {f"pile:{i}": pygame.Rect(120 + i * 210, 260, 150, 120) for i in range(len(self.match.seats))}
        rects["centre"] = pygame.Rect(1000, 260, 150, 120)
        return rects

    def target_at(self, pos: tuple[int, int]) -> str | None:
        for name, rect in self.targets().items():
            if rect.collidepoint(pos):
                return name
        return None

    def sync_pieces(self) -> None:
        """Tiles in the hand have bodies at their home; others are gone."""
        held = set(self.hand())
        for key in list(self.physics.pieces):
            if key[1] not in held:
                self.physics.remove(key)
        for tile in held:
            if tile_key(tile) not in self.physics.pieces:
                self.physics.add(tile_key(tile), self.home_of(tile), TILE)

    def on_events(self, seat: int, action: Any, events: Any) -> None:
        """The hand changed: the remaining tiles close up to their new places."""
        self.sync_pieces()
        for tile in self.hand():
            if self.physics.held != tile_key(tile):
                self.physics.place(tile_key(tile), self.home_of(tile), 0)

    def on_viewer_changed(self) -> None:
        self.viewer_changes += 1
        for key in list(self.physics.pieces):
            self.physics.remove(key)
        self.sync_pieces()

    def on_undo(self, step: Any) -> None:
        self.on_viewer_changed()

    # -- input --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        assert self.drag is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.sync_pieces()
            key = self.physics.piece_at(event.pos)
            if key is not None and key in self.drag.draggable():
                self.drag.grab(key)
                self.physics.grab(key, event.pos)
                return True
        elif event.type == pygame.MOUSEMOTION and self.drag.held is not None:
            self.physics.drag_to(event.pos)
            self.drag.hover = self.target_at(event.pos)
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag.held is not None:
            key = self.drag.held
            self.physics.release(throw=False)
            self.last_drop = self.release_drag(self.target_at(event.pos))
            if self.last_drop.kind in ("sprang_back", "cancelled", "asked"):
                self.physics.send(key, self.home_of(key[1]))
            self.sync_pieces()
            return True
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.drag.held is not None:
            key = self.drag.held
            self.drag.cancel()
            self.physics.release(throw=False)
            self.physics.send(key, self.home_of(key[1]))
            return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        self.physics.step(dt)

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(PAPER)
        lit = self.drag.lit if self.drag is not None else set()
        for name, rect in self.targets().items():
            draw_target(surface, rect, name in lit, self.drag is not None and self.drag.hover == name, self.clock)
            draw_text(surface, name, rect.midtop, 22, GOLD, anchor="midbottom")
        piles = self.view["piles"]
        for index, pile in enumerate(piles):
            rect = self.targets()[f"pile:{index}"]
            draw_text(surface, " ".join(str(t) for t in pile), rect.center, 30, INK, anchor="center")
        self.sync_pieces()
        for key in self.physics.order:
            x, y, angle = self.physics.pose(key)
            sprite = CardSprite(CardFace(str(key[1]), (150, 60, 40), ("tile",)))
            sprite.draw(surface, (x, y), TILE[0], angle, hover=self.drag is not None and self.drag.held == key,
                        assets=self.app.assets)
        self.draw_overlays(surface)


def TABLE(app: Any, match: Any, script: Any = None) -> ToyTable:  # noqa: N802 - the registry's name
    return ToyTable(app, match, script)


def rules_text(lang: str) -> str:
    if lang == "fr":
        return "# But\nPosez vos tuiles.\n- Votre pile prend tout.\n- Les autres piles, une tuile plus basse."
    return "# Goal\nLay your tiles.\n- Your own pile takes any tile.\n- Other piles take only a lower tile."
