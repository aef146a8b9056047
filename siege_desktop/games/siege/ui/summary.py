"""Siege's end-of-game summary (the app's summary screen draws it through `SPEC.ui`'s
`summary_view`): points over time on the shared page, then per seat the units drafted, the
kills and losses, the dice's hits against the hits their chances promised, the towers held
over time in a second chart, and what each side drafted by colour."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from siege_desktop.app import chart
from siege_desktop.app.replay.game_summary import GameSummary
from siege_desktop.app.replay.ranking import X0, Column
from siege_desktop.app.session import GameSession
from siege_desktop.app.summary import Timeline
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import PAPER
from siege_desktop.core.protocol import GameResult
from siege_desktop.games.siege.rules.data import COLOURS, TO_WIN, UNITS
from siege_desktop.games.siege.ui.figures import SiegeFigures, figures

COLUMNS = (
    Column("Seat", 0, 104),  # the name starts after the dot and ends before Points
    Column("Points", 130, 48, bold=True),
    Column("Drafted", 182, 58),
    Column("Kills", 248, 38),
    Column("Lost", 290, 38),
    Column("Hits (avg)", 334, 90),
    Column("Luck", 430, 50),
)
NOTES = (
    "Hits (avg): hits rolled, and the average the exact chances give · Luck: the difference"
    " · Kills and Lost count counterattacks"
)
#: The towers chart sits under the ranking's two rows, above the lines that follow it and
#: the shared page's lead and notes (design units of 1280 x 720).
TOWERS_Y, TOWERS_H = 262, 138
LINES_Y = 410
ENDED = {
    "points": "the race to 20 was won",
    "rounds": "the round limit was reached",
    "stuck": "nobody had a unit or a card left",
}


def signed(value: float) -> str:
    """+1.4, -0.7, and 0.0 without a sign."""
    text = f"{value:+.1f}"
    return "0.0" if text in ("+0.0", "-0.0") else text


def drafted_line(f: SiegeFigures, seat: int) -> str:
    """What a seat drafted by colour and how many dice it rolled (after the seat's dot)."""
    by_colour = {c: 0 for c in COLOURS}
    for kind, n in enumerate(f.by_kind[seat]):
        by_colour[UNITS[kind].colour] += n
    colours = ", ".join(f"{n} {c}" for c, n in by_colour.items() if n) or "nothing"
    return f"Drafted {colours} · {f.dice[seat]} dice rolled"


def headline(result: GameResult, names: Sequence[str], rounds: int, actions: int) -> str:
    who = " and ".join(names[w] for w in result.winners)
    verb = "drew" if len(result.winners) > 1 else "won"
    why = ENDED.get(result.reason, result.reason)
    return f"{who} {verb} · {why} · {rounds} rounds · {actions} actions"


class SiegeSummary(GameSummary[SiegeFigures, GameResult]):
    """The figures of one finished game and their drawing: the shared page, then the towers
    chart and what each side drafted."""

    COLUMNS = COLUMNS
    NOTES = NOTES
    CHART_TITLE = "Points over time"
    CHART_GOAL = TO_WIN
    LEAD = "Longest ahead"  # on points, alone
    NO_LEAD = "Nobody was ever ahead alone on points."

    def figures_of(self, session: GameSession, line: Timeline) -> SiegeFigures:
        return figures(session, line)

    def headline(self, names: Sequence[str]) -> str:
        rounds = self.length.rounds or 0
        return headline(self.result, names, rounds, len(self.session.actions))

    def cells(self, seat: int) -> tuple[str, ...]:
        f = self.figures
        return (
            str(f.drafted[seat]),
            str(f.kills[seat]),
            str(f.lost[seat]),
            f"{f.hits[seat]} ({f.expected[seat]:.1f})",
            signed(f.luck(seat)),
        )

    def draw_more(self, p: Painter, surface: pygame.Surface, layout: Layout) -> None:
        f = self.figures
        names = [s.name for s in self.session.seats]
        chart.draw_chart(
            p,
            surface,
            layout.rect(X0, TOWERS_Y, 480, TOWERS_H),
            f.towers,
            names,
            title="Towers held over time",
            legend=False,
        )
        for i, seat in enumerate(self.result.ranking):
            y = LINES_Y + i * 18
            dot = layout.point(X0 + 5, y + 8)
            pygame.draw.circle(surface, chart.seat_colour(seat), dot, layout.px(5))
            p.text(
                surface,
                drafted_line(f, seat),
                12.5,
                layout.point(X0 + 16, y),
                PAPER,
                max_width=layout.px(464),
            )
