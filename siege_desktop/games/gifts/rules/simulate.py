"""Random legal games from the command line: game length, endings, scores and engine speed.

`python -m siege_desktop.games.gifts.rules.simulate --players 4 --games 200 --seed 1`

The engine itself does no I/O; this module is its command-line front, kept beside it because
it measures the engine alone.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence

import attrs

from siege_desktop.games.gifts.rules.config import GameConfig
from siege_desktop.games.gifts.rules.outcome import outcome
from siege_desktop.games.gifts.rules.rules import apply, is_over, legal_actions, new_game


@attrs.frozen
class GameRecord:
    turns: int
    rounds: int
    actions: int
    reason: str
    decided_by: str
    scores: tuple[int, ...]


def play_random_game(config: GameConfig, seed: int) -> GameRecord:
    """One game of uniformly random legal choices (checked `apply`), seeded."""
    chooser = random.Random(seed)
    state = new_game(config, seed)
    actions = 0
    while not is_over(state):
        state = apply(state, chooser.choice(legal_actions(state)))
        actions += 1
    result = outcome(state)
    assert result is not None
    return GameRecord(
        turns=state.turn,
        rounds=state.round,
        actions=actions,
        reason=result.reason,
        decided_by=result.decided_by,
        scores=result.scores,
    )


def _spread(values: Sequence[float]) -> str:
    ordered = sorted(values)
    q = statistics.quantiles(ordered, n=10) if len(ordered) > 1 else [ordered[0]] * 9
    return (
        f"mean {statistics.fmean(ordered):.1f}, min {ordered[0]:g}, p10 {q[0]:.1f}, "
        f"median {statistics.median(ordered):g}, p90 {q[-1]:.1f}, max {ordered[-1]:g}"
    )


def summarize(records: Sequence[GameRecord], seconds: float, players: int) -> str:
    n = len(records)
    endings = Counter(r.reason for r in records)
    decided = Counter(r.decided_by for r in records)
    total_actions = sum(r.actions for r in records)
    winners = [max(r.scores) for r in records]
    margins = [sorted(r.scores)[-1] - sorted(r.scores)[-2] for r in records]
    all_scores = [s for r in records for s in r.scores]
    lines = [
        f"{n} random games, {players} players",
        f"turns per game:    {_spread([r.turns for r in records])}",
        f"rounds per game:   {_spread([r.rounds for r in records])}",
        f"actions per game:  {_spread([r.actions for r in records])}",
        "ended by:          " + ", ".join(f"{k} {v / n:.0%}" for k, v in endings.most_common()),
        "decided by:        " + ", ".join(f"{k} {v / n:.0%}" for k, v in decided.most_common()),
        f"score (all seats): {_spread(all_scores)}",
        f"winning score:     {_spread(winners)}",
        f"winning margin:    {_spread(margins)}",
        f"speed:             {total_actions / seconds:,.0f} actions/s "
        f"(legal_actions + checked apply), {n / seconds:.1f} games/s",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m siege_desktop.games.gifts.rules.simulate",
        description="Play random legal games of Gifts Under Siege and report statistics.",
    )
    parser.add_argument("--players", type=int, default=4, help="seats, 2 to 8 (default 4)")
    parser.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="first game's seed (default 1)")
    parser.add_argument(
        "--round-limit", type=int, default=30, help="table rule: round limit (default 30)"
    )
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    try:
        config = GameConfig(players=args.players, round_limit=args.round_limit)
    except ValueError as exc:
        parser.error(str(exc))
    start = time.perf_counter()
    records = [play_random_game(config, args.seed + i) for i in range(args.games)]
    elapsed = time.perf_counter() - start
    print(summarize(records, elapsed, args.players))
    return 0


if __name__ == "__main__":
    sys.exit(main())
