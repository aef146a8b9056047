"""Where a unit's card goes when the pointer (or the keyboard) rests on it on the board: off
the board, so it never hides the lit squares the player is about to click nor the unit
itself (beside the pointer, at 1024x576 it covered three files of squares). Left of the
board where the window has room for it (a wide window), else just right of the board over
the panels, level with the square but never over the race to 20 nor the detail panel,
where an attack's preview is read while its target is hovered."""

from __future__ import annotations

import pygame

from siege_desktop.app.table.board import GridView
from siege_desktop.app.table.layout import Layout
from siege_desktop.games.siege.ui import layout

#: Design pixels between the board and the card.
GAP = 6
#: The owner's line under the card (its height, and its gap from the card).
LINE = 18
LINE_GAP = 2


def card_spot(lay: Layout, grid: GridView, square: int, size: tuple[int, int]) -> pygame.Rect:
    """The card's rectangle (`size`, its owner's line below it not counted) for the unit on
    `square`."""
    w, h = size
    gap = lay.px(GAP)
    below = lay.px(LINE + LINE_GAP)
    board = grid.rect
    room_left = board.left - gap - w >= 0
    x = board.left - gap - w if room_left else board.right + gap
    # Level with the square, inside the window; over the panels, between the race to 20
    # and the detail panel (where it fits), so the points and the preview stay in sight.
    floor = min(lay.size[1], lay.rect(*layout.DETAIL).top - gap) - below - h
    ceiling = 0 if room_left else min(floor, lay.rect(*layout.STATUS).bottom + gap)
    y = grid.cell(square).centery - h // 2
    y = max(0, ceiling, min(floor, y))
    return pygame.Rect(x, y, w, h)
