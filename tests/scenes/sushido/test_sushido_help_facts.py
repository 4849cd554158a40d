"""The rules help and the setup help state facts the engine decides (rounds to win, starting
Super, chain size, time over, Super Combo reach, who may still parry): each is read back from
the engine's data or play, so the words and the engine cannot drift apart silently."""

from __future__ import annotations

import random

import pytest

from game.core import Match, Seat
from game.sushido import GAME
from game.sushido.actions import Announce, Play
from game.sushido.data import help_topics, rules
from game.sushido.flow import CHAIN_MAX
from scenes.kit import i18n
from scenes.kit.i18n import t
from scenes.setup import HELP_LINES, SetupScene, option_help
from scenes.sushido.prompt import build_prompt
from scenes.sushido.texts import rules_text
from tests.scenes.helpers import frames
from tests.sushido.helpers import act, both_choose, card, find, play, reveal_all, scenario

LANGS = ("en", "fr")


def topic(key: str, lang: str) -> str:
    return next(entry[lang] for entry in help_topics() if entry["key"] == key)


@pytest.mark.parametrize("lang", LANGS)
def test_the_goal_and_the_setup_help_give_each_duels_rounds_and_starting_super(lang: str) -> None:
    i18n.set_language(lang)
    goal = topic("goal", lang)
    duel_option = next(o for o in GAME.options if o.name == "duel")
    duel_help = option_help("sushido", duel_option)
    # the setup's own words, not the command line's shorthand "Super P1/P2: 2/3, ..." (review C, 2)
    assert duel_help not in (duel_option.help, duel_option.help_fr) and "P1/P2" not in duel_help
    both = " and " if lang == "en" else " et "
    assert ("Player 1 then Player 2" if lang == "en" else "Player 1 puis Player 2") in duel_help
    assert ("the P1 token, who plays first" if lang == "en" else "le jeton P1, joue en premier") in duel_help
    for key, duel in rules().duels.items():
        supers = f"{duel.super[0]}/{duel.super[1]}"  # Player 1 / Player 2
        assert f"{t(f'sushido.duel.{key}')} {supers}" in goal, key
        name = t(f"option.sushido.duel.{key}")
        assert f"{name} {duel.super[0]}{both}{duel.super[1]}" in duel_help, key
    win_words = {"en": ("Iaijutsu: a single round", "Training: first to win 2 rounds",
                        "Encounter: first to win 3"),
                 "fr": ("Iaijutsu : un seul round", "Entraînement : le premier à gagner 2 rounds",
                        "Rencontre : le premier à en gagner 3")}
    assert all(words in duel_help for words in win_words[lang])
    wins = {key: duel.rounds_to_win for key, duel in rules().duels.items()}
    assert wins == {"iaijutsu": 1, "training": 2, "encounter": 3}
    assert ("2 round wins" if lang == "en" else "gagne 2 rounds") in goal
    assert ("first with 3" if lang == "en" else "en gagne 3") in goal


@pytest.mark.parametrize("lang", LANGS)
def test_chain_size_time_over_and_gauge_top_match_the_engine(lang: str) -> None:
    assert f"4 {'cards' if lang == 'en' else 'cartes'} {'at most' if lang == 'en' else 'au plus'}" \
        in topic("turn", lang) and CHAIN_MAX == 4
    limit = rules().turn_limit
    assert f"{limit} {'turns' if lang == 'en' else 'tours'}" in topic("round", lang)
    assert f"{limit} {'turns' if lang == 'en' else 'tours'}" in topic("house", lang)
    assert rules().super_max == 5 and " 5 " in topic("super", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_super_topic_names_the_only_super_combo_that_needs_contact(lang: str) -> None:
    contact = [f.super_combo for f in rules().fighters.values() if not f.super_combo.ranged]
    assert [sc.key for sc in contact] == ["song_of_the_deep"]
    name = contact[0].name_fr if lang == "fr" else contact[0].name_en
    assert name in topic("super", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_screen_heads_every_topic(lang: str) -> None:
    text = rules_text(lang)
    heads = [line[2:] for line in text.splitlines() if line.startswith("# ")]
    assert heads == [entry[f"title_{lang}"] for entry in help_topics()]
    assert heads[-1] == ("House rules" if lang == "en" else "Règles maison")


@pytest.mark.parametrize("lang", LANGS)
def test_the_duel_help_fits_its_lines_on_the_smallest_screen(app, lang: str) -> None:
    i18n.set_language(lang)
    setup = SetupScene(app, GAME)
    app.stack.push(setup)
    frames(app, 2)
    setup.rebuild((1024, 600))
    option = next(o for o in GAME.options if o.name == "duel")
    help_text = option_help("sushido", option)
    lines = next(lines for _, lines, _, _ in setup.option_labels if lines and help_text.startswith(lines[0]))
    assert " ".join(lines).split() == help_text.split(), lines  # nothing cut off
    assert len(lines) <= HELP_LINES


# -- the Block kept to parry: offered only where a rival Hit can still meet it --------------------
HIT, BLOCK, BLOCK2, SUPER = card("hit", "W"), card("block", "W"), card("block", "F"), card("super", "S")


def _action_phase(p1_cards: tuple[int, ...], p2_cards: tuple[int, ...], gauge: tuple[int, int] = (0, 0)):
    state = scenario(("tako", "biwa"), p1=0, gauge=list(gauge), hands=[list(p1_cards), list(p2_cards)])
    state, _ = both_choose(state, reveal_all(p1_cards), reveal_all(p2_cards))
    while state.pending is not None and state.pending.kind == "announce":
        state, _ = act(state, state.pending.seat, Announce("pass"))
    return state


def _labels(state, seat: int) -> tuple[list[str], bool]:
    prompt = build_prompt(GAME.view(state, seat), GAME.legal_actions(state, seat), seat, ("Ann", "Bea"), False)
    assert prompt is not None
    return [label for _, options in prompt.rows for label, _ in options], prompt.can_double


@pytest.mark.parametrize("lang", LANGS)
def test_player_2s_block_is_kept_for_no_effect_with_no_guard_to_double(lang: str) -> None:
    i18n.set_language(lang)
    state = _action_phase((SUPER, card("super", "P")), (BLOCK, card("super", "F")), gauge=(0, 2))
    assert state.pending.seat == 1 and state.p1 == 0  # Player 1's two Super cards played themselves
    labels, can_double = _labels(state, 1)
    assert t("sushido.opt.none") in labels and t("sushido.opt.guard") not in labels and not can_double
    state, events = play(state, 1, BLOCK, "none")  # its last card, a Super, then plays itself
    assert not find(events, "guard") and find(events, "turn_end") and state.gauge[1] == 2 + 1
    # Player 1's own Block facing a rival Hit is kept to parry, and it does stop that Hit
    state = _action_phase((BLOCK, SUPER), (HIT, card("super", "F")))
    labels, _ = _labels(state, 0)
    assert t("sushido.opt.guard") in labels and t("sushido.opt.none") not in labels


def test_only_player_2_is_asked_to_parry_and_only_player_1_guards() -> None:
    """What the actions topic says, on random duels: the parry question goes to Player 2 alone,
    and only Player 1 is ever offered a guard, the one that can meet a Hit."""
    asked = stopped = guards = 0
    for seed in range(16):
        gen = random.Random(seed)
        match = Match.start(GAME, [Seat("A"), Seat("B")], seed, {"duel": "training"})
        while not match.finished:
            state = match.state
            seat = match.to_act()[0]
            if state.pending is not None and state.pending.kind == "parry":
                assert seat != state.p1
                asked += 1
            legal = match.legal(seat)
            offered = any(isinstance(a, Play) and a.option == "guard" for a in legal)
            assert not offered or seat == state.p1
            for event in match.submit(seat, legal[gen.randrange(len(legal))]):
                if event.kind == "block" and event.data["guard"]:
                    assert event.data["seat"] == state.p1
                    stopped += 1
                if event.kind == "play" and event.data["option"] == "guard":
                    assert event.data["seat"] == state.p1
                    guards += 1
    assert asked and stopped and guards


@pytest.mark.parametrize("lang", LANGS)
def test_time_over_and_a_double_match_win_read_right(lang: str) -> None:
    from game.core import event
    from scenes.sushido.log import sentence

    i18n.set_language(lang)
    assert ("share" if lang == "en" else "part") in t("sushido.why.time_over")  # shares, not life
    both = sentence(event("match_won", seats=(0, 1), wins=(2, 2)), ("Ann", "Bea"), ("tako", "biwa"), lang)
    one = sentence(event("match_won", seats=(1,), wins=(0, 2)), ("Ann", "Bea"), ("tako", "biwa"), lang)
    assert both == ("The duel is over: Ann & Bea win!" if lang == "en" else "Le duel est fini : Ann et Bea gagnent !")
    assert one == ("The duel is over: Bea wins!" if lang == "en" else "Le duel est fini : Bea gagne !")
