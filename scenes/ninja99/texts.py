"""Every word the 99 Ninja table shows, in English and French, and the rules help."""

from __future__ import annotations

from scenes.kit.i18n import register, t

register({
    "en": {
        "n99.you": "You",
        "n99.clan": "Clan: {clan}",
        "n99.no_clan": "No clan yet",
        "n99.neutral": "Neutral: {clan}",
        "n99.deck": "Deck: {count}",
        "n99.tracks": "Clan tracks",
        "n99.techniques": "Techniques",
        "n99.modules": "Modules: {names}",
        "n99.no_modules": "No module",
        "n99.favour": "Favour: {count}",
        "n99.swap": "Swap with Neutral",
        "n99.discard_draw": "Discard and draw",
        "n99.discard": "Throw away",
        "n99.end_turn": "Draw: end turn",
        "n99.undo": "Undo (Ctrl+Z)",
        "n99.confirm": "Confirm",
        "n99.cancel": "Cancel",
        "n99.unplaceable": "Fits nowhere",
        "n99.pick_clan": "{name}: choose your clan",
        "n99.your_turn": "Your turn: drag your card onto the board",
        "n99.after_lay": "Card laid: draw to end your turn, or undo",
        "n99.waiting": "{name} is playing",
        "n99.must_discard": "Choose the card to throw away",
        "n99.pick_cells": "{tech}: click up to 2 cells, then Confirm",
        "n99.help_keys": "Wheel or R: turn  ·  F or right click: flip  ·  Esc: let go",
        "n99.pan_keys": "Wheel: zoom  ·  middle drag or arrows: move  ·  Home: fit",
        "n99.legal": "Legal",
        "n99.yours": "+{points} {clan}",
        "n99.falls": "{name} falls",
        "n99.falls_points": "{name} falls: {a} {pa}, {b} {pb}",
        "n99.reckoning": "Final reckoning: drag each token onto a clan track",
        "n99.reckoning_hint": "Your rival cannot see where you put them.",
        "n99.reckon_done": "Reveal",
        "n99.reckon_all": "All on {clan}",
        "n99.reveal": "Reveal",
        "n99.winner": "{name} wins",
        "n99.draw": "No winner",
        "n99.automaton": "Automaton (level {level})",
        "n99.auto_row": "Its row: middle numbers",
        "n99.auto_score_deck": "Score deck: {count}",
        "n99.auto_deck": "Auto deck: {count}",
        "n99.score_cards": "Score cards on tracks",
        "n99.ended_deck": "The deck ran out",
        "n99.ended_daimyos": "All seven Daimyos fell",
        "n99.log_laid": "{name} lays {card}",
        "n99.log_scored": "{name}: +{points} {clan}",
        "n99.log_swap": "{name} swaps clans",
        "n99.log_technique": "{name} uses {tech}",
        "n99.log_draw": "{name} draws",
        "n99.log_discard": "{name} throws away {card}",
        "n99.continue": "Continue",
        "n99.tiebreak": "Decided by: {how}",
        "n99.reveal_gave": "{name} put {tokens}",
    },
    "fr": {
        "n99.you": "Vous",
        "n99.clan": "Clan : {clan}",
        "n99.no_clan": "Pas encore de clan",
        "n99.neutral": "Neutre : {clan}",
        "n99.deck": "Pioche : {count}",
        "n99.tracks": "Pistes des clans",
        "n99.techniques": "Techniques",
        "n99.modules": "Modules : {names}",
        "n99.no_modules": "Aucun module",
        "n99.favour": "Faveur : {count}",
        "n99.swap": "Échanger avec le Neutre",
        "n99.discard_draw": "Défausser et piocher",
        "n99.discard": "Jeter",
        "n99.end_turn": "Piocher : fin du tour",
        "n99.undo": "Annuler (Ctrl+Z)",
        "n99.confirm": "Valider",
        "n99.cancel": "Renoncer",
        "n99.unplaceable": "Ne se pose nulle part",
        "n99.pick_clan": "{name} : choisissez votre clan",
        "n99.your_turn": "À vous : glissez votre carte sur le plateau",
        "n99.after_lay": "Carte posée : piochez pour finir le tour, ou annulez",
        "n99.waiting": "{name} joue",
        "n99.must_discard": "Choisissez la carte à jeter",
        "n99.pick_cells": "{tech} : cliquez jusqu'à 2 cases, puis Valider",
        "n99.help_keys": "Molette ou R : tourner  ·  F ou clic droit : retourner  ·  Échap : lâcher",
        "n99.pan_keys": "Molette : zoom  ·  clic milieu ou flèches : déplacer  ·  Origine : cadrer",
        "n99.legal": "Permis",
        "n99.yours": "+{points} {clan}",
        "n99.falls": "{name} tombe",
        "n99.falls_points": "{name} tombe : {a} {pa}, {b} {pb}",
        "n99.reckoning": "Décompte final : glissez chaque jeton sur une piste de clan",
        "n99.reckoning_hint": "Votre adversaire ne voit pas où vous les posez.",
        "n99.reckon_done": "Révéler",
        "n99.reckon_all": "Tout sur {clan}",
        "n99.reveal": "Révélation",
        "n99.winner": "{name} gagne",
        "n99.draw": "Pas de vainqueur",
        "n99.automaton": "Automate (niveau {level})",
        "n99.auto_row": "Sa rangée : chiffres du milieu",
        "n99.auto_score_deck": "Paquet Score : {count}",
        "n99.auto_deck": "Paquet Auto : {count}",
        "n99.score_cards": "Cartes Score sur les pistes",
        "n99.ended_deck": "La pioche est vide",
        "n99.ended_daimyos": "Les sept Daimyos sont tombés",
        "n99.log_laid": "{name} pose {card}",
        "n99.log_scored": "{name} : +{points} {clan}",
        "n99.log_swap": "{name} change de clan",
        "n99.log_technique": "{name} utilise {tech}",
        "n99.log_draw": "{name} pioche",
        "n99.log_discard": "{name} jette {card}",
        "n99.continue": "Continuer",
        "n99.tiebreak": "Départagé par : {how}",
        "n99.reveal_gave": "{name} a mis {tokens}",
    },
})

CLAN_NAMES = {
    "en": {"B": "Black", "R": "Red", "W": "White"},
    "fr": {"B": "Noir", "R": "Rouge", "W": "Blanc"},
}
SIDE_NAMES = {"en": ("Blue", "Green", "Automaton"), "fr": ("Bleu", "Vert", "Automate")}

RULES = {
    "en": """99 Ninja: two rival lords hire three clans of ninjas to bring down seven rebel Daimyos.

The board: four Daimyo tiles make an 8x8 square. Each Daimyo is guarded by the samurai in the eight cells around it.

Your turn:
1. You may swap your clan card with the Neutral one.
2. You may use techniques, paying their cost in Favour tokens.
3. Lay your transparent card: drag it onto the board, turn it with the wheel or R, flip it with F or a right click. At least one of its ninjas must touch a Daimyo still standing. It may not cover a Daimyo, nor put a ninja on a ninja; a ninja may cover a samurai, a samurai may cover anything but a Daimyo. Cards may hang over the edge. Then draw from the bottom of the deck. A card that fits nowhere is thrown away and replaced.
4. Each samurai you cover with a ninja of your clan scores 1 on your clan's track.
5. A Daimyo with no samurai left around it falls: you put your lowest token on it, your rival turns their highest token to Favour, and each of you scores 1 per ninja of your own clan around it.

The tracks: each clan has one tug-of-war track; points pull its cube toward the scorer.

The end: when the seventh Daimyo falls or the deck runs out. Each player then secretly spreads their placed Daimyo tokens and all Favour tokens over the three tracks (after a deck-out, unplaced tokens count as Favour). A token counts its number, a Favour token counts 1.

Winner: the player ahead on at least two of the three tracks; if tied, the larger total of positive scores; then the one with more Daimyo tokens.

Solo: you face an automaton that draws from its own deck, changes clan, scores its middle row and brings Daimyos down when its cube reaches 6.""",
    "fr": """99 Ninja : deux seigneurs rivaux engagent trois clans de ninjas pour abattre sept Daimyos rebelles.

Le plateau : quatre tuiles Daimyo forment un carré de 8x8. Chaque Daimyo est gardé par les samouraïs des huit cases qui l'entourent.

Votre tour :
1. Vous pouvez échanger votre carte Clan contre la carte Neutre.
2. Vous pouvez utiliser des techniques, en payant leur coût en jetons Faveur.
3. Posez votre carte transparente : glissez-la sur le plateau, tournez-la à la molette ou avec R, retournez-la avec F ou un clic droit. Au moins un de ses ninjas doit toucher un Daimyo encore debout. Elle ne peut ni couvrir un Daimyo, ni poser un ninja sur un ninja ; un ninja peut couvrir un samouraï, un samouraï peut couvrir tout sauf un Daimyo. Les cartes peuvent dépasser du bord. Piochez ensuite par le bas du paquet. Une carte qui ne se pose nulle part est jetée et remplacée.
4. Chaque samouraï couvert par un ninja de votre clan rapporte 1 sur la piste de votre clan.
5. Un Daimyo qui n'a plus de samouraï autour de lui tombe : vous posez votre plus petit jeton dessus, votre adversaire retourne son plus grand jeton côté Faveur, et chacun marque 1 par ninja de son propre clan autour de lui.

Les pistes : chaque clan a une piste de tir à la corde ; les points tirent son cube vers celui qui marque.

La fin : quand le septième Daimyo tombe ou que la pioche est vide. Chaque joueur répartit alors en secret ses jetons Daimyo posés et tous ses jetons Faveur sur les trois pistes (après une pioche vide, les jetons non posés comptent comme Faveur). Un jeton vaut son numéro, un jeton Faveur vaut 1.

Vainqueur : le joueur en tête sur au moins deux des trois pistes ; à égalité, le plus grand total de scores positifs ; puis celui qui a le plus de jetons Daimyo.

Solo : vous affrontez un automate qui pioche dans son propre paquet, change de clan, marque sa rangée du milieu et abat des Daimyos quand son cube atteint 6.""",
}


def rules_text(lang: str) -> str:
    return RULES.get(lang, RULES["en"])


def clan_name(clan: str | None, lang: str) -> str:
    if clan is None:
        return "-"
    return CLAN_NAMES.get(lang, CLAN_NAMES["en"])[clan]


def side_name(side: int, lang: str) -> str:
    return SIDE_NAMES.get(lang, SIDE_NAMES["en"])[side]


__all__ = ["rules_text", "clan_name", "side_name", "t"]
