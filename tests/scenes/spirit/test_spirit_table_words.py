"""What the table says: the rules screen's end of a round and absent samurai, prompts that offer
only the engine's moves, a penalty named before it is ignored, the gifts' banners, the spare
token lent for a turn, and French typography."""

from __future__ import annotations

import re

import pytest

from game.core.events import event
from game.core.seats import Seat
from game.spirit import actions as A
from scenes.kit import i18n
from scenes.spirit.texts import rules_text
from tests.scenes.helpers import record_drawn_text
from tests.scenes.spirit.spirit_table_helpers import (
    ai_seats,
    click,
    decision,
    frames,
    open_table,
    scenario_match,
)

# Heihachi defends a hat already and draws a 2 hat: Confront, or hand it to a neighbour
HEIHACHI = {"samurai": ["Heihachi", "Kanbei", "Kyuzo", "Gorobei"],
            "board": [{"left": ["3/hat/left"], "line": ["4/any"]}, {"left": ["1/farm/infiltrate"]}, {}, {}],
            "deck": ["2/hat/flames", "3/wound", "4/doll", "1/any", "2/any", "3/any", "4/any"], "active": 0}
# Gorobei's newest brigand (an even 4 hat) makes his right neighbour draw: he may ignore it
IGNORE = {"samurai": ["Gorobei", "Kanbei", "Kyuzo", "Heihachi", "Daisuke"],
          "board": [{"line": ["3/any", "4/hat/flames/right"], "left": ["2/doll", "1/farm/infiltrate"]}, {}, {}, {}, {}],
          "deck": ["3/any", "2/hat/flames/wound", "1/doll", "2/farm/flames/barricade", "4/any", "1/any"], "active": 0}
SPARE = {"samurai": ["Gorobei", "Kanbei"], "board": [{"line": ["4/any", "2/hat/flames/wound"]}, {}],
         "deck": ["3/any", "4/any", "1/any", "1/any", "2/any"], "active": 0,
         "spare": ["Heihachi", "Daisuke", "Kikuchiyo", "Kyuzo", "Katsushiro"]}


def sentence_with(text: str, words: str) -> str:
    """The sentence of ``text`` that holds ``words``."""
    return next(part for part in re.split(r"(?<=\.)\s+", " ".join(text.split())) if words in part)


def test_the_rules_pair_each_missing_symbol_with_its_own_loss_and_tell_gifts_and_spare_tokens() -> None:
    english, french = rules_text("en"), rules_text("fr")
    assert "takes a wound" in sentence_with(english, "Hats: every samurai with no hat on their left")
    assert "a farm burns" in sentence_with(english, "Farms: for every samurai with no farm")
    assert "a family drawn at random leaves" in sentence_with(english, "Dolls: for every samurai with no doll")
    assert "reçoit une blessure" in sentence_with(french, "Chapeaux : chaque samurai sans chapeau à sa gauche")
    assert "une ferme brûle" in sentence_with(french, "Fermes : pour chaque samurai sans ferme")
    assert "une famille tirée au hasard quitte" in sentence_with(french, "Poupées : pour chaque samurai sans poupée")
    for text, gifts in ((english, ("family A lifts a wound marker", "family B puts a barricade back up",
                                   "family C unmasks the top infiltrator")),
                        (french, ("la famille A retire un marqueur Blessure", "la famille B relève une barricade",
                                  "la famille C démasque l'infiltré du dessus"))):
        for gift in gifts:
            assert gift in " ".join(text.split())
    assert "leave their support tokens by the village" in " ".join(english.split())
    assert "laissent leur jeton Soutien près du village" in " ".join(french.split())


def test_the_rules_screen_states_what_the_engine_decides() -> None:
    """The end of a round when all pass, the checks board by board in three passes, the modes
    named for farm backs, gifts and reinforcements, and the animal side's Kiai, as the engine has them."""
    from game.spirit.data import samurai_table, village
    from game.spirit.flow import END_STEPS
    from game.spirit.setup import reinforcements

    english, french = " ".join(rules_text("en").split()), " ".join(rules_text("fr").split())
    # every samurai's animal Kiai is 3 above the human one
    assert {info.kiai_animal - info.kiai_human for info in samurai_table().values()} == {3}
    assert "(Kiai 3 higher)" in english and "(Kiai plus haut de 3)" in french
    # the modes the rules name: farm backs in Hard and Heroic, no gifts in Heroic, one
    # lieutenant and one chief fewer in Easy
    modes = village().modes
    assert [m for m in modes if modes[m].farm_penalties] == ["hard", "heroic"]
    assert "In Hard and Heroic, a farm that burns also applies the penalty on its back" in english
    assert "En Difficile et en Héroïque, une ferme qui brûle applique aussi la pénalité de son dos" in french
    assert [m for m in modes if not modes[m].family_bonuses] == ["heroic"]
    assert "Gifts (not in Heroic)" in english and "Présents (sauf en Héroïque)" in french
    assert {m: reinforcements(m, 4) for m in modes} == {"easy": 3, "normal": 4, "hard": 4, "heroic": 4}
    assert "per samurai for round 3 (one fewer in Easy)" in english
    assert "par samurai pour la manche 3 (un de moins en Facile)" in french
    # hats, then farms, then dolls, each for every board in turn
    assert [symbol for symbol, _ in END_STEPS] == ["hat", "farm", "doll"]
    assert english.index("- Hats:") < english.index("- Farms:") < english.index("- Dolls:")
    assert french.index("- Chapeaux :") < french.index("- Fermes :") < french.index("- Poupées :")
    assert "every samurai has passed: then the brigands left in the deck all join the infiltrators" in english
    assert "tous les samurais ont passé : les brigands restés dans la pioche rejoignent alors tous les infiltrés" \
        in french


def test_all_passing_sends_the_deck_to_the_infiltrators_as_the_rules_screen_says() -> None:
    from game.spirit.actions import Pass
    from tests.spirit.helpers import act, table

    state = table(["Gorobei", "Kanbei"], deck=["1/any", "2/any", "3/any", "4/any"])
    deck = len(state.deck)
    state, _ = act(state, Pass(), seat=0)
    state, events = act(state, Pass(), seat=1)
    ended = next(e for e in events if e.kind == "round_ended")
    assert ended.get("reason") == "all_passed" and ended.get("infiltrated") == deck


def test_the_village_hover_lists_farm_backs_only_in_the_modes_that_apply_them() -> None:
    from game.spirit.data import village
    from game.spirit.setup import mode_of
    from scenes.spirit.texts import village_detail
    from tests.spirit.helpers import table

    back = village().farm_back_text["D"]
    for mode in ("easy", "normal", "hard", "heroic"):
        state = table(["Gorobei", "Kanbei"], mode=mode, farms=["A", "B", "C", "C", "D"], burnt=["D"],
                      deck=["1/any"])
        i18n.set_language("en")
        lines = village_detail(state)
        assert (f"  D ×2 (1 still hidden) — {back['en']}" in lines) == mode_of(mode).farm_penalties, (mode, lines)
        assert ("Burnt, face up: D" in lines) == mode_of(mode).farm_penalties, (mode, lines)
        assert ("Farms burnt: 1" in lines) != mode_of(mode).farm_penalties, (mode, lines)
        i18n.set_language("fr")
        lines = village_detail(state)
        assert (f"  D ×2 (1 encore caché(s)) — {back['fr']}" in lines) == mode_of(mode).farm_penalties
        assert ("Fermes brûlées : 1" in lines) != mode_of(mode).farm_penalties, (mode, lines)


@pytest.mark.parametrize("mode", ["hard", "heroic"])
def test_the_village_hover_tells_the_hidden_backs_before_any_farm_burns_and_heroics_lack_of_gifts(mode) -> None:
    from game.spirit.data import village
    from scenes.spirit.texts import village_detail
    from tests.spirit.helpers import table

    state = table(["Gorobei", "Kanbei"], mode=mode, deck=["1/any"])
    assert state.burnt == ()
    for lang_code, intro, hidden, no_gifts in (
            ("en", "Each farm that burns applies its hidden back. The village's backs:", "still hidden",
             "  No gifts from the families in Heroic mode."),
            ("fr", "Toute ferme qui brûle applique son dos caché. Les dos du village :", "encore caché(s)",
             "  Aucun présent des familles en mode Héroïque.")):
        i18n.set_language(lang_code)
        lines = village_detail(state)
        assert intro in lines
        for letter, count in (("A", 1), ("B", 1), ("C", 2), ("D", 2)):
            text = village().farm_back_text[letter][lang_code]
            assert f"  {letter} ×{count} ({count} {hidden}) — {text}" in lines, lines
        assert (no_gifts in lines) == (mode == "heroic")


def test_the_rules_page_lists_the_four_farm_backs_and_the_spare_variants_doll_check() -> None:
    english, french = " ".join(rules_text("en").split()), " ".join(rules_text("fr").split())
    village_en = english[english.index("# The village"):english.index("# Your turn")]
    village_fr = french[french.index("# Le village"):french.index("# Votre tour")]
    for back in ("A (one) a family flees", "B (one) the fire spreads and another farm burns",
                 "C (two) a barricade falls", "D (two) the active player picks a samurai who takes a wound"):
        assert back in village_en
    for back in ("A (un) une famille fuit", "B (un) le feu gagne et une autre ferme brûle",
                 "C (deux) une barricade tombe", "D (deux) le joueur actif désigne un samurai qui reçoit une blessure"):
        assert back in village_fr
    absent_en = english[english.index("# Absent samurai"):english.index("# End of a round")]
    absent_fr = french[french.index("# Samurais absents"):french.index("# Fin de manche")]
    assert "(14 with two samurai) must show the family symbol at least twice" in absent_en
    assert "(14 à deux samurais) doivent montrer au moins deux fois le symbole Famille" in absent_fr


def test_each_wound_button_says_what_the_wound_does_to_that_samurai(app) -> None:
    from scenes.spirit.choices import action_label

    data = {"samurai": ["Kanbei", "Gorobei", "Kyuzo"], "deck": ["1/any", "2/any"], "active": 0,
            "board": [{}, {"wound": True}, {"animal": True, "wound": True}]}
    table = open_table(app, scenario_match(data, [Seat("Ann")] + ai_seats(2)))
    labels = [table.action_label(A.ChooseWounded(seat)) for seat in range(3)]
    assert labels == ["Wound Kanbei (marker)", "Wound Gorobei (marker → animal side)",
                      "Wound Kyuzo (4th wound: game lost)"]
    i18n.set_language("fr")
    assert [table.action_label(A.ChooseWounded(seat)) for seat in range(3)] == [
        "Blesser Kanbei (marqueur)", "Blesser Gorobei (marqueur → côté animal)",
        "Blesser Kyuzo (4e blessure : partie perdue)"]
    assert action_label(A.ChooseWounded(0), ["Kanbei"]) == "Blesser Kanbei"  # no boards known: the bare name


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_four_wound_buttons_never_cut_what_the_wound_does(sized, lang, size) -> None:
    """Farm back D with 4 samurai: "Wound Kyuzo (4th wound: game lost)" is read whole on its
    button, or the choice goes to the list; a cut outcome could hide a lost game."""
    from game.core.match import Match
    from game.core.records import replace
    from game.spirit.state import Task
    from scenes.kit.widgets import fit_text

    app = sized(size)
    i18n.set_language(lang)
    data = {"mode": "hard", "samurai": ["Kanbei", "Gorobei", "Kyuzo", "Heihachi"], "active": 0,
            "deck": ["3/any", "4/any", "1/any", "2/any"],
            "board": [{}, {"wound": True}, {"animal": True, "wound": True}, {"animal": True}]}
    opened = scenario_match(data, [Seat("Ann")] + ai_seats(3))
    # farm back D's choice, asked of the active samurai
    state = replace(opened.state, tasks=opened.state.tasks + (Task("wound_target", 0),))
    table = open_table(app, Match(opened.game, opened.seats, 1, opened.options, state, [], [state]))
    frames(app, 2)
    wounds = tuple(A.ChooseWounded(seat) for seat in range(4))
    assert table.prompt_buttons
    for button in table.prompt_buttons:
        assert fit_text(button.label, button.size, button.rect.width - 16) == button.label
    if table.prompt_shown:
        assert table.prompt_shown == wounds
    else:
        assert len(table.prompt_buttons) == 1 and table.prompt_buttons[0].label.endswith("(4)")


def test_the_kiai_buttons_name_a_barricade_exactly_when_one_goes_up() -> None:
    """Heihachi's animal heal with every barricade standing, and Kyuzo's animal lend: the label
    says "barricade" only when the engine raises one."""
    from game.spirit import GAME
    from game.spirit.data import samurai_table
    from scenes.spirit.choices import action_label
    from tests.spirit.helpers import act, table
    from tests.spirit.test_kiai import line_summing

    checked = 0
    for name in ("Heihachi", "Kyuzo"):
        for barricades in (3, None):
            info = samurai_table()[name]
            fields = {} if barricades is None else {"barricades": barricades}
            state = table([name, "Gorobei", "Kanbei"], deck=["1/hat/flames"] + ["1/any"] * 6,
                          boards=[{"animal": True, "line": line_summing(info.kiai_animal - 1)}, {"wound": True}, {}],
                          **fields)
            state, _ = act(state, A.Fight(), seat=0)
            state, _ = act(state, A.Confront(), seat=0)
            names = [b.samurai for b in state.boards]
            room = state.barricades < state.barricades_start
            for action in GAME.legal_actions(state, 0):
                if isinstance(action, A.SkipKiai):
                    continue
                after, events = GAME.apply(state, 0, action)
                raised = any(e.kind == "barricade_added" for e in events)
                label = action_label(action, names, room=room, animal=True)
                assert ("barricade" in label.lower()) == raised, (name, barricades, action, label)
                checked += 1
    assert checked >= 4
    i18n.set_language("fr")
    assert action_label(A.KiaiBarricade(1), ["Heihachi", "Gorobei"], room=False, animal=True) == "Soigner Gorobei"
    assert action_label(A.KiaiLendSupport(1, 0), ["Kyuzo", "Gorobei"], room=True, animal=True) == \
        "Jeton de Gorobei à Kyuzo + barricade"


def test_the_kiai_texts_that_act_on_samurai_say_still_in_the_round_as_the_engine_requires() -> None:
    from game.spirit import GAME
    from game.spirit.data import samurai_table
    from game.spirit.texts import samurai_texts
    from tests.spirit.helpers import act, table
    from tests.spirit.test_kiai import line_summing

    for name in ("Daisuke", "Kikuchiyo", "Kyuzo"):
        texts = {lang: samurai_texts(name, lang)["kiai_human"] for lang in ("en", "fr")}
        assert "still in the round" in texts["en"] and "encore en lice" in texts["fr"], name
        state = table([name, "Gorobei", "Kanbei"], deck=["1/hat/flames"] + ["1/any"] * 6,
                      boards=[{"line": line_summing(samurai_table()[name].kiai_human - 1)}, {"line": ["2/any"], "passed": True},
                              {"line": ["3/any"]}])
        state, _ = act(state, A.Fight(), seat=0)
        state, _ = act(state, A.Confront(), seat=0)
        for action in GAME.legal_actions(state, 0):
            seats = {getattr(action, field, -1) for field in ("source", "target", "receiver")}
            assert 1 not in seats, (name, action)  # the samurai who passed is never touched


def test_a_token_kyuzo_lends_to_the_samurai_playing_now_serves_only_later_as_his_kiai_text_says() -> None:
    from game.spirit.texts import samurai_texts
    from tests.spirit.helpers import act, kinds
    from tests.spirit.test_kiai import at_kiai

    assert "it serves only on a turn that starts later" in samurai_texts("Kyuzo", "en")["kiai_human"]
    assert "il ne sert qu'à un tour qui commence ensuite" in samurai_texts("Kyuzo", "fr")["kiai_human"]
    state = at_kiai("Kyuzo", others=["Gorobei", "Kanbei"])
    state, events = act(state, A.KiaiLendSupport(1, 0), seat=0)
    assert "support_returned" in kinds(events) and state.boards[0].held == ()


def test_a_refusal_names_what_the_open_decision_waits_for_in_french_too() -> None:
    from game.spirit.refusals import ASKED
    from scenes.spirit.reasons import ASKED_FRENCH, retell

    assert set(ASKED_FRENCH) == set(ASKED.values())
    reason = f"now you must {ASKED['action']}; Defend() does not fit here"
    assert retell(reason) == "Now you must choose Fight, Support or Pass"
    i18n.set_language("fr")
    assert retell(reason) == "Il faut maintenant choisir Combattre, Soutenir ou Passer"


def test_a_talent_silenced_by_a_chief_is_told_as_such() -> None:
    from game.core.errors import IllegalAction
    from game.core.records import replace
    from game.spirit import GAME
    from game.spirit.actions import GiveCard
    from game.spirit.state import top_decision
    from scenes.spirit.reasons import retell
    from tests.spirit.helpers import table

    state = table(["Heihachi", "Gorobei"], deck=["2/any", "1/any"])
    state, _ = GAME.apply(state, 0, A.Fight())
    assert top_decision(state).kind == "card"
    give = GiveCard(1)
    assert GiveCard(1) in GAME.legal_actions(state, 0)  # an even brigand, Heihachi's talent
    quiet = replace(state, turn=replace(state.turn, no_talent=True))
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(quiet, 0, give)
    assert refused.value.reason == "no talent works for you this turn"
    i18n.set_language("fr")
    assert retell(refused.value.reason) == "Aucun talent ne vous sert ce tour-ci"


def test_the_drawn_brigands_prompt_offers_only_the_lines_the_engine_allows(app) -> None:
    match = scenario_match(HEIHACHI, [Seat("Ann")] + ai_seats(3))
    table = open_table(app, match)
    while decision(match).kind != "action":  # the bots would play on: the spare and penalty choices
        click(app, table.prompt_buttons[-1].rect.center)
    click(app, table.layout().fight_button.center)
    assert A.Defend() not in match.legal(0) and A.Confront() in match.legal(0)
    kind, _ = table.prompt_actions()
    assert table.titled(kind) == "Heihachi: Drag the brigand right to Confront, or:"
    i18n.set_language("fr")
    assert table.titled(kind) == "Heihachi : glissez le brigand à droite pour Affronter, ou :"


def test_the_drag_hint_without_buttons_names_both_lines_when_both_are_allowed(app) -> None:
    from scenes.spirit.choices import drag_words

    assert drag_words("card", (A.Defend(), A.Confront()), more=False) == \
        "Drag the brigand left to Defend, right to Confront"
    assert drag_words("place", (A.Confront(),), more=False) == "A brigand handed to you: drag it right to Confront"


def test_the_ignore_question_names_the_penalty_and_its_brigand(app) -> None:
    match = scenario_match(IGNORE, [Seat("Ann")] + ai_seats(4))
    table = open_table(app, match)
    assert decision(match).kind == "ignore"
    assert table.titled("ignore") == ("Gorobei: Penalty of the brigand 4 Peasants (hat): the right neighbour "
                                      "draws a brigand. Ignore it with your talent?")
    i18n.set_language("fr")
    assert table.titled("ignore") == ("Gorobei : pénalité du brigand 4 Paysans (chapeau) : le voisin de droite "
                                      "pioche un brigand. L'ignorer grâce à votre talent ?")


def test_a_spare_token_spent_this_turn_lies_by_the_board_it_helps_and_says_so(app) -> None:
    from scenes.spirit.painter import spare_token_spots

    match = scenario_match(SPARE, [Seat("Ann"), Seat("AI 2", "ai", "easy")])
    table = open_table(app, match)
    lay = table.layout()
    own = lay.boards[0].token
    beside = own.move(-(own.width + lay.px(4)), 0)  # the first place by Gorobei's own token
    assert spare_token_spots(lay, lay.boards[0], table.sview, 0) == []
    empty = app.screen.get_at(beside.center)
    click(app, table.prompt_buttons[0].rect.center)  # Heihachi's token
    assert match.state.turn.spares == ("Heihachi",)
    assert spare_token_spots(lay, lay.boards[0], table.sview, 0) == [("Heihachi", beside)]
    frames(app)
    assert app.screen.get_at(beside.center) != empty  # the token lies there now
    lines = table.details_at(beside.center)
    assert lines[0] == "Heihachi's spare token: this talent helps Gorobei this turn."
    assert lines[1].startswith("Talent: ")
    i18n.set_language("fr")
    assert table.details_at(beside.center)[0] == "Jeton de Heihachi, absent : ce talent aide Gorobei ce tour-ci."


def test_the_gifts_banners_say_what_each_gift_did(app) -> None:
    from scenes.spirit.beats import gift

    names = ["Gorobei", "Kanbei"]
    closing = event("round_step", step="infiltrators", round=1, infiltrators=0)
    raised = [event("family_bonus", family="B"), event("barricade_added", seat=0, reason="family", barricades=5),
              closing]
    assert gift(raised, 0, names).text == "Family B's gift: a barricade goes back up (5 standing)"
    assert gift([event("family_bonus", family="B"), closing], 0, names).text == \
        "Family B's gift: every barricade stands already"
    assert gift([event("family_bonus", family="C"), closing], 0, names).text == \
        "Family C's gift: no infiltrator left to unmask"
    assert gift([event("family_bonus", family="A"), closing], 0, names).text == \
        "Family A's gift: nobody has a wound marker to lift"
    i18n.set_language("fr")
    assert gift(raised, 0, names).text == "Présent de la famille B : une barricade se relève (5 debout)"


def test_french_puts_a_space_before_the_colon_of_the_boards_kiai_and_of_a_refused_defence(app, monkeypatch) -> None:
    import scenes.spirit.painter as painter
    from scenes.spirit.reasons import retell

    i18n.set_language("fr")
    two = {"samurai": ["Gorobei", "Kanbei"], "board": [{}, {}], "deck": ["3/any", "4/any", "1/any"], "active": 0}
    table = open_table(app, scenario_match(two, [Seat("Ann"), Seat("Ann")]))  # boards with room for the Kiai
    written = record_drawn_text(painter, monkeypatch)
    table._backdrop = None
    frames(app)
    assert any(text.startswith("Kiai : ") for text in written)
    assert not any(text.startswith("Kiai: ") for text in written)
    reason = retell("you already defend a hat: this brigand goes to your fight line")
    assert reason == "Vous défendez déjà un chapeau : ce brigand va dans votre file de combat"


def test_the_french_chronicle_counts_one_farm_or_family_left_in_the_singular() -> None:
    from scenes.spirit.log import sentence

    i18n.set_language("fr")
    assert sentence(event("family_lost", families=1), []) == "Une famille quitte le village (1 restante)."
    assert sentence(event("family_lost", families=2), []) == "Une famille quitte le village (2 restantes)."
    assert sentence(event("farm_burnt", farms=0), []) == "Une ferme brûle (0 restante)."


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_table_and_the_end_screen_name_the_mode_as_the_setup_screen_does(language: str) -> None:
    import scenes.option_texts  # noqa: F401  (registers the setup screen's names)
    import scenes.spirit.texts  # noqa: F401
    from scenes.kit import i18n

    i18n.set_language(language)
    for mode in ("easy", "normal", "hard", "heroic"):
        assert i18n.t(f"spirit.modes.{mode}") == i18n.t(f"option.spirit.mode.{mode}")
