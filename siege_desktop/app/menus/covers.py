"""Each game's cover on the title: its cover art under assets/, Gifts' card back otherwise."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

#: The cover picture of each game, relative to assets/.
COVERS: Final = {"gifts-under-siege": "cover-gifts.svg", "cursed-gifts": "cursed/cover.svg"}


def draw_cover(surface: pygame.Surface, app: App, game_id: str, rect: pygame.Rect) -> None:
    """The cover of `game_id` fitted into `rect` (a game without cover art shows Gifts' card
    back, so the chooser never has a hole)."""
    rel = COVERS.get(game_id)
    if rel is None:
        surface.blit(app.art.card_back(rect.size), rect)
        return
    picture = app.art.picture(rel, rect.size)
    surface.blit(picture, picture.get_rect(center=rect.center))
