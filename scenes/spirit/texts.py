"""The words of the Samurai Spirit table in English and French, and its rules help."""

from __future__ import annotations

from collections import Counter

from game.spirit.data import SAMURAI_NAMES, card, samurai_table, village
from game.spirit.setup import mode_of
from game.spirit.state import State
from game.spirit.texts import card_text, samurai_texts
from game.spirit.views import hidden_farm_backs, unseen_by_rank
from scenes.kit.i18n import after_colon, labelled, language, register, t
from scenes.spirit.signs import explained, penalty_legend


def lang() -> str:
    return "fr" if language() == "fr" else "en"


# words that keep their capital in French even right after a colon: names only (the samurai
# and the Kiai); an action verb opening a sentence goes on in lowercase as any other word
SPIRIT_TERMS = ("Kiai", *SAMURAI_NAMES)


def titled(name: str, question: str, echoes_buttons: bool = False) -> str:
    """A question headed by the samurai who answers it ("Kanbei : glissez…" in French).
    ``echoes_buttons``: the words open on the buttons' own names ("Combattre pour piocher…"),
    which keep the capitals they are written with."""
    said = question if echoes_buttons else after_colon(question, SPIRIT_TERMS)
    return t("spirit.titled", name=name, question=said)


register({
    "en": {
        "spirit.fight": "Fight", "spirit.pass": "Pass", "spirit.support": "Support",
        "spirit.undo": "Undo (Ctrl+Z)",
        # the start of a turn's choices, only those the engine allows, in the buttons' order
        "spirit.turn.fight": "Fight to draw a brigand",
        "spirit.turn.support": "Support by dragging your token onto a teammate",
        "spirit.turn.pass": "Pass to sit out the round", "spirit.turn.or": "{text}, or {last}",
        "spirit.defend": "Defend", "spirit.confront": "Confront",
        "spirit.round": "Round {n} of 3", "spirit.deck": "Brigands: {n}",
        "spirit.infiltrators": "Infiltrators: {n}", "spirit.discard": "Discard: {n}", "spirit.barricades": "Barricades",
        "spirit.known_infiltrators": "Seen going in among the infiltrators:",
        "spirit.shuffled_back": "Shuffled back into the deck by a chief:",
        "spirit.deck_bottom": "Slid face up under the deck, it will be drawn last:",
        "spirit.deck_bottoms": "Slid face up under the deck, they will be drawn last, in this order:",
        "spirit.farms": "Farms", "spirit.families": "Families", "spirit.spares": "Absent samurai",
        "spirit.kiai": "Kiai {n}", "spirit.passed": "passed", "spirit.animal": "animal",
        "spirit.wound": "wounded", "spirit.fallen": "fell (fourth wound)",
        "spirit.your_turn": "{name}: your decision",
        "spirit.waiting": "{name} is deciding…", "spirit.log": "Chronicle",
        "spirit.mode": "Mode: {mode}", "spirit.talent": "Talent", "spirit.active": "Turn of {name}",
        "spirit.prompt.spare": "Call on an absent samurai's talent this turn?",
        "spirit.prompt.ignore": "Ignore this penalty with your talent?",
        "spirit.prompt.discard_left": "Give up one defended brigand:",
        "spirit.prompt.again": "Fight a second time this turn?",
        "spirit.prompt.kiai": "Kiai! Choose its effect:",
        "spirit.prompt.kiai_discard": "Kiai! Discard the newest brigand of:",
        "spirit.prompt.wound_target": "A farm's back wounds a samurai: who takes it?",
        "spirit.prompt.heal_target": "A family heals a samurai: whose wound marker goes?",
        "spirit.prompt.ignore_card": "Penalty of the brigand {card}: {penalty}. Ignore it with your talent?",
        "spirit.penalty_instead": "{penalty} (impossible now: a wound instead)",
        # the drawn brigand's gestures, only those the engine allows, and "or:" before buttons
        "spirit.drag.card.both": "Drag the brigand left to Defend, right to Confront",
        "spirit.drag.card.defend": "Drag the brigand left to Defend",
        "spirit.drag.card.confront": "Drag the brigand right to Confront",
        "spirit.drag.card.none": "What becomes of this brigand?",
        "spirit.drag.place.both": "A brigand handed to you: drag it left to Defend, right to Confront",
        "spirit.drag.place.defend": "A brigand handed to you: drag it left to Defend",
        "spirit.drag.place.confront": "A brigand handed to you: drag it right to Confront",
        "spirit.drag.place.none": "A brigand handed to you: what becomes of it?",
        "spirit.drag.taken_back.both": "Your brigand, taken back: drag it left to Defend, right to Confront",
        "spirit.drag.taken_back.defend": "Your brigand, taken back: drag it left to Defend",
        "spirit.drag.taken_back.confront": "Your brigand, taken back: drag it right to Confront",
        "spirit.drag.taken_back.none": "Your brigand, taken back: what becomes of it?",
        "spirit.drag.or": "{text}, or:", "spirit.and": " and ",
        "spirit.gift.healed": "Family {family}'s gift: {name} is healed",
        "spirit.gift.to_heal": "Family {family}'s gift: a wounded samurai is to be healed",
        "spirit.gift.no_wound": "Family {family}'s gift: nobody has a wound marker to lift",
        "spirit.gift.raised": "Family {family}'s gift: a barricade goes back up ({n} standing)",
        "spirit.gift.all_standing": "Family {family}'s gift: every barricade stands already",
        "spirit.gift.unmasked": "Family {family} unmasks an infiltrator: {card}",
        "spirit.gift.no_infiltrator": "Family {family}'s gift: no infiltrator left to unmask",
        "spirit.gift.nothing": "Family {family}'s gift changes nothing",
        "spirit.spare_used": "{name}'s spare token: this talent helps {helped} this turn.",
        "spirit.spare_spent": "{name}'s spare token: spent (once a game).",
        "spirit.spare_not_now": "An absent samurai's token is spent at the start of your turn, before the penalty.",
        "spirit.spare_talent": "+ {name}'s talent",
        "spirit.a.spare": "{name}", "spirit.a.start": "Start the turn",
        "spirit.a.ignore": "Ignore it", "spirit.a.apply": "Apply it",
        "spirit.a.discard_left": "Give up {card}", "spirit.a.again": "Fight again",
        "spirit.a.stop": "Stop", "spirit.a.give": "Give to {name}",
        "spirit.a.swap": "Slide under the deck", "spirit.a.discard": "Discard it",
        "spirit.a.skip_kiai": "No effect", "spirit.a.barricade": "Put a barricade back",
        "spirit.a.barricade_heal": "Barricade and heal {name}",
        "spirit.a.move": "{src}'s newest to {dst}", "spirit.a.clear_deck": "Discard the deck's top",
        "spirit.a.clear_inf": "Discard the top infiltrators", "spirit.a.discard_last": "Discard {name}'s newest",
        "spirit.a.move_card": "{card}: from {src} to {dst}",
        "spirit.a.take_back_card": "{card}: take it back, lay it again",
        "spirit.a.take_back": "Take back your newest, lay it again",
        "spirit.a.from_line_card": "{name}'s newest ({card}): to whom?",
        "spirit.a.from_line": "{name}'s newest: to whom?", "spirit.a.token_of": "{name}'s token: to whom?",
        "spirit.kiai_first": "{name}'s Kiai: from which samurai?",
        "spirit.choose": "Choose", "spirit.kiai_choose": "{name}'s Kiai: choose",
        "spirit.kiai_list": "{name}'s Kiai: choose its effect",
        "spirit.a.discard_card": "{card}: discard from {name}",
        "spirit.a.lend": "{giver}'s token to {receiver}",
        "spirit.a.lend_and_barricade": "{giver}'s token to {receiver} + barricade", "spirit.a.lend_barricade": "Put a barricade back",
        "spirit.a.reorder": "Order: {cards}", "spirit.a.wound": "Wound {name}",
        # what the wound does to that samurai, from the wound ladder
        "spirit.village.backs": "Each farm that burns applies its hidden back. The village's backs:",
        "spirit.village.back_counts": "×{held} ({hidden} still hidden)",
        "spirit.village.burnt_backs": "Burnt, face up: {letters}",
        "spirit.village.no_gifts": "  No gifts from the families in Heroic mode.",
        "spirit.a.wound.marker": "Wound {name} (marker)",
        "spirit.a.wound.animal": "Wound {name} (marker → animal side)",
        "spirit.a.wound.fatal": "Wound {name} (4th wound: game lost)",
        "spirit.a.heal": "Heal {name}", "spirit.a.support": "Support {name}",
        "spirit.step.hats": "Hats: does each samurai guard the peasants?",
        "spirit.step.farms": "Farms: does each samurai guard one?",
        "spirit.step.families": "Families: does each samurai guard one?",
        "spirit.step.bonuses": "The families' gifts",
        "spirit.step.infiltrators": "The infiltrators come out of hiding",
        "spirit.over.win": "The village holds!", "spirit.over.loss": "The village has fallen",
        "spirit.over.score": "Score {score}/10 {mark}", "spirit.over.farms": "Farms standing: {n}",
        "spirit.over.families": "Families safe: {n}", "spirit.over.unhurt": "No wound marker on any board",
        "spirit.over.hurt": "A wound marker left on a board",
        "spirit.over.barricades": "Barricades: {n} of {start}", "spirit.over.rounds": "Rounds played: {n}",
        "spirit.over.mode": "Mode {mode} ({mark})", "spirit.over.lost_farms": "The last farm burnt.",
        "spirit.over.lost_families": "The last family left the village.",
        "spirit.over.lost_death": "A samurai fell.", "spirit.over.wounds": "Samurai at the end",
        "spirit.modes.easy": "Easy", "spirit.modes.normal": "Normal", "spirit.modes.hard": "Hard",
        "spirit.modes.heroic": "Heroic",
        "spirit.titled": "{name}: {question}", "spirit.samurai_person": "{name} ({person})",
        "spirit.deck_ranks": "Brigands: {n} · {ranks}", "spirit.lieutenants": "{n} lieutenants",
        "spirit.lieutenant": "1 lieutenant", "spirit.chiefs": "{n} chiefs", "spirit.chief": "1 chief",
        "spirit.deck_unseen": "Not seen yet this round (in the deck, or slipped unseen among the infiltrators): {ranks}.",
        "spirit.infiltrators_unseen": "Not seen yet this round, so hidden among the infiltrators: {ranks}.",
        "spirit.left_neighbour": "left: {name}", "spirit.right_neighbour": "right: {name}",
        "spirit.both_neighbours": "left and right: {name}",
    },
    "fr": {
        "spirit.fight": "Combattre", "spirit.pass": "Passer", "spirit.support": "Soutenir",
        "spirit.undo": "Annuler (Ctrl+Z)",
        "spirit.turn.fight": "Combattre pour piocher un brigand",
        "spirit.turn.support": "Soutenir en glissant votre jeton sur un équipier",
        "spirit.turn.pass": "Passer la manche", "spirit.turn.or": "{text}, ou {last}",
        "spirit.defend": "Défendre", "spirit.confront": "Affronter",
        "spirit.round": "Manche {n} sur 3", "spirit.deck": "Brigands : {n}",
        "spirit.infiltrators": "Infiltrés : {n}", "spirit.discard": "Défausse : {n}", "spirit.barricades": "Barricades",
        "spirit.known_infiltrators": "Vus rejoindre les infiltrés :",
        "spirit.shuffled_back": "Remélangés dans la pioche par un chef :",
        "spirit.deck_bottom": "Glissé face visible sous la pioche, il sera pioché en dernier :",
        "spirit.deck_bottoms":
            "Glissés face visible sous la pioche, ils seront piochés en dernier, dans cet ordre :",
        "spirit.farms": "Fermes", "spirit.families": "Familles", "spirit.spares": "Samurais absents",
        "spirit.kiai": "Kiai {n}", "spirit.passed": "a passé", "spirit.animal": "animal",
        "spirit.fallen": "tombé (quatrième blessure)",
        "spirit.wound": "blessé", "spirit.your_turn": "{name} : à vous de décider",
        "spirit.waiting": "{name} réfléchit…", "spirit.log": "Chronique",
        "spirit.mode": "Mode : {mode}", "spirit.talent": "Talent", "spirit.active": "Tour de {name}",
        "spirit.prompt.spare": "Faire appel au talent d'un samurai absent ce tour-ci ?",
        "spirit.prompt.ignore": "Ignorer cette pénalité grâce à votre talent ?",
        "spirit.prompt.discard_left": "Abandonnez un brigand défendu :",
        "spirit.prompt.again": "Combattre une seconde fois ce tour-ci ?",
        "spirit.prompt.kiai": "Kiai ! Choisissez son effet :",
        "spirit.prompt.kiai_discard": "Kiai ! Défaussez le dernier brigand de :",
        "spirit.prompt.wound_target": "Le dos d'une ferme blesse un samurai : lequel ?",
        "spirit.prompt.heal_target": "Une famille soigne un samurai : quel marqueur retirer ?",
        "spirit.prompt.ignore_card": "Pénalité du brigand {card} : {penalty}. L'ignorer grâce à votre talent ?",
        "spirit.penalty_instead": "{penalty} (impossible ici : une blessure à la place)",
        "spirit.drag.card.both": "Glissez le brigand à gauche pour Défendre, à droite pour Affronter",
        "spirit.drag.card.defend": "Glissez le brigand à gauche pour Défendre",
        "spirit.drag.card.confront": "Glissez le brigand à droite pour Affronter",
        "spirit.drag.card.none": "Que faire de ce brigand ?",
        "spirit.drag.place.both": "Un brigand qu'on vous confie : glissez-le à gauche pour Défendre, à droite pour Affronter",
        "spirit.drag.place.defend": "Un brigand qu'on vous confie : glissez-le à gauche pour Défendre",
        "spirit.drag.place.confront": "Un brigand qu'on vous confie : glissez-le à droite pour Affronter",
        "spirit.drag.place.none": "Un brigand qu'on vous confie : qu'en faire ?",
        "spirit.drag.taken_back.both": "Votre brigand, repris : glissez-le à gauche pour Défendre, à droite pour Affronter",
        "spirit.drag.taken_back.defend": "Votre brigand, repris : glissez-le à gauche pour Défendre",
        "spirit.drag.taken_back.confront": "Votre brigand, repris : glissez-le à droite pour Affronter",
        "spirit.drag.taken_back.none": "Votre brigand, repris : qu'en faire ?",
        "spirit.drag.or": "{text}, ou :", "spirit.and": " et ",
        "spirit.gift.healed": "Présent de la famille {family} : {name} est soigné",
        "spirit.gift.to_heal": "Présent de la famille {family} : un samurai blessé va être soigné",
        "spirit.gift.no_wound": "Présent de la famille {family} : personne n'a de marqueur Blessure à retirer",
        "spirit.gift.raised": "Présent de la famille {family} : une barricade se relève ({n} debout)",
        "spirit.gift.all_standing": "Présent de la famille {family} : toutes les barricades tiennent déjà",
        "spirit.gift.unmasked": "La famille {family} démasque un infiltré : {card}",
        "spirit.gift.no_infiltrator": "Présent de la famille {family} : plus aucun infiltré à démasquer",
        "spirit.gift.nothing": "Le présent de la famille {family} ne change rien",
        "spirit.spare_used": "Jeton de {name}, absent : ce talent aide {helped} ce tour-ci.",
        "spirit.spare_spent": "Jeton de {name}, absent : déjà dépensé (une fois par partie).",
        "spirit.spare_not_now": "Le jeton d'un absent se dépense au début de votre tour, avant la pénalité.",
        "spirit.spare_talent": "+ talent de {name}",
        "spirit.a.spare": "{name}", "spirit.a.start": "Commencer le tour",
        "spirit.a.ignore": "L'ignorer", "spirit.a.apply": "L'appliquer",
        "spirit.a.discard_left": "Abandonner {card}", "spirit.a.again": "Combattre encore",
        "spirit.a.stop": "Arrêter", "spirit.a.give": "Confier à {name}",
        "spirit.a.swap": "Glisser sous la pioche", "spirit.a.discard": "Le défausser",
        "spirit.a.skip_kiai": "Sans effet", "spirit.a.barricade": "Remettre une barricade",
        "spirit.a.barricade_heal": "Barricade et soin de {name}",
        "spirit.a.move": "Le dernier de {src} à {dst}", "spirit.a.clear_deck": "Défausser le haut de la pioche",
        "spirit.a.clear_inf": "Défausser les infiltrés du dessus", "spirit.a.discard_last": "Défausser le dernier de {name}",
        "spirit.a.move_card": "{card} : de {src} à {dst}",
        "spirit.a.take_back_card": "{card} : le reprendre, le reposer",
        "spirit.a.take_back": "Reprendre votre dernier, le reposer",
        "spirit.a.from_line_card": "Le dernier de {name} ({card}) : à qui ?",
        "spirit.a.from_line": "Le dernier de {name} : à qui ?", "spirit.a.token_of": "Le jeton de {name} : à qui ?",
        "spirit.kiai_first": "Kiai de {name} : depuis quel samurai ?",
        "spirit.choose": "Choisir", "spirit.kiai_choose": "Kiai de {name} : choisir",
        "spirit.kiai_list": "Kiai de {name} : choisissez son effet",
        "spirit.a.discard_card": "{card} de {name} : défausser",
        "spirit.a.lend": "Jeton de {giver} à {receiver}",
        "spirit.a.lend_and_barricade": "Jeton de {giver} à {receiver} + barricade", "spirit.a.lend_barricade": "Remettre une barricade",
        "spirit.a.reorder": "Ordre : {cards}", "spirit.a.wound": "Blesser {name}",
        "spirit.village.backs": "Toute ferme qui brûle applique son dos caché. Les dos du village :",
        "spirit.village.back_counts": "×{held} ({hidden} encore caché(s))",
        "spirit.village.burnt_backs": "Brûlées, face visible : {letters}",
        "spirit.village.no_gifts": "  Aucun présent des familles en mode Héroïque.",
        "spirit.a.wound.marker": "Blesser {name} (marqueur)",
        "spirit.a.wound.animal": "Blesser {name} (marqueur → côté animal)",
        "spirit.a.wound.fatal": "Blesser {name} (4e blessure : partie perdue)",
        "spirit.a.heal": "Soigner {name}", "spirit.a.support": "Soutenir {name}",
        "spirit.step.hats": "Chapeaux : chaque samurai garde-t-il les paysans ?",
        "spirit.step.farms": "Fermes : chaque samurai en garde-t-il une ?",
        "spirit.step.families": "Familles : chaque samurai en garde-t-il une ?",
        "spirit.step.bonuses": "Les présents des familles",
        "spirit.step.infiltrators": "Les infiltrés sortent de l'ombre",
        "spirit.over.win": "Le village tient bon !", "spirit.over.loss": "Le village est tombé",
        "spirit.over.score": "Score {score}/10 {mark}", "spirit.over.farms": "Fermes debout : {n}",
        "spirit.over.families": "Familles sauves : {n}", "spirit.over.unhurt": "Aucun marqueur Blessure sur les plateaux",
        "spirit.over.hurt": "Un marqueur Blessure reste sur un plateau",
        "spirit.over.barricades": "Barricades : {n} sur {start}", "spirit.over.rounds": "Manches jouées : {n}",
        "spirit.over.mode": "Mode {mode} ({mark})", "spirit.over.lost_farms": "La dernière ferme a brûlé.",
        "spirit.over.lost_families": "La dernière famille a quitté le village.",
        "spirit.over.lost_death": "Un samurai est tombé.", "spirit.over.wounds": "Les samurais à la fin",
        "spirit.modes.easy": "Facile", "spirit.modes.normal": "Normal", "spirit.modes.hard": "Difficile",
        "spirit.modes.heroic": "Héroïque",
        "spirit.titled": "{name} : {question}", "spirit.samurai_person": "{name} ({person})",
        "spirit.deck_ranks": "Brigands : {n} · {ranks}", "spirit.lieutenants": "{n} lieutenants",
        "spirit.lieutenant": "1 lieutenant", "spirit.chiefs": "{n} chefs", "spirit.chief": "1 chef",
        "spirit.deck_unseen": "Pas encore vus cette manche (dans la pioche, ou glissés cachés parmi les infiltrés) : {ranks}.",
        "spirit.infiltrators_unseen":
            "Pas encore vus cette manche, donc cachés parmi les infiltrés : {ranks}.",
        "spirit.left_neighbour": "à gauche : {name}", "spirit.right_neighbour": "à droite : {name}",
        "spirit.both_neighbours": "à gauche et à droite : {name}",
    },
})


def unseen_ranks(view: State) -> str:
    """The lieutenants and chiefs still to meet this round, in words ("" when none)."""
    unseen = unseen_by_rank(view)
    parts = []
    for rank, one, many in (("lieutenant", "spirit.lieutenant", "spirit.lieutenants"),
                            ("chief", "spirit.chief", "spirit.chiefs")):
        if unseen[rank]:
            parts.append(t(one) if unseen[rank] == 1 else t(many, n=unseen[rank]))
    return ", ".join(parts)


def deck_label(view: State) -> str:
    """The deck's count, with the lieutenants and chiefs not met yet this round while the deck
    may still hold them: once it is empty they can only be among the infiltrators (the pile's
    hover says so), and "Brigands: 0 · 1 lieutenant" would read as one left in the deck."""
    ranks = unseen_ranks(view) if view.deck else ""
    return t("spirit.deck_ranks", n=len(view.deck), ranks=ranks) if ranks else t("spirit.deck", n=len(view.deck))


def card_label(card_id: int) -> str:
    """Short name of a brigand: its value and symbol, e.g. "4 hat"."""
    brigand = card(card_id)
    symbol = village().symbol_text[brigand.symbol][lang()] if brigand.symbol else ""
    return f"{brigand.value} {symbol}".strip()


def card_detail(card_id: int) -> str:
    """A brigand in words (the hover's text): each penalty's sentence follows the sign the card
    shows for it ("¬S: This turn you cannot..."), so pointing at a card teaches its signs."""
    code = lang()
    text = card_text(card_id, code)
    for penalty in card(card_id).penalties:
        text = text.replace(village().penalty_text[penalty][code], explained(penalty, code), 1)
    return text


def samurai_detail(name: str, animal: bool) -> list[str]:
    texts = samurai_texts(name, lang())
    kiai = "kiai_animal" if animal else "kiai_human"
    info = samurai_table()[name]
    value = info.kiai_animal if animal else info.kiai_human
    head = "Talent" if lang() == "en" else "Talent"
    return [f"{name}", labelled(head, after_colon(texts["talent"], SPIRIT_TERMS)),
            labelled(f"Kiai {value}", after_colon(texts[kiai], SPIRIT_TERMS))]


def spare_detail(name: str) -> list[str]:
    """An absent samurai's spare token: it lends the talent alone (no Kiai) for one turn."""
    texts = samurai_texts(name, lang())
    head = (f"Jeton Soutien de {name}, absent : une fois par partie, son talent s'ajoute au vôtre le temps "
            "d'un tour." if lang() == "fr" else
            f"{name}'s support token (absent): once a game, this talent joins yours for a turn.")
    return [head, labelled("Talent", after_colon(texts["talent"], SPIRIT_TERMS))]


def village_detail(state: State) -> list[str]:
    """The village in words: what stands, what burnt and, in the modes that apply farm backs,
    what each burnt farm's back did, the families still there and, in the modes that give them,
    the gift each one gives at the end of a round."""
    fr = lang() == "fr"
    data = village()
    mode = mode_of(state.mode)
    lines = [
        (f"Barricades : {state.barricades} sur {state.barricades_start}" if fr
         else f"Barricades: {state.barricades} of {state.barricades_start}"),
        (f"Fermes debout : {len(state.farms)}" if fr else f"Farms standing: {len(state.farms)}"),
    ]
    if mode.farm_penalties:
        lines.append(t("spirit.village.backs"))
        held = Counter(data.farm_backs)
        hidden = hidden_farm_backs(state.burnt)
        for letter in sorted(held):
            counts = t("spirit.village.back_counts", held=held[letter], hidden=hidden[letter])
            lines.append(f"  {letter} {counts} — {data.farm_back_text[letter][lang()]}")
        if state.burnt:
            lines.append(t("spirit.village.burnt_backs", letters=", ".join(state.burnt)))
    elif state.burnt:
        lines.append(f"Fermes brûlées : {len(state.burnt)}" if fr else f"Farms burnt: {len(state.burnt)}")
    lines.append(f"Familles : {len(state.families)}" if fr else f"Families: {len(state.families)}")
    if not mode.family_bonuses:
        lines.append(t("spirit.village.no_gifts"))
    else:
        for letter in state.families:
            text = data.family_bonus_text.get(letter, {}).get(lang())
            if text:
                lines.append(f"  {letter} — {text}")
    return lines


_RULES = {
    "en": """Samurai Spirit: the village against three waves of brigands. Everyone wins or loses together.

# The village
The village has barricades, farms and families. The samurai win if at least one farm and one family still stand after the third round. The game is lost at once when the last farm burns, the last family leaves or a samurai takes a fourth wound. In Hard and Heroic, a farm that burns also applies the penalty on its back, dealt face down at the start. The six backs: A (one) a family flees, B (one) the fire spreads and another farm burns, C (two) a barricade falls, D (two) the active player picks a samurai who takes a wound. Point at the village to see which are still hidden.

Each player chooses a samurai board or takes one at random, on their seat's row of the new-game screen; Best fit gives the board that makes the strongest team with the others. Each samurai has a talent and a Kiai: point at a board to read them. A talent is never compulsory.

# Your turn
First the penalty of the newest brigand in your fight line applies (a wound when it cannot). Then one action:
- Fight: draw a brigand and choose: drag it left to Defend (only if its hat, farm or doll is not on your left yet, so three at most), or right to Confront it.
- Support: drag your support token onto a teammate still in the round; the top brigand slips unseen among the infiltrators. On their next turn they also have your talent, then the token comes back to you: you need it at hand to Support.
- Pass: you are out until the round ends.

Your combat track is the sum of your fight line. Reaching exactly your Kiai value triggers your Kiai (its effect is optional), then the oldest brigand of the line leaves. Every brigand added beyond that value breaks a barricade (a farm when none is left); if you are still beyond it when you choose your next action, you must pass.

Wounds: a first wound gives the marker, the second turns your board to its animal side (Kiai 3 higher), the third gives the marker again, the fourth loses the game. Wounds and animal sides stay from round to round.

# Brigand penalties
A brigand's penalty is the sign at the bottom of its card (some brigands carry two). It strikes at the start of your turn when that brigand is the newest of your fight line. Point at a card on the table to read its signs in words. The signs:
<penalty signs>

# Absent samurai
With two samurai, or three seats under one name (played solo), the samurai nobody plays leave their support tokens by the village; the Spare tokens option sets this. At the start of a turn, before the penalty, you may spend one or more of them: each adds its samurai's talent (never the Kiai) to yours for that turn, and serves once a game. With these tokens, the raiders dealt for the game (14 with two samurai) must show the family symbol at least twice: if they do not, the app deals them again.

# End of a round
A round ends when the deck's last brigand has been played, or when every samurai has passed: then the brigands left in the deck all join the infiltrators. Next, in this order:
- Hats: every samurai with no hat on their left takes a wound.
- Farms: for every samurai with no farm on their left, a farm burns.
- Dolls: for every samurai with no doll on their left, a family drawn at random leaves the village.
- Gifts (not in Heroic): family A lifts a wound marker, family B puts a barricade back up, family C unmasks the top infiltrator and discards it.
- The infiltrators are turned one by one: flames destroy barricades, and farms once none are left.

Between rounds every brigand is gathered and the tracks go back to 0; one lieutenant (5) per samurai joins for round 2, then one chief (6) per samurai for round 3 (one fewer in Easy). The left neighbour of the last active samurai opens the next round.

# Score
Score of a win: one point per farm and per family standing, plus one when nobody carries a wound marker, marked with the mode (+ normal, ++ hard, +++ heroic).""",
    "fr": """Samurai Spirit : le village face à trois vagues de brigands. On gagne ou on perd tous ensemble.

# Le village
Le village compte des barricades, des fermes et des familles. Les samurais gagnent s'il reste au moins une ferme et une famille après la troisième manche. La partie est perdue aussitôt que brûle la dernière ferme, que part la dernière famille ou qu'un samurai reçoit une quatrième blessure. En Difficile et en Héroïque, une ferme qui brûle applique aussi la pénalité de son dos, posé face cachée au départ. Les six dos : A (un) une famille fuit, B (un) le feu gagne et une autre ferme brûle, C (deux) une barricade tombe, D (deux) le joueur actif désigne un samurai qui reçoit une blessure. Pointez le village pour voir ceux qui restent cachés.

Chacun choisit son plateau de samurai ou le tire au hasard, sur la ligne de sa place dans l'écran de nouvelle partie ; Au mieux donne le plateau qui fait l'équipe la plus forte avec les autres. Chaque samurai a un talent et un Kiai : pointez un plateau pour les lire. Un talent n'est jamais obligatoire.

# Votre tour
D'abord la pénalité du dernier brigand de votre file de combat s'applique (une blessure si elle est impossible). Puis une action :
- Combattre : piochez un brigand et choisissez : glissez-le à gauche pour le Défendre (seulement si son chapeau, sa ferme ou sa poupée manque encore à votre gauche, donc trois au plus), ou à droite pour l'Affronter.
- Soutenir : glissez votre jeton Soutien sur un équipier encore en lice ; le brigand du dessus rejoint, caché, les infiltrés. À son prochain tour, il dispose aussi de votre talent, puis le jeton vous revient : il doit être chez vous pour Soutenir.
- Passer : vous êtes hors jeu jusqu'à la fin de la manche.

Votre piste de combat est la somme de votre file. Atteindre exactement votre valeur de Kiai le déclenche (son effet est facultatif), puis le plus ancien brigand de la file s'en va. Chaque brigand ajouté au-delà de cette valeur abat une barricade (une ferme s'il n'en reste plus) ; si vous êtes encore au-delà au moment de choisir votre action suivante, vous devez passer.

Blessures : la première donne le marqueur, la deuxième retourne le plateau côté animal (Kiai plus haut de 3), la troisième redonne le marqueur, la quatrième fait perdre la partie. Blessures et côtés animaux restent d'une manche à l'autre.

# Pénalités des brigands
La pénalité d'un brigand est le signe au bas de sa carte (certains brigands en portent deux). Elle frappe au début de votre tour quand ce brigand est le dernier de votre file de combat. Pointez une carte sur la table pour lire ses signes en toutes lettres. Les signes :
<penalty signs>

# Samurais absents
À deux samurais, ou à trois places au même nom (en solo), les samurais que personne ne joue laissent leur jeton Soutien près du village ; l'option Jetons des absents le règle. Au début d'un tour, avant la pénalité, vous pouvez en dépenser un ou plusieurs : chacun ajoute au vôtre le talent de son samurai (jamais son Kiai) pour ce tour, et ne sert qu'une fois par partie. Avec ces jetons, les brigands distribués pour la partie (14 à deux samurais) doivent montrer au moins deux fois le symbole Famille : sinon, l'application les distribue à nouveau.

# Fin de manche
Une manche s'achève quand le dernier brigand de la pioche a été joué, ou quand tous les samurais ont passé : les brigands restés dans la pioche rejoignent alors tous les infiltrés. Ensuite, dans l'ordre :
- Chapeaux : chaque samurai sans chapeau à sa gauche reçoit une blessure.
- Fermes : pour chaque samurai sans ferme à sa gauche, une ferme brûle.
- Poupées : pour chaque samurai sans poupée à sa gauche, une famille tirée au hasard quitte le village.
- Présents (sauf en Héroïque) : la famille A retire un marqueur Blessure, la famille B relève une barricade, la famille C démasque l'infiltré du dessus et le défausse.
- Les infiltrés sont retournés un à un : les flammes détruisent les barricades, puis les fermes.

Entre deux manches, tous les brigands sont rassemblés et les pistes reviennent à 0 ; un lieutenant (5) par samurai s'ajoute pour la manche 2, puis un chef (6) par samurai pour la manche 3 (un de moins en Facile). Le voisin de gauche du dernier samurai actif ouvre la manche suivante.

# Score
Score d'une victoire : un point par ferme et par famille restantes, plus un si personne n'a de marqueur Blessure, marqué selon le mode (+ normal, ++ difficile, +++ héroïque).""",
}


# where the rules text takes the legend of the penalty signs, built from the painter's own table
LEGEND_MARK = "<penalty signs>"


def rules_text(lang_code: str) -> str:
    code = lang_code if lang_code in _RULES else "en"
    legend = "\n".join(f"- {line}" for line in penalty_legend(code))
    return _RULES[code].replace(LEGEND_MARK, legend)
