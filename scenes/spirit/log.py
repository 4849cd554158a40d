"""The chronicle: every public event of a Samurai Spirit game as a plain sentence, EN and FR."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.events import Event
from game.spirit.data import village
from scenes.spirit.reveal import order_text
from scenes.spirit.texts import card_label, lang

Names = Sequence[str]


def _n(names: Names, seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


# a penalty as it befalls a samurai, told in the third person: (French, English)
PENALTY_TOLD = {
    "barricade": ("une barricade tombe (une ferme, s'il n'y en a plus)", "a barricade falls (a farm, if none is left)"),
    "wound": ("une blessure", "a wound"),
    "infiltrate": ("le brigand du dessus de la pioche rejoint les infiltrés",
                   "the deck's top brigand slips in among the infiltrators"),
    "no_defend": ("pas de défense ce tour-ci", "no defending this turn"),
    "no_support": ("pas de Soutien ce tour-ci", "no Support this turn"),
    "left": ("le voisin de gauche pioche un brigand", "the left neighbour draws a brigand"),
    "right": ("le voisin de droite pioche un brigand", "the right neighbour draws a brigand"),
    "forced_pass": ("doit passer ce tour-ci", "must pass this turn"),
    "reshuffle": ("un brigand de la défausse retourne dans la pioche, mélangée",
                  "a discarded brigand goes back into the deck, which is shuffled"),
    "no_talent": ("ni talent ni jeton Soutien ce tour-ci", "no talent nor support token this turn"),
    "discard_left": ("abandonne un brigand défendu", "gives up a defended brigand"),
}


def penalty_words(name: str) -> str:
    """A penalty in a few words of the current language (the card's own text when these
    words lack it)."""
    told = PENALTY_TOLD.get(name)
    if told is None:
        return village().penalty_text.get(name, {}).get(lang(), name)
    return told[0] if lang() == "fr" else told[1]


def _penalty(who: str, d: dict[str, Any], fr: bool) -> str:
    if not d.get("applied"):
        return f"La pénalité de {who} est impossible." if fr else f"{who}'s penalty cannot be carried out."
    name = d.get("penalty", "")
    told = PENALTY_TOLD.get(name)
    if told is None:  # a penalty added to the data without its words here: the card's text
        text = village().penalty_text.get(name, {}).get(lang(), name)
        return f"Pénalité pour {who} : {text}" if fr else f"Penalty for {who}: {text}"
    return f"Pénalité pour {who} : {told[0]}." if fr else f"Penalty for {who}: {told[1]}."


def _kiai(d: dict[str, Any], names: Names, fr: bool) -> str:
    who = _n(names, d["seat"])
    effect = d.get("effect", "none")
    if not d.get("used"):
        return f"{who} laisse passer son Kiai." if fr else f"{who} lets the Kiai pass without effect."
    if effect == "lend_support" and d.get("giver", -1) < 0:  # the animal side's barricade alone
        return f"{who} relève une barricade." if fr else f"{who} raises a barricade again."
    texts = {
        "barricade": ("{w} relève une barricade.", "{w} raises a barricade again."),
        "clear_deck": ("{w} défausse {k} brigands de la pioche.", "{w} clears {k} brigands off the deck."),
        "clear_infiltrators": ("{w} chasse {k} infiltrés.", "{w} drives out {k} infiltrators."),
        "discard_last": ("{w} défausse le dernier brigand de {t}.", "{w} discards {t}'s newest brigand."),
        "lend_support": ("{w} prête le jeton de {g} à {t}.", "{w} lends {g}'s support token to {t}."),
        "move_card": ("{w} déplace un brigand de {g} vers {t}.", "{w} moves a brigand from {g} to {t}."),
        "reorder": ("{w} réordonne le dessus de la pioche.", "{w} rearranges the top of the deck."),
    }
    if effect == "move_card" and d.get("source") == d.get("target"):  # Daisuke's own newest, back to him
        return (f"{who} reprend le dernier brigand de sa file pour le reposer." if fr
                else f"{who} takes the newest brigand back off the fight line, to lay it again.")
    if effect == "reorder" and d.get("cards"):  # the cards lie face up: say which, in order
        order = order_text(d["cards"])
        return f"{who} replace le dessus de la pioche : {order}." if fr else f"{who} puts the deck's top back: {order}."
    pair = texts.get(effect, ("{w} crie son Kiai.", "{w} shouts a Kiai."))
    cards = d.get("cards", ())
    target = d.get("target", d.get("receiver", -1))
    giver = d.get("giver", d.get("source", -1))
    return (pair[0] if fr else pair[1]).format(w=who, k=len(cards), t=_n(names, target), g=_n(names, giver))


# the end-of-round checks: (guarded, missing) for each defence symbol
CHECKED = {
    "hat": (("chapeau gardé", "pas de chapeau, sans garde"), ("hat guarded", "no hat, unguarded")),
    "farm": (("ferme gardée", "pas de ferme, sans garde"), ("farm guarded", "no farm, unguarded")),
    "doll": (("poupée gardée", "pas de poupée, sans garde"), ("doll guarded", "no doll, unguarded")),
}


def _checked(who: str, symbol: str, covered: bool, fr: bool) -> str:
    words = CHECKED.get(symbol)
    if words is None:
        return f"{who} : {'gardé' if covered else 'sans garde'}." if fr else f"{who}: {'guarded' if covered else 'unguarded'}."
    guarded, missing = words[0] if fr else words[1]
    return f"{who} : {guarded if covered else missing}." if fr else f"{who}: {guarded if covered else missing}."


def left_fr(count: int) -> str:
    """"1 restante", "2 restantes": French puts 0 and 1 in the singular."""
    return f"{count} restante" if count <= 1 else f"{count} restantes"


def sentence(e: Event, names: Names) -> str | None:
    """One line for ``e`` in the current language, or None for bookkeeping events."""
    fr = lang() == "fr"
    d = dict(e.data)
    who = _n(names, d.get("seat"))
    k = e.kind

    def pick(french: str, english: str) -> str:
        return french if fr else english

    simple: dict[str, Callable[[], str]] = {
        "turn_started": lambda: pick(f"Au tour de {who}.", f"{who}'s turn."),
        "fight": lambda: pick(f"{who} combat.", f"{who} fights."),
        "card_drawn": lambda: pick(f"{who} découvre un brigand : {card_label(d['card'])}.",
                                   f"{who} faces a brigand: {card_label(d['card'])}."),
        "card_confronted": lambda: pick(f"{who} affronte {card_label(d['card'])} (piste {d['track']}/{d['kiai']}).",
                                        f"{who} confronts {card_label(d['card'])} (track {d['track']}/{d['kiai']})."),
        "card_defended": lambda: pick(f"{who} défend avec {card_label(d['card'])}.",
                                      f"{who} defends with {card_label(d['card'])}."),
        "card_discarded": lambda: pick(f"{who} écarte {card_label(d['card'])}.",
                                       f"{who} discards {card_label(d['card'])}."),
        "card_given": lambda: pick(f"{who} confie {card_label(d['card'])} à {_n(names, d['to'])}.",
                                   f"{who} hands {card_label(d['card'])} to {_n(names, d['to'])}."),
        # both brigands named: no "faces a brigand" line follows for the one drawn instead
        "card_swapped": lambda: pick(f"{who} glisse le {card_label(d['card'])} sous la pioche et tire à la "
                                     f"place le {card_label(d['drawn'])}.",
                                     f"{who} slides the {card_label(d['card'])} under the deck and draws the "
                                     f"{card_label(d['drawn'])} instead."),
        "passed": lambda: pick(f"{who} passe{' (forcé)' if d.get('forced') else ''}.",
                               f"{who} passes{' (forced)' if d.get('forced') else ''}."),
        "support_given": lambda: pick(f"{who} soutient {_n(names, d['to'])}.",
                                      f"{who} supports {_n(names, d['to'])}."),
        "support_returned": lambda: pick(f"Le jeton Soutien de {who} lui revient.",
                                         f"{who}'s support token comes home."),
        "infiltrated": lambda: pick(f"Sous les yeux de tous, le {card_label(d['card'])} rejoint les infiltrés "
                                    f"({d['infiltrators']}).",
                                    f"In plain sight, the {card_label(d['card'])} joins the infiltrators "
                                    f"({d['infiltrators']}).")
        if "card" in d else pick(f"Un brigand se glisse parmi les infiltrés ({d['infiltrators']}).",
                                 f"A brigand slips in among the infiltrators ({d['infiltrators']})."),
        "penalty_due": lambda: pick(f"Pénalité pour {who}.", f"A penalty falls due for {who}."),
        "penalty_applied": lambda: _penalty(who, d, fr),
        "penalty_ignored": lambda: pick(f"{who} ignore la pénalité.", f"{who} shrugs off the penalty."),
        "barricade_destroyed": lambda: pick(f"Une barricade tombe ({d['barricades']} debout).",
                                            f"A barricade falls ({d['barricades']} standing)."),
        "barricade_added": lambda: pick(f"Une barricade se relève ({d['barricades']} debout).",
                                        f"A barricade is raised ({d['barricades']} standing)."),
        "farm_burnt": lambda: pick(f"Une ferme brûle ({left_fr(d['farms'])}). {d['text']['fr']}",
                                   f"A farm burns ({d['farms']} left). {d['text']['en']}")
        if d.get("back_applies") else pick(f"Une ferme brûle ({left_fr(d['farms'])}).",
                                           f"A farm burns ({d['farms']} left)."),
        "family_lost": lambda: pick(f"Une famille quitte le village ({left_fr(d['families'])}).",
                                    f"A family leaves the village ({d['families']} left)."),
        "family_bonus": lambda: pick(f"La famille {d['family']} offre son présent.",
                                     f"Family {d['family']} gives its gift."),
        "infiltrator_unmasked": lambda: pick(f"Un infiltré est démasqué et défaussé : {card_label(d['card'])}.",
                                             f"An infiltrator is unmasked and discarded: {card_label(d['card'])}."),
        "family_bonuses_skipped": lambda: pick("Pas de présents des familles en mode héroïque.",
                                               "No family gifts in heroic mode."),
        "wound": lambda: pick(f"{who} est blessé{' et meurt' if d.get('died') else ''}"
                              f"{' : côté animal' if d.get('turned_animal') else ''}.",
                              f"{who} is wounded{' and dies' if d.get('died') else ''}"
                              f"{': animal side' if d.get('turned_animal') else ''}."),
        "wound_healed": lambda: pick(f"{who} est soigné.", f"{who} is healed."),
        "kiai_reached": lambda: pick(f"{who} atteint son Kiai ({d['track']}) !", f"{who} reaches Kiai ({d['track']})!"),
        "kiai_held": lambda: pick(f"{who} retient son Kiai.", f"{who} holds the Kiai."),
        "kiai": lambda: _kiai(d, names, fr),
        "oldest_removed": lambda: pick(f"Le plus ancien brigand de {who} s'en va.",
                                       f"{who}'s oldest brigand leaves."),
        "overwhelmed": lambda: pick(f"{who} est débordé ({d['track']} > {d['kiai']}) !",
                                    f"{who} is overwhelmed ({d['track']} > {d['kiai']})!"),
        "second_fight": lambda: pick(f"{who} combat une seconde fois.", f"{who} fights a second time.")
        if d.get("taken") else pick(f"{who} s'arrête là.", f"{who} stops there."),
        "spare_token_used": lambda: pick(f"{who} fait appel à {d['token']}.", f"{who} calls on {d['token']}."),
        "deck_reshuffled": lambda: pick("La pioche est mélangée.", "The deck is shuffled."),
        "defence_discarded": lambda: pick(f"{who} abandonne un brigand défendu.", f"{who} gives up a defended brigand."),
        "defence_checked": lambda: _checked(who, d.get("symbol", ""), bool(d.get("covered")), fr),
        "round_started": lambda: pick(f"Manche {d['round']} : {d['deck']} brigands approchent.",
                                      f"Round {d['round']}: {d['deck']} brigands approach."),
        "round_ended": lambda: pick(f"Fin de la manche {d['round']}.", f"Round {d['round']} ends."),
        "infiltrator_revealed": lambda: pick(f"Un infiltré se montre : {card_label(d['card'])}"
                                             f"{', en flammes' if d.get('flames') else ''}.",
                                             f"An infiltrator shows up: {card_label(d['card'])}"
                                             f"{', with flames' if d.get('flames') else ''}."),
        "game_won": lambda: pick("Le village a tenu les trois manches !", "The village held for three rounds!"),
        "game_lost": lambda: pick("Le village est perdu.", "The village is lost."),
    }
    maker = simple.get(k)
    return maker() if maker is not None else None


class GameLog:
    """The events seen so far; sentences are made on demand so the language can change."""

    def __init__(self) -> None:
        self.events: list[Event] = []
        self._said: dict[str, list[str | None]] = {}  # language -> one sentence per event so far

    def add(self, events: Sequence[Event]) -> None:
        self.events.extend(events)

    def lines(self, names: Names, limit: int = 200) -> list[str]:
        said = self._said.setdefault(lang(), [])
        for e in self.events[len(said):]:  # only the new events are put into words
            said.append(sentence(e, names))
        found = [text for text in said if text]
        return found[-limit:]
