"""Words a scene shows for cards and samurai, in English or French, from the data files."""

from __future__ import annotations

from game.spirit.data import card, samurai_table, village

RANK_NAMES = {
    "raider": {"en": "Raider", "fr": "Pillard"},
    "lieutenant": {"en": "Lieutenant", "fr": "Lieutenant"},
    "chief": {"en": "Chief", "fr": "Chef"},
}


def symbol_name(symbol: str, lang: str = "en") -> str:
    return village().symbol_text[symbol][lang]


def card_text(card_id: int, lang: str = "en") -> str:
    """One line describing a brigand: rank and value, symbol, flames, penalties."""
    brigand = card(card_id)
    parts = [f"{RANK_NAMES[brigand.rank][lang]} {brigand.value}"]
    if brigand.symbol:
        parts.append(symbol_name(brigand.symbol, lang))
    if brigand.flames:
        parts.append("flammes" if lang == "fr" else "flames")
    text = ", ".join(parts)
    penalties = [village().penalty_text[p][lang] for p in brigand.penalties]
    return text + (". " + " ".join(penalties) if penalties else ".")


def samurai_texts(name: str, lang: str = "en") -> dict[str, str]:
    info = samurai_table()[name]
    return {
        "talent": info.talent[lang],
        "kiai_human": info.kiai_text_human[lang],
        "kiai_animal": info.kiai_text_animal[lang],
    }
