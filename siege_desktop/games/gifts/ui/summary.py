"""Gifts Under Siege's end-of-game summary (the app's summary screen draws it through
`SPEC.ui`'s `summary_view`): points over time per seat, steals, seals, buildings and the
longest lead."""

from __future__ import annotations

import pygame

from siege_desktop.app import summary
from siege_desktop.app.replay.ranking import Column, SummaryPage, draw_page
from siege_desktop.app.session import GameSession
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.games.gifts.rules import standings
from siege_desktop.games.gifts.ui.figures import summarise

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


def lead_text(lead: summary.Lead | None, names: list[str]) -> str:
    if lead is None:
        return "Nobody ever led alone."
    turns = "turn" if lead.turns == 1 else "turns"
    return f"Longest lead: {names[lead.seat]}, {lead.turns} {turns} from turn {lead.start + 1}."


class GiftsSummary:
    """The figures of one finished game and their drawing."""

    def __init__(self, session: GameSession, line: summary.Timeline) -> None:
        self.session = session
        self.figures = summarise(session, line)
        self.result = standings(line.states[-1])

    def draw(self, p: Painter, surface: pygame.Surface, layout: Layout) -> None:
        names = [s.name for s in self.session.seats]
        r, f = self.result, self.figures
        who = " and ".join(names[w] for w in r.winners)
        rows = [
            (
                seat,
                (
                    names[seat],
                    str(r.scores[seat]),
                    str(f.steals[seat]),
                    str(f.stolen_from[seat]),
                    str(f.seals[seat]),
                    str(f.buildings[seat]),
                ),
            )
            for seat in r.ranking
        ]
        page = SummaryPage(
            headline=f"{who} won · {r.rounds} rounds · {len(self.session.actions)} actions",
            series=f.points,
            names=names,
            columns=COLUMNS,
            rows=rows,
            winners=r.winners,
            lead=lead_text(f.lead, names),
            notes=NOTES,
        )
        draw_page(p, surface, layout, page)
