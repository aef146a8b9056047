"""The summary screens' parts: the ranking table (a row a seat, best first, in columns; the
seat's chart colour as a dot beside its name, the winners' rows in gold and bold), and a
game's own summary page around it (`SummaryPage`: headline, score chart, ranking with the
game's figures, who led the longest, what the columns mean)."""

from __future__ import annotations

from collections.abc import Sequence

import attrs
import pygame

from siege_desktop.app import chart, textfit
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD, MUTED, PAPER

#: Where the table starts on the 1280 x 720 design (right of the chart), and its rows.
X0, Y0 = 730, 128
ROWS_H = 380  # every row fits in this height, at most ROW_H each
ROW_H = 44
NAME_INDENT = 16  # the name starts right of the seat's dot
RIGHT = 1224  # design units: the page's inner right edge, where the last column must end


@attrs.frozen
class Column:
    label: str
    dx: int  # design units right of the table's left edge
    width: int  # a value is cut with an ellipsis to stay inside its column
    bold: bool = False  # bold in every row (the score a game is decided by)


def draw_ranking(
    p: Painter,
    surface: pygame.Surface,
    layout: Layout,
    columns: Sequence[Column],
    rows: Sequence[tuple[int, Sequence[str]]],
    winners: Sequence[int],
    name_column: int,
) -> None:
    """`rows`: (seat, one value a column) in ranking order; `name_column`: the index of the
    column holding the seat's name, which gets the seat's dot before it."""
    # Each column as wide as its widest value where the page has the room (a long name takes
    # what the other columns leave), so a value is cut only when the room is really missing.
    needs = [
        max(
            [p.render(c.label, 13, MUTED, True).get_width()]
            + [p.render(v[k], 16, PAPER, True).get_width() for _, v in rows]
        )
        / layout.scale
        + (NAME_INDENT if k == name_column else 0)
        + 12
        for k, c in enumerate(columns)
    ]
    old = [c.dx for c in columns]
    last = columns[-1]
    xs = textfit.spread_columns(old, needs, max(last.dx + last.width, RIGHT - X0))
    ends = [*xs[1:], xs[-1] + max(last.width, RIGHT - X0 - xs[-1])]
    columns = [
        attrs.evolve(
            c,
            dx=round(x),
            width=max(c.width, round(end - x - 8 - (NAME_INDENT if k == name_column else 0))),
        )
        if x != c.dx or k == name_column
        else c
        for k, (c, x, end) in enumerate(zip(columns, xs, ends, strict=True))
    ]
    for c in columns:
        p.text(surface, c.label, 13, layout.point(X0 + c.dx, Y0), MUTED, True)
    row_h = min(ROW_H, ROWS_H // max(1, len(rows)))
    dot_dx = columns[name_column].dx + 5
    for i, (seat, values) in enumerate(rows):
        y = Y0 + 28 + i * row_h
        won = seat in winners
        pygame.draw.circle(
            surface, chart.seat_colour(seat), layout.point(X0 + dot_dx, y + 9), layout.px(5)
        )
        for k, (c, v) in enumerate(zip(columns, values, strict=True)):
            at = layout.point(X0 + c.dx + (NAME_INDENT if k == name_column else 0), y)
            colour = GOLD if won else PAPER
            p.text(surface, v, 16, at, colour, won or c.bold, max_width=layout.px(c.width))


@attrs.frozen
class SummaryPage:
    """A game's own summary screen: its headline, its score over the turns, the ranking
    table with the game's figures, who led the longest and what the columns mean."""

    headline: str
    series: Sequence[Sequence[int]]  # series[seat][i]: the score at the start of turn i
    names: Sequence[str]
    columns: Sequence[Column]
    rows: Sequence[tuple[int, Sequence[str]]]  # (seat, values) in ranking order
    winners: Sequence[int]
    lead: str
    notes: str
    chart_title: str = "Points over time"
    chart_goal: int | None = None  # the score that wins, if the game has one


def draw_page(p: Painter, surface: pygame.Surface, layout: Layout, page: SummaryPage) -> None:
    box = layout.rect(40, 30, 1200, 660)
    p.panel(surface, box, (22, 28, 24, 244), (*GOLD, 255), 2, 16)
    p.text(surface, "Game summary", 30, layout.point(640, 44), GOLD, True, "midtop")
    p.text(surface, page.headline, 15, layout.point(640, 86), PAPER, False, "midtop", box.w)
    chart.draw_chart(
        p,
        surface,
        layout.rect(64, 120, 640, 490),
        page.series,
        page.names,
        title=page.chart_title,
        goal=page.chart_goal,
    )
    draw_ranking(p, surface, layout, page.columns, page.rows, page.winners, name_column=0)
    width = layout.px(480)
    p.text(surface, page.lead, 15, layout.point(X0, Y0 + 420), PAPER, True, max_width=width)
    for k, text in enumerate(p.wrap(page.notes, 12, width)):
        p.text(surface, text, 12, layout.point(X0, Y0 + 450 + 16 * k), MUTED)
