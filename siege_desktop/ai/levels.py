"""Easy and Medium for any game: one deal sampled from the observation, then the game's
rule of thumb (Easy, loose) or its greedy look-ahead on an evaluation (Medium)."""

from __future__ import annotations

import random
from typing import Any

from siege_desktop.core.registry import DEFAULT_GAME, GameSpec, find_game


class _DealAgent:
    """One deal sampled from the observation, then the game's move of this level."""

    level = ""

    def __init__(
        self,
        seed: int | None = None,
        rng: random.Random | None = None,
        *,
        game: GameSpec | None = None,
    ) -> None:
        self.rng = rng if rng is not None else random.Random(seed)
        self.game = game or find_game(DEFAULT_GAME)

    def choose(self, obs: Any, legal: tuple[Any, ...]) -> Any:
        if len(legal) == 1:
            return legal[0]
        state = self.game.rules.determinize(obs, self.rng)
        return self._move(state, legal)

    def _move(self, state: Any, legal: tuple[Any, ...]) -> Any:
        raise NotImplementedError


class MediumAgent(_DealAgent):
    """Greedy with the game's evaluation, on one deal sampled from the observation."""

    level = "medium"

    def _move(self, state: Any, legal: tuple[Any, ...]) -> Any:
        return self.game.heuristics.medium_move(state, legal, self.rng)


class EasyAgent(_DealAgent):
    """The game's rules of thumb, with a random move now and then (the game decides how
    often), so a new player has a chance."""

    level = "easy"

    def _move(self, state: Any, legal: tuple[Any, ...]) -> Any:
        return self.game.heuristics.easy_move(state, legal, self.rng)
