"""Drawing primitives of the table: translucent panels and cached text, sized for the window.

Translucent panels are rendered once per (size, colours) and reused; text comes from the art's
own cache. Nothing here allocates a surface per frame once the table has been seen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from siege_desktop.app import textfit
from siege_desktop.app.theme import PANEL_GLASS, PAPER, RGB, RGBA

if TYPE_CHECKING:
    from siege_desktop.app.art import Art


class Painter:
    """Panels and text for one window size (`clear` on resize)."""

    def __init__(self, art: Art, scale: float) -> None:
        self.art = art
        self.scale = scale
        self._panels: dict[tuple[object, ...], pygame.Surface] = {}
        self._fits: dict[tuple[str, int, bool, int], str] = {}
        self._wraps: dict[tuple[str, str, int, bool, int], tuple[str, ...]] = {}
        #: When a list, every line of text drawn is recorded as (text, rect, box): the box is
        #: the rectangle it must stay inside, if the caller named one (the overflow tests).
        self.trace: list[tuple[str, pygame.Rect, pygame.Rect | None]] | None = None
        #: Draw each colour's symbol beside colour-coded pieces (the "Colour symbols" setting).
        self.symbols = True

    def clear(self, scale: float) -> None:
        self.scale = scale
        self._panels.clear()
        self._fits.clear()
        self._wraps.clear()

    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def panel(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        fill: RGBA = PANEL_GLASS,
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
        colour: RGB = PAPER,
        bold: bool = False,
        anchor: str = "topleft",
        max_width: int | None = None,
    ) -> pygame.Rect:
        """Draw cached text; `size` is in logical units; `anchor` is a pygame.Rect attribute."""
        img = self.render(s, size, colour, bold, max_width)
        r = img.get_rect()
        setattr(r, anchor, pos)
        surface.blit(img, r)
        if self.trace is not None:
            self.trace.append((s, r, None))
        return r

    def text_box(
        self,
        surface: pygame.Surface,
        s: str,
        size: float,
        box: pygame.Rect,
        colour: RGB = PAPER,
        bold: bool = False,
        lines: int = 2,
        min_size: float = 9,
    ) -> list[pygame.Rect]:
        """`s` centred in `box`: wrapped to at most `lines` lines, a size smaller at a time
        down to `min_size` until it fits, and cut with an ellipsis if it still does not."""
        while True:
            font = self.art.font(self.px(size), bold)
            wrapped = self.wrap(s, size, box.w, bold)
            font_h = font.get_linesize()
            fits = (
                len(wrapped) <= lines
                and font_h * len(wrapped) <= box.h
                and all(font.size(line)[0] <= box.w for line in wrapped)
            )
            if fits or size <= min_size:
                break
            size -= 0.5
        rows = max(1, min(lines, box.h // max(1, font_h)))
        if len(wrapped) > rows:
            wrapped = [*wrapped[: rows - 1], " ".join(wrapped[rows - 1 :])]
        top = box.y + (box.h - font_h * len(wrapped)) // 2
        out = []
        for i, line in enumerate(wrapped):
            img = self.render(line, size, colour, bold, box.w)
            r = img.get_rect(midtop=(box.centerx, top + i * font_h))
            surface.blit(img, r)
            if self.trace is not None:
                self.trace.append((line, r, box))
            out.append(r)
        return out

    def render(
        self,
        s: str,
        size: float,
        colour: RGB = PAPER,
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
        return self.art.wrap(s, self.px(size), width, bold)

    def wrap_even(self, s: str, size: float, width: int, bold: bool = False) -> list[str]:
        """`wrap` with lines as even as they can be (`textfit.wrap_even`), cached: a box drawn
        every frame searches its width once."""
        key = ("even", s, self.px(size), bold, width)
        done = self._wraps.get(key)
        if done is None:
            done = tuple(textfit.wrap_even(self.art.font(self.px(size), bold), s, width))
            if len(self._wraps) > 512:
                self._wraps.clear()
            self._wraps[key] = done
        return list(done)
