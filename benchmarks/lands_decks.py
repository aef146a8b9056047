"""Lands of the Summoners' deck balance in Medium mirror games: each deck's win share with its
95% interval against par (1 / seats), the decks rotated over the seats so that in every cycle
of games each deck meets every other deck and sits in every turn position equally; with the
median game length, the share reaching the round limit and the window decisions per game with
and without the public auto-pass (ruling 60).

    python -m benchmarks.lands_decks --seats 2,4,6 --games 200 --seed 1 --jobs 1
    python -m benchmarks.lands_decks --seats 2 --games 200 --rule deck_set=balanced
"""

from __future__ import annotations

import argparse
import itertools
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import attrs

from siege_desktop.arena.games import table_config
from siege_desktop.core.cli import add_rule_argument
from siege_desktop.core.registry import find_game
from siege_desktop.games.summoner_lands.ai.heuristics import HEURISTICS
from siege_desktop.games.summoner_lands.rules.cards import DECKS
from siege_desktop.games.summoner_lands.rules.state import LandsState

GAME = "summoner-lands"
AUTO_PASSED = "(no possible answer)"  # the log's words for a seat passed by ruling 60


def lineups(seats: int, decks: int = len(DECKS)) -> list[tuple[int, ...]]:
    """One cycle of line-ups, deck by turn position (0 = the first player). Up to `decks`
    seats: every set of distinct decks in each of its cyclic turns, so every pair of decks
    meets equally often and every deck sits in every position equally often. With more seats
    than decks, every deck plays and the remaining seats repeat each choice of decks in turn."""
    if seats <= decks:
        groups = [list(c) for c in itertools.combinations(range(decks), seats)]
    else:
        extra = itertools.combinations_with_replacement(range(decks), seats - decks)
        groups = [sorted([*range(decks), *more]) for more in extra]
    return [tuple(g[k:] + g[:k]) for g in groups for k in range(seats)]


def seat_decks(lineup: Sequence[int], starter: int) -> tuple[int, ...]:
    """The line-up given by turn position, as decks by seat: the first player is the seat
    after the one that lays the last land, layout starter + 9 (rulings 5-7)."""
    n = len(lineup)
    first = (starter + 9) % n
    return tuple(lineup[(s - first) % n] for s in range(n))


@attrs.frozen
class Played:
    """One game: decks by turn position, the winners' positions and the counts."""

    lineup: tuple[int, ...]
    winners: tuple[int, ...]
    rounds: int
    ending: str
    asked: int  # window prompts with the public auto-pass
    auto: int  # window seats the auto-pass answered (each one a prompt without it)
    able: int  # window prompts where the seat had a legal cast or ability


def rotated_game(
    seats: int, game: int, seed: int, rules: Mapping[str, Any] | None = None
) -> tuple[LandsState, tuple[int, ...], int]:
    """Game `game` of a run set up: (the new game with seed `seed + game` and line-up `game`
    of the cycle dealt by turn position, that line-up, the seat that plays first)."""
    spec = find_game(GAME)
    engine = spec.rules
    cycle = lineups(seats)
    lineup = cycle[game % len(cycle)]
    config = table_config(spec, seats, rules)
    starter = engine.new_game(config, seed + game).starter
    decks = seat_decks(lineup, starter)
    state: LandsState = engine.new_game(attrs.evolve(config, decks=decks), seed + game)
    return state, lineup, (starter + 9) % seats


def play(seats: int, game: int, seed: int, rules: Mapping[str, Any] | None = None) -> Played:
    """Game `game` of a run: line-up `game` of the cycle, seed `seed + game`, every seat Medium
    (its own generator per game)."""
    engine = find_game(GAME).rules
    state, lineup, first = rotated_game(seats, game, seed, rules)
    rng = random.Random(seed + game)
    asked = auto = able = 0
    while not engine.is_over(state):
        legal = engine.legal_actions(state)
        if state.phase == "window":
            asked += 1
            able += len(legal) > 1
        action = HEURISTICS.medium_move(state, legal, rng)
        state, events = engine.apply_logged(state, action)
        auto += sum(1 for e in events if e.text.endswith(AUTO_PASSED))
    result = engine.outcome(state)
    assert result is not None, "a finished game has a result"
    return Played(
        lineup=lineup,
        winners=tuple((w - first) % seats for w in result.winners),
        rounds=state.round,
        ending=state.ending,
        asked=asked,
        auto=auto,
        able=able,
    )


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson interval of a share (shared wins count as fractions)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def shares(results: Sequence[Played]) -> tuple[list[float], list[int]]:
    """Wins (shared wins split) and seat-games of each deck."""
    won = [0.0] * len(DECKS)
    played = [0] * len(DECKS)
    for r in results:
        for d in r.lineup:
            played[d] += 1
        for w in r.winners:
            won[r.lineup[w]] += 1 / len(r.winners)
    return won, played


def report(seats: int, results: Sequence[Played], spent: float) -> list[str]:
    par = 1 / seats
    cycle = len(lineups(seats))
    lines = [
        f"{seats} seats: {len(results)} Medium mirror games ({spent:.0f} s CPU), "
        f"a cycle of line-ups is {cycle} games"
        + ("" if len(results) % cycle == 0 else " (not a whole number of cycles: unbalanced)"),
        f"  deck win share (par {par:.2f}; within 8 points: {par - 0.08:.2f} to {par + 0.08:.2f})",
    ]
    won, played = shares(results)
    worst = 0.0
    for d, deck in enumerate(DECKS):
        if not played[d]:
            continue
        share = won[d] / played[d]
        lo, hi = wilson(won[d], played[d])
        worst = max(worst, abs(share - par))
        mark = "" if abs(share - par) <= 0.08 else "  off"
        lines.append(
            f"    {deck.name:<15} {share:.3f}  (95% {lo:.3f}-{hi:.3f}, "
            f"{played[d]} seat-games){mark}"
        )
    lines.append(f"  largest distance from par: {worst * 100:.1f} points")
    position = [0.0] * seats
    for r in results:
        for w in r.winners:
            position[w] += 1 / len(r.winners)
    lines.append(
        "  win share by turn position (first player first): "
        + " / ".join(f"{p / len(results):.2f}" for p in position)
    )
    if seats == 2:
        lines.append("  head to head (row's win share against column):")
        lines.append("    " + " " * 10 + "".join(f"{d.name.split()[0]:>10}" for d in DECKS))
        for a, deck in enumerate(DECKS):
            cells = []
            for b in range(len(DECKS)):
                games = [r for r in results if set(r.lineup) == {a, b} and a != b]
                wins = sum(r.lineup[w] == a for r in games for w in r.winners)
                cells.append(f"{wins / len(games):>10.2f}" if games else f"{'-':>10}")
            lines.append(f"    {deck.name.split()[0]:<10}" + "".join(cells))
    rounds = [r.rounds for r in results]
    limit = sum(r.ending == "round-limit" for r in results)
    lines.append(
        f"  rounds: median {statistics.median(rounds)}, p90 "
        f"{sorted(rounds)[int(0.9 * (len(rounds) - 1))]}; reached the round limit "
        f"{limit} of {len(results)} ({limit / len(results):.1%})"
    )
    asked = statistics.mean(r.asked for r in results)
    every = statistics.mean(r.asked + r.auto for r in results)
    able = statistics.mean(r.able for r in results)
    lines.append(
        f"  window decisions per game: {every:.1f} without the public auto-pass (every seat "
        f"asked), {asked:.1f} with it; {able:.1f} with a legal cast or ability"
    )
    return lines


def run_seats(seats: int, games: int, seed: int, jobs: int, rules: Mapping[str, Any]) -> list[str]:
    start = time.process_time()
    indices = range(games)
    if jobs == 1:
        results = [play(seats, i, seed, rules) for i in indices]
    else:
        with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
            results = list(
                pool.map(play, [seats] * games, indices, [seed] * games, [rules] * games)
            )
    return report(seats, results, time.process_time() - start)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.lands_decks",
        description=__doc__.split("\n\n")[0] if __doc__ else None,
    )
    parser.add_argument("--seats", default="2,4,6", help="seat counts, e.g. 2,4,6 (default)")
    parser.add_argument("--games", type=int, default=100, help="games per seat count")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    add_rule_argument(parser, "deck_set=balanced or auto_pass=false")
    args = parser.parse_args(argv)
    try:
        counts = [int(part) for part in args.seats.split(",")]
    except ValueError:
        parser.error(f"--seats is a list of seat counts such as 2,4,6, not {args.seats!r}")
    spec = find_game(GAME)
    if any(not spec.min_seats <= n <= spec.max_seats for n in counts):
        parser.error(f"seat counts are {spec.min_seats} to {spec.max_seats}")
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    rules = dict(args.rule)
    if "decks" in rules:
        parser.error("the benchmark rotates the decks itself; leave out the decks rule")
    try:
        for n in counts:
            table_config(spec, n, rules)
    except ValueError as exc:
        parser.error(str(exc))
    print(f"Lands of the Summoners, Medium mirror, table rules {rules or 'default'}")
    for n in counts:
        print("\n".join(run_seats(n, args.games, args.seed, args.jobs, rules)), flush=True)
    return 0


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
