"""Katana in French names a card the way a sentence needs it, with its article: « la Parade »,
« l'Armure », « le Code du bushido », « un Kiseru », never after a stray colon (« bloque avec :
Kusarigama »). The log, the questions, the buttons, the hints and the refusals all use one helper,
fed by each card's gender in cards.toml."""

from __future__ import annotations

import re
from typing import Any

import pytest

from game.core.autoplay import BotTable
from game.core.errors import ScenarioError
from game.core.events import Event
from game.core.match import Match
from game.core.seats import Seat
from game.katana import GAME, cards
from game.katana.actions import DiscardCard, PlayCard
from game.katana.cards import CARD_TYPES, CHARACTER_BY_KEY, IDS_BY_KEY
from scenes.katana.hints import drag_advice
from scenes.katana.log import sentence
from scenes.katana.reasons import _RETOLD, retell, where_it_goes
from scenes.katana.texts import STRINGS, card_words
from scenes.kit import i18n

FRENCH_NAMES = sorted((card.name_fr for card in CARD_TYPES), key=len, reverse=True)
NAMED = re.compile(r"\b(" + "|".join(re.escape(name) for name in FRENCH_NAMES) + r")\b")
ARTICLE = re.compile(r"(?:\b(?:[Ll]e|[Ll]a|[Uu]ne?|[Aa]u|[Dd]u) |\b[Ll]')$")
MODIFIER = re.compile(r" [+-]\d")
NAMES = ["Musashi", "Ginchiyo", "Hanzo", "Ieyasu", "Tomoe"]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def unarticled(line: str) -> list[str]:
    """The card names in ``line`` with no article before them (a "(Cérémonie du thé)" label that
    says why cards were drawn is a label, not a sentence, and so is an attack's "Armure +1", named
    like "Benkei +1")."""
    found = []
    for match in NAMED.finditer(line):
        before, after = line[:match.start()], line[match.end():]
        if (before.endswith("(") and after.startswith(")")) or MODIFIER.match(after):
            continue
        if before.rstrip().endswith(":") or not ARTICLE.search(before):
            found.append(f"{match.group(0)!r} in {line!r}")
    return found


def bot_game_lines(players: int, seed: int) -> list[str]:
    match = Match.start(GAME, [Seat(f"Bot{i}", "ai", "normal") for i in range(players)], seed, {})
    bots = BotTable(match)
    names = [CHARACTER_BY_KEY[key].name for key in match.state.characters]
    lines = []
    while not match.finished and len(match.steps) < 800:
        seat = match.to_act()[0]
        for event in match.submit(seat, bots.decide(seat, match.state)):
            told = sentence(event, names, "fr")
            if told:
                lines.append(told)
    return lines


@pytest.mark.parametrize(("players", "seed"), [(5, 4), (7, 1), (4, 2)])
def test_every_french_log_line_of_a_bot_game_puts_an_article_before_a_card(players: int, seed: int) -> None:
    lines = bot_game_lines(players, seed)
    assert sum(bool(NAMED.search(line)) for line in lines) > 20
    assert [bad for line in lines for bad in unarticled(line)] == []


def card_events(key: str) -> list[Event]:
    """Every log event that names a card, with the card ``key``."""
    moved = [{"reason": "played", "target": 1}, {"reason": "played"}, {"reason": "permanent", "target": 1},
             {"reason": "permanent", "target": 0}, {"reason": "hand_limit"}, {"reason": "geisha", "src": "table:0"},
             {"reason": "geisha", "src": "hand:0"}, {"reason": "bushido"}, {"reason": "ieyasu"},
             {"reason": "something_new"}]
    jujitsu = IDS_BY_KEY["jujitsu"][0]
    return [
        Event("attack", {"seat": 0, "target": 1, "key": key, "difficulty": 1, "damage": 2}),
        Event("attack", {"seat": 0, "target": 1, "key": key, "difficulty": 2, "damage": 2,
                         "difficulty_changes": [[1, 1]]}),
        *(Event("card_moved", {"seat": 0, "key": key, **facts}) for facts in moved),
        Event("parried", {"seat": 2, "key": key, "with_weapon": True, "weapon_card": jujitsu}),
        Event("parried", {"seat": 2, "key": key, "with_weapon": True}),
        Event("bushido_flip", {"seat": 0, "key": key, "weapon": True}),
        Event("wave", {"seat": 0, "key": key}),
        Event("card_taken_seen", {"seat": 0, "key": key}),
        Event("cards_seen", {"seat": 0, "keys": [key]}),
        Event("cards_seen", {"seat": 0, "keys": [key, "parry", "armor"]}),
    ]


@pytest.mark.parametrize("key", [card.key for card in CARD_TYPES])
def test_every_french_log_sentence_puts_an_article_before_each_card(key: str) -> None:
    told = [sentence(event, NAMES, "fr") for event in card_events(key)]
    lines = [line for line in told if line]  # a Battle Cry played is told by its wave, not twice
    assert len(lines) >= len(told) - 2
    assert [bad for line in lines for bad in unarticled(line)] == []


def test_french_log_sentences_read_as_french() -> None:
    said = {
        ("card_moved", "geisha", "parry"): "La Geisha fait défausser la Parade à Ginchiyo.",
        ("card_moved", "permanent", "bushido"): "Musashi pose le Code du bushido devant Ginchiyo.",
        ("card_moved", "ieyasu", "parry"): "Musashi prend la Parade sur la défausse.",
        ("card_moved", "played", "geisha"): "Musashi joue la Geisha sur Ginchiyo.",
        ("parried", None, "kusarigama"): "Hanzo bloque avec un Kusarigama.",
        ("bushido_flip", None, "armor"): "Le Code de Musashi révèle une Armure.",
    }
    facts: dict[str, Any] = {"geisha": {"src": "hand:1", "seat": 1}, "permanent": {"target": 1},
                             "ieyasu": {}, "played": {"target": 1}}
    for (kind, reason, key), expected in said.items():
        data = {"seat": 0, "key": key, "reason": reason, **facts.get(reason or "", {})}
        if kind == "parried":
            data = {"seat": 2, "key": key, "with_weapon": True}
        if kind == "bushido_flip":
            data = {"seat": 0, "key": key}
        assert sentence(Event(kind, data), NAMES, "fr") == expected
    attack = Event("attack", {"seat": 2, "target": 0, "key": "kiseru", "difficulty": 1, "damage": 3})
    assert sentence(attack, NAMES, "fr") == "Hanzo attaque Musashi avec un Kiseru (difficulté 1, 3 dégâts)."
    assert sentence(attack, NAMES, "en") == "Hanzo attacks Musashi with a Kiseru (difficulty 1): 3 damage."
    seen = Event("cards_seen", {"seat": 0, "keys": ["parry", "armor", "bo"]})
    assert sentence(seen, NAMES, "fr") == "Musashi reçoit une Parade, une Armure et un Bo."
    assert sentence(seen, NAMES, "en") == "Musashi gets: Parry, Armor, Bo."


def test_the_helper_writes_the_article_each_card_takes() -> None:
    assert [card_words(key, "fr") for key in ("parry", "armor", "bushido", "quick_draw")] == [
        "la Parade", "l'Armure", "le Code du bushido", "l'Attaque rapide"]
    assert [card_words(key, "fr", definite=False) for key in ("kiseru", "parry")] == ["un Kiseru", "une Parade"]
    assert card_words("battle_cry", "fr", after="à") == "au Cri de guerre"
    assert card_words("tea_ceremony", "fr", after="à") == "à la Cérémonie du thé"
    assert card_words("parry", "en") == "the Parry"


def test_a_card_without_its_french_gender_is_refused_at_load(monkeypatch: pytest.MonkeyPatch) -> None:
    loaded = cards._load("cards.toml")
    for wrong in (None, "n"):
        entries = [dict(entry) for entry in loaded["card"]]
        if wrong is None:
            del entries[3]["gender_fr"]
        else:
            entries[3]["gender_fr"] = wrong
        monkeypatch.setattr(cards, "_load", lambda name, entries=entries: {"card": entries})
        with pytest.raises(ScenarioError, match="gender_fr"):
            cards._card_types()


def test_french_templates_and_refusals_name_cards_without_a_colon() -> None:
    templates = [text for key, text in STRINGS["fr"].items() if "{card}" in text]
    templates += [french for _, _, french in _RETOLD if "{card}" in french]
    assert len(templates) > 10
    for template in templates:
        assert not re.search(r":\s*\{card\}", template), template
        assert not re.search(r"\b(?:le|la|les|un|une|l')\s*\{card\}", template), template  # the helper's article
    i18n.set_language("fr")
    assert retell("Kiseru reaches difficulty 1, but this attack has difficulty 2", "fr") == (
        "Le Kiseru atteint la difficulté 1, mais cette attaque a une difficulté de 2.")
    assert retell("Battle Cry is played to the table, not on a player", "fr").startswith("Le Cri de guerre se joue")
    focus = IDS_BY_KEY["focus"][0]
    assert where_it_goes(PlayCard(focus, -1)).startswith("Posez la Concentration devant vous")
    assert where_it_goes(DiscardCard(focus)).startswith("Vous devez défausser : cliquez sur la Concentration,")
    assert drag_advice(IDS_BY_KEY["geisha"][0], [PlayCard(IDS_BY_KEY["geisha"][0], 1)]).startswith(
        "Pour jouer la Geisha, faites glisser")
