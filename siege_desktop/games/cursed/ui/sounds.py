"""Cursed Gifts' sounds: which of the app's sounds each kind of event makes, as a planner
for `app.sound.Sounds.on_events` (Gifts Under Siege keeps its own)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Final

from siege_desktop.app.sound import Planner, cue_plan

#: The sound of each kind of event; None: silent (it comes with a louder one, or tells
#: nothing worth a sound). "turn" sounds for humans only; "end" becomes "lose" when no human
#: is among the winners.
CUES: Final[dict[str, str | None]] = {
    "offer": "land",  # a Cursed Gift offered
    "play": "land",  # a Treachery or a Defence played
    "answer": "bounce",  # a Comeback
    "return": "bounce",  # Bad Karma sends the card back
    "cure": "claim",  # Antidotes cure
    "eliminate": "out",
    "resolve": None,  # the card lands: its offer already sounded
    "cancel": None,
    "pass": None,
    "draw": "draw",
    "take": "steal",
    "swap": "steal",
    "discard": None,
    "end-turn": None,
    "turn": "turn",
    "end": "end",
}

#: One action sounds once: its most telling event wins.
PRIORITY: Final = ("out", "bounce", "claim", "steal", "land", "draw")


def plan(
    events: Sequence[Any], humans: Iterable[int], winners: Iterable[int] = ()
) -> list[tuple[float, str]]:
    """(delay in seconds, sound) for the events of one action."""
    return cue_plan(events, humans, winners, CUES, PRIORITY)


def planner(winners: Iterable[int] = ()) -> Planner:
    """The planner for a table where `winners` won (empty while the game goes on)."""
    won = tuple(winners)

    def for_events(events: Sequence[Any], humans: Iterable[int]) -> list[tuple[float, str]]:
        return plan(events, humans, won)

    return for_events
