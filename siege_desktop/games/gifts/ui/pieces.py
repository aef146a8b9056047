"""The pieces as the table shows them: gifts with lock tokens, lands, card backs, buildings."""

from __future__ import annotations

import pygame

from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import COLOUR_FILL
from siege_desktop.games.gifts.rules.cards import GIFT_CLASS, GIFT_COLOUR, MAX_LOCKS
from siege_desktop.games.gifts.ui.sprites import gifts_art


def gift(p: Painter, surface: pygame.Surface, g: int, rect: pygame.Rect, locks: int | None) -> None:
    """A gift box at the top of `rect` and, if held, its lock tokens along the bottom.

    Locks show as padlock tokens along the bottom edge; at 5 the box wears the seal and the
    word SEALED, readable from across the table.
    """
    colour, klass = GIFT_COLOUR[g], GIFT_CLASS[g]
    lock_h = rect.h // 4 if locks is not None else 0
    box = min(rect.w, rect.h - lock_h)
    # The art tells the class three ways (box size, numeral, points badge) within `box`.
    img = gifts_art(p.art).gift(colour, klass, box)
    r = img.get_rect(midtop=(rect.centerx, rect.y))
    surface.blit(img, r)
    if locks is None:
        return
    lock_row = pygame.Rect(rect.x, rect.bottom - lock_h, rect.w, lock_h)
    if locks >= MAX_LOCKS:
        # The seal art (chains, wax, the word SEALED) lies over the box; five tokens below.
        surface.blit(gifts_art(p.art).seal(box), r)
    size = min(lock_h, rect.w // MAX_LOCKS)
    token = gifts_art(p.art).lock(size)
    x0 = lock_row.centerx - (locks * size) // 2
    for i in range(locks):
        surface.blit(token, (x0 + i * size, lock_row.y + (lock_h - size) // 2))


def land_pip(
    p: Painter, surface: pygame.Surface, colour: int, pos: tuple[int, int], size: int
) -> None:
    """A colour's round pip: its symbol with the setting on, a plain disc of its colour off."""
    if p.symbols:
        surface.blit(gifts_art(p.art).symbol(colour, size), pos)
        return
    centre = (pos[0] + size // 2, pos[1] + size // 2)
    pygame.draw.circle(surface, COLOUR_FILL[colour], centre, size // 2)
    pygame.draw.circle(surface, (20, 20, 20), centre, size // 2, max(1, size // 12))


def land(
    p: Painter,
    surface: pygame.Surface,
    colour: int,
    rect: pygame.Rect,
    tapped: bool,
    angle: float = 0.0,
) -> None:
    """A land card; tapped lands are turned 90° and dimmed. `angle` (0..1) is a turn in progress."""
    if 0.0 < angle < 1.0:
        w, h = (rect.w, rect.h) if not tapped else (rect.h, rect.w)
        img = gifts_art(p.art).land(colour, (w, h))
        img = pygame.transform.rotate(img, -90 * angle)
        surface.blit(img, img.get_rect(center=rect.center))
        return
    if tapped:
        img = gifts_art(p.art).land(colour, (rect.h, rect.w), tapped=True)
    else:
        img = gifts_art(p.art).land(colour, rect.size)
    surface.blit(img, img.get_rect(center=rect.center))


def card_back(p: Painter, surface: pygame.Surface, rect: pygame.Rect) -> None:
    surface.blit(p.art.card_back(rect.size), rect)
