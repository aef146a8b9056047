"""The log in words: each attack and counterattack told as one sentence with its dice, what
they needed and why, the hits and a death ("Ember Brute attacks Tide Slinger: 4 dice, 5+ for
forest: 6, 5, 2, 1: 2 hits, Tide Slinger dies"); every other event as the engine says it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Final

import attrs

from siege_desktop.games.siege.rules.data import UNITS
from siege_desktop.games.siege.rules.events import Event
from siege_desktop.games.siege.ui.preview import why_need

_STRIKE: Final = re.compile(r"^(?P<a>.+?) on \w+ (attacks|strikes back at) (?P<t>.+?) on \w+:")
_KIND: Final = {u.name: u.index for u in UNITS}


def strike_sentence(event: Event, dies: bool) -> str:
    """One attack or counterattack in words (the engine's own text if it cannot be read)."""
    m = _STRIKE.match(event.text)
    if m is None or len(event.squares) < 2:
        return event.text
    a, t = m.group("a"), m.group("t")
    ka, kt = _KIND.get(a), _KIND.get(t)
    why = why_need(ka, kt, event.squares[1]) if ka is not None and kt is not None else ""
    n = len(event.dice)
    verb = "attacks" if event.kind == "attack" else "strikes back at"
    need = f"{event.need}+" + (f" for {why}" if why else "")
    faces = ", ".join(map(str, event.dice)) or "no dice"
    hits = f"{event.hits} hit{'' if event.hits == 1 else 's'}"
    tail = f", {t} dies" if dies else ""
    return f"{a} {verb} {t}: {n} {'die' if n == 1 else 'dice'}, {need}: {faces}: {hits}{tail}"


class LogText:
    """The log's events, retold (appended to as the game goes; rebuilt after an undo)."""

    def __init__(self) -> None:
        self._source = 0
        self._out: list[Any] = []

    def clear(self) -> None:
        self._source = 0
        self._out = []

    def events(self, events: Sequence[Any]) -> list[Any]:
        """The retold list (a death always comes in the same action as its strike, so the
        list only ever grows)."""
        if len(events) < self._source:
            self.clear()
        i = self._source
        while i < len(events):
            e = events[i]
            if isinstance(e, Event) and e.kind in ("attack", "counter"):
                dies = i + 1 < len(events) and events[i + 1].kind == "death"
                self._out.append(attrs.evolve(e, text=strike_sentence(e, dies)))
                i += 2 if dies else 1
                continue
            self._out.append(e)
            i += 1
        self._source = i
        return self._out
