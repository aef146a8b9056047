"""The games the table knows, by id. Core imports no game: each is found by module path and
imported on first use, so adding a game is one line here and a package under `games/`."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any, Final

import attrs

from siege_desktop.core.protocol import Heuristics, Rules

DEFAULT_GAME: Final = "gifts-under-siege"

#: game id -> module that defines `SPEC: GameSpec`, in the order the title lists them.
GAMES: Final[dict[str, str]] = {
    "gifts-under-siege": "siege_desktop.games.gifts",
    "cursed-gifts": "siege_desktop.games.cursed",
    "siege": "siege_desktop.games.siege",
    "summoner-lands": "siege_desktop.games.summoner_lands",
}


class UnknownGameError(ValueError):
    """No registered game has that id."""


@attrs.frozen
class GameSpec:
    """One game: its id, how a player knows it, its rules and its CPU knowledge.

    `ui` is a dotted module path (the app imports it; core and the AI never do), so a game's
    table drawing stays out of every layer that must not draw. It offers `open_table`,
    `table_ui`, `rules` (the Rules screen's text) and `new_game_options` (New game's table
    rules), and may offer `replay_scene`, `replay_board` and `tutorial_scene`.
    """

    game_id: str
    name: str
    blurb: str  # one line for the title screen
    rules: Rules[Any, Any, Any, Any]
    heuristics: Heuristics[Any, Any, Any]
    min_seats: int
    max_seats: int
    ui: str = ""
    #: The game's cover picture on the title's chooser, relative to assets/ (empty: the
    #: app's card back stands in).
    cover: str = ""
    #: What `GameResult.scores` measure, as the History and Statistics screens name it.
    score_label: str = "Points"
    #: A lower score is better (the outcome's places rank the seats either way).
    low_score_wins: bool = False
    #: Each seat's score as a position stands, in the measure of `score_label` (the
    #: summary's chart over time); None if the game has no running score.
    scores_now: Callable[[Any], tuple[int, ...]] | None = None
    #: `new_game` with the events of the game's start (the log's first lines: a round begins,
    #: a first draw), `(state, events)`; None if a game's start tells nothing.
    new_game_logged: Callable[[Any, int], tuple[Any, Sequence[Any]]] | None = None
    extra: dict[str, Callable[..., Any]] = attrs.field(factory=dict)


def game_ids() -> tuple[str, ...]:
    return tuple(GAMES)


def find_game(game_id: str) -> GameSpec:
    """The game with this id; raises UnknownGameError listing the known ones."""
    try:
        module = GAMES[game_id]
    except KeyError:
        known = ", ".join(GAMES)
        raise UnknownGameError(f"unknown game {game_id!r}; known games: {known}") from None
    spec = importlib.import_module(module).SPEC
    if not isinstance(spec, GameSpec) or spec.game_id != game_id:
        raise UnknownGameError(f"{module} does not define the game {game_id!r}")
    return spec


def all_games() -> tuple[GameSpec, ...]:
    return tuple(find_game(g) for g in GAMES)
