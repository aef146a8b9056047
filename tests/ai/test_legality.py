"""Every level returns one of the legal actions, from many positions at 2 to 8 seats."""

from __future__ import annotations

import pytest

from siege_desktop.ai import LEVELS, HardAgent, make_agent
from siege_desktop.games.gifts.rules import Phase, apply, legal_actions, observation
from tests.ai.positions import random_position


@pytest.mark.parametrize("players", range(2, 9))
def test_every_level_returns_a_legal_action(players: int) -> None:
    agents = {
        "easy": make_agent("easy", players),
        "medium": make_agent("medium", players),
        "hard": make_agent("hard", players, iterations=12),
    }
    phases = set()
    for i in range(14):
        state = random_position(players, seed=100 * players + i, steps=9 * i)
        legal = legal_actions(state)
        phases.add(state.phase)
        for level in LEVELS:
            action = agents[level].choose(observation(state, state.seat), legal)
            assert action in legal, (level, state, action)
            apply(state, action)  # the checked door agrees
    assert {Phase.LAND, Phase.ACTION} <= phases


def test_discard_decisions_are_legal() -> None:
    """Positions in the middle of a discard batch (lock payment, Recycle, hand limit)."""
    found = 0
    for seed in range(60):
        state = random_position(3, seed=seed, steps=40 + seed)
        if state.phase is not Phase.DISCARD:
            continue
        found += 1
        legal = legal_actions(state)
        for level in LEVELS:
            agent = make_agent(level, seed, iterations=10)
            assert agent.choose(observation(state, state.seat), legal) in legal
    assert found >= 3


def test_a_single_legal_action_is_returned_at_once() -> None:
    state = random_position(2, seed=3, steps=0)
    only = legal_actions(state)[:1]
    hard = HardAgent(1, time_budget=30.0)
    assert hard.choose(observation(state, state.seat), only) == only[0]
    assert hard.last_iterations == 0  # no search ran


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown CPU level"):
        make_agent("grandmaster", 1)
    assert LEVELS == ("easy", "medium", "hard")
