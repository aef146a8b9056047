"""Tallying arena games: win shares with a 95% Wilson interval, scores, think times."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Sequence
from typing import Any

from siege_desktop.arena.games import AgentSpec, GameResult

Z95 = 1.959964


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion; a shared win counts fractionally, which
    the interval treats like a win of that weight (slightly conservative for ties)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0..100) by nearest rank; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def summarize(specs: Sequence[AgentSpec], games: Sequence[GameResult]) -> dict[str, Any]:
    """The arena's JSON report."""
    n = len(games)
    agents: dict[str, Any] = {}
    for k, spec in enumerate(specs):
        wins = sum(g.wins[k] for g in games)
        think = [t for g in games for t in g.think[k]]
        low, high = wilson(wins, n)
        agents[spec.label] = {
            "level": spec.level,
            "time_budget_s": spec.time_budget,
            "iterations": spec.iterations,
            "games": n,
            "wins": wins,
            "win_share": wins / n if n else 0.0,
            "ci95": [low, high],
            "mean_score": statistics.fmean(g.scores[k] for g in games) if n else 0.0,
            "decisions": len(think),
            "think_mean_s": statistics.fmean(think) if think else 0.0,
            "think_p95_s": percentile(think, 95),
            "think_max_s": max(think, default=0.0),
        }
    # Whoever moved first, whichever agent it was: the first seat's edge (a mirror match
    # shows it alone; the rotation gives each entrant the first seat equally often).
    first_wins = sum(g.wins[g.first] for g in games)
    return {
        "games": n,
        "seats": len(specs),
        "ci_method": "wilson95",
        "agents": agents,
        "first_seat_win_share": first_wins / n if n else 0.0,
        "first_seat_ci95": list(wilson(first_wins, n)),
        **spread("turns", [g.turns for g in games]),
        **spread("rounds", [g.rounds for g in games if g.rounds is not None]),
        **spread("actions", [g.actions for g in games]),
        # How the games ended (a threshold reached, the round limit...), most often first:
        # a share at the round limit says the entrants stall.
        "endings": dict(Counter(g.ending for g in games if g.ending).most_common()),
    }


def spread(name: str, values: Sequence[int]) -> dict[str, float]:
    """`name`_mean and `name`_median of a game-length count; nothing for a count the game
    does not keep (an empty list)."""
    if not values:
        return {}
    return {f"{name}_mean": statistics.fmean(values), f"{name}_median": statistics.median(values)}


def render(report: dict[str, Any]) -> str:
    """The report as a table for people."""
    game = f" of {report['game']}" if "game" in report else ""
    lines = [
        f"{report['games']} games{game}, {report['seats']} seats; win share with a 95% Wilson "
        "interval (a shared win counts as a fraction); think time per decision with a choice",
        f"{'agent':<14} {'win share':>9} {'95% CI':>15} {'score':>6} "
        f"{'think mean':>10} {'p95':>7} {'max':>7} {'decisions':>9}",
    ]
    for label, a in report["agents"].items():
        low, high = a["ci95"]
        lines.append(
            f"{label:<14} {a['win_share']:>9.1%} {f'{low:.1%}–{high:.1%}':>15} "
            f"{a['mean_score']:>6.2f} {a['think_mean_s']:>9.3f}s {a['think_p95_s']:>6.3f}s "
            f"{a['think_max_s']:>6.3f}s {a['decisions']:>9}"
        )
    counts = [c for c in ("turns", "rounds", "actions") if f"{c}_median" in report]
    length = ", ".join(
        f"{report[f'{c}_median']:g} {c} (mean {report[f'{c}_mean']:.1f})" for c in counts
    )
    low, high = report["first_seat_ci95"]
    lines.append(
        f"the seat that moved first won {report['first_seat_win_share']:.1%} "
        f"(95% CI {low:.1%}–{high:.1%}; an even share is {1 / report['seats']:.1%})"
    )
    if report.get("table_rules"):
        rules = ", ".join(f"{k}={v}" for k, v in report["table_rules"].items())
        lines.append(f"table rules: {rules}")
    lines.append(f"game length, median: {length}")
    if report.get("endings"):
        ended = ", ".join(f"{why} {count}" for why, count in report["endings"].items())
        lines.append(f"how the games ended: {ended}")
    return "\n".join(lines)
