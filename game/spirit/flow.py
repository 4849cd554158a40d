"""The automatic tasks of a turn and a round: turn start, penalties, fights, the end of a
round step by step, the next round's deck. ``driver.py`` runs them; decisions live in
``decisions.py``."""

from __future__ import annotations

from collections.abc import Callable

from game.core.records import replace
from game.spirit.data import ROUNDS, card
from game.spirit.effects import Flow
from game.spirit.setup import mode_of, reinforcements
from game.spirit.state import (
    Board,
    Task,
    Turn,
    arrow_target,
    fights_again,
    left_symbols,
    newest_brigand,
    next_to_play,
    penalty_possible,
    shrugging_talent,
    track,
    turn_talents,
)


# -- a turn --------------------------------------------------------------------------------
def start_round(flow: Flow, task: Task) -> None:
    s = flow.s
    flow.emit("round_started", round=s.round, first=task.seat, deck=len(s.deck),
              lieutenants=sum(card(c).value == 5 for c in s.deck),
              chiefs=sum(card(c).value == 6 for c in s.deck), barricades=s.barricades)
    flow.push(Task("turn", task.seat))


def start_turn(flow: Flow, task: Task) -> None:
    seat = task.seat
    flow.s = replace(flow.s, turn=Turn(seat, supports=flow.board(seat).held))
    flow.emit("turn_started", seat=seat, samurai=flow.name(seat), round=flow.s.round,
              supports=flow.board(seat).held, deck=len(flow.s.deck))
    steps = [Task("penalties", seat), Task("checkpoint", seat), Task("action", seat)]
    if flow.s.spare:
        steps.insert(0, Task("spare", seat))
    flow.push(*steps)


def due_penalties(flow: Flow, task: Task) -> None:
    last = newest_brigand(flow.board(task.seat))
    if last is None or not last.penalties:
        return
    flow.emit("penalty_due", seat=task.seat, card=last.id, penalties=last.penalties)
    if shrugging_talent(last.value) in turn_talents(flow.s):
        flow.push(Task("ignore", task.seat, card=last.id))
    else:
        push_penalties(flow, task.seat, last.id)


def push_penalties(flow: Flow, seat: int, card_id: int) -> None:
    flow.push(*(Task("penalty", seat, card=card_id, info=(i,))
                for i in range(len(card(card_id).penalties))))


def apply_penalty(flow: Flow, task: Task) -> None:
    seat, name = task.seat, card(task.card).penalties[task.info[0]]
    done = penalty_possible(flow.s, seat, flow.board(seat), name)
    # told before its effects, so the chronicle reads in the order things happen
    flow.emit("penalty_applied", seat=seat, card=task.card, penalty=name, applied=done)
    if done:
        carry_out(flow, seat, name)
    else:
        flow.wound(seat, "penalty_impossible")


def carry_out(flow: Flow, seat: int, name: str) -> None:
    """A penalty ``penalty_possible`` allows."""
    if name == "barricade":
        flow.destroy_barricade(seat, "penalty")
    elif name == "wound":
        flow.wound(seat, "penalty")
    elif name == "infiltrate":
        flow.infiltrate_top(seat, "penalty")
    elif name in ("no_defend", "no_support", "no_talent", "forced_pass"):
        flow.set_turn(**{name: True})
    elif name in ("left", "right"):
        arrow(flow, seat, name)
    elif name == "reshuffle":
        reshuffle(flow, seat)
    elif name == "discard_left":
        flow.push(Task("discard_left", seat))


def arrow(flow: Flow, seat: int, side: str) -> None:
    target = arrow_target(flow.s, seat, side)
    drawn = flow.draw()
    assert drawn is not None
    flow.emit("card_drawn", seat=target, card=drawn, value=card(drawn).value, reason=side,
              by=seat)
    flow.add_to_line(target, drawn, reason=side)


def reshuffle(flow: Flow, seat: int) -> None:
    discard = flow.s.discard
    index, rng = flow.s.rng.below(len(discard))
    back = discard[index]
    deck, rng = rng.shuffled(flow.s.deck + (back,))
    # the deck is shuffled, so its face-up cards are lost track of; the infiltrators stay put
    known = tuple(c for c in flow.s.revealed if c in flow.s.infiltrators)
    flow.s = replace(flow.s, discard=discard[:index] + discard[index + 1:], deck=deck,
                     revealed=known, returned=(*flow.s.returned, back), rng=rng)
    flow.emit("deck_reshuffled", seat=seat, card=back, deck=len(deck))


def checkpoint(flow: Flow, task: Task) -> None:
    """The round ends as soon as the deck is out and the brigand in hand is played."""
    if not flow.s.deck:
        end_round(flow, "deck_empty")


def after_fight(flow: Flow, task: Task) -> None:
    if not flow.s.deck:
        end_round(flow, "deck_empty")
        return
    if fights_again(flow.s):
        flow.push(Task("again", task.seat))


def start_fight(flow: Flow, seat: int) -> None:
    flow.set_turn(fights=flow.s.turn.fights + 1)
    drawn = flow.draw()
    assert drawn is not None, "a fight needs a card in the deck"
    flow.emit("card_drawn", seat=seat, card=drawn, value=card(drawn).value, reason="fight",
              by=seat)
    flow.push(Task("card", seat, card=drawn, info=(seat,)))


def end_turn(flow: Flow, task: Task) -> None:
    flow.return_supports(task.seat)
    flow.emit("turn_ended", seat=task.seat, samurai=flow.name(task.seat))
    if not flow.s.deck:
        end_round(flow, "deck_empty")
        return
    seat = next_to_play(flow.s, task.seat)
    if seat is not None:
        flow.push(Task("turn", seat))
        return
    end_round(flow, "all_passed")


# -- the end of a round --------------------------------------------------------------------
def end_round(flow: Flow, reason: str) -> None:
    s = flow.s
    # the rest of the deck joins the infiltrators; the brigands known there or face up on the
    # deck stay known (``revealed``) until revealed in turn, as everybody watched them go
    flow.s = replace(s, deck=(), infiltrators=s.infiltrators + s.deck)
    flow.tasks.clear()
    flow.emit("round_ended", round=s.round, reason=reason, last_active=s.active,
              infiltrated=len(s.deck), infiltrators=len(flow.s.infiltrators))
    for seat in range(len(s.boards)):
        flow.return_supports(seat)
    order = [(s.active + i) % len(s.boards) for i in range(len(s.boards))]
    steps: list[Task] = []
    for index in range(len(END_STEPS)):
        steps.append(Task("round_step", s.active, info=(index,)))
        steps += [Task("end_step", seat, info=(index,)) for seat in order]
    flow.push(*steps, Task("round_step", s.active, info=(3,)), Task("bonuses", s.active),
              Task("round_step", s.active, info=(4,)), Task("infiltrators", s.active),
              Task("round_close", s.active))


END_STEPS = (("hat", "peasants"), ("farm", "farm"), ("doll", "family"))
ROUND_STEPS = ("hats", "farms", "families", "bonuses", "infiltrators")


def round_step(flow: Flow, task: Task) -> None:
    flow.emit("round_step", step=ROUND_STEPS[task.info[0]], round=flow.s.round,
              infiltrators=len(flow.s.infiltrators))


def end_step(flow: Flow, task: Task) -> None:
    """Each samurai without a hat, farm or doll on their left pays for it."""
    symbol, guarded = END_STEPS[task.info[0]]
    covered = symbol in left_symbols(flow.board(task.seat))
    flow.emit("defence_checked", seat=task.seat, samurai=flow.name(task.seat), symbol=symbol,
              guards=guarded, covered=covered)
    if covered:
        return
    if symbol == "hat":
        flow.wound(task.seat, "peasants")
    elif symbol == "farm":
        flow.burn_farm(task.seat, "unguarded")
    else:
        flow.lose_family(task.seat, "unguarded")


def bonuses(flow: Flow, task: Task) -> None:
    if not mode_of(flow.s.mode).family_bonuses:
        flow.emit("family_bonuses_skipped", mode=flow.s.mode)
        return
    flow.push(*(Task("bonus", task.seat, info=(ord(letter),)) for letter in flow.s.families))


def bonus(flow: Flow, task: Task) -> None:
    letter = chr(task.info[0])
    flow.emit("family_bonus", family=letter)
    if letter == "A":
        if any(b.wound for b in flow.s.boards):
            flow.push(Task("heal_target", flow.s.active))
    elif letter == "B":
        flow.add_barricade(task.seat, "family")
    elif flow.s.infiltrators:
        top = unmask_top(flow)
        flow.emit("infiltrator_unmasked", card=top, flames=card(top).flames)


def unmask_top(flow: Flow) -> int:
    """The infiltrators' top brigand goes face up to the discard (no longer a known card there)."""
    top = flow.s.infiltrators[-1]
    flow.s = replace(flow.s, infiltrators=flow.s.infiltrators[:-1],
                     revealed=tuple(c for c in flow.s.revealed if c != top))
    flow.to_discard(top)
    return top


def infiltrators(flow: Flow, task: Task) -> None:
    """Reveal the infiltrators one by one: each flame breaks a barricade, then farms."""
    pile = flow.s.infiltrators
    if not pile:
        return
    top = unmask_top(flow)
    flow.push(Task("infiltrators", task.seat))
    flow.emit("infiltrator_revealed", card=top, value=card(top).value, flames=card(top).flames,
              left=len(pile) - 1)
    if card(top).flames:
        flow.destroy_barricade(task.seat, "infiltrator")


def round_close(flow: Flow, task: Task) -> None:
    s = flow.s
    if s.round == ROUNDS:
        flow.s = replace(s, result="win")
        flow.emit("game_won", farms=len(s.farms), families=len(s.families))
        return
    gathered = s.deck + s.discard + s.infiltrators
    for board in s.boards:
        gathered += board.left + board.line
    count = reinforcements(s.mode, len(s.boards))
    lieutenants, chiefs = s.lieutenants, s.chiefs
    if s.round == 1:
        gathered, lieutenants = gathered + lieutenants[:count], lieutenants[count:]
    else:
        gathered, chiefs = gathered + chiefs[:count], chiefs[count:]
    deck, rng = s.rng.shuffled(sorted(gathered))
    first = (s.active + 1) % len(s.boards)
    boards = tuple(Board(b.samurai, b.animal, b.wound) for b in s.boards)
    flow.s = replace(s, round=s.round + 1, deck=deck, discard=(), infiltrators=(), revealed=(), returned=(),
                     lieutenants=lieutenants, chiefs=chiefs, boards=boards, rng=rng,
                     turn=Turn(first))
    flow.push(Task("round_start", first))


def remove_oldest(flow: Flow, task: Task) -> None:
    board = flow.board(task.seat)
    if not board.line:
        return
    oldest = board.line[0]
    flow.set_board(task.seat, line=board.line[1:])
    flow.to_discard(oldest)
    flow.emit("oldest_removed", seat=task.seat, samurai=board.samurai, card=oldest,
              track=track(flow.board(task.seat)))
    flow.track_changed(task.seat, added=False)


def recheck_track(flow: Flow, task: Task) -> None:
    flow.track_changed(task.seat, added=False)


HANDLERS: dict[str, Callable[[Flow, Task], None]] = {
    "round_start": start_round,
    "turn": start_turn,
    "penalties": due_penalties,
    "penalty": apply_penalty,
    "checkpoint": checkpoint,
    "after_fight": after_fight,
    "end_turn": end_turn,
    "round_step": round_step,
    "end_step": end_step,
    "bonuses": bonuses,
    "bonus": bonus,
    "infiltrators": infiltrators,
    "round_close": round_close,
    "remove_oldest": remove_oldest,
    "track": recheck_track,
}
