"""A line chart of points over time, one line per seat, drawn with the table's painter."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from siege_desktop.app import textfit
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD, MUTED, PAPER

# One colour per seat, told apart on the green felt (and by the legend's names).
SEAT_COLOURS = (
    (255, 214, 102),
    (120, 190, 255),
    (240, 120, 110),
    (150, 220, 140),
    (214, 150, 240),
    (250, 170, 90),
    (110, 225, 215),
    (235, 235, 235),
)


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


#: Tick steps before the power of ten: a scale reads 0/5/10/15/20, never 0/15/31.
NICE_STEPS = (1, 2, 5)
#: Most ticks on the value axis, 0 included.
MAX_TICKS = 5


def ticks(high: int) -> list[int]:
    """Round values from 0 up to the first at or above `high` (at least 1), at most
    MAX_TICKS of them, a step of 1, 2 or 5 times a power of ten."""
    high = max(1, high)
    scale = 1
    while True:
        for step in (n * scale for n in NICE_STEPS):
            count = -(-high // step)  # steps to reach `high`, rounded up
            if count + 1 <= MAX_TICKS:
                return [k * step for k in range(count + 1)]
        scale *= 10


def _dashed(
    surface: pygame.Surface, colour: tuple[int, int, int], y: int, x0: int, x1: int, dash: int
) -> None:
    for x in range(x0, x1, 2 * dash):
        pygame.draw.line(surface, colour, (x, y), (min(x + dash, x1), y), max(1, dash // 3))


def draw_chart(
    p: Painter,
    surface: pygame.Surface,
    rect: pygame.Rect,
    series: Sequence[Sequence[int]],
    names: Sequence[str],
    *,
    title: str = "Points over time",
    marker: int | None = None,
    legend: bool = True,
    goal: int | None = None,
) -> None:
    """`series[seat][i]`: points at sample i (a turn); `marker`: the sample to mark (the replay
    position); `goal`: the score that wins, drawn as a dashed gold line. Lines are drawn in
    turn order, so the legend reads like the seats."""
    p.panel(surface, rect, (24, 32, 28, 190), None, 1, 8)
    pad = p.px(8)
    p.text(surface, title, 13, (rect.x + pad, rect.y + p.px(5)), GOLD, True)
    top = rect.y + p.px(24)
    legend_h = p.px(16) if legend else 0
    plot = pygame.Rect(
        rect.x + p.px(26), top, rect.w - p.px(34), rect.bottom - top - p.px(18) - legend_h
    )
    n = max((len(s) for s in series), default=0)
    most = max((max(s) for s in series if s), default=0)
    scale = ticks(max(most, goal or 0))
    high = scale[-1]
    pygame.draw.line(surface, MUTED, plot.bottomleft, plot.bottomright, 1)
    pygame.draw.line(surface, MUTED, plot.bottomleft, plot.topleft, 1)
    for value in scale:
        y = plot.bottom - round(plot.h * value / high)
        p.text(surface, str(value), 10, (plot.x - p.px(4), y), MUTED, anchor="midright")
        if value:
            pygame.draw.line(surface, (70, 84, 76), (plot.x + 1, y), (plot.right, y), 1)
    if goal is not None and goal > 0:
        y = plot.bottom - round(plot.h * goal / high)
        _dashed(surface, GOLD, y, plot.x + 1, plot.right, max(3, p.px(6)))
        label = f"{goal} to win"
        p.text(surface, label, 10, (plot.right - p.px(2), y - p.px(2)), GOLD, anchor="bottomright")
    p.text(surface, "turns", 10, (plot.right, plot.bottom + p.px(2)), MUTED, anchor="topright")

    def at(i: int, v: int) -> tuple[int, int]:
        x = plot.x + (round(plot.w * i / (n - 1)) if n > 1 else plot.w // 2)
        return (x, plot.bottom - round(plot.h * v / high))

    if marker is not None and n:
        x = at(min(max(0, marker), n - 1), 0)[0]
        pygame.draw.line(surface, PAPER, (x, plot.y), (x, plot.bottom), max(1, p.px(1)))
    width = max(1, p.px(2))
    for seat, values in enumerate(series):
        points = [at(i, v) for i, v in enumerate(values)]
        if len(points) > 1:
            pygame.draw.lines(surface, seat_colour(seat), False, points, width)
        elif points:
            pygame.draw.circle(surface, seat_colour(seat), points[0], width)
    if legend:
        x = rect.x + pad
        y = rect.bottom - p.px(4) - legend_h // 2
        # A short name keeps its width; the long ones share what is left (cut only then).
        each = p.px(25)  # the line before a name and the gap after it
        room = textfit.share_width(
            [p.render(name, 11, PAPER).get_width() for name in names],
            rect.w - 2 * pad - each * len(names),
        )
        for seat, (name, w) in enumerate(zip(names, room, strict=True)):
            pygame.draw.line(surface, seat_colour(seat), (x, y), (x + p.px(12), y), width)
            r = p.text(
                surface,
                name,
                11,
                (x + p.px(15), y),
                PAPER,
                anchor="midleft",
                max_width=max(p.px(20), w),
            )
            x = r.right + p.px(10)
