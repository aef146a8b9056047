"""Random legal games of any registered game from the command line: game length, endings,
scores and engine speed through the game protocol.

`python -m siege_desktop.simulate [--game ID] --players 4 --games 200 --seed 1
[--rule round_limit=20 ...]`; `--list-games` prints the games. Gifts Under Siege's
engine's `python -m siege_desktop.games.gifts.rules.simulate` plays the same games.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any

import attrs

from siege_desktop.core.cli import add_game_arguments, add_rule_argument, chosen_game, games_listing
from siege_desktop.core.registry import GameSpec


@attrs.frozen
class GameRecord:
    decisions: int  # runs of decisions by one seat (an answer out of turn is a run)
    turns: int  # the game's own turn count (`Rules.length`)
    rounds: int  # the game's own round count, 0 for a game without rounds
    actions: int
    reason: str
    decided_by: str
    scores: tuple[int, ...]


def play_random_game(spec: GameSpec, config: Any, seed: int) -> GameRecord:
    """One game of uniformly random legal choices, each checked by `why_illegal`, seeded."""
    rules = spec.rules
    chooser = random.Random(seed)
    state = rules.new_game(config, seed)
    actions = runs = 0
    last = None
    while not rules.is_over(state):
        seat = rules.to_act(state)
        if seat != last:
            runs, last = runs + 1, seat
        action = chooser.choice(rules.legal_actions(state))
        reason = rules.why_illegal(state, action)
        if reason is not None:
            raise AssertionError(f"{spec.game_id} listed an illegal move {action}: {reason}")
        state = rules.apply_unchecked(state, action)
        actions += 1
    result = rules.outcome(state)
    assert result is not None, "a finished game has a result"
    length = rules.length(state)
    return GameRecord(
        decisions=runs,
        turns=length.turns,
        rounds=length.rounds or 0,
        actions=actions,
        reason=result.reason,
        decided_by=str(getattr(result, "decided_by", "")),
        scores=tuple(result.scores),
    )


def _spread(values: Sequence[float]) -> str:
    ordered = sorted(values)
    q = statistics.quantiles(ordered, n=10) if len(ordered) > 1 else [ordered[0]] * 9
    return (
        f"mean {statistics.fmean(ordered):.1f}, min {ordered[0]:g}, p10 {q[0]:.1f}, "
        f"median {statistics.median(ordered):g}, p90 {q[-1]:.1f}, max {ordered[-1]:g}"
    )


def summarize(spec: GameSpec, records: Sequence[GameRecord], seconds: float, players: int) -> str:
    n = len(records)
    endings = Counter(r.reason for r in records)
    decided = Counter(r.decided_by for r in records if r.decided_by)
    total_actions = sum(r.actions for r in records)
    # The best score is the highest, or the lowest in a game where low wins (Cursed points).
    sign = -1 if spec.low_score_wins else 1
    best = [sorted((sign * s for s in r.scores), reverse=True) for r in records]
    winners = [sign * b[0] for b in best]
    margins = [b[0] - b[1] for b in best]
    lines = [
        f"{n} random games of {spec.name}, {players} players",
        f"seat changes:      {_spread([r.decisions for r in records])}",
        f"turns per game:    {_spread([r.turns for r in records])}",
    ]
    if any(r.rounds for r in records):
        lines.append(f"rounds per game:   {_spread([r.rounds for r in records])}")
    lines += [
        f"actions per game:  {_spread([r.actions for r in records])}",
        "ended by:          " + ", ".join(f"{k} {v / n:.0%}" for k, v in endings.most_common()),
    ]
    if decided:
        lines.append(
            "decided by:        " + ", ".join(f"{k} {v / n:.0%}" for k, v in decided.most_common())
        )
    lines += [
        f"score (all seats): {_spread([s for r in records for s in r.scores])}",
        f"best score:        {_spread(winners)}",
        f"top margin:        {_spread(margins)}",
        f"speed:             {total_actions / seconds:,.0f} actions/s "
        f"(legal_actions + why_illegal + apply_unchecked), {n / seconds:.1f} games/s",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m siege_desktop.simulate",
        description="Play random legal games and report statistics.",
    )
    add_game_arguments(parser)
    parser.add_argument(
        "--players", type=int, help="seats (default 4, or the nearest count the game seats)"
    )
    parser.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="first game's seed (default 1)")
    add_rule_argument(parser, "round_limit=20")
    args = parser.parse_args(argv)
    if args.list_games:
        print(games_listing())
        return 0
    spec = chosen_game(parser, args.game)
    if args.games < 1:
        parser.error("--games must be at least 1")
    rules = spec.rules
    if args.players is None:
        args.players = max(spec.min_seats, min(spec.max_seats, 4))
    try:
        config = rules.default_config(args.players)
        if args.rule:
            data = rules.config_to_dict(config)
            data.update(dict(args.rule))
            config = rules.config_from_dict(data)
    except ValueError as exc:
        parser.error(str(exc))
    start = time.perf_counter()
    records = [play_random_game(spec, config, args.seed + i) for i in range(args.games)]
    elapsed = time.perf_counter() - start
    print(summarize(spec, records, elapsed, args.players))
    return 0


if __name__ == "__main__":
    sys.exit(main())
