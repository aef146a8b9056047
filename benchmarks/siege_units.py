"""Play-testing Siege's unit data (RULINGS-siege, "our check"): CPU games of one level
against itself, and for each unit type how many more copies the winner had drafted than the
loser (opening picks and in-turn drafts together), with its standard error. A type far from
0 is stronger (or weaker) than its numbers suggest to that level of play. Also the first
player's share, the game length in rounds and how often the round limit ended a game.

    python -m benchmarks.siege_units --level medium --games 200 --seed 1 --jobs 2

Games of Medium against Medium take a few seconds each on an idle core.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections import Counter
from collections.abc import Sequence
from multiprocessing import get_context
from typing import Any

import attrs

from siege_desktop.ai import LEVELS, make_agent
from siege_desktop.core.registry import find_game


def army(state: Any, seat: int) -> Counter[int]:
    """Every card `seat` ever drafted: cards never change hands, so they are its hand, deck,
    graveyard and units on the board at the end (a Siege state, from the registry)."""
    cards: Counter[int] = Counter(state.hands[seat] + state.decks[seat] + state.graveyards[seat])
    cards.update(u.kind for u in state.board if u is not None and u.owner == seat)
    return cards


def play(
    level: str, seed: int, second_drafts_first: bool = False
) -> tuple[int, tuple[int, ...], int, str, list[int]]:
    """(first player, winners, rounds, ending, winner's minus loser's count per unit type;
    empty for a draw). `second_drafts_first`: a measurement of a proposed ruling change, the
    coin's loser makes the first pick (the winner still places and plays first)."""
    spec = find_game("siege")
    rules = spec.rules
    state = rules.new_game(rules.default_config(2), seed)
    if second_drafts_first:
        state = attrs.evolve(state, current=1 - state.first)
    agents = [make_agent(level, seed * 16 + s, game=spec) for s in (0, 1)]
    first = state.first  # who takes the first turn (the coin's winner)
    while not rules.is_over(state):
        seat = rules.to_act(state)
        legal = rules.legal_actions(state)
        state = rules.apply_logged(
            state, agents[seat].choose(rules.observation(state, seat), legal)
        )[0]
    result = rules.outcome(state)
    assert result is not None
    kinds = len(state.piles)
    diff: list[int] = []
    if len(result.winners) == 1:
        won = result.winners[0]
        a, b = army(state, won), army(state, 1 - won)
        diff = [a[k] - b[k] for k in range(kinds)]
    return first, tuple(result.winners), rules.length(state).rounds or 0, result.reason, diff


def _play(args: tuple[str, int, bool]) -> tuple[int, tuple[int, ...], int, str, list[int]]:
    return play(*args)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.siege_units", description=__doc__)
    parser.add_argument("--level", choices=LEVELS, default="medium")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--second-drafts-first",
        action="store_true",
        help="measure a proposed ruling: the coin's loser makes the first pick",
    )
    args = parser.parse_args(argv)
    jobs = [(args.level, args.seed + i, args.second_drafts_first) for i in range(args.games)]
    if args.jobs > 1:
        with get_context("spawn").Pool(args.jobs) as pool:
            games = pool.map(_play, jobs)
    else:
        games = [_play(j) for j in jobs]
    from siege_desktop.games.siege.rules.data import UNITS

    n = len(games)
    first_wins = sum(1.0 / len(w) for f, w, _, _, _ in games if f in w)
    rounds = [r for _, _, r, _, _ in games]
    endings = Counter(e for _, _, _, e, _ in games)
    decided = [d for *_, d in games if d]
    print(f"{n} games of Siege, {args.level} against {args.level}, seeds {args.seed}..")
    share = first_wins / n
    half = 1.96 * math.sqrt(share * (1 - share) / n)
    print(f"the first player won {share:.1%} (± {half:.1%})")
    print(
        f"rounds: median {statistics.median(rounds):g}, mean {statistics.fmean(rounds):.1f}, "
        f"max {max(rounds)}; ended by " + ", ".join(f"{k} {v / n:.0%}" for k, v in endings.items())
    )
    print(f"winner's copies minus loser's, per unit type ({len(decided)} decided games):")
    for u in UNITS:
        values = [d[u.index] for d in decided]
        mean = statistics.fmean(values)
        se = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
        print(f"  {u.code} {u.name:<18} {mean:+.2f} ± {se:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
