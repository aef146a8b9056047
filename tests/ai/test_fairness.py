"""Agents decide from the observation alone: two true states that look the same to the
seat give the same decision, and a fixed seed and iteration budget reproduce decisions."""

from __future__ import annotations

import random

import pytest

from siege_desktop.ai import LEVELS, make_agent
from siege_desktop.games.gifts.rules import (
    GameConfig,
    apply,
    determinize,
    is_over,
    legal_actions,
    new_game,
    observation,
)
from tests.ai.positions import random_position


@pytest.mark.parametrize("players", [2, 4, 7])
@pytest.mark.parametrize("level", LEVELS)
def test_same_observation_same_decision(players: int, level: str) -> None:
    for i in range(4):
        state = random_position(players, seed=50 + i, steps=25 + 17 * i)
        seat = state.seat
        seen = observation(state, seat)
        # Another true state: the hidden cards dealt anew, everything the seat sees kept.
        other = determinize(seen, random.Random(999 + i))
        assert observation(other, seat) == seen
        assert (other.hands, other.deck, other.supply) != (state.hands, state.deck, state.supply)
        legal = legal_actions(state)
        assert legal_actions(other) == legal
        first = make_agent(level, 7, iterations=40).choose(seen, legal)
        second = make_agent(level, 7, iterations=40).choose(observation(other, seat), legal)
        assert first == second


def _play(levels: tuple[str, ...], seed: int) -> list[str]:
    state = new_game(GameConfig(players=len(levels)), seed)
    agents = [make_agent(lv, seed + k, iterations=15) for k, lv in enumerate(levels)]
    log = []
    while not is_over(state) and len(log) < 160:
        action = agents[state.seat].choose(observation(state, state.seat), legal_actions(state))
        log.append(str(action))
        state = apply(state, action)
    return log


def test_a_fixed_iteration_budget_reproduces_a_game() -> None:
    levels = ("hard", "medium", "easy")
    first = _play(levels, 11)
    assert first == _play(levels, 11)
    assert len(first) == 160


def test_the_seed_matters() -> None:
    state = random_position(4, seed=5, steps=30)
    obs, legal = observation(state, state.seat), legal_actions(state)
    picks = {make_agent("easy", s).choose(obs, legal) for s in range(40)}
    assert len(picks) > 1
