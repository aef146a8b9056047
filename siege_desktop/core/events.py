"""The event every game's log is made of (`core.protocol.GameEvent`): what happened, in
words for everyone, with a private text for its own seat alone. A game whose table needs
more (Siege's squares and dice) subclasses it with fields of its own."""

from __future__ import annotations

from typing import Self

import attrs


@attrs.frozen(slots=True)
class Event:
    """One thing that happened: `seat` is the seat it happened to (-1 for the table), and
    `private_text`, when there is one, is shown to that seat instead of `text`."""

    kind: str
    seat: int
    text: str
    private_text: str | None = None

    def text_for(self, viewer: int | None) -> str:
        if self.private_text is not None and viewer == self.seat:
            return self.private_text
        return self.text

    def visible_to(self, viewer: int | None) -> Self:
        if viewer == self.seat or self.private_text is None:
            return self
        return attrs.evolve(self, private_text=None)
