"""Play-testing Siege's unit data (RULINGS-siege, "our check"): CPU games of one level
against itself, and for each unit type how many more copies the winner had drafted than the
loser (opening picks and in-turn drafts together), with its standard error. A type far from
0 is stronger (or weaker) than its numbers suggest to that level of play. Also the first
player's share, the game length in rounds and how often the round limit ended a game.

    python -m benchmarks.siege_units --level medium --games 200 --seed 1 --jobs 2

Proposals are measured, never applied: `--rule NAME=VALUE` plays with a table rule of the
configuration (e.g. second_drafts_first=true), and `--unit CODE:stat=value` plays with a unit's
numbers changed in a copy of the data (`benchmarks.siege_patch`; e.g. R3:move=4), in spawned
workers that load the copy. Games of Medium against Medium take about a second each on an
idle core.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from typing import Any

from benchmarks import siege_patch
from siege_desktop.ai import LEVELS, make_agent
from siege_desktop.core.cli import add_rule_argument
from siege_desktop.core.registry import find_game

Rules = dict[str, Any]


def army(state: Any, seat: int) -> Counter[int]:
    """Every card `seat` ever drafted: cards never change hands, so they are its hand, deck,
    graveyard and units on the board at the end (a Siege state, from the registry)."""
    cards: Counter[int] = Counter(state.hands[seat] + state.decks[seat] + state.graveyards[seat])
    cards.update(u.kind for u in state.board if u is not None and u.owner == seat)
    return cards


def play(
    level: str, seed: int, rules: Rules | None = None
) -> tuple[int, tuple[int, ...], int, str, list[int]]:
    """(first player, winners, rounds, ending, winner's minus loser's count per unit type;
    empty for a draw), with these table rules of the configuration."""
    from siege_desktop.arena.games import table_config

    spec = find_game("siege")
    rules_ = spec.rules
    state = rules_.new_game(table_config(spec, 2, rules), seed)
    agents = [make_agent(level, seed * 16 + s, game=spec) for s in (0, 1)]
    first = state.first  # who takes the first turn (the coin's winner)
    while not rules_.is_over(state):
        seat = rules_.to_act(state)
        legal = rules_.legal_actions(state)
        state = rules_.apply_logged(
            state, agents[seat].choose(rules_.observation(state, seat), legal)
        )[0]
    result = rules_.outcome(state)
    assert result is not None
    kinds = len(state.piles)
    diff: list[int] = []
    if len(result.winners) == 1:
        won = result.winners[0]
        a, b = army(state, won), army(state, 1 - won)
        diff = [a[k] - b[k] for k in range(kinds)]
    return first, tuple(result.winners), rules_.length(state).rounds or 0, result.reason, diff


def _play(args: tuple[str, int, Rules]) -> tuple[int, tuple[int, ...], int, str, list[int]]:
    return play(*args)


def _mean_se(values: list[int]) -> tuple[float, float]:
    """The mean and its standard error (0, 0 for no values)."""
    if not values:
        return 0.0, 0.0
    se = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return statistics.fmean(values), se


def _unit_change(text: str) -> tuple[str, dict[str, int]]:
    try:
        return siege_patch.parse_change(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.siege_units", description=__doc__)
    parser.add_argument("--level", choices=LEVELS, default="medium")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--second-drafts-first",
        action="store_true",
        help="the same as --rule second_drafts_first=true",
    )
    add_rule_argument(parser, "second_start_points=1")
    parser.add_argument(
        "--unit",
        type=_unit_change,
        action="append",
        default=[],
        metavar="CODE:STAT=VALUE",
        help="play with a unit's numbers changed in a copy of the data, e.g. R3:move=4 or "
        "G1:attack=2,health=3 (repeatable; the data file is not changed)",
    )
    args = parser.parse_args(argv)
    rules: Rules = dict(args.rule)
    if args.second_drafts_first:
        rules["second_drafts_first"] = True
    changes: siege_patch.UnitChanges = {}
    for code, stats in args.unit:
        changes.setdefault(code, {}).update(stats)
    try:
        from siege_desktop.arena.games import table_config

        table_config(find_game("siege"), 2, rules)
        siege_patch.patched_data(siege_patch.unit_data(), changes)
    except (ValueError, KeyError) as exc:
        parser.error(str(exc))
    jobs = [(args.level, args.seed + i, rules) for i in range(args.games)]
    if args.jobs > 1 or changes:
        # Workers start fresh, so the patched copy is what their engine reads.
        # (An executor, not a Pool: a worker that cannot load the copy stops the run.)
        with ProcessPoolExecutor(
            args.jobs, get_context("spawn"), siege_patch.install, (changes,)
        ) as pool:
            games = list(pool.map(_play, jobs))
    else:
        games = [_play(j) for j in jobs]
    from siege_desktop.games.siege.rules.data import UNITS

    n = len(games)
    first_wins = sum(1.0 / len(w) for f, w, _, _, _ in games if f in w)
    rounds = [r for _, _, r, _, _ in games]
    endings = Counter(e for _, _, _, e, _ in games)
    decided = [d for *_, d in games if d]
    print(f"{n} games of Siege, {args.level} against {args.level}, seeds {args.seed}..")
    if rules:
        print("table rules: " + ", ".join(f"{k}={v}" for k, v in rules.items()))
    for code, stats in changes.items():
        print(f"measured with {code} changed: " + ", ".join(f"{k} {v}" for k, v in stats.items()))
    share = first_wins / n
    half = 1.96 * math.sqrt(share * (1 - share) / n)
    print(f"the first player won {share:.1%} (± {half:.1%})")
    print(
        f"rounds: median {statistics.median(rounds):g}, mean {statistics.fmean(rounds):.1f}, "
        f"max {max(rounds)}; ended by " + ", ".join(f"{k} {v / n:.0%}" for k, v in endings.items())
    )
    # The first player wins most games and picks first, so what it takes early is credited
    # to winning; the seat-balanced figure averages the games each seat won, weighting them
    # equally, which takes the seat's edge out of the comparison.
    by_seat = [[d for f, w, *_, d in games if d and (w[0] == f) == first] for first in (1, 0)]
    print(
        f"winner's copies minus loser's, per unit type ({len(decided)} decided games; "
        f"seat-balanced: the mean over the {len(by_seat[0])} the first player won and the "
        f"{len(by_seat[1])} the second won, averaged):"
    )
    for u in UNITS:
        mean, se = _mean_se([d[u.index] for d in decided])
        parts = [_mean_se([d[u.index] for d in part]) for part in by_seat if part]
        balanced = statistics.fmean(m for m, _ in parts) if parts else 0.0
        balanced_se = math.hypot(*(s for _, s in parts)) / max(1, len(parts))
        print(
            f"  {u.code} {u.name:<18} {mean:+.2f} ± {se:.2f}   "
            f"seat-balanced {balanced:+.2f} ± {balanced_se:.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
