"""The draft's and setup's lines under the board's panels say every colour whole: the colour
mix follows the chips (on the head line four colours were cut: "4 blue 2 ...")."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from siege_helpers import actions_until, ready, start

from siege_desktop.games.siege.rules.state import DRAFT, SETUP


@pytest.mark.parametrize("size", [(1024, 576), (2560, 1440)])
@pytest.mark.parametrize("phase", [DRAFT, SETUP])
def test_the_picks_so_far_are_said_whole(size: tuple[int, int], phase: str) -> None:
    def stop(s: Any) -> bool:
        return bool(s.phase == phase and (phase == SETUP or len(s.drafted[0]) >= 6))

    app, table = start(("human", "medium"), seed=21, actions=actions_until(21, stop), size=size)
    try:
        ready(app)
        trace: list[tuple[str, pygame.Rect, pygame.Rect | None]] = []
        table.drawer.painter.trace = trace
        table._cache_key = None
        app.draw()
        table.drawer.painter.trace = None
        painter = table.drawer.painter

        def whole(text: str, rect: pygame.Rect, size: float, bold: bool) -> bool:
            """Drawn as wide as the whole text is (a cut one is narrower)."""
            width = app.art.font(painter.px(size), bold).size(text)[0]
            return rect.w >= width

        heads = [(t, r) for t, r, _ in trace if t.startswith(("Ann (South):", "Bob (North):"))]
        assert len(heads) == 2
        for text, rect in heads:
            assert whole(text, rect, 12, True), f"cut: {text}"
        colours = (" red", " green", " blue", " neutral")
        mixes = [(t, r) for t, r, _ in trace if t[0].isdigit() and any(c in t for c in colours)]
        assert len(mixes) == 2, mixes
        for text, rect in mixes:
            assert whole(text, rect, 11, False), f"cut: {text}"
        assert phase == DRAFT or all(" neutral" in t for t, _ in mixes)  # four colours each
    finally:
        app.shutdown()
