"""Gifts Under Siege's knowledge for the shared CPU opponents, as the protocol's Heuristics.

The search's game-specific knobs live here (the reward scale, the end-of-game horizon, the
playout length); the generic search keeps only its own (exploration, prior weight).
"""

from __future__ import annotations

import math
import random
from typing import Final

import attrs

from siege_desktop.games.gifts.ai.evaluate import relative, seat_values
from siege_desktop.games.gifts.ai.greedy import greedy_move, move_values
from siege_desktop.games.gifts.ai.policy import discard_choice, prune, quick_move
from siege_desktop.games.gifts.rules import Action, GameState, Phase, standings


@attrs.frozen
class GiftsHeuristics:
    """Evaluation, rules of thumb and Medium's look-ahead; the defaults are what the arena
    measured best.

    reward_scale: points of relative value that make a reward of ~0.88.
    horizon: evaluate with the end of the game in view (see `seat_values`).
    playout_turns: whole turns of quick play after the turn in progress, before evaluating.
    blunder_rate: how often Easy plays a random move instead of its rule of thumb.
    """

    reward_scale: float = 3.0
    horizon: bool = True
    playout_turns: int = 1
    blunder_rate: float = 0.25

    def rewards(self, state: GameState) -> list[float]:
        n = state.config.players
        if state.phase is Phase.OVER:
            winners = standings(state).winners
            share = 1.0 / len(winners)
            return [share if s in winners else 0.0 for s in range(n)]
        values = seat_values(state, self.horizon)
        scale = self.reward_scale
        return [0.5 + 0.5 * math.tanh(relative(values, s) / scale) for s in range(n)]

    def rollout_move(
        self, state: GameState, legal: tuple[Action, ...], rng: random.Random
    ) -> Action:
        return quick_move(state, legal, rng)

    def forced_move(self, state: GameState, legal: tuple[Action, ...]) -> Action | None:
        # Which lands pay a discard is a small choice: the rule of thumb makes it.
        return discard_choice(state, legal) if state.phase is Phase.DISCARD else None

    def tree_moves(self, state: GameState, legal: tuple[Action, ...]) -> tuple[Action, ...]:
        return prune(state, legal)

    def priors(self, state: GameState, legal: tuple[Action, ...]) -> dict[Action, float]:
        scale = self.reward_scale
        values = move_values(state, legal)
        return {a: 0.5 + 0.5 * math.tanh(v / scale) for a, v in values.items()}

    def easy_move(self, state: GameState, legal: tuple[Action, ...], rng: random.Random) -> Action:
        if rng.random() < self.blunder_rate:
            return rng.choice(prune(state, legal))
        return quick_move(state, legal, rng)

    def medium_move(
        self, state: GameState, legal: tuple[Action, ...], rng: random.Random
    ) -> Action:
        return greedy_move(state, legal)

    def playout_done(self, start: GameState, state: GameState) -> bool:
        # The turn in progress is finished, then `playout_turns` whole turns more, so the
        # evaluation sees a settled position.
        turns = self.playout_turns
        return turns <= 0 or state.turn > start.turn + turns


HEURISTICS: Final = GiftsHeuristics()
