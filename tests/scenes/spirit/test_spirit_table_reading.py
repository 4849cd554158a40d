"""Reading the table: the discard looked through, tooltips that leave with the pointer, the
absent samurai's talents, prompts that fit in both languages, the deck's ranks, the chronicle
in the third person."""

from __future__ import annotations

import pygame

from game.core.events import event
from game.core.seats import Seat
from game.spirit import actions as A
from scenes.kit import i18n
from scenes.kit.widgets import font, wrap
from scenes.spirit.log import sentence
from tests.scenes.helpers import key
from tests.scenes.spirit.spirit_table_helpers import (
    ai_seats,
    click,
    frames,
    open_table,
    post,
    scenario_match,
)

DISCARD = {"samurai": ["Kanbei", "Gorobei", "Kyuzo"], "board": [{}, {}, {}],
           "discard": ["1/any"] * 5 + ["2/any"] * 6 + ["3/any"] * 6 + ["4/any"] * 6,
           "deck": ["1/any", "2/any", "3/any"], "active": 0}
SPARE = {"samurai": ["Gorobei", "Kanbei"], "board": [{"line": ["4/any", "2/hat/flames/wound"]}, {}],
         "deck": ["3/any", "4/any", "1/any", "1/any", "2/any"], "active": 0,
         "spare": ["Heihachi", "Daisuke", "Kikuchiyo", "Kyuzo", "Katsushiro"]}


def move(app, pos) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    frames(app)


def test_a_click_on_the_discard_spreads_every_brigand_out_and_a_click_closes_it(app) -> None:
    match = scenario_match(DISCARD, [Seat("Ann")] + ai_seats(2))
    table = open_table(app, match)
    lay = table.layout()
    assert table.details_at(lay.discard.center)[-1] == "Click the pile to look through the whole discard."
    click(app, lay.discard.center)
    assert table.browser is not None and table.animating()  # the bots wait while it is read
    frames(app)
    shown = [card_id for card_id, _ in table.browser.card_rects]
    assert shown == list(reversed(match.state.discard))  # every one, the newest first
    before = table.browser.row
    post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    frames(app)
    assert table.browser.row == before  # all fit at this size: nothing to scroll
    click(app, (5, 5))
    assert table.browser is None and not match.steps  # closing it played nothing
    click(app, lay.discard.center)
    key(app, pygame.K_ESCAPE)
    assert table.browser is None and app.stack.top is table  # Esc closes it, not the game


def test_the_discard_scrolls_when_it_does_not_fit(app) -> None:
    from scenes.spirit.discard import DiscardBrowser

    browser = DiscardBrowser()
    small = pygame.Surface((640, 360))
    cards = tuple(range(60))
    browser.draw(small, cards, app.assets, 0.5, (0, 0))
    first = [card_id for card_id, _ in browser.card_rects]
    assert 0 < len(first) < len(cards) and first[0] == cards[-1]
    per_row = len({rect.left for _, rect in browser.card_rects})
    browser.scroll(1)
    browser.draw(small, cards, app.assets, 0.5, (0, 0))
    assert browser.row == 1 and browser.card_rects[0][0] == cards[-1 - per_row]
    browser.scroll(100)  # held to the last row
    browser.draw(small, cards, app.assets, 0.5, (0, 0))
    assert browser.card_rects[-1][0] == cards[0]


def test_a_right_clicked_text_leaves_when_the_pointer_leaves_what_it_tells(app) -> None:
    match = scenario_match(DISCARD, [Seat("Ann")] + ai_seats(2))
    table = open_table(app, match)
    board = table.layout().boards[1].whole
    click(app, board.center, button=3)
    assert table.detail and table.detail[0] == "Gorobei"
    move(app, (board.centerx + 5, board.centery + 5))
    assert table.detail  # still on Gorobei's board
    move(app, (table.layout().village.left + 5, table.layout().bar.bottom - 2))
    assert table.detail == []


def test_the_absent_samurais_tokens_tell_their_talents_and_their_buttons_fit(app) -> None:
    match = scenario_match(SPARE, [Seat("Ann"), Seat("AI 2", "ai", "easy")])
    table = open_table(app, match)
    from scenes.spirit.painter import spare_spots

    spots = dict(spare_spots(table.layout(), table.sview))
    lines = table.details_at(spots["Daisuke"].center)
    assert "Daisuke" in lines[0] and lines[1].startswith("Talent: Whenever you draw an odd brigand")
    for lang_code in ("en", "fr"):
        i18n.set_language(lang_code)
        table._prompt_key = ()
        frames(app)
        labels = [b.label for b in table.prompt_buttons]
        assert labels[:5] == ["Heihachi", "Daisuke", "Kikuchiyo", "Kyuzo", "Katsushiro"]
        for button in table.prompt_buttons:  # whole, never cut
            assert font(button.size).size(button.label)[0] <= button.rect.width - 16
        area = table.prompt_area()
        assert table.prompt_buttons[-1].rect.right <= area.right
    heihachi = table.prompt_buttons[0]
    assert table.details_at(heihachi.rect.center)[1].startswith("Talent : ")


def test_spent_spare_tokens_keep_their_place_by_the_village_faded_and_say_spent(app) -> None:
    from scenes.spirit.painter import spare_spots

    spent_some = {**SPARE, "spare": ["Heihachi", "Daisuke"]}  # Kikuchiyo, Kyuzo, Katsushiro spent
    table = open_table(app, scenario_match(spent_some, [Seat("Ann"), Seat("AI 2", "ai", "easy")]))
    frames(app)
    spots = dict(spare_spots(table.layout(), table.sview))
    assert list(spots) == ["Heihachi", "Daisuke", "Kikuchiyo", "Kyuzo", "Katsushiro"]
    icon = spots["Kyuzo"].move(table.layout().px(12) - spots["Kyuzo"].width // 2, 0).center
    usable = spots["Heihachi"].move(table.layout().px(12) - spots["Heihachi"].width // 2, 0).center
    assert app.screen.get_at(icon) != app.screen.get_at(usable)  # drawn, faded
    assert sum(app.screen.get_at(icon)[:3]) < sum(app.screen.get_at(usable)[:3])
    lines = table.details_at(spots["Kyuzo"].center)
    assert lines[0] == "Kyuzo's spare token: spent (once a game)." and lines[1].startswith("Talent: ")
    assert table.details_at(spots["Heihachi"].center)[0].startswith("Heihachi's support token (absent)")
    i18n.set_language("fr")
    assert table.details_at(spots["Kyuzo"].center)[0] == "Jeton de Kyuzo, absent : déjà dépensé (une fois par partie)."


def test_a_click_or_a_drag_on_an_absent_samurais_token_spends_it_and_a_spent_one_says_why_not(app) -> None:
    from scenes.spirit.painter import spare_spots
    from tests.scenes.helpers import drag

    match = scenario_match(SPARE, [Seat("Ann"), Seat("AI 2", "ai", "easy")])
    table = open_table(app, match)
    spots = dict(spare_spots(table.layout(), table.sview))
    click(app, spots["Daisuke"].center)
    assert match.state.turn.spares == ("Daisuke",) and "Daisuke" not in match.state.spare
    assert match.steps[-1].action == A.UseSpareToken("Daisuke")  # the engine's action, as the button's
    drag(app, spots["Kyuzo"].center, table.layout().boards[0].whole.center)
    assert match.state.turn.spares == ("Daisuke", "Kyuzo")
    click(app, spots["Daisuke"].center)  # spent: nothing moves, a toast says so
    assert match.state.turn.spares == ("Daisuke", "Kyuzo")
    assert table.toasts.texts[-1] == "Daisuke's spare token: spent (once a game)."
    start = next(b for b, a in zip(table.prompt_buttons, table.prompt_shown, strict=False)
                 if isinstance(a, A.StartTurn))
    click(app, start.rect.center)  # the turn started: tokens wait for the next turn
    assert A.UseSpareToken("Heihachi") not in table.legal_for_viewer()
    steps = len(match.steps)
    click(app, spots["Heihachi"].center)
    assert len(match.steps) == steps  # not now: the toast gives the engine's reason
    assert table.toasts.texts[-1] == table.explain(0, A.UseSpareToken("Heihachi")) != ""
    assert "Heihachi" in match.state.spare


def test_the_drag_hint_stays_when_a_talent_adds_a_button(app) -> None:
    data = {"samurai": ["Katsushiro", "Gorobei", "Kanbei"], "board": [{}, {}, {}],
            "deck": ["3/any", "2/any", "1/any"], "active": 0}
    match = scenario_match(data, [Seat("Ann")] + ai_seats(2))
    table = open_table(app, match)
    click(app, table.layout().fight_button.center)
    kind, actions = table.prompt_actions()
    assert kind == "card" and A.SwapCard() in actions
    assert "left to Defend, right to Confront" in table.titled(kind)


def test_french_prompt_titles_are_measured_bold_and_the_which_button_keeps_its_count(app) -> None:
    i18n.set_language("fr")
    match = scenario_match(SPARE, [Seat("Ann"), Seat("AI 2", "ai", "easy")])
    table = open_table(app, match)
    lay = table.layout()
    title = table.titled("spare")
    width = table.prompt_buttons[0].rect.left - table.prompt_area().left - lay.px(12)
    lines = wrap(title, lay.px(18), width, True)
    assert len(lines) <= 2 and all(font(lay.px(18), True).size(line)[0] <= width for line in lines)
    # Kyuzo's animal Kiai at four samurai: more choices than a row holds
    data = {"samurai": ["Kyuzo", "Gorobei", "Kanbei", "Daisuke"], "board": [{"line": ["4/any", "4/any", "2/any"],
            "animal": True}, {}, {}, {}], "deck": ["2/any", "4/any", "1/any", "1/any"], "active": 0}
    match = scenario_match(data, [Seat("Ann")] + ai_seats(3))
    table = open_table(app, match)
    click(app, table.layout().fight_button.center)
    from tests.scenes.spirit.spirit_table_helpers import drag

    drag(app, table.layout().drawn.center, table.layout().boards[0].confront.center)
    frames(app)
    [which] = table.prompt_buttons
    count = len(match.legal(0))
    assert which.label == f"Kiai de Kyuzo : choisir ({count})"  # what the list chooses
    assert font(which.size).size(which.label)[0] <= which.rect.width - 16


def test_the_deck_counts_its_brigands_and_the_lieutenants_still_to_meet(app) -> None:
    data = {"samurai": ["Kanbei", "Gorobei"], "round": 2, "board": [{}, {}],
            "deck": ["5/any", "1/any", "5/any", "2/any", "3/any"], "active": 0}
    match = scenario_match(data, [Seat("Ann"), Seat("AI 2", "ai", "easy")])
    table = open_table(app, match)
    from scenes.spirit.texts import deck_label

    assert deck_label(table.sview) == "Brigands: 5 · 2 lieutenants"
    i18n.set_language("fr")
    assert deck_label(table.sview) == "Brigands : 5 · 2 lieutenants"


def test_the_chronicle_tells_penalties_and_kyuzos_barricade_in_the_third_person() -> None:
    names = ["Kyuzo", "Kanbei"]
    wound = event("penalty_applied", seat=1, card=0, penalty="wound", applied=True)
    assert sentence(wound, names) == "Penalty for Kanbei: a wound."
    assert sentence(event("penalty_applied", seat=1, card=0, penalty="left", applied=False), names) \
        == "Kanbei's penalty cannot be carried out."
    barricade = event("kiai", seat=0, samurai="Kyuzo", side="animal", active=0, used=True, effect="lend_support",
                      giver=-1, receiver=-1)
    assert sentence(barricade, names) == "Kyuzo raises a barricade again."
    i18n.set_language("fr")
    assert sentence(wound, names) == "Pénalité pour Kanbei : une blessure."
    assert sentence(barricade, names) == "Kyuzo relève une barricade."


def test_a_kiai_that_moves_or_discards_a_newest_brigand_names_it() -> None:
    from game.spirit import actions as A
    from scenes.spirit.choices import action_label
    from tests.spirit.helpers import table

    state = table(["Gorobei", "Kanbei", "Daisuke"], boards=[{"line": ["3/any"]}, {"line": ["2/any", "1/any"]}, {}],
                  deck=["1/any"])
    names, lines = ["Gorobei", "Kanbei", "Daisuke"], [b.line for b in state.boards]
    # the brigand first and short, so a button cut short still shows it
    assert action_label(A.KiaiMoveCard(1, 0), names, lines) == "1 doll: from Kanbei to Gorobei"
    assert action_label(A.KiaiDiscardLast(0), names, lines) == "3 hat: discard from Gorobei"


def test_a_game_lost_to_a_fourth_wound_names_the_samurai_who_fell(app) -> None:
    import random

    from game.core.match import Match
    from game.core.seats import Seat
    from game.spirit import GAME
    from scenes.spirit.results import SpiritResults

    match = Match.start(GAME, [Seat(n, "ai", "random") for n in "ABC"], 5, {"mode": "heroic"})
    gen = random.Random(5)
    while not match.finished:
        seat = match.to_act()[0]
        legal = match.legal(seat)
        match.submit(seat, legal[gen.randrange(len(legal))])
    assert match.state.result == "death"
    fell = next(e.get("samurai") for e in match.steps[-1].events if e.kind == "game_lost")
    assert SpiritResults(app, match).fallen_samurai() == fell


def _press_and_move(app, start, path) -> None:
    """Press at ``start`` and move through ``path`` with the button held, a frame each."""
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app)
    for pos in path:
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        frames(app)


def test_a_spare_token_dropped_back_on_its_spot_springs_back_and_only_a_click_spends_it(app) -> None:
    from scenes.spirit.painter import spare_spots

    match = scenario_match(SPARE, [Seat("Ann"), Seat("AI 2", "ai", "easy")])
    table = open_table(app, match)
    home = dict(spare_spots(table.layout(), table.sview))["Kyuzo"].center
    board = table.layout().boards[0].whole.center
    way = [(home[0] + (board[0] - home[0]) * i // 6, home[1] + (board[1] - home[1]) * i // 6)
           for i in range(1, 6)]
    _press_and_move(app, home, way + way[::-1] + [home])  # out towards the board, then a change of mind
    assert table.held == "spare:Kyuzo"
    post(pygame.MOUSEBUTTONUP, pos=home, button=1)
    frames(app)
    assert table.held is None and not match.steps and "Kyuzo" in match.state.spare  # nothing spent
    _press_and_move(app, home, [(home[0] + 3, home[1] - 2)])  # a hand's tremble is still a click
    post(pygame.MOUSEBUTTONUP, pos=(home[0] + 3, home[1] - 2), button=1)
    frames(app)
    assert match.steps[-1].action == A.UseSpareToken("Kyuzo")


def test_a_held_spare_token_leaves_its_spot_by_the_village_empty(app) -> None:
    from scenes.spirit.painter import spare_spots

    table = open_table(app, scenario_match(SPARE, [Seat("Ann"), Seat("AI 2", "ai", "easy")]))
    frames(app)
    lay = table.layout()
    spot = dict(spare_spots(lay, table.sview))["Kyuzo"]
    icon = pygame.Rect(spot.topleft, (lay.px(24), lay.px(24)))

    def token_pixels() -> int:
        empty = app.screen.get_at((spot.left - 3, spot.centery))  # the village panel beside the spot
        return sum(app.screen.get_at((x, y)) != empty for x in range(icon.left, icon.right)
                   for y in range(icon.top, icon.bottom))

    assert token_pixels() > icon.width * icon.height // 4  # drawn at rest
    board = lay.boards[0].whole.center
    halfway = ((spot.centerx + board[0]) // 2, (spot.centery + board[1]) // 2)
    _press_and_move(app, spot.center, [halfway, board])
    assert table.held == "spare:Kyuzo"
    assert token_pixels() == 0  # under the pointer only, as the player's own token
    post(pygame.MOUSEBUTTONUP, pos=spot.center, button=1)
    frames(app)
