"""What each action did, as readable events for the log and data for the table's
animations: every die rolled is here with its face. Private text is for its seat alone."""

from __future__ import annotations

import attrs


@attrs.frozen(slots=True)
class Event:
    """One thing that happened (conforms to `core.protocol.GameEvent`).

    kind: coin, pick, reserve, place, deck, turn, mend, score, win, draw, draft, summon, move,
          attack, counter, death, end-phase, end.
    seat: the seat it happened to (-1 for the table); `private_text` is for it alone.
    squares: the squares involved (a move's from and to, an attack's attacker and target).
    dice: the faces rolled, in order; `need`: the face a die needs to hit; `hits`: damage.
    """

    kind: str
    seat: int
    text: str
    private_text: str | None = None
    squares: tuple[int, ...] = ()
    dice: tuple[int, ...] = ()
    need: int = 0
    hits: int = 0

    def text_for(self, viewer: int | None) -> str:
        if self.private_text is not None and viewer == self.seat:
            return self.private_text
        return self.text

    def visible_to(self, viewer: int | None) -> Event:
        if viewer == self.seat or self.private_text is None:
            return self
        return attrs.evolve(self, private_text=None)
