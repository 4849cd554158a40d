"""Every word the Sushido table shows, in English and French, in our own words; card and
fighter texts come from the engine's TOML (already written in both languages)."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.events import Event
from game.sushido.data import CARD_TYPES, help_topics, rules
from scenes.kit.i18n import after_colon, language, register, t

STRINGS = {
    "en": {
        "sushido.hajime": "Hajime!",
        "sushido.confirm": "Confirm",
        "sushido.slot_hint": "Drag 2 cards here · click a card to reveal it or keep it hidden",
        "sushido.revealed": "Revealed",
        "sushido.hidden": "Hidden",
        "sushido.hidden_lost": "Hidden: thrown away, chain full",
        "sushido.deck": "Deck {count}",
        "sushido.round": "Round {round} · turn {turn}",
        "sushido.duel.iaijutsu": "Iaijutsu",
        "sushido.duel.training": "Training",
        "sushido.duel.encounter": "Encounter",
        "sushido.p1": "P1",
        "sushido.chain": "Chain",
        "sushido.life": "Life {life}",
        "sushido.log": "What happened",
        "sushido.waiting": "Waiting for {name}…",
        "sushido.your_choice": "Choose 2 cards for the Hajime",
        "sushido.double": "Double (1 Super)",
        "sushido.doubled": "Doubled ×2",
        "sushido.place": "Arena preparation: drag a Hit from your hand onto a free square",
        "sushido.place_none": "Lay nothing",
        "sushido.board": "Fighter board",
        "sushido.passive": "Passive",
        "sushido.passive_named": "Passive ({name})",
        "sushido.super_combo": "Super Combo",
        "sushido.ranged": "at range",
        "sushido.contact": "contact",
        "sushido.ask.announce": "{name}: announce with your chain?",
        "sushido.ask.react": "{name}: the rival attacks; guard with your chain?",
        "sushido.ask.play": "{name}: play a revealed card (pick the order)",
        "sushido.ask.kata": "{name}: your Kata card",
        "sushido.ask.pair": "{name}: your card in the clash",
        "sushido.ask.super_combo": "{name}: your gauge is full. Unleash {combo}?",
        "sushido.ask.rescue": "{name}: the turn is ending. Unleash {combo} now?",
        "sushido.ask.target": "{name}: which card of the rival's chain goes?",
        "sushido.ask.excess": "{name}: your guard is longer than the Kata. Which card do you throw away?",
        "sushido.ask.defuse": "{name}: {combo}. Throw away a laid Hit, or keep the rest?",
        "sushido.call.pass": "Nothing",
        "sushido.call.combo": "Combo",
        "sushido.call.kata": "Kata",
        "sushido.call.guard": "Guard (Kata against Kata)",
        "sushido.sc.use": "Unleash it",
        "sushido.sc.keep": "Not now",
        "sushido.sc.wait": "Not before the turn's end",
        "sushido.ask.parry": "{name}: {rival}'s Hit will cost you {amount} life. Parry it with your Block?",
        "sushido.parry.use": "Parry the Hit with my Block",
        "sushido.parry.take": "Take the Hit, keep the Block",
        "sushido.page": "{page} / {pages}",
        "sushido.weight.light": "light",
        "sushido.weight.medium": "medium",
        "sushido.weight.heavy": "heavy",
        "sushido.target": "Card {index}",
        "sushido.target.excess": "Throw away card {index}: {card}",
        "sushido.target.square": "{card} on square {square}",
        "sushido.target.keep": "Keep the rest",
        "sushido.opt.hit": "Strike",
        "sushido.opt.super": "Gain Super",
        "sushido.opt.guard": "Keep to parry",
        "sushido.opt.hit_guarded": "Strike (the guard cancels it)",
        "sushido.opt.hit_miss": "Strike (out of reach: it misses)",
        "sushido.opt.move_mass": "Move {steps} ({passive}: {fighter} is not shoved)",
        "sushido.opt.tenka_mass": "As a Move {steps} (Tenka, 1 Super; {passive}: {fighter} is not shoved)",
        "sushido.ask.play_guarded": "{name}: play a revealed card. {rival}'s guard cancels your next Hit",
        "sushido.ask.play_guarded_many": "{name}: play a revealed card. {rival}'s guard cancels your next {n} Hits",
        "sushido.guard_marker": "Guard ×{n}",
        "sushido.guard_tip": "{name} kept a Block to parry: it cancels {rival}'s next Hit card this turn.",
        "sushido.guard_tip_many": "{name} kept Blocks to parry: they cancel {rival}'s next {n} Hit cards "
                                  "this turn.",
        "sushido.guard_tip_end": "Guards left unused end with the turn.",
        "sushido.opt.none": "No effect",
        "sushido.opt.discard": "Discard {cards}",
        "sushido.opt.own_card": "your card {index}",
        "sushido.opt.rival_card": "rival's card {index}",
        "sushido.opt.move": "Move {steps}",
        "sushido.opt.tenka": "As a Move {steps} (Tenka, 1 Super)",
        "sushido.opt.stay": "Cannot move",
        "sushido.step.f": "forward",
        "sushido.step.b": "back",
        "sushido.step.ff": "2 forward",
        "sushido.step.bb": "2 back",
        "sushido.round_over": "Round {round}: {names}",
        "sushido.round_both": "Round {round}: both fighters",
        "sushido.end.rounds": "Rounds won",
        "sushido.end.fighter": "Fighter",
        "sushido.end.life": "Life left",
        "sushido.end.duel": "{duel} · {rounds} rounds fought", "sushido.end.duel_one": "{duel} · 1 round fought",
        "sushido.headline.one": "{name} wins the duel!",
        "sushido.headline.both": "A double victory!",
        "sushido.reason.one": "{name} ({fighter}) takes the duel: {wins} rounds won to {rival_wins}",
        "sushido.reason.one_single": "{name} ({fighter}) takes the duel: 1 round won to {rival_wins}",
        "sushido.banner.ko": "K.O.!",
        "sushido.banner.ring_out": "Ring out!",
        "sushido.banner.round": "Round {round}",
        "sushido.said.combo": "Combo!",
        "sushido.said.kata": "Kata!",
        "sushido.said.guard": "Guard!",
        "sushido.reason.both": "Both fighters reached the winning count together",
        "sushido.why.ko_or_ring_out": "knock-out or ring out",
        "sushido.why.ko": "by knock-out",
        "sushido.why.ring_out": "by ring out",
        "sushido.why.ko_and_ring_out": "by knock-out and ring out",
        "sushido.why.time_over": "time over, larger share of life",
        "sushido.why.time_over_tie": "time over, equal shares of life",  # under "Round N: both fighters"
    },
    "fr": {
        "sushido.hajime": "Hajime !",
        "sushido.confirm": "Valider",
        "sushido.slot_hint": "Glissez 2 cartes ici · cliquez une carte pour la révéler ou la cacher",
        "sushido.revealed": "Révélée",
        "sushido.hidden": "Cachée",
        "sushido.hidden_lost": "Cachée : défaussée, enchaînement plein",
        "sushido.deck": "Pioche {count}",
        "sushido.round": "Round {round} · tour {turn}",
        "sushido.duel.iaijutsu": "Iaijutsu",
        "sushido.duel.training": "Entraînement",
        "sushido.duel.encounter": "Rencontre",
        "sushido.p1": "P1",
        "sushido.chain": "Enchaînement",
        "sushido.life": "Vie {life}",
        "sushido.log": "Déroulement",
        "sushido.waiting": "{name} réfléchit…",
        "sushido.your_choice": "Choisissez 2 cartes pour le Hajime",
        "sushido.double": "Doubler (1 Super)",
        "sushido.doubled": "Doublé ×2",
        "sushido.place": "Préparation de l'arène : glissez un Hit de votre main sur une case libre",
        "sushido.place_none": "Ne rien poser",
        "sushido.board": "Plateau du combattant",
        "sushido.passive": "Passif",
        "sushido.passive_named": "Passif ({name})",
        "sushido.super_combo": "Super Combo",
        "sushido.ranged": "à distance",
        "sushido.contact": "au contact",
        "sushido.ask.announce": "{name} : annoncer avec votre enchaînement ?",
        "sushido.ask.react": "{name} : le rival attaque ; vous mettre en garde avec votre enchaînement ?",
        "sushido.ask.play": "{name} : jouez une carte révélée (dans l'ordre voulu)",
        "sushido.ask.kata": "{name} : votre carte du Kata",
        "sushido.ask.pair": "{name} : votre carte dans l'affrontement",
        "sushido.ask.super_combo": "{name} : jauge pleine. Déclencher {combo} ?",
        "sushido.ask.rescue": "{name} : le tour s'achève. Déclencher {combo} maintenant ?",
        "sushido.ask.target": "{name} : quelle carte de l'enchaînement rival écarter ?",
        "sushido.ask.excess": "{name} : votre garde dépasse le Kata. Quelle carte jetez-vous ?",
        "sushido.ask.defuse": "{name} : {combo}. Jeter un Hit posé, ou garder les autres ?",
        "sushido.call.pass": "Rien",
        "sushido.call.combo": "Combo",
        "sushido.call.kata": "Kata",
        "sushido.call.guard": "Garde (Kata contre Kata)",
        "sushido.sc.use": "Le déclencher",
        "sushido.sc.keep": "Pas maintenant",
        "sushido.sc.wait": "Pas avant la fin du tour",
        "sushido.ask.parry": ("{name} : le Hit {of_rival} va vous coûter {amount} de vie. "
                              "Le parer avec votre Block ?"),
        "sushido.parry.use": "Parer le Hit avec mon Block",
        "sushido.parry.take": "Encaisser le Hit, garder le Block",
        "sushido.page": "{page} / {pages}",
        "sushido.weight.light": "poids léger",
        "sushido.weight.medium": "poids moyen",
        "sushido.weight.heavy": "poids lourd",
        "sushido.target": "Carte {index}",
        "sushido.target.excess": "Jeter la carte {index} : {card}",
        "sushido.target.square": "{card} sur la case {square}",
        "sushido.target.keep": "Garder les autres",
        "sushido.opt.hit": "Frapper",
        "sushido.opt.super": "Gagner une Super",
        "sushido.opt.guard": "Garder pour parer",
        "sushido.opt.hit_guarded": "Frapper (la garde l'annule)",
        "sushido.opt.hit_miss": "Frapper (hors de portée : coup dans l'eau)",
        "sushido.opt.move_mass": "Bouger {steps} ({passive} : {fighter} n'est pas repoussé)",
        "sushido.opt.tenka_mass": ("En Move {steps} (Tenka, 1 Super ; {passive} : {fighter} "
                                   "n'est pas repoussé)"),
        "sushido.ask.play_guarded": "{name} : jouez une carte révélée. La garde {of_rival} annule votre prochain Hit",
        "sushido.ask.play_guarded_many": ("{name} : jouez une carte révélée. La garde {of_rival} annule vos "
                                          "{n} prochains Hits"),
        "sushido.guard_marker": "Garde ×{n}",
        "sushido.guard_tip": "{name} a gardé un Block pour parer : il annule le prochain Hit {of_rival} ce tour-ci.",
        "sushido.guard_tip_many": ("{name} a gardé des Blocks pour parer : ils annulent les {n} prochains "
                                   "Hits {of_rival} ce tour-ci."),
        "sushido.guard_tip_end": "Une garde inutilisée prend fin avec le tour.",
        "sushido.opt.none": "Sans effet",
        "sushido.opt.discard": "Écarter {cards}",
        "sushido.opt.own_card": "votre carte {index}",
        "sushido.opt.rival_card": "carte {index} du rival",
        "sushido.opt.move": "Bouger {steps}",
        "sushido.opt.tenka": "En Move {steps} (Tenka, 1 Super)",
        "sushido.opt.stay": "Impossible de bouger",
        "sushido.step.f": "en avant",
        "sushido.step.b": "en arrière",
        "sushido.step.ff": "2 en avant",
        "sushido.step.bb": "2 en arrière",
        "sushido.round_over": "Round {round} : {names}",
        "sushido.round_both": "Round {round} : les deux combattants",
        "sushido.end.rounds": "Rounds gagnés",
        "sushido.end.fighter": "Combattant",
        "sushido.end.life": "Vie restante",
        "sushido.end.duel": "{duel} · {rounds} rounds disputés", "sushido.end.duel_one": "{duel} · 1 round disputé",
        "sushido.headline.one": "{name} remporte le duel !",
        "sushido.headline.both": "Double victoire !",
        "sushido.reason.one": "{name} ({fighter}) emporte le duel : {wins} rounds gagnés contre {rival_wins}",
        "sushido.reason.one_single": "{name} ({fighter}) emporte le duel : 1 round gagné contre {rival_wins}",
        "sushido.banner.ko": "K.-O. !",
        "sushido.banner.ring_out": "Ring Out !",
        "sushido.banner.round": "Round {round}",
        "sushido.said.combo": "Combo !",
        "sushido.said.kata": "Kata !",
        "sushido.said.guard": "Garde !",
        "sushido.reason.both": "Les deux combattants atteignent ensemble le compte gagnant",
        "sushido.why.ko_or_ring_out": "K.-O. ou Ring Out",
        "sushido.why.ko": "par K.-O.",
        "sushido.why.ring_out": "par Ring Out",
        "sushido.why.ko_and_ring_out": "par K.-O. et Ring Out",
        "sushido.why.time_over": "temps écoulé, plus grande part de vie",
        "sushido.why.time_over_tie": "temps écoulé, parts de vie égales",
    },
}
register(STRINGS)

CARDS = rules().cards
RANGED_MARK = "➶"  # after a combo's name on the board: it reaches at range (the rules text says so)
# words that keep their capital in French even right after a colon: the cards and the fighters
SUSHIDO_TERMS = ("Hit", "Block", "Move", "Super", "Kata", "Combo",
                 *(fighter.name for fighter in rules().fighters.values()))


def lang() -> str:
    return "fr" if language() == "fr" else "en"


def card_name(card: int) -> str:
    """"Hit · Wave" in the player's language; a hidden card reads as "?"."""
    if card < 0:
        return "?"
    names = rules().names[lang()]
    c = CARDS[card]
    return f"{names[c.kind]} {names[c.symbol]}"


def card_text(card: int) -> str:
    return rules().texts[lang()][CARDS[card].kind] if card >= 0 else ""


def symbol_names(letters: str | tuple[str, ...]) -> str:
    """A combo's symbols by name in the player's language: "Shell + Shell + Wave"."""
    names = rules().names[lang()]
    symbols = {c.letter: c.symbol for c in CARDS}
    return " + ".join(names[symbols[letter]] for letter in letters)


def technique_name(key: str, combo: str) -> str:
    fighter = rules().fighters[key]
    for tech in (*fighter.combos, fighter.super_combo):
        if tech.key == combo:
            return tech.name_fr if lang() == "fr" else tech.name_en
    return combo


def banner_words(event: Event, fighters: Sequence[str]) -> str:
    """The big word shown over the arena for a striking event ("" for the others)."""
    kind = event.kind
    if kind in ("ko", "ring_out"):
        return t(f"sushido.banner.{kind}")
    if kind in ("combo", "super_combo"):
        seat = int(event.get("seat"))
        return technique_name(fighters[seat], str(event.get("combo"))) + "!"
    if kind == "round_start":
        return t("sushido.banner.round", round=event.get("round"))
    return ""


def card_bullets(code: str) -> str:
    """What each kind of card does, one bullet each: the very texts a card's hover shows, so the
    rules screen and the table cannot tell a card two ways."""
    names, texts = rules().names[code], rules().texts[code]
    colon = " : " if code == "fr" else ": "
    return "\n".join(f"- {names[kind]}{colon}{after_colon(texts[kind], SUSHIDO_TERMS, code)}"
                     for kind in CARD_TYPES)


def rules_text(lang_code: str) -> str:
    """The rules help shown by the pause menu, topic by topic under its heading (the engine's
    own texts); the Cards topic goes on with each card's own text."""
    code = "fr" if lang_code == "fr" else "en"
    return "\n".join(f"# {topic[f'title_{code}']}\n{topic[code]}"
                     + (f"\n{card_bullets(code)}" if topic.get("card_texts") else "")
                     for topic in help_topics())
