"""The engine's refusals, told at the 99 Ninja table: in French when the player reads French,
and in English worded for the mouse where the engine's words speak of moves in the abstract.

The engine writes English sentences (``IllegalAction.reason`` and the techniques' status). Each
known sentence is matched here and retold; a sentence this module does not know is shown as the
engine wrote it, so nothing is ever lost. The cell a refused lay is ringed at comes from the
engine's preview (``Ghost.culprit``), never from these words.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from game.ninja99.data import game_data
from scenes.kit.retelling import Retelling, Rewording

# A cell as the engine names it (game.ninja99.geometry.cell_words): on the boards or off them.
_WHERE = r"(?P<where>at row \d+, column \d+|off the board \([^)]*\))"
_CLANS_FR = "B (Noir), R (Rouge) ou W (Blanc)"

# (pattern over the engine's sentence, English for this table or None to keep it, French)
_RETOLD: tuple[Rewording, ...] = (
    # whose turn and which moment
    (r"that is only done during a turn", None, "cela ne se fait que pendant un tour de jeu"),
    (r"it is not your turn", None, "ce n'est pas votre tour"),
    (r"it is not your turn to pick a clan", None, "ce n'est pas à vous de choisir un clan"),
    (r"first choose your clan", None, "choisissez d'abord votre clan"),
    (r"it is not (?P<name>.+)'s decision now", None, "ce n'est pas à {name} de décider maintenant"),
    (r"['\"]?(?P<letter>.*?)['\"]? is not a clan \(use B, R or W\)", None,
     "le clan « {letter} » n'existe pas : choisissez " + _CLANS_FR),
    (r"that clan is already taken", None, "ce clan est déjà pris"),
    (r"the clan swap comes first in a turn, before techniques and cards", None,
     "l'échange de clan se fait en tout début de tour, avant toute technique et toute carte"),
    (r"(?P<action>.+) is not a 99 Ninja action", None, "ce coup n'existe pas à 99 Ninja"),
    # the cards in hand
    (r"first throw away a card for Tenmon",
     "Tenmon first: throw away one of your cards with the button under it",
     "Tenmon d'abord : jetez l'une de vos cartes avec le bouton placé dessous"),
    (r"you do not hold card (?P<card>\S+)", None, "vous n'avez pas la carte {card} en main"),
    (r"card (?P<card>\S+) can still be laid: only a card that fits nowhere is thrown away", None,
     "la carte {card} peut encore être posée : on ne jette qu'une carte qui ne trouve place nulle part"),
    (r"lay your card first \(or throw it away if it fits nowhere\)",
     "lay your card first: drag it onto the board (or use Discard and draw if it fits nowhere)",
     "posez d'abord votre carte en la glissant sur le plateau (ou défaussez-la si elle ne trouve "
     "place nulle part)"),
    # where a card may lie
    (r"there is no card (?P<card>.+)", None, "la carte {card} n'existe pas"),
    (r"orientation must be 0 to 7, not (?P<orientation>-?\d+)", None,
     "l'orientation va de 0 à 7, pas {orientation}"),
    (r"the card must lie at least partly on the Daimyo boards",
     "the card may overhang the edge, but at least one of its cells must lie on the Daimyo boards",
     "la carte peut dépasser du bord, mais au moins une de ses cases doit reposer sur les plateaux des "
     "Daimyos"),
    (r"the (?P<what>ninja|samurai) " + _WHERE + r" would cover the (?P<daimyo>.+)", None,
     "le {what} {where} recouvrirait le {daimyo}"),
    (r"the ninja " + _WHERE + r" would cover a ninja", None,
     "le ninja {where} recouvrirait un autre ninja"),
    (r"the ninja " + _WHERE + r" would cover a ninja of your own clan", None,
     "le ninja {where} recouvrirait un ninja de votre propre clan"),
    (r"no ninja of the card would stand next to a Daimyo still standing", None,
     "aucun ninja de la carte ne se tiendrait à côté d'un Daimyo encore debout"),
    # techniques
    (r"there is no technique (?P<technique>.+)", None, "la technique {technique} n'existe pas"),
    (r"techniques are used during your own turn", None, "les techniques s'emploient pendant votre propre tour"),
    (r"clan techniques need the Clan Techniques module", None,
     "les techniques de clan demandent le module Techniques de clan"),
    (r"(?P<tech>.+) belongs to another clan card than your current clan's", None,
     "{tech} appartient à une autre carte Clan que celle de votre clan actuel"),
    (r"techniques come before you lay your card", None, "les techniques se jouent avant de poser votre carte"),
    (r"(?P<tech>.+) is already used this turn", None, "{tech} a déjà servi ce tour-ci"),
    (r"(?P<tech>.+) costs (?P<cost>\d+) favour, you have (?P<have>\d+)", None,
     "{tech} coûte {cost} Faveur ; vous en avez {have}"),
    (r"the deck is empty: there is nothing to draw", None, "la pioche est vide : il n'y a rien à piocher"),
    (r"(?P<tech>.+) picks no cells", None, "{tech} ne désigne aucune case"),
    (r"(?P<tech>.+) has no cell to pick: no ninja of another clan stands next to a standing Daimyo", None,
     "{tech} n'a aucune case à désigner : aucun ninja d'un autre clan ne se tient à côté d'un Daimyo "
     "debout"),
    (r"(?P<tech>.+) has no cell to pick: no samurai stands next to a standing Daimyo", None,
     "{tech} n'a aucune case à désigner : aucun samouraï ne se tient à côté d'un Daimyo debout"),
    (r"(?P<tech>.+) picks one or two different cells",
     "{tech} picks one or two cells: click a picked cell again to free it, then Confirm",
     "{tech} désigne une ou deux cases : recliquez une case choisie pour la libérer, puis Valider"),
    (r"the cell " + _WHERE + r" is not a ninja of another clan next to a standing Daimyo", None,
     "{where}, il n'y a pas de ninja d'un autre clan à côté d'un Daimyo debout"),
    (r"the cell " + _WHERE + r" is not a samurai next to a standing Daimyo", None,
     "{where}, il n'y a pas de samouraï à côté d'un Daimyo debout"),
    # the Ronin question of the Daimyo step
    (r"first say whether the (?P<daimyo>.+) falls by ignoring your samurai \(Ronin\)",
     "first answer the Ronin question: bring the {daimyo} down or leave it standing (buttons under the "
     "board)",
     "répondez d'abord à la question Ronin : abattre le {daimyo} ou le laisser debout (boutons sous le "
     "plateau)"),
    (r"no Daimyo waits on your samurai: there is no Ronin question to answer", None,
     "aucun Daimyo n'attend vos samouraïs : il n'y a pas de question Ronin à trancher"),
    (r"the Ronin question is about the (?P<daimyo>.+) \(Daimyo (?P<number>\d+)\), not (?P<given>.+)", None,
     "la question Ronin porte sur le {daimyo} (Daimyo {number}), pas sur {given}"),
    (r"answer the Ronin question with true \(bring it down\) or false \(leave it standing\), "
     r"not (?P<given>.+)", None,
     "répondez à la question Ronin par true (l'abattre) ou false (le laisser debout), pas {given}"),
    # the final reckoning
    (r"the token assignment comes at the final reckoning, once per player", None,
     "les jetons se répartissent au décompte final, une seule fois par joueur"),
    (r"give a clan to each of your (?P<tokens>\d+) tokens, not (?P<given>\d+)", None,
     "donnez un clan à chacun de vos {tokens} jetons, pas à {given}"),
)


def _technique_in(lang: str, name: str) -> str:
    for tech in game_data().techniques.values():
        if tech.names["en"] == name:
            return tech.names.get(lang, name)
    return name


def _daimyo_in(lang: str, name: str) -> str:
    for names in game_data().daimyo_names.values():
        if names["en"] == name:
            return names.get(lang, name)
    return name


_PLACES_FR: tuple[tuple[str, str], ...] = (
    (r"at row (\d+), column (\d+)", "en ligne {0}, colonne {1}"),
    (r"off the board \((\d+) cells? above column (\d+)\)", "hors du plateau ({0} au-dessus de la colonne {1})"),
    (r"off the board \((\d+) cells? below column (\d+)\)", "hors du plateau ({0} sous la colonne {1})"),
    (r"off the board \((\d+) cells? left of row (\d+)\)", "hors du plateau ({0} à gauche de la ligne {1})"),
    (r"off the board \((\d+) cells? right of row (\d+)\)", "hors du plateau ({0} à droite de la ligne {1})"),
    (r"off the board \((\d+) cells? (up|down) and (\d+) (left|right) of its (top|bottom)-(left|right) corner\)",
     "hors du plateau ({0} plus {1} et {2} à {3} du coin {4} {5})"),
)
_CORNER_FR = {"up": "haut", "down": "bas", "left": "gauche", "right": "droite", "top": "en haut à",
              "bottom": "en bas à"}


def _place_in_french(where: str) -> str:
    """The engine's cell words (``cell_words``) in French: cell counts as "1 case", "2 cases"."""
    for pattern, french in _PLACES_FR:
        found = re.fullmatch(pattern, where)
        if found is None:
            continue
        parts = [_CORNER_FR.get(part, part) for part in found.groups()]
        if where.startswith("off"):
            parts[0] = f"{parts[0]} case" + ("s" if parts[0] != "1" else "")
        return french.format(*parts)
    return where


_FRENCH_WORDS: dict[str, Callable[[str], str]] = {
    "tech": lambda name: _technique_in("fr", name),
    "daimyo": lambda name: _daimyo_in("fr", name),
    "what": lambda what: {"samurai": "samouraï"}.get(what, what),
    "where": _place_in_french,
}


def _localise(name: str, value: str, lang: str) -> str:
    words = _FRENCH_WORDS.get(name) if lang == "fr" else None
    return words(value) if words is not None else value


_RETELLING = Retelling(_RETOLD, _localise)
PATTERNS = _RETELLING.patterns
retell = _RETELLING.retell
known = _RETELLING.known
