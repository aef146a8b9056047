"""Hard, for any game: ISMCTS to a time or iteration budget, falling back to Medium's move
when the search fails or overruns its budget."""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from typing import Any

from siege_desktop.ai.ismcts import SearchParams, best_of, search
from siege_desktop.core.registry import DEFAULT_GAME, GameSpec, find_game

log = logging.getLogger(__name__)

DEFAULT_TIME_BUDGET = 1.0
#: Share of the budget the search may use; the rest covers dealing and returning the move.
SEARCH_SHARE = 0.92
#: A decision slower than this many budgets counts as an overrun.
OVERRUN = 1.5


def _game_params(game: GameSpec) -> SearchParams:
    """The search knobs a game's heuristics ask for (`search_knobs`, a dict of
    SearchParams fields), else the defaults measured for Gifts Under Siege."""
    knobs: dict[str, float] = getattr(game.heuristics, "search_knobs", {})
    return SearchParams(**knobs)


class HardAgent:
    """ISMCTS over deals sampled from the observation."""

    level = "hard"

    def __init__(
        self,
        seed: int | None = None,
        *,
        rng: random.Random | None = None,
        time_budget: float | None = None,
        iterations: int | None = None,
        params: SearchParams | None = None,
        clock: Callable[[], float] = time.perf_counter,
        game: GameSpec | None = None,
    ) -> None:
        self.game = game or find_game(DEFAULT_GAME)
        self.rng = rng if rng is not None else random.Random(seed)
        if time_budget is None and iterations is None:
            time_budget = DEFAULT_TIME_BUDGET
        self.time_budget = time_budget
        self.iterations = iterations
        self.params = params or _game_params(self.game)
        self.clock = clock
        self.last_iterations = 0
        self.fallbacks = 0

    def choose(self, obs: Any, legal: tuple[Any, ...]) -> Any:
        if len(legal) == 1:
            return legal[0]
        start = self.clock()
        # The fallback's deal is drawn first so that a failing search leaves the same stream.
        fallback_rng = random.Random(self.rng.getrandbits(64))
        try:
            forced = self._forced(obs, legal)
            if forced is not None:
                return forced
            move = self._search(obs, legal, start)
        except Exception:
            log.exception("Hard's search failed; playing Medium's move instead")
            return self._fallback(obs, legal, fallback_rng)
        elapsed = self.clock() - start
        if self.time_budget is not None and elapsed > OVERRUN * self.time_budget:
            log.warning(
                "Hard's search overran its %.2f s budget (%.2f s); playing Medium's move",
                self.time_budget,
                elapsed,
            )
            return self._fallback(obs, legal, fallback_rng)
        if move is None or move not in legal:
            log.warning("Hard's search gave no legal move (%s); playing Medium's move", move)
            return self._fallback(obs, legal, fallback_rng)
        return move

    def _forced(self, obs: Any, legal: tuple[Any, ...]) -> Any | None:
        """The game's forced move here (one the search would not branch on either), or
        None. The deal it looks at uses the agent's stream only when it settles the move,
        so a searched decision draws exactly what it would without this look."""
        probe = random.Random()
        probe.setstate(self.rng.getstate())
        state = self.game.rules.determinize(obs, probe)
        forced = self.game.heuristics.forced_move(state, legal)
        if forced is not None:
            self.rng.setstate(probe.getstate())
        return forced

    def _search(self, obs: Any, legal: tuple[Any, ...], start: float) -> Any | None:
        deadline = None
        if self.time_budget is not None:
            # A game whose iterations run long may ask to stop earlier (`search_share`).
            share = getattr(self.game.heuristics, "search_share", SEARCH_SHARE)
            deadline = start + share * self.time_budget
        # A game may judge its decisions by its own search (`search_move(obs, legal, rng,
        # iterations=, deadline=, clock=)`, giving the move, or None, and the work done in
        # its own unit, which `iterations` then counts); the others use ISMCTS below.
        own = getattr(self.game.heuristics, "search_move", None)
        if own is not None:
            move, done = own(
                obs,
                legal,
                self.rng,
                iterations=self.iterations,
                deadline=deadline,
                clock=self.clock,
            )
            self.last_iterations = done
            return move
        priors = None
        if self.params.prior_visits > 0:
            # Medium's opinion of each root move, on one deal, seeds the search.
            state = self.game.rules.determinize(obs, self.rng)
            priors = self.game.heuristics.priors(state, legal)
        visits, done = search(
            obs,
            legal,
            self.rng,
            iterations=self.iterations,
            deadline=deadline,
            params=self.params,
            priors=priors,
            clock=self.clock,
            game=self.game,
        )
        self.last_iterations = done
        return best_of(visits, legal)

    def _fallback(self, obs: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        self.fallbacks += 1
        state = self.game.rules.determinize(obs, rng)
        return self.game.heuristics.medium_move(state, legal, rng)
