"""Siege's sounds: which of the app's sounds each kind of event makes (a planner for
`app.sound.Sounds.on_events`)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Final

from siege_desktop.app.sound import Planner, cue_plan

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


def plan(
    events: Sequence[Any], humans: Iterable[int], winners: Iterable[int] = ()
) -> list[tuple[float, str]]:
    return cue_plan(events, humans, winners, CUES, PRIORITY)


def planner(winners: Iterable[int] = ()) -> Planner:
    won = tuple(winners)

    def for_events(events: Sequence[Any], humans: Iterable[int]) -> list[tuple[float, str]]:
        return plan(events, humans, won)

    return for_events
