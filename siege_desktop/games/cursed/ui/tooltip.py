"""A card under the mouse shown large, with its whole text, at a size that reads."""

from __future__ import annotations

import pygame

from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD
from siege_desktop.games.cursed.ui.faces import Faces

#: The large card's width in layout units (CardArt reads its full text from 240 up).
WIDTH = 250


def draw_tooltip(
    surface: pygame.Surface,
    p: Painter,
    faces: Faces,
    card: int,
    pos: tuple[int, int],
    under: pygame.Rect | None = None,
) -> pygame.Rect:
    """The large card beside and above the pointer; `under`: the card it enlarges, which it
    stays above (from the pointer alone it hid the top of that card and of its row).
    Returns where it went."""
    w = p.px(WIDTH)
    size = (w, w * 7 // 5)
    # Beside and above the pointer, so the hand and the row being looked at stay in view.
    box = pygame.Rect(pos[0] + p.px(16), pos[1] - size[1] - p.px(20), *size)
    if under is not None:
        box.bottom = min(box.bottom, under.top - p.px(8))
        if box.top < 0 and under.bottom + p.px(8) + size[1] <= surface.get_height():
            box.top = under.bottom + p.px(8)  # a card near the top: below it instead
    if box.right > surface.get_width():
        box.right = pos[0] - p.px(16)
    box.clamp_ip(surface.get_rect())
    surface.blit(faces.large(card, size), box)
    pygame.draw.rect(surface, GOLD, box.inflate(p.px(4), p.px(4)), max(1, p.px(2)), p.px(10))
    return box
