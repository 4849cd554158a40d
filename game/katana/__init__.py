"""Katana (Samurai Sword): hidden roles, honour and blades for 3 to 7 players.

For a scene:
- ``GAME`` is the engine; ``card_targets(state, seat, card)`` lists every drop spot for a card in
  hand (the table, then each seat) with legality, the attack difficulty and the refusal reason,
  from the very function ``apply`` uses.
- Actions (``game.katana.actions``): ``PlayCard(card, target)`` (target -1 = the table),
  ``EndTurn``, ``DiscardCard``, ``Defend(card)`` / ``TakeHit`` (answers to an attack or a Battle
  Cry / Jujitsu), ``GeishaPick(card or -1)``, ``BushidoPay(weapon or -1)``, ``IeyasuDraw(bool)``,
  ``NobunagaDraw``.
- Events (all with plain data): turn_started, recovered, cards_drawn (public count) and
  cards_seen (the drawer's own cards), card_moved (card, key, src, dst such as "hand:2",
  "table:3", "discard", "deck"; reason), attack (attacker/target seats and names, card, key,
  difficulty, ignores_difficulty (Kojiro), damage), parried, damage (seat, amount, source, cause,
  life), defeated, honour (src, dst or None for the box, reason), wave (Battle Cry / Jujitsu
  and who is affected), card_taken / card_taken_seen (Diversion), bushido_flip, discard_phase,
  reshuffle, draw_skipped, ability, game_over (out_of_honour seats, honour_cause and, after a
  defeat, honour_by on an honour ending), role_revealed, shogun_revealed (the opening names the
  Shogun). An attack also lists damage_changes / difficulty_changes as (seat, change, source) for
  the cards' and characters' modifiers (quick_draw, musashi, ginchiyo; armor, benkei); a wave,
  who it spares and why (spared, spared_why: chiyome, no_life, no_cards).
- Texts: ``game.katana.cards`` (CARD per id, CHARACTER_BY_KEY, ROLES), English and French.
"""

from game.katana.game import GAME, KatanaGame
from game.katana.rules import Target, card_targets

__all__ = ["GAME", "KatanaGame", "Target", "card_targets"]
