"""Drawing primitives of the table: translucent panels and cached text, sized for the window.

Translucent panels are rendered once per (size, colours) and reused; text comes from the art's
own cache. Nothing here allocates a surface per frame once the table has been seen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from siege_desktop.app import textfit

if TYPE_CHECKING:
    from siege_desktop.app.art import Art

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

INK: RGB = (36, 28, 24)
CREAM: RGB = (250, 243, 228)
MUTED: RGB = (196, 186, 168)
GOLD: RGB = (232, 190, 84)
GLOW: RGB = (255, 214, 102)
DANGER: RGB = (226, 104, 88)
PANEL: RGBA = (24, 32, 28, 190)
PANEL_LIGHT: RGBA = (250, 243, 228, 235)


class Painter:
    """Panels and text for one window size (`clear` on resize)."""

    def __init__(self, art: Art, scale: float) -> None:
        self.art = art
        self.scale = scale
        self._panels: dict[tuple[object, ...], pygame.Surface] = {}
        self._fits: dict[tuple[str, int, bool, int], str] = {}

    def clear(self, scale: float) -> None:
        self.scale = scale
        self._panels.clear()
        self._fits.clear()

    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def panel(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        fill: RGBA = PANEL,
        border: RGBA | None = None,
        width: float = 1.5,
        radius: float = 8,
        alpha: int = 255,
    ) -> None:
        """A rounded, possibly translucent box (cached by size and colours)."""
        if rect.w <= 0 or rect.h <= 0:
            return
        key = (rect.size, fill, border, width, radius)
        surf = self._panels.get(key)
        if surf is None:
            surf = pygame.Surface(rect.size, pygame.SRCALPHA)
            r = self.px(radius)
            pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=r)
            if border is not None:
                pygame.draw.rect(surf, border, surf.get_rect(), self.px(width), border_radius=r)
            if len(self._panels) > 512:  # a bound, in case of endless distinct sizes
                self._panels.clear()
            self._panels[key] = surf
        if alpha < 255:
            surf.set_alpha(alpha)
            surface.blit(surf, rect)
            surf.set_alpha(255)  # (None would switch off per-pixel blending)
        else:
            surface.blit(surf, rect)

    def text(
        self,
        surface: pygame.Surface,
        s: str,
        size: float,
        pos: tuple[int, int],
        colour: RGB = CREAM,
        bold: bool = False,
        anchor: str = "topleft",
        max_width: int | None = None,
    ) -> pygame.Rect:
        """Draw cached text; `size` is in logical units; `anchor` is a pygame.Rect attribute."""
        img = self.render(s, size, colour, bold, max_width)
        r = img.get_rect()
        setattr(r, anchor, pos)
        surface.blit(img, r)
        return r

    def render(
        self,
        s: str,
        size: float,
        colour: RGB = CREAM,
        bold: bool = False,
        max_width: int | None = None,
    ) -> pygame.Surface:
        if max_width is not None:
            s = self.fit(s, size, max_width, bold)
        return self.art.text(s, self.px(size), colour, bold)

    def fit(self, s: str, size: float, max_width: int, bold: bool = False) -> str:
        """`s`, shortened with an ellipsis to fit `max_width` pixels (cached)."""
        key = (s, self.px(size), bold, max_width)
        done = self._fits.get(key)
        if done is None:
            done = textfit.fit(self.art.font(self.px(size), bold), s, max_width)
            if len(self._fits) > 2048:  # a bound, in case of endless distinct texts
                self._fits.clear()
            self._fits[key] = done
        return done

    def wrap(self, s: str, size: float, width: int, bold: bool = False) -> list[str]:
        """Split `s` into lines that fit `width` pixels."""
        font = self.art.font(self.px(size), bold)
        lines: list[str] = []
        line = ""
        for word in textfit.clean(s[: textfit.MAX_LINE * 20]).split():
            trial = f"{line} {word}" if line else word
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        if line:
            lines.append(line)
        return lines
