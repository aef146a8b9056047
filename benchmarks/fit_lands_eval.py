"""Fit the weights of Lands of the Summoners' evaluation (`games/summoner_lands/ai/evaluation.py`)
to game results, and say how well it predicts against the hand-set `seat_value` lead.

Plays Medium games (the decks rotated over the seats as in `benchmarks.lands_decks`), keeps
the position at the start of every turn with every live seat's `features`, and fits a
conditional logit (the winner among the seats: soft-max of each seat's weighted features)
by Newton's method with a little L2, pure Python. One fit for 2 seats, one for 4 (used at 3
seats or more). Every fifth game is held out to score the fit against a soft-max of
`seat_value` with its one scale fitted on the same positions. Prints the weights as the
module's literal.

`python -m benchmarks.fit_lands_eval --seats 2 --games 500` (about 7 minutes of CPU) and
`python -m benchmarks.fit_lands_eval --seats 4 --games 480` (about 25 minutes); the weights
in `evaluation.py` are these two runs' (seed 500000).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from multiprocessing import Pool
from pathlib import Path

import attrs

from benchmarks.lands_decks import lineups
from benchmarks.linear import solve
from siege_desktop.arena.games import table_config
from siege_desktop.core.registry import find_game
from siege_desktop.games.summoner_lands.ai.evaluation import FEATURES, features, softmax
from siege_desktop.games.summoner_lands.ai.heuristics import HEURISTICS
from siege_desktop.games.summoner_lands.ai.values import seat_value
from siege_desktop.games.summoner_lands.rules.cards import DECKS
from siege_desktop.games.summoner_lands.rules.state import LandsState

GAME = "summoner-lands"
L2 = 1e-3
#: One position: every live seat's features, its seat_value, and its share of the win.
Position = tuple[list[list[float]], list[float], list[float]]


def play(job: tuple[int, int, int]) -> list[Position]:
    """The positions at the start of every turn of one Medium game (seed `seed + game`)."""
    seats, game, seed = job
    spec = find_game(GAME)
    engine = spec.rules
    cycle = lineups(seats, len(DECKS))
    config = table_config(spec, seats)
    game_seed = seed + game
    config = attrs.evolve(config, decks=cycle[game % len(cycle)])
    state: LandsState = engine.new_game(config, game_seed)
    rng = random.Random(game_seed)
    kept: list[tuple[tuple[int, ...], list[list[float]], list[float]]] = []
    seen = -1
    while not engine.is_over(state):
        if state.turn != seen and state.phase in ("summon", "rest"):
            seen = state.turn
            live = state.live()
            kept.append(
                (live, [features(state, s) for s in live], [seat_value(state, s) for s in live])
            )
        state = engine.apply_unchecked(
            state, HEURISTICS.medium_move(state, engine.legal_actions(state), rng)
        )
    result = engine.outcome(state)
    assert result is not None
    won = [s for s in range(seats) if result.places[s] == 1]
    return [
        (rows, values, [1.0 / len(won) if s in won else 0.0 for s in live])
        for live, rows, values in kept
    ]


def fit(positions: list[tuple[list[list[float]], list[float]]], rounds: int = 10) -> list[float]:
    """Conditional logit by Newton's method: one weight per column of the rows."""
    n = len(positions[0][0][0])
    w = [0.0] * n
    for _ in range(rounds):
        grad = [0.0] * n
        hess = [[0.0] * n for _ in range(n)]
        for rows, ys in positions:
            p = softmax([sum(a * b for a, b in zip(w, r, strict=True)) for r in rows])
            mean = [sum(pk * r[i] for pk, r in zip(p, rows, strict=True)) for i in range(n)]
            for pk, yk, r in zip(p, ys, rows, strict=True):
                d = [r[i] - mean[i] for i in range(n)]
                for i in range(n):
                    grad[i] += (pk - yk) * r[i]
                    if d[i]:
                        hrow = hess[i]
                        pd = pk * d[i]
                        for j in range(n):
                            hrow[j] += pd * d[j]
        count = len(positions)
        for i in range(n):
            grad[i] = grad[i] / count + L2 * w[i]
            for j in range(n):
                hess[i][j] /= count
            hess[i][i] += L2
        step = solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step, strict=True)]
    return w


def log_loss(preds: list[tuple[list[float], list[float]]]) -> float:
    """Mean − log of the chance given to the winner(s)."""
    total = 0.0
    for p, ys in preds:
        total -= sum(
            y * math.log(min(1 - 1e-9, max(1e-9, pk))) for pk, y in zip(p, ys, strict=True)
        )
    return total / len(preds)


def accuracy(preds: list[tuple[list[float], list[float]]]) -> float:
    """Share of positions whose favourite won (a shared win counts by its share)."""
    got = 0.0
    for p, ys in preds:
        got += ys[max(range(len(p)), key=lambda k: p[k])]
    return got / len(preds)


def report(seats: int, games: list[list[Position]]) -> list[float]:
    train = [pos for g, ps in enumerate(games) if g % 5 for pos in ps]
    test = [pos for g, ps in enumerate(games) if not g % 5 for pos in ps]
    w = fit([(rows, ys) for rows, _, ys in train])
    scale = fit([([[v] for v in values], ys) for _, values, ys in train])[0]
    print(
        f"{seats} seats: {len(train)} positions to fit, {len(test)} held out ({len(games)} games)"
    )
    even = [([1.0 / len(ys)] * len(ys), ys) for _, _, ys in test]
    lead = [(softmax([scale * v for v in values]), ys) for _, values, ys in test]
    fitted = [
        (softmax([sum(a * b for a, b in zip(w, r, strict=True)) for r in rows]), ys)
        for rows, _, ys in test
    ]
    print(f"  held-out log loss: even {log_loss(even):.4f}")
    print(f"    seat_value (scale {scale:.2f}) {log_loss(lead):.4f}", end="")
    print(f"  favourite won {accuracy(lead):.3f}")
    print(f"    fitted {log_loss(fitted):.4f}  favourite won {accuracy(fitted):.3f}")
    return w


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--seats", default="2,4", help="seat counts, e.g. 2,4")
    parser.add_argument("--games", type=int, default=300, help="games per seat count")
    parser.add_argument("--seed", type=int, default=500_000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--cache", type=Path, help="keep the played positions in this file")
    args = parser.parse_args(argv)
    found: dict[str, list[list[Position]]] = {}
    if args.cache and args.cache.exists():
        found = json.loads(args.cache.read_text())
    weights: dict[int, list[float]] = {}
    for seats in (int(s) for s in args.seats.split(",")):
        games = found.get(str(seats), [])
        while len(games) < args.games:  # in chunks, kept as they come when cached
            jobs = [
                (seats, g, args.seed) for g in range(len(games), min(args.games, len(games) + 20))
            ]
            if args.jobs > 1:
                with Pool(args.jobs) as pool:
                    games += pool.map(play, jobs, chunksize=4)
            else:
                games += [play(j) for j in jobs]
            found[str(seats)] = games
            if args.cache:
                args.cache.write_text(json.dumps(found))
        weights[seats] = report(seats, games[: args.games])
        sys.stdout.flush()
    print("WEIGHTS: Final[dict[int, dict[str, float]]] = {")
    for seats, w in weights.items():
        print(f"    {2 if seats <= 2 else 3}: {{")
        for name, value in zip(FEATURES, w, strict=True):
            print(f'        "{name}": {value:.4f},')
        print("    },")
    print("}")


if __name__ == "__main__":
    main()
