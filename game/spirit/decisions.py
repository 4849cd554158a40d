"""What each decision does once its seat has chosen."""

from __future__ import annotations

from game.core.actions import Action
from game.core.records import replace
from game.spirit.actions import (
    ChooseHealed,
    ChooseWounded,
    Confront,
    Defend,
    DiscardCard,
    DiscardLeft,
    Fight,
    FightAgain,
    GiveCard,
    IgnorePenalty,
    KiaiBarricade,
    KiaiClearDeck,
    KiaiClearInfiltrators,
    KiaiDiscardLast,
    KiaiLendSupport,
    KiaiMoveCard,
    KiaiReorder,
    Pass,
    SkipKiai,
    Support,
    SwapCard,
    UseSpareToken,
)
from game.spirit.data import card
from game.spirit.effects import Flow
from game.spirit.flow import push_penalties, start_fight
from game.spirit.legal import kiai_reach
from game.spirit.state import Task, over_kiai, track


def resolve(flow: Flow, task: Task, action: Action) -> None:
    """Carry out ``action`` for the decision ``task`` (already popped, already legal)."""
    seat = task.seat
    if task.kind == "spare":
        if isinstance(action, UseSpareToken):
            flow.s = replace(flow.s, spare=tuple(n for n in flow.s.spare if n != action.samurai))
            flow.set_turn(spares=flow.s.turn.spares + (action.samurai,))
            flow.emit("spare_token_used", seat=seat, token=action.samurai, left=len(flow.s.spare))
            if flow.s.spare:
                flow.push(Task("spare", seat))
    elif task.kind == "ignore":
        assert isinstance(action, IgnorePenalty)
        if action.ignore:
            flow.emit("penalty_ignored", seat=seat, card=task.card, penalties=card(task.card).penalties)
        else:
            push_penalties(flow, seat, task.card)
    elif task.kind == "discard_left":
        assert isinstance(action, DiscardLeft)
        flow.set_board(seat, left=tuple(c for c in flow.board(seat).left if c != action.card))
        flow.to_discard(action.card)
        flow.emit("defence_discarded", seat=seat, card=action.card, symbol=card(action.card).symbol)
    elif task.kind == "action":
        choose_action(flow, seat, action)
    elif task.kind in ("card", "place"):
        play_card(flow, task, action)
    elif task.kind == "again":
        assert isinstance(action, FightAgain)
        flow.emit("second_fight", seat=seat, taken=action.again)
        if action.again:
            start_fight(flow, seat)
    elif task.kind == "kiai":
        fire_kiai(flow, task, action)
    elif task.kind == "wound_target":
        assert isinstance(action, ChooseWounded)
        flow.wound(action.seat, "farm_back")
    elif task.kind == "heal_target":
        assert isinstance(action, ChooseHealed)
        flow.heal(action.seat, "family")


def choose_action(flow: Flow, seat: int, action: Action) -> None:
    if isinstance(action, Fight):
        flow.emit("fight", seat=seat, samurai=flow.name(seat))
        flow.push(Task("after_fight", seat), Task("end_turn", seat))
        start_fight(flow, seat)
    elif isinstance(action, Support):
        flow.push(Task("end_turn", seat))
        flow.lend_support(seat, action.target, "support")
        flow.infiltrate_top(seat, "support")
    else:
        assert isinstance(action, Pass)
        board = flow.board(seat)
        flow.set_board(seat, passed=True)
        flow.emit("passed", seat=seat, samurai=board.samurai, track=track(board),
                  forced=flow.s.turn.forced_pass or over_kiai(board))
        flow.push(Task("end_turn", seat))


def play_card(flow: Flow, task: Task, action: Action) -> None:
    seat, card_id = task.seat, task.card
    if isinstance(action, Defend):
        flow.defend(seat, card_id)
    elif isinstance(action, Confront):
        flow.add_to_line(seat, card_id, "fight" if task.kind == "card" else "kiai")
    elif isinstance(action, GiveCard):
        flow.emit("card_given", seat=seat, samurai=flow.name(seat), to=action.target,
                  to_samurai=flow.name(action.target), card=card_id)
        flow.push(Task("card", action.target, card=card_id, info=task.info + (action.target,)))
    elif isinstance(action, SwapCard):
        # the table saw the brigand slide under the deck: it stays known there
        flow.s = replace(flow.s, deck=flow.s.deck + (card_id,), revealed=flow.s.revealed + (card_id,))
        drawn = flow.draw()
        assert drawn is not None
        flow.emit("card_swapped", seat=seat, card=card_id, drawn=drawn, value=card(drawn).value)
        flow.push(Task("card", seat, card=drawn, info=task.info, flag=True))
    else:
        assert isinstance(action, DiscardCard)
        flow.to_discard(card_id)
        flow.emit("card_discarded", seat=seat, samurai=flow.name(seat), card=card_id,
                  reason="talent")


def fire_kiai(flow: Flow, task: Task, action: Action) -> None:
    seat = task.seat
    board = flow.board(seat)
    base = {"seat": seat, "samurai": board.samurai, "side": "animal" if board.animal else "human",
            "active": flow.s.active}
    if isinstance(action, SkipKiai):
        flow.emit("kiai", used=False, effect="none", **base)
        return
    again = [Task("kiai", seat, info=(task.info[0] - 1,))] if task.info[0] > 1 else []
    if isinstance(action, KiaiBarricade):
        flow.emit("kiai", used=True, effect="barricade", heal=action.heal, **base)
        flow.add_barricade(seat, "kiai")
        if action.heal >= 0:
            flow.heal(action.heal, "kiai")
    elif isinstance(action, KiaiMoveCard):
        moved = flow.remove_last(action.source)
        flow.emit("kiai", used=True, effect="move_card", source=action.source, target=action.target,
                  card=moved, **base)
        # taken back by Daisuke himself, the brigand's laying recounts his track; his Kiai is
        # still resolving, so no second count could set anything off (it would only repeat
        # "kiai_held")
        recount = [Task("track", action.source)] if action.source != action.target else []
        # the place task keeps where the brigand came from: taken back, the table says so
        flow.push(Task("place", action.target, card=moved, info=(action.source,)), *recount, *again)
    elif isinstance(action, KiaiClearDeck):
        cleared = flow.s.deck[:kiai_reach(board)]
        flow.s = replace(flow.s, deck=flow.s.deck[len(cleared):],
                         revealed=tuple(c for c in flow.s.revealed if c not in cleared))
        flow.to_discard(*cleared)
        flow.emit("kiai", used=True, effect="clear_deck", cards=cleared, **base)
    elif isinstance(action, KiaiClearInfiltrators):
        count = min(kiai_reach(board), len(flow.s.infiltrators))
        pile = flow.s.infiltrators
        cleared = tuple(reversed(pile[len(pile) - count:]))
        flow.s = replace(flow.s, infiltrators=pile[:len(pile) - count],
                         revealed=tuple(c for c in flow.s.revealed if c not in cleared))
        flow.to_discard(*cleared)
        flow.emit("kiai", used=True, effect="clear_infiltrators", cards=cleared, **base)
    elif isinstance(action, KiaiDiscardLast):
        dropped = flow.remove_last(action.target)
        flow.to_discard(dropped)
        flow.emit("kiai", used=True, effect="discard_last", target=action.target, card=dropped, **base)
        flow.push(Task("track", action.target), *again)
    elif isinstance(action, KiaiLendSupport):
        flow.emit("kiai", used=True, effect="lend_support", giver=action.giver,
                  receiver=action.receiver, **base)
        if action.giver >= 0:
            flow.lend_support(action.giver, action.receiver, "kiai")
        if board.animal:
            flow.add_barricade(seat, "kiai")
    else:
        assert isinstance(action, KiaiReorder)
        count = len(action.order)
        flow.s = replace(flow.s, deck=action.order + flow.s.deck[count:],
                         revealed=tuple(dict.fromkeys(action.order + flow.s.revealed)))
        flow.emit("kiai", used=True, effect="reorder", cards=action.order, **base)
