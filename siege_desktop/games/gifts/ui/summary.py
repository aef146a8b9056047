"""Gifts Under Siege's end-of-game summary (the app's summary screen draws it through
`SPEC.ui`'s `summary_view`): points over time per seat, steals, seals, buildings and the
longest lead."""

from __future__ import annotations

from collections.abc import Sequence

from siege_desktop.app.replay.game_summary import GameSummary
from siege_desktop.app.replay.ranking import Column
from siege_desktop.app.session import GameSession
from siege_desktop.app.summary import Timeline
from siege_desktop.games.gifts.rules import GameState, Outcome, standings
from siege_desktop.games.gifts.ui.figures import Summary, summarise

NOTES = (
    "Steals: gifts taken from rivals · Lost: gifts rivals took · Seals: gifts locked to five"
    " · Built: buildings built"
)
COLUMNS = (
    Column("Seat", 0, 150),
    Column("Points", 170, 150, bold=True),
    Column("Steals", 240, 150),
    Column("Lost", 305, 150),
    Column("Seals", 360, 150),
    Column("Built", 420, 150),
)


class GiftsSummary(GameSummary[Summary, Outcome]):
    """The figures of one finished game and their drawing on the shared page."""

    COLUMNS = COLUMNS
    NOTES = NOTES
    LEAD = "Longest lead"
    NO_LEAD = "Nobody ever led alone."

    def figures_of(self, session: GameSession, line: Timeline) -> Summary:
        return summarise(session, line)

    def result_of(self, end: GameState) -> Outcome:
        return standings(end)

    def headline(self, names: Sequence[str]) -> str:
        r = self.result
        who = " and ".join(names[w] for w in r.winners)
        return f"{who} won · {r.rounds} rounds · {len(self.session.actions)} actions"

    def cells(self, seat: int) -> tuple[str, ...]:
        f = self.figures
        return tuple(str(c[seat]) for c in (f.steals, f.stolen_from, f.seals, f.buildings))
