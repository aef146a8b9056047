"""The TableUI protocol: what a game's `ui/` gives the shared table frame, in plain values.

The frame (`base.FrameScene`) owns the session, the seats, handoff, CPU seats, pace, undo,
autosave, the log and the game over; it asks the game only through this interface, handing
it states, events, the session or a window size, never the scene itself. A game's `ui/`
module names its implementation with `table_ui()` (found through `SPEC.ui`, so the frame
imports no game).
"""

from __future__ import annotations

import importlib
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any, Final, Protocol

import attrs
import pygame

from siege_desktop.core.protocol import GameEvent, GameResult
from siege_desktop.core.registry import find_game

if TYPE_CHECKING:
    from siege_desktop.app.session import GameSession

#: How the game-over panel and the seats name a seat's kind.
KIND_LABEL: Final = {
    "human": "Human",
    "easy": "Easy CPU",
    "medium": "Medium CPU",
    "hard": "Hard CPU",
}


@attrs.frozen
class ResultSheet:
    """What a game says on the game-over panel besides the ranking the frame draws.

    decided: one sentence under the headline (who won, and how it was decided).
    reason: why the game ended (a muted line).
    columns: the game's own columns after Place, Seat and Kind: (label, design x at 1280).
    rows: for each seat, one value per column.
    bold: the label of the column drawn bold (the score).
    """

    decided: str
    reason: str
    columns: tuple[tuple[str, int], ...]
    rows: tuple[tuple[str, ...], ...]
    bold: str = ""


class TableUI(Protocol):
    """A game's part of the table, as the shared frame asks for it.

    The drawing itself (layout, draw, hotspots as the game's typed targets, buttons,
    tooltips) is the game's scene and its board, handed a view built from
    `Rules.observation`; the frame needs only these answers from it.
    """

    #: The game-over panel offers a Summary (a replay of the finished game).
    has_summary: bool
    #: Finished games go into the app's history and statistics.
    keeps_history: bool
    #: The help's rows for the game's own keys: (keys, what they do). The frame adds the
    #: keys every table shares (`help.FRAME_ROWS`) after them.
    shortcuts: tuple[tuple[str, str], ...]
    #: The help's lines on what the mouse does, under "Mouse".
    mouse_help: tuple[str, ...]

    def turn_of(self, state: Any) -> Hashable:
        """What names one turn: an undo trail never reaches into an earlier one."""
        ...

    def revealed(
        self, before: Any, after: Any, events: Sequence[GameEvent], seat: int
    ) -> str | None:
        """Whether this action showed `seat` (or anyone) something hidden before (a card
        drawn, a card taken from a hand, the deck's top turned up): the sentence that says
        why undo stops here, else None. Undo never goes back past a revealed card."""
        ...

    def result_sheet(self, session: GameSession, result: GameResult) -> ResultSheet:
        """The game's lines for the game-over panel."""
        ...

    def results_bar(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the Results button sits while the finished table is viewed."""
        ...

    def toast_bottom(self, size: tuple[int, int]) -> int:
        """Toasts sit above this y: above the player's own area, never over the hand."""
        ...


def table_ui(game_id: str) -> TableUI:
    """The TableUI of a registered game, from its `SPEC.ui` module's `table_ui()`."""
    spec = find_game(game_id)
    if not spec.ui:
        raise ValueError(f"{spec.name} has no table of its own (SPEC.ui is empty)")
    module = importlib.import_module(spec.ui)
    make = getattr(module, "table_ui", None)
    if make is None:
        raise ValueError(f"{spec.ui} has no table_ui() for the shared table frame")
    ui: TableUI = make()
    return ui
