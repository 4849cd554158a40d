"""Every word the Katana table shows, in English and French, in our own words."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.katana.cards import CHARACTERS, TYPE_BY_KEY, players_table
from scenes.kit.i18n import FRENCH_ELIDING, language, register, t
from scenes.kit.i18n import of_name as of_name  # the kit's, still offered here to the Katana table

STRINGS = {
    "en": {
        "katana.deck": "Deck",
        "katana.discard": "Discard",
        "katana.end_turn": "End turn",
        "katana.log": "What happened",
        "katana.weapons_left": "Weapons left this turn: {count}",
        "katana.turn_of": "{name}'s turn",
        "katana.your_turn": "Your turn, {name}",
        "katana.phase.play": "Play cards, then end your turn",
        "katana.phase.discard": "Too many cards: click {count} to discard",
        "katana.phase.discard_other": "{name} discards {count} cards down to 7",
        "katana.phase.discard_other_one": "{name} discards 1 card down to 7",
        "katana.phase.attack": "{name} must answer an attack",
        "katana.phase.wave": "{name} must answer {card}",
        "katana.phase.geisha": "{name} chooses what the Geisha sends away",
        "katana.phase.bushido": "{name} must pay for Bushido",
        "katana.phase.draw_choice": "{name} chooses where to draw from",
        "katana.phase.over": "The game is over",
        "katana.prompt.attack": ("{attacker} attacks you with {card} (difficulty {difficulty}): "
                                 "{damage} damage"),
        "katana.prompt.attack_any": ("{attacker} attacks you with {card} (difficulty ignored): "
                                     "{damage} damage"),
        "katana.prompt.battle_cry": "{source}'s Battle Cry: give up a Parry or lose 1 life",
        "katana.prompt.battle_cry_hanzo": "{source}'s Battle Cry: give up a Parry (or block with a weapon) or lose 1 life",
        "katana.prompt.jujitsu": "{source}'s Jujitsu: give up a weapon or lose 1 life",
        "katana.prompt.geisha": "Geisha on {target}: which card goes to the discard?",
        "katana.prompt.bushido": ("Bushido turned up {card}: discard a weapon and pass Bushido on, "
                                  "or lose 1 honour and discard Bushido"),
        "katana.prompt.bushido_exempt": ("Bushido turned up {card}: discard a weapon to pass it on, "
                                         "or let it go without losing honour"),
        "katana.answer.parry": "Parry",
        "katana.answer.hanzo": "Block with {card}",
        "katana.answer.give": "Discard {card}",
        "katana.answer.take": "Take it (-{damage} life)",
        "katana.answer.take_one": "Lose 1 life",
        "katana.answer.random": "A random card from the hand",
        "katana.answer.honour": "Lose 1 honour",
        "katana.answer.let_go": "Discard Bushido (no honour lost)",
        "katana.answer.from_discard": "Take {card} from the discard",
        "katana.answer.take_card": "Take {card}",
        "katana.answer.from_deck": "Draw from the deck",
        "katana.nobunaga": "Lose 1 life: draw 1",
        "katana.ieyasu.discard": "Top of discard",
        "katana.target.difficulty": "difficulty {value}",
        "katana.target.any": "difficulty ignored",
        "katana.target.here": "drop here",
        "katana.browse.title": "Discard pile ({count} cards, newest first)",
        "katana.browse.title_one": "Discard pile (1 card)",
        "katana.browse.empty": "The discard pile is empty",
        "katana.browse.close": "Click anywhere to close",
        "katana.role.shogun": "Shogun",
        "katana.role.samurai": "Samurai",
        "katana.role.ninja": "Ninja",
        "katana.role.ronin": "Ronin",
        "katana.role.hidden": "Role hidden",
        "katana.role_text.shogun": "Everyone knows the Shogun. The Samurai are on the same side; their scores add up.",
        "katana.role_text.samurai": "Secretly on the Shogun's side.",
        "katana.role_text.ninja": "Secretly with the other Ninjas, against everyone else; the Ninjas win ties.",
        "katana.role_text.ronin": "Alone against everyone.",
        "katana.role_text.hidden": "Nobody sees this role before the end of the game.",
        "katana.role_text.unseen": "Roles still hidden at this table: {roles}.",
        "katana.role_many.samurai": "Samurai",
        "katana.role_many.ninja": "Ninjas",
        "katana.rules.deal": "- {count} players: {roles}. Starting honour: {shogun} for the Shogun, {other} for the others.",
        "katana.down": "DOWN",
        "katana.over.winners": "Victory for {team}",
        "katana.over.nobody": "No team wins",
        "katana.over.team.shogun": "the Shogun and the Samurai",
        "katana.over.team.ninja": "the Ninjas",
        "katana.over.team.ronin": "the Ronin",
        "katana.team.shogun": "Shogun & Samurai",
        "katana.team.ninja": "Ninjas",
        "katana.team.ronin": "Ronin",
        "katana.over.team.shogun_alone": "the Shogun",
        "katana.team.shogun_alone": "Shogun",
        "katana.over.reason.honour": "A player ran out of honour: {decided}.",
        "katana.over.reason.honour_named": "{out}: {decided}.",
        "katana.honour_out.one": "{who} ran out of honour",
        "katana.honour_out.many": "{who} ran out of honour",
        "katana.honour_cause.bushido": "Bushido",
        "katana.honour_cause.deck_out": "the deck ran out",
        "katana.honour_cause.defeat": "a defeat",
        "katana.honour_cause.defeat_by": "defeated by {name}",
        "katana.and": " and ",
        "katana.over.reason.sword": "{name} is the only one with life left: victory by the sword.",
        "katana.over.reason.sword_void": ("{name} is the only one with life left, but the last blow felled a teammate: "
                                          "no victory by the sword, so {decided}."),
        "katana.over.decided.highest_total": "the best team total wins",
        "katana.over.decided.tie_ninjas_win": "the totals are tied and the Ninjas win ties",
        "katana.over.decided.tie_shogun_beats_ronin": "the totals are tied and the Shogun's side beats the Ronin",
        "katana.my_role": "Your role: {role}",
        "katana.stars.one": "1 star",
        "katana.stars.many": "{count} stars",
        "katana.role_text.shogun_alone": ("Everyone knows the Shogun. With 3 players he stands alone against the "
                                          "two Ninjas, and his honour counts double."),
        "katana.role_text.stars_count": "{stars}: at 4 players, the Ninja with the most stars doubles their honour.",
        "katana.role_text.stars_idle": "{stars}: the stars change nothing with {count} players.",
        "katana.role_text.multiplier": "With {count} players, this role's honour counts x{value}.",
        "katana.goes.discard": "You must discard: click {card}, or drop it on the discard pile.",
        "katana.goes.permanent": "{card} goes in front of you: drop it on your own seat or in the middle of the table.",
        "katana.goes.centre": "{card} is played in the middle of the table: drop it there.",
        "katana.goes.seat": "Drop {card} on one of the players that light up.",
        "katana.hint.drag_both": "Drag a card onto a player or onto the table",
        "katana.hint.drag_players": "Drag a card onto a player",
        "katana.hint.drag_table": "Drag a card onto the table",
        "katana.hint.nothing": "No card to play now: end your turn",
        "katana.hint.discard": "Click a card, or drag it onto the discard pile",
        "katana.click.weapon": "To attack with {card}, drag it onto a player: those it reaches light up.",
        "katana.click.seat": "To play {card}, drag it onto one of the players that light up.",
        "katana.click.permanent": ("To lay {card} in front of you, drag it onto your seat "
                                   "or the middle of the table."),
        "katana.click.centre": "To play {card}, drag it to the middle of the table.",
        "katana.click.prompt": "Answer the question with its buttons first.",
        "katana.over.col.player": "Player",
        "katana.over.col.role": "Role",
        "katana.over.col.honour": "Honour",
        "katana.over.col.multiplier": "x",
        "katana.over.col.daimyo": "Daimyo",
        "katana.over.col.lost_blade": "Lost blade",
        "katana.over.col.total": "Score",
        "katana.over.team_total": "Team totals",
        "katana.over.team_line": "{team}: {total}",
        "katana.over.lost_blade": "Lost blade: {name} fell to a teammate",
    },
    "fr": {
        "katana.deck": "Pioche",
        "katana.discard": "Défausse",
        "katana.end_turn": "Fin du tour",
        "katana.log": "Ce qui s'est passé",
        "katana.weapons_left": "Armes encore jouables ce tour : {count}",
        "katana.turn_of": "Tour {of_name}",
        "katana.your_turn": "À vous, {name}",
        "katana.phase.play": "Jouez vos cartes, puis finissez le tour",
        "katana.phase.discard": "Trop de cartes : cliquez-en {count} à défausser",
        "katana.phase.discard_other": "{name} défausse {count} cartes pour revenir à 7",
        "katana.phase.discard_other_one": "{name} défausse 1 carte pour revenir à 7",
        "katana.phase.attack": "{name} doit répondre à une attaque",
        "katana.phase.wave": "{name} doit répondre {card}",
        "katana.phase.geisha": "{name} choisit la carte que chasse la Geisha",
        "katana.phase.bushido": "{name} doit payer le Code du bushido",
        "katana.phase.draw_choice": "{name} choisit où piocher",
        "katana.phase.over": "La partie est finie",
        "katana.prompt.attack": ("{attacker} vous attaque avec {card} (difficulté {difficulty}), "
                                 "{damage} {damage_word}"),
        "katana.prompt.attack_any": ("{attacker} vous attaque avec {card} (difficulté ignorée), "
                                     "{damage} {damage_word}"),
        "katana.prompt.battle_cry": "Cri de guerre {of_source} : défaussez une Parade ou perdez 1 vie",
        "katana.prompt.battle_cry_hanzo": ("Cri de guerre {of_source} : défaussez une Parade (ou bloquez avec une arme) "
                                           "ou perdez 1 vie"),
        "katana.prompt.jujitsu": "Ju Jitsu {of_source} : défaussez une arme ou perdez 1 vie",
        "katana.prompt.geisha": "Geisha sur {target} : quelle carte part à la défausse ?",
        "katana.prompt.bushido": ("Le Code révèle {card}. Défaussez une arme et passez-le à gauche, "
                                  "ou perdez 1 honneur et défaussez-le"),
        "katana.prompt.bushido_exempt": ("Le Code révèle {card}. Défaussez une arme pour le passer "
                                         "à gauche, ou défaussez-le sans perdre d'honneur"),
        "katana.answer.parry": "Parade",
        "katana.answer.hanzo": "Bloquer avec {card}",
        "katana.answer.give": "Défausser {card}",
        "katana.answer.take": "Encaisser (-{damage} {life_word})",
        "katana.answer.take_one": "Perdre 1 vie",
        "katana.answer.random": "Une carte au hasard de sa main",
        "katana.answer.honour": "Perdre 1 honneur",
        "katana.answer.let_go": "Défausser le Code (sans perte d'honneur)",
        "katana.answer.from_discard": "Prendre {card} sur la défausse",
        "katana.answer.take_card": "Prendre {card}",
        "katana.answer.from_deck": "Piocher dans la pioche",
        "katana.nobunaga": "Perdre 1 vie : piocher 1",
        "katana.ieyasu.discard": "Dessus de la défausse",
        "katana.target.difficulty": "difficulté {value}",
        "katana.target.any": "difficulté ignorée",
        "katana.target.here": "posez ici",
        "katana.browse.title": "Défausse ({count} cartes, la plus récente d'abord)",
        "katana.browse.title_one": "Défausse (1 carte)",
        "katana.browse.empty": "La défausse est vide",
        "katana.browse.close": "Cliquez n'importe où pour fermer",
        "katana.role.shogun": "Shogun",
        "katana.role.samurai": "Samouraï",
        "katana.role.ninja": "Ninja",
        "katana.role.ronin": "Ronin",
        "katana.role.hidden": "Rôle caché",
        "katana.role_text.shogun": "Tout le monde connaît le Shogun. Les Samouraïs sont de son côté ; leurs scores s'additionnent.",
        "katana.role_text.samurai": "Secrètement du côté du Shogun.",
        "katana.role_text.ninja": "Secrètement avec les autres Ninjas, contre tous les autres ; les Ninjas gagnent les égalités.",
        "katana.role_text.ronin": "Seul contre tous.",
        "katana.role_text.hidden": "Personne ne voit ce rôle avant la fin de la partie.",
        "katana.role_text.unseen": "Rôles encore cachés à cette table : {roles}.",
        "katana.role_many.samurai": "Samouraïs",
        "katana.role_many.ninja": "Ninjas",
        "katana.rules.deal": ("- {count} joueurs : {roles}. Honneur de départ : {shogun} pour le Shogun, "
                              "{other} pour les autres."),
        "katana.down": "À TERRE",
        "katana.over.winners": "Victoire : {team}",
        "katana.over.nobody": "Aucune équipe ne gagne",
        "katana.over.team.shogun": "le camp du Shogun",
        "katana.over.team.ninja": "les Ninjas",
        "katana.over.team.ronin": "le Ronin",
        "katana.team.shogun": "Shogun et Samouraïs",
        "katana.team.ninja": "Ninjas",
        "katana.team.ronin": "Ronin",
        "katana.over.team.shogun_alone": "le Shogun",
        "katana.team.shogun_alone": "Shogun",
        "katana.over.reason.honour": "Un joueur n'a plus d'honneur : {decided}.",
        "katana.over.reason.honour_named": "{out} : {decided}.",
        "katana.honour_out.one": "{who} n'a plus d'honneur",
        "katana.honour_out.many": "{who} n'ont plus d'honneur",
        "katana.honour_cause.bushido": "le Code du bushido",
        "katana.honour_cause.deck_out": "la pioche est épuisée",
        "katana.honour_cause.defeat": "une défaite",
        "katana.honour_cause.defeat_by": "{defeated} par {name}",
        "katana.and": " et ",
        "katana.over.reason.sword": "{name} est {last} à avoir encore de la vie : victoire au fil de l'épée.",
        "katana.over.reason.sword_void": ("{name} est {last} à avoir encore de la vie, mais son dernier coup a abattu "
                                          "un allié : pas de victoire au fil de l'épée, donc {decided}."),
        "katana.over.decided.highest_total": "le meilleur total d'équipe l'emporte",
        "katana.over.decided.tie_ninjas_win": "les totaux sont à égalité et les Ninjas gagnent les égalités",
        "katana.over.decided.tie_shogun_beats_ronin": "les totaux sont à égalité et le camp du Shogun bat le Ronin",
        "katana.my_role": "Votre rôle : {role}",
        "katana.stars.one": "1 étoile",
        "katana.stars.many": "{count} étoiles",
        "katana.role_text.shogun_alone": ("Tout le monde connaît le Shogun. À 3 joueurs, il est seul face aux deux "
                                          "Ninjas, et son honneur compte double."),
        "katana.role_text.stars_count": "{stars} : à 4 joueurs, le Ninja qui a le plus d'étoiles double son honneur.",
        "katana.role_text.stars_idle": "{stars} : les étoiles ne changent rien à {count} joueurs.",
        "katana.role_text.multiplier": "À {count} joueurs, l'honneur de ce rôle compte x{value}.",
        "katana.goes.discard": "Vous devez défausser : cliquez sur {card}, ou lâchez la carte sur la défausse.",
        "katana.goes.permanent": ("Posez {card} devant vous : lâchez la carte sur votre place "
                                  "ou au milieu de la table."),
        "katana.goes.centre": "Jouez {card} au milieu de la table : lâchez la carte là.",
        "katana.goes.seat": "Lâchez {card} sur l'un des joueurs qui s'éclairent.",
        "katana.hint.drag_both": "Faites glisser une carte sur un joueur ou sur la table",
        "katana.hint.drag_players": "Faites glisser une carte sur un joueur",
        "katana.hint.drag_table": "Faites glisser une carte sur la table",
        "katana.hint.nothing": "Aucune carte à jouer : finissez le tour",
        "katana.hint.discard": "Cliquez sur une carte, ou faites-la glisser sur la défausse",
        "katana.click.weapon": ("Pour attaquer avec {card}, faites glisser la carte sur un joueur : "
                                "ceux qu'elle atteint s'éclairent."),
        "katana.click.seat": ("Pour jouer {card}, faites glisser la carte sur l'un des joueurs "
                              "qui s'éclairent."),
        "katana.click.permanent": ("Pour poser {card} devant vous, faites glisser la carte sur votre place "
                                   "ou au milieu de la table."),
        "katana.click.centre": "Pour jouer {card}, faites glisser la carte au milieu de la table.",
        "katana.click.prompt": "Répondez d'abord à la question avec ses boutons.",
        "katana.over.col.player": "Joueur",
        "katana.over.col.role": "Rôle",
        "katana.over.col.honour": "Honneur",
        "katana.over.col.multiplier": "x",
        "katana.over.col.daimyo": "Daimyo",
        "katana.over.col.lost_blade": "Lame perdue",
        "katana.over.col.total": "Score",
        "katana.over.team_total": "Totaux par équipe",
        "katana.over.team_line": "{team} : {total}",
        "katana.over.lost_blade": "Lame perdue : {name} est {fallen} sous les coups d'un allié",
    },
}
register(STRINGS)

RULES = {
    "en": """# Who is on whose side
Every player gets a character with a special ability and a secret role. Only the Shogun's role lies face up. Characters are dealt at random unless the setup screen names some.
- The Shogun and the Samurai play together.
- The Ninjas play together. Their stars only count at 4 players: the Ninja with more stars doubles their honour.
- The Ronin plays alone.
{deal}

# A turn
- Recovery: a player at 0 life gets all of it back.
- Bushido: its holder turns up the top card of the deck and discards it. On a weapon, they either discard a weapon and pass Bushido to the left, or lose 1 honour and discard Bushido. On any other card, Bushido simply passes left.
- Draw 2 cards.
- Play as many cards as you like, but only one weapon (one more per Focus, and for Goemon).
- End the turn, then discard down to 7 cards.

# Attacks
A weapon reaches a player when its difficulty is at least the attack's difficulty: seats counted the short way round, skipping players who are down, plus 1 per Armor they wear (and 1 for Benkei). Kojiro's weapons ignore difficulty: they reach every player who is not down. The target may answer with a Parry; otherwise they lose the weapon's damage.
- A player at 0 life, or with no card in hand, is down: nobody can attack them.
- Whoever brings a player to 0 life takes 1 honour from them.

# The end
- When the deck runs out, everyone loses 1 honour and the discard is shuffled into a new deck.
- The game stops as soon as a player has no honour left. Each player's honour is multiplied according to their role, each Daimyo kept in hand adds 1 (never multiplied; not for the Ronin), and the team with the best total wins. The Ninjas win ties, and the Shogun's side beats the Ronin on a tie.
- Multipliers: Shogun x1 (x2 at 3 players); Samurai x2 at 4 and 6 players, otherwise x1; Ninja x1 (at 4, the one with more stars x2); Ronin x2 at 5 players, x3 at 6 or 7.
- With 4 players or more, when only one player has any life left, their team wins by the sword, unless the blow that left them alone felled a teammate: then the totals decide.
- If the blow that ends the game fells a teammate, the felled player loses 3 points from their total, after the multipliers.

# With 3 players
The Shogun (6 honour) faces two Ninjas (3 honour each), and these changes apply:
- The Shogun draws 3 cards instead of 2, and may play 2 weapons a turn instead of 1.
- Bushido never costs the Shogun honour: when it turns up a weapon in front of him, he may discard it for nothing, or pay a weapon to pass it on.
- At the end, the Shogun's honour counts double.
- There is no victory by the sword.

# With the mouse
- Drag a weapon: the players it can reach light up with their difficulty ("difficulty ignored" for Kojiro). Drop it on one to attack.
- Drag Focus, Armor and Quick Draw onto your own seat or the middle of the table, Bushido onto any player.
- Drag Battle Cry, Jujitsu, Tea Ceremony and Daimyo to the middle of the table.
- Drag Diversion, Geisha and Breathing onto a player.
- Cards you cannot use at the moment are greyed out. Answer attacks, Battle Cry, Jujitsu, Bushido and Geisha with the buttons that appear (Ieyasu and Nobunaga use buttons too). Right-click any card to read it; click the discard pile to look through it; Space skips the animations.
- A permanent you laid, or a card you discarded while more remain to discard, can be taken back with the button over End turn (or Ctrl+Z) until anything else happens.""",
    "fr": """# Qui est avec qui
Chaque joueur reçoit un personnage doté d'un pouvoir et un rôle secret. Seul le rôle du Shogun est visible. Les personnages sont distribués au hasard, sauf ceux choisis dans l'écran de nouvelle partie.
- Le Shogun et les Samouraïs jouent ensemble.
- Les Ninjas jouent ensemble. Leurs étoiles ne comptent qu'à 4 joueurs : le Ninja qui en a le plus double son honneur.
- Le Ronin joue seul.
{deal}

# Un tour
- Récupération : un joueur à 0 vie récupère toute sa vie.
- Code du bushido : son porteur retourne la carte du dessus de la pioche et la défausse. Si c'est une arme, il défausse une arme et passe le Code à gauche, ou perd 1 honneur et défausse le Code ; sinon le Code passe à gauche.
- Piochez 2 cartes.
- Jouez autant de cartes que vous voulez, mais une seule arme (une de plus par Concentration, et pour Goemon).
- Finissez le tour, puis défaussez jusqu'à 7 cartes.

# Les attaques
Une arme atteint un joueur si sa précision est au moins égale à la difficulté de l'attaque : les places comptées par le plus court chemin, sans compter les joueurs à terre, plus 1 par Armure qu'il porte (et 1 pour Benkei). Les armes de Kojiro ignorent la difficulté : elles atteignent tout joueur qui n'est pas à terre. La cible peut répondre par une Parade ; sinon elle perd les dégâts de l'arme.
- Un joueur à 0 vie, ou sans carte en main, est à terre : personne ne peut l'attaquer.
- Celui qui met un joueur à 0 vie lui prend 1 honneur.

# La fin
- Quand la pioche est vide, chacun perd 1 honneur et la défausse mélangée devient la pioche.
- La partie s'arrête dès qu'un joueur n'a plus d'honneur. L'honneur de chacun est multiplié selon son rôle, chaque Daimyo gardé en main ajoute 1 (jamais multiplié ; rien pour le Ronin), et l'équipe au meilleur total gagne. Les Ninjas gagnent les égalités, et le camp du Shogun bat le Ronin à égalité.
- Multiplicateurs : Shogun x1 (x2 à 3 joueurs) ; Samouraï x2 à 4 et 6 joueurs, sinon x1 ; Ninja x1 (à 4, celui qui a le plus d'étoiles x2) ; Ronin x2 à 5 joueurs, x3 à 6 ou 7.
- À 4 joueurs ou plus, quand un seul joueur a encore de la vie, son équipe gagne au fil de l'épée, sauf si le coup qui l'a laissé seul a abattu un allié : les totaux décident alors.
- Si le coup qui termine la partie abat un allié, le joueur abattu perd 3 points sur son total, après les multiplicateurs.

# À 3 joueurs
Le Shogun (6 points d'honneur) affronte deux Ninjas (3 chacun), avec ces changements :
- Le Shogun pioche 3 cartes au lieu de 2 et peut jouer 2 armes par tour au lieu d'une.
- Le Code du bushido ne coûte jamais d'honneur au Shogun : s'il révèle une arme devant lui, il peut le défausser sans rien perdre, ou payer une arme pour le passer à gauche.
- À la fin, l'honneur du Shogun compte double.
- Il n'y a pas de victoire au fil de l'épée.

# À la souris
- Faites glisser une arme : les joueurs qu'elle atteint s'éclairent avec leur difficulté (« difficulté ignorée » pour Kojiro). Lâchez-la sur l'un d'eux pour attaquer.
- Posez Concentration, Armure et Attaque rapide sur votre place ou au milieu de la table, le Code du bushido sur n'importe qui.
- Posez Cri de guerre, Ju Jitsu, Cérémonie du thé et Daimyo au milieu de la table.
- Posez Diversion, Geisha et Méditation sur un joueur.
- Les cartes inutilisables pour l'instant sont grisées. Répondez aux attaques, au Cri de guerre, au Ju Jitsu, au Code du bushido et à la Geisha avec les boutons qui apparaissent (Ieyasu et Nobunaga ont aussi leurs boutons). Clic droit sur une carte pour la lire ; clic sur la défausse pour la parcourir ; Espace passe les animations.
- Une carte permanente posée, ou une carte défaussée alors qu'il en reste à défausser, se reprend avec le bouton au-dessus de Fin du tour (ou Ctrl+Z) tant que rien d'autre ne se passe.""",
}


def lang() -> str:
    return "fr" if language() == "fr" else "en"


def is_feminine(name: str) -> bool:
    """Whether French speaks of the character named ``name`` as a woman (characters.toml)."""
    character = next((c for c in CHARACTERS if c.name == name), None)
    return character is not None and character.feminine


def counted(count: int, one: str, many: str, language_code: str) -> str:
    """The word a count takes: French keeps the singular for 0 and 1 ("0 restant"), English only
    for 1 ("0 cards left")."""
    single = abs(count) < 2 if language_code == "fr" else count == 1
    return one if single else many


def agreed(name: str, masculine: str, feminine: str) -> str:
    """The French word that agrees with the character ``name``."""
    return feminine if is_feminine(name) else masculine


def card_name(key: str) -> str:
    return TYPE_BY_KEY[key].name(lang())


def card_words(key: str, language_code: str, definite: bool = True, after: str = "") -> str:
    """A card's name as a sentence needs it. French puts the article of its gender (cards.toml)
    before it: « la Parade », « l'Armure », « le Code du bushido », or with ``definite=False``
    « un Kiseru »; ``after`` ("à" or "de") is the word before, which French folds into "le"
    (« au Cri de guerre »). English takes "the", or "a" ("an" before a vowel: "an Armor")."""
    card = TYPE_BY_KEY[key]
    name = card.name(language_code)
    if language_code != "fr":
        if definite:
            return f"the {name}"
        return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"
    before = f"{after} " if after else ""
    if not definite:
        return f"{before}{'une' if card.feminine_fr else 'un'} {name}"
    if name[:1].lower() in FRENCH_ELIDING:
        return f"{before}l'{name}"
    if card.feminine_fr:
        return f"{before}la {name}"
    folded = {"à": "au", "de": "du"}.get(after, f"{before}le")
    return f"{folded} {name}"


def team_headline(team: str, n: int) -> str:
    """The winning team as the headline names it; at 3 players the Shogun has no Samurai."""
    alone = "_alone" if team == "shogun" and n == 3 else ""
    return t(f"katana.over.team.{team}{alone}")


def team_label(team: str, n: int) -> str:
    """A team's short name for the totals."""
    alone = "_alone" if team == "shogun" and n == 3 else ""
    return t(f"katana.team.{team}{alone}")


def stars_words(count: int) -> str:
    return t("katana.stars.one") if count == 1 else t("katana.stars.many", count=count)


def stars_count(n: int) -> bool:
    """Whether a ninja's stars change the score at this table (only at 4 players)."""
    return n == 4


def role_words(role: str, stars: int, n: int, mine: bool = True) -> str:
    """The viewer's own role in words, with the stars where they count; ``mine=False`` (a
    replay's watcher, who holds no role) names the role alone."""
    name = t(f"katana.role.{role}")
    if role == "ninja" and stars and stars_count(n):
        name = f"{name}, {stars_words(stars)}"
    return t("katana.my_role", role=name) if mine else name


def roles_counted(roles: Sequence[str], language_code: str) -> str:
    """Role cards in words, in the table's order, a count before repeated ones:
    "Shogun, Samurai, 2 Ninjas"."""
    words = STRINGS[language_code]
    counts = Counter(roles)
    return ", ".join(words[f"katana.role.{role}"] if count == 1 else f"{count} {words[f'katana.role_many.{role}']}"
                     for role, count in counts.items())


def role_tooltip(role: str | None, stars: int, n: int, unseen: Sequence[str] = ()) -> tuple[str, str]:
    """(title, text) of a role card's tooltip: the role, its stars and what they are worth; for a
    hidden role, the roles still ``unseen`` at this table."""
    if role is None:
        text = t("katana.role_text.hidden")
        if unseen:
            text = f"{text} {t('katana.role_text.unseen', roles=roles_counted(unseen, lang()))}"
        return t("katana.role.hidden"), text
    title = t(f"katana.role.{role}")
    key = "shogun_alone" if role == "shogun" and n == 3 else role
    text = t(f"katana.role_text.{key}")
    if role == "ninja" and stars:
        title = f"{title} {'★' * stars}"
        words = stars_words(stars)
        extra = (t("katana.role_text.stars_count", stars=words) if stars_count(n)
                 else t("katana.role_text.stars_idle", stars=words, count=n))
        text = f"{text} {extra}"
    value = role_multiplier(role, n) if role in MULTIPLIER_TOLD else None
    if value is not None:
        text = f"{text} {t('katana.role_text.multiplier', count=n, value=value)}"
    return title, text


# The roles whose multiplier changes with the player count: their tooltip gives it.
MULTIPLIER_TOLD = ("samurai", "ronin")


def role_multiplier(role: str, n: int) -> int | None:
    """The honour multiplier of ``role`` at ``n`` players, read from the engine's table (None
    where the role is not dealt)."""
    value = players_table(n)["multiplier"].get(role)
    return None if value is None else int(value)


def rules_text(language_code: str) -> str:
    code = "fr" if language_code == "fr" else "en"
    return RULES[code].replace("{deal}", deal_lines(code))


def deal_lines(language_code: str) -> str:
    """One rules bullet per player count: the role cards dealt and the starting honour, read
    from the engine's setup table so the page never disagrees with the game."""
    lines = []
    for count in range(3, 8):
        table = players_table(count)
        lines.append(STRINGS[language_code]["katana.rules.deal"].format(
            count=count, roles=roles_counted(table["roles"], language_code),
            shogun=table["honour_shogun"], other=table["honour_other"]))
    return "\n".join(lines)


def out_of_honour_words(names: Sequence[str], cause: str, language_code: str, by: str = "") -> str:
    """Who ran out of honour and how: "Benkei ran out of honour (Bushido)", every name when
    several reach 0 at once (a deck run out); ``by`` names who dealt a defeat ("defeated by
    Musashi"), since who dealt the blow decides a lost blade."""
    words = STRINGS["fr" if language_code == "fr" else "en"]
    joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + words["katana.and"] + names[-1]
    told = words["katana.honour_out.one" if len(names) == 1 else "katana.honour_out.many"].format(who=joined)
    how = words.get(f"katana.honour_cause.{cause}")
    if cause == "defeat" and by:  # a defeat fells one player: the French agrees with them
        defeated = agreed(names[0], "vaincu", "vaincue")
        how = words["katana.honour_cause.defeat_by"].format(name=by, defeated=defeated)
    return f"{told} ({how})" if how else told
