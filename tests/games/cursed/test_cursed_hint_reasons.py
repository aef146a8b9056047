"""Why a suggested Cursed Gifts move is good, in words, from the seat's observation alone: the
reason of each kind of move, and the same hint whatever the hidden cards are."""

from __future__ import annotations

import random

import pytest
from cursed_positions import act, c, position

from siege_desktop.ai.hint import suggest
from siege_desktop.core.registry import find_game
from siege_desktop.games.cursed.ai.hints import hint_iterations, hint_reason
from siege_desktop.games.cursed.rules.actions import END_TURN, PASS, Answer, Cure, Play
from siege_desktop.games.cursed.rules.config import CursedConfig
from siege_desktop.games.cursed.rules.rules import RULES
from siege_desktop.games.cursed.rules.state import CursedState

NAMES = CursedConfig(3, names=("Ada", "Bea", "Carl"))
SPEC = find_game("cursed-gifts")


def reason(state: CursedState, action: object) -> str:
    legal = RULES.legal_actions(state)
    assert action in legal, f"{action} is not legal here: {legal}"
    seat = RULES.to_act(state)
    return hint_reason(RULES.observation(state, seat), action, legal)  # type: ignore[arg-type]


def test_the_spec_names_the_reason_and_the_budget() -> None:
    assert SPEC.extra["hint_reason"] is hint_reason
    assert SPEC.extra["hint_iterations"] is hint_iterations


def test_a_gift_offered_says_where_the_rival_would_be_and_the_comebacks_unseen() -> None:
    s = position(
        3,
        hands={0: ["accordion", "manta"]},
        areas={1: ["clown", "fruitcake", "fruitcake"], 2: ["sweater"]},
        config=NAMES,
    )
    # 12 Comebacks in the deck, one of them in Ada's own hand: 11 she has not seen.
    assert reason(s, Play(c("accordion"), 1)) == (
        "Give your Cursed Accordion (4) to Bea: Bea is at 7 → 11, out if it lands; "
        "11 Comebacks are still unseen"
    )
    assert reason(s, Play(c("accordion"), 2)) == (
        "Give your Cursed Accordion (4) to Carl: Carl is at 1 → 5; 11 Comebacks are still unseen"
    )


def test_an_inevitable_gift_and_the_rival_nearest_ten() -> None:
    s = position(3, hands={0: ["mirror"]}, areas={1: ["clown"], 2: ["sweater"]}, config=NAMES)
    assert reason(s, Play(c("mirror"), 1)) == (
        "Give your Gloomy Mirror (3) to Bea: Bea is at 3 → 6, the rival nearest 10; "
        "it is Inevitable, so no Comeback can stop it"
    )


def test_a_cure_says_what_the_area_becomes() -> None:
    s = position(
        3,
        hands={0: ["antidote1", "antidote5"]},
        areas={0: ["timeshare", "sweater", "clown"]},
        config=NAMES,
    )
    cure = Cure((0, 1), (c("antidote1"), c("antidote5")))
    assert reason(s, cure) == (
        "Cure 6 with your Antidotes 1 + 5 (Swamp Timeshare (5), Itchy Sweater (1)): "
        "your area would be 9 → 3"
    )


def window(hand: list[str], attack: str = "timeshare") -> CursedState:
    """Carl (seat 2) offers `attack` to Ada, who holds `hand`: Ada's Comeback window."""
    s = position(3, hands={0: hand, 2: [attack]}, areas={0: ["clown"]}, current=2, config=NAMES)
    s, _ = act(s, f"play {attack} at 0")
    assert s.window == 0
    return s


def test_answers_say_what_becomes_of_the_card() -> None:
    s = window(["karma", "manta", "seal"])
    assert reason(s, Answer(c("karma"))) == (
        "Answer with Bad Karma: the Swamp Timeshare (5) goes back to Carl"
    )
    assert reason(s, Answer(c("manta"))) == (
        "Answer with Manta Ray Protection: Carl's Swamp Timeshare (5) is cancelled "
        "(else you would be at 8)"
    )
    assert reason(s, Answer(c("seal"))).endswith(", and Carl discards a card at random")
    assert reason(s, PASS) == (
        "Let it happen: you would be at 8; keep your Comeback for a worse card"
    )


def test_three_useless_gifts_as_bad_karma_and_a_pass_with_nothing_to_answer() -> None:
    s = window(["socks", "globe", "mug"], attack="clown")
    assert reason(s, Answer(-1)) == (
        "Answer with three Useless Gifts as Bad Karma: the Haunted Clown Doll (3) goes back to Carl"
    )
    bare = window(["sweater"])
    assert reason(bare, PASS) == "Let it happen: you hold nothing that answers it"


def test_an_answer_in_a_chain_says_whether_the_attack_stands() -> None:
    s = position(3, hands={1: ["manta"], 0: ["clown", "woolf"]}, config=NAMES)
    s, _ = act(s, "play clown at 1", "answer manta")
    assert s.window == 0 and s.chain
    assert reason(s, Answer(c("woolf"))) == (
        "Answer with Little Red Riding Woolf: it cancels Bea's Manta Ray Protection, "
        "so Haunted Clown Doll stands after all"
    )


def test_treacheries_defences_draws_and_the_end_of_the_turn() -> None:
    s = position(
        3,
        hands={0: ["fatcula", "potato", "siren", "helping", "letter"]},
        areas={0: ["clown", "timeshare"], 1: ["clown", "accordion"]},
        deck_size=40,
        config=NAMES,
    )
    assert reason(s, Play(c("fatcula"), 1, 1)) == (
        "Put Fatcula on Bea's Cursed Accordion: it is worth 2 more, Bea's area would be 7 → 9"
    )
    assert reason(s, Play(c("potato"), 2, 0)) == (
        "Pass your Haunted Clown Doll (3) to Carl with Hot Potato: your area 8 → 5, Carl's 0 → 3"
    )
    assert reason(s, Play(c("siren"), -1, 1)) == (
        "Sound the Emergency Siren: discard your Swamp Timeshare (5); your area would be 8 → 3"
    )
    draw = "Play Second Helping: draw 2 cards (40 left in the deck)"
    assert reason(s, Play(c("helping"))) == draw
    assert reason(s, Play(c("letter"))).startswith(
        "Play Chain Letter: every rival turns up the deck's top card; "
    )
    assert reason(s, END_TURN) == "End your turn and draw: keep your cards for a better moment"


def positions(seats: int, seed: int, count: int) -> list[CursedState]:
    """Decisions of a seeded random game, Comeback windows among them."""
    rng = random.Random(seed)
    s = RULES.new_game(RULES.default_config(seats), seed)
    out: list[CursedState] = []
    while not RULES.is_over(s) and len(out) < count:
        legal = RULES.legal_actions(s)
        if len(legal) > 1 and (s.window >= 0 or rng.random() < 0.2):
            out.append(s)
        s = RULES.apply_unchecked(s, rng.choice(legal))
    return out


@pytest.mark.parametrize("seats", [2, 4])
def test_the_same_observation_with_hidden_cards_redealt_gives_the_same_hint(seats: int) -> None:
    rng = random.Random(seats)
    found = positions(seats, 11 + seats, 6)
    assert any(s.window >= 0 for s in found), "no Comeback window: pick another seed"
    for s in found:
        seat = RULES.to_act(s)
        obs = RULES.observation(s, seat)
        other = RULES.determinize(obs, rng)
        assert other.hands != s.hands or other.deck != s.deck  # something hidden changed
        assert RULES.observation(other, seat) == obs
        first = suggest(obs, RULES.legal_actions(s), game=SPEC, iterations=30)
        again = suggest(
            RULES.observation(other, seat), RULES.legal_actions(other), game=SPEC, iterations=30
        )
        assert again == first
        assert first.reason == hint_reason(obs, first.action, RULES.legal_actions(s))


def test_every_legal_move_has_a_reason_in_words() -> None:
    for s in positions(4, 5, 12):
        seat = RULES.to_act(s)
        obs = RULES.observation(s, seat)
        legal = RULES.legal_actions(s)
        for a in legal:
            text = hint_reason(obs, a, legal)
            assert text[0].isupper() and text != str(a), (a, text)


def test_the_budget_shrinks_at_a_crowded_table() -> None:
    small = RULES.observation(RULES.new_game(RULES.default_config(4), 1), 0)
    big = RULES.observation(RULES.new_game(RULES.default_config(8), 1), 0)
    assert hint_iterations(big) < hint_iterations(small)
