"""Siege's end-of-game summary (the app's summary screen draws it through `SPEC.ui`'s
`summary_view`): points over time on the shared page, then per seat the units drafted, the
kills and losses, the dice's hits against the hits their chances promised, the towers held
over time in a second chart, and what each side drafted by colour."""

from __future__ import annotations

import pygame

from siege_desktop.app import chart
from siege_desktop.app.replay.ranking import X0, Column, SummaryPage, draw_page
from siege_desktop.app.session import GameSession
from siege_desktop.app.summary import Lead, Timeline
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import PAPER
from siege_desktop.core.protocol import GameResult
from siege_desktop.games.siege.rules.data import COLOURS, UNITS
from siege_desktop.games.siege.rules.rules import RULES
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


def lead_text(lead: Lead | None, names: list[str]) -> str:
    """Who was ahead on points (alone) the longest."""
    if lead is None:
        return "Nobody was ever ahead alone on points."
    turns = "turn" if lead.turns == 1 else "turns"
    return f"Longest ahead: {names[lead.seat]}, {lead.turns} {turns} from turn {lead.start + 1}."


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


def headline(result: GameResult, names: list[str], rounds: int, actions: int) -> str:
    who = " and ".join(names[w] for w in result.winners)
    verb = "drew" if len(result.winners) > 1 else "won"
    why = ENDED.get(result.reason, result.reason)
    return f"{who} {verb} · {why} · {rounds} rounds · {actions} actions"


class SiegeSummary:
    """The figures of one finished game and their drawing."""

    def __init__(self, session: GameSession, line: Timeline) -> None:
        self.session = session
        self.figures = figures(session, line)
        end = line.states[-1]
        result = RULES.outcome(end)
        assert result is not None, "a summary is of a finished game"
        self.result = result
        self.rounds = RULES.length(end).rounds or 0

    def rows(self, names: list[str]) -> list[tuple[int, tuple[str, ...]]]:
        r, f = self.result, self.figures
        return [
            (
                seat,
                (
                    names[seat],
                    str(r.scores[seat]),
                    str(f.drafted[seat]),
                    str(f.kills[seat]),
                    str(f.lost[seat]),
                    f"{f.hits[seat]} ({f.expected[seat]:.1f})",
                    signed(f.luck(seat)),
                ),
            )
            for seat in r.ranking
        ]

    def draw(self, p: Painter, surface: pygame.Surface, layout: Layout) -> None:
        names = [s.name for s in self.session.seats]
        f = self.figures
        page = SummaryPage(
            headline=headline(self.result, names, self.rounds, len(self.session.actions)),
            series=f.points,
            names=names,
            columns=COLUMNS,
            rows=self.rows(names),
            winners=self.result.winners,
            lead=lead_text(f.lead, names),
            notes=NOTES,
            chart_title="Points over time (20 wins)",
        )
        draw_page(p, surface, layout, page)
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
