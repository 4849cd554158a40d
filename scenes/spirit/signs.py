"""How a brigand card shows each penalty, and those signs in words.

One table serves the card painter (what it draws), the card's hover text and the legend of the
Rules screen (what each sign means), so a sign drawn on a card is always one the legend explains.
No pygame here: the Rules screen's text is built without a window.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.spirit.data import village
from scenes.kit.i18n import after_colon

Tint = tuple[int, int, int]


@dataclass(frozen=True)
class PenaltySign:
    """A penalty on a card: a short ``glyph`` drawn as text, or a picture ``art`` (a file of
    art/spirit, tinted ``tint``) that the legend names in ``picture`` words (by language)."""

    glyph: str = ""
    art: str = ""
    tint: Tint | None = None
    picture: dict[str, str] = field(default_factory=dict)


# In the legend's order: the pictures first (the commonest penalties), then the glyphs.
PENALTY_SIGNS: dict[str, PenaltySign] = {
    "wound": PenaltySign(art="wound", picture={"en": "Wound marker (white cross on red)",
                                               "fr": "Marqueur Blessure (croix blanche sur rouge)"}),
    "barricade": PenaltySign(art="barricade", tint=(190, 50, 40),
                             picture={"en": "Red barricade", "fr": "Barricade rouge"}),
    "infiltrate": PenaltySign(art="back", picture={"en": "Card back", "fr": "Dos de carte"}),
    "no_defend": PenaltySign(glyph="¬D"),
    "discard_left": PenaltySign(glyph="D-"),
    "no_support": PenaltySign(glyph="¬S"),
    "no_talent": PenaltySign(glyph="¬T"),
    "forced_pass": PenaltySign(glyph="P!"),
    "left": PenaltySign(glyph="←"),
    "right": PenaltySign(glyph="→"),
    "reshuffle": PenaltySign(glyph="⟳"),
}
UNKNOWN_SIGN = PenaltySign(glyph="?")  # a penalty added to the data before its sign


def sign_of(penalty: str) -> PenaltySign:
    return PENALTY_SIGNS.get(penalty, UNKNOWN_SIGN)


def sign_words(penalty: str, lang_code: str) -> str:
    """The sign as text: the glyph itself, or the picture named in ``lang_code``."""
    sign = sign_of(penalty)
    return sign.glyph or sign.picture.get(lang_code) or sign.picture.get("en", penalty)


def explained(penalty: str, lang_code: str) -> str:
    """``sign: what the penalty does`` in ``lang_code`` (French sets a space before the colon)."""
    meaning = after_colon(village().penalty_text[penalty][lang_code], lang=lang_code)
    colon = " :" if lang_code == "fr" else ":"
    return f"{sign_words(penalty, lang_code)}{colon} {meaning}"


def penalty_legend(lang_code: str) -> list[str]:
    """Every sign the painter may draw on a card, each with what its penalty does."""
    return [explained(penalty, lang_code) for penalty in PENALTY_SIGNS]
