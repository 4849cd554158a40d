"""The end of a round told over the boards it judges, and a chronicle that names what it checks
and reads back through the whole game."""

from __future__ import annotations

import pygame

from game.core.events import event
from game.core.seats import Seat
from scenes.kit import i18n
from scenes.spirit.log import sentence
from tests.scenes.spirit.spirit_table_helpers import (
    click,
    decision,
    frames,
    open_table,
    post,
    scenario_match,
)

# Gorobei's turn on the deck's last brigand, a hat he can only confront: fighting ends round 1
LAST_CARD = {"samurai": ["Gorobei", "Kanbei"],
             "board": [{"left": ["2/hat/flames"], "line": ["3/any"]}, {"left": ["4/doll"]}],
             "deck": ["1/hat/flames"], "active": 0}


def test_the_round_end_is_told_over_the_closing_rounds_boards_then_the_new_round_shows(app) -> None:
    app.settings.animation_speed = "normal"
    match = scenario_match(LAST_CARD, [Seat("Ann"), Seat("Ben")])
    table = open_table(app, match)
    laid = match.state.boards[0].left + match.state.boards[1].left
    click(app, table.layout().fight_button.center)
    assert match.state.round == 2 and not match.state.boards[0].left  # the engine moved on
    assert table.telling_round_end()
    shown = table.shown_view()
    assert shown.boards[0].left + shown.boards[1].left == laid and shown.deck == ()
    assert table.legal_for_viewer() == ()  # the next round waits for its telling
    texts = [beat.text for beat in table.beats.queue]
    assert "Hats: does each samurai guard the peasants?" in texts
    while table.beats.queue[0].kind != "round_started":
        frames(app)
    assert len(table.shown_view().deck) == len(match.state.deck)  # the new round shows with its banner
    while table.animating():  # "Round 2" shows, then the screen turns to Ben, who opens it
        frames(app)
    frames(app, 2)
    assert table.viewer == 1 and table.legal_for_viewer()


def test_space_skips_the_telling_to_the_new_round(app) -> None:
    app.settings.animation_speed = "normal"
    match = scenario_match(LAST_CARD, [Seat("Ann"), Seat("Ben")])
    table = open_table(app, match)
    click(app, table.layout().fight_button.center)
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44)
    frames(app)
    assert not table.telling_round_end() and table.shown_view().boards == table.sview.boards


def test_the_checks_name_the_symbol_in_both_languages() -> None:
    covered = event("defence_checked", seat=0, samurai="Gorobei", symbol="hat", guards="peasants", covered=True)
    missing = event("defence_checked", seat=0, samurai="Gorobei", symbol="farm", guards="farm", covered=False)
    assert sentence(covered, ["Gorobei"]) == "Gorobei: hat guarded."
    assert sentence(missing, ["Gorobei"]) == "Gorobei: no farm, unguarded."
    i18n.set_language("fr")
    assert sentence(covered, ["Gorobei"]) == "Gorobei : chapeau gardé."
    assert sentence(missing, ["Gorobei"]) == "Gorobei : pas de ferme, sans garde."


def test_the_wheel_over_the_chronicle_reads_back_and_stays_put_as_the_game_goes_on(app) -> None:
    from tests.scenes.spirit.spirit_table_helpers import start

    match = start([Seat("Ann")] * 4, 3)  # no bot moves while the wheel turns
    table = open_table(app, match)
    while len(table.log.lines(table.names, 2000)) < 120:  # more than the panel holds
        seat = match.to_act()[0]
        table.submit(match.legal(seat)[0], seat)
        post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44)  # a round's end: told at once
        frames(app)
    frames(app, 2)
    log = table.layout().log
    post(pygame.MOUSEMOTION, pos=log.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    frames(app, 2)
    assert table.chronicle.scrollback.back == 6
    rows = list(table.chronicle._rows[1])
    seat = match.to_act()[0]
    table.submit(match.legal(seat)[0], seat)
    frames(app, 2)
    added = len(table.chronicle._rows[1]) - len(rows)
    assert added > 0 and table.chronicle.scrollback.back == 6 + added  # the same rows stay on screen
    for _ in range(40):
        post(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0)
    frames(app, 2)
    assert table.chronicle.scrollback.back == 0


# Gorobei (wounded) confronts the deck's last brigand: round 1 ends. Kanbei has no hat, so the
# Hats step wounds him too; Family A must then choose whom to heal; two infiltrators wait.
TWO_WOUNDED = {"samurai": ["Gorobei", "Kanbei", "Kyuzo"],
               "board": [{"left": ["2/hat/flames", "2/farm/flames/wound", "2/doll"], "line": ["3/any"], "wound": True},
                         {"left": ["4/farm/right", "4/doll/right"], "line": ["2/any"]},
                         {"left": ["1/hat/infiltrate", "1/farm/infiltrate", "1/doll/infiltrate"]}],
               "deck": ["1/hat/flames"], "infiltrators": ["3/doll/flames/barricade", "1/any"], "active": 0}
# The same with Kanbei's hat laid: Gorobei alone is wounded, Family A heals him by itself.
ONE_WOUNDED = {**TWO_WOUNDED, "board": [TWO_WOUNDED["board"][0],
                                        {"left": ["3/hat/left", "4/farm/right", "4/doll/right"], "line": ["2/any"]},
                                        TWO_WOUNDED["board"][2]]}


def watch_beats(app, table) -> list[dict]:
    """Frames until the banners are done, noting what the table shows as each one begins."""
    seen: list[dict] = []
    head = None
    while table.beats.queue:
        if table.beats.queue[0] is not head:
            head = table.beats.queue[0]
            shown = table.shown_view()
            seen.append({"kind": head.kind, "text": head.text, "card": head.card,
                         "wounds": [board.wound for board in shown.boards], "discard": shown.discard,
                         "infiltrators": len(shown.infiltrators), "log": table.log.lines(table.names, 2000),
                         "prompt": [button.label for button in table.prompt_buttons],
                         "legal": table.legal_for_viewer()})
        frames(app)
    frames(app, 2)
    return seen


def test_each_banner_of_a_round_end_shows_the_boards_piles_and_chronicle_as_they_stood(app) -> None:
    app.settings.animation_speed = "normal"
    match = scenario_match(ONE_WOUNDED, [Seat("Ann")] * 3)
    table = open_table(app, match)
    click(app, table.layout().fight_button.center)
    seen = watch_beats(app, table)
    texts = [beat["text"] for beat in seen]
    healed = next(index for index, beat in enumerate(seen) if beat["kind"] == "family_bonus")  # family A's
    # Gorobei's wound marker stays on his portrait until the family's gift lifts it
    assert texts.index("Hats: does each samurai guard the peasants?") < healed
    assert all(beat["wounds"][0] for beat in seen[:healed]) and not seen[healed]["wounds"][0]
    # the gifts say what they did, or that there was nothing to do
    assert texts[healed] == "Family A's gift: Gorobei is healed"
    assert "Family B's gift: every barricade stands already" in texts
    unmasked = next(beat for beat in seen if beat["text"].startswith("Family C unmasks an infiltrator: "))
    assert unmasked["discard"][-1] == unmasked["card"] and unmasked["infiltrators"] == 1
    # a turned infiltrator lies on the discard and has left the infiltrators' count
    revealed = next(beat for beat in seen if beat["kind"] == "infiltrator_revealed")
    assert revealed["discard"][-1] == revealed["card"] and revealed["infiltrators"] == 0
    # the chronicle keeps pace: nothing of the next round before its own banner
    first = seen[texts.index("Round 1 ends.")]["log"]
    assert first[-1] == "Round 1 ends." and not any(line.startswith("Round 2") for line in first)
    assert not any("is healed" in line for line in seen[healed - 1]["log"])
    assert seen[healed]["log"][-1] == "Gorobei is healed."
    assert any(line.startswith("Round 2") for line in seen[-1]["log"])
    assert table.log.lines(table.names, 2000)[-1] == "Kanbei's turn."


def test_a_heal_to_choose_is_asked_once_its_gift_is_reached_not_under_an_earlier_banner(app) -> None:
    app.settings.animation_speed = "normal"
    match = scenario_match(TWO_WOUNDED, [Seat("Ann")] * 3)
    table = open_table(app, match)
    click(app, table.layout().fight_button.center)
    assert decision(match).kind == "heal_target"  # the engine already waits for the choice
    seen = watch_beats(app, table)
    texts = [beat["text"] for beat in seen]
    hats = seen[texts.index("Hats: does each samurai guard the peasants?")]
    assert hats["prompt"] == [] and hats["legal"] == () and hats["wounds"] == [True, False, False]
    assert seen[texts.index("Kanbei is wounded.")]["wounds"] == [True, True, False]
    assert texts[-1] == "Family A's gift: a wounded samurai is to be healed"
    assert all(beat["prompt"] == [] for beat in seen)
    labels = [button.label for button in table.prompt_buttons]
    assert labels == ["Heal Gorobei", "Heal Kanbei"]
    click(app, table.prompt_buttons[1].rect.center)
    after = watch_beats(app, table)
    assert after[0]["text"] == "Kanbei is healed." and after[0]["wounds"] == [True, False, False]
    assert match.state.round == 2


def test_in_a_replay_the_next_move_key_leaves_the_last_round_end_behind(app) -> None:
    """Stepping a saved game with the right arrow: a round end still being told gives way, so
    the boards and the chronicle follow the moves (as Space makes them do)."""
    from game.core.autoplay import BotTable
    from tests.scenes.helpers import key
    from tests.scenes.spirit.spirit_table_helpers import ai_seats, start

    played = start(ai_seats(2), 5)
    bots = BotTable(played)
    for _ in range(6):
        seat = played.to_act()[0]
        played.submit(seat, bots.decide(seat))
    watched = start(ai_seats(2), 5)
    table = app.table_for(watched, script=list(played.steps))
    app.stack.push(table)
    frames(app, 2)
    # a banner still telling a table that is not the watched one (as a round end's replay does)
    table.beats.add_events([event("round_started", round=2, deck=30)], table.names, 1.0, states=[played.state])
    assert table.beats.replaying()
    key(app, pygame.K_RIGHT)
    frames(app)
    assert len(watched.steps) == 1 and not table.beats.replaying()
    assert table.shown_view().boards == table.match.game.view(watched.state, table.viewer).boards
