"""Fair by construction, for every registered game: two true states that look the same to
the deciding seat (its hidden cards redealt) give the same decision of a seeded agent."""

from __future__ import annotations

import random
from typing import Any

import pytest

from siege_desktop.ai import LEVELS, make_agent
from siege_desktop.core.registry import GameSpec, find_game, game_ids


def _position(spec: GameSpec, seats: int, seed: int, steps: int) -> Any:
    """A position reached by seeded random play, still going."""
    rules = spec.rules
    state = rules.new_game(rules.default_config(seats), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = rules.legal_actions(state)
        nxt = rules.apply_unchecked(state, rng.choice(legal))
        if rules.is_over(nxt):
            break
        state = nxt
    return state


def _cases() -> list[tuple[str, int]]:
    cases = []
    for game_id in game_ids():
        spec = find_game(game_id)
        low, high = spec.rules.min_seats, spec.rules.max_seats
        cases += [(game_id, n) for n in sorted({low, (low + high) // 2, high})]
    return cases


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("game_id", "seats"), _cases())
def test_same_observation_same_decision(game_id: str, seats: int, level: str) -> None:
    spec = find_game(game_id)
    rules = spec.rules
    for i in range(3):
        state = _position(spec, seats, seed=70 + i, steps=6 + 11 * i)
        seat = rules.to_act(state)
        seen = rules.observation(state, seat)
        # Another true state: the hidden cards dealt anew, all the seat sees kept.
        other = rules.determinize(seen, random.Random(4242 + i))
        assert rules.observation(other, seat) == seen
        assert rules.to_dict(other) != rules.to_dict(state), "nothing hidden was redealt"
        legal = rules.legal_actions(state)
        assert rules.legal_actions(other) == legal
        first = make_agent(level, 7, iterations=30, game=spec).choose(seen, legal)
        again = make_agent(level, 7, iterations=30, game=spec)
        assert again.choose(rules.observation(other, seat), legal) == first
        assert first in legal
