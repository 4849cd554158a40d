"""The engine's refusals, told at the Sushido arena: in French when the player reads French, and
in English worded for the table's gestures (slots, drags onto squares) where the engine's words
speak of moves in the abstract.

Each known sentence of the engine is matched here and retold; a sentence this module does not
know is shown as the engine wrote it, so nothing is ever lost.
"""

from __future__ import annotations

from scenes.kit.retelling import Retelling, Rewording

# What each kind of decision is, as "the duel waits for ..." reads it (English, French).
DECISIONS = {
    "Choose": ("your Hajime cards", "le choix de vos cartes du Hajime"),
    "Announce": ("an announcement", "une annonce"),
    "Play": ("a card to be played", "une carte à jouer"),
    "SuperCombo": ("an answer to the Super Combo", "une réponse au Super Combo"),
    "Parry": ("an answer to the Hit (parry it or take it)", "une réponse au Hit (le parer ou l'encaisser)"),
    "Place": ("a Hit laid on the arena", "la pose d'un Hit dans l'arène"),
    "Target": ("a card or a square to be picked", "le choix d'une carte ou d'une case"),
}

# (pattern over the engine's sentence, English for this table or None to keep it, French)
_RETOLD: tuple[Rewording, ...] = (
    (r"a view cannot be played on; use the real state", None,
     "on ne joue pas sur une vue partielle du duel : il faut la partie elle-même"),
    (r"the duel is over", None, "le duel est terminé"),
    (r"it is not your decision now", None, "ce n'est pas à vous de décider maintenant"),
    (r"it is not (?P<name>.+)'s decision now", None, "ce n'est pas à {name} de décider maintenant"),
    (r"the duel waits for a (?P<expected>\w+) decision, not (?P<got>\w+)", "the duel waits for {expected}, not {got}",
     "le duel attend {expected}, pas {got}"),
    (r"you can only set down cards from your own hand", None,
     "vous ne pouvez poser que des cartes de votre propre main"),
    (r"set down two different cards and reveal only some of those",
     "set down two different cards in the Hajime slots, then reveal both, either one, or neither",
     "posez deux cartes différentes dans les cases du Hajime, puis révélez les deux, l'une des "
     "deux, ou aucune"),
    (r"your chain is empty: there is nothing to announce", None,
     "votre enchaînement est vide : il n'y a rien à annoncer"),
    (r"you can only guard with a chain against a rival's Combo or Kata", None,
     "on ne se met en garde avec son enchaînement que contre un Combo ou un Kata du rival"),
    (r"after the rival took the initiative you may only guard with a Kata, or pass", None,
     "le rival a pris l'initiative : vous ne pouvez plus que vous mettre en garde avec un Kata, ou passer"),
    (r"that card is not yours to play now", None, "ce n'est pas à vous de jouer cette carte maintenant"),
    (r"doubling a card costs 1 Super and your gauge is empty", None,
     "doubler une carte coûte 1 Super, et votre jauge est vide"),
    (r"only one Super per card: a card turned into a Move cannot be doubled too", None,
     "une seule Super par carte : une carte changée en Move ne peut pas être doublée en plus"),
    (r"this is the turn's last Super Combo window: there is no later one to wait for", None,
     "c'est la dernière occasion du tour pour le Super Combo : il n'y en a plus d'autre à attendre"),
    (r"that card cannot do that from here", None, "d'où se tiennent les combattants, cette carte ne peut pas faire cela"),
    # A card carried to a place it never goes: say where it does go.
    (r"a Move card moves your own fighter, forward or back",
     "drop a Move on your own fighter, then choose forward or back",
     "posez un Move sur votre propre combattant, puis choisissez d'avancer ou de reculer"),
    (r"a Hit card strikes the rival", "drop a Hit on the rival to strike",
     "posez un Hit sur le rival pour le frapper"),
    (r"a Super card fills your own Super gauge", "drop a Super card on your own S-U-P-E-R gauge",
     "posez une carte Super sur votre propre jauge S-U-P-E-R"),
    (r"a Block card guards your own fighter or throws away a chain card",
     "drop a Block on your own fighter to keep it to parry, or on a chain card to throw it away",
     "posez un Block sur votre propre combattant pour le garder et parer, ou sur une carte d'un "
     "enchaînement pour la jeter"),
    (r"a Block card guards your own fighter: no chain card lies there to throw away",
     "drop a Block on your own fighter to keep it to parry: no chain card lies there to throw away",
     "posez un Block sur votre propre combattant pour le garder et parer : aucune carte d'enchaînement "
     "n'est là à jeter"),
    (r"a Block card throws away a chain card here: no rival Hit is left for a guard to stop",
     "drop a Block on a chain card to throw it away, or on your own fighter for no effect: "
     "no rival Hit is left to parry",
     "posez un Block sur une carte d'un enchaînement pour la jeter, ou sur votre propre combattant "
     "sans effet : il ne reste aucun Hit rival à parer"),
    (r"no rival Hit is left to play this turn: a guard would stop nothing", None,
     "il ne reste aucun Hit rival à jouer ce tour : une garde n'arrêterait rien"),
    (r"a doubled guard would stop nothing more: too few rival Hits are left to play this turn", None,
     "une garde doublée n'arrêterait rien de plus : il reste trop peu de Hit rivaux à jouer ce tour"),
    (r"in a Kata, a Block card can only throw away a card of the rival's chain",
     "in a Kata, drop a Block on a card of the rival's chain to throw it away",
     "pendant un Kata, posez un Block sur une carte de l'enchaînement rival pour la jeter"),
    (r"this Block card has no chain card to throw away: it is played for nothing",
     "this Block has no chain card to throw away: drop it on your own fighter, it does nothing",
     "ce Block n'a aucune carte d'enchaînement à jeter : posez-le sur votre propre combattant, "
     "il ne fait rien"),
    (r"a rival guard charge cancels your next Hit whole: doubling it would change nothing", None,
     "une charge de garde du rival annule votre prochain Hit entier : le doubler ne changerait rien"),
    (r"a Hit is doubled only when the fighters are in contact", None,
     "un Hit ne se double que lorsque les combattants sont au contact"),
    (r"that card cannot be doubled now", None, "cette carte ne peut pas être doublée maintenant"),
    (r"lay a Hit from your hand on a square where no fighter stands",
     "drag a Hit from your hand onto a square where no fighter stands",
     "glissez un Hit de votre main sur une case où ne se tient aucun combattant"),
    (r"pick a position that exists in the rival's chain", "pick one of the cards of the rival's chain",
     "choisissez l'une des cartes de l'enchaînement rival"),
    (r"pick one of the cards of your guard to throw away", None,
     "choisissez l'une des cartes de votre garde à jeter"),
    (r"pick a square where a laid Hit lies, or -1 to keep the rest",
     "pick a square where a laid Hit lies, or keep the rest",
     "choisissez une case où est posé un Hit, ou gardez les autres"),
    (r"your Super gauge is not full, or the Super Combo cannot reach", None,
     "votre jauge de Super n'est pas pleine, ou le Super Combo ne peut pas atteindre le rival"),
)


def _decision(kind: str, lang: str) -> str:
    words = DECISIONS.get(kind)
    if words is None:
        return kind
    return words[1] if lang == "fr" else words[0]


def _localise(name: str, value: str, lang: str) -> str:
    return _decision(value, lang) if name in ("expected", "got") else value


_RETELLING = Retelling(_RETOLD, _localise)
PATTERNS = _RETELLING.patterns
retell = _RETELLING.retell
known = _RETELLING.known
