"""Where a unit's card goes when the pointer (or the keyboard) rests on it: off the board, so
it never hides the lit squares the player is about to click nor the unit itself (beside the
pointer, at 1024x576 it covered three files of squares). Left of the board where the window
has room for it (a wide window), else over the game log; a card of a pile or of the hand
goes over the log as well, so it never hides the tiles beside the one pointed at.

Right of the board (where it once went, level with the square) there is no free room in a
16:9 window: the race to 20 is above, the attack preview below, and between them the hand
and the piles the player clicks next (it hid the hand's second row at 1024x576). Of the
panels it could cover, the log is the one nobody needs while reading a card: it is read
after a move, not while hovering, and it holds nothing to click."""

from __future__ import annotations

import pygame

from siege_desktop.app.table.board import GridView
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.games.siege.ui import layout

#: Design pixels between the board (or the log's edge) and the card.
GAP = 6
#: The owner's line under a unit's card: the height of a line of it, and its gap from the
#: card; it takes two lines where one would cut it ("Medium 1's, on d5 (moved, attacked)").
LINE = 16
LINE_GAP = 2
OWNER_LINES = 2
OWNER_SIZE = 12


def owner_height(lay: Layout, lines: int = OWNER_LINES) -> int:
    """The owner's strip under the card, its gap included, for `lines` lines."""
    return lay.px(LINE_GAP + LINE * lines + 5)


def card_spot(
    lay: Layout, grid: GridView, level: int, size: tuple[int, int], beside_board: bool = True
) -> pygame.Rect:
    """The card's rectangle (`size`, its owner's strip below it not counted), centred on the
    height `level` as far as the room it goes in allows: left of the board when there is
    room and `beside_board` (a unit's card), else over the log."""
    w, h = size
    gap = lay.px(GAP)
    below = owner_height(lay)
    y = level - h // 2
    board = grid.rect
    if beside_board and board.left - gap - w >= 0:
        return pygame.Rect(board.left - gap - w, max(0, min(lay.size[1] - below - h, y)), w, h)
    log = lay.rect(*layout.LOG)
    # Centred across the log and kept inside it, so the buttons below it stay clear.
    x = log.centerx - w // 2
    y = max(log.top + gap, min(log.bottom - gap - below - h, y))
    return pygame.Rect(x, y, w, h)


def draw_owner(
    surface: pygame.Surface, p: Painter, lay: Layout, card: pygame.Rect, text: str
) -> pygame.Rect:
    """Whose unit it is and where, in a strip under the card, on two lines if one would cut
    it. Returns the strip."""
    inner = card.w - lay.px(8)
    lines = min(OWNER_LINES, len(p.wrap(text, OWNER_SIZE, inner)))
    strip = pygame.Rect(card.x, card.bottom + lay.px(LINE_GAP), card.w, lay.px(LINE * lines + 5))
    p.panel(surface, strip, (18, 22, 20, 230), None, 1, 4)
    p.text_box(surface, text, OWNER_SIZE, strip.inflate(-lay.px(8), 0), (255, 250, 240), False, 2)
    return strip
