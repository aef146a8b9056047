"""Siege's CPUs: decisions from the observation alone (hidden cards redealt and the dice
reseeded change nothing), Medium's rules of thumb from the rulings' section (e), and hints."""

from __future__ import annotations

import random

import pytest
from siege_positions import UnitSpec, cards, position, sq

from siege_desktop.ai import LEVELS, make_agent
from siege_desktop.ai.hint import suggest
from siege_desktop.core.registry import find_game
from siege_desktop.games.siege.rules import RULES, SiegeConfig, SiegeState, new_game
from siege_desktop.games.siege.rules.data import distance
from siege_desktop.games.siege.rules.state import ATTACK, MOVE, SUMMON

SPEC = find_game("siege")


def _midgame(seed: int, rounds: int) -> SiegeState:
    """A position of random play `rounds` rounds in, with a choice to make and cards the
    deciding seat cannot see: the rival's hand among several kinds, and decks to order."""
    state = new_game(SiegeConfig(), seed)
    rng = random.Random(seed)

    def hidden(s: SiegeState) -> bool:
        rival = 1 - RULES.to_act(s)
        return len(set(s.hands[rival] + s.decks[rival])) > 2 and bool(s.hands[rival])

    while state.round < rounds or not hidden(state) or len(RULES.legal_actions(state)) < 3:
        state = RULES.apply_unchecked(state, rng.choice(RULES.legal_actions(state)))
        assert not RULES.is_over(state)
    return state


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_redealt_and_dice_reseeded_change_no_decision(level: str) -> None:
    for i, rounds in enumerate((3, 6)):
        state = _midgame(40 + i, rounds)
        seat = RULES.to_act(state)
        seen = RULES.observation(state, seat)
        other = RULES.determinize(seen, random.Random(77 + i))
        assert RULES.observation(other, seat) == seen
        assert other.rng != state.rng, "the generator is reseeded"
        assert (other.hands[1 - seat], other.decks) != (state.hands[1 - seat], state.decks)
        legal = RULES.legal_actions(state)
        assert RULES.legal_actions(other) == legal
        first = make_agent(level, 5, iterations=20, game=SPEC).choose(seen, legal)
        again = make_agent(level, 5, iterations=20, game=SPEC)
        assert again.choose(RULES.observation(other, seat), legal) == first
        assert first in legal


def _medium(state: SiegeState) -> str:
    agent = make_agent("medium", 1, game=SPEC)
    seat = RULES.to_act(state)
    return str(agent.choose(RULES.observation(state, seat), RULES.legal_actions(state)))


def test_medium_takes_the_likely_kill_with_colour_advantage() -> None:
    # A Thorn Blade can hit a wounded Tide Slinger (Green on Blue: 4 dice) or a fresh
    # Ember Brute (Red beats Green: 2 dice, and the Brute answers with 4).
    state = position({"e5": (0, "G1"), "e6": (1, "B2"), "d5": (1, "R2")}, phase=ATTACK)
    assert _medium(state) == "attack e5 e6"


def test_medium_shoots_from_beyond_the_answer() -> None:
    # An Archer 3 squares from a Brute that can't answer it: a free shot is worth taking.
    state = position({"e3": (0, "N1"), "e6": (1, "R2", 2)}, phase=ATTACK)
    assert _medium(state) == "attack e3 e6"


def test_medium_refills_its_empty_siege_tower_when_an_enemy_could_reach_it() -> None:
    state = position(
        {"f6": (1, "B1"), "a15": (1, "N2")}, phase=SUMMON, hands=(cards("G2", "N1"), ())
    )
    assert _medium(state).startswith("summon") and _medium(state).endswith("f2")


def test_a_hint_comes_from_the_observation_with_a_reason() -> None:
    state = _midgame(9, 4)
    seat = RULES.to_act(state)
    obs = RULES.observation(state, seat)
    legal = RULES.legal_actions(state)
    hint = suggest(obs, legal, game=SPEC, iterations=15)
    assert hint.action in legal and hint.reason
    other = RULES.determinize(obs, random.Random(3))
    assert suggest(RULES.observation(other, seat), legal, game=SPEC, iterations=15) == hint


def test_medium_keeps_its_last_card_while_an_enemy_could_reach_its_siege_tower() -> None:
    # A Shieldbearer guards f2; an Outrider on f8 could take the tower were the guard to
    # fall. With an empty deck the draw brings nothing, so the last card stays in hand
    # for a summon onto the tower next turn (rulings (e), "Points and clock").
    units: dict[str, UnitSpec] = {"f2": (0, "B3"), "f8": (1, "B1"), "a15": (1, "N2")}
    hands = (cards("G2"), ())
    state = position(units, phase=SUMMON, hands=hands)
    assert _medium(state) == "end"
    # With cards left in the deck, or no enemy within reach of the tower, it summons.
    refill = position(units, phase=SUMMON, hands=hands, decks=(cards("R1"), ()))
    assert _medium(refill).startswith("summon G2")
    alone: dict[str, UnitSpec] = {"f2": (0, "B3"), "a15": (1, "N2")}
    far = position(alone, phase=SUMMON, hands=hands)
    assert _medium(far).startswith("summon G2")


def test_medium_fills_an_empty_siege_tower_even_with_its_last_card() -> None:
    units: dict[str, UnitSpec] = {"f8": (1, "B1"), "a15": (1, "N2")}
    state = position(units, phase=SUMMON, hands=(cards("G2"), ()))
    assert _medium(state) == "summon G2 f2"


def test_medium_contests_a_central_tower_the_rival_took_first() -> None:
    # North took c8 first; South's Outrider can reach it. Medium goes for the tower (next
    # to its holder, or onto the free one) rather than waiting out of the rival's reach:
    # the second player's Medium that waited let the first player win two games in three.
    units: dict[str, UnitSpec] = {
        "f3": (0, "B1"),
        "f2": (0, "R2"),
        "c8": (1, "G2"),
        "i11": (1, "G2"),
        "f14": (1, "R2"),
    }
    state = position(units, phase=MOVE, round=1)
    move = _medium(state).split()
    assert move[:2] == ["move", "f3"]
    to = sq(move[2])
    assert to == sq("i8") or distance(to, sq("c8")) == 1
