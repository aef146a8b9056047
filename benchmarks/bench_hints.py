"""Suggest a move: how long a hint's search takes, per game and seat count, at the game's own
budget (`ai.hint.suggest`; Cursed Gifts' `extra["hint_iterations"]`). The decisions are those
of seeded random games, a few per game, Comeback windows among them.

`python -m benchmarks.run hints` (`--quick`: fewer decisions).
"""

from __future__ import annotations

import random
import statistics
import time

from siege_desktop.ai.hint import suggest
from siege_desktop.core.registry import find_game

Decision = tuple[object, tuple[object, ...]]


def decisions(game: str, seats: int, count: int, seed: int) -> list[Decision]:
    """(observation, legal) of `count` decisions with a choice, from one seeded random game
    (further games when it ends first)."""
    rules = find_game(game).rules
    rng = random.Random(seed)
    out: list[Decision] = []
    while len(out) < count:
        state = rules.new_game(rules.default_config(seats), seed + len(out))
        while not rules.is_over(state) and len(out) < count:
            legal = tuple(rules.legal_actions(state))
            if len(legal) > 1 and rng.random() < 0.25:
                out.append((rules.observation(state, rules.to_act(state)), legal))
            state = rules.apply_unchecked(state, rng.choice(legal))
    return out


def measure(game: str, seats: int, count: int) -> str:
    spec = find_game(game)
    times: list[float] = []
    for obs, legal in decisions(game, seats, count, 7 * seats):
        start = time.perf_counter()
        suggest(obs, legal, game=spec)
        times.append(time.perf_counter() - start)
    times.sort()
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    return (
        f"{spec.name:<18} {seats} seats: hint median {statistics.median(times):.2f} s, "
        f"p95 {p95:.2f} s, max {times[-1]:.2f} s over {len(times)} decisions"
    )


def run(quick: bool) -> None:
    count = 4 if quick else 12
    for game, seats in (("cursed-gifts", 2), ("cursed-gifts", 4), ("cursed-gifts", 8)):
        print(measure(game, seats, count))
    if not quick:
        print(measure("gifts-under-siege", 4, count))
