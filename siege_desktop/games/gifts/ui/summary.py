"""Gifts Under Siege's end-of-game summary (the app's summary screen draws it through
`SPEC.ui`'s `summary_view`): points over time per seat, steals, seals, buildings and the
longest lead."""

from __future__ import annotations

import pygame

from siege_desktop.app import chart, summary
from siege_desktop.app.replay import ranking
from siege_desktop.app.replay.ranking import Column, draw_ranking
from siege_desktop.app.session import GameSession
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD, MUTED, PAPER
from siege_desktop.games.gifts.rules import standings
from siege_desktop.games.gifts.ui.figures import summarise

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
        self.figures = summarise(line)
        self.result = standings(line.states[-1])

    def draw(self, p: Painter, surface: pygame.Surface, layout: Layout) -> None:
        box = layout.rect(40, 30, 1200, 660)
        p.panel(surface, box, (22, 28, 24, 244), (*GOLD, 255), 2, 16)
        names = [s.name for s in self.session.seats]
        r = self.result
        who = " and ".join(names[w] for w in r.winners)
        p.text(surface, "Game summary", 30, layout.point(640, 44), GOLD, True, "midtop")
        line = f"{who} won · {r.rounds} rounds · {len(self.session.actions)} actions"
        p.text(surface, line, 15, layout.point(640, 86), PAPER, False, "midtop")
        chart.draw_chart(p, surface, layout.rect(64, 120, 640, 490), self.figures.points, names)
        f = self.figures
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
        draw_ranking(p, surface, layout, COLUMNS, rows, r.winners, name_column=0)
        x0, y0 = ranking.X0, ranking.Y0
        p.text(
            surface,
            lead_text(f.lead, names),
            15,
            layout.point(x0, y0 + 40 + 380),
            PAPER,
            True,
            max_width=layout.px(480),
        )
        notes = (
            "Steals: gifts taken from rivals · Lost: gifts rivals took · Seals: gifts locked"
            " to five · Built: buildings built"
        )
        for k, text in enumerate(p.wrap(notes, 12, layout.px(480))):
            p.text(surface, text, 12, layout.point(x0, y0 + 70 + 380 + 16 * k), MUTED)
