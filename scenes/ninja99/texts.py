"""Every word the 99 Ninja table shows, in English and French, and the rules help."""

from __future__ import annotations

from scenes.kit.i18n import register, t

register({
    "en": {
        "n99.you": "you",
        "n99.clan": "Clan: {clan}",
        "n99.no_clan": "No clan yet",
        "n99.neutral": "Neutral: {clan}",
        "n99.deck": "Deck: {count}",
        "n99.tracks": "Clan tracks",
        "n99.techniques": "Techniques",
        "n99.modules": "Modules: {names}",
        "n99.no_modules": "No module",
        "n99.favour": "Favour: {count}",
        "n99.token_counts": "Favour: {favour}   ·   Daimyo: {placed}",
        "n99.swap": "Swap with Neutral",
        "n99.discard_draw": "Discard and draw",
        "n99.discard": "Throw away",
        "n99.end_turn": "Draw: end turn",
        "n99.undo": "Undo (Ctrl+Z)",
        "n99.took_back": "{name} takes a move back",
        "n99.log_picked": "{name} takes the {clan} clan",
        "n99.log_auto_card": "Automaton lays {card}",
        "n99.log_auto_stay": "Automaton stays {clan}",
        "n99.log_auto_swap": "Automaton swaps {before} for the Neutral {after}",
        "n99.log_auto_steal": "Automaton steals your {after} clan: you take {before}",
        "n99.log_strike": "Automaton strikes: {daimyo} falls, its {clan} cube goes back to {trigger}, "
                          "your token {token} turns to Favour",
        "n99.log_strike_no_token": "Automaton strikes: {daimyo} falls, its {clan} cube goes back to {trigger}",
        "n99.log_score_card_up": "A Score card goes face up on the {clan} track: {value} for the automaton",
        "n99.log_score_card_down": "Score card {card} goes face down on the {clan} track (its back names it)",
        "n99.log_reckoned": "{name} has placed their tokens",
        "n99.confirm": "Confirm",
        "n99.cancel": "Cancel",
        "n99.unplaceable": "Fits nowhere",
        "n99.fits_nowhere": "Fits nowhere",
        "n99.pick_clan": "{name}: choose your clan",
        "n99.your_turn": "Your turn: drag your card onto the board",
        "n99.your_turn_cover": "Your turn: with {tech}, your ninjas may lie on {clans} ninjas",
        "n99.cover_rule": "With {tech}, your ninjas may lie on {clans} ninjas.",
        "n99.clans_and": "{a} and {b}",
        "n99.after_lay": "Card laid: draw to end your turn, or undo",
        "n99.waiting": "{name} is playing",
        "n99.must_discard": "Choose the card to throw away",
        # the prompt of a cell pick names the cells wanted, framed in gold on the board
        "n99.pick_ninjas": "{tech}: click 1 or 2 {clans} ninjas framed in gold, then Confirm",
        "n99.pick_samurai": "{tech}: click 1 or 2 samurai framed in gold, then Confirm",
        "n99.clans_or": "{a} or {b}",
        "n99.finish_pick": "Finish {tech} first: Confirm or Cancel",
        "n99.clantech_holder": "{tech} belongs to the {clan} clan: whoever holds that clan may use it",
        "n99.clantech_neutral": "{tech} belongs to the {clan} clan, Neutral now: swap your clan for it at the "
                                "start of a turn to use it",
        "n99.clantech_rival": "{tech} belongs to the {clan} clan, your rival's: it can only come to you once "
                              "they swap it for Neutral",
        "n99.clantech_trade": "{tech} belongs to the {clan} clan, your rival's: {trade} would trade your clan "
                              "for it",
        # Boryaku: the drawn card is laid in the same turn as the other
        "n99.lay_both": "{tech}: drag both your cards onto the board, one after the other",
        "n99.lay_second": "{tech}: now drag your second card onto the board",
        "n99.pick_detail": "Each picked cell counts as a {clan} ninja this turn, until a card covers it.",
        "n99.help_keys": "Wheel or R: turn (Shift+R: other way)  ·  F or right click: flip  ·  Esc: let go",
        "n99.pan_keys": "Wheel or + −: zoom  ·  middle drag or arrows: move  ·  Home: fit",
        "n99.pan_keys_replay": "Wheel or + −: zoom  ·  middle drag: move  ·  Home: fit",
        "n99.yours": "+{points} {clan}",
        "n99.falls": "{name} falls",
        "n99.falls_points": "{name} falls: {a} {pa}, {b} {pb}",
        "n99.reckoning": "Final reckoning: drag each token onto a clan track",
        "n99.reckoning_hint": "Your rival cannot see where you put them.",
        "n99.handoff_private": ("The table stays hidden so nobody sees where the other player "
                                "puts their tokens."),
        "n99.reckoning_hint_solo": "The automaton's Score cards are counted, face down ones too: "
                                   "their backs name them",
        "n99.reckon_done": "Reveal",
        "n99.reckoning_recorded": "Final reckoning, as recorded",
        "n99.reckoning_recorded_hint": "{name}'s tokens: the next move reveals them.",
        "n99.reckoning_unrecorded": "The record ends before this count.",
        "n99.reckon_all": "All on {clan}",
        "n99.reveal": "Reveal",
        "n99.winner": "{name} wins",
        "n99.draw": "Draw",
        "n99.automaton": "Automaton (level {level})",
        "n99.auto_row": "Its row (middle numbers): {total}",
        "n99.auto_score_deck": "Score deck: {count}",
        "n99.auto_strikes": "Score deck: {count}. At 6 it strikes:",
        "n99.auto_strike_due": "Score deck: {count}. It strikes as its turn opens:",
        "n99.auto_deck": "Auto deck: {count}",
        "n99.auto_deck_next": "Auto deck: {count}, next {card} ({action})",
        "n99.action.stay": "Stay",
        "n99.action.swap": "Swap",
        "n99.action.steal": "Steal",
        "n99.ended_deck": "The deck ran out",
        "n99.ended_daimyos": "All seven Daimyos fell",
        # where a laid card went, in the row and column numbers of the ruler and the refusals
        "n99.log_laid": "{name} lays a card {where}",
        "n99.where_on": "on {rows}, {columns}",
        "n99.where_partly_off": "on {rows}, {columns}, partly off the board",
        "n99.rows": "rows {first} to {last}", "n99.row": "row {n}",
        "n99.columns": "columns {first} to {last}", "n99.column": "column {n}",
        "n99.where_above": "above the board ({span})", "n99.where_below": "below the board ({span})",
        "n99.where_left": "left of the board ({span})", "n99.where_right": "right of the board ({span})",
        "n99.log_scored": "{name}: +{points} {clan}",
        "n99.log_swap": "{name} swaps {before} for the Neutral {after}",
        "n99.log_exchange": "{name} trades clans with {rival}: {name} now {after}, {rival} {before}",
        "n99.log_technique": "{name} uses {tech}",
        "n99.log_technique_cells": "{name} uses {tech} {where}",
        "n99.places_and": "{a} and {b}",
        "n99.log_draw": "{name} draws",
        "n99.log_discard": "{name} throws away {card}",
        "n99.tiebreak": "Decided by: {how}",
        "n99.reveal_gave": "{name} put {tokens}",
        "n99.reveal_scores": "{name}: {scores}",
        "n99.no_spot": "No spot for the card as it lies: turn it (R, wheel) or flip it (F)",
        "n99.rule.majority": "Decided by a positive score on at least two tracks",
        "n99.rule.total": "Nobody led two tracks: decided by the larger total of positive scores",
        "n99.rule.tokens": "Tied on positive scores: decided by more Daimyo tokens",
        "n99.rule.draw": "Tied on tracks, totals and Daimyo tokens",
        "n99.solo_totals": "Positive totals: you {mine}, the automaton {its}",
        "n99.tech_cost": "Cost: {n} Favour", "n99.tech_cost_one": "Cost: 1 Favour",
        "n99.score_card_down": "Score card {card}, face down (its back names it): it will count {value} for the "
                               "automaton on the {clan} track",
        "n99.score_card_up": "Score card {card}: it will count {value} for the automaton on the {clan} track",
        "n99.over.tracks": "Clan tracks",
        "n99.over.positive": "Positive",
        "n99.over.total": "Total",
        "n99.over.tokens": "Daimyo",
        "n99.module.blacklist": "Blacklist",
        "n99.module.ronin": "Ronin",
        "n99.module.clan": "Clan techniques",
        "n99.ronin_ask": "Ronin: the {daimyo} falls only if you ignore your {clan} samurai",
        "n99.ronin_detail": "Brought down, it takes your token; your rival turns a token to Favour and "
                            "scores their ninjas around it; yours score nothing.",
        "n99.ronin_down": "Bring the {daimyo} down",
        "n99.ronin_stand": "Leave it standing",
        "n99.ronin_waiting": "{name} decides: bring the {daimyo} down by ignoring their {clan} samurai?",
        "n99.ghost_asks": "{daimyo}: falls only if you choose (Ronin)",
        "n99.log_ronin_down": "{name} ignores their {clan} samurai to bring the {daimyo} down, "
                              "for no points from their ninjas around it",
        "n99.log_ronin_stand": "{name} leaves the {daimyo} standing rather than ignore their {clan} samurai",
    },
    "fr": {
        "n99.you": "vous",
        "n99.clan": "Clan : {clan}",
        "n99.no_clan": "Pas encore de clan",
        "n99.neutral": "Neutre : {clan}",
        "n99.deck": "Pioche : {count}",
        "n99.tracks": "Pistes des clans",
        "n99.techniques": "Techniques",
        "n99.modules": "Modules : {names}",
        "n99.no_modules": "Aucun module",
        "n99.favour": "Faveur : {count}",
        "n99.token_counts": "Faveur : {favour}   ·   Daimyo : {placed}",
        "n99.swap": "Échanger avec le Neutre",
        "n99.discard_draw": "Défausser et piocher",
        "n99.discard": "Jeter",
        "n99.end_turn": "Piocher : fin du tour",
        "n99.undo": "Annuler (Ctrl+Z)",
        "n99.took_back": "{name} reprend un coup",
        "n99.log_picked": "{name} prend le clan {clan}",
        "n99.log_auto_card": "L'automate pose {card}",
        "n99.log_auto_stay": "L'automate reste {clan}",
        "n99.log_auto_swap": "L'automate échange le {before} contre le {after} Neutre",
        "n99.log_auto_steal": "L'automate vous vole le clan {after} : vous prenez le {before}",
        "n99.log_strike": "L'automate frappe : {daimyo} tombe, son cube {clan} revient à {trigger}, "
                          "votre jeton {token} passe côté Faveur",
        "n99.log_strike_no_token": "L'automate frappe : {daimyo} tombe, son cube {clan} revient à {trigger}",
        "n99.log_score_card_up": "Une carte Score va face visible sur la piste {clan} : {value} pour l'automate",
        "n99.log_score_card_down": "La carte Score {card} va face cachée sur la piste {clan} (son dos la nomme)",
        "n99.log_reckoned": "{name} a placé ses jetons",
        "n99.confirm": "Valider",
        "n99.cancel": "Renoncer",
        "n99.unplaceable": "Ne se pose nulle part",
        "n99.fits_nowhere": "Aucune place",
        "n99.pick_clan": "{name} : choisissez votre clan",
        "n99.your_turn": "À vous : glissez votre carte sur le plateau",
        "n99.your_turn_cover": "À vous : avec {tech}, vos ninjas peuvent recouvrir les ninjas {clans}",
        "n99.cover_rule": "Avec {tech}, vos ninjas peuvent recouvrir les ninjas {clans}.",
        "n99.clans_and": "{a}s et {b}s",
        "n99.after_lay": "Carte posée : piochez pour finir le tour, ou annulez",
        "n99.waiting": "{name} joue",
        "n99.must_discard": "Choisissez la carte à jeter",
        "n99.pick_ninjas": "{tech} : cliquez 1 ou 2 ninjas {clans} encadrés d'or, puis Valider",
        "n99.pick_samurai": "{tech} : cliquez 1 ou 2 samouraïs encadrés d'or, puis Valider",
        "n99.clans_or": "{a}s ou {b}s",
        "n99.finish_pick": "Terminez d'abord {tech} : Valider ou Renoncer",
        "n99.clantech_holder": "{tech} appartient au clan {clan} : qui tient ce clan peut l'employer",
        "n99.clantech_neutral": "{tech} appartient au clan {clan}, Neutre pour l'instant : échangez votre clan "
                                "contre lui en début de tour pour l'employer",
        "n99.clantech_rival": "{tech} appartient au clan {clan}, celui de votre adversaire : il ne peut vous "
                              "revenir que s'il l'échange contre le Neutre",
        "n99.clantech_trade": "{tech} appartient au clan {clan}, celui de votre adversaire : {trade} "
                              "troquerait votre clan contre le sien",
        "n99.lay_both": "{tech} : glissez vos deux cartes sur le plateau, l'une après l'autre",
        "n99.lay_second": "{tech} : glissez maintenant votre seconde carte sur le plateau",
        "n99.pick_detail": ("Chaque case choisie compte comme un ninja {clan} pour ce tour, "
                            "tant qu'aucune carte ne la couvre."),
        "n99.help_keys": "Molette ou R : tourner (Maj+R : dans l'autre sens)  ·  F ou clic droit : retourner  ·  "
                         "Échap : lâcher",
        "n99.pan_keys": "Molette ou + − : zoom  ·  clic milieu ou flèches : déplacer  ·  Origine : cadrer",
        "n99.pan_keys_replay": "Molette ou + − : zoom  ·  clic milieu : déplacer  ·  Origine : cadrer",
        "n99.yours": "+{points} {clan}",
        "n99.falls": "{name} tombe",
        "n99.falls_points": "{name} tombe : {a} {pa}, {b} {pb}",
        "n99.reckoning": "Décompte final : glissez chaque jeton sur une piste de clan",
        "n99.reckoning_hint": "Votre adversaire ne voit pas où vous les posez.",
        "n99.handoff_private": ("La table reste cachée pour que personne ne voie où l'autre joueur "
                                "pose ses jetons."),
        "n99.reckoning_hint_solo": "Les cartes Score de l'automate sont comptées, même face cachée : "
                                   "leur dos les nomme",
        "n99.reckon_done": "Révéler",
        "n99.reckoning_recorded": "Décompte final, tel qu'enregistré",
        "n99.reckoning_recorded_hint": "Les jetons de {name} : le coup suivant les révèle.",
        "n99.reckoning_unrecorded": "L'enregistrement s'arrête avant ce décompte.",
        "n99.reckon_all": "Tout sur {clan}",
        "n99.reveal": "Révélation",
        "n99.winner": "{name} gagne",
        "n99.draw": "Égalité",
        "n99.automaton": "Automate (niveau {level})",
        "n99.auto_row": "Sa rangée (chiffres du milieu) : {total}",
        "n99.auto_score_deck": "Paquet Score : {count}",
        "n99.auto_strikes": "Paquet Score : {count}. À 6, il frappe :",
        "n99.auto_strike_due": "Paquet Score : {count}. Il frappe dès son tour :",
        "n99.auto_deck": "Paquet Auto : {count}",
        "n99.auto_deck_next": "Paquet Auto : {count}, ensuite {card} ({action})",
        "n99.action.stay": "Rester",
        "n99.action.swap": "Échanger",
        "n99.action.steal": "Voler",
        "n99.ended_deck": "La pioche est vide",
        "n99.ended_daimyos": "Les sept Daimyos sont tombés",
        "n99.log_laid": "{name} pose une carte {where}",
        "n99.where_on": "en {rows}, {columns}",
        "n99.where_partly_off": "en {rows}, {columns}, en partie hors du plateau",
        "n99.rows": "lignes {first} à {last}", "n99.row": "ligne {n}",
        "n99.columns": "colonnes {first} à {last}", "n99.column": "colonne {n}",
        "n99.where_above": "au-dessus du plateau ({span})", "n99.where_below": "sous le plateau ({span})",
        "n99.where_left": "à gauche du plateau ({span})", "n99.where_right": "à droite du plateau ({span})",
        "n99.log_scored": "{name} : +{points} {clan}",
        "n99.log_swap": "{name} échange le {before} contre le {after} Neutre",
        "n99.log_exchange": "{name} troque son clan avec {rival} : {name} passe {after}, {rival} {before}",
        "n99.log_technique": "{name} utilise {tech}",
        "n99.log_technique_cells": "{name} utilise {tech} {where}",
        "n99.places_and": "{a} et {b}",
        "n99.log_draw": "{name} pioche",
        "n99.log_discard": "{name} jette {card}",
        "n99.tiebreak": "Décidé par : {how}",
        "n99.reveal_gave": "{name} a mis {tokens}",
        "n99.reveal_scores": "{name} : {scores}",
        "n99.no_spot": "Aucune place pour la carte ainsi : tournez-la (R, molette) ou retournez-la (F)",
        "n99.rule.majority": "Décidé par un score positif sur au moins deux pistes",
        "n99.rule.total": "Personne en tête sur deux pistes : décidé par le plus grand total positif",
        "n99.rule.tokens": "Égalité des scores positifs : décidé par le nombre de jetons Daimyo",
        "n99.rule.draw": "Égalité sur les pistes, les totaux et les jetons Daimyo",
        "n99.solo_totals": "Totaux positifs : vous {mine}, l'automate {its}",
        "n99.tech_cost": "Coût : {n} Faveurs", "n99.tech_cost_one": "Coût : 1 Faveur",
        "n99.score_card_down": "Carte Score {card}, face cachée (son dos la nomme) : elle comptera {value} pour "
                               "l'automate sur la piste {clan}",
        "n99.score_card_up": "Carte Score {card} : elle comptera {value} pour l'automate sur la piste {clan}",
        "n99.over.tracks": "Pistes des clans",
        "n99.over.positive": "Positifs",
        "n99.over.total": "Total",
        "n99.over.tokens": "Daimyo",
        "n99.module.blacklist": "Liste noire",
        "n99.module.ronin": "Ronin",
        "n99.module.clan": "Techniques de clan",
        "n99.ronin_ask": "Ronin : le {daimyo} ne tombe que si vous ignorez vos samouraïs du clan {clan}",
        "n99.ronin_detail": "Abattu, il reçoit votre jeton ; votre adversaire retourne un jeton côté Faveur "
                            "et marque ses ninjas autour ; les vôtres ne rapportent rien.",
        "n99.ronin_down": "Abattre le {daimyo}",
        "n99.ronin_stand": "Le laisser debout",
        "n99.ronin_waiting": "{name} décide : abattre le {daimyo} en ignorant ses samouraïs "
                             "du clan {clan} ?",
        "n99.ghost_asks": "{daimyo} : ne tombe que si vous le choisissez (Ronin)",
        "n99.log_ronin_down": "{name} ignore ses samouraïs du clan {clan} pour abattre le {daimyo}, "
                              "sans points pour ses ninjas autour",
        "n99.log_ronin_stand": "{name} laisse le {daimyo} debout plutôt que d'ignorer ses samouraïs "
                               "du clan {clan}",
    },
})

CLAN_NAMES = {
    "en": {"B": "Black", "R": "Red", "W": "White"},
    "fr": {"B": "Noir", "R": "Rouge", "W": "Blanc"},
}
SIDE_NAMES = {"en": ("Blue", "Green", "Automaton"), "fr": ("Bleu", "Vert", "Automate")}

RULES = {
    "en": """Two rival lords hire three clans of ninjas to bring down seven rebel Daimyos. Hands are open: both players see every card.

# The board
Four Daimyo tiles make an 8x8 square. Each Daimyo is guarded by the samurai in the eight cells around it. Each clan (Black crescent, Red flame, White blossom) has one tug-of-war track; your points pull its cube toward your side.

# Setup
The second player (Green) picks a clan, then Blue; the clan left over is Neutral and nobody plays it until someone swaps for it. Blue plays first.

# Your turn
- You may swap your clan card with the Neutral one: drag it onto Neutral, or use the button.
- You may use techniques, paying their cost in Favour tokens: click one in the right panel.
- Lay your transparent card: drag it onto the board. Turn it with the wheel or R, flip it with F or a right click. The ghost shows in green where it may go, in red why not.
- Then draw: the button ends your turn. Until then, Undo (Ctrl+Z) takes the card back.
- A card that fits nowhere is flagged: throw it away and draw another, which waits for your next turn.

# Techniques
Each is paid in Favour tokens before you lay your card, at most once a turn. Spent Favour still counts at the end.
- Tenmon (1 Favour): draw a card, then throw away one of the cards you hold.
- Boryaku (2 Favour): draw a card, then lay both of your cards this turn, in either order.
- Kayakujutsu (1 Favour): this turn, each samurai you cover with a ninja of your clan scores 1 more point.

# Where a card may go
- At least one of its ninjas must touch (sides or corners) a Daimyo still standing.
- It never covers a Daimyo, and never puts a ninja on a ninja (except with Hensojutsu).
- Ninjas may lie on samurai; samurai may lie on ninjas or on other samurai. Empty cells are clear glass. Cards may hang over the edge, but at least one of their cells must lie on the boards.

# Points
- Each samurai you cover with a ninja of your clan: 1 point in your clan.
- A Daimyo with no samurai left around it falls: you put your lowest token on it, your rival turns their highest token to Favour, and each of you scores 1 per ninja of your own clan around it.

# The end
The game ends when the seventh Daimyo falls or the deck runs out. Each player then secretly drags their placed Daimyo tokens and all Favour tokens (spent ones too; after a deck-out, unplaced tokens too, as Favour) onto the three tracks. A token counts its number, a Favour token 1.

# Winner
- The player ahead on at least two of the three tracks;
- if neither is, the larger total of positive scores;
- then the one with more Daimyo tokens.

# Modules
- Blacklist: each player is dealt a different list of the Daimyos (shown in their panel). Bringing down the highest one still standing on yours earns 1 bonus point in your current clan. Daimyos that fall together fall in the order of your list.
- Ronin: each samurai belongs to a clan, shown by the emblem in its corner. Covering one with a ninja of your clan earns 2 if it is your rival's, 1 if Neutral, 0 if yours. When a Daimyo is guarded only by samurai of your clan, you choose: ignore them and bring it down (your token goes on it and your rival scores as usual, but your ninjas around it score nothing; a Blacklist bonus still counts), or leave it standing.
- Clan Techniques: each clan card shows one of two techniques, dealt at random; all three are listed on the right. Only the player holding a clan may use its technique. Among them, Hensojutsu lets your cards' ninjas lie on the other clans' ninjas for the turn, and Shinobi-iri trades your clan card for your rival's.

# Solo
You face an automaton. It gets a clan at random, you pick one of the other two, and you play first.
- After each of your turns it lays a card from its Auto deck, changes clan as the card says (stay, swap with Neutral, or steal yours) and scores the middle numbers of its row in its clan.
- Each Daimyo you bring down puts the top Score card face up on the automaton's current track.
- At 6 in its current clan it strikes: its token goes on the first standing Daimyo of the top Score card's list (its panel shows it) and that card goes face down on its track; points past 6 are lost. You turn your highest token to Favour and score your ninjas around that Daimyo. It then reshuffles its row into its deck and swaps with the Neutral clan.
- At the end, each Score card adds its bottom number for the automaton on its track.""",
    "fr": """Deux seigneurs rivaux engagent trois clans de ninjas pour abattre sept Daimyos rebelles. Les mains sont ouvertes : chacun voit toutes les cartes.

# Le plateau
Quatre tuiles Daimyo forment un carré de 8x8. Chaque Daimyo est gardé par les samouraïs des huit cases qui l'entourent. Chaque clan (croissant Noir, flamme Rouge, fleur Blanche) a une piste de tir à la corde ; vos points tirent son cube vers vous.

# Mise en place
Le second joueur (Vert) choisit un clan, puis Bleu ; le clan restant est Neutre et personne ne le joue tant qu'on ne l'échange pas. Bleu commence.

# Votre tour
- Vous pouvez échanger votre carte Clan contre la Neutre : glissez-la sur la Neutre, ou utilisez le bouton.
- Vous pouvez utiliser des techniques en payant leur coût en jetons Faveur : cliquez-en une dans le panneau de droite.
- Posez votre carte transparente : glissez-la sur le plateau. Tournez-la à la molette ou avec R, retournez-la avec F ou un clic droit. Le fantôme montre en vert où elle peut aller, en rouge pourquoi non.
- Piochez ensuite : le bouton finit votre tour. D'ici là, Annuler (Ctrl+Z) reprend la carte.
- Une carte qui ne se pose nulle part est signalée : jetez-la et piochez-en une autre, qui attend votre prochain tour.

# Techniques
Chacune se paie en jetons Faveur avant de poser votre carte, au plus une fois par tour. La Faveur dépensée compte quand même à la fin.
- Tenmon (1 Faveur) : piochez une carte, puis jetez l'une des cartes que vous tenez.
- Boryaku (2 Faveurs) : piochez une carte, puis posez vos deux cartes ce tour-ci, dans l'ordre voulu.
- Kayakujutsu (1 Faveur) : ce tour-ci, chaque samouraï que vous couvrez d'un ninja de votre clan rapporte 1 point de plus.

# Où poser une carte
- Au moins un de ses ninjas doit toucher (côté ou coin) un Daimyo encore debout.
- Elle ne couvre jamais un Daimyo et ne pose jamais un ninja sur un ninja (sauf avec Hensojutsu).
- Un ninja peut se poser sur un samouraï ; un samouraï, sur un ninja ou sur un autre samouraï. Les cases vides sont du verre. Les cartes peuvent dépasser du bord, mais au moins une de leurs cases doit reposer sur les plateaux.

# Les points
- Chaque samouraï couvert par un ninja de votre clan : 1 point dans votre clan.
- Un Daimyo sans plus aucun samouraï autour tombe : vous posez votre plus petit jeton dessus, votre adversaire retourne son plus grand jeton côté Faveur, et chacun marque 1 par ninja de son propre clan autour.

# La fin
La partie s'arrête quand le septième Daimyo tombe ou que la pioche est vide. Chacun glisse alors en secret ses jetons Daimyo posés et tous ses jetons Faveur (dépensés compris ; après une pioche vide, les jetons non posés aussi, côté Faveur) sur les trois pistes. Un jeton vaut son numéro, un jeton Faveur 1.

# Vainqueur
- Le joueur en tête sur au moins deux des trois pistes ;
- sinon, le plus grand total de scores positifs ;
- puis celui qui a le plus de jetons Daimyo.

# Modules
- Liste noire : chacun reçoit une liste différente des Daimyos (dans son panneau). Abattre le plus haut encore debout de la vôtre rapporte 1 point bonus dans votre clan actuel. Des Daimyos qui tombent ensemble tombent dans l'ordre de votre liste.
- Ronin : chaque samouraï appartient à un clan, montré par l'emblème dans son coin. En couvrir un avec un ninja de votre clan rapporte 2 s'il est à votre adversaire, 1 s'il est Neutre, 0 s'il est à vous. Quand un Daimyo n'est plus gardé que par des samouraïs de votre clan, vous choisissez : les ignorer et l'abattre (votre jeton va dessus et votre adversaire marque comme d'habitude, mais vos ninjas autour ne rapportent rien ; un bonus de Liste noire compte toujours), ou le laisser debout.
- Techniques de clan : chaque carte Clan porte l'une de deux techniques, tirée au hasard ; les trois sont listées à droite. Seul le joueur qui tient un clan peut employer sa technique. Parmi elles, Hensojutsu laisse les ninjas de vos cartes recouvrir ceux des autres clans pendant le tour, et Shinobi-iri troque votre carte Clan contre celle de votre adversaire.

# Solo
Vous affrontez un automate. Il reçoit un clan au hasard, vous prenez l'un des deux autres et vous commencez.
- Après chacun de vos tours, il pose une carte de son paquet Auto, change de clan comme elle l'indique (rester, échanger avec le Neutre ou voler le vôtre) et marque les chiffres du milieu de sa rangée dans son clan.
- Chaque Daimyo que vous abattez pose la carte Score du dessus face visible sur la piste actuelle de l'automate.
- À 6 dans son clan actuel, il frappe : son jeton va sur le premier Daimyo debout de la liste de la carte Score du dessus (son panneau l'indique) et cette carte va face cachée sur sa piste ; les points au-delà de 6 sont perdus. Vous retournez votre plus grand jeton côté Faveur et marquez vos ninjas autour de ce Daimyo. Puis il remélange sa rangée dans son paquet et échange son clan contre le Neutre.
- À la fin, chaque carte Score ajoute son chiffre du bas pour l'automate sur sa piste.""",
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
