"""Hints: Hard's move from the observation alone, the same for every hidden deal, with a
reason that names the right gift, points and rivals."""

from __future__ import annotations

import random

import attrs
import pytest

from siege_desktop.ai.hint import Hint, observation_seed, suggest
from siege_desktop.games.gifts.ai.hints import hint_reason
from siege_desktop.games.gifts.rules import (
    Claim,
    GameState,
    Phase,
    Recycle,
    Steal,
    Wrap,
    determinize,
    legal_actions,
    observation,
    parse_gift,
)
from tests.ai.positions import random_position

ITER = 60  # enough for the search to be a search, quick enough for the suite


def action_position(players: int, seed: int) -> GameState:
    """A position where the seat to act takes its main action with a real choice."""
    for steps in range(20, 400, 3):
        state = random_position(players, seed, steps)
        if state.phase is Phase.ACTION and len(legal_actions(state)) > 1:
            return state
    raise AssertionError("no main action with a choice was reached")


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 11), (4, 5)])
def test_a_hint_never_reads_a_hidden_card(players: int, seed: int) -> None:
    state = action_position(players, seed)
    seat = state.seat
    seen = observation(state, seat)
    first = suggest(seen, legal_actions(state), iterations=ITER)
    for k in range(3):
        # The same observation over other hidden cards: other hands, deck and supply order.
        other = determinize(seen, random.Random(100 + k))
        assert observation(other, seat) == seen
        assert (other.hands, other.deck, other.supply) != (state.hands, state.deck, state.supply)
        again = suggest(observation(other, seat), legal_actions(other), iterations=ITER)
        assert again == first  # the same move and the same reason


def test_a_hint_is_legal_and_its_reason_is_the_games() -> None:
    for players, seed in ((2, 7), (4, 9)):
        for steps in (5, 40, 90):
            state = random_position(players, seed, steps)
            obs, legal = observation(state, state.seat), legal_actions(state)
            hint = suggest(obs, legal, iterations=30)
            assert isinstance(hint, Hint)
            assert hint.action in legal
            assert hint.reason == hint_reason(obs, hint.action, legal)
            assert hint.reason and "\n" not in hint.reason


def test_the_seed_is_the_observations_own() -> None:
    a = observation(random_position(3, 2, 30), 0)
    b = observation(random_position(3, 2, 31), 0)
    assert observation_seed(a) == observation_seed(a)
    assert observation_seed(a) != observation_seed(b)


def test_bad_requests_are_refused() -> None:
    state = action_position(2, 3)
    obs = observation(state, state.seat)
    with pytest.raises(ValueError, match="no legal action"):
        suggest(obs, ())
    with pytest.raises(ValueError, match="at least one iteration"):
        suggest(obs, legal_actions(state), iterations=0)


# ---------------------------------------------------------------- reasons on built positions
RED3 = parse_gift("R3a")
RED2 = parse_gift("R2a")


def claim_position(rival_lands: tuple[int, int, int, int, int]) -> GameState:
    """Seat 0 of three (Ana, Bo, Cy) about to claim Red III; Bo holds `rival_lands`."""
    state = random_position(3, 4, 0)
    state = attrs.evolve(
        state,
        seat=0,
        first_player=0,
        phase=Phase.ACTION,
        display=(RED3, *state.display[1:]),
        lands=((1, 1, 0, 5, 0), rival_lands, (1, 1, 1, 0, 0)),
        tapped=((0,) * 5, (0,) * 5, (0,) * 5),
        config=attrs.evolve(state.config, names=("Ana", "Bo", "Cy")),
    )
    assert Claim(RED3) in legal_actions(state)
    return state


def test_a_claim_says_its_gift_its_points_and_that_no_rival_can_pay() -> None:
    state = claim_position((0, 0, 1, 2, 1))  # Bo: 4 lands, 2 Red: even one more is short
    obs = observation(state, 0)
    text = hint_reason(obs, Claim(RED3), legal_actions(state))
    assert text == "Claim Red III: 3 points, and no rival can pay for it next turn"


def test_a_claim_names_the_rival_who_could_steal_it() -> None:
    state = claim_position((0, 0, 0, 4, 2))  # Bo: 6 lands, 4 Red, and one more from hand
    obs = observation(state, 0)
    assert obs.hand_sizes[1] >= 1
    text = hint_reason(obs, Claim(RED3), legal_actions(state))
    assert text.startswith("Claim Red III: 3 points")
    assert text.endswith("Bo could steal it next turn")


def test_a_steal_names_the_owner_the_points_and_the_lock_payment() -> None:
    state = claim_position((0, 0, 0, 0, 0))
    state = attrs.evolve(
        state, areas=((), ((RED2, 2),), ()), hands=((2, 1, 1, 0, 0), *state.hands[1:])
    )
    assert Steal(RED2) in legal_actions(state)
    text = hint_reason(observation(state, 0), Steal(RED2), legal_actions(state))
    assert text.startswith("Steal Red II from Bo: +2 for you, -2 for Bo; discard 2 lands")


def test_a_wrap_that_seals_says_so_and_recycle_alone_says_why() -> None:
    state = claim_position((0, 0, 0, 0, 0))
    state = attrs.evolve(state, areas=(((RED2, 4),), (), ()))
    text = hint_reason(observation(state, 0), Wrap(RED2, 0), legal_actions(state))
    assert text == "Wrap Red II (gives up a Plains): sealed at 5 locks, no one can steal it again"
    only = (Recycle(),)
    assert "too few lands" in hint_reason(observation(state, 0), Recycle(), only)
