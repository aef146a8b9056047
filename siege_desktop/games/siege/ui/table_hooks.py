"""Siege's part of the shared table frame: what names a turn, which actions reveal something
(a card drawn, a shuffle, a die: undo stops there), and the game-over sheet."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any, Final

import pygame

from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.tableui import ResultSheet
from siege_desktop.core.protocol import GameEvent, GameResult
from siege_desktop.core.words import acts
from siege_desktop.games.siege.rules.play import towers_held
from siege_desktop.games.siege.rules.state import SiegeState
from siege_desktop.games.siege.ui import layout
from siege_desktop.games.siege.ui.help import MOUSE, SHORTCUTS

if TYPE_CHECKING:
    from siege_desktop.app.session import GameSession

ENDINGS: Final = {
    "points": "A player reached 20 points.",
    "rounds": "The round limit was reached.",
    "stuck": "Nobody had a unit or a card left.",
}
DICE: Final = "The dice were rolled: no undo past them."
DREW: Final = "You drew cards since: no undo past a revealed card."
SHUFFLED: Final = "Your deck was shuffled since: no undo past it."
COLUMNS: Final = (("Points", 570), ("Towers", 680), ("Units", 790))


class SiegeUI:
    """Implements `app.table.tableui.TableUI` for Siege."""

    has_summary = True
    keeps_history = True
    shortcuts = SHORTCUTS
    mouse_help = MOUSE

    def turn_of(self, state: Any) -> Hashable:
        s: SiegeState = state
        return (s.turn, s.current, s.phase in ("draft", "setup"))

    def revealed(
        self, before: Any, after: Any, events: Sequence[GameEvent], seat: int
    ) -> str | None:
        kinds = {e.kind for e in events}
        if kinds & {"attack", "counter"}:
            return DICE
        if any(e.kind == "draw" and e.seat == seat for e in events):
            return DREW
        if kinds & {"draft", "deck"}:
            return SHUFFLED
        return None

    def result_sheet(self, session: GameSession, result: GameResult) -> ResultSheet:
        state: SiegeState = session.state
        names = [s.name for s in session.seats]
        who = " and ".join(names[s] for s in result.winners)
        decided = getattr(result, "decided_by", "")
        if len(result.winners) > 1:
            text = "A shared draw: level on points, towers and units."
        elif result.reason == "points":
            text = f"{acts(who, 'wins')} the race to 20."
        elif decided == "points":
            text = f"{acts(who, 'wins')} on points."
        else:
            text = f"Level on points: {acts(who, 'wins')} on {decided}."
        rows = tuple(
            (
                str(state.points[s]),
                str(towers_held(state.board, s)),
                str(sum(1 for u in state.board if u is not None and u.owner == s)),
            )
            for s in (0, 1)
        )
        return ResultSheet(
            text,
            f"{ENDINGS.get(result.reason, '')} Round {state.round}.",
            COLUMNS,
            rows,
            "Points",
        )

    def results_bar(self, size: tuple[int, int]) -> pygame.Rect:
        lay = Layout(size, ())
        x, y, w, _ = layout.BAR
        return lay.rect(x + 10, y + 80, w - 20, 36)

    def toast_bottom(self, size: tuple[int, int]) -> int:
        lay = Layout(size, ())
        return lay.rect(*layout.DETAIL).top - lay.px(4)
