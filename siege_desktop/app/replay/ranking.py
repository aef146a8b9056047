"""The ranking table of a summary screen: a row a seat, best first, in columns; the seat's
chart colour as a dot beside its name, and the winners' rows in gold and bold."""

from __future__ import annotations

from collections.abc import Sequence

import attrs
import pygame

from siege_desktop.app import chart
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD, MUTED, PAPER

#: Where the table starts on the 1280 x 720 design (right of the chart), and its rows.
X0, Y0 = 730, 128
ROWS_H = 380  # every row fits in this height, at most ROW_H each
ROW_H = 44
NAME_INDENT = 16  # the name starts right of the seat's dot


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
