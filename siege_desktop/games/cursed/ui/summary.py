"""Cursed Gifts' end-of-game summary (the app's summary screen draws it through `SPEC.ui`'s
`summary_view`): points over time per seat (lower is better), then per seat the Cursed Gifts
offered, Comebacks played, points cured, rivals knocked out and the round it went out, and
who held the fewest points alone the longest."""

from __future__ import annotations

from collections.abc import Sequence

from siege_desktop.app.replay.game_summary import GameSummary
from siege_desktop.app.replay.ranking import Column
from siege_desktop.app.session import GameSession
from siege_desktop.app.summary import Timeline
from siege_desktop.core.protocol import GameResult
from siege_desktop.games.cursed.ui.figures import CursedFigures, figures

COLUMNS = (
    Column("Seat", 0, 136),  # the name starts after the dot and ends before Points
    Column("Points", 160, 50, bold=True),
    Column("Offers", 215, 55),
    Column("Answers", 275, 60),
    Column("Cured", 345, 45),
    Column("KOs", 395, 40),
    Column("Out", 440, 40),
)
NOTES = (
    "In front: alone on the fewest points · Answers: Comebacks played · Cured: points cured"
    " with Antidotes · KOs: rivals put out"
)


class CursedSummary(GameSummary[CursedFigures, GameResult]):
    """The figures of one finished game and their drawing on the shared page."""

    COLUMNS = COLUMNS
    NOTES = NOTES
    CHART_TITLE = "Cursed points over time (lower is better)"
    LEAD = "Longest in front"  # the fewest points, alone
    NO_LEAD = "Nobody was ever in front alone."

    def figures_of(self, session: GameSession, line: Timeline) -> CursedFigures:
        return figures(session, line)

    def headline(self, names: Sequence[str]) -> str:
        who = " and ".join(names[w] for w in self.result.winners)
        counts = f"{self.length.rounds} rounds · {self.length.turns} turns"
        return f"{who} won · {counts} · {len(self.session.actions)} actions"

    def cells(self, seat: int) -> tuple[str, ...]:
        f = self.figures
        counts = (f.offers, f.answers, f.cured, f.knockouts)
        out = f.out_round[seat]
        return (*(str(c[seat]) for c in counts), "—" if out is None else f"R{out}")
