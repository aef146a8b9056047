"""The command-line flags every front end shares to choose a game: `--game ID` and
`--list-games`, and the reading of a table rule written `NAME=VALUE`."""

from __future__ import annotations

import argparse
import json
from typing import Any

from siege_desktop.core.registry import DEFAULT_GAME, GAMES, GameSpec, all_games, find_game


def add_game_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--game",
        default=DEFAULT_GAME,
        metavar="ID",
        help=f"the game to play: {', '.join(GAMES)} (default {DEFAULT_GAME})",
    )
    parser.add_argument(
        "--list-games", action="store_true", help="print the games this table knows and exit"
    )


def games_listing() -> str:
    """One line per registered game: id, seats, name and what it is."""
    return "\n".join(
        f"{g.game_id:<20} {g.min_seats}-{g.max_seats} seats  {g.name}: {g.blurb}"
        for g in all_games()
    )


def chosen_game(parser: argparse.ArgumentParser, game_id: str) -> GameSpec:
    """The game `--game` names; an unknown id exits with usage help listing the known ones."""
    try:
        return find_game(game_id)
    except ValueError as exc:
        parser.error(str(exc))


def table_rule(text: str) -> tuple[str, Any]:
    """`--rule NAME=VALUE`: the value read as JSON (`20`, `true`), else kept as text."""
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"write a table rule as NAME=VALUE, not {text!r}")
    try:
        return key, json.loads(value)
    except json.JSONDecodeError:
        return key, value


def add_rule_argument(parser: argparse.ArgumentParser, example: str) -> None:
    """`--rule NAME=VALUE`, repeatable, into `args.rule` as (name, value) pairs; `example`
    is a rule of the front end's game shown in the help."""
    parser.add_argument(
        "--rule",
        type=table_rule,
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help=f"a table rule of the game's configuration, e.g. {example} (repeatable)",
    )
