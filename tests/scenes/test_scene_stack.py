"""The scene stack: lifecycle order, queued changes, overlays, input blocking, updates."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.kit.scene import Scene, SceneStack


class Probe(Scene):
    """Records everything that happens to it in a shared journal."""

    def __init__(self, name: str, journal: list[str], opaque: bool = True, blocks: bool = True,
                 consumes: bool = False) -> None:
        self.app = None  # type: ignore[assignment]
        self.name = name
        self.journal = journal
        self.opaque = opaque
        self.blocks_input = blocks
        self.consumes = consumes

    def enter(self) -> None:
        self.journal.append(f"enter {self.name}")

    def exit(self) -> None:
        self.journal.append(f"exit {self.name}")

    def pause(self) -> None:
        self.journal.append(f"pause {self.name}")

    def resume(self) -> None:
        self.journal.append(f"resume {self.name}")

    def handle_event(self, event: Any) -> bool:
        self.journal.append(f"event {self.name}")
        return self.consumes

    def update(self, dt: float) -> None:
        self.journal.append(f"update {self.name}")

    def draw(self, surface: Any) -> None:
        self.journal.append(f"draw {self.name}")


def test_push_pop_replace_clear_call_the_lifecycle_in_order() -> None:
    journal: list[str] = []
    stack = SceneStack()
    a, b, c, d = (Probe(n, journal) for n in "abcd")
    stack.push(a)
    stack.push(b)
    assert journal == [] and stack.top is None  # queued until between frames
    stack.apply_pending()
    assert journal == ["enter a", "pause a", "enter b"]
    journal.clear()
    stack.replace(c)
    stack.apply_pending()
    assert journal == ["exit b", "enter c"] and stack.scenes == [a, c]
    journal.clear()
    stack.pop()
    stack.apply_pending()
    assert journal == ["exit c", "resume a"]
    journal.clear()
    stack.push(b)
    stack.push(c)
    stack.apply_pending()
    journal.clear()
    stack.pop(b)  # b and everything above it
    stack.apply_pending()
    assert journal == ["exit c", "exit b", "resume a"]
    journal.clear()
    stack.clear_to(d)
    stack.apply_pending()
    assert journal == ["exit a", "enter d"] and stack.scenes == [d]
    assert ("enter", "Probe") in stack.lifecycle_log


def test_popping_a_scene_no_longer_on_the_stack_changes_nothing() -> None:
    journal: list[str] = []
    stack = SceneStack()
    a, b = Probe("a", journal), Probe("b", journal)
    stack.push(a)
    stack.apply_pending()
    stack.pop(b)
    stack.apply_pending()
    assert stack.scenes == [a] and journal == ["enter a"]


def test_overlays_draw_over_the_top_opaque_scene_only() -> None:
    journal: list[str] = []
    stack = SceneStack()
    for scene in (Probe("menu", journal), Probe("table", journal), Probe("pause", journal, opaque=False)):
        stack.push(scene)
    stack.apply_pending()
    journal.clear()
    stack.draw(pygame.Surface((40, 30)))
    assert journal == ["draw table", "draw pause"]


def test_a_blocking_overlay_keeps_events_and_updates_from_the_scenes_below() -> None:
    journal: list[str] = []
    stack = SceneStack()
    stack.push(Probe("table", journal))
    stack.push(Probe("dialog", journal, opaque=False, blocks=True))
    stack.apply_pending()
    journal.clear()
    assert stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)) is False
    stack.update(0.1)
    assert journal == ["event dialog", "update dialog"]


def test_a_see_through_hud_passes_unused_events_down_and_lets_the_table_run() -> None:
    journal: list[str] = []
    stack = SceneStack()
    stack.push(Probe("table", journal, consumes=True))
    stack.push(Probe("hud", journal, opaque=False, blocks=False))
    stack.apply_pending()
    journal.clear()
    assert stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)) is True
    stack.update(0.1)
    assert journal == ["event hud", "event table", "update hud", "update table"]


def test_changing_the_top_scene_starts_a_fade_from_the_last_frame() -> None:
    journal: list[str] = []
    stack = SceneStack()
    stack.push(Probe("a", journal))
    stack.apply_pending()
    frame = pygame.Surface((40, 30))
    frame.fill((255, 0, 0))
    stack.push(Probe("b", journal))
    stack.apply_pending(frame)
    screen = pygame.Surface((40, 30))
    screen.fill((0, 0, 0))
    stack.draw(screen)
    assert screen.get_at((5, 5)).r > 150  # mostly the old frame at first
    for _ in range(30):
        stack.update(1 / 60)
    screen.fill((0, 0, 0))
    stack.draw(screen)
    assert screen.get_at((5, 5)).r == 0  # the fade is over
