"""Sushido's texts as a French player reads them: the ranged combos' mark is a sign the rules
explain, the card names take the rulebook's plural, a small card never shows a cut "M…", and the
passive's sentence goes on in lowercase after « Passif (Masse) : »."""

from __future__ import annotations

import re
import tomllib
import unicodedata
from pathlib import Path
from typing import Any

import pygame
import pytest

import scenes.sushido.cards as cards_module
from game.core.match import Match
from game.core.seats import Seat
from game.sushido import GAME
from game.sushido.data import help_topics, rules
from scenes.kit import i18n
from scenes.kit.widgets import font
from scenes.sushido.cards import CardPainter
from scenes.sushido.texts import RANGED_MARK
from tests.scenes.helpers import frames, post, record_drawn_text
from tests.scenes.sushido.test_sushido_review_fixes import _drawn_texts, _sized_table

SIZES = [(1024, 600), (1280, 720)]
DATA = Path(__file__).parents[3] / "game" / "sushido" / "data"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_ranged_combos_carry_a_drawn_arrow_that_the_rules_explain(app: Any, monkeypatch: pytest.MonkeyPatch,
                                                                   lang: str, size: tuple[int, int]) -> None:
    assert unicodedata.category(RANGED_MARK)[0] == "S"  # a sign, never punctuation such as « » »
    assert font(16).metrics(RANGED_MARK)[0] is not None  # the app's font has it: no tofu box
    combo_help = next(topic[lang] for topic in help_topics() if topic["key"] == "combo")
    assert RANGED_MARK in combo_help and "»" not in combo_help
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 2, {"fighters": "dogu,manta"})
    _sized_table(app, size, match, lang)
    drawn = [text for text, _ in _drawn_texts(app, monkeypatch)]
    for key in ("dogu", "manta"):
        for combo in rules().fighters[key].combos:
            name = combo.name_fr if lang == "fr" else combo.name_en
            assert (f"{name} {RANGED_MARK}" if combo.ranged else name) in drawn
    assert not [text for text in drawn if text.endswith(" »") and "«" not in text]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_ranged_super_combos_carry_the_arrow_too(app: Any, monkeypatch: pytest.MonkeyPatch,
                                                 lang: str, size: tuple[int, int]) -> None:
    """The help says an unmarked combo needs contact: Dogu's Super Combo reaches, Kujira's does not.
    The Super Combo ends the board; a long one goes on onto a second row (« Chant des profondeurs »
    at the smallest window), so its rows are read together."""
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 2, {"fighters": "dogu,kujira"})
    table = _sized_table(app, size, match, lang)
    drawn = _drawn_texts(app, monkeypatch)
    head = i18n.t("sushido.super_combo")
    for seat, (key, ranged) in enumerate((("dogu", True), ("kujira", False))):
        super_combo = rules().fighters[key].super_combo
        assert super_combo.ranged is ranged
        name = super_combo.name_fr if lang == "fr" else super_combo.name_en
        in_panel = [text for text, pos in drawn if table.layout().panels[seat].collidepoint(pos)]
        start = next(k for k, text in enumerate(in_panel) if text.startswith(head))
        assert " ".join(in_panel[start:]) == i18n.labelled(head, f"{name} {RANGED_MARK}" if ranged else name)


def test_french_elides_de_before_a_name_that_opens_on_a_vowel(app: Any,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """« le Hit d'Ann », « la garde d'Ann », « l'enchaînement d'Ann », but « de Bob »."""
    from game.core.events import Event
    from scenes.sushido.log import sentence
    from scenes.sushido.prompt import parry_prompt
    from tests.scenes.sushido.test_sushido_guard_log_end import _guarded_match
    from tests.scenes.sushido.test_sushido_prompt_fit import parry_question
    from tests.scenes.sushido.test_sushido_table import open_table

    i18n.set_language("fr")
    state = parry_question([Seat("Ann", "ai", "easy"), Seat("Bob")]).state
    assert "le Hit d'Ann va" in parry_prompt(state, GAME.legal_actions(state, 1), 1, ("Ann", "Bob")).title
    assert "le Hit de Bob va" in parry_prompt(state, GAME.legal_actions(state, 1), 1, ("Bob", "Ann")).title
    for event, said in ((Event("chain_discard", {"owner": 0, "cards": ()}), "L'enchaînement d'Ann perd"),
                        (Event("guard_withdrawn", {"seat": 0}), "La garde d'Ann n'a"),
                        (Event("combo_failed", {"seat": 1, "reason": "reach"}), "Le combo de Bob échoue")):
        assert said in (sentence(event, ("Ann", "Bob"), ("tako", "biwa"), "fr") or "")
    # Bot's guard waits for Ann's Hits: its tooltip on the table names her « d'Ann »
    table = open_table(app, _guarded_match(False))
    box = table.painter.guard_rects[1]
    assert box is not None
    frames(app)
    post(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0), buttons=(0, 0, 0))
    drawn = " ".join(text for text, _ in _drawn_texts(app, monkeypatch))
    assert "Hit d'Ann" in drawn and "de Ann" not in drawn


def _french_texts() -> list[str]:
    """Every French text Sushido shows: the catalogue's and the engine data's."""
    texts = [text for key, text in i18n._STRINGS["fr"].items() if key.startswith("sushido.")]

    def walk(node: Any, key: str) -> None:
        if isinstance(node, dict):
            for name, value in node.items():
                walk(value, name)
        elif isinstance(node, list):
            for value in node:
                walk(value, key)
        elif isinstance(node, str) and (key == "fr" or key.endswith("_fr")):
            texts.append(node)

    for path in DATA.glob("*.toml"):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        walk(data, "")
        texts += data.get("texts", {}).get("fr", {}).values()  # the cards' texts, by card kind
    return texts


def test_the_french_card_names_take_the_rulebooks_plural_everywhere() -> None:
    import scenes.sushido.table  # noqa: F401 (registers the table's words)

    several = re.compile(r"\b(les|des|vos|ses|mes|ces|leurs|nos|deux|trois|prochains|\{n\}|[2-9])\s+"
                         r"(Hit|Block|Move)\b(?!s)")
    wrong = [text for text in _french_texts() if several.search(text)]
    assert not wrong
    assert any("les Hits d'un Kata" in text for text in _french_texts())  # the card's own text


def test_a_small_card_shows_its_whole_name_or_none_never_a_cut_one(app: Any,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    drawn = record_drawn_text(cards_module, monkeypatch)
    for lang in ("en", "fr"):
        i18n.set_language(lang)
        for width in (18, 22, 26, 34, 90):
            painter = CardPainter(app.assets)
            for card in range(len(rules().cards)):
                painter.face(card, (width, round(width * 34 / 26)))
    assert drawn and not [text for text in drawn if text.endswith("…")]
    kinds = {rules().names[lang][card.kind] for card in rules().cards for lang in ("en", "fr")}
    assert kinds <= set(drawn)  # a card big enough names itself whole


@pytest.mark.parametrize("size", SIZES)
def test_the_french_passive_reads_passif_masse_then_goes_on_in_lowercase(app: Any,
                                                                         monkeypatch: pytest.MonkeyPatch,
                                                                         size: tuple[int, int]) -> None:
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 2, {"fighters": "kujira,tako"})
    table = _sized_table(app, size, match, "fr")
    assert table.board_text(0)[0][0] == "Passif (Masse)"
    where = table.painter.fighter_rects[0].center
    post(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0))
    frames(app)
    drawn = [text for text, _ in _drawn_texts(app, monkeypatch)]
    assert any(text.startswith("Passif (Masse) : un Move seul") for text in drawn), drawn
    assert not [text for text in drawn if text.startswith("Passif : Masse :")]  # no two colons in a row
