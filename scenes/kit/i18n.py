"""The English and French strings of the app. Each table package registers its own.

``t("menu.quit")`` gives the current language's text, falling back to English, then to the key
itself, so a missing translation shows up as readable English rather than a crash.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

_STRINGS: dict[str, dict[str, str]] = {"en": {}, "fr": {}}
_language = "en"


def register(strings: Mapping[str, Mapping[str, str]]) -> None:
    """Add ``{"en": {key: text}, "fr": {key: text}}`` to the table."""
    for lang, table in strings.items():
        _STRINGS.setdefault(lang, {}).update(table)


def set_language(lang: str) -> None:
    global _language
    _language = lang if lang in _STRINGS else "en"


def language() -> str:
    return _language


def t(key: str, **values: Any) -> str:
    text = _STRINGS.get(_language, {}).get(key) or _STRINGS["en"].get(key) or key
    return text.format(**values) if values else text


def counted(key: str, n: int, **values: Any) -> str:
    """``key`` for a count ``n``: its ``<key>_one`` wording for one (a singular both languages
    agree on), else ``key`` with ``n``."""
    return t(f"{key}_one", **values) if n == 1 else t(key, n=n, **values)


def labelled(head: str, text: str) -> str:
    """``head: text`` with the language's colon: French sets a space before it."""
    return f"{head} : {text}" if _language == "fr" else f"{head}: {text}"


# French elides "de", "le" and "la" before these initials (no name the app shows starts with an h)
FRENCH_ELIDING = "aeiouyéèêàâîôû"


def of_name(name: str) -> str:
    """French "de" before a name, elided before a vowel: "de Tomoe", "d'Ieyasu", "d'Ann"."""
    return f"d'{name}" if name[:1].lower() in FRENCH_ELIDING else f"de {name}"


def after_colon(sentence: str, names: Collection[str] = (), lang: str | None = None) -> str:
    """A sentence that goes on after a colon (a name, then what it asks or does): French writes
    it on in lowercase (« Kanbei : glissez… »), unless it opens on a name or a rule's term in
    ``names`` or a word in capitals ("TAMAYA"). ``lang`` is the current language unless given."""
    if (lang or _language) != "fr" or not sentence:
        return sentence
    first = sentence.split(maxsplit=1)[0].strip(",.;:!?()«»")
    if first in names or any(letter.isupper() for letter in first[1:]):
        return sentence
    return sentence[0].lower() + sentence[1:]


def in_every_language(key: str, **values: Any) -> set[str]:
    """The text of ``key`` in each language that has it: to recognise words the app wrote
    itself (a default name) whatever language it wrote them in."""
    return {table[key].format(**values) for table in _STRINGS.values() if key in table}


def lookup(key: str, **values: Any) -> str | None:
    """Like ``t`` but None when no language has the key (for optional texts)."""
    if key not in _STRINGS.get(_language, {}) and key not in _STRINGS["en"]:
        return None
    return t(key, **values)


def missing_in(lang: str) -> list[str]:
    """Keys that have English text but none in ``lang`` (checked by a test)."""
    return sorted(set(_STRINGS["en"]) - set(_STRINGS.get(lang, {})))
