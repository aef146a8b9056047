"""What each action did, as readable events for the game log and for animations.

An event's `text` is public. A detail only one seat may know (the colour of a land it drew)
is in `private_text`, which `text_for` shows to that seat alone.
"""

from __future__ import annotations

import attrs


@attrs.frozen(slots=True)
class Event:
    """One thing that happened.

    kind: draw, reshuffle, play, skip-land, tap, claim, steal, wrap, lock, build, recycle,
          discard, pass, refill, supply-empty, turn, round, time, end.
    seat: the seat it happened to (-1 for the table).
    gift: the gift concerned, or -1.
    other: the seat stolen from, the display slot refilled, the building replaced, or -1.
    colours: public land colours (played, tapped, discarded, wrapped away).
    hidden: land colours only `seat` may see (drawn lands).
    count: lands drawn, or the gift's locks after a lock event.
    building: the building built, or -1.
    """

    kind: str
    seat: int
    text: str
    private_text: str | None = None
    gift: int = -1
    other: int = -1
    colours: tuple[int, ...] = ()
    hidden: tuple[int, ...] = ()
    count: int = 0
    building: int = -1

    def text_for(self, viewer: int | None) -> str:
        """The sentence `viewer` may read (None: a spectator who sees no hand)."""
        if self.private_text is not None and viewer == self.seat:
            return self.private_text
        return self.text

    def visible_to(self, viewer: int | None) -> Event:
        """This event with every detail `viewer` may not know removed."""
        if viewer == self.seat or (not self.hidden and self.private_text is None):
            return self
        return attrs.evolve(self, private_text=None, hidden=())
