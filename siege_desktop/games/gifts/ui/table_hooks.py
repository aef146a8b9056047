"""Gifts Under Siege's part of the shared table frame: turns, what a step reveals, and the
game-over sheet (points, gifts by class, sealed gifts, locks; the tie-break in words)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.tableui import ResultSheet
from siege_desktop.core.protocol import GameEvent, GameResult
from siege_desktop.games.gifts.rules import Outcome, acts
from siege_desktop.games.gifts.rules.cards import GIFT_CLASS
from siege_desktop.games.gifts.ui.help import MOUSE, SHORTCUTS

if TYPE_CHECKING:
    from siege_desktop.app.session import GameSession

REASONS = {
    "supply": "The gift supply ran out, so the game ended at the end of that round.",
    "rounds": "The round limit was reached.",
    "time": "Time ran out, so the game ended at the end of that round.",
}
REVEALED = "A land was drawn since: no undo past a revealed card."
COLUMNS = (
    ("Points", 570),
    ("I", 650),
    ("II", 700),
    ("III", 750),
    ("Sealed", 810),
    ("Locks", 900),
)


def decided_text(result: Outcome, names: list[str]) -> str:
    who = [names[s] for s in result.winners]
    if len(who) > 3:  # the table below names them; a sentence of eight names overflows
        won = f"{len(who)} seats"
    else:
        won = who[0] if len(who) == 1 else ", ".join(who[:-1]) + " and " + who[-1]
    if result.decided_by == "score":
        return f"{acts(won, 'wins')} on points."
    if result.decided_by == "sealed":
        return f"Tied on points: {acts(won, 'wins')} with more sealed gifts."
    if result.decided_by == "locks":
        return f"Tied on points and sealed gifts: {acts(won, 'wins')} with more locks in total."
    return f"A shared win: {won} tie on points, sealed gifts and locks."


class GiftsUI:
    """Implements `app.table.tableui.TableUI` for Gifts Under Siege."""

    has_summary = True
    keeps_history = True
    shortcuts = SHORTCUTS
    mouse_help = MOUSE

    def turn_of(self, state: Any) -> Hashable:
        turn: int = state.turn
        return turn

    def revealed(
        self, before: Any, after: Any, events: Sequence[GameEvent], seat: int
    ) -> str | None:
        # A land drawn by the acting seat (a recycle, the end of the turn) is news to it.
        if any(e.kind == "draw" and e.seat == seat for e in events):
            return REVEALED
        return None

    def result_sheet(self, session: GameSession, result: GameResult) -> ResultSheet:
        assert isinstance(result, Outcome)
        names = [s.name for s in session.seats]
        rows = []
        for seat in range(len(session.seats)):
            area = session.state.areas[seat]
            by_class = [sum(1 for g, _ in area if GIFT_CLASS[g] == k) for k in (1, 2, 3)]
            rows.append(
                (
                    str(result.scores[seat]),
                    *(str(n) for n in by_class),
                    str(result.sealed[seat]),
                    str(result.locks[seat]),
                )
            )
        why = REASONS.get(result.reason, "")
        rounds = f"{result.rounds} round{'s' if result.rounds != 1 else ''} played."
        return ResultSheet(
            decided_text(result, names), f"{why} {rounds}", COLUMNS, tuple(rows), "Points"
        )

    def results_bar(self, size: tuple[int, int]) -> pygame.Rect:
        return Layout(size, ()).buttons(1)[0]

    def toast_bottom(self, size: tuple[int, int]) -> int:
        layout = Layout(size, ())
        return layout.bottom_header().top - layout.px(4)
