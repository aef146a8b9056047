"""The summary screens' ranking table: a row a seat in the order given, each value inside
its column, the seat's dot before its name, the winners in gold."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from siege_desktop.app.art import Art
from siege_desktop.app.replay.ranking import Column, draw_ranking
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD, PAPER

COLUMNS = (Column("Place", 0, 55), Column("Seat", 60, 145), Column("Points", 350, 130, True))


Trace = list[tuple[str, pygame.Rect, pygame.Rect | None]]


def drawn(
    size: tuple[int, int], rows: list[tuple[int, tuple[str, ...]]], winners: list[int]
) -> tuple[pygame.Surface, Layout, Trace]:
    pygame.display.init()
    pygame.display.set_mode(size)
    surface = pygame.Surface(size)
    layout = Layout(size, ())
    p = Painter(Art(), layout.scale)
    trace: Trace = []
    p.trace = trace
    draw_ranking(p, surface, layout, COLUMNS, rows, winners, name_column=1)
    return surface, layout, trace


def test_rows_follow_the_ranking_and_values_stay_in_their_columns() -> None:
    long = "Bartholomew of the Very Long Name Indeed"
    rows = [(2, ("1", "Cy", "0")), (0, ("2", long, "10")), (1, ("3", "Bo", "10"))]
    surface, layout, trace = drawn((1280, 720), rows, [2])
    lines = {text: rect for text, rect, _ in trace}
    assert lines["Cy"].y < lines["2"].y < lines["Bo"].y  # best first, as given
    name = next(rect for text, rect, _ in trace if text.startswith("Bartholomew"))
    # As wide as the room before the right edge lets the columns spread; never into Points.
    assert name.width > layout.px(145) and name.right < lines["Points"].x
    assert lines["Points"].right <= layout.point(1240, 0)[0]
    seat_x = layout.point(730 + 60, 0)[0]
    assert lines["Cy"].x == seat_x + layout.px(16)  # room for the dot before the name
    dot = surface.get_at((layout.point(730 + 65, 0)[0], lines["Cy"].y + layout.px(9)))
    assert tuple(dot)[:3] not in ((0, 0, 0), GOLD, PAPER)  # the seat's chart colour


def test_the_winners_row_is_gold_and_the_others_are_not() -> None:
    rows = [(1, ("1", "Ann", "7")), (0, ("2", "Bo", "3"))]
    surface, _, trace = drawn((1024, 576), rows, [1])
    lines = {text: rect for text, rect, _ in trace}

    def colours(rect: pygame.Rect) -> set[tuple[int, ...]]:
        return {
            tuple(surface.get_at((x, y)))[:3]
            for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)
        }

    assert GOLD in colours(lines["Ann"]) and PAPER not in colours(lines["Ann"])
    assert PAPER in colours(lines["Bo"]) and GOLD not in colours(lines["Bo"])
