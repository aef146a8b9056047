"""Lands of the Summoners' Hard at the table's own budget (1 s): think time per decision and
the rollouts it reaches, against Mediums at 2 and 4 seats, and the load average the figures
were taken under (think times on a loaded machine are inflated). Hard judges Medium's best
few options by playing each on to the end of its turn (`games/summoner_lands/ai/lookahead.py`);
the rollouts say what an arena run with a budget in rollouts (`hard:20i`) stands for.

`python -m benchmarks.run lands_hard` (`--quick`: 3 rounds of one 2-seat game, else 8 rounds
of two games at 2 seats and one at 4). Last, the same Hard timed by the process's CPU clock
(4 rounds of one game at 2 and at 4 seats): the rollouts 1 s reaches on a free core, which a
loaded machine's wall clock hides, and so the highest `hard:Ni` that the 1 s Hard stands for.
"""

from __future__ import annotations

import os
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
    seats: int, games: int, rounds: int, clock: Callable[[], float] = time.perf_counter
) -> tuple[list[float], list[float]]:
    """(seconds of every Hard decision with a choice, rollouts of the searched ones), Hard
    in a different seat each game, its budget kept by `clock`."""
    spec = find_game("summoner-lands")
    rules = spec.rules
    times: list[float] = []
    iterations: list[float] = []
    for g in range(games):
        state = rules.new_game(rules.default_config(seats), 900 + g)
        hard_seat = g % seats
        hard = HardAgent(11 + g, game=spec, clock=clock)
        mediums = [make_agent("medium", 40 + g + s, game=spec) for s in range(seats)]
        while not rules.is_over(state) and state.round <= rounds:
            seat = rules.to_act(state)
            legal = rules.legal_actions(state)
            obs = rules.observation(state, seat)
            if seat != hard_seat:
                state = rules.apply_unchecked(state, mediums[seat].choose(obs, legal))
                continue
            hard.last_iterations = 0
            start = clock()
            action = hard.choose(obs, legal)
            spent = clock() - start
            if len(legal) > 1:
                times.append(spent)
                if hard.last_iterations:
                    iterations.append(float(hard.last_iterations))
            state = rules.apply_unchecked(state, action)
    return times, iterations


def run(quick: bool) -> None:
    plan = [(2, 1, 3)] if quick else [(2, 2, 8), (4, 1, 8)]
    for seats, games, rounds in plan:
        load = os.getloadavg()[0]
        times, its = measure(seats, games, rounds)
        print(
            f"Lands of the Summoners' Hard, default 1 s budget, vs Medium: {seats} seats, "
            f"{games} game(s), {rounds} rounds each (load average {load:.1f} at the start)"
        )
        print(
            f"  {len(times)} decisions with a choice: think mean {statistics.fmean(times):.3f} s,"
            f" p95 {_quantile(times, 0.95):.3f} s, max {max(times):.3f} s"
        )
        if its:
            print(
                f"  {len(its)} searched: rollouts median {_quantile(its, 0.5):,.0f} "
                f"(p10 {_quantile(its, 0.1):,.0f}, p90 {_quantile(its, 0.9):,.0f})"
            )
    if quick:
        return
    for seats in (2, 4):
        times, its = measure(seats, 1, 4, time.process_time)
        print(
            f"Lands of the Summoners' Hard, 1 s of CPU time per decision, {seats} seats, 4 rounds:"
            f" {len(its)} searched, rollouts median {_quantile(its, 0.5):,.0f}"
            f" (p10 {_quantile(its, 0.1):,.0f}, p90 {_quantile(its, 0.9):,.0f}),"
            f" CPU p95 {_quantile(times, 0.95):.3f} s, max {max(times):.3f} s"
        )
