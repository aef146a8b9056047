"""Undo of your own decisions within your turn, as long as nothing hidden was revealed since.

The session is replay based: undo keeps the action-log length before each undoable step and
rebuilds the session from the shorter log.
"""

from __future__ import annotations

from siege_desktop.app.session import GameSession
from siege_desktop.engine import Event

REVEALING = frozenset({"draw", "reshuffle"})


class UndoTrail:
    def __init__(self) -> None:
        self.marks: list[int] = []
        self.seat: int | None = None
        self.blocked = False  # something hidden was revealed this turn

    def before(self, session: GameSession) -> None:
        """Call before a human decision is played."""
        seat = session.state.seat
        if seat != self.seat:
            self.reset(seat)
        self.marks.append(len(session.actions))

    def after(self, session: GameSession, events: tuple[Event, ...], seat: int) -> None:
        """Call after it: a revealed card or the end of the turn closes the trail."""
        if any(e.kind in REVEALING for e in events) or session.state.seat != seat:
            self.marks.clear()
            self.blocked = session.state.seat == seat

    def reset(self, seat: int | None) -> None:
        self.marks.clear()
        self.seat = seat
        self.blocked = False

    def can_undo(self, session: GameSession) -> bool:
        return bool(self.marks) and session.state.seat == self.seat

    def why_not(self) -> str:
        if self.blocked:
            return "A land was drawn since: no undo past a revealed card."
        return "Nothing of yours to undo this turn."

    def undo(self, session: GameSession) -> GameSession:
        """The session as it was before the last undoable step."""
        mark = self.marks.pop()
        return GameSession(session.config, session.seed, session.seats, session.actions[:mark])
