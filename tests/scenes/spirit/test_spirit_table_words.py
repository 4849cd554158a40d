"""What the table says: the rules screen's end of a round and absent samurai, prompts that offer
only the engine's moves, a penalty named before it is ignored, the gifts' banners, the spare
token lent for a turn, and French typography."""

from __future__ import annotations

import re

from game.core.events import event
from game.core.seats import Seat
from game.spirit import actions as A
from scenes.kit import i18n
from scenes.spirit.texts import rules_text
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
    assert "wound" in sentence_with(english, "No hat on your left")
    assert "a farm burns" in sentence_with(english, "No farm:")
    assert "a family leaves" in sentence_with(english, "No doll:")
    assert "blessure" in sentence_with(french, "Pas de chapeau à votre gauche")
    assert "une ferme brûle" in sentence_with(french, "Pas de ferme :")
    assert "une famille quitte" in sentence_with(french, "Pas de poupée :")
    for text, gifts in ((english, ("family A lifts a wound marker", "family B puts a barricade back up",
                                   "family C unmasks the top infiltrator")),
                        (french, ("la famille A retire un marqueur Blessure", "la famille B relève une barricade",
                                  "la famille C démasque l'infiltré du dessus"))):
        for gift in gifts:
            assert gift in " ".join(text.split())
    assert "leave their support tokens by the village" in " ".join(english.split())
    assert "laissent leur jeton Soutien près du village" in " ".join(french.split())


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
    assert table.titled(kind) == "Heihachi : Glissez le brigand à droite pour Affronter, ou :"


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
    assert table.titled("ignore") == ("Gorobei : Pénalité du brigand 4 Paysans (chapeau) : le voisin de droite "
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
    written: list[str] = []
    real = painter.draw_text

    def noting(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        written.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(painter, "draw_text", noting)
    table._backdrop = None
    frames(app)
    assert any(text.startswith("Kiai : ") for text in written)
    assert not any(text.startswith("Kiai: ") for text in written)
    reason = retell("you already defend a hat: this brigand goes to your fight line")
    assert reason == "Vous défendez déjà un chapeau : ce brigand va dans votre file de combat"
