"""The fighters' bodies on the arena: where they stand (in squares), recoil when hit, slide on
pushes, fly off on a Ring Out, sink on a KO. Only tweens of the kit; no rule is decided here."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event
from scenes.kit.tween import Tweens, ease_in_quad, ease_out_back, ease_out_cubic, ease_out_elastic

STEP_SECONDS = 0.32
RECOIL_SECONDS = 0.16


@dataclass
class Body:
    x: float  # the square it stands on (fractional while moving)
    recoil: float = 0.0  # 0..1: pushed away from the rival for a moment
    flash: float = 0.0  # 0..1: a red flash when hurt
    fly: float = 0.0  # 0..1: thrown out of the ring
    down: float = 0.0  # 0..1: knocked out, leaning over
    lunge: float = 0.0  # 0..1: leaning in to strike


@dataclass
class Banner:
    """A big word over the arena ("KO!", a combo's name) that fades away."""

    text: str = ""
    alpha: float = 0.0


BANNER_KINDS = ("ko", "ring_out", "combo", "super_combo", "round_start", "match_won")


class Choreography:
    """Turns events into tweens on the two bodies and the banner (and remembers nothing else)."""

    def __init__(self, tweens: Tweens, positions: tuple[int, int]) -> None:
        self.tweens = tweens
        self.bodies = (Body(float(positions[0])), Body(float(positions[1])))
        self.banner = Banner()

    def announce(self, text: str, delay: float) -> None:
        self.banner.text = text
        self.banner.alpha = 1.0
        self.tweens.to(self.banner, "alpha", 0.0, 1.4, ease_in_quad, delay=delay)

    def reset(self, positions: tuple[int, int]) -> None:
        for body, pos in zip(self.bodies, positions, strict=True):
            body.x = float(pos)
            body.recoil = body.flash = body.fly = body.down = body.lunge = 0.0

    def play(self, events: tuple[Event, ...]) -> list[str]:
        """Start the tweens for ``events``; returns the sounds to play, in order."""
        sounds: list[str] = []
        delay = 0.0
        for event in events:
            seat = event.get("seat")
            if event.kind == "move" and isinstance(seat, int):
                body = self.bodies[seat]
                ease = ease_out_cubic if event.get("cause") != "push" else ease_out_back
                self.tweens.to(body, "x", float(event.get("end")), STEP_SECONDS, ease, delay=delay)
                delay += STEP_SECONDS * 0.6
                sounds.append("step")
            elif event.kind == "hit" and isinstance(seat, int):
                body = self.bodies[seat]
                body.lunge = 1.0
                self.tweens.to(body, "lunge", 0.0, RECOIL_SECONDS * 2, ease_out_cubic, delay=delay)
                sounds.append("hit")
            elif event.kind == "damage" and isinstance(seat, int):
                body = self.bodies[seat]
                body.recoil = 1.0
                body.flash = 1.0
                self.tweens.to(body, "recoil", 0.0, RECOIL_SECONDS * 3, ease_out_elastic, delay=delay)
                self.tweens.to(body, "flash", 0.0, RECOIL_SECONDS * 3, ease_out_cubic, delay=delay)
                delay += RECOIL_SECONDS
                sounds.append("hurt")
            elif event.kind == "block":
                sounds.append("block")
            elif event.kind == "ring_out" and isinstance(seat, int):
                self.tweens.to(self.bodies[seat], "fly", 1.0, 0.7, ease_in_quad, delay=delay)
                delay += 0.4
                sounds.append("ring_out")
            elif event.kind == "ko" and isinstance(seat, int):
                self.tweens.to(self.bodies[seat], "down", 1.0, 0.6, ease_out_cubic, delay=delay)
                sounds.append("ko")
            elif event.kind in ("combo", "super_combo"):
                sounds.append("combo")
            elif event.kind in ("play", "reveal", "chain_revealed"):
                sounds.append("card")
        return sounds

    def settle(self, positions: tuple[int, int], round_started: bool) -> None:
        """A new round: both stand again on the VS squares."""
        if not round_started:
            return
        for body, pos in zip(self.bodies, positions, strict=True):
            self.tweens.to(body, "fly", 0.0, 0.01, delay=0.9)
            self.tweens.to(body, "down", 0.0, 0.3, delay=0.9)
            self.tweens.to(body, "x", float(pos), 0.4, ease_out_cubic, delay=0.9)
