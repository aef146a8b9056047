"""The preview of a chosen play names the card, the gift and the seat; a long one ("Toilet
Paper Mummy on Player 3's Swamp Timeshare") was cut at 1024x576: it takes two lines, whole,
inside its panel, and the lines under it move down."""

from __future__ import annotations

import attrs
import pygame
import pytest
from test_cursed_table import start

TITLE = "Toilet Paper Mummy on Player 3's Swamp Timeshare"


@pytest.mark.parametrize("size", [(1024, 576), (2560, 1440)])
def test_a_long_preview_title_reads_whole(size: tuple[int, int], cut: list[str]) -> None:
    app, table = start(("human", "human", "human"), seed=8, size=size)
    try:
        view = attrs.evolve(table.view(), preview=(TITLE, "Makes it worth 1 more: 5 → 6."))
        trace: list[tuple[str, pygame.Rect, pygame.Rect | None]] = []
        board = table.board
        board.painter.trace = trace
        board.draw(pygame.Surface(size), view)
        board.painter.trace = None
        panel = board.places.reading[-1]
        heads = [(s, r) for s, r, _ in trace if s and s in TITLE]
        assert " ".join(s for s, _ in heads) == TITLE, heads
        assert all(panel.contains(r) for _, r in heads)
        line = next(r for s, r, _ in trace if s.startswith("Makes it worth"))
        assert panel.contains(line) and line.top >= max(r.bottom for _, r in heads)
        assert not cut, cut
    finally:
        app.shutdown()
