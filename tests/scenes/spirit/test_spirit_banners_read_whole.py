"""The round's end told in banners can be read whole: a farm's back is wrapped, not cut, and stays
long enough to read; in Heroic the families' gifts heading is followed by why none come."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.events import Event
from scenes.spirit import beats as beats_module
from scenes.spirit.beats import READING_WORDS_PER_SECOND, Beats
from scenes.spirit.layout import compute
from tests.scenes.helpers import record_drawn_text

NAMES = ["Kanbei", "Gorobei", "Kyuzo", "Heihachi"]
SPREADS = {"en": "The fire spreads: another farm burns, with its own back applied.",
           "fr": "Le feu se propage : une autre ferme brûle, et son dos s'applique aussi."}


def farm_with_a_back() -> Event:
    return Event("farm_burnt", {"farms": 5, "back": "B", "back_applies": True, "text": SPREADS})


@pytest.mark.parametrize(("language", "size"), [("en", (1280, 720)), ("fr", (1024, 600))])
def test_a_farms_back_shows_whole_in_its_banner(sized: Any, monkeypatch: pytest.MonkeyPatch, language: str,
                                               size: tuple[int, int]) -> None:
    from scenes.kit import i18n

    sized(size)
    i18n.set_language(language)
    beats = Beats()
    beats.add_events([farm_with_a_back()], NAMES, 1.0)
    drawn = record_drawn_text(beats_module, monkeypatch)
    beats.draw(pygame.Surface(size), compute(size, 4), None)
    told = " ".join(drawn)
    assert SPREADS[language] in told, drawn  # every word, none cut to "…"
    assert len(drawn) >= 2  # it took more than one line
    words = len(beats.queue[0].text.split())
    assert beats.queue[0].seconds >= words / READING_WORDS_PER_SECOND


def test_heroic_says_why_the_families_give_nothing() -> None:
    beats = Beats()
    beats.add_events([Event("round_step", {"step": "bonuses", "infiltrators": 2}),
                      Event("family_bonuses_skipped", {"mode": "heroic"})], NAMES, 1.0)
    assert [beat.kind for beat in beats.queue] == ["round_step", "family_bonuses_skipped"]
    assert beats.queue[1].banner and "heroic" in beats.queue[1].text.lower()


def test_a_quiet_beat_holds_the_table_no_longer_for_words_it_does_not_show() -> None:
    beats = Beats()
    drawn = Event("card_drawn", {"seat": 0, "card": 12, "deck": 20})
    beats.add_events([drawn], NAMES, 1.0)
    assert not beats.queue[0].banner
    assert beats.queue[0].seconds == beats_module.NOTABLE["card_drawn"][0]
