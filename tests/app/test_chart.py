"""The points chart's value axis: round ticks (a step of 1, 2 or 5 times a power of ten, at
most five of them, the last at or above the highest score) and the winning score marked."""

from __future__ import annotations

import itertools

import pygame
import pytest

from siege_desktop.app import chart
from siege_desktop.app.art import Art
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD


@pytest.mark.parametrize("high", [0, 1, 2, 3, 4, 7, 9, 13, 20, 31, 47, 99, 100, 163, 999, 4321])
def test_ticks_are_round_and_cover_the_highest_score(high: int) -> None:
    scale = chart.ticks(high)
    assert scale[0] == 0 and scale[-1] >= max(1, high)
    assert 2 <= len(scale) <= chart.MAX_TICKS
    step = scale[1]
    assert all(b - a == step for a, b in itertools.pairwise(scale))
    while step % 10 == 0:
        step //= 10
    assert step in chart.NICE_STEPS
    # The top tick is the first at or above the score: no empty band above the lines.
    assert scale[-2] < max(1, high)


def test_a_siege_tower_jump_reads_in_fives_not_fifteens() -> None:
    assert chart.ticks(31) == [0, 10, 20, 30, 40]
    assert chart.ticks(20) == [0, 5, 10, 15, 20]


def _gold_rows(surface: pygame.Surface, rect: pygame.Rect) -> set[int]:
    rows = set()
    for y in range(rect.top, rect.bottom):
        for x in range(rect.x + rect.w // 3, rect.right - rect.w // 3):
            if tuple(surface.get_at((x, y)))[:3] == GOLD:
                rows.add(y)
                break
    return rows


@pytest.mark.parametrize("goal", [None, 20])
def test_the_winning_score_is_a_gold_line_only_when_given(goal: int | None) -> None:
    pygame.init()
    surface = pygame.Surface((640, 490))
    rect = surface.get_rect()
    p = Painter(Art(), 1.0)
    chart.draw_chart(p, surface, rect, [[0, 4, 9, 12], [0, 2, 6, 7]], ["A", "B"], goal=goal)
    rows = _gold_rows(surface, rect)
    if goal is None:
        assert not rows
    else:
        # Scores up to 12 with a goal of 20: the scale reaches 20 and the line is at its top.
        assert rows and max(rows) - min(rows) <= 3
        assert min(rows) < rect.y + 80
