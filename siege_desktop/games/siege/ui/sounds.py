"""Siege's sounds: which of the app's sounds each kind of event makes (a planner for
`app.sound.Sounds.on_events`)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Final

from siege_desktop.app.sound import FOLLOW, Planner

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
    seats = set(humans)
    names: list[str] = []
    for e in events:
        cue = CUES.get(e.kind)
        if cue is None or (cue == "turn" and e.seat not in seats):
            continue
        names.append(cue)
    out: list[tuple[float, str]] = []
    actions = [n for n in names if n in PRIORITY]
    follow = 0.0
    if actions:
        out.append((0.0, min(actions, key=PRIORITY.index)))
        follow = FOLLOW
    if "end" in names:
        won = not seats or bool(seats & set(winners))
        out.append((follow, "end" if won else "lose"))
    elif "turn" in names:
        out.append((follow, "turn"))
    return out


def planner(winners: Iterable[int] = ()) -> Planner:
    won = tuple(winners)

    def for_events(events: Sequence[Any], humans: Iterable[int]) -> list[tuple[float, str]]:
        return plan(events, humans, won)

    return for_events
