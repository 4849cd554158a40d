"""The facts the rules screen and the hovers state, held against the engine that decides them,
so that a text and the rule it tells cannot drift apart silently; and the technique hovers,
with the longest refusal under them, fit under the list of techniques."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.ninja99 import GAME
from game.ninja99.actions import PickClan, Place, RoninChoice, UseTechnique
from game.ninja99.automaton import level_decks
from game.ninja99.data import CLANS, game_data
from game.ninja99.scoring import samurai_value
from scenes.kit import i18n
from scenes.ninja99.reasons import retell
from scenes.ninja99.texts import RULES, side_name
from tests.ninja99.helpers import apply_all, scenario

# N01 at (-2,-2): B(-2,-2) B(-2,0) R(0,-2) W(0,0): its White ninja covers Daimyo 1's only guard,
# the White samurai at (0,0) of the helpers' board.
FELL_ONE = Place("N01", 0, -2, -2)
# N01 at (-2,3): touches Daimyo 2 only and covers nothing.
FAR = Place("N01", 0, -2, 3)
# N13 turned at (0,1): a White and a Black ninja next to Daimyo 1.
AROUND_ONE = {"card": "N13", "orientation": 6, "row": 0, "col": 1, "side": 1}


def section(lang: str, heading: str) -> str:
    """The text under one "# heading" of the rules screen."""
    text = RULES[lang]
    start = text.index(f"# {heading}\n") + len(heading) + 3
    end = text.find("\n# ", start)
    return text[start:] if end < 0 else text[start:end]


def daimyo_points(events: list, side: int) -> list[int]:
    return [e.get("points") for e in events
            if e.kind == "scored" and e.get("why") == "daimyo" and e.get("side") == side]


def test_setup_green_picks_first_the_last_clan_is_neutral_and_blue_starts() -> None:
    assert "The second player (Green) picks a clan, then Blue" in section("en", "Setup")
    assert "Blue plays first" in section("en", "Setup")
    assert "Le second joueur (Vert) choisit un clan, puis Bleu" in section("fr", "Mise en place")
    assert "Bleu commence" in section("fr", "Mise en place")
    assert (side_name(0, "en"), side_name(1, "en"), side_name(0, "fr"), side_name(1, "fr")) == (
        "Blue", "Green", "Bleu", "Vert")
    state = GAME.new(2, 3, {})
    assert GAME.to_act(state) == (1,)
    state, _ = GAME.apply(state, 1, PickClan("R"))
    assert GAME.to_act(state) == (0,)
    state, _ = GAME.apply(state, 0, PickClan("B"))
    assert state.phase == "turn" and GAME.to_act(state) == (0,) and state.neutral == "W"


def test_solo_the_automaton_has_a_clan_you_pick_and_you_start() -> None:
    assert "It gets a clan at random, you pick one of the other two, and you play first." in RULES["en"]
    assert "Il reçoit un clan au hasard, vous prenez l'un des deux autres et vous commencez." in RULES["fr"]
    state = GAME.new(1, 11, {})
    assert state.clans[1] in CLANS and GAME.to_act(state) == (0,)
    assert len(GAME.legal_actions(state, 0)) == 2


def test_the_strike_comes_at_six_and_gives_the_player_their_ninjas_around() -> None:
    assert game_data().auto_trigger == 6
    assert "At 6 in its current clan it strikes" in RULES["en"]
    assert "points past 6 are lost" in RULES["en"]
    assert "score your ninjas around that Daimyo" in RULES["en"]
    assert "À 6 dans son clan actuel, il frappe" in RULES["fr"]
    assert "les points au-delà de 6 sont perdus" in RULES["fr"]


def test_ronin_covering_values_in_the_rules_are_the_engines() -> None:
    state = scenario(clans=["W", "B"], modules=["ronin"])  # you White, rival Black, Red Neutral
    values = (samurai_value(state, 0, "b"), samurai_value(state, 0, "r"), samurai_value(state, 0, "w"))
    assert values == (2, 1, 0)
    assert "earns 2 if it is your rival's, 1 if Neutral, 0 if yours" in RULES["en"]
    assert "rapporte 2 s'il est à votre adversaire, 1 s'il est Neutre, 0 s'il est à vous" in RULES["fr"]


def test_a_ronin_fall_withholds_only_your_ninjas_points_and_keeps_the_blacklist_bonus() -> None:
    state = scenario(clans=["W", "B"], modules=["ronin", "blacklist"], blacklists=["1A", "5A"],
                     layers=[AROUND_ONE])
    state, events = apply_all(state, (0, FAR), (0, RoninChoice(1, True)))
    bonus = [e.get("blacklist_bonus") for e in events if e.kind == "scored" and e.get("side") == 0]
    assert bonus == [1] and daimyo_points(events, 0) == [1]  # the bonus alone: no ninja counted
    assert daimyo_points(events, 1) == [1]  # the rival's Black ninja still scores
    assert "a Blacklist bonus still counts" in RULES["en"]
    assert "un bonus de Liste noire compte toujours" in RULES["fr"]
    for lang, none in (("en", "you score none"), ("fr", "vous ne marquez rien")):
        previous = i18n.language()
        i18n.set_language(lang)
        try:
            assert none not in i18n.t("n99.ronin_detail")
        finally:
            i18n.set_language(previous)


def test_kayakujutsu_adds_only_to_samurai_under_a_ninja_of_your_clan() -> None:
    tech = game_data().techniques["kayakujutsu"]
    assert "with a ninja of your clan" in tech.texts["en"]
    assert "par un ninja de votre clan" in tech.texts["fr"]
    favour = ["DDDDDDDF", "DDDDDDDD"]
    # White: its White ninja covers the samurai, 1 + 1.
    _, events = apply_all(scenario(tokens=favour), (0, UseTechnique("kayakujutsu")), (0, FELL_ONE))
    assert [e.get("points") for e in events if e.get("why") == "samurai"] == [2]
    # Red: the same White ninja is not of its clan, so the samurai still scores nothing.
    _, events = apply_all(scenario(clans=["R", "B"], tokens=favour), (0, UseTechnique("kayakujutsu")),
                          (0, FELL_ONE))
    assert [e for e in events if e.get("why") == "samurai"] == []


def test_the_rules_name_each_base_technique_with_its_cost() -> None:
    base = [tech for tech in game_data().techniques.values() if tech.kind == "base"]
    assert [tech.id for tech in base] == ["tenmon", "boryaku", "kayakujutsu"]
    for lang, unit in (("en", "Favour"), ("fr", "Faveur")):
        text = section(lang, "Techniques")
        for tech in base:
            plural = "s" if lang == "fr" and tech.cost > 1 else ""
            assert f"- {tech.names[lang]} ({tech.cost} {unit}{plural})" in text, (lang, tech.id)
    # what each does, in the words the technique's own hover uses
    assert "each samurai you cover with a ninja of your clan scores 1 more point" in section("en", "Techniques")
    assert "lay both of your cards this turn" in section("en", "Techniques")
    assert "chaque samouraï que vous couvrez d'un ninja de votre clan rapporte 1 point de plus" in section(
        "fr", "Techniques")


def test_each_level_puts_one_more_b_card_in_the_auto_deck() -> None:
    for level in range(8):
        auto, score = level_decks(level)
        assert sum(card.endswith("B") for card in auto) == level
        assert sum(card.endswith("A") for card in score) == level


def test_each_clan_has_two_techniques_of_which_one_is_dealt() -> None:
    assert "each clan card shows one of two techniques, dealt at random" in RULES["en"]
    assert "chaque carte Clan porte l'une de deux techniques, tirée au hasard" in RULES["fr"]
    clan_techs = [t for t in game_data().techniques.values() if t.kind == "clan"]
    assert sorted(t.clan for t in clan_techs) == sorted(CLANS * 2)
    assert all(card in (1, 2) for card in GAME.new(2, 5, {"modules": "clan"}).clan_cards)


@pytest.mark.parametrize("text_size", ["standard", "large"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1366, 768), (1920, 1080)])
def test_technique_hovers_and_a_refusal_fit_under_the_list(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                           size: tuple[int, int], text_size: str) -> None:
    # Once the panel drew at most five lines of a hover and its refusal; the text floor wraps
    # them into more at 1024x600, so the panel now draws every line and the log gives way: what
    # must hold is that the longest hover fits between the six listed techniques and the foot.
    from scenes.kit.widgets import TEXT_FLOORS, font, set_text_floor, wrap
    from tests.scenes.ninja99.ninja99_table_helpers import make_app, open_table, started_match

    app = make_app(tmp_path, monkeypatch, size)
    app.settings.text_size = text_size
    app.apply_settings()
    try:
        table = open_table(app, started_match(options={"modules": "clan"}))
        lay = table.lay
        width = lay.right.width - 2 * lay.px(10)  # as Panels._techniques wraps them
        step = max(lay.px(17), font(lay.text(15)).get_linesize())  # as Panels._techniques steps
        rows = [rect for key, rect in table.panels.hits.items() if key.startswith(("tech:", "clantech:"))]
        assert len(rows) == 6
        room = (lay.right.bottom - max(rect.bottom for rect in rows)) // step
        reasons = ["first throw away a card for Tenmon", "techniques come before you lay your card",
                   "Shinobi-iri is already used this turn", "Shinobi-iri costs 2 favour, you have 0",
                   "the deck is empty: there is nothing to draw", "techniques are used during your own turn"]
        for lang in ("en", "fr"):
            longest = max(len(wrap(f"({retell(r, lang)})", lay.text(15), width)) for r in reasons)
            for tech in game_data().techniques.values():
                lines = len(wrap(tech.texts[lang], lay.text(15), width))
                cost_line = 1  # a technique of another clan says its cost first
                assert lines + longest + cost_line <= room, (tech.id, lang, lines, longest, room)
    finally:
        set_text_floor(TEXT_FLOORS["standard"])
