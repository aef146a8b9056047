"""Cursed Gifts' part of the shared table frame: what names a turn, which actions reveal a
hidden card (undo stops there), and the game-over sheet."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any, Final

import pygame

from siege_desktop.app.table.tableui import ResultSheet
from siege_desktop.core.protocol import GameEvent, GameResult
from siege_desktop.core.words import YOU, agree
from siege_desktop.games.cursed.rules.state import CursedState
from siege_desktop.games.cursed.ui import layout
from siege_desktop.games.cursed.ui.help import MOUSE, SHORTCUTS
from siege_desktop.games.cursed.ui.layout import Geometry

if TYPE_CHECKING:
    from siege_desktop.app.session import GameSession

ENDINGS: Final = {
    "elimination": "Every rival was eliminated.",
    "deck": "The deck ran out and a full round passed without a card played.",
    "rounds": "The round limit was reached.",
}
DREW: Final = "You drew a card since: no undo past a revealed card."
SHOWN: Final = "A hidden card was revealed since: no undo past it."
# Events that show a card nobody saw before: a card taken from a hand, a swap of hands, a
# card discarded from a hand (at random or mourned), a card drawn by anyone.
REVEALING: Final = frozenset({"draw", "take", "lose", "swap", "discard"})
COLUMNS: Final = (("Points", 570), ("Gifts", 680), ("Standing", 790))


def decided_text(result: GameResult, names: Sequence[str]) -> str:
    who = [names[s] for s in result.winners]
    won = f"{len(who)} seats" if len(who) > 3 else " and ".join(who)
    decided = getattr(result, "decided_by", "")
    # One winner named "You" or several take the plural verb: "You win", "Ann and Bo win".
    subject = won if len(who) == 1 else YOU
    if result.reason == "elimination":
        return f"{won} {agree(subject, 'is')} the last one standing."
    if decided == "fewest gifts":
        return f"Tied on points: {won} {agree(subject, 'wins')} with fewer Cursed Gifts."
    if decided == "shared":
        return f"A shared win: {won} tie on points and Cursed Gifts."
    return f"{won} {agree(subject, 'wins')} with the fewest points."


def ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


class CursedUI:
    """Implements `app.table.tableui.TableUI` for Cursed Gifts."""

    has_summary = True
    keeps_history = True
    shortcuts = SHORTCUTS
    mouse_help = MOUSE

    def turn_of(self, state: Any) -> Hashable:
        s: CursedState = state
        return (s.round, s.current)

    def revealed(
        self, before: Any, after: Any, events: Sequence[GameEvent], seat: int
    ) -> str | None:
        if any(e.kind == "draw" and e.seat == seat for e in events):
            return DREW
        # The deck's top turned up (a Letter) shows as a shorter deck.
        if any(e.kind in REVEALING for e in events) or len(after.deck) < len(before.deck):
            return SHOWN
        return None

    def result_sheet(self, session: GameSession, result: GameResult) -> ResultSheet:
        state: CursedState = session.state
        names = [s.name for s in session.seats]
        rows = []
        for seat in range(len(session.seats)):
            if seat in state.out:
                standing = f"Out {ordinal(state.out.index(seat) + 1)}"
            else:
                standing = "Standing"
            rows.append((str(result.scores[seat]), str(len(state.areas[seat])), standing))
        return ResultSheet(
            decided_text(result, names),
            f"{ENDINGS.get(result.reason, '')} Round {state.round}.",
            COLUMNS,
            tuple(rows),
            "Points",
        )

    def results_bar(self, size: tuple[int, int]) -> pygame.Rect:
        geo = Geometry(size, 0)
        x, y, w, _ = layout.BAR
        return geo.rect(x + 8, y + 8, w - 16, 36)

    def toast_bottom(self, size: tuple[int, int]) -> int:
        geo = Geometry(size, 0)
        return geo.r(layout.MINE).top - geo.px(4)
