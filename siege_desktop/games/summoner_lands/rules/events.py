"""What each action did, as readable events for the log; private text for its owner only."""

from __future__ import annotations

import attrs


@attrs.frozen(slots=True)
class Event:
    """One thing that happened (conforms to `core.protocol.GameEvent`).

    kind: lay, claim, summon, cast, step, block, battle, damage, die, take, draw, turn,
          out, end and the like.
    seat: the seat it happened to (-1 for the table); `private_text` is for it alone.
    """

    kind: str
    seat: int
    text: str
    private_text: str | None = None

    def text_for(self, viewer: int | None) -> str:
        if self.private_text is not None and viewer == self.seat:
            return self.private_text
        return self.text

    def visible_to(self, viewer: int | None) -> Event:
        if viewer == self.seat or self.private_text is None:
            return self
        return attrs.evolve(self, private_text=None)
