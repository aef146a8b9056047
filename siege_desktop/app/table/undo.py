"""Undo of your own decisions within your turn, as long as nothing hidden was revealed since.

The session is replay based: undo keeps the action-log length before each undoable step and
rebuilds the session from the shorter log.

The engine ends a turn as soon as its main action is done, so "within your turn" reaches a
little past that: until the next seat decides anything, your main action can still be taken
back. The next seat's draw shows nothing to you, and replay deals it the same land again.
"""

from __future__ import annotations

from siege_desktop.app.session import GameSession
from siege_desktop.engine import Event, Phase


class UndoTrail:
    def __init__(self) -> None:
        self.marks: list[int] = []
        self.seat: int | None = None
        self.turn: int | None = None  # the engine's turn number the trail belongs to
        self.blocked = False  # something hidden was revealed this turn
        self.passed_at: int | None = None  # log length when the turn passed to the next seat

    def before(self, session: GameSession) -> None:
        """Call before a human decision is played."""
        # A new turn starts a new trail, also when the same (only) human acts again.
        seat, turn = session.state.seat, session.state.turn
        if seat != self.seat or turn != self.turn:
            self.reset(seat)
            self.turn = turn
        self.marks.append(len(session.actions))

    def after(self, session: GameSession, events: tuple[Event, ...], seat: int) -> None:
        """Call after it: a card revealed to this seat closes the trail."""
        if any(e.kind == "draw" and e.seat == seat for e in events):
            self.marks.clear()
            self.blocked = True
            self.passed_at = None
        elif session.state.seat != seat:
            self.passed_at = len(session.actions)

    def reset(self, seat: int | None) -> None:
        self.marks.clear()
        self.seat = seat
        self.turn = None
        self.blocked = False
        self.passed_at = None

    def can_undo(self, session: GameSession) -> bool:
        if not self.marks or session.state.phase is Phase.OVER:
            return False
        if self.passed_at is not None:
            return len(session.actions) == self.passed_at  # the next seat has not acted
        return bool(session.state.seat == self.seat)

    def why_not(self, session: GameSession | None = None) -> str:
        fresh = session is not None and session.state.turn != self.turn
        if self.blocked and not fresh:
            return "A land was drawn since: no undo past a revealed card."
        return "Nothing of yours to undo this turn."

    def undo(self, session: GameSession) -> GameSession:
        """The session as it was before the last undoable step."""
        mark = self.marks.pop()
        self.passed_at = None
        return GameSession(
            session.config, session.seed, session.seats, session.actions[:mark], hints=session.hints
        )
