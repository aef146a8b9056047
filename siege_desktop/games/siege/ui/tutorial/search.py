"""Finding the lesson's dice: plays the lesson's plan from the prepared position with each
generator state and keeps those whose attack wounds the Thorn Warden without killing it and
whose counterattack lands.

`python -m siege_desktop.games.siege.ui.tutorial.search [first] [count]` prints the states
that tell the lesson's story; `lesson.DICE` is one of them.
"""

from __future__ import annotations

import sys

import attrs

from siege_desktop.games.siege.rules.events import Event
from siege_desktop.games.siege.rules.rules import apply_logged
from siege_desktop.games.siege.rules.state import SiegeState
from siege_desktop.games.siege.ui.tutorial.lesson import PLAN, RivalMove, Step, prepared_state


def play_plan(dice: int) -> tuple[SiegeState, list[Event]]:
    """The position after every move of the plan, and its events, from generator `dice`."""
    state = attrs.evolve(prepared_state(), rng=dice)
    events: list[Event] = []
    for beat in PLAN:
        action = beat.action if isinstance(beat, (Step, RivalMove)) else None
        if action is None:
            continue
        state, logged = apply_logged(state, action)
        events.extend(logged)
    return state, events


def tells_the_story(events: list[Event]) -> bool:
    """One attack that wounds and does not kill, then a counterattack that hits."""
    attacks = [e for e in events if e.kind == "attack"]
    counters = [e for e in events if e.kind == "counter"]
    deaths = [e for e in events if e.kind == "death"]
    return (
        len(attacks) == 1
        and attacks[0].hits >= 1
        and not deaths
        and len(counters) == 1
        and counters[0].hits >= 1
    )


def main(argv: list[str]) -> None:
    first = int(argv[0]) if argv else 1
    count = int(argv[1]) if len(argv) > 1 else 50
    for dice in range(first, first + count):
        _state, events = play_plan(dice)
        if tells_the_story(events):
            print(dice)


if __name__ == "__main__":
    main(sys.argv[1:])
