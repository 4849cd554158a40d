"""Every word the Katana table shows, in English and French, in our own words."""

from __future__ import annotations

from game.katana.cards import TYPE_BY_KEY
from scenes.kit.i18n import language, register

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
        "katana.phase.discard_other": "{name} discards {count} card(s) down to 7",
        "katana.phase.attack": "{name} must answer an attack",
        "katana.phase.wave": "{name} must answer the {card}",
        "katana.phase.geisha": "{name} chooses what the Geisha sends away",
        "katana.phase.bushido": "{name} must pay for Bushido",
        "katana.phase.draw_choice": "{name} chooses where to draw from",
        "katana.phase.over": "The game is over",
        "katana.prompt.attack": "{attacker} attacks you with a {card} (difficulty {difficulty}): {damage} damage",
        "katana.prompt.battle_cry": "{source}'s Battle Cry: give up a Parry or lose 1 life",
        "katana.prompt.jujitsu": "{source}'s Jujitsu: give up a weapon or lose 1 life",
        "katana.prompt.geisha": "Geisha on {target}: which card goes to the discard?",
        "katana.prompt.bushido": "Bushido turned up a {card}: discard a weapon, or lose 1 honour",
        "katana.answer.parry": "Parry",
        "katana.answer.hanzo": "Block with {card}",
        "katana.answer.give": "Discard {card}",
        "katana.answer.take": "Take it (-{damage} life)",
        "katana.answer.take_one": "Lose 1 life",
        "katana.answer.random": "A random card from the hand",
        "katana.answer.honour": "Lose 1 honour",
        "katana.answer.from_discard": "Take the {card} from the discard",
        "katana.answer.from_deck": "Draw from the deck",
        "katana.nobunaga": "Lose 1 life: draw 1",
        "katana.ieyasu.discard": "Top of discard",
        "katana.target.difficulty": "difficulty {value}",
        "katana.target.here": "drop here",
        "katana.browse.title": "Discard pile ({count} cards, newest first)",
        "katana.browse.empty": "The discard pile is empty",
        "katana.browse.close": "Click anywhere to close",
        "katana.role.shogun": "Shogun",
        "katana.role.samurai": "Samurai",
        "katana.role.ninja": "Ninja",
        "katana.role.ronin": "Ronin",
        "katana.role.hidden": "Role hidden",
        "katana.role_text.shogun": "Everyone knows the Shogun. The Samurai are on the same side; their scores add up.",
        "katana.role_text.samurai": "Secretly on the Shogun's side.",
        "katana.role_text.ninja": "Secretly with the other Ninjas, against the Shogun's side.",
        "katana.role_text.ronin": "Alone against everyone, with a bigger honour multiplier.",
        "katana.role_text.hidden": "Nobody sees this role before the end of the game.",
        "katana.down": "DOWN",
        "katana.you": "you",
        "katana.skip_hint": "Space: skip the animations",
        "katana.over.winners": "Victory for {team}",
        "katana.over.nobody": "No team wins",
        "katana.over.team.shogun": "the Shogun and the Samurai",
        "katana.over.team.ninja": "the Ninjas",
        "katana.over.team.ronin": "the Ronin",
        "katana.team.shogun": "Shogun & Samurai",
        "katana.team.ninja": "Ninjas",
        "katana.team.ronin": "Ronin",
        "katana.over.reason.honour": "A player ran out of honour.",
        "katana.over.reason.sword": "{name} is the last one standing.",
        "katana.over.col.player": "Player",
        "katana.over.col.role": "Role",
        "katana.over.col.honour": "Honour",
        "katana.over.col.multiplier": "x",
        "katana.over.col.daimyo": "Daimyo",
        "katana.over.col.lost_blade": "Lost blade",
        "katana.over.col.total": "Score",
        "katana.over.team_total": "Team totals",
        "katana.over.lost_blade": "Lost blade: {name} fell to a teammate",
        "katana.over.look": "Look at the table",
    },
    "fr": {
        "katana.deck": "Pioche",
        "katana.discard": "Défausse",
        "katana.end_turn": "Fin du tour",
        "katana.log": "Ce qui s'est passé",
        "katana.weapons_left": "Armes encore jouables ce tour : {count}",
        "katana.turn_of": "Tour de {name}",
        "katana.your_turn": "À vous, {name}",
        "katana.phase.play": "Jouez vos cartes, puis finissez le tour",
        "katana.phase.discard": "Trop de cartes : cliquez-en {count} à défausser",
        "katana.phase.discard_other": "{name} défausse {count} carte(s) pour revenir à 7",
        "katana.phase.attack": "{name} doit répondre à une attaque",
        "katana.phase.wave": "{name} doit répondre : {card}",
        "katana.phase.geisha": "{name} choisit la carte que chasse la Geisha",
        "katana.phase.bushido": "{name} doit payer le Code du bushido",
        "katana.phase.draw_choice": "{name} choisit où piocher",
        "katana.phase.over": "La partie est finie",
        "katana.prompt.attack": "{attacker} vous attaque : {card} (difficulté {difficulty}), {damage} dégât(s)",
        "katana.prompt.battle_cry": "Cri de guerre de {source} : défaussez une Parade ou perdez 1 vie",
        "katana.prompt.jujitsu": "Ju Jitsu de {source} : défaussez une arme ou perdez 1 vie",
        "katana.prompt.geisha": "Geisha sur {target} : quelle carte part à la défausse ?",
        "katana.prompt.bushido": "Le Code révèle : {card}. Défaussez une arme, ou perdez 1 honneur",
        "katana.answer.parry": "Parade",
        "katana.answer.hanzo": "Bloquer avec : {card}",
        "katana.answer.give": "Défausser : {card}",
        "katana.answer.take": "Encaisser (-{damage} vie)",
        "katana.answer.take_one": "Perdre 1 vie",
        "katana.answer.random": "Une carte au hasard de sa main",
        "katana.answer.honour": "Perdre 1 honneur",
        "katana.answer.from_discard": "Prendre la défausse : {card}",
        "katana.answer.from_deck": "Piocher dans la pioche",
        "katana.nobunaga": "Perdre 1 vie : piocher 1",
        "katana.ieyasu.discard": "Dessus de la défausse",
        "katana.target.difficulty": "difficulté {value}",
        "katana.target.here": "posez ici",
        "katana.browse.title": "Défausse ({count} cartes, la plus récente d'abord)",
        "katana.browse.empty": "La défausse est vide",
        "katana.browse.close": "Cliquez n'importe où pour fermer",
        "katana.role.shogun": "Shogun",
        "katana.role.samurai": "Samouraï",
        "katana.role.ninja": "Ninja",
        "katana.role.ronin": "Ronin",
        "katana.role.hidden": "Rôle caché",
        "katana.role_text.shogun": "Tout le monde connaît le Shogun. Les Samouraïs sont de son côté ; leurs scores s'additionnent.",
        "katana.role_text.samurai": "Secrètement du côté du Shogun.",
        "katana.role_text.ninja": "Secrètement avec les autres Ninjas, contre le camp du Shogun.",
        "katana.role_text.ronin": "Seul contre tous, avec un multiplicateur d'honneur plus fort.",
        "katana.role_text.hidden": "Personne ne voit ce rôle avant la fin de la partie.",
        "katana.down": "À TERRE",
        "katana.you": "vous",
        "katana.skip_hint": "Espace : passer les animations",
        "katana.over.winners": "Victoire : {team}",
        "katana.over.nobody": "Aucune équipe ne gagne",
        "katana.over.team.shogun": "le Shogun et ses Samouraïs",
        "katana.over.team.ninja": "les Ninjas",
        "katana.over.team.ronin": "le Ronin",
        "katana.team.shogun": "Shogun et Samouraïs",
        "katana.team.ninja": "Ninjas",
        "katana.team.ronin": "Ronin",
        "katana.over.reason.honour": "Un joueur n'a plus d'honneur.",
        "katana.over.reason.sword": "{name} est le dernier debout.",
        "katana.over.col.player": "Joueur",
        "katana.over.col.role": "Rôle",
        "katana.over.col.honour": "Honneur",
        "katana.over.col.multiplier": "x",
        "katana.over.col.daimyo": "Daimyo",
        "katana.over.col.lost_blade": "Lame perdue",
        "katana.over.col.total": "Score",
        "katana.over.team_total": "Totaux par équipe",
        "katana.over.lost_blade": "Lame perdue : {name} est tombé sous les coups d'un allié",
        "katana.over.look": "Voir la table",
    },
}
register(STRINGS)

RULES = {
    "en": """# Who is on whose side
Every player gets a character with a special ability and a secret role. Only the Shogun's role lies face up. Characters are dealt at random unless the setup screen names some.
- The Shogun and the Samurai play together.
- The Ninjas play together; the star count on their cards only matters at 4 players.
- The Ronin plays alone.

# A turn
- Recovery: a player at 0 life gets all of it back.
- Bushido: whoever has Bushido in front of them turns up the top card. A weapon costs them a weapon from their hand or 1 honour; otherwise Bushido moves on to the left.
- Draw 2 cards.
- Play as many cards as you like, but only one weapon (one more per Focus, and for Goemon).
- End the turn, then discard down to 7 cards.

# Attacks
A weapon reaches a player when its difficulty is at least the distance to them: seats counted the short way round, skipping players who are down, plus 1 per Armor they wear (and 1 for Benkei). The target may answer with a Parry; otherwise they lose the weapon's damage.
- A player at 0 life, or with no card in hand, is down: nobody can attack them.
- Whoever brings a player to 0 life takes 1 honour from them.

# The end
- When the deck runs out, everyone loses 1 honour and the discard is shuffled into a new deck.
- The game stops as soon as a player has no honour left. Each player's honour is multiplied according to their role, a Daimyo kept in hand adds 1 (not for the Ronin), and the team with the best total wins. The Ninjas win ties, and the Shogun's side beats the Ronin on a tie.
- With 4 players or more, a lone player left standing wins for their team by the sword.

# With the mouse
- Drag a weapon: the players it can reach light up with their difficulty. Drop it on one to attack.
- Drag Focus, Armor and Quick Draw onto yourself, Bushido onto any player.
- Drag Battle Cry, Jujitsu, Tea Ceremony and Daimyo to the middle of the table.
- Drag Diversion, Geisha and Breathing onto a player.
- Answer attacks and Battle Cries with the buttons that appear. Right-click any card to read it; click the discard pile to look through it; Space skips the animations.""",
    "fr": """# Qui est avec qui
Chaque joueur reçoit un personnage doté d'un pouvoir et un rôle secret. Seul le rôle du Shogun est visible. Les personnages sont distribués au hasard, sauf ceux choisis dans l'écran de nouvelle partie.
- Le Shogun et les Samouraïs jouent ensemble.
- Les Ninjas jouent ensemble ; les étoiles de leurs cartes ne comptent qu'à 4 joueurs.
- Le Ronin joue seul.

# Un tour
- Récupération : un joueur à 0 vie récupère toute sa vie.
- Code du bushido : celui qui l'a devant lui retourne la carte du dessus. Une arme lui coûte une arme de sa main ou 1 honneur ; sinon le Code passe à gauche.
- Piochez 2 cartes.
- Jouez autant de cartes que vous voulez, mais une seule arme (une de plus par Concentration, et pour Goemon).
- Finissez le tour, puis défaussez jusqu'à 7 cartes.

# Les attaques
Une arme atteint un joueur si sa difficulté est au moins égale à la distance qui vous sépare : les places comptées par le plus court chemin, sans compter les joueurs à terre, plus 1 par Armure qu'il porte (et 1 pour Benkei). La cible peut répondre par une Parade ; sinon elle perd les dégâts de l'arme.
- Un joueur à 0 vie, ou sans carte en main, est à terre : personne ne peut l'attaquer.
- Celui qui met un joueur à 0 vie lui prend 1 honneur.

# La fin
- Quand la pioche est vide, chacun perd 1 honneur et la défausse mélangée devient la pioche.
- La partie s'arrête dès qu'un joueur n'a plus d'honneur. L'honneur de chacun est multiplié selon son rôle, un Daimyo gardé en main ajoute 1 (sauf pour le Ronin), et l'équipe au meilleur total gagne. Les Ninjas gagnent les égalités, et le camp du Shogun bat le Ronin à égalité.
- À 4 joueurs ou plus, un joueur resté seul debout fait gagner son équipe par le sabre.

# À la souris
- Faites glisser une arme : les joueurs qu'elle atteint s'éclairent avec leur difficulté. Lâchez-la sur l'un d'eux pour attaquer.
- Posez Concentration, Armure et Attaque rapide sur vous, le Code du bushido sur n'importe qui.
- Posez Cri de guerre, Ju Jitsu, Cérémonie du thé et Daimyo au milieu de la table.
- Posez Diversion, Geisha et Méditation sur un joueur.
- Répondez aux attaques et aux Cris de guerre avec les boutons qui apparaissent. Clic droit sur une carte pour la lire ; clic sur la défausse pour la parcourir ; Espace passe les animations.""",
}


def lang() -> str:
    return "fr" if language() == "fr" else "en"


def card_name(key: str) -> str:
    return TYPE_BY_KEY[key].name(lang())


def rules_text(language_code: str) -> str:
    return RULES["fr" if language_code == "fr" else "en"]
