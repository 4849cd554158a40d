"""The duel told in plain sentences, English and French, from the engine's public events."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from game.core.events import Event
from game.sushido.data import rules
from scenes.kit.i18n import of_name
from scenes.sushido.texts import card_name, technique_name

# Each public event kind: (English, French). Fields come from the event and from ``_facts``.
_SENTENCES: dict[str, tuple[str, str]] = {
    "round_start": ("Round {round} begins; {p1} holds the P1 token.", "Le round {round} commence ; {p1} a le jeton P1."),
    "turn_start": ("Turn {turn}.", "Tour {turn}."),
    "reshuffle": ("The discard is shuffled into a new deck.", "La défausse est mélangée en nouvelle pioche."),
    "hajime": ("{name} sets down {count} cards face down.", "{name} pose {count} cartes face cachée."),
    "hajime_one": ("{name} sets down 1 card face down.", "{name} pose 1 carte face cachée."),
    "reveal": ("{name} reveals {cards} and hides {hidden}.", "{name} révèle {cards} et en cache {hidden}."),
    "reveal_all": ("{name} reveals {cards}.", "{name} révèle {cards}."),
    "reveal_none": ("{name} reveals nothing and hides {hidden}.", "{name} ne révèle rien et en cache {hidden}."),
    "chain_overflow": ("{name}'s chain is full: {card} is thrown away.", "L'enchaînement {of_name} est plein : {card} est défaussé."),
    "announce": ("{name} announces: {call}.", "{name} annonce : {call}."),
    "attack_fizzled": ("{name}'s chain is empty: the attack comes to nothing.", "L'enchaînement {of_name} est vide : l'attaque tombe à l'eau."),
    "chain_revealed": ("{name} lays the chain open: {cards}.", "{name} dévoile son enchaînement : {cards}."),
    "combo": ("{name} lands the combo {combo}!", "{name} réussit le combo {combo} !"),
    "combo_failed": ("{name}'s combo fails ({why}) and plays as a Kata.", "Le combo {of_name} échoue ({why}) et se joue en Kata."),
    "guard_withdrawn": ("{name}'s guard has nothing to oppose.", "La garde {of_name} n'a rien à contrer."),
    "kata_opposed": ("{rival} opposes {name}'s Kata card against card.", "{rival} oppose son enchaînement au Kata {of_name}, carte contre carte."),
    "kata": ("{name} plays a Kata: {cards}.", "{name} joue un Kata : {cards}."),
    "clash": ("{card} faces {against}.", "{card} affronte {against}."),
    "cancelled": ("{name}'s {card} is cancelled by {by}.", "{card} {of_name} est annulé par {by}."),
    "play": ("{name} plays {card}{double}.", "{name} joue {card}{double}."),
    "hit": ("{name} strikes for {amount}.", "{name} frappe pour {amount}."),
    "miss": ("{name}'s {card} hits only water: no contact.", "{card} {of_name} frappe dans l'eau : pas de contact."),
    "block": ("{name} parries the Hit.", "{name} pare le Hit."),
    "guard": ("{name} keeps a Block ready to parry.", "{name} garde un Block prêt à parer."),
    "parry_declined": ("{name} takes the Hit and keeps {card} for later.",
                       "{name} encaisse le Hit et garde {card} pour plus tard."),
    "damage": ("{name} loses {amount} life ({life} left).", "{name} perd de la vie : {amount} (reste {life})."),
    "ko": ("{name} is knocked out!", "{name} est K.-O. !"),
    "move": ("{name} moves from square {start} to {end}.", "{name} va de la case {start} à la case {end}."),
    "move_out": ("{name} leaves the ring from square {start}.", "{name} quitte le ring depuis la case {start}."),
    "push": ("{name} shoves {rival} back.", "{name} repousse {rival}."),
    "push_resisted": ("{rival} is too heavy to be shoved.", "{rival} est trop lourd pour être repoussé."),
    "ring_out": ("{name} is out of the ring!", "{name} sort du ring !"),
    "arena_trap": ("{name} steps on {count} laid Hits.", "{name} marche sur {count} Hits posés."),
    "arena_trap_one": ("{name} steps on a laid Hit.", "{name} marche sur un Hit posé."),
    "super_gained": ("{name} gains {amount} Super ({total}).", "{name} gagne {amount} Super ({total})."),
    "super_spent": ("{name} spends {amount} Super ({total} left).", "{name} dépense {amount} Super (reste {total})."),
    "super_combo": ("{name} unleashes the Super Combo {combo}!", "{name} déclenche le Super Combo {combo} !"),
    "super_combo_waits": ("{name} keeps the Super Combo for the turn's end.",
                          "{name} garde son Super Combo pour la fin du tour."),
    "arena_hit_laid": ("{name} lays a Hit on square {square}.", "{name} pose un Hit sur la case {square}."),
    "arena_prep_skipped": ("{name} lays nothing in the arena.", "{name} ne pose rien dans l'arène."),
    "arena_prep_empty": ("{name} has no Hit to lay.", "{name} n'a aucun Hit à poser."),
    "tamaya": ("TAMAYA! {count} laid Hits explode.", "TAMAYA ! {count} Hits posés explosent."),
    "tamaya_one": ("TAMAYA! A laid Hit explodes.", "TAMAYA ! Un Hit posé explose."),
    "defusing": ("{name} throws away {count} laid Hits; both fighters return to the VS squares.",
                 "{name} jette {count} Hits posés ; les deux combattants reviennent sur les cases VS."),
    "defusing_one": ("{name} throws away a laid Hit; both fighters return to the VS squares.",
                     "{name} jette un Hit posé ; les deux combattants reviennent sur les cases VS."),
    "wasted": ("{name} throws away {cards}, a guard card beyond the Kata.",
                   "{name} jette {cards}, une carte de garde au-delà du Kata."),
    "chain_discard": ("{owner}'s chain loses {cards}.", "L'enchaînement {of_owner} perd {cards}."),
    "time_over": ("Time is up: the larger share of life takes the round.", "Temps écoulé : la plus grande part de vie remporte le round."),
    "time_over_tie": ("Time is up with equal shares of life: both win the round.",
                      "Temps écoulé à parts de vie égales : les deux gagnent le round."),
    "round_won": ("{name} wins round {round} ({wins} won).", "{name} gagne le round {round} ({wins} gagnés)."),
    "round_won_one": ("{name} wins round {round} (1 won).", "{name} gagne le round {round} (1 gagné)."),
    "life_restored": ("{name} is back to full life ({life}).", "{name} retrouve toute sa vie ({life})."),
    "p1_token": ("{name} takes the P1 token.", "{name} prend le jeton P1."),
    "match_won": ("The duel is over: {names} wins!", "Le duel est fini : {names} gagne !"),
    "match_won_both": ("The duel is over: {names} win!", "Le duel est fini : {names} gagnent !"),
}
_QUIET = {"draw", "drew", "chained", "chain_size", "turn_end", "forced"}
_CALLS = {"pass": ("nothing", "rien"), "combo": ("Combo", "Combo"), "kata": ("Kata", "Kata"),
          "guard": ("guard", "garde")}
_WHY = {"symbols": ("wrong symbols", "mauvais symboles"), "reach": ("out of reach", "hors de portée")}


def _cards(cards: Iterable[int]) -> str:
    named = [card_name(c) for c in cards]
    return ", ".join(named) if named else "-"


def shared_time_over(events: Sequence[Event], index: int) -> bool:
    """Whether the time over at ``index`` gave the round to both fighters: the engine follows it
    at once with a "round_won" for each winner, and two winners mean equal shares of life."""
    round_number = events[index].get("round")
    following = events[index + 1:index + 3]
    return sum(1 for e in following if e.kind == "round_won" and e.get("round") == round_number) == 2


def sentence(event: Event, names: Sequence[str], fighters: Sequence[str], lang: str,
             shared: bool = False) -> str | None:
    """One line for ``event``; None for bookkeeping nobody needs to read. ``shared``: a time
    over won by both fighters (see ``shared_time_over``)."""
    if event.kind in _QUIET or event.kind not in _SENTENCES:
        return None
    fr = lang == "fr"
    data: dict[str, Any] = dict(event.data)
    seat = data.get("seat")
    facts: dict[str, Any] = {}
    if isinstance(seat, int):
        facts["name"] = names[seat]
        facts["rival"] = names[1 - seat]
    if "p1" in data:
        facts["p1"] = names[data["p1"]]
    if "owner" in data:
        facts["owner"] = names[data["owner"]]
    for key in ("card", "against"):
        if isinstance(data.get(key), int):
            facts[key] = card_name(int(data[key]))
    if event.kind == "cancelled":
        facts["by"] = card_name(int(data["by"]))
    if "cards" in data and isinstance(data["cards"], tuple):
        facts["cards"] = _cards(data["cards"])
        facts["count"] = len(data["cards"])
    kind = event.kind
    if kind == "reveal" and not data["cards"]:
        kind = "reveal_none"
    elif kind == "reveal" and not data["hidden"]:
        kind = "reveal_all"
    elif kind == "time_over" and shared:
        kind = "time_over_tie"
    elif kind == "move" and not 0 <= int(data["end"]) < rules().squares:
        kind = "move_out"  # square 0 or 9 does not exist: say the fighter left the ring
    if event.kind == "announce":
        facts["call"] = _CALLS.get(data["call"], (data["call"], data["call"]))[fr]
    if event.kind == "combo_failed":
        facts["why"] = _WHY.get(data["reason"], (data["reason"], data["reason"]))[fr]
    if event.kind in ("combo", "super_combo") and isinstance(seat, int):
        facts["combo"] = technique_name(fighters[seat], data["combo"])
    if event.kind == "play":
        facts["double"] = (" (doubled)" if not fr else " (doublé)") if data.get("double") else ""
    if event.kind == "match_won":
        facts["names"] = (" & " if not fr else " et ").join(names[s] for s in data["seats"])
        if len(data["seats"]) > 1:
            kind = "match_won_both"
    if event.kind == "push_resisted":
        facts["rival"] = names[data["target"]]
    if event.kind == "push":
        facts["rival"] = names[data["target"]]
    for key in ("start", "end", "square"):
        if isinstance(data.get(key), int):
            facts[key] = int(data[key]) + 1  # squares are numbered from 1 for people
    merged = {**data, **facts}
    for key in ("name", "owner"):  # French « de » before a name: « d'Ann », « de Bob »
        if isinstance(merged.get(key), str):
            merged[f"of_{key}"] = of_name(merged[key])
    if 1 in (merged.get("count"), merged.get("wins")) and f"{kind}_one" in _SENTENCES:
        kind = f"{kind}_one"  # one card, one Hit, one round: said in the singular
    return _SENTENCES[kind][fr].format_map(_Default(merged))


class _Default(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "?"


class GameLog:
    """Events kept in order; turned into lines in the current language when drawn."""

    def __init__(self) -> None:
        self.events: list[Event] = []
        self.generation = 0  # counts the times the log was cleared and told afresh (an undo)

    def add(self, events: Iterable[Event]) -> None:
        self.events.extend(events)

    def clear(self) -> None:
        self.events.clear()
        self.generation += 1

    def told_since(self, start: int, names: Sequence[str], fighters: Sequence[str], viewer: int | None,
                   lang: str) -> list[str]:
        """The lines of the events from index ``start`` on, in order: what a reader already has
        need not be told again."""
        found: list[str] = []
        for index in range(start, len(self.events)):
            line = self._told(index, names, fighters, viewer, lang)
            if line:
                found.append(line)
        return found

    def _told(self, index: int, names: Sequence[str], fighters: Sequence[str], viewer: int | None,
              lang: str) -> str | None:
        """The line of the event at ``index`` for ``viewer`` (None: hidden or not worth telling)."""
        event = self.events[index]
        if not event.visible_to(viewer):
            return None
        shared = event.kind == "time_over" and shared_time_over(self.events, index)
        return sentence(event, names, fighters, lang, shared)

    def lines(self, names: Sequence[str], fighters: Sequence[str], viewer: int | None, lang: str,
              limit: int = 60) -> list[str]:
        found: list[str] = []
        for index in reversed(range(len(self.events))):
            line = self._told(index, names, fighters, viewer, lang)
            if line:
                found.append(line)
                if len(found) >= limit:
                    break
        found.reverse()
        return found
