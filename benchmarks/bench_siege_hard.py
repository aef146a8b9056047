"""Siege's Hard at the table's own budget (1 s): think time per decision and the rollouts
it reaches, against Medium. Hard judges its moves by rollouts through the rival's
next turn (`games/siege/ai/lookahead.py`); the draft, setup, the draw, summons and
attacks are Medium's choices, made at once. The rollouts say what an arena run with a budget in
rollouts (`hard:12i`) stands for on this machine; `measure(..., clock=time.process_time)`
counts them by CPU time, as a quiet core would.

`python -m benchmarks.run siege_hard` (`--quick`: the first 4 rounds of one game, else 12
rounds of two games).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from siege_desktop.ai import make_agent
from siege_desktop.ai.hard import HardAgent
from siege_desktop.core.registry import find_game


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def measure(
    games: int, rounds: int, clock: Callable[[], float] = time.perf_counter
) -> tuple[list[float], list[float], list[float]]:
    """(seconds of every Hard decision with a choice, seconds of the searched ones, their
    rollouts), Hard seated first in even games and second in odd ones; Hard's budget and
    the timings by `clock`."""
    spec = find_game("siege")
    rules = spec.rules
    times: list[float] = []
    searched: list[float] = []
    iterations: list[float] = []
    for g in range(games):
        state = rules.new_game(rules.default_config(2), 700 + g)
        hard_seat = (rules.to_act(state) + g) % 2
        hard = HardAgent(9 + g, game=spec, clock=clock)
        medium = make_agent("medium", 30 + g, game=spec)
        while not rules.is_over(state) and state.round <= rounds:
            seat = rules.to_act(state)
            legal = rules.legal_actions(state)
            obs = rules.observation(state, seat)
            agent = hard if seat == hard_seat else medium
            hard.last_iterations = 0
            start = clock()
            action = agent.choose(obs, legal)
            spent = clock() - start
            if seat == hard_seat and len(legal) > 1:
                times.append(spent)
                if hard.last_iterations:
                    searched.append(spent)
                    iterations.append(float(hard.last_iterations))
            state = rules.apply_unchecked(state, action)
    return times, searched, iterations


def run(quick: bool) -> None:
    games, rounds = (1, 4) if quick else (2, 12)
    times, searched, its = measure(games, rounds)
    print(f"Siege's Hard, default 1 s budget, vs Medium ({games} game(s), {rounds} rounds each)")
    print(
        f"  {len(times)} decisions with a choice: think mean {statistics.fmean(times):.3f} s, "
        f"p95 {_quantile(times, 0.95):.3f} s, max {max(times):.3f} s"
    )
    if searched:
        print(
            f"  {len(searched)} searched (moves): mean {statistics.fmean(searched):.3f} s;"
            f" rollouts median {_quantile(its, 0.5):,.0f} (p10 {_quantile(its, 0.1):,.0f}, "
            f"p90 {_quantile(its, 0.9):,.0f})"
        )
