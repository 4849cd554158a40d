"""The engine's refusals, told at the table: in French when the player reads French, and worded
for the gestures of this table (a Focus is dropped on your own seat or the middle of the table).

The engine speaks English sentences; each known sentence is matched here and retold. A sentence
this module does not know is shown as the engine wrote it, so nothing is ever lost.
"""

from __future__ import annotations

from game.core.actions import Action
from game.katana.actions import DiscardCard, PlayCard
from game.katana.cards import CARD_TYPES, KEY, KIND, TYPE_BY_KEY
from scenes.katana.texts import card_words, lang
from scenes.kit.i18n import t
from scenes.kit.retelling import Retelling, Rewording

_BY_ENGLISH_NAME = {t.name_en: t for t in CARD_TYPES}

# (pattern over the engine's sentence, English for this table or None to keep it, French)
_RETOLD: tuple[Rewording, ...] = (
    (r"you can only play cards during your own play phase", None,
     "vous ne jouez des cartes que pendant votre propre tour"),
    (r"that card is not in your hand", None, "cette carte n'est pas dans votre main"),
    (r"there is no such seat", None, "il n'y a personne à cette place"),
    (r"drop a weapon on the player you attack", None, "lâchez l'arme sur le joueur que vous attaquez"),
    (r"you have used all the weapons you may use this turn", None,
     "vous avez déjà utilisé toutes les armes permises ce tour"),
    # Worded so that nothing agrees with the name: Tomoe, Chiyome and Ginchiyo are women.
    (r"(?P<name>\w+) is down and cannot be attacked", None,
     "{name} est à terre : personne ne peut l'attaquer"),
    (r"(?P<card>.+) reaches difficulty (?P<reach>\d+), but this attack has difficulty (?P<needed>\d+)", None,
     "{card} atteint la difficulté {reach}, mais cette attaque a une difficulté de {needed}"),
    (r"drop Bushido on the player who will carry it", None, "lâchez le Code du bushido sur le joueur qui le portera"),
    (r"only one Bushido may be in play", None, "un seul Code du bushido peut être en jeu"),
    (r"drop (?P<card>.+) on the table: it goes in front of you",
     "{card} goes in front of you: drop it on your own seat or in the middle of the table",
     "{card} se pose devant vous : lâchez la carte sur votre place ou au milieu de la table"),
    (r"a Parry is played only when a weapon or a Battle Cry comes at you", None,
     "une Parade ne se joue que contre une arme ou un Cri de guerre qui vous vise"),
    (r"drop Geisha on the player whose card goes", None, "lâchez la Geisha sur le joueur dont une carte doit partir"),
    (r"that player has no permanent card, and no hand you may take from", None,
     "ce joueur n'a ni carte permanente, ni main où prendre une carte"),
    (r"drop Diversion on the player you take from", None, "lâchez la Diversion sur le joueur à qui vous prenez"),
    (r"that player has no card to take", None, "ce joueur n'a aucune carte à prendre"),
    (r"drop Breathing on the player who will draw a card", None,
     "lâchez la Méditation sur le joueur qui piochera une carte"),
    (r"(?P<card>.+) is played to the table, not on a player", "{card} is played in the middle of the table, not on a player",
     "{card} se joue au milieu de la table, pas sur un joueur"),
    (r"the game is over", None, "la partie est finie"),
    (r"it is not your decision now", None, "ce n'est pas à vous de décider maintenant"),
    (r"it is not (?P<name>.+)'s decision now", None, "ce n'est pas à {name} de décider maintenant"),
    (r"finish the current decision first", None, "terminez d'abord la décision en cours"),
    (r"only Nobunaga with at least 2 life may trade a life point for a card", None,
     "seul Nobunaga, avec au moins 2 points de vie, peut échanger une vie contre une carte"),
    (r"nothing is coming at you to answer", None, "rien ne vous vise : il n'y a rien à parer"),
    (r"that card cannot protect you against this", None, "cette carte ne vous protège pas de ceci"),
    (r"you discard only at the end of your turn, when you hold more than 7 cards, and only cards you hold", None,
     "on ne défausse qu'à la fin de son tour, avec plus de 7 cartes, et seulement des cartes de sa main"),
    (r"choose a permanent card in front of that player, or a random card from their hand", None,
     "choisissez une carte permanente devant ce joueur, ou une carte au hasard dans sa main"),
    (r"pay Bushido with a weapon from your hand, or by losing 1 honour", None,
     "payez le Code avec une arme de votre main, ou en perdant 1 honneur"),
    (r"only Ieyasu chooses where his first card comes from, at the start of his draw", None,
     "seul Ieyasu choisit d'où vient sa première carte, au début de sa pioche"),
    (r"that action does not fit the game now", None, "ce coup ne convient pas maintenant"),
)


def _named(key: str, language_code: str) -> str:
    """A card as the refusals name it: bare in English, as the engine's sentences do ("Focus goes
    in front of you"), with its article in French."""
    return card_words(key, language_code) if language_code == "fr" else TYPE_BY_KEY[key].name(language_code)


def _localise(name: str, value: str, lang: str) -> str:
    if name != "card":
        return value
    found = _BY_ENGLISH_NAME.get(value)
    return _named(found.key, lang) if found is not None else value


_RETELLING = Retelling(_RETOLD, _localise, full_stop=True)
retell = _RETELLING.retell
known = _RETELLING.known


def where_it_goes(action: Action) -> str:
    """Where the card goes, for a drop the engine would accept had it landed on the right spot
    (the spot missed, so the engine itself has nothing to object)."""
    if isinstance(action, DiscardCard):
        return t("katana.goes.discard", card=_named(KEY[action.card], lang()))
    if not isinstance(action, PlayCard):
        return ""
    name = _named(KEY[action.card], lang())
    if action.target >= 0:
        return t("katana.goes.seat", card=name)
    if KIND[action.card] == "permanent":
        return t("katana.goes.permanent", card=name)
    return t("katana.goes.centre", card=name)
