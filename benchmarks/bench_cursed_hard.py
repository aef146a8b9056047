"""Cursed Gifts' Hard at the table's own budget (1 s): think time per decision and the ISMCTS
iterations it actually reaches, against Medium at 2, 4 and 8 seats. The iterations say what
an arena run with an iteration budget (`hard:600i`) stands for on this machine.

`python -m benchmarks.run cursed_hard` (`--quick`: one game per table size).
"""

from __future__ import annotations

import statistics
import time

from siege_desktop.ai import make_agent
from siege_desktop.ai.hard import HardAgent
from siege_desktop.core.registry import find_game


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(seats: int, games: int) -> tuple[list[float], list[float]]:
    """(seconds, iterations) of every Hard decision with a real choice, Hard in a
    different seat each game, the others Medium."""
    spec = find_game("cursed-gifts")
    rules = spec.rules
    times: list[float] = []
    iterations: list[float] = []
    for g in range(games):
        state = rules.new_game(rules.default_config(seats), 500 + g)
        hard_seat = g % seats
        hard = HardAgent(9 + g, game=spec)
        agents = [
            hard if k == hard_seat else make_agent("medium", 30 + k + g, game=spec)
            for k in range(seats)
        ]
        while not rules.is_over(state):
            seat = rules.to_act(state)
            legal = rules.legal_actions(state)
            obs = rules.observation(state, seat)
            start = time.perf_counter()
            action = agents[seat].choose(obs, legal)
            spent = time.perf_counter() - start
            if seat == hard_seat and len(legal) > 1:
                times.append(spent)
                iterations.append(float(hard.last_iterations))
            state = rules.apply_unchecked(state, action)
    return times, iterations


def run(quick: bool) -> None:
    games = 1 if quick else 3
    print(f"Cursed Gifts' Hard, default 1 s budget, vs Medium ({games} game(s) per table size)")
    for seats in (2, 4, 8):
        times, its = measure(seats, games)
        print(
            f"  {seats} seats: {len(times)} decisions; think mean {statistics.fmean(times):.3f} s, "
            f"p95 {_quantile(times, 0.95):.3f} s, max {max(times):.3f} s; iterations "
            f"median {_quantile(its, 0.5):,.0f} (p10 {_quantile(its, 0.1):,.0f}, "
            f"p90 {_quantile(its, 0.9):,.0f})"
        )
