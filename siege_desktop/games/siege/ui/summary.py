"""Siege's end-of-game summary (the app's summary screen draws it through `SPEC.ui`'s
`summary_view`): points over the turns, then per seat the units drafted, kills, the dice's
luck against expectation and the tower-turns, and who led alone the longest."""

from __future__ import annotations

import pygame

from siege_desktop.app.replay.ranking import Column, SummaryPage, draw_page
from siege_desktop.app.session import GameSession
from siege_desktop.app.summary import Lead, Timeline
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.games.siege.rules.rules import RULES
from siege_desktop.games.siege.ui.figures import figures

COLUMNS = (
    Column("Seat", 0, 136),
    Column("Points", 160, 50, bold=True),
    Column("Drafted", 215, 60),
    Column("Kills", 280, 45),
    Column("Hits", 330, 80),
    Column("Towers", 415, 55),
)
NOTES = (
    "Drafted: units picked and drafted · Hits: dice that hit, against the hits expected"
    " · Towers: towers held at the start of each turn, added up"
)


def lead_text(lead: Lead | None, names: list[str]) -> str:
    if lead is None:
        return "Nobody was ever ahead alone."
    turns = "turn" if lead.turns == 1 else "turns"
    return f"Longest ahead: {names[lead.seat]}, {lead.turns} {turns} from turn {lead.start + 1}."


class SiegeSummary:
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
        rows = [
            (
                seat,
                (
                    names[seat],
                    str(r.scores[seat]),
                    str(f.drafted[seat]),
                    str(f.kills[seat]),
                    f"{f.hits[seat]} / {f.expected[seat]:.1f}",
                    str(f.tower_turns[seat]),
                ),
            )
            for seat in r.ranking
        ]
        page = SummaryPage(
            headline=(
                f"{who} won · {self.length.rounds} rounds · {len(self.session.actions)} actions"
            ),
            series=f.points,
            names=names,
            columns=COLUMNS,
            rows=rows,
            winners=r.winners,
            lead=lead_text(f.lead, names),
            notes=NOTES,
            chart_title="Points over the turns (20 wins)",
        )
        draw_page(p, surface, layout, page)
