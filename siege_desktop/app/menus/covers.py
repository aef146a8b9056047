"""Each game's cover on the title: drawn here until a game has cover art of its own."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from siege_desktop.app import theme

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

#: A colour per game for the drawn cover (the card back of Gifts Under Siege for its own).
COVER_COLOURS = {"cursed-gifts": (120, 40, 70)}


def draw_cover(surface: pygame.Surface, app: App, game_id: str, rect: pygame.Rect) -> None:
    """The cover of `game_id` in `rect`: Gifts' card back, else a plain drawn card."""
    if game_id not in COVER_COLOURS:
        surface.blit(app.art.card_back(rect.size), rect)
        return
    radius = max(2, rect.w // 10)
    pygame.draw.rect(surface, (250, 243, 228), rect, border_radius=radius)
    inner = rect.inflate(-max(2, rect.w // 12), -max(2, rect.w // 12))
    pygame.draw.rect(surface, COVER_COLOURS[game_id], inner, border_radius=radius)
    pygame.draw.rect(surface, theme.GOLD, inner.inflate(-rect.w // 6, -rect.w // 6), 2, radius)
    # A gift box with a bow: the shape every Cursed Gift shares.
    box = pygame.Rect(0, 0, inner.w // 2, inner.w // 2)
    box.center = inner.center
    pygame.draw.rect(surface, theme.GOLD, box, border_radius=max(1, box.w // 10))
    pygame.draw.line(surface, COVER_COLOURS[game_id], box.midtop, box.midbottom, max(1, box.w // 8))
    pygame.draw.line(surface, COVER_COLOURS[game_id], box.midleft, box.midright, max(1, box.w // 8))
    pygame.draw.circle(
        surface, theme.GOLD, (box.centerx - box.w // 5, box.top - box.w // 8), box.w // 6, 2
    )
    pygame.draw.circle(
        surface, theme.GOLD, (box.centerx + box.w // 5, box.top - box.w // 8), box.w // 6, 2
    )
