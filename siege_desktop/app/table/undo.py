"""Undo of your own decisions within your turn, up to where something hidden was revealed or
another seat answered. The same for every game: it keys on the seat that decides now.

The session is replay based: undo keeps the action-log length before each undoable step and
rebuilds the session from the shorter log.

"Within your turn" reaches a little past your last decision: until the next seat decides
anything (a CPU thinking, a rival's Comeback window still open), your decision can still be
taken back; replay deals the same cards again. Once another seat has decided (answered,
let it be, or played), the trail is closed: their answer is not yours to take back. The
game says which actions revealed something (`TableUI.revealed`): undo never goes past one.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from siege_desktop.app.session import GameSession
from siege_desktop.app.table.tableui import TableUI
from siege_desktop.core.protocol import GameEvent

ANSWERED = "Another seat answered since: their decision is not yours to undo."
NOTHING = "Nothing of yours to undo this turn."


class UndoTrail:
    def __init__(self, ui: TableUI) -> None:
        self.ui = ui
        self.marks: list[int] = []
        self.seat: int | None = None
        self.turn: Hashable = None  # the turn the trail belongs to (`TableUI.turn_of`)
        self.blocked: str | None = None  # why the trail closed this turn
        self.passed_at: int | None = None  # log length when another seat came to decide

    def before(self, session: GameSession) -> None:
        """Call before a human decision is played."""
        # A new turn starts a new trail, also when the same (only) human acts again.
        seat, turn = session.rules.to_act(session.state), self.ui.turn_of(session.state)
        if seat != self.seat or turn != self.turn:
            self.reset(seat)
            self.turn = turn
        elif self.passed_at is not None and len(session.actions) != self.passed_at:
            # Back to you in the same turn after another seat decided (a Comeback answered):
            # nothing before their answer can be taken back.
            self.close(ANSWERED)
        self.marks.append(len(session.actions))

    def after(
        self,
        session: GameSession,
        before: object,
        events: Sequence[GameEvent],
        seat: int,
    ) -> None:
        """Call after it (`before`: the state it was played on): a revealed card closes the
        trail; another seat to decide starts the wait in which undo is still open."""
        why = self.ui.revealed(before, session.state, events, seat)
        if why is not None:
            self.close(why)
        elif session.rules.to_act(session.state) != seat:
            self.passed_at = len(session.actions)

    def seen(self, session: GameSession, before: object, events: Sequence[GameEvent]) -> None:
        """Call after another seat's decision (a CPU, a rival's answer): it ends the wait in
        which your last step could still be taken back. The reason kept is the true one:
        the card it revealed (a Day of Mourning's discards), else that another seat decided."""
        if self.passed_at is None or self.seat is None:
            return
        why = self.ui.revealed(before, session.state, events, self.seat)
        self.close(why if why is not None else ANSWERED)

    def close(self, why: str) -> None:
        self.marks.clear()
        self.blocked = why
        self.passed_at = None

    def reset(self, seat: int | None) -> None:
        self.marks.clear()
        self.seat = seat
        self.turn = None
        self.blocked = None
        self.passed_at = None

    def can_undo(self, session: GameSession) -> bool:
        if not self.marks or session.rules.is_over(session.state):
            return False
        if self.passed_at is not None:
            return len(session.actions) == self.passed_at  # the next seat has not decided
        return bool(session.rules.to_act(session.state) == self.seat)

    def why_not(self, session: GameSession | None = None) -> str:
        fresh = session is not None and self.ui.turn_of(session.state) != self.turn
        if self.blocked is not None and not fresh:
            return self.blocked
        return NOTHING

    def undo(self, session: GameSession) -> GameSession:
        """The session as it was before the last undoable step."""
        mark = self.marks.pop()
        self.passed_at = None
        return session.rewound(mark)
