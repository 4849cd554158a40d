"""The engines' refusals told at a table, in the player's language.

The engines write their reasons as English sentences. A table lists the sentences it knows as
rewordings: a pattern over the engine's words, the English this table prefers (None keeps the
engine's), and the French. A sentence no rewording knows is shown as the engine wrote it, so a
refusal is never lost, only left untranslated.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

# (pattern over the engine's sentence, English for this table or None to keep it, French)
Rewording = tuple[str, str | None, str]
# Turns one captured value (by its group name) into the player's language: (name, value, lang).
Localise = Callable[[str, str, str], str]


def _as_is(name: str, value: str, lang: str) -> str:
    return value


class Retelling:
    def __init__(self, rewordings: Sequence[Rewording], localise: Localise = _as_is,
                 full_stop: bool = False) -> None:
        self.patterns = tuple(re.compile(pattern + r"\.?$") for pattern, _, _ in rewordings)
        self._templates = tuple((english, french) for _, english, french in rewordings)
        self._localise = localise
        self._full_stop = full_stop  # end every sentence with a stop (tables whose toasts do)

    def retell(self, reason: str, lang: str) -> str:
        """``reason`` as this table says it in ``lang``, starting with a capital letter."""
        text = reason.strip()
        for pattern, (english, french) in zip(self.patterns, self._templates, strict=True):
            found = pattern.match(text)
            if found is None:
                continue
            values = {name: self._localise(name, value, lang) for name, value in found.groupdict().items()}
            template = french if lang == "fr" else english
            if template is not None:
                text = template.format(**values)
            break
        return self._sentence(text)

    def known(self, reason: str) -> bool:
        """Whether ``reason`` is one of the engine's sentences this table retells."""
        return any(pattern.match(reason.strip()) for pattern in self.patterns)

    def _sentence(self, text: str) -> str:
        if not text:
            return text
        text = text[0].upper() + text[1:]
        if self._full_stop and not text.endswith((".", "!", "?")):
            text += "."
        return text
