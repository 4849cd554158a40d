"""The app's sounds as a whole: the burst rule of the kit's player (no frame starts a pile of
sounds), the mixer's rate, the volume sliders, the "your turn" cue against bots, and the sound
files the generators write (rate, loudness, DC, edges)."""

from __future__ import annotations

import array
import json
import math
import wave
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.seats import Seat
from scenes.kit.audio import BURST_SECONDS, MOST_STARTS_PER_BURST, SOUND_DIR, SOUND_RATE, Audio
from scenes.kit.settings import Settings
from tests.scenes.helpers import frames, post, run_until, take_the_mouse


class FrameClock:
    """A clock the test moves by hand: seconds of game time, not of the machine."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def started_names(audio: Audio) -> list[str]:
    return [name for _, name in audio.started]


# -- the burst rule --------------------------------------------------------------------------------

def test_the_same_sound_starts_once_within_a_window_and_again_after_it() -> None:
    clock = FrameClock()
    audio = Audio(Settings(), clock=clock)
    for _ in range(7):  # seven players draw at once: one draw is heard, not seven in phase
        audio.play("card_slide")
    assert started_names(audio) == ["card_slide"] and audio.played.count("card_slide") == 7
    clock.now += BURST_SECONDS
    audio.play("card_slide")
    assert started_names(audio) == ["card_slide", "card_slide"]


def test_a_window_starts_a_few_sounds_and_a_big_moment_outranks_a_small_one() -> None:
    clock = FrameClock()
    audio = Audio(Settings(), clock=clock)
    for name in ("click", "token", "card_place", "card_slide", "shuffle"):
        audio.play(name)
    assert started_names(audio) == ["click", "token", "card_place"][:MOST_STARTS_PER_BURST]
    audio.play("gong")  # the round's gong takes the place of the latest small sound
    assert len(audio._recent) == MOST_STARTS_PER_BURST
    assert {s.name for s in audio._recent} == {"click", "token", "gong"}
    audio.play("spirit/victory")  # the next big moments take the other small ones' places
    audio.play("lose")
    assert {s.name for s in audio._recent} == {"gong", "spirit/victory", "lose"}
    audio.play("sushido/ko")  # but never a big moment's: the window is full of equals
    assert "sushido/ko" not in started_names(audio)
    clock.now += 0.02
    audio.play("invalid")
    assert "invalid" not in started_names(audio)  # still the same window
    clock.now += BURST_SECONDS
    audio.play("invalid")
    assert started_names(audio)[-1] == "invalid"


def test_the_mixer_runs_at_the_rate_the_sound_files_are_written_at(app: Any) -> None:
    if not app.audio.enabled:
        pytest.skip("no mixer on this machine")
    assert pygame.mixer.get_init()[0] == SOUND_RATE


# -- the volume sliders ----------------------------------------------------------------------------

def test_an_effects_drag_plays_one_sample_and_writes_the_settings_once(app: Any, monkeypatch: Any) -> None:
    from scenes.kit.controls import Slider
    from scenes.settings_scene import SettingsScene

    writes: list[float] = []
    real_save = Settings.save
    monkeypatch.setattr(Settings, "save", lambda self, storage: (writes.append(self.effects_volume),
                                                                  real_save(self, storage)))
    screen = SettingsScene(app)
    app.stack.push(screen)
    frames(app, 2)
    effects = [c for c in screen.controls if isinstance(c, Slider)][1]
    track = effects.rect.inflate(-effects.rect.height, 0)
    start = (track.left + round(track.width * effects.value), effects.rect.centery)
    app.audio.played.clear()
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for i in range(1, 33):  # a quick drag to the left end: 32 motions over 4 frames
        post(pygame.MOUSEMOTION, pos=(start[0] - (start[0] - track.left + 10) * i // 32, start[1]),
             rel=(0, 0), buttons=(1, 0, 0))
        if i % 8 == 0:
            frames(app)
    assert app.audio.effects_volume == 0.0  # heard at once, while the button is still down
    assert writes == [] and app.audio.played == []
    post(pygame.MOUSEBUTTONUP, pos=(track.left - 10, start[1]), button=1)
    frames(app)
    assert writes == [0.0] and app.audio.played == ["token"]
    assert json.loads(app.storage.settings_path.read_text(encoding="utf-8"))["effects_volume"] == 0.0


# -- "your turn" against bots ----------------------------------------------------------------------

def open_toy(app: Any, seats: list[Seat]) -> Any:
    from scenes.app import PlayRequest
    from scenes.kit.table import TableScene

    app.start_match(PlayRequest("toy", seats, 3, {"tiles": "3"}))
    frames(app, 2)
    table = app.stack.find(TableScene)
    assert table is not None
    return table


def test_one_person_hears_a_soft_cue_each_time_the_bots_hand_the_turn_back(app: Any) -> None:
    table = open_toy(app, [Seat("Ann"), Seat("Bot", "ai", "easy"), Seat("Bo", "ai", "easy")])
    match = table.match
    frames(app, 5)
    assert "turn" not in app.audio.played  # Ann starts: nothing came back to her
    for round_number in (1, 2):
        assert match.to_act() == (0,)
        table.submit(match.legal(0)[0], 0)
        run_until(app, lambda: match.to_act() == (0,) or match.finished)
        frames(app, 10)
        assert app.audio.played.count("turn") == round_number  # once per return, not per bot move


def test_no_cue_in_hot_seat_where_the_cover_rings(app: Any) -> None:
    table = open_toy(app, [Seat("Ann"), Seat("Bot", "ai", "easy"), Seat("Ben")])
    match = table.match
    from scenes.handoff import HandoffScene

    run_until(app, lambda: isinstance(app.stack.top, HandoffScene))  # Ann takes the screen
    take_the_mouse(app)
    frames(app, 3)
    app.audio.played.clear()
    table.submit(match.legal(0)[0], 0)
    run_until(app, lambda: match.to_act() == (2,))
    frames(app, 10)
    assert "handoff" in app.audio.played and "turn" not in app.audio.played


# -- the files -------------------------------------------------------------------------------------

def read_wav(path: Path) -> tuple[int, list[float]]:
    with wave.open(str(path)) as handle:
        assert handle.getnchannels() == 1 and handle.getsampwidth() == 2, path
        data = array.array("h", handle.readframes(handle.getnframes()))
        return handle.getframerate(), [v / 32768 for v in data]


ALL_WAVS = sorted(SOUND_DIR.rglob("*.wav"))


def test_every_sound_file_is_at_the_mixer_rate_clean_at_its_edges_and_under_minus_one_dbfs() -> None:
    assert len(ALL_WAVS) >= 45
    for path in ALL_WAVS:
        rate, samples = read_wav(path)
        name = path.relative_to(SOUND_DIR).as_posix()
        assert rate == SOUND_RATE, name
        assert max(abs(v) for v in samples) <= 10 ** (-1 / 20) + 1e-4, name
        assert abs(sum(samples) / len(samples)) < 0.005, name  # no DC offset
        window = rate // 20  # no 50 ms stretch sits off zero (a plucked burst's leftover)
        worst = max(abs(sum(samples[i:i + window]) / window) for i in range(0, len(samples) - window, window))
        assert worst < 0.03, name
        if name != "music_table.wav":  # the loop runs on into its start, checked below
            assert abs(samples[0]) < 0.002 and abs(samples[-1]) < 0.002, name


def test_the_music_loop_joins_without_a_step() -> None:
    _, samples = read_wav(SOUND_DIR / "music_table.wav")
    window = SOUND_RATE // 20
    assert abs(sum(samples[:window]) / window) < 0.005 and abs(sum(samples[-window:]) / window) < 0.005
    assert abs(samples[0] - samples[-1]) < 0.1


def test_the_hot_seat_bell_is_no_louder_than_a_gong_and_a_card_turn_is_heard_over_the_music() -> None:
    from sounds.mastering import loudness

    def lufs(name: str) -> float:
        return loudness(read_wav(SOUND_DIR / f"{name}.wav")[1])

    handoff, gong, click = lufs("handoff"), lufs("gong"), lufs("click")
    assert handoff < gong - 3 and handoff - click < 8
    music_heard = lufs("music_table") + 20 * math.log10(0.5 * 0.6)  # at the default music volume
    for quiet in ("ninja99/rotate", "ninja99/flip"):
        assert lufs(quiet) + 20 * math.log10(0.8) > music_heard + 3, quiet
