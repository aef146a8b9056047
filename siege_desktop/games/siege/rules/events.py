"""What each action did, as readable events for the log and data for the table's
animations: every die rolled is here with its face. Private text is for its seat alone."""

from __future__ import annotations

import attrs

from siege_desktop.core.events import Event as BaseEvent


@attrs.frozen(slots=True)
class Event(BaseEvent):
    """One thing that happened (the shared `core.events.Event`, with the squares and dice).

    kind: coin, pick, reserve, place, deck, turn, mend, score, win, draw, draft, summon, move,
          attack, counter, death, end-phase, end.
    seat: the seat it happened to (-1 for the table); `private_text` is for it alone.
    squares: the squares involved (a move's from and to, an attack's attacker and target).
    dice: the faces rolled, in order; `need`: the face a die needs to hit; `hits`: damage.
    """

    squares: tuple[int, ...] = ()
    dice: tuple[int, ...] = ()
    need: int = 0
    hits: int = 0
