"""Each game's cover on the title: its cover art under assets/ (`GameSpec.cover`), the
app's card back otherwise."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame

if TYPE_CHECKING:
    from siege_desktop.app.shell import App
    from siege_desktop.core.registry import GameSpec

#: Width over height of the cover pictures (320 x 180).
ASPECT: Final = 16 / 9


def cover_picture(app: App, rel: str, size: tuple[int, int]) -> pygame.Surface:
    """The cover filling `size`: scaled to cover the whole box and cropped at the centre, so
    a wide cover stays big in the chooser's card-shaped slot instead of shrinking to fit."""
    w, h = size
    full_w, full_h = max(w, round(h * ASPECT)), max(h, round(w / ASPECT))
    picture = app.art.picture(rel, (full_w, full_h))
    return picture.subsurface(pygame.Rect((full_w - w) // 2, (full_h - h) // 2, w, h))


def draw_cover(surface: pygame.Surface, app: App, game: GameSpec, rect: pygame.Rect) -> None:
    """The cover of `game` fitted into `rect` (a game without cover art shows the card back,
    so the chooser never has a hole)."""
    rel = game.cover
    if not rel:
        surface.blit(app.art.card_back(rect.size), rect)
        return
    surface.blit(cover_picture(app, rel, rect.size), rect)
