"""What may be played: attack difficulty, weapon limits, defences and the legal actions.

Every legality question goes through ``play_problem`` (for cards played in the play phase)
and ``defences`` (for answers to attacks and waves): ``legal_actions``, ``apply`` and the
scene helper ``card_targets`` all call them, so no rule is written twice.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action
from game.katana.actions import (
    BUSHIDO_ACTIONS,
    DEFEND_ACTIONS,
    DISCARD_ACTIONS,
    END_TURN,
    GEISHA_ACTIONS,
    IEYASU_CHOICES,
    NOBUNAGA_DRAW,
    PLAY_ACTIONS,
    TAKE_HIT,
)
from game.katana.cards import CARD, DIFFICULTY, IS_PARRY, IS_WEAPON, KEY, KIND
from game.katana.state import (
    ATTACK,
    BUSHIDO,
    DISCARD,
    DRAW_CHOICE,
    GEISHA,
    OVER,
    PLAY,
    WAVE,
    Attack,
    Board,
    BushidoFlip,
    GeishaChoice,
    KatanaState,
    Wave,
)

HAND_LIMIT = 7
TABLE = -1  # the "target" of cards that aim at nobody


def to_act(s: KatanaState) -> tuple[int, ...]:
    phase = s.phase
    if phase == OVER:
        return ()
    pending = s.pending
    if phase == ATTACK and isinstance(pending, Attack):
        return (pending.target,)
    if phase == WAVE and isinstance(pending, Wave):
        return (pending.queue[0],)
    return (s.turn,)


def count_on_table(s: Board, seat: int, key: str) -> int:
    return sum(1 for card in s.tables[seat] if KEY[card] == key)


def weapon_limit(s: Board, seat: int) -> int:
    """Weapons allowed per turn: 1, +1 per Focus, +1 for Goemon, +1 for the 3-player Shogun."""
    limit = 1 + count_on_table(s, seat, "focus")
    if s.characters[seat] == "goemon":
        limit += 1
    if s.n == 3 and s.roles[seat] == "shogun":
        limit += 1
    return limit


def damage_modifiers(s: Board, attacker: int, target: int, card: int) -> tuple[tuple[int, int, str], ...]:
    """The changes to a weapon's printed damage as (seat, change, source), source being the card
    or the character that makes it, so a log can show how the total is reached: Quick Draw +1
    each, Musashi +1, then Ginchiyo -1 (never below 1)."""
    damage = CARD[card].damage
    changes: list[tuple[int, int, str]] = []
    quick_draws = count_on_table(s, attacker, "quick_draw")
    if quick_draws:
        damage += quick_draws
        changes.append((attacker, quick_draws, "quick_draw"))
    if s.characters[attacker] == "musashi":
        damage += 1
        changes.append((attacker, 1, "musashi"))
    if s.characters[target] == "ginchiyo" and damage > 1:
        changes.append((target, -1, "ginchiyo"))
    return tuple(changes)


def weapon_damage(s: Board, attacker: int, target: int, card: int) -> int:
    """Weapon + Quick Draw + the characters' changes (Musashi, Ginchiyo); no cap here."""
    return CARD[card].damage + sum(change for _, change, _ in damage_modifiers(s, attacker, target, card))


def difficulty_modifiers(s: Board, target: int) -> tuple[tuple[int, int, str], ...]:
    """The changes to an attack's difficulty beyond the seats as (seat, change, source): Armor +1
    each, Benkei +1."""
    changes: list[tuple[int, int, str]] = []
    armors = count_on_table(s, target, "armor")
    if armors:
        changes.append((target, armors, "armor"))
    if s.characters[target] == "benkei":
        changes.append((target, 1, "benkei"))
    return tuple(changes)


def attack_difficulty(s: KatanaState, attacker: int, target: int) -> int:
    """Seats to the target the short way, counting only players who are not down (the
    target's own seat included), plus 1 per Armor on the target and 1 for Benkei."""
    n = s.n
    life, hands = s.life, s.hands
    clockwise = 1
    seat = (attacker + 1) % n
    while seat != target:
        if life[seat] and hands[seat]:
            clockwise += 1
        seat = (seat + 1) % n
    counter = 1
    seat = (attacker - 1) % n
    while seat != target:
        if life[seat] and hands[seat]:
            counter += 1
        seat = (seat - 1) % n
    return min(clockwise, counter) + sum(change for _, change, _ in difficulty_modifiers(s, target))


def ignores_difficulty(s: Board, seat: int) -> bool:
    """Whether ``seat``'s weapons reach any standing player whatever the difficulty (Kojiro)."""
    return s.characters[seat] == "kojiro"


def bushido_in_play(s: KatanaState) -> bool:
    return any(KEY[card] == "bushido" for table in s.tables for card in table)


class _Context:
    """Facts about ``seat``'s play phase that every candidate play shares, computed once."""

    __slots__ = ("s", "seat", "weapons_left", "kojiro", "bushido", "gates")

    def __init__(self, s: KatanaState, seat: int) -> None:
        self.s = s
        self.seat = seat
        self.weapons_left = s.weapons_played < weapon_limit(s, seat)
        self.kojiro = ignores_difficulty(s, seat)
        self.bushido = bushido_in_play(s)
        self.gates: dict[int, tuple[str | None, int]] = {}

    def weapon_gate(self, target: int) -> tuple[str | None, int]:
        """Why no weapon may hit ``target`` (or None), and the difficulty any weapon must
        reach (0 for Kojiro); the same for every weapon in hand, so worked out once."""
        found = self.gates.get(target)
        if found is None:
            s = self.s
            if target == TABLE or target == self.seat:
                found = ("drop a weapon on the player you attack", 0)
            elif not self.weapons_left:
                found = ("you have used all the weapons you may use this turn", 0)
            elif s.life[target] == 0 or not s.hands[target]:
                found = (f"{s.characters[target].capitalize()} is down and cannot be attacked", 0)
            elif self.kojiro:
                found = (None, 0)
            else:
                found = (None, attack_difficulty(s, self.seat, target))
            self.gates[target] = found
        return found


def play_problem(s: KatanaState, seat: int, card: int, target: int) -> str | None:
    """Why ``seat`` may not play ``card`` on ``target`` now, or None when the play is legal."""
    if s.phase != PLAY or seat != s.turn:
        return "you can only play cards during your own play phase"
    if not 0 <= card < len(CARD) or card not in s.hands[seat]:
        return "that card is not in your hand"
    if target != TABLE and not 0 <= target < s.n:
        return "there is no such seat"
    return _problem(_Context(s, seat), card, target)


def _problem(ctx: _Context, card: int, target: int) -> str | None:
    """``play_problem`` for a card known to be in hand and a seat known to exist."""
    s, seat = ctx.s, ctx.seat
    kind = KIND[card]
    if kind == "weapon":
        problem, needed = ctx.weapon_gate(target)
        if problem is not None or needed <= DIFFICULTY[card]:
            return problem
        return (f"{CARD[card].name_en} reaches difficulty {DIFFICULTY[card]}, "
                f"but this attack has difficulty {needed}")
    key = KEY[card]
    if kind == "permanent":
        if key == "bushido":
            if target == TABLE:
                return "drop Bushido on the player who will carry it"
            if ctx.bushido:
                return "only one Bushido may be in play"
            return None
        if target != TABLE:
            return f"drop {CARD[card].name_en} on the table: it goes in front of you"
        return None
    if key == "parry":
        return "a Parry is played only when a weapon or a Battle Cry comes at you"
    if key == "geisha":
        if target == TABLE:
            return "drop Geisha on the player whose card goes"
        if s.tables[target] or (target != seat and s.hands[target]):
            return None
        return "that player has no permanent card, and no hand you may take from"
    if key == "diversion":
        if target == TABLE or target == seat:
            return "drop Diversion on the player you take from"
        return None if s.hands[target] else "that player has no card to take"
    if key == "breathing":
        if target == TABLE or target == seat:
            return "drop Breathing on the player who will draw a card"
        return None
    if target != TABLE:
        return f"{CARD[card].name_en} is played to the table, not on a player"
    return None


def defences(s: Board, seat: int, against: str) -> tuple[int, ...]:
    """Cards ``seat`` may give up against a weapon or Battle Cry (Parry; Hanzo's weapons but
    never his last card) or against Jujitsu (a weapon)."""
    hand = s.hands[seat]
    if against == "jujitsu":
        return tuple(card for card in hand if IS_WEAPON[card])
    if s.characters[seat] == "hanzo" and len(hand) > 1:
        return tuple(card for card in hand if IS_PARRY[card] or IS_WEAPON[card])
    return tuple(card for card in hand if IS_PARRY[card])


def geisha_options(s: Board, player: int, target: int) -> tuple[int, ...]:
    """Permanent card ids in front of ``target``, then -1 (a random hand card) if allowed."""
    options = s.tables[target]
    if target != player and s.hands[target]:
        options = options + (-1,)
    return options


def ieyasu_may_choose(s: Board, seat: int) -> bool:
    return s.characters[seat] == "ieyasu" and bool(s.discard)


def bushido_exempt(players: int, role: str | None) -> bool:
    """The 3-player Shogun never loses honour to Bushido: where he would, he simply discards it.
    Passing it on with a weapon from his hand stays his to choose."""
    return players == 3 and role == "shogun"


def draw_count(s: Board, seat: int) -> int:
    count = 2
    if s.characters[seat] == "hideyoshi":
        count += 1
    if s.n == 3 and s.roles[seat] == "shogun":
        count += 1
    return count


def _play_actions(s: KatanaState, seat: int) -> list[Action]:
    found: list[Action] = []
    n = s.n
    ctx = _Context(s, seat)
    everywhere = (TABLE, *range(n))
    seats = tuple(range(n))
    others = tuple(t for t in seats if t != seat)
    for card in s.hands[seat]:
        kind = KIND[card]
        if kind == "weapon":
            if not ctx.weapons_left:
                continue  # the same refusal _problem gives, skipped early for speed
            candidates: tuple[int, ...] = others
        elif kind == "permanent":
            candidates = everywhere if KEY[card] == "bushido" else (TABLE,)
        elif KEY[card] in ("geisha", "diversion", "breathing"):
            candidates = seats
        else:
            candidates = (TABLE,)
        row = PLAY_ACTIONS[card]
        for target in candidates:
            if _problem(ctx, card, target) is None:
                found.append(row[target + 1])
    if s.characters[seat] == "nobunaga" and s.life[seat] >= 2:
        found.append(NOBUNAGA_DRAW)
    found.append(END_TURN)
    return found


def legal_actions(s: KatanaState, seat: int) -> tuple[Action, ...]:
    if seat not in to_act(s):
        return ()
    phase = s.phase
    pending = s.pending
    if phase == PLAY:
        return tuple(_play_actions(s, seat))
    if phase == ATTACK:
        return tuple(DEFEND_ACTIONS[c] for c in defences(s, seat, "weapon")) + (TAKE_HIT,)
    if phase == WAVE and isinstance(pending, Wave):
        return tuple(DEFEND_ACTIONS[c] for c in defences(s, seat, pending.key)) + (TAKE_HIT,)
    if phase == GEISHA and isinstance(pending, GeishaChoice):
        return tuple(GEISHA_ACTIONS[c + 1] for c in geisha_options(s, seat, pending.target))
    if phase == BUSHIDO and isinstance(pending, BushidoFlip):
        return tuple(BUSHIDO_ACTIONS[c + 1] for c in s.hands[seat] if IS_WEAPON[c]) + (BUSHIDO_ACTIONS[0],)
    if phase == DRAW_CHOICE:
        return IEYASU_CHOICES
    if phase == DISCARD:
        return tuple(DISCARD_ACTIONS[c] for c in s.hands[seat])
    return ()


@dataclass(frozen=True, slots=True)
class Target:
    """For the scene: one seat a card could be dropped on, or why not."""

    seat: int  # -1: the table
    legal: bool
    # weapons: the attack's difficulty (None for a down or own seat, and for Kojiro, whose
    # weapons ignore it: ``ignores_difficulty``)
    difficulty: int | None
    reason: str | None


def card_targets(s: KatanaState, seat: int, card: int) -> tuple[Target, ...]:
    """Every drop spot for ``card`` from ``seat``'s hand: the table, then each seat in order."""
    found = []
    no_difficulty = ignores_difficulty(s, seat)
    for target in (TABLE, *range(s.n)):
        problem = play_problem(s, seat, card, target)
        difficulty = None
        if IS_WEAPON[card] and target not in (TABLE, seat) and not s.is_down(target) and not no_difficulty:
            difficulty = attack_difficulty(s, seat, target)
        found.append(Target(target, problem is None, difficulty, problem))
    return tuple(found)
