"""The rules, tooltips, prompts and log say what the engine decides: the multipliers, the victory
by the sword (life, not cards), where Bushido goes after each payment, and a Jujitsu answered with
a weapon (given up, not blocked)."""

from __future__ import annotations

import pytest

from game.katana import GAME
from game.katana.actions import BushidoPay, Defend, EndTurn, PlayCard
from game.katana.cards import CARD_TYPES, CHARACTER_BY_KEY, KEY, players_table
from game.katana.rules import bushido_exempt
from game.katana.scoring import multipliers
from scenes.katana.log import GameLog
from scenes.katana.reactions import build_prompt
from scenes.katana.texts import role_tooltip, rules_text
from scenes.kit import i18n
from tests.katana.helpers import act, card, scenario

SEVEN = ["goemon", "tomoe", "benkei", "kojiro", "musashi", "chiyome", "hideyoshi"]

# What the "Multipliers" line of the rules states, player count by player count.
STATED = {
    3: {"shogun": 2, "ninja": 1},
    4: {"shogun": 1, "samurai": 2, "ninja": 1},
    5: {"shogun": 1, "samurai": 1, "ninja": 1, "ronin": 2},
    6: {"shogun": 1, "samurai": 2, "ninja": 1, "ronin": 3},
    7: {"shogun": 1, "samurai": 1, "ninja": 1, "ronin": 3},
}
MULTIPLIER_LINE = {
    "en": ("- Multipliers: Shogun x1 (x2 at 3 players); Samurai x2 at 4 and 6 players, otherwise x1; "
           "Ninja x1 (at 4, the one with more stars x2); Ronin x2 at 5 players, x3 at 6 or 7."),
    "fr": ("- Multiplicateurs : Shogun x1 (x2 à 3 joueurs) ; Samouraï x2 à 4 et 6 joueurs, sinon x1 ; "
           "Ninja x1 (à 4, celui qui a le plus d'étoiles x2) ; Ronin x2 à 5 joueurs, x3 à 6 ou 7."),
}


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_multipliers_line_gives_the_engines_numbers(lang) -> None:
    for n, stated in STATED.items():
        assert players_table(n)["multiplier"] == stated, n
    assert players_table(4)["top_ninja_multiplier"] == 2
    assert all("top_ninja_multiplier" not in players_table(n) for n in (3, 5, 6, 7))
    assert MULTIPLIER_LINE[lang] in rules_text(lang)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("n", [4, 5, 6, 7])
def test_the_samurai_and_ronin_tooltips_give_the_multiplier_of_this_table(lang, n) -> None:
    i18n.set_language(lang)
    roles = list(players_table(n)["roles"])
    state = scenario(characters=SEVEN[:n], roles=roles, hands=[["parry"]] * n)
    found = multipliers(state)
    for seat, role in enumerate(roles):
        if role in ("samurai", "ronin"):
            words = {"en": f"With {n} players, this role's honour counts x{found[seat]}.",
                     "fr": f"À {n} joueurs, l'honneur de ce rôle compte x{found[seat]}."}[lang]
            assert role_tooltip(role, 0, n)[1].endswith(words)


SWORD_WORDS = {"en": "when only one player has any life left, their team wins by the sword",
               "fr": "quand un seul joueur a encore de la vie, son équipe gagne au fil de l'épée"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_sword_goes_by_life_left_not_by_cards_in_hand(lang) -> None:
    assert SWORD_WORDS[lang] in rules_text(lang)

    def felled(last_life: int):
        # Seat 3 holds no card (down) but may still have life: then nobody wins by the sword.
        state = scenario(characters=SEVEN[:4], roles=["shogun", "ninja", "samurai", "ninja"],
                         hands=[["bokken", "geisha"], ["geisha"], ["geisha"], []], life=[5, 1, 0, last_life])
        after, _ = act(state, 0, PlayCard(card(state, 0, "bokken"), 1))
        assert after.life[1] == 0
        return after.ending

    assert felled(3) is None
    ending = felled(0)
    assert ending is not None and ending.reason == "sword" and ending.sword_seat == 0


def bushido_question(n: int):
    characters, roles = SEVEN[:n], list(players_table(n)["roles"])
    hands = [["geisha"]] * n
    hands[1] = ["kiseru", "geisha"]
    tables: list[list[str]] = [[] for _ in range(n)]
    tables[1] = ["bushido"]
    state = scenario(characters=characters, roles=roles, turn=0, hands=hands, tables=tables,
                     deck=["bokken", "parry", "parry", "parry"])
    state, _ = act(state, 0, EndTurn())  # seat 1 turns up the Bokken
    return state


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_bushido_question_says_where_bushido_goes_after_each_payment(lang) -> None:
    i18n.set_language(lang)
    state = bushido_question(5)
    names = [CHARACTER_BY_KEY[c].name for c in state.characters]
    prompt = build_prompt(state, GAME.legal_actions(state, 1), names, lambda _: None)
    assert prompt is not None
    words = {"en": ("Bushido turned up a Bokken", "pass Bushido on", "lose 1 honour and discard Bushido"),
             "fr": ("Le Code révèle un Bokken", "passez-le à gauche", "perdez 1 honneur et défaussez-le")}[lang]
    for part in words:
        assert part in prompt.title, part
    weapon, _ = act(state, 1, BushidoPay(card(state, 1, "kiseru")))
    assert [KEY[c] for c in weapon.tables[2]] == ["bushido"]  # passed to the left
    honour, _ = act(state, 1, BushidoPay(-1))
    assert KEY[honour.discard[-1]] == "bushido" and not any(honour.tables)  # discarded
    assert KEY[state.discard[-1]] == "bokken"  # the card turned up is discarded, as the rules say
    told = {"en": "turns up the top card of the deck and discards it",
            "fr": "retourne la carte du dessus de la pioche et la défausse"}[lang]
    assert told in rules_text(lang)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_bushido_card_tells_the_three_player_exemption(lang) -> None:
    assert bushido_exempt(3, "shogun") and not bushido_exempt(4, "shogun") and not bushido_exempt(3, "ninja")
    text = next(c for c in CARD_TYPES if c.key == "bushido").text(lang)
    assert {"en": "(3 players: never costs the Shogun honour.)",
            "fr": "(À 3 joueurs : ne coûte jamais d'honneur au Shogun.)"}[lang] in text


def test_a_weapon_given_up_to_a_jujitsu_is_not_told_as_a_block() -> None:
    five = ["goemon", "hanzo", "benkei", "kojiro", "musashi"]
    roles = ["shogun", "samurai", "ninja", "ninja", "ronin"]
    names = [CHARACTER_BY_KEY[c].name for c in five]
    told = {}
    for attack in ("jujitsu", "battle_cry"):  # Hanzo's own power against a Battle Cry is a block
        hands = [[attack], ["kiseru", "geisha"], ["geisha"], ["geisha"], ["geisha"]]
        state = scenario(characters=five, roles=roles, hands=hands)
        state, _ = act(state, 0, PlayCard(card(state, 0, attack), -1))
        _, events = act(state, 1, Defend(card(state, 1, "kiseru")))
        log = GameLog()
        log.add(events)
        told[attack] = {lang: log.lines(names, 0, lang, 20) for lang in ("en", "fr")}
    assert "Hanzo gives up a Kiseru to the Jujitsu." in told["jujitsu"]["en"]
    assert "Hanzo défausse un Kiseru contre le Ju Jitsu." in told["jujitsu"]["fr"]
    assert "Hanzo blocks with a Kiseru." in told["battle_cry"]["en"]
