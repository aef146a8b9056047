"""Gifts Under Siege's sounds: which of the app's sounds each kind of engine event makes, as
the planner the table hands to `app.sound.Sounds.on_events`."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from siege_desktop.app.sound import FOLLOW
from siege_desktop.games.gifts.rules import Event
from siege_desktop.games.gifts.rules.cards import MAX_LOCKS

#: The sound of each kind of engine event. None: silent, because it always comes with a
#: louder event of the same action (refill with claim, hand-limit with the last discard) or
#: tells nothing worth a sound.
#: "wrap" becomes "seal" when the gift reaches its last lock; "turn" sounds for humans only.
EVENT_SOUNDS: Final[dict[str, str | None]] = {
    "draw": "draw",
    "reshuffle": "draw",
    "play": "land",
    "skip-land": None,
    "tap": "tap",
    "claim": "claim",
    "steal": "steal",
    "wrap": "wrap",
    "lock": "wrap",
    "build": "build",
    "recycle": "draw",
    "discard": "draw",
    "hand-limit": None,
    "pass": None,
    "refill": None,
    "supply-empty": None,
    "turn": "turn",
    "round": None,
    "time": None,
    "end": "end",
}

#: One action sounds once: its most telling event wins (the taps that paid come first).
PRIORITY: Final = ("seal", "steal", "build", "claim", "wrap", "land", "tap", "draw")
TAP_LEAD: Final = 0.09  # seconds from the taps to the action they paid for (lands turn first)


def sound_for(event: Event, humans: Iterable[int]) -> str | None:
    """The sound of one event for a table where `humans` are the human seats."""
    name = EVENT_SOUNDS.get(event.kind)
    if name == "wrap" and event.count >= MAX_LOCKS:
        return "seal"
    if name == "turn" and event.seat not in set(humans):
        return None
    return name


def plan(events: Iterable[Event], humans: Iterable[int]) -> list[tuple[float, str]]:
    """(delay in seconds, sound) for the events of one action, in playing order: the
    `app.sound.Planner` of this game."""
    seats = set(humans)
    names = [n for e in events if (n := sound_for(e, seats)) is not None]
    actions = [n for n in names if n in PRIORITY]
    out: list[tuple[float, str]] = []
    follow = 0.0
    if actions:
        main = min(actions, key=PRIORITY.index)
        at = 0.0
        if main != "tap" and "tap" in actions:
            out.append((0.0, "tap"))
            at = TAP_LEAD
        out.append((at, main))
        follow = at + FOLLOW
    if "end" in names:
        out.append((follow, "end"))
    elif "turn" in names:
        out.append((follow, "turn"))
    return out
