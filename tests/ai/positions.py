"""Seeded game positions for the AI tests, reached by random legal play."""

from __future__ import annotations

import random

from siege_desktop.games.gifts.rules import (
    GameConfig,
    GameState,
    apply,
    is_over,
    legal_actions,
    new_game,
)


def random_position(players: int, seed: int, steps: int) -> GameState:
    """The position after up to `steps` random legal actions (never a finished game)."""
    rng = random.Random(seed)
    state = new_game(GameConfig(players=players), seed)
    for _ in range(steps):
        nxt = apply(state, rng.choice(legal_actions(state)))
        if is_over(nxt):
            break
        state = nxt
    return state
