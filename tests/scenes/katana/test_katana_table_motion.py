"""The table's timeline: moves play one after another, draws side by side, Space lands all."""

from __future__ import annotations

import pygame

from scenes.katana.anim import Timeline


def card() -> pygame.Surface:
    return pygame.Surface((10, 14))


def test_flights_queue_one_after_another_and_land_in_order() -> None:
    timeline = Timeline(pace=1.0)
    first = timeline.fly(card(), (0, 0), (100, 0), seconds=0.5)
    second = timeline.fly(card(), (100, 0), (100, 100), seconds=0.5)
    assert first == 0.5 and second == 1.0
    timeline.update(0.25)
    assert [round(x) for _, x, _, _ in timeline.in_air()] == [50]
    timeline.update(0.5)
    assert len(timeline.in_air()) == 1 and timeline.busy
    timeline.update(0.5)
    assert not timeline.in_air() and not timeline.busy


def test_draws_with_the_last_take_off_together() -> None:
    timeline = Timeline(pace=1.0)
    timeline.fly(card(), (0, 0), (1, 1), seconds=0.4)
    timeline.fly(card(), (0, 0), (2, 2), seconds=0.4, with_last=True)
    timeline.fly(card(), (0, 0), (3, 3), seconds=0.4, stagger=0.1, with_last=True)
    assert timeline.cursor == 0.5
    timeline.update(0.2)
    assert len(timeline.in_air()) == 3


def test_instant_pace_waits_for_nothing_and_cues_run_at_once() -> None:
    timeline = Timeline(pace=0.0)
    ran: list[str] = []
    timeline.fly(card(), (0, 0), (1, 1))
    timeline.shake(2)
    timeline.cue(lambda: ran.append("hit"))
    assert ran == ["hit"] and not timeline.busy


def test_space_finishes_everything_including_cues_queued_later() -> None:
    timeline = Timeline(pace=1.0)
    ran: list[str] = []
    timeline.fly(card(), (0, 0), (1, 1))
    timeline.cue(lambda: ran.append("land"))
    timeline.tip(3)
    timeline.flip(1)
    timeline.cue(lambda: ran.append("flipped"))
    timeline.finish()
    assert ran == ["land", "flipped"] and not timeline.busy
    assert timeline.tip_angle(3) == 90.0 and timeline.flip_progress(1) == 1.0
    timeline.untip(3)
    assert timeline.tip_angle(3) == 0.0


def test_many_permanents_stay_clear_of_the_hand_in_a_seat_panel() -> None:
    from game.katana.cards import KEY
    from scenes.katana.seatpanel import count_badge, parts_for

    pygame.font.init()
    for count in range(0, 9):
        for scale in (0.8, 1.0, 1.5):
            size = (round(232 * scale), round(118 * scale))
            cards = tuple(range(count))
            parts = parts_for(size, scale, cards)
            assert len(parts.permanents) == len({KEY[c] for c in cards}) and sum(parts.counts) == count
            for (_, tile), stack in zip(parts.permanents, parts.counts, strict=True):
                assert tile.right <= parts.hand.left and tile.bottom <= size[1]
                if stack > 1:
                    box = count_badge(stack, tile, scale)[1]
                    assert box.right <= parts.hand.left and box.bottom <= size[1]


def test_seats_never_overlap_each_other_the_hand_the_piles_or_the_log() -> None:
    from scenes.katana.layout import compute, fan_positions

    for size in ((1280, 720), (1920, 1080), (1024, 640)):
        for n in range(3, 8):
            for viewer in range(n):
                lay = compute(size, n, viewer)
                assert lay.seats[viewer].centery > max(r.centery for r in lay.seats) - 1  # viewer at the bottom
                for i, a in enumerate(lay.seats):
                    assert lay.table_area.contains(a) and not a.colliderect(lay.log)
                    assert not a.colliderect(lay.hand_area) and not a.colliderect(lay.deck.union(lay.discard))
                    for b in lay.seats[i + 1:]:
                        assert not a.colliderect(b), (size, n, viewer)
                hand = fan_positions(lay, 12)
                assert hand[0].left >= lay.hand_area.left and hand[-1].right <= lay.hand_area.right
                assert not hand[-1].colliderect(lay.end_turn)
