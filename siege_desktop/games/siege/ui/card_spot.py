"""Where a unit's card goes when the pointer (or the keyboard) rests on it on the board: off
the board, so it never hides the lit squares the player is about to click nor the unit
itself (beside the pointer, at 1024x576 it covered three files of squares). Left of the
board where the window has room for it (a wide window), else over the game log.

Right of the board (where it once went, level with the square) there is no free room in a
16:9 window: the race to 20 is above, the attack preview below, and between them the hand
and the piles the player clicks next (it hid the hand's second row at 1024x576). Of the
panels it could cover, the log is the one nobody needs while reading a unit's card: it is
read after a move, not while hovering, and it holds nothing to click."""

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
    `square`: level with the square as far as the room it goes in allows."""
    w, h = size
    gap = lay.px(GAP)
    below = lay.px(LINE + LINE_GAP)
    board = grid.rect
    y = grid.cell(square).centery - h // 2
    if board.left - gap - w >= 0:
        return pygame.Rect(board.left - gap - w, max(0, min(lay.size[1] - below - h, y)), w, h)
    log = lay.rect(*layout.LOG)
    # Centred across the log and kept inside it, so the buttons below it stay clear.
    x = log.centerx - w // 2
    y = max(log.top + gap, min(log.bottom - gap - below - h, y))
    return pygame.Rect(x, y, w, h)
