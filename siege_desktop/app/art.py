"""The app's sprites and text: SVG art rendered at real pixel sizes, composed and cached once.

The loader, the fonts, the felt and the card back are the app's; each game composes its own
pieces through it (`games/gifts/ui/sprites.py`, `games/cursed/ui/cards_art.py`)."""

from __future__ import annotations

from typing import Final

import pygame

from siege_desktop.app import textfit
from siege_desktop.app.theme import (
    INK,
    RGB,
)
from siege_desktop.resources import asset_path

#: A sprite size in real pixels: one int for a square piece, or (width, height).
Size = int | tuple[int, int]


#: Text smaller than this many pixels is unreadable: leave it off small sprites.
MIN_TEXT_PX: Final = 7
#: Rendered strings kept before the text cache starts again (log lines vary without end).
_TEXT_CACHE_LIMIT: Final = 4000
#: Every file the app's own Art reads, relative to assets/ (tests check each exists and
#: loads); each game lists its own pieces (e.g. `games/gifts/ui/sprites.ASSET_FILES`).
ASSET_FILES: Final = (
    "cards/back.svg",
    "table/felt.svg",
    "icon/siege-desktop.png",
    "icon/siege-desktop.ico",
    "fonts/DejaVuSans.ttf",
    "fonts/DejaVuSans-Bold.ttf",
    "fonts/LICENSE-DejaVu.txt",
    "LICENSE.md",
)
#: The widest the felt is drawn before being scaled up to the window.
_FELT_MAX_WIDTH: Final = 480


def pixel_size(size: Size) -> tuple[int, int]:
    if isinstance(size, int):
        return max(1, size), max(1, size)
    return max(1, int(size[0])), max(1, int(size[1]))


class Art:
    """Every sprite and rendered string, made on first use at a real pixel size and kept.

    Create it after `pygame.display.set_mode` so surfaces are converted to the display's
    format; call `clear()` when the window's scale changes. Drawing code asks for the same
    (name, size) every frame and gets the same Surface object back. Sizes are real pixels;
    the size bands where a piece switches to its small drawing (and the "from N px" in the
    docstrings below) are in layout units of the 1280 x 720 design.
    """

    def __init__(self) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._sprites: dict[tuple[object, ...], pygame.Surface] = {}
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._texts: dict[tuple[str, int, RGB, bool], pygame.Surface] = {}

    # --- cache housekeeping ----------------------------------------------------------------

    def clear(self) -> None:
        """Drop every cached sprite, font and string (after a resize changes the scale)."""
        self._sprites.clear()
        self._fonts.clear()
        self._texts.clear()

    def cached_count(self) -> int:
        """How many surfaces are cached (for tests and the frame-time benchmark)."""
        return len(self._sprites) + len(self._texts)

    @staticmethod
    def _ready(surface: pygame.Surface, opaque: bool = False) -> pygame.Surface:
        """The surface in the display's pixel format, which blits several times faster."""
        if pygame.display.get_surface() is None:
            return surface
        return surface.convert() if opaque else surface.convert_alpha()

    @staticmethod
    def density() -> float:
        """How many real pixels a layout unit is, when more than one (see `_logical`)."""
        screen = pygame.display.get_surface()
        if screen is None:
            return 1.0
        w, h = screen.get_size()
        return max(1.0, min(w / 1280, h / 720))

    def _logical(self, real: float) -> float:
        """A real pixel size in layout units, for choosing between a piece's drawings.

        The layout is designed at 1280 x 720 and scaled up, so a piece chooses its drawing
        by its size in layout units: the table looks the same, only crisper, on a large
        window. Below 1280 x 720 real pixels decide, since text must stay readable."""
        return real / self.density()

    @staticmethod
    def place(rel: str, w: int, h: int) -> tuple[pygame.Surface, pygame.Rect]:
        """A new surface of (w, h) with an SVG file rendered to fit it, centred, and where
        the drawing landed (so text goes exactly onto the plaques drawn for it)."""
        drawn = pygame.image.load_sized_svg(str(asset_path(*rel.split("/"))), (w, h))
        where = drawn.get_rect(
            topleft=((w - drawn.get_width()) // 2, (h - drawn.get_height()) // 2)
        )
        if drawn.get_size() != (w, h):
            # the SVG keeps its aspect; a box of another shape gets it centred
            canvas = pygame.Surface((w, h), pygame.SRCALPHA)
            canvas.blit(drawn, where)
            drawn = canvas
        return drawn, where

    @classmethod
    def _render(cls, rel: str, w: int, h: int) -> pygame.Surface:
        return cls.place(rel, w, h)[0]

    def _svg(self, rel: str, w: int, h: int) -> pygame.Surface:
        """An SVG file rendered to fit (w, h), cached as it is (pieces with no text on them)."""
        key = ("svg", rel, w, h)
        found = self._sprites.get(key)
        if found is None:
            found = self._ready(self._render(rel, w, h))
            self._sprites[key] = found
        return found

    @staticmethod
    def fit(where: pygame.Rect, unit_w: float) -> tuple[float, float, float]:
        """Scale and offset of an SVG `unit_w` units wide drawn at `where`."""
        return where.w / unit_w, float(where.x), float(where.y)

    def picture(self, rel: str, size: Size) -> pygame.Surface:
        """Any SVG under assets/ (e.g. "cursed/back.svg") fitted into `size`, centred, cached:
        the loader other games' art goes through. Text is for the caller to draw on top."""
        w, h = pixel_size(size)
        return self._svg(rel, w, h)

    def layout_units(self, real: float) -> float:
        """A real pixel size in layout units of the 1280 x 720 design (see `_logical`), for a
        caller choosing between a piece's drawings."""
        return self._logical(real)

    # --- text ------------------------------------------------------------------------------

    def font(self, px: int, bold: bool = False) -> pygame.font.Font:
        """DejaVu Sans (or Bold) at a pixel size."""
        px = max(1, int(px))
        key = (px, bold)
        found = self._fonts.get(key)
        if found is None:
            name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
            found = pygame.font.Font(str(asset_path("fonts", name)), px)
            self._fonts[key] = found
        return found

    def text(
        self, s: str, px: int, colour: tuple[int, int, int] = INK, bold: bool = False
    ) -> pygame.Surface:
        """A rendered line of text (anti-aliased, transparent background), cached.

        Whatever reaches here is cleaned and bounded (textfit): a NUL or a lone surrogate in a
        name from a damaged file would otherwise stop the renderer.
        """
        s = textfit.clean(s, textfit.MAX_LINE)
        key = (s, int(px), (int(colour[0]), int(colour[1]), int(colour[2])), bold)
        found = self._texts.get(key)
        if found is None:
            if len(self._texts) >= _TEXT_CACHE_LIMIT:
                self._texts.clear()
            found = self._ready(self.font(px, bold).render(s, True, key[2]))
            self._texts[key] = found
        return found

    def wrap(self, s: str, px: int, width: int, bold: bool = False) -> list[str]:
        """Split text into lines no wider than `width` pixels (a long word stays whole)."""
        return textfit.wrap(self.font(px, bold), s, width)

    def write_centred(
        self,
        target: pygame.Surface,
        s: str,
        px: int,
        centre: tuple[float, float],
        colour: RGB = INK,
        bold: bool = True,
    ) -> None:
        if px < MIN_TEXT_PX:
            return
        label = self.font(px, bold).render(s, True, colour)
        target.blit(label, label.get_rect(center=(round(centre[0]), round(centre[1]))))

    def write_box(
        self,
        target: pygame.Surface,
        s: str,
        box: tuple[float, float, float, float],
        px: int,
        bold: bool,
        max_lines: int,
    ) -> None:
        """Text centred in a box, wrapped, shrinking the font until it fits."""
        x, y, w, h = box
        while px >= MIN_TEXT_PX:
            lines = self.wrap(s, px, int(w), bold)
            font = self.font(px, bold)
            line_h = font.get_linesize()
            widest = max(font.size(line)[0] for line in lines)
            if len(lines) <= max_lines and widest <= w and line_h * len(lines) <= h:
                top = y + (h - line_h * len(lines)) / 2
                for i, line in enumerate(lines):
                    label = font.render(line, True, INK)
                    target.blit(
                        label,
                        label.get_rect(midtop=(round(x + w / 2), round(top + i * line_h))),
                    )
                return
            px -= 1

    # --- the cache of composed sprites (a game's pieces are made through it) ------------------

    def cached(self, key: tuple[object, ...]) -> pygame.Surface | None:
        """A sprite made before under `key` (a game's pieces name theirs: ("land", ...))."""
        return self._sprites.get(key)

    def keep(self, key: tuple[object, ...], surface: pygame.Surface) -> pygame.Surface:
        """Keep `surface` under `key` until `clear()`, in the display's format; returns it."""
        found = self._ready(surface)
        self._sprites[key] = found
        return found

    # --- the app's own pieces --------------------------------------------------------------

    def card_back(self, size: Size) -> pygame.Surface:
        """The card back (a deck, hands the viewer may not see)."""
        w, h = pixel_size(size)
        return self._svg("cards/back.svg", w, h)

    def felt(self, size: Size) -> pygame.Surface:
        """The table felt, covering the whole of `size` (cropped, never stretched)."""
        w, h = pixel_size(size)
        key = ("felt", w, h)
        found = self._sprites.get(key)
        if found is not None:
            return found
        # The SVG is 16:9 and holds only a soft gradient: draw it small (drawing 2560 x 1440
        # directly takes about 0.2 s, a stall on a resize), scale it up to cover the window
        # and keep the middle. Cropping a copy, rather than blitting the (alpha) drawing onto
        # a sheet, avoids a per-pixel blend that costs as much again.
        aspect = 1600 / 900
        cover_w, cover_h = max(w, round(h * aspect) + 1), max(h, round(w / aspect) + 1)
        shrink = min(1.0, _FELT_MAX_WIDTH / cover_w)
        drawn = pygame.image.load_sized_svg(
            str(asset_path("table", "felt.svg")),
            (max(1, round(cover_w * shrink)), max(1, round(cover_h * shrink))),
        )
        if drawn.get_size() != (cover_w, cover_h):
            drawn = pygame.transform.smoothscale(drawn, (cover_w, cover_h))
        middle = pygame.Rect((cover_w - w) // 2, (cover_h - h) // 2, w, h)
        found = self._ready(drawn.subsurface(middle).copy(), opaque=True)
        self._sprites[key] = found
        return found

    def icon(self) -> pygame.Surface:
        """The window icon (256 x 256)."""
        key = ("icon",)
        found = self._sprites.get(key)
        if found is None:
            found = pygame.image.load(str(asset_path("icon", "siege-desktop.png")))
            self._sprites[key] = found
        return found
