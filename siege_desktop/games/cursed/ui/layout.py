"""Where everything of the Cursed Gifts table is, in design units of 1280x720 scaled to the
window (centred, never stretched)."""

from __future__ import annotations

import math

import pygame

DESIGN_W, DESIGN_H = 1280, 720
#: The narrowest card on the table (design units): every card name reads whole at this width
#: (cards_art grows the name plaque); more cards than fit side by side overlap instead.
MIN_CARD_W = 66
RIVALS = (8, 8, 988, 334)
CENTRE = (8, 348, 988, 118)
MINE = (8, 472, 988, 240)
STATUS = (1004, 8, 268, 96)
HELP = (1194, 14, 70, 20)  # the Help button, in the status box's top right corner
LOG = (1004, 110, 268, 424)
BAR = (1004, 540, 268, 172)


class Geometry:
    """Rectangles in window pixels for one window size and one seating."""

    def __init__(self, size: tuple[int, int], rivals: int) -> None:
        w, h = size
        self.size = size
        self.scale = min(w / DESIGN_W, h / DESIGN_H)
        self.ox = (w - round(DESIGN_W * self.scale)) // 2
        self.oy = (h - round(DESIGN_H * self.scale)) // 2
        self.rivals = rivals

    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        s = self.scale
        left, top = round(x * s), round(y * s)
        return pygame.Rect(
            self.ox + left, self.oy + top, round((x + w) * s) - left, round((y + h) * s) - top
        )

    def r(self, box: tuple[float, float, float, float]) -> pygame.Rect:
        return self.rect(*box)

    def rival_boxes(self) -> list[pygame.Rect]:
        """One box per rival, in one row up to four, else two rows."""
        n = self.rivals
        if n <= 0:
            return []
        rows = 1 if n <= 4 else 2
        cols = math.ceil(n / rows)
        x0, y0, w, h = RIVALS
        gap = 8
        bw = (w - gap * (cols - 1)) / cols
        bh = (h - gap * (rows - 1)) / rows
        out = []
        for i in range(n):
            row, col = divmod(i, cols)
            out.append(self.rect(x0 + col * (bw + gap), y0 + row * (bh + gap), bw, bh))
        return out

    def card_size(self, box_w: int, box_h: int, count: int, max_h: float) -> tuple[int, int]:
        """The biggest card (5:7) that lets `count` cards fit side by side in the box, never
        narrower than MIN_CARD_W (then they overlap)."""
        ch = min(box_h, self.px(max_h))
        cw = max(ch * 5 // 7, self.px(MIN_CARD_W))
        if count > 0:
            step_w = box_w // max(1, count)
            if cw > step_w - self.px(4):
                cw = max(self.px(MIN_CARD_W), step_w - self.px(4))
        return cw, cw * 7 // 5

    def gift_rects(self, box: pygame.Rect, count: int, max_h: float) -> list[pygame.Rect]:
        cw, ch = self.card_size(box.w, box.h, count, max_h)
        gap = self.px(4)
        step = min(cw + gap, (box.w - cw) // max(1, count - 1)) if count > 1 else cw
        return [pygame.Rect(box.x + i * step, box.y, cw, ch) for i in range(count)]
