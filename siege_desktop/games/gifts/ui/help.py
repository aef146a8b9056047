"""The help's rows for Gifts Under Siege (F1; the frame draws them, `app.table.help`)."""

from __future__ import annotations

from typing import Final

SHORTCUTS: Final[tuple[tuple[str, str], ...]] = (
    ("1 – 5", "play a land of that colour (W U B R G); in a picker, choose that colour"),
    ("← →", "move between what you can claim, steal, wrap or build; Enter takes it"),
    ("S", "skip the land step"),
    ("R", "recycle: draw a land, then discard one"),
    ("P", "pass (only when no main action is possible)"),
    ("U", "undo your last decision this turn (not past a drawn card)"),
    ("H", "suggest a move; Enter plays the suggestion"),
    ("Enter / Space", "confirm a discard"),
    ("Backspace", "clear the lands picked for a discard"),
)
#: Said on the first hover of a seat plate, and in the help.
PLATE_GIFTS: Final = (
    "a plate's gifts: gold badge and ticks = class (its points), padlock number = its locks"
)
MOUSE: Final[tuple[str, ...]] = (
    "click a display gift to claim it, a rival's gift to steal it,",
    "your gift to wrap it, a building to build it; hover for costs and reasons",
    "hover or click a seat plate to enlarge it; scroll the log with the wheel",
    PLATE_GIFTS,
)
