"""Lands of the Summoners: Medium's policy with other weights (`ai/weights.py`) against Medium,
and a coordinate search for better weights by self-play (Hard's base policy is the result,
`weights.TUNED`).

A 2-seat evaluation plays each seed twice, the tuned policy in either seat (paired games:
the same deal and decks, the seats swapped), the decks rotated over seeds as in
`benchmarks.lands_decks`; a 4-seat one puts the tuned policy in each turn position in turn
against three Mediums. Wins are the tuned seat's (a shared win counts as a fraction).

    python -m benchmarks.lands_tune eval --seats 2 --games 400 --seed 50000 --weights tuned
    python -m benchmarks.lands_tune eval --seats 4 --games 200 --seed 60000 --weights tuned
    python -m benchmarks.lands_tune eval --seats 2 --games 400 --weights "take=1.2,slot=0.3"
    python -m benchmarks.lands_tune search --games 200 --seed 10000 --jobs 2

`search` tries each knob scaled down and up (`--steps`) from the current set, keeps a change
when it wins more games than the current set on the same seeds (by `--margin` games), and
prints every trial; confirm its result on fresh seeds with `eval` (a search overfits its own
seeds).
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

import attrs

from benchmarks.lands_decks import rotated_game, wilson
from siege_desktop.core.registry import find_game
from siege_desktop.games.summoner_lands.ai.policy import medium_move
from siege_desktop.games.summoner_lands.ai.weights import MEDIUM, TUNED, Weights

GAME = "summoner-lands"
#: The knobs `search` tries, in order (the others keep their values).
KNOBS = (
    "soon",
    "creature",
    "hand_card",
    "rivals_gain",
    "reserve",
    "window_rival",
    "cast_cost",
    "block_loss",
    "take",
    "rivals_land",
    "own_kind",
    "land_lost",
    "sure_margin",
    "rival_home",
    "slot",
    "min_gain",
    "creature_weight",
    "trick",
    "claim_native",
    "move_sure",
)


def play(seats: int, game: int, tuned_seat: int, seed: int, weights: Weights) -> float:
    """Game `game` of a run (line-up `game` of the cycle, seed `seed + game`) with `weights`
    playing turn position `tuned_seat` and Medium the rest: the tuned seat's share of the
    win (0 or 1, a fraction when shared)."""
    engine = find_game(GAME).rules
    game_seed = seed + game
    state, _, first = rotated_game(seats, game, seed)
    tuned = (first + tuned_seat) % seats
    rngs = [random.Random(game_seed * 10 + s) for s in range(seats)]
    while not engine.is_over(state):
        legal = engine.legal_actions(state)
        seat = engine.to_act(state)
        w = weights if seat == tuned else MEDIUM
        state = engine.apply_unchecked(state, medium_move(state, legal, rngs[seat], w))
    result = engine.outcome(state)
    assert result is not None, "a finished game has a result"
    return 1.0 / len(result.winners) if tuned in result.winners else 0.0


def _jobs(seats: int, games: int, seed: int) -> list[tuple[int, int]]:
    """(game, tuned turn position) of an evaluation: each game in both positions at 2 seats
    (`games` counts both), one position in turn at more seats."""
    if seats == 2:
        return [(g, p) for g in range(games // 2) for p in (0, 1)]
    return [(g, g % seats) for g in range(games)]


def evaluate(
    weights: Weights, seats: int, games: int, seed: int, pool: ProcessPoolExecutor | None
) -> float:
    """The tuned seat's wins over an evaluation's games."""
    jobs = _jobs(seats, games, seed)
    args = (
        [seats] * len(jobs),
        [g for g, _ in jobs],
        [p for _, p in jobs],
        [seed] * len(jobs),
        [weights] * len(jobs),
    )
    if pool is None:
        return sum(map(play, *args))
    return sum(pool.map(play, *args, chunksize=4))


def parse_weights(text: str) -> Weights:
    """`medium`, `tuned`, or `tuned:`/`medium:` followed by (or just) `name=value,...`."""
    base = MEDIUM
    if text.startswith(("tuned", "medium")):
        head, _, text = text.partition(":")
        base = TUNED if head == "tuned" else MEDIUM
    changes: dict[str, float] = {}
    for part in filter(None, text.split(",")):
        name, _, value = part.partition("=")
        if name not in attrs.fields_dict(Weights):
            raise ValueError(f"no weight named {name!r}")
        changes[name] = float(value)
    return attrs.evolve(base, **changes)


def changed(w: Weights) -> str:
    """The knobs `w` sets otherwise than Medium, as `name=value,...`."""
    return ",".join(
        f"{f.name}={getattr(w, f.name):g}"
        for f in attrs.fields(Weights)
        if getattr(w, f.name) != getattr(MEDIUM, f.name)
    )


def report(label: str, wins: float, games: int, seats: int, seed: int, spent: float) -> str:
    lo, hi = wilson(wins, games)
    return (
        f"{label}: {wins:g}/{games} = {wins / games:.1%} (95% {lo:.1%}-{hi:.1%}; par "
        f"{1 / seats:.0%}) at {seats} seats, seeds {seed}-{seed + _jobs(seats, games, seed)[-1][0]}"
        f" [{spent:.0f} s]"
    )


def search(
    start: Weights,
    games: int,
    seed: int,
    steps: Sequence[float],
    margin: float,
    rounds: int,
    pool: ProcessPoolExecutor | None,
) -> Weights:
    """Coordinate search at 2 seats on one set of seeds: each knob scaled by each step, a
    change kept when it beats the current set by `margin` wins."""
    t = time.time()
    best = start
    best_wins = evaluate(best, 2, games, seed, pool)
    print(report(f"start {changed(best) or 'medium'}", best_wins, games, 2, seed, time.time() - t))
    for _ in range(rounds):
        improved = False
        for name in KNOBS:
            for step in steps:
                value = round(getattr(best, name) * step, 4)
                trial = attrs.evolve(best, **{name: value})
                t = time.time()
                wins = evaluate(trial, 2, games, seed, pool)
                keep = wins >= best_wins + margin
                print(
                    report(f"  {name}={value:g}", wins, games, 2, seed, time.time() - t)
                    + ("  KEPT" if keep else ""),
                    flush=True,
                )
                if keep:
                    best, best_wins, improved = trial, wins, True
                    break
        print(f"after the round: {changed(best)} ({best_wins:g}/{games})", flush=True)
        if not improved:
            break
    return best


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.lands_tune",
        description=__doc__.split("\n\n")[0] if __doc__ else None,
    )
    parser.add_argument("mode", choices=("eval", "search"))
    parser.add_argument("--seats", type=int, default=2, help="eval: 2 to 6 seats")
    parser.add_argument("--games", type=int, default=400, help="games per evaluation")
    parser.add_argument("--seed", type=int, default=50000, help="seed of the first game")
    parser.add_argument("--weights", default="tuned", help="eval / search start: see above")
    parser.add_argument("--jobs", type=int, default=1, help="processes")
    parser.add_argument("--steps", default="0.5,1.5", help="search: factors tried per knob")
    parser.add_argument("--margin", type=float, default=4.0, help="search: wins to keep")
    parser.add_argument("--rounds", type=int, default=2, help="search: passes over the knobs")
    args = parser.parse_args(argv)
    try:
        weights = parse_weights(args.weights)
        steps = [float(s) for s in args.steps.split(",")]
    except ValueError as exc:
        parser.error(str(exc))
    if not 2 <= args.seats <= 6 or args.games < 2 or args.jobs < 1:
        parser.error("--seats is 2 to 6, --games at least 2, --jobs at least 1")
    pool = (
        ProcessPoolExecutor(args.jobs, mp_context=multiprocessing.get_context("spawn"))
        if args.jobs > 1
        else None
    )
    try:
        if args.mode == "eval":
            t = time.time()
            wins = evaluate(weights, args.seats, args.games, args.seed, pool)
            label = changed(weights) or "medium"
            print(report(label, wins, args.games, args.seats, args.seed, time.time() - t))
        else:
            found = search(weights, args.games, args.seed, steps, args.margin, args.rounds, pool)
            print(f"found: {changed(found)}")
    finally:
        if pool is not None:
            pool.shutdown()
    return 0


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
