"""The engine's refusals retold in the player's language (the engine speaks English)."""

from __future__ import annotations

import re

from scenes.kit.retelling import Retelling, Rewording
from scenes.spirit.texts import lang

FRENCH = {
    "this brigand carries no symbol, so it can only be confronted":
        "ce brigand ne porte aucun symbole : il ne peut qu'être affronté",
    "a penalty forbids defending this turn": "une pénalité interdit de défendre ce tour-ci",
    "only Heihachi's or Daisuke's talent can hand a brigand on":
        "seul le talent de Heihachi ou de Daisuke permet de confier un brigand",
    "Heihachi's talent hands on only even brigands": "le talent de Heihachi ne confie que les brigands pairs",
    "Daisuke's talent hands on only odd brigands": "le talent de Daisuke ne confie que les brigands impairs",
    "a brigand is handed on only to a neighbour, left or right":
        "un brigand ne se confie qu'à un voisin, à gauche ou à droite",
    "that neighbour has passed and takes no more brigands this round":
        "ce voisin a passé et ne prend plus de brigand cette manche",
    "that samurai has already held this brigand: it cannot go back":
        "ce samurai a déjà tenu ce brigand : il ne peut pas lui revenir",
    "only Katsushiro's talent slides a brigand under the deck":
        "seul le talent de Katsushiro glisse un brigand sous la pioche",
    "the second brigand must be played, and the deck must not be empty":
        "le second brigand doit être joué, et la pioche ne doit pas être vide",
    "the brigand drawn after sliding one under the deck must be kept: defend or confront it":
        "le brigand pioché après en avoir glissé un sous la pioche doit être gardé : défendez-le ou affrontez-le",
    "only Kyuzo's talent discards a drawn brigand": "seul le talent de Kyuzo défausse un brigand pioché",
    "Kyuzo only discards a brigand whose value is already in his fight line":
        "Kyuzo ne défausse qu'un brigand dont la valeur est déjà dans sa file de combat",
    "that is not a way to play this brigand": "ce brigand ne se joue pas ainsi",
    "you are beyond your Kiai value: you must pass": "vous dépassez votre valeur de Kiai : vous devez passer",
    "a chief forces you to pass this turn": "un chef vous oblige à passer ce tour-ci",
    "a penalty forbids Support this turn": "une pénalité interdit le Soutien ce tour-ci",
    "your support token is still with another samurai": "votre jeton Soutien est encore chez un autre samurai",
    "you are the only samurai left in the round: Support needs another one still in it":
        "vous êtes le seul samurai encore dans la manche : le Soutien en demande un autre encore en lice",
    "support goes to another samurai": "le Soutien va à un autre samurai",
    "support goes to another samurai who has not passed": "le Soutien va à un autre samurai qui n'a pas passé",
    "that action is not possible now": "cette action n'est pas possible maintenant",
    "the game is over": "la partie est finie",
    "no talent works for you this turn": "aucun talent ne vous sert ce tour-ci",
}

# (pattern over the engine's sentence, English kept as the engine wrote it, French)
_RETOLD: tuple[Rewording, ...] = (
    *((re.escape(english), None, french) for english, french in FRENCH.items()),
    (r"you already defend a (?P<symbol>\w+): this brigand goes to your fight line", None,
     "vous défendez déjà {symbol} : ce brigand va dans votre file de combat"),
    (r"it is (?P<name>\w+)'s decision now", None, "c'est à {name} de décider maintenant"),
    (r"now you must (?P<asked>[^;]+); .* does not fit here", "now you must {asked}", "il faut maintenant {asked}"),
    (r"now you must.*", None, "ce n'est pas le moment de ce geste"),
)

# what the open decision waits for (``refusals.ASKED``), in French
ASKED_FRENCH = {
    "choose spare support tokens or start the turn": "choisir des jetons des absents ou commencer le tour",
    "decide whether to ignore the penalty": "décider si vous ignorez la pénalité",
    "discard one of your defended brigands": "défausser un de vos brigands défendus",
    "choose Fight, Support or Pass": "choisir Combattre, Soutenir ou Passer",
    "play the brigand you drew": "jouer le brigand pioché",
    "place the brigand handed to you": "placer le brigand qu'on vous confie",
    "decide whether to fight a second time": "décider si vous combattez une seconde fois",
    "use or skip your Kiai": "utiliser votre Kiai ou y renoncer",
    "choose which samurai takes the wound": "choisir le samurai qui reçoit la blessure",
    "choose whose wound marker is lifted": "choisir à qui retirer le marqueur Blessure",
}


# a defence symbol in a refusal, short and with its article (the cards' long names, such as
# "Paysans (chapeau)", would nest parentheses in the sentence)
SYMBOL_WORDS = {"fr": {"hat": "un chapeau", "farm": "une ferme", "doll": "une poupée"}}


def _localise(name: str, value: str, language: str) -> str:
    if name == "asked" and language == "fr":
        return ASKED_FRENCH.get(value, value)
    if name != "symbol":
        return value
    return SYMBOL_WORDS.get(language, {}).get(value, value)


_RETELLING = Retelling(_RETOLD, _localise)


def retell(reason: str) -> str:
    """``reason`` in the language the table speaks now."""
    return _RETELLING.retell(reason, lang())
