"""What a game brings to the New game screen: the hook its `SPEC.ui` module's
`new_game_options()` returns (its table rules, their defaults and limits, its config, its CPU
levels in words), so the screen itself knows no game."""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable
from typing import Any, Final, Protocol, TypeVar

import attrs

from siege_desktop.app.widgets import Form
from siege_desktop.core.registry import find_game

#: The design-pixel rows of the table rules column a game fills: from just under the
#: column's heading to just above the seed (rows 50 apart, widgets 44 high).
FIRST_ROW_Y: Final = 128.0
LAST_ROW_Y: Final = 428.0

Opts = TypeVar("Opts")


@attrs.frozen
class Column:
    """Where, and for which table, a game lays out its table rules on the form."""

    form: Form
    x: float
    width: float
    #: Seats at the table now (some defaults follow the player count; the form is built
    #: again whenever a seat is added or removed).
    seats: int
    #: Build the form again (after a change that adds or removes one of the game's widgets).
    rebuild: Callable[[], None]


@attrs.frozen
class Note:
    """A line of muted text the screen draws in the table rules column, in the row at `y`."""

    text: str
    px: int
    y: float


class NewGameOptions(Protocol[Opts]):
    """A game's part of the New game screen.

    `Opts` is the game's options: an attrs class with a default for every field, whose fields
    are saved with the remembered setup (`new_game.json`, beside the seats) under their own
    names, so each game's names must differ from every other game's and from the screen's
    own (`seats`, `seed`, `game`, `hints_agreed`). cattrs checks their types on loading.
    """

    @property
    def levels(self) -> tuple[str, ...]:
        """The CPU levels in words, one line each (Easy, Medium, Hard)."""
        ...

    def defaults(self) -> Opts:
        """The table rules as the game sets them by default."""
        ...

    def build(self, options: Opts, column: Column) -> None:
        """Add the widgets that edit `options` to `column.form`, rows from `FIRST_ROW_Y` to
        `LAST_ROW_Y`."""
        ...

    def note(self, options: Opts, seats: int) -> Note | None:
        """An extra line of explanation in the column, or None."""
        ...

    def config(self, options: Opts, names: tuple[str, ...]) -> Any:
        """The game's config for these seats (its `Rules` type), checked by the game's own
        rules; raises ValueError with the rules' sentence if invalid."""
        ...

    def table_rules(self, options: Opts) -> dict[str, bool]:
        """The app's table rules the session keeps (`GameSession.table_rules`)."""
        ...


@functools.cache
def options_of(game_id: str) -> NewGameOptions[Any]:
    """The New game hook of a registered game, from its `SPEC.ui` module (hooks hold no
    state, so one per game serves every form)."""
    spec = find_game(game_id)
    module = importlib.import_module(spec.ui) if spec.ui else None
    make = getattr(module, "new_game_options", None)
    if make is None:
        raise ValueError(f"{spec.name} offers no New game options (SPEC.ui new_game_options)")
    hook: NewGameOptions[Any] = make()
    return hook


def counted(n: int, word: str) -> str:
    """`n` and the word, plural when `n` is not 1 ("1 round", "30 rounds")."""
    return f"{n} {word}{'' if n == 1 else 's'}"
