"""Siege's sounds: which of the app's sounds each kind of event makes (a planner for
`app.sound.Sounds.on_events`)."""

from __future__ import annotations

from typing import Final

from siege_desktop.app.sound import Cues

#: The sound of each kind of event; None: silent. "turn" sounds for humans only; "end"
#: becomes "lose" when no human is among the winners.
CUES: Final[dict[str, str | None]] = {
    "pick": "draw",
    "draft": "draw",
    "draw": "draw",
    "place": "land",
    "summon": "land",
    "move": "tap",
    "attack": "dice",
    "counter": "dice",
    "death": "out",
    "score": "claim",
    "mend": None,
    "turn": "turn",
    "win": "end",
    "end": "end",
}

#: One action sounds once: its most telling event wins.
PRIORITY: Final = ("out", "claim", "dice", "land", "tap", "draw")
SOUNDS: Final = Cues(CUES, PRIORITY)  # the shared planner over these tables (app/sound.py)
plan, planner = SOUNDS.plan, SOUNDS.planner  # one action's sounds; the table's planner
