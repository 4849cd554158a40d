"""The kit's building blocks: tweening, the physics wrapper, assets, audio, sprites, i18n."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes.kit import tween
from scenes.kit.assets import Assets
from scenes.kit.audio import Audio
from scenes.kit.physics import TablePhysics
from scenes.kit.settings import Settings
from scenes.kit.sprites import CardFace, CardSprite, TokenSprite, render_back, render_face


@pytest.mark.parametrize("name", sorted(tween.EASINGS))
def test_every_easing_starts_at_0_and_ends_at_1(name: str) -> None:
    ease = tween.EASINGS[name]
    assert ease(0.0) == pytest.approx(0.0, abs=1e-9) and ease(1.0) == pytest.approx(1.0, abs=1e-9)


def test_tweens_move_attributes_call_back_and_respect_the_pace() -> None:
    class Thing:
        pos = (0.0, 0.0)
        alpha = 0.0

    thing, done = Thing(), []
    tweens = tween.Tweens(pace=1.0)
    tweens.to(thing, "pos", (100.0, 50.0), 1.0, tween.linear, on_done=lambda: done.append("pos"))
    tweens.update(0.5)
    assert thing.pos == pytest.approx((50.0, 25.0))
    tweens.to(thing, "pos", (0.0, 0.0), 1.0, tween.linear)  # replaces the running one
    tweens.update(1.0)
    assert thing.pos == pytest.approx((0.0, 0.0)) and done == [] and not tweens.busy
    tweens.pace = 0.0
    tweens.to(thing, "alpha", 255.0, 0.4, on_done=lambda: done.append("alpha"))
    assert thing.alpha == 255.0
    tweens.update(0.0)
    assert done == ["alpha"]
    tweens.pace = 1.0
    tweens.to(thing, "alpha", 0.0, 5.0)
    tweens.finish_all()
    assert thing.alpha == 0.0 and not tweens.busy


def test_a_thrown_piece_slides_slows_down_and_settles() -> None:
    physics = TablePhysics()
    physics.add("card", (100, 100), (60, 84))
    physics.grab("card", (100, 110))
    for i in range(1, 21):
        physics.drag_to((100 + 20 * i, 110))
        physics.step(1 / 60)
    released_at = physics.pose("card")[0]
    physics.release(throw=True)
    assert physics.speed("card") > 200
    speeds = []
    for _ in range(240):
        physics.step(1 / 60)
        speeds.append(physics.speed("card"))
    assert physics.pose("card")[0] > released_at + 50  # it slid on past the release point
    assert speeds == sorted(speeds, reverse=True)  # felt only ever slows it down
    assert physics.settled("card")


def test_send_springs_a_piece_home_with_an_overshoot_and_stops_exactly_there() -> None:
    physics = TablePhysics()
    physics.add("card", (400, 100), (60, 84), angle=20)
    physics.send("card", (100, 100), angle=0, damping_ratio=0.4)
    xs = []
    for _ in range(180):
        physics.step(1 / 60)
        xs.append(physics.pose("card")[0])
    assert min(xs) < 99  # a springy return goes a little past home...
    assert physics.pose("card") == (100, 100, 0)  # ...then rests exactly there
    assert physics.settled("card")


def test_fixed_steps_do_not_depend_on_the_frame_length() -> None:
    a, b = TablePhysics(), TablePhysics()
    for physics in (a, b):
        physics.add("p", (0, 0), (10, 10))
        physics.impulse("p", (300, 0))
    for _ in range(60):
        a.step(1 / 60)
    for _ in range(20):
        b.step(1 / 20)
    assert a.pose("p")[0] == pytest.approx(b.pose("p")[0])


def test_solid_pieces_bounce_off_the_bounds_and_cards_overlap() -> None:
    physics = TablePhysics()
    physics.set_bounds(0, 0, 200, 200)
    physics.add("fighter", (100, 100), (20, 20), solid=True)
    physics.impulse("fighter", (2000, 0))
    for _ in range(120):
        physics.step(1 / 60)
    assert physics.pose("fighter")[0] < 200
    physics.add("a", (50, 50), (30, 30))
    physics.add("b", (52, 50), (30, 30))
    physics.step(0.5)
    assert physics.pose("a")[:2] == (50, 50) and physics.piece_at((52, 50)) == "b"


def test_assets_render_svg_at_the_asked_size_cache_it_and_flag_missing_files(tmp_path: Path) -> None:
    assets = Assets(None)
    emblem = assets.image("ui/emblem", (120, 80))
    assert emblem.get_size() == (80, 80)  # fitted, proportions kept
    assert assets.image("ui/emblem", (120, 80)) is emblem
    assert assets.image("ui/emblem", (240, 240)).get_size() == (240, 240)  # re-rendered, not scaled
    missing = assets.image("ui/no_such_drawing", (40, 30))
    assert missing.get_size() == (40, 30) and missing.get_at((2, 12))[:3] == (220, 0, 200)
    assert assets.missing == {"ui/no_such_drawing"}
    assert assets.image("ui/icon_dice", (32, 32), tint=(214, 170, 80)).get_size() == (32, 32)


def test_assets_follow_the_window_scale(app: Any) -> None:
    small = app.assets.scaled("ui/emblem", (100, 100))
    app.screen = pygame.Surface((1920, 1080))
    big = app.assets.scaled("ui/emblem", (100, 100))
    assert small.get_size() == (100, 100) and big.get_size() == (150, 150)


def test_audio_is_silent_and_harmless_without_a_sound_device(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device(*args: Any, **kwargs: Any) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    audio = Audio(Settings())
    assert not audio.enabled
    audio.play("click")
    audio.play_music()
    audio.apply(Settings(effects_volume=0.2))
    audio.stop_music()
    assert audio.played == ["click"] and audio.effects_volume == 0.2


def test_every_shared_sound_exists_and_loads() -> None:
    from sounds.generate import SOUNDS

    audio = Audio(Settings())
    for name in SOUNDS:
        assert (audio.root / f"{name}.wav").exists(), name
        if audio.enabled:
            assert audio._sound(name) is not None, name
    audio.play("not_a_sound")  # a missing file is logged, never raised


def test_card_and_token_sprites_draw_faces_backs_hover_and_highlight() -> None:
    face = CardFace("Bushido", (40, 90, 150), ("Draw two cards, then discard one.",), corner="3", kind="Action")
    assert render_face(face, (120, 168)).get_size() == (120, 168)
    assert render_back((120, 168)).get_size() == (120, 168)
    screen = pygame.Surface((400, 300), pygame.SRCALPHA)
    card = CardSprite(face)
    plain = card.draw(screen, (200, 150), 120)
    lifted = card.draw(screen, (200, 150), 120, hover=True)
    turned = card.draw(screen, (200, 150), 120, angle=30, highlight=True)
    assert lifted.width > plain.width and turned.width > plain.width
    hidden = CardSprite(None).draw(screen, (100, 100), 60, face_up=True)
    assert hidden.size == (60, 84)
    token = TokenSprite((150, 40, 40), "5")
    assert token.draw(screen, (50, 50), 20).size == (42, 42)


SCREEN_MODULES = ("scenes.menu", "scenes.setup", "scenes.settings_scene", "scenes.pause", "scenes.rules",
                  "scenes.game_over", "scenes.replay", "scenes.handoff", "scenes.kit.table", "scenes.kit.dialogs",
                  "scenes.kit.screen")
SHELL_PREFIXES = ("menu.", "setup.", "settings.", "pause.", "rules.", "over.", "replay.", "handoff.", "table.",
                  "dialog.", "screen.")


def test_every_screen_string_has_english_and_french() -> None:
    from scenes.kit import i18n

    for module in SCREEN_MODULES:
        importlib.import_module(module)
    missing = [k for k in i18n.missing_in("fr") if k.startswith(SHELL_PREFIXES)]
    assert missing == []
    english = [k for k in i18n._STRINGS["en"] if k.startswith(SHELL_PREFIXES)]
    assert len(english) > 100
    i18n.set_language("fr")
    assert i18n.t("menu.quit") == "Quitter"
    assert i18n.t("handoff.pass", name="Aiko") == "Passez la souris à Aiko"
    assert i18n.lookup("no.such.key") is None and i18n.t("no.such.key") == "no.such.key"
    from scenes.setup import choice_label, option_label

    i18n.register({"en": {"option.toy.tiles": "Tiles each"}, "fr": {"option.toy.tiles": "Tuiles chacun",
                                                                      "option.toy.tiles.2": "deux"}})
    assert option_label("toy", "tiles") == "Tuiles chacun" and choice_label("toy", "tiles")("2") == "deux"
    assert option_label("toy", "bonus_round") == "Bonus round" and choice_label("toy", "tiles")("3") == "3"
    i18n.set_language("en")


def test_text_too_wide_is_cut_with_an_ellipsis_but_a_single_glyph_stays_whole() -> None:
    from scenes.kit.widgets import fit_text

    pygame.font.init()
    assert fit_text("Samurai Spirit", 24, 60).endswith("…")
    assert fit_text("Samurai Spirit", 24, 1000) == "Samurai Spirit"
    assert fit_text("−", 34, 5) == "−"  # the seat count's button in a small window


def test_a_line_never_breaks_before_french_punctuation() -> None:
    import pygame

    from scenes.kit.widgets import font, wrap

    pygame.font.init()
    text = "Le brigand blesse un samurai : lequel ? « Kanbei » ou Gorobei ; choisissez ! Bo (une arme !)."
    for width in range(40, font(18).size(text)[0] + 20, 7):
        lines = wrap(text, 18, width)
        assert " ".join(lines) == text
        assert not any(line.startswith((":", "?", "!", ";", "»")) or line.endswith("«") for line in lines), (
            width, lines)


def test_the_same_toast_again_refreshes_its_one_box_instead_of_stacking() -> None:
    from scenes.kit.widgets import Toasts

    toasts = Toasts()
    toasts.show("Drop a weapon on the player you attack.")
    toasts.update(3.0)
    toasts.show("Another thing.")
    toasts.show("Drop a weapon on the player you attack.")
    assert toasts.texts == ["Another thing.", "Drop a weapon on the player you attack."]
    toasts.update(1.0)  # the repeated one shows its full time again; the other fades first
    assert toasts.texts == ["Another thing.", "Drop a weapon on the player you attack."]
