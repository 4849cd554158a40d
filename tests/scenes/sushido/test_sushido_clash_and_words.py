"""What the table tells around a fight: the Kata clash row (spent, cancelled and lost cards,
the pair facing off), fighter weights and combo symbols in French, a Ring Out in the log, and
what ended each round on the results screen."""

from __future__ import annotations

from game.core.match import Match
from game.core.seats import Seat
from game.sushido import GAME
from game.sushido.actions import Announce, Choose, Parry, Play, SuperCombo, Target
from game.sushido.data import FIGHTER_ORDER, rules
from scenes.kit import i18n
from scenes.kit.i18n import t
from scenes.sushido.clash import marks
from scenes.sushido.log import sentence
from scenes.sushido.prompt import build_prompt
from scenes.sushido.texts import card_name
from tests.scenes.helpers import frames, run_until, take_the_mouse
from tests.scenes.sushido.test_sushido_table import open_table
from tests.sushido.helpers import act, both_choose, card, reveal_all, scenario

ATTACK = (card("move", "W"), card("hit", "W"), card("hit", "S"))
GUARD = (card("block", "F"), card("move", "P"), card("block", "P"), card("hit", "P"))


def _opposed_kata(drop: int | None = 3) -> Match:
    """The reviewer's clash.py: Tako's Kata of three against Biwa's guard of four."""
    h0 = [card("super", "P"), card("super", "W"), card("block", "W"), card("block", "S"), card("hit", "F")]
    h1 = [card("super", "F"), card("super", "S"), card("block", "P", 1), card("block", "S", 1), card("hit", "F", 1)]
    state = GAME.from_scenario({"game": "sushido", "fighters": ["tako", "biwa"], "duel": "encounter", "p1": 0,
                                "hands": [h0, h1], "chains": [list(ATTACK), list(GUARD)], "gauge": [2, 2]})
    match = Match(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 1, {}, state, [], [state])
    match.submit(1, Choose((h1[0], h1[1]), (h1[0], h1[1])))
    match.submit(0, Choose((h0[0], h0[1]), (h0[0], h0[1])))
    match.submit(0, Announce("kata"))
    match.submit(1, Announce("guard"))
    if drop is not None:  # the guard is one card longer than the Kata: its owner drops one
        match.submit(1, Target(drop))
    return match


def test_the_clash_row_greys_what_is_done_crosses_what_never_acted_and_frames_the_pair(app) -> None:
    match = _opposed_kata()
    table = open_table(app, match)
    assert match.state.pending.kind == "play" and match.state.pending.cards == (ATTACK[1],)
    shown = marks(table.sview, table.log.events)
    assert shown == {ATTACK[0]: "crossed", GUARD[0]: "spent",  # the Move cancelled by the Block
                     ATTACK[1]: "now", GUARD[1]: "now",  # Hit against Move: facing off now
                     ATTACK[2]: "live", GUARD[2]: "live"}
    frames(app, 2)
    rects = dict(table.painter.shown_rects)

    def brightness(cid: int) -> float:
        rect = rects[cid]
        pixels = [app.screen.get_at((x, y)) for x in range(rect.left + 4, rect.right - 4, 3)
                  for y in range(rect.top + 4, rect.bottom - 4, 3)]
        return sum(p.r + p.g + p.b for p in pixels) / len(pixels)

    assert brightness(GUARD[0]) < 0.6 * brightness(GUARD[2])  # both Blocks: the spent one is dimmed
    prompt = table.prompt()
    assert prompt is not None and prompt.rect.top >= max(r.bottom for r in rects.values())
    match.submit(0, Play(ATTACK[1], False, "hit"))
    table._prompt = None
    assert marks(table.sview, table.log.events)[ATTACK[1]] == "now"  # Biwa's Move answers now


def test_weights_and_combo_symbols_read_in_french(app) -> None:
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 3,
                        {"duel": "iaijutsu", "fighters": "kujira,manta"})
    i18n.set_language("fr")
    table = open_table(app, match)
    weights = {rules().fighters[key].weight for key in FIGHTER_ORDER}
    assert {t(f"sushido.weight.{w}") for w in weights} == {"poids léger", "poids moyen", "poids lourd"}
    board = " ".join(head for head, _ in table.board_text(0))
    assert "Coquillage + Coquillage + Vague" in board  # Tail slam, S+S+W
    assert "S+S" not in board and "S+W" not in board
    i18n.set_language("en")
    assert "Shell + Shell + Wave" in " ".join(head for head, _ in table.board_text(0))


def test_a_ring_out_reads_as_leaving_the_ring_and_the_results_say_what_ended_the_round(app) -> None:
    from scenes.sushido.results import SushidoResults

    move, supers = card("move", "W"), (card("super", "W"), card("super", "W", 1))
    state = GAME.from_scenario({"game": "sushido", "fighters": ["tako", "biwa"], "duel": "iaijutsu", "p1": 0,
                                "pos": [6, 7], "gauge": [0, 0],
                                "hands": [[move, supers[0]], [card("super", "F"), card("super", "F", 1)]]})
    match = Match(GAME, [Seat("Ann"), Seat("Ben")], 1, {}, state, [], [state])
    match.submit(0, Choose((move, supers[0]), (move, supers[0])))
    match.submit(1, Choose((card("super", "F"), card("super", "F", 1)), (card("super", "F"), card("super", "F", 1))))
    table = open_table(app, match)
    take_the_mouse(app)
    shove = next(a for a in match.legal(0) if isinstance(a, Play) and a.option == "move:f")
    assert table.submit(shove)
    out = next(e for e in match.steps[-1].events if e.kind == "move" and e.get("seat") == 1)
    assert out.get("end") == 8
    assert sentence(out, ["Ann", "Ben"], ["tako", "biwa"], "en") == "Ben leaves the ring from square 8."
    assert sentence(out, ["Ann", "Ben"], ["tako", "biwa"], "fr") == "Ben quitte le ring depuis la case 8."
    while not match.finished:
        seat = match.to_act()[0]
        match.submit(seat, match.legal(seat)[0])
    run_until(app, lambda: isinstance(app.stack.top, SushidoResults))
    results = app.stack.top
    assert results.rounds == [(1, (0,), "ring_out")]
    assert t("sushido.why.ring_out") == "by ring out"
    frames(app, 2)


def test_a_failed_combo_that_plays_out_as_a_kata_is_called_a_kata_in_the_bubble() -> None:
    import random

    from scenes.sushido.painter import shown_call

    for seed in range(1, 60):
        match = Match.start(GAME, [Seat("A", "ai", "random"), Seat("B", "ai", "random")], seed, {})
        gen = random.Random(seed)
        while not match.finished:
            seat = match.to_act()[0]
            legal = match.legal(seat)
            events = match.submit(seat, legal[gen.randrange(len(legal))])
            failed = [e.get("seat") for e in events if e.kind == "combo_failed"]
            if failed and match.state.kata[failed[0]]:
                assert match.state.announced[failed[0]] == "combo"
                assert shown_call(match.state, failed[0]) == "kata"
                return
    raise AssertionError("no seeded duel failed a combo")


def test_a_guard_longer_than_the_kata_asks_its_owner_which_card_goes_by_name() -> None:
    match = _opposed_kata(drop=None)
    view = GAME.view(match.state, 1)
    prompt = build_prompt(view, match.legal(1), 1, ("Ann", "Bea"), False)
    assert prompt is not None and prompt.title == t("sushido.ask.excess", name="Bea")
    labels = [label for _, row in prompt.rows for label, _ in row]
    assert labels == [t("sushido.target.excess", index=i + 1, card=card_name(c)) for i, c in enumerate(GUARD)]
    # while its owner picks, no guard card is crossed out in advance and no pair is framed
    assert set(marks(view, [])) == set(ATTACK) | set(GUARD) and set(marks(view, []).values()) == {"live"}
    match.submit(1, Target(0))  # the kept three face the Kata in their order
    assert match.state.kata[1] == GUARD[1:]


def test_defusing_names_each_laid_hit_and_offers_to_keep_the_rest() -> None:
    hits, supers = (card("hit", "W"), card("hit", "F")), (card("super", "P"), card("super", "W"))
    laid = card("hit", "S", 4)
    state = scenario(("dogu", "biwa"), p1=0, pos=[1, 2], gauge=[5, 0], arena={"5": [laid]},
                     hands=[list(hits), list(supers)])
    state, _ = both_choose(state, reveal_all(hits), reveal_all(supers))
    state, _ = act(state, 0, SuperCombo(True))
    i18n.set_language("fr")
    try:
        prompt = build_prompt(GAME.view(state, 0), GAME.legal_actions(state, 0), 0, ("Ann", "Bea"), False)
        assert prompt is not None and prompt.title.startswith("Ann : Désamorçage.")
        labels = [label for _, row in prompt.rows for label, _ in row]
        assert labels == [f"{card_name(laid)} sur la case 6", "Garder les autres"]
    finally:
        i18n.set_language("en")


def test_the_parry_question_counts_blood_scent_and_the_log_tells_a_hit_taken() -> None:
    hit, block, supers = card("hit", "W"), card("block", "F"), (card("super", "P"), card("super", "W"))
    state = scenario(("same", "biwa"), p1=0, life=[18, 6], gauge=[0, 0],
                     hands=[[hit, supers[0]], [block, supers[1]]])
    state, _ = both_choose(state, reveal_all((hit, supers[0])), reveal_all((block, supers[1])))
    state, _ = act(state, 0, Play(hit, False, "hit"))
    view = GAME.view(state, 1)  # the Block's owner reads the question from their own view
    prompt = build_prompt(view, GAME.legal_actions(state, 1), 1, ("Ann", "Bea"), False)
    assert prompt is not None
    assert prompt.title == "Bea: Ann's Hit will cost you 2 life. Parry it with your Block?"
    assert build_prompt(GAME.view(state, 0), GAME.legal_actions(state, 0), 0, ("Ann", "Bea"), False) is None
    state, events = act(state, 1, Parry(False))
    taken = next(e for e in events if e.kind == "parry_declined")
    assert sentence(taken, ("Ann", "Bea"), state.fighters, "en") == \
        f"Bea takes the Hit and keeps {card_name(block)} for later."
    i18n.set_language("fr")
    try:
        assert sentence(taken, ("Ann", "Bea"), state.fighters, "fr") == \
            f"Bea encaisse le Hit et garde {card_name(block)} pour plus tard."
    finally:
        i18n.set_language("en")
    assert state.life[1] == 4
