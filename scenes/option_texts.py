"""What the setup screen calls each game's options and their values, in English and French, what a
board, fighter or character chosen on a seat's row does, and the engines' reasons a setup cannot
start, retold in the player's language.

Keys follow ``option.<game>.<option>`` for the label, ``...<value>`` for a value (a switch's
label for a module; a value already written as a name, such as a samurai's, shows as it is) and
``...help`` for the line under it where the game's own help describes the typed option of the
command line (``scenes.setup``). An option or value missing here shows its own name, so a new
option stays usable before it is translated.
"""

from __future__ import annotations

import re

from game.katana.cards import CHARACTER_BY_KEY, CHARACTERS
from game.spirit.data import samurai_table
from game.spirit.texts import samurai_texts
from game.sushido.data import FIGHTER_ORDER, rules
from scenes.kit.i18n import language, register, t
from scenes.kit.retelling import Retelling
from scenes.sushido import texts as _sushido_texts  # noqa: F401 - registers the weights' words

CHARACTER_NAMES = {f"option.katana.characters.{c.key}": c.name for c in CHARACTERS}
FIGHTER_NAMES = {f"option.sushido.fighters.{key}": rules().fighters[key].name for key in FIGHTER_ORDER}

register({
    "en": {
        "option.katana.characters": "Character",
        "option.katana.characters.random": "At random",
        "option.katana.characters.help": "Chosen on each seat's row. The rules deal them at random; "
                                         "choose some to try a character or set up a table.",
        **CHARACTER_NAMES,
        "option.ninja99.modules": "Modules",
        "option.ninja99.modules.blacklist": "Blacklist", "option.ninja99.modules.ronin": "Ronin",
        "option.ninja99.modules.clan": "Clan techniques",
        "option.ninja99.modules.help": "Optional modules, for two players only.",
        "option.ninja99.level": "Automaton level",
        "option.ninja99.level.help": "Sets the solo automaton's strength, from 0, the gentlest, to 7, "
                                     "the toughest. Only in solo: two players leave it unused.",
        "option.spirit.mode": "Mode",
        "option.spirit.mode.easy": "Easy", "option.spirit.mode.normal": "Normal",
        "option.spirit.mode.hard": "Hard", "option.spirit.mode.heroic": "Heroic",
        "option.spirit.mode.help": "Easy: more barricades, fewer brigands. Hard: fewer barricades, and a "
                                   "fallen farm's back applies. Heroic: fewer still, no family bonus.",
        "option.spirit.samurai": "Samurai",
        "option.spirit.samurai.random": "At random",
        "option.spirit.samurai.pick": "Best fit",
        "option.spirit.samurai.help": "Chosen on each seat's row: a samurai, one at random, or the "
                                      "best fit, the board that makes the strongest team with the others.",
        "option.spirit.spare_tokens": "Spare tokens",
        "option.spirit.spare_tokens.auto": "Auto", "option.spirit.spare_tokens.on": "On",
        "option.spirit.spare_tokens.off": "Off",
        "option.spirit.spare_tokens.help": "The absent samurai's support tokens by the village, once "
                                           "each. Auto: with two samurai, or three played solo.",
        "option.sushido.duel": "Duel",
        "option.sushido.duel.iaijutsu": "Iaijutsu", "option.sushido.duel.training": "Training",
        "option.sushido.duel.encounter": "Encounter",
        "option.sushido.duel.help": "Iaijutsu: a single round. Training: first to win 2 rounds. "
                                    "Encounter: first to win 3. Super at the start, Player 1 then Player 2: "
                                    "Iaijutsu 2 and 3, Training 1 and 2, Encounter 0 and 1. Player 1 is the "
                                    "fighter with the P1 token, who plays first in the round.",
        "option.sushido.fighters": "Fighter",
        "option.sushido.fighters.random": "At random",
        "option.sushido.fighters.help": "Chosen on each seat's row: a fighter or one at random. "
                                        "Both players may take the same one.",
        **FIGHTER_NAMES,
    },
    "fr": {
        "option.katana.characters": "Personnage",
        "option.katana.characters.random": "Au hasard",
        "option.katana.characters.help": "À choisir sur la ligne de chaque place. La règle les distribue "
                                         "au hasard ; choisissez-en pour essayer un personnage ou composer "
                                         "une table.",
        **CHARACTER_NAMES,
        "option.ninja99.modules": "Modules",
        "option.ninja99.modules.blacklist": "Liste noire", "option.ninja99.modules.ronin": "Ronin",
        "option.ninja99.modules.clan": "Techniques de clan",
        "option.ninja99.modules.help": "Modules optionnels, à deux seulement.",
        "option.ninja99.level": "Niveau de l'automate",
        "option.ninja99.level.help": "Règle la force de l'automate du jeu en solo, de 0, le plus doux, à 7, "
                                     "le plus coriace. En solo seulement : à deux joueurs, il ne sert pas.",
        "option.spirit.mode": "Mode",
        "option.spirit.mode.easy": "Facile", "option.spirit.mode.normal": "Normal",
        "option.spirit.mode.hard": "Difficile", "option.spirit.mode.heroic": "Héroïque",
        "option.spirit.mode.help": "Facile : plus de barricades, moins de brigands. Difficile : moins de "
                                   "barricades, et une ferme brûlée fait jouer son verso. Héroïque : "
                                   "encore moins de barricades, et aucun présent des familles.",
        "option.spirit.samurai": "Samurai",
        "option.spirit.samurai.random": "Au hasard",
        "option.spirit.samurai.pick": "Au mieux",
        "option.spirit.samurai.help": "À choisir sur la ligne de chaque place : un samurai, un au "
                                      "hasard, ou Au mieux : le plateau qui forme l'équipe la plus forte avec "
                                      "les autres.",
        "option.spirit.spare_tokens": "Jetons des absents",
        "option.spirit.spare_tokens.auto": "Auto", "option.spirit.spare_tokens.on": "Oui",
        "option.spirit.spare_tokens.off": "Non",
        "option.spirit.spare_tokens.help": "Les jetons Soutien des absents, près du village, une fois "
                                           "chacun. Auto : à deux samurais, ou à trois en solo.",
        "option.sushido.duel": "Duel",
        "option.sushido.duel.iaijutsu": "Iaijutsu", "option.sushido.duel.training": "Entraînement",
        "option.sushido.duel.encounter": "Rencontre",
        "option.sushido.duel.help": "Iaijutsu : un seul round. Entraînement : le premier à gagner 2 "
                                    "rounds. Rencontre : le premier à en gagner 3. Super au départ, Player 1 "
                                    "puis Player 2 : Iaijutsu 2 et 3, Entraînement 1 et 2, Rencontre 0 et 1. "
                                    "Le Player 1, qui a le jeton P1, joue en premier dans le round.",
        "option.sushido.fighters": "Combattant",
        "option.sushido.fighters.random": "Au hasard",
        "option.sushido.fighters.help": "À choisir sur la ligne de chaque place : un combattant ou un "
                                        "au hasard. Les deux joueurs peuvent prendre le même.",
        **FIGHTER_NAMES,
    },
})

# The refusals a choice on the setup screen can meet; the others need a typed option (the
# command line), and are shown as the engine wrote them
_SETUP_REFUSALS = Retelling((
    (re.escape("each samurai can be chosen only once"), None, "chaque samurai ne peut être choisi qu'une fois"),
    (re.escape("each character can sit at the table only once"), None,
     "chaque personnage ne peut s'asseoir qu'une fois à la table"),
    (re.escape("modules are not used in a solo game against the automaton"), None,
     "les modules ne se jouent pas en solo contre l'automate"),
), full_stop=True)


def retell_refusal(reason: str) -> str:
    """The engine's reason a setup cannot start, in the language the app speaks now."""
    return _SETUP_REFUSALS.retell(reason, language())


def entry_description(game_id: str, option_name: str, entry: str) -> str:
    """What the board, fighter or character ``entry`` of a seat-by-seat option brings to the
    table, from the game's own data, in the app's language; "" for an entry left to chance."""
    lang = language()
    life = "points de vie" if lang == "fr" else "life"
    colon = " : " if lang == "fr" else ": "
    if (game_id, option_name) == ("spirit", "samurai") and entry in samurai_table():
        texts = samurai_texts(entry, lang)
        talent = "Talent" + colon + texts["talent"]
        return f"{entry}, Kiai {samurai_table()[entry].kiai_human}. {talent} Kiai{colon}{texts['kiai_human']}"
    if (game_id, option_name) == ("sushido", "fighters") and entry in FIGHTER_ORDER:
        fighter = rules().fighters[entry]
        passive = (fighter.passive_name_fr, fighter.passive_fr) if lang == "fr" else \
            (fighter.passive_name_en, fighter.passive_en)
        weight = t(f"sushido.weight.{fighter.weight}")  # "medium" / "poids moyen"
        return f"{fighter.name}, {weight}, {fighter.life} {life}. {passive[0]}{colon}{passive[1]}"
    if (game_id, option_name) == ("katana", "characters") and entry in CHARACTER_BY_KEY:
        character = CHARACTER_BY_KEY[entry]
        return f"{character.name}, {character.life} {life}. {character.ability(lang)}"
    return ""
