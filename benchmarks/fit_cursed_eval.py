"""Fit the weights of Cursed Gifts' 2-seat evaluation (`games/cursed/ai/evaluation.py`) to
game results, and say how well it predicts against the hand-set `seat_value` share.

Plays 2-seat games of Medium (each seat Easy one time in four, for variety), keeps the
position at the start of every turn with both seats' `features`, and fits a logistic
regression of the first seat's win on the difference of the two seats' features (Newton's
method with a little L2, pure Python, so nothing beyond the project's dependencies). Every
fifth game is held out to score the fit. Prints the weights as the module's literal.

`python -m benchmarks.fit_cursed_eval --games 20000 --seed 1000000 --jobs 2` (about 3 minutes)
"""

from __future__ import annotations

import argparse
import math
import random
from multiprocessing import Pool

from benchmarks.linear import solve
from siege_desktop.ai.levels import EasyAgent, MediumAgent
from siege_desktop.core.registry import find_game
from siege_desktop.games.cursed.ai.evaluation import FEATURES, features, logistic
from siege_desktop.games.cursed.ai.heuristics import seat_value

L2 = 1e-3
Row = tuple[list[float], float, float]  # feature differences, first seat's win, share


def _game(seed: int) -> list[Row]:
    spec = find_game("cursed-gifts")
    rules = spec.rules
    pick = random.Random(seed)
    state = rules.new_game(rules.default_config(2), seed)
    agents = [
        (EasyAgent if pick.random() < 0.25 else MediumAgent)(seed * 16 + k, game=spec)
        for k in range(2)
    ]
    kept = []
    seen_turn = -1
    while not rules.is_over(state):
        if state.window < 0 and state.played == 0 and state.turn != seen_turn:
            seen_turn = state.turn
            if not state.out:
                diff = [a - b for a, b in zip(features(state, 0), features(state, 1), strict=True)]
                v0, v1 = seat_value(state, 0), seat_value(state, 1)
                kept.append((diff, v0 / (v0 + v1)))
        seat = rules.to_act(state)
        legal = rules.legal_actions(state)
        state = rules.apply_unchecked(
            state, agents[seat].choose(rules.observation(state, seat), legal)
        )
    result = rules.outcome(state)
    assert result is not None
    won = 1.0 / len(result.winners) if 0 in result.winners else 0.0
    return [(diff, won, share) for diff, share in kept]


def fit(rows: list[Row], rounds: int = 8) -> list[float]:
    """Logistic regression by Newton's method; returns one weight per feature."""
    n = len(FEATURES)
    w = [0.0] * n
    for _ in range(rounds):
        grad = [0.0] * n
        hess = [[0.0] * n for _ in range(n)]
        for x, y, _share in rows:
            p = logistic(sum(wi * xi for wi, xi in zip(w, x, strict=True)))
            g = p - y
            h = p * (1.0 - p)
            nz = [(i, xi) for i, xi in enumerate(x) if xi]
            for i, xi in nz:
                grad[i] += g * xi
                hrow = hess[i]
                hx = h * xi
                for j, xj in nz:
                    if j >= i:
                        hrow[j] += hx * xj
        count = len(rows)
        for i in range(n):
            grad[i] = grad[i] / count + L2 * w[i]
            for j in range(i, n):
                hess[i][j] /= count
                hess[j][i] = hess[i][j]
            hess[i][i] += L2
        step = solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step, strict=True)]
    return w


def log_loss(pairs: list[tuple[float, float]]) -> float:
    total = 0.0
    for p, y in pairs:
        p = min(1 - 1e-6, max(1e-6, p))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(pairs)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1_000_000)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    seeds = [args.seed + i for i in range(args.games)]
    with Pool(args.jobs) as pool:
        games = pool.map(_game, seeds, chunksize=50)
    train = [row for g, rows in enumerate(games) if g % 5 for row in rows]
    test = [row for g, rows in enumerate(games) if not g % 5 for row in rows]
    w = fit(train)
    base = sum(y for _, y, _ in train) / len(train)
    print(f"positions: {len(train)} to fit, {len(test)} held out ({args.games} games)")
    print(f"held-out log loss: constant {log_loss([(base, y) for _, y, _ in test]):.4f}")
    print(f"  seat_value share {log_loss([(s, y) for _, y, s in test]):.4f}")
    fitted = [(logistic(sum(a * b for a, b in zip(w, x, strict=True))), y) for x, y, _ in test]
    print(f"  fitted           {log_loss(fitted):.4f}")
    print("WEIGHTS: Final = {")
    for name, value in zip(FEATURES, w, strict=True):
        print(f'    "{name}": {value:.4f},')
    print("}")


if __name__ == "__main__":
    main()
