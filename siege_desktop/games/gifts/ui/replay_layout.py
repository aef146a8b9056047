"""The replay's table geometry: the game's own, with the right panel split for the hands,
the log, the points chart and the step buttons."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from siege_desktop.app.table.layout import PANEL_W, PANEL_X, Layout

HANDS_Y = 94
ROW = 19
CHART = (PANEL_X, 430, PANEL_W, 138)
BAR = (PANEL_X, 574, PANEL_W, 138)


class ReplayLayout(Layout):
    def __init__(self, size: tuple[int, int], plate_seats: Sequence[int], players: int) -> None:
        super().__init__(size, plate_seats)
        self.players = players

    def hands(self) -> pygame.Rect:
        return self.rect(PANEL_X, HANDS_Y, PANEL_W, 26 + ROW * self.players)

    def hand_row(self, i: int) -> pygame.Rect:
        return self.rect(PANEL_X + 8, HANDS_Y + 24 + ROW * i, PANEL_W - 16, ROW)

    def log(self) -> pygame.Rect:
        top = HANDS_Y + 26 + ROW * self.players + 6
        return self.rect(PANEL_X, top, PANEL_W, CHART[1] - 6 - top)

    def chart(self) -> pygame.Rect:
        return self.rect(*CHART)

    def bar(self) -> pygame.Rect:
        return self.rect(*BAR)

    def bar_hint(self) -> pygame.Rect:
        x, y, w, _ = BAR
        return self.rect(x + 10, y + 6, w - 20, 20)

    def buttons(self, n: int) -> list[pygame.Rect]:
        """Two columns of buttons under the hint."""
        x, y, w, _ = BAR
        half = (w - 22) / 2
        return [
            self.rect(x + 8 + (i % 2) * (half + 6), y + 30 + (i // 2) * 36, half, 32)
            for i in range(n)
        ]
