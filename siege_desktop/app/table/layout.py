"""Where everything sits: the table is designed at 1280×720 and scaled to the window.

Every position here is in logical units; `Layout.rect` turns them into window pixels. The
drawing code and the hit-testing read the same rectangles, so a click lands where it looks.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

DESIGN_W = 1280
DESIGN_H = 720

MAIN_W = 1000  # the left part: seats, display, your area; the right part: log and actions
PANEL_X = 1004
PANEL_W = 268

PLATE_Y = 8
PLATE_H = 132
PLATE_GAP = 6
PLATE_MAX_W = 250

CENTRE_Y = 148
SLOT_X = 100
SLOT_W = 86
SLOT_GAP = 6
SLOT_H = 122
MARKET_Y = 284
MARKET_W = 118
MARKET_H = 108
MARKET_GAP = 8

BOTTOM_Y = 404
GIFT_CELL = (52, 66)
LAND_W, LAND_H = 54, 76
LAND_OVERLAP = 22
HAND_W, HAND_H = 76, 106

TRACK = (PANEL_X, 8, PANEL_W, 80)
LOG = (PANEL_X, 94, PANEL_W, 378)
BAR = (PANEL_X, 478, PANEL_W, 234)


class Layout:
    """The table's geometry for one window size and one arrangement of seats."""

    def __init__(self, size: tuple[int, int], plate_seats: Sequence[int]) -> None:
        w, h = size
        self.size = size
        self.scale = min(w / DESIGN_W, h / DESIGN_H)
        # Centred: a window wider or taller than 16:9 gets felt margins, never a stretch.
        self.ox = (w - round(DESIGN_W * self.scale)) // 2
        self.oy = (h - round(DESIGN_H * self.scale)) // 2
        self.plate_seats = tuple(plate_seats)

    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        s = self.scale
        left, top = round(x * s), round(y * s)
        return pygame.Rect(
            self.ox + left, self.oy + top, round((x + w) * s) - left, round((y + h) * s) - top
        )

    def point(self, x: float, y: float) -> tuple[int, int]:
        return (self.ox + round(x * self.scale), self.oy + round(y * self.scale))

    # -------------------------------------------------------------- seats along the top
    def plate_width(self) -> float:
        n = max(1, len(self.plate_seats))
        return min(PLATE_MAX_W, (MAIN_W - 8 - PLATE_GAP * (n - 1)) / n)

    def plates(self) -> list[tuple[int, pygame.Rect]]:
        pw = self.plate_width()
        n = len(self.plate_seats)
        total = n * pw + (n - 1) * PLATE_GAP
        x0 = 4 + (MAIN_W - 8 - total) / 2
        return [
            (seat, self.rect(x0 + i * (pw + PLATE_GAP), PLATE_Y, pw, PLATE_H))
            for i, seat in enumerate(self.plate_seats)
        ]

    def plate_land_row(self, plate: pygame.Rect) -> pygame.Rect:
        """The row of land pips on a plate (see `seats.draw_plate`)."""
        s = self.scale
        return pygame.Rect(
            plate.x + round(3 * s), plate.y + round(39 * s), plate.w - round(6 * s), round(34 * s)
        )

    def enlarged_plate(self, plate: pygame.Rect) -> pygame.Rect:
        """The big version of a hovered plate: below it, inside the main area."""
        grow = min(2.0, max(1.5, 300 * self.scale / max(1, plate.w)))
        w, h = round(plate.w * grow), round(plate.h * grow)
        x = min(
            max(plate.centerx - w // 2, self.rect(4, 0, 1, 1).x),
            self.rect(MAIN_W - 4, 0, 1, 1).x - w,
        )
        return pygame.Rect(x, plate.bottom + self.px(4), w, h)

    # -------------------------------------------------------------- centre
    def deck(self) -> pygame.Rect:
        return self.rect(18, CENTRE_Y + 8, 62, 87)

    def discard(self) -> pygame.Rect:
        return self.rect(18, CENTRE_Y + 128, 62, 87)

    def display_slots(self, count: int) -> list[pygame.Rect]:
        return [
            self.rect(SLOT_X + i * (SLOT_W + SLOT_GAP), CENTRE_Y, SLOT_W, SLOT_H)
            for i in range(count)
        ]

    def supply(self) -> pygame.Rect:
        x = SLOT_X + 8 * (SLOT_W + SLOT_GAP) + 4
        return self.rect(x, CENTRE_Y, MAIN_W - 8 - x, SLOT_H)

    def market(self) -> list[pygame.Rect]:
        return [
            self.rect(SLOT_X + i * (MARKET_W + MARKET_GAP), MARKET_Y, MARKET_W, MARKET_H)
            for i in range(5)
        ]

    def centre_info(self) -> pygame.Rect:
        x = SLOT_X + 5 * (MARKET_W + MARKET_GAP)
        return self.rect(x, MARKET_Y, MAIN_W - 8 - x, MARKET_H)

    def centre(self) -> pygame.Rect:
        """The area a picker covers (the display and the buildings)."""
        return self.rect(96, CENTRE_Y - 2, 900, MARKET_Y + MARKET_H - CENTRE_Y + 4)

    # -------------------------------------------------------------- the bottom seat
    def bottom_header(self) -> pygame.Rect:
        return self.rect(8, BOTTOM_Y, MAIN_W - 16, 24)

    def bottom_gifts(self) -> pygame.Rect:
        return self.rect(8, BOTTOM_Y + 30, 6 * GIFT_CELL[0] + 8, 720 - BOTTOM_Y - 38)

    def bottom_lands(self) -> pygame.Rect:
        return self.rect(340, BOTTOM_Y + 30, 470, 110)

    def hand_area(self) -> pygame.Rect:
        return self.rect(340, BOTTOM_Y + 146, MAIN_W - 8 - 340, 720 - BOTTOM_Y - 150)

    def gift_cells(self, n: int) -> list[pygame.Rect]:
        """Your gifts: as big as the area allows for how many there are."""
        area_w, area_h = 6 * GIFT_CELL[0], 720 - BOTTOM_Y - 40
        for cw, ch in ((80, 94), (64, 78), (52, 66), (44, 56)):
            per_row = area_w // cw
            if per_row * (area_h // ch) >= n:
                break
        return [
            self.rect(12 + (i % per_row) * cw, BOTTOM_Y + 34 + (i // per_row) * ch, cw - 4, ch - 4)
            for i in range(n)
        ]

    def land_rects(
        self, lands: Sequence[int], tapped: Sequence[int]
    ) -> list[tuple[int, bool, pygame.Rect]]:
        """(colour, tapped, rect) for every land in play, grouped by colour, untapped first."""
        out: list[tuple[int, bool, pygame.Rect]] = []
        groups = [(c, lands[c] - tapped[c], tapped[c]) for c in range(5) if lands[c]]
        total = sum(lands)
        # Overlap more when there are many lands, so ten tapped lands still fit the row.
        step = LAND_OVERLAP if total <= 8 else 16
        widths = [
            LAND_W + (free + tap - 1) * step + (LAND_H - LAND_W if tap else 0)
            for _, free, tap in groups
        ]
        gap = 10
        x = 344.0
        span = sum(widths) + gap * (len(groups) - 1)
        x += max(0.0, (462 - span) / 2)
        y = BOTTOM_Y + 36
        for (c, free, tap), width in zip(groups, widths, strict=True):
            cx = x
            for _ in range(free):
                out.append((c, False, self.rect(cx, y, LAND_W, LAND_H)))
                cx += step
            for _ in range(tap):
                out.append((c, True, self.rect(cx, y + (LAND_H - LAND_W), LAND_H, LAND_W)))
                cx += step
            x += width + gap
        return out

    def building_slots(self) -> list[pygame.Rect]:
        return [self.rect(820 + i * 86, BOTTOM_Y + 34, 82, 102) for i in range(2)]

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        """A fan: cards overlap more as the hand grows, centred in the hand area."""
        if n == 0:
            return []
        area_x, area_w = 344, MAIN_W - 8 - 344 - 4
        step = min(HAND_W + 8, (area_w - HAND_W) / max(1, n - 1))
        span = HAND_W + step * (n - 1)
        x0 = area_x + (area_w - span) / 2
        y = BOTTOM_Y + 160
        out = []
        for i in range(n):
            # A gentle arc: the middle cards sit a little higher.
            mid = (n - 1) / 2
            lift = 0.0 if n == 1 else 8 * (1 - ((i - mid) / max(mid, 1)) ** 2)
            out.append(self.rect(x0 + i * step, y - lift, HAND_W, HAND_H))
        return out

    # -------------------------------------------------------------- the right panel
    def track(self) -> pygame.Rect:
        return self.rect(*TRACK)

    def log(self) -> pygame.Rect:
        return self.rect(*LOG)

    def bar(self) -> pygame.Rect:
        return self.rect(*BAR)

    def buttons(self, n: int) -> list[pygame.Rect]:
        x, y, w, _ = BAR
        return [self.rect(x + 8, y + 58 + i * 43, w - 16, 37) for i in range(n)]

    def bar_hint(self) -> pygame.Rect:
        x, y, w, _ = BAR
        return self.rect(x + 10, y + 6, w - 20, 48)
