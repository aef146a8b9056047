"""Cursed Gifts' end-of-game summary (the app's summary screen draws it through `SPEC.ui`'s
`summary_view`): points over time per seat (lower is better), then per seat the Cursed Gifts
offered, Comebacks played, points cured, rivals knocked out and the round it went out, and
who held the fewest points alone the longest."""

from __future__ import annotations

import pygame

from siege_desktop.app.replay.ranking import Column, SummaryPage, draw_page
from siege_desktop.app.session import GameSession
from siege_desktop.app.summary import Lead, Timeline
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.games.cursed.rules.rules import RULES
from siege_desktop.games.cursed.ui.figures import figures

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


def lead_text(lead: Lead | None, names: list[str]) -> str:
    """Who was in front (the fewest points, alone) the longest."""
    if lead is None:
        return "Nobody was ever in front alone."
    turns = "turn" if lead.turns == 1 else "turns"
    return f"Longest in front: {names[lead.seat]}, {lead.turns} {turns} from turn {lead.start + 1}."


class CursedSummary:
    """The figures of one finished game and their drawing."""

    def __init__(self, session: GameSession, line: Timeline) -> None:
        self.session = session
        self.figures = figures(session, line)
        end = line.states[-1]
        result = RULES.outcome(end)
        assert result is not None, "a summary is of a finished game"
        self.result = result
        self.length = RULES.length(end)

    def draw(self, p: Painter, surface: pygame.Surface, layout: Layout) -> None:
        names = [s.name for s in self.session.seats]
        r, f = self.result, self.figures
        who = " and ".join(names[w] for w in r.winners)
        counts = f"{self.length.rounds} rounds · {self.length.turns} turns"
        rows = [
            (
                seat,
                (
                    names[seat],
                    str(r.scores[seat]),
                    str(f.offers[seat]),
                    str(f.answers[seat]),
                    str(f.cured[seat]),
                    str(f.knockouts[seat]),
                    "—" if f.out_round[seat] is None else f"R{f.out_round[seat]}",
                ),
            )
            for seat in r.ranking
        ]
        page = SummaryPage(
            headline=f"{who} won · {counts} · {len(self.session.actions)} actions",
            series=f.points,
            names=names,
            columns=COLUMNS,
            rows=rows,
            winners=r.winners,
            lead=lead_text(f.lead, names),
            notes=NOTES,
            chart_title="Cursed points over time (lower is better)",
        )
        draw_page(p, surface, layout, page)
