"""Pinned decisions and whole games of the CPU opponents: the same seeds and budgets give
the same moves, so a refactor of the search (generic over the game protocol) changes no
game of Gifts Under Siege."""

from __future__ import annotations

import hashlib

import pytest

from siege_desktop.ai import make_agent
from siege_desktop.games.gifts.rules import (
    GameConfig,
    apply,
    is_over,
    legal_actions,
    new_game,
    observation,
    standings,
)
from tests.ai.positions import random_position

GAMES = [
    (("hard", "medium"), 3, 30, "29b2a23c228f38e4", 131, (4, 5)),
    (("easy", "hard", "medium"), 5, 20, "1a531271094dbb3d", 115, (13, 6, 12)),
    (("medium", "easy", "medium", "hard"), 8, 12, "5876cd3931981976", 159, (11, 7, 11, 12)),
    (("hard",) * 2 + ("easy",) * 6, 11, 8, "4900da927c6df402", 362, (13, 10, 4, 13, 2, 4, 8, 14)),
]


@pytest.mark.parametrize(("levels", "seed", "iterations", "digest", "length", "scores"), GAMES)
def test_pinned_game(
    levels: tuple[str, ...],
    seed: int,
    iterations: int,
    digest: str,
    length: int,
    scores: tuple[int, ...],
) -> None:
    state = new_game(GameConfig(players=len(levels)), seed)
    agents = [make_agent(lv, seed * 10 + k, iterations=iterations) for k, lv in enumerate(levels)]
    log = []
    while not is_over(state):
        action = agents[state.seat].choose(observation(state, state.seat), legal_actions(state))
        log.append(str(action))
        state = apply(state, action)
    assert len(log) == length
    assert standings(state).scores == scores
    assert hashlib.sha256(" ".join(log).encode()).hexdigest()[:16] == digest


DECISIONS = [
    (2, 21, 60, ("claim U1b", "claim U1b", "build gloves over warehouse")),
    (3, 24, 90, ("claim B1b", "wrap B2a with R", "claim B1b")),
    (4, 22, 142, ("steal U1a", "steal U1a", "claim B1b")),
    (6, 25, 206, ("steal W1a", "claim W3a", "claim W3a")),
    (8, 23, 302, ("steal G1c", "wrap R1b with B", "wrap R1b with B")),
]


@pytest.mark.parametrize(("players", "seed", "steps", "moves"), DECISIONS)
def test_pinned_decision(players: int, seed: int, steps: int, moves: tuple[str, ...]) -> None:
    state = random_position(players, seed, steps)
    legal = legal_actions(state)
    for level, move in zip(("easy", "medium", "hard"), moves, strict=True):
        agent = make_agent(level, 5, iterations=200)
        assert str(agent.choose(observation(state, state.seat), legal)) == move
