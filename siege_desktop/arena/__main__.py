"""`python -m siege_desktop.arena [--game ID] --seats hard,medium --games G --seed S [--jobs J]
[--rule NAME=VALUE ...] [--json]`; `--list-games` prints the games."""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

from siege_desktop.arena.games import GameResult, parse_seats, play_game, table_config
from siege_desktop.arena.tally import render, summarize
from siege_desktop.core.cli import add_game_arguments, add_rule_argument, chosen_game, games_listing


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m siege_desktop.arena",
        description="CPU opponents play each other; seats rotate so that every agent moves "
        "first equally often. An agent is easy, medium or hard, and hard may take a budget: "
        "hard:0.25s (seconds per decision) or hard:400i (iterations per decision).",
    )
    add_game_arguments(parser)
    parser.add_argument("--seats", help="agents, e.g. hard,medium,medium (required)")
    parser.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    add_rule_argument(parser, "first_dealt_six=true")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.list_games:
        print(games_listing())
        return 0
    game = chosen_game(parser, args.game)
    if args.seats is None:
        parser.error("the following arguments are required: --seats")
    try:
        specs = parse_seats(args.seats, game.min_seats, game.max_seats)
    except ValueError as exc:
        parser.error(str(exc))
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    rules = dict(args.rule)
    try:
        table_config(game, len(specs), rules)
    except ValueError as exc:
        parser.error(str(exc))
    indices = range(args.games)
    results: list[GameResult]
    if args.jobs == 1:
        results = [play_game(specs, i, args.seed, game.game_id, rules) for i in indices]
    else:
        with ProcessPoolExecutor(
            args.jobs, mp_context=multiprocessing.get_context("spawn")
        ) as pool:
            results = list(
                pool.map(
                    play_game,
                    [specs] * args.games,
                    indices,
                    [args.seed] * args.games,
                    [game.game_id] * args.games,
                    [rules] * args.games,
                )
            )
    report = summarize(specs, results)
    report["game"] = game.game_id
    if rules:
        report["table_rules"] = rules
    print(json.dumps(report, indent=2) if args.json else render(report))
    return 0


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
