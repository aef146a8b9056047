"""Hard: ISMCTS to a time or iteration budget, falling back to Medium's move when the
search fails or overruns its budget."""

from __future__ import annotations

import logging
import math
import random
import time
from collections.abc import Callable

from siege_desktop.ai.greedy import greedy_move, move_values
from siege_desktop.ai.ismcts import SearchParams, best_of, search
from siege_desktop.ai.policy import discard_choice
from siege_desktop.engine.actions import Action
from siege_desktop.engine.observation import Observation, determinize
from siege_desktop.engine.state import Phase

log = logging.getLogger(__name__)

DEFAULT_TIME_BUDGET = 1.0
#: Share of the budget the search may use; the rest covers dealing and returning the move.
SEARCH_SHARE = 0.92
#: A decision slower than this many budgets counts as an overrun.
OVERRUN = 1.5


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
    ) -> None:
        self.rng = rng if rng is not None else random.Random(seed)
        if time_budget is None and iterations is None:
            time_budget = DEFAULT_TIME_BUDGET
        self.time_budget = time_budget
        self.iterations = iterations
        self.params = params or SearchParams()
        self.clock = clock
        self.last_iterations = 0
        self.fallbacks = 0

    def choose(self, obs: Observation, legal: tuple[Action, ...]) -> Action:
        if len(legal) == 1:
            return legal[0]
        start = self.clock()
        # The fallback's deal is drawn first so that a failing search leaves the same stream.
        fallback_rng = random.Random(self.rng.getrandbits(64))
        try:
            if obs.phase is Phase.DISCARD:
                # Which lands pay a discard is a small choice: the rule of thumb makes it.
                return discard_choice(determinize(obs, self.rng), legal)
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

    def _search(self, obs: Observation, legal: tuple[Action, ...], start: float) -> Action | None:
        deadline = None
        if self.time_budget is not None:
            deadline = start + SEARCH_SHARE * self.time_budget
        priors = None
        if self.params.prior_visits > 0:
            # Medium's opinion of each root move, on one deal, seeds the search.
            scale = self.params.reward_scale
            values = move_values(determinize(obs, self.rng), legal)
            priors = {a: 0.5 + 0.5 * math.tanh(v / scale) for a, v in values.items()}
        visits, done = search(
            obs,
            legal,
            self.rng,
            iterations=self.iterations,
            deadline=deadline,
            params=self.params,
            priors=priors,
            clock=self.clock,
        )
        self.last_iterations = done
        return best_of(visits, legal)

    def _fallback(self, obs: Observation, legal: tuple[Action, ...], rng: random.Random) -> Action:
        self.fallbacks += 1
        return greedy_move(determinize(obs, rng), legal)
