"""The game log: every event the viewer may see, told as a plain sentence in English or French.

Entries keep the event's audience so that, in hot-seat play, a line about a private card is only
shown while the person it belongs to is at the screen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.events import Event
from game.katana.cards import KEY, TYPE_BY_KEY
from scenes.katana.texts import agreed, card_words, counted, of_name, out_of_honour_words
from scenes.kit.scrollback import ScrollBack
from scenes.kit.widgets import GOLD, INK, font, text_floor, text_surface, wrapped

Names = Sequence[str]  # character name per seat


def _card(key: str | None, lang: str, definite: bool = True) -> str:
    """The card named for a sentence: in French with its article (« la Parade », « un Kiseru »)."""
    if key is None or key not in TYPE_BY_KEY:
        return "?"
    return card_words(key, lang, definite)


def _bare(key: str | None, lang: str) -> str:
    """The card's name alone, for a list after a colon or after a possessive ("Tomoe's Armor")."""
    return TYPE_BY_KEY[key].name(lang) if key is not None and key in TYPE_BY_KEY else "?"


def _cards(keys: Sequence[str], lang: str) -> str:
    """Cards listed: "Parry, Bo" in English, « une Parade et un Bo » in French."""
    if lang != "fr":
        return ", ".join(_bare(k, lang) for k in keys)
    named = [_card(k, lang, definite=False) for k in keys]
    return " et ".join([", ".join(named[:-1]), named[-1]] if len(named) > 1 else named)


def _plural(count: int, one: str, many: str) -> str:
    """The French word for ``count`` (the sentences that use it are French)."""
    return counted(count, one, many, "fr")


def _changes(changes: Sequence[Sequence[Any]] | None, n: Names, lang: str) -> str:
    """The modifiers to a number, named by their card or the character's player: "Quick Draw +1,
    Musashi +1, Ginchiyo -1"."""
    named = []
    for seat, change, *source in changes or ():
        by_card = bool(source) and source[0] in TYPE_BY_KEY
        named.append(f"{TYPE_BY_KEY[source[0]].name(lang) if by_card else n[seat]} {change:+d}")
    return ", ".join(named)


def _attack(e: Event, n: Names, lang: str) -> str:
    seat, target, key = n[e.get("seat")], n[e.get("target")], _card(e.get("key"), lang, definite=False)
    d, dmg = e.get("difficulty"), e.get("damage")
    # Kojiro's weapons ignore difficulty: the seats' count would contradict the weapon's card
    ignored = bool(e.get("ignores_difficulty"))
    # the cards' and characters' modifiers are named so that the numbers add up for a reader
    reach_by = "" if ignored else _changes(e.get("difficulty_changes"), n, lang)
    damage_by = _changes(e.get("damage_changes"), n, lang)
    if lang == "fr":
        reach = "difficulté ignorée" if ignored else f"difficulté {d}" + (f" dont {reach_by}" if reach_by else "")
        hurt = f"{dmg} {_plural(dmg, 'dégât', 'dégâts')}" + (f" dont {damage_by}" if damage_by else "")
        return f"{seat} attaque {target} avec {key} ({reach} ; {hurt})." if reach_by or damage_by \
            else f"{seat} attaque {target} avec {key} ({reach}, {hurt})."
    reach = "difficulty ignored" if ignored else f"difficulty {d}" + (f", {reach_by}" if reach_by else "")
    hurt = f" ({damage_by})" if damage_by else ""
    return f"{seat} attacks {target} with {key} ({reach}): {dmg} damage{hurt}."


def _damage(e: Event, n: Names, lang: str) -> str:
    who, amount, left = n[e.get("seat")], e.get("amount"), e.get("life")
    cause = e.get("cause")
    if lang == "fr":
        why = {"battle_cry": " au Cri de guerre", "jujitsu": " au Ju Jitsu", "nobunaga": " pour piocher"}.get(cause, "")
        return f"{who} perd {amount} {_plural(amount, 'point', 'points')} de vie{why} ({left} {_plural(left, 'restant', 'restants')})."
    why = {"battle_cry": " to the Battle Cry", "jujitsu": " to the Jujitsu", "nobunaga": " to draw a card"}.get(cause, "")
    return f"{who} loses {amount} life{why} ({left} left)."


def _moved(e: Event, n: Names, lang: str) -> str | None:
    reason, key = e.get("reason"), _card(e.get("key"), lang)
    seat = n[e.get("seat")] if e.get("seat") is not None else "?"
    fr = lang == "fr"
    if reason == "played":
        if e.get("key") in ("battle_cry", "jujitsu"):
            return None  # the wave event announces it
        target = e.get("target", -1)
        if target is not None and target >= 0 and target != e.get("seat"):
            return f"{seat} joue {key} sur {n[target]}." if fr else f"{seat} plays {key} on {n[target]}."
        return f"{seat} joue {key}." if fr else f"{seat} plays {key}."
    if reason == "permanent":
        owner = e.get("target", e.get("seat"))
        if owner != e.get("seat"):
            return f"{seat} pose {key} devant {n[owner]}." if fr else f"{seat} lays {key} in front of {n[owner]}."
        return f"{seat} met en jeu {key}." if fr else f"{seat} puts {key} into play."
    if reason == "hand_limit":
        return (f"{seat} défausse {_card(e.get('key'), lang, definite=False)} (limite de 7 cartes)." if fr
                else f"{seat} discards {_card(e.get('key'), lang, definite=False)} (7-card limit).")
    if reason == "geisha":
        where = e.get("src", "")
        if where.startswith("table"):
            return (f"La Geisha chasse {key} de devant {seat}." if fr
                    else f"The Geisha sends {seat}'s {_bare(e.get('key'), lang)} to the discard.")
        return f"La Geisha fait défausser {key} à {seat}." if fr else f"The Geisha makes {seat} discard {key}."
    if reason == "bushido_pass":
        dst = e.get("dst", "")
        owner = n[int(dst.split(":")[1])] if dst.startswith("table:") else "?"
        return (f"Le Code passe {of_name(seat)} à {owner}." if fr
                else f"Bushido passes from {seat} to {owner}.")
    if reason in ("bushido_paid", "bushido_exempt"):
        return f"{seat} défausse le Code du bushido." if fr else f"{seat} discards Bushido."
    if reason == "bushido":
        return (f"{seat} paie le Code en défaussant {_card(e.get('key'), lang, definite=False)}." if fr
                else f"{seat} pays Bushido by discarding {_card(e.get('key'), lang, definite=False)}.")
    if reason == "ieyasu":
        return f"{seat} prend {key} sur la défausse." if fr else f"{seat} takes {key} from the discard."
    if reason == "bushido_flip":
        return None  # told by the bushido_flip event itself
    if reason in ("parry", "battle_cry", "jujitsu"):
        return None  # told by the parried event
    return (f"{seat} perd {key}, qui va à la défausse." if fr
            else f"{seat}'s {_bare(e.get('key'), lang)} goes to the discard.")


def _drawn(e: Event, n: Names, lang: str) -> str:
    who, count, reason = n[e.get("seat")], e.get("count"), e.get("reason")
    if lang == "fr":
        why = {"tomoe": " (Tomoe)", "ushiwaka": " (Ushiwaka)", "nobunaga": " (Nobunaga)",
               "tea_ceremony": " (Cérémonie du thé)", "breathing": " (Méditation)", "daimyo": " (Daimyo)"}.get(reason, "")
        return f"{who} pioche {count} {_plural(count, 'carte', 'cartes')}{why}."
    why = {"tomoe": " (Tomoe)", "ushiwaka": " (Ushiwaka)", "nobunaga": " (Nobunaga)",
           "tea_ceremony": " (Tea Ceremony)", "breathing": " (Breathing)", "daimyo": " (Daimyo)"}.get(reason, "")
    return f"{who} draws {count} {counted(count, 'card', 'cards', 'en')}{why}."


def _honour(e: Event, n: Names, lang: str) -> str:
    who, amount, reason = n[e.get("seat")], e.get("amount"), e.get("reason")
    fr = lang == "fr"
    if e.get("dst") is not None:
        to = n[e.get("dst")]
        return f"{who} donne {amount} honneur à {to}." if fr else f"{who} hands {amount} honour to {to}."
    why = {"deck_out": ("la pioche est épuisée", "the deck ran out"),
           "bushido": ("le Code du bushido", "Bushido")}.get(reason, ("", ""))
    left = e.get("honour")
    if fr:
        return f"{who} perd {amount} honneur ({why[0]}) : il en reste {left}."
    return f"{who} loses {amount} honour ({why[1]}): {left} left."


def _answered(e: Event) -> str | None:
    """The key of the card a parried event answers (a weapon, Battle Cry or Jujitsu)."""
    card = e.get("weapon_card")
    return KEY[card] if isinstance(card, int) and 0 <= card < len(KEY) else None


def _parried(e: Event, n: Names, lang: str) -> str:
    who, key = n[e.get("seat")], _card(e.get("key"), lang, definite=False)
    if e.get("with_weapon") and _answered(e) == "jujitsu":  # any weapon given up, not Hanzo's block
        return (f"{who} défausse {key} contre le Ju Jitsu." if lang == "fr"
                else f"{who} gives up {key} to the Jujitsu.")
    if e.get("with_weapon"):
        return f"{who} bloque avec {key}." if lang == "fr" else f"{who} blocks with {key}."
    return f"{who} pare avec une Parade." if lang == "fr" else f"{who} parries."


def _bushido_flip(e: Event, n: Names, lang: str) -> str:
    who, key = n[e.get("seat")], _card(e.get("key"), lang, definite=False)
    if e.get("key") is None:
        return (f"Le Code {of_name(who)} ne révèle rien." if lang == "fr"
                else f"{who}'s Bushido turns up nothing.")
    if lang == "fr":
        return f"Le Code {of_name(who)} révèle {key}{' (une arme !)' if e.get('weapon') else ''}."
    return f"{who}'s Bushido turns up {key}{' (a weapon!)' if e.get('weapon') else ''}."


def _spared(seat: int, why: str, n: Names, lang: str) -> str:
    """Why a Battle Cry or Jujitsu passes a player over: Chiyome's immunity, or being down."""
    who = n[seat]
    if lang == "fr":
        because = {"chiyome": "seules les armes la blessent", "no_life": "plus de vie",
                   "no_cards": "aucune carte en main"}[why]
        return f"{who} est {agreed(who, 'épargné', 'épargnée')} : {because}."
    because = {"chiyome": "only weapons hurt her", "no_life": "no life left", "no_cards": "no card in hand"}[why]
    return f"{who} is spared: {because}."


def _wave(e: Event, n: Names, lang: str) -> str:
    who, key = n[e.get("seat")], _card(e.get("key"), lang)
    played = f"{who} joue {key} !" if lang == "fr" else f"{who} plays {key}!"
    spared = [_spared(seat, why, n, lang) for seat, why in zip(e.get("spared", ()), e.get("spared_why", ()), strict=True)]
    return " ".join([played, *spared])


def _game_over(e: Event, n: Names, lang: str) -> str:
    if e.get("reason") == "sword" and e.get("sword_seat", -1) >= 0:
        who = n[e.get("sword_seat")]
        if not e.get("sword_valid", True):  # the last blow felled a teammate: the points decide
            return (f"Fin de partie : {who} est {agreed(who, 'le seul', 'la seule')} à avoir encore de la vie, "
                    "mais a abattu un allié ; les points décident."
                    if lang == "fr" else
                    f"Game over: {who} is the only one with life left, but felled a teammate; the points decide.")
        return (f"Fin de partie : {who} est {agreed(who, 'le seul', 'la seule')} à avoir encore de la vie."
                if lang == "fr" else f"Game over: {who} is the only one with life left.")
    out = [n[seat] for seat in e.get("out_of_honour", ())]
    if out:
        by = e.get("honour_by", -1)
        dealt_by = n[by] if by is not None and by >= 0 else ""
        told = out_of_honour_words(out, e.get("honour_cause", ""), lang, dealt_by)
        return f"Fin de partie : {told}." if lang == "fr" else f"Game over: {told}."
    return "Fin de partie : un joueur n'a plus d'honneur." if lang == "fr" else "Game over: a player has no honour left."


def _role(e: Event, n: Names, lang: str) -> str:
    from scenes.katana.texts import STRINGS

    role = STRINGS["fr" if lang == "fr" else "en"][f"katana.role.{e.get('role')}"]
    stars = e.get("stars") or 0
    extra = f" ({stars}★)" if stars else ""
    return f"{n[e.get('seat')]} était {role}{extra}." if lang == "fr" else f"{n[e.get('seat')]} was the {role}{extra}."


_SENTENCES: dict[str, Callable[[Event, Names, str], str | None]] = {
    "attack": _attack,
    "damage": _damage,
    "card_moved": _moved,
    "cards_drawn": _drawn,
    "honour": _honour,
    "parried": _parried,
    "bushido_flip": _bushido_flip,
    "wave": _wave,
    "game_over": _game_over,
    "role_revealed": _role,
    "shogun_revealed": lambda e, n, lang: (f"{n[e.get('seat')]} est le Shogun." if lang == "fr"
                                           else f"{n[e.get('seat')]} is the Shogun."),
    "turn_started": lambda e, n, lang: (f"— Tour {of_name(n[e.get('seat')])} —" if lang == "fr"
                                        else f"— {n[e.get('seat')]}'s turn —"),
    "recovered": lambda e, n, lang: (f"{n[e.get('seat')]} récupère toute sa vie ({e.get('life')})." if lang == "fr"
                                     else f"{n[e.get('seat')]} gets all their life back ({e.get('life')})."),
    "defeated": lambda e, n, lang: (f"{n[e.get('by')]} met {n[e.get('seat')]} à terre !" if lang == "fr"
                                    else f"{n[e.get('by')]} brings {n[e.get('seat')]} down!"),
    "reshuffle": lambda e, n, lang: ("La pioche est vide : la défausse est mélangée." if lang == "fr"
                                     else "The deck is empty: the discard is shuffled into a new deck."),
    "draw_skipped": lambda e, n, lang: ("Plus aucune carte à piocher." if lang == "fr" else "No card left to draw."),
    "card_taken": lambda e, n, lang: (f"{n[e.get('seat')]} prend une carte au hasard à {n[e.get('target')]}." if lang == "fr"
                                      else f"{n[e.get('seat')]} takes a random card from {n[e.get('target')]}."),
    "card_taken_seen": lambda e, n, lang: (f"La carte prise est {_card(e.get('key'), lang, definite=False)}."
                                           if lang == "fr"
                                           else f"The card taken: {_bare(e.get('key'), lang)}."),
    "cards_seen": lambda e, n, lang: (f"{n[e.get('seat')]} reçoit {_cards(e.get('keys', ()), lang)}."
                                      if lang == "fr"
                                      else f"{n[e.get('seat')]} gets: {_cards(e.get('keys', ()), lang)}."),
    "ability": lambda e, n, lang: (f"{n[e.get('seat')]} utilise son pouvoir." if lang == "fr"
                                   else f"{n[e.get('seat')]} uses their ability."),
    "discard_phase": lambda e, n, lang: (
        f"{n[e.get('seat')]} doit défausser {e.get('excess')} {_plural(e.get('excess'), 'carte', 'cartes')}."
        if lang == "fr"
        else f"{n[e.get('seat')]} must discard {e.get('excess')} "
             f"{counted(e.get('excess'), 'card', 'cards', 'en')}."),
}


def sentence(e: Event, names: Names, lang: str = "en") -> str | None:
    """The event told in ``lang``, or None for events that say nothing a player needs."""
    make = _SENTENCES.get(e.kind)
    if make is None:
        return None
    try:
        return make(e, names, lang)
    except (KeyError, IndexError, TypeError):
        return None  # an event missing a fact is left out rather than shown garbled


@dataclass
class Entry:
    event: Event
    private: bool  # shown only while one of its audience is at the screen
    told: dict[str, str | None] = field(default_factory=dict)  # the sentence per language, made once


class GameLog:
    """Events kept in order; sentences are made in the language of the moment."""

    # A whole game: seven bots make up to some 700 entries (private draws included) and a
    # median of 490, so the wheel reads back to the first turn with room to spare.
    LIMIT = 2000

    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self.version = 0  # bumped on every change, so the panel knows when to redraw

    def clear(self) -> None:
        self.entries.clear()
        self.version += 1

    def add(self, events: Sequence[Event]) -> None:
        for e in events:
            if e.kind in _SENTENCES:
                self.entries.append(Entry(e, e.audience is not None))
        del self.entries[:-self.LIMIT]
        self.version += 1

    def lines(self, names: Names, viewer: int | None, lang: str, last: int) -> list[str]:
        """The last ``last`` sentences the viewer may read."""
        found: list[str] = []
        for entry in reversed(self.entries):
            if not entry.event.visible_to(viewer):
                continue
            if lang not in entry.told:
                entry.told[lang] = sentence(entry.event, names, lang)
            text = entry.told[lang]
            if text:
                found.append(text)
                if len(found) >= last:
                    break
        found.reverse()
        return found


@dataclass
class Rows:
    """Every sentence the viewer may read, wrapped to the panel: the rows, where each sentence
    starts, and whether a row belongs to a turn's gold header."""

    key: tuple[object, ...]
    text: list[str]
    starts: list[int]
    header: list[bool]


class LogPanel:
    """The log column's text: the whole game wrapped into rows, the wheel to read back through
    them (the rows read stay in place while the bots play on), rendered again only when the log,
    the viewer, the size or the rows shown change, so an idle frame only blits it."""

    def __init__(self, log: GameLog) -> None:
        self.log = log
        self.scrollback = ScrollBack()
        self.first = 0  # the top row shown, for the "older" count
        self._rows = Rows((), [], [], [])
        self._look: tuple[object, ...] = ()
        self._key: tuple[object, ...] = ()
        self._surface: pygame.Surface | None = None

    def rows(self, names: Names, viewer: int | None, lang: str, width: int, text_size: int) -> Rows:
        """Every sentence wrapped to ``width``; made again only when the log or the look changes."""
        key = (self.log.version, tuple(names), viewer, lang, width, text_size, text_floor())
        if self._rows.key == key:
            return self._rows
        look = key[1:]
        if look != self._look:  # another viewer's lines, language or size: start at the newest
            self.scrollback.to_newest()
            self._look = look
        text: list[str] = []
        starts: list[int] = []
        header: list[bool] = []
        for line in self.log.lines(names, viewer, lang, self.log.LIMIT):
            wrapped_rows = wrapped(line, text_size, width)
            starts.append(len(text))
            text.extend(wrapped_rows)
            header.extend([line.startswith("—")] * len(wrapped_rows))
        self.scrollback.follow(len(text))
        self._rows = Rows(key, text, starts, header)
        return self._rows

    def render(self, names: Names, viewer: int | None, lang: str, size: tuple[int, int], text_size: int) -> pygame.Surface:
        rows = self.rows(names, viewer, lang, size[0], text_size)
        line_h = font(text_size).get_linesize()
        room = max(1, size[1] // line_h)
        key = (rows.key, size, room, self.scrollback.back)
        if self._surface is not None and key == self._key:
            return self._surface
        # whole sentences only at the top: never the tail of one cut by the edge
        first, end = self.scrollback.window(len(rows.text), room, rows.starts)
        surface = pygame.Surface(size, pygame.SRCALPHA)
        for index in range(first, end):
            colour = GOLD if rows.header[index] else INK
            surface.blit(text_surface(rows.text[index], text_size, colour), (0, (index - first) * line_h))
        self.first = first
        self._key, self._surface = (rows.key, size, room, self.scrollback.back), surface
        return surface
