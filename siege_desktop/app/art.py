"""The game's sprites and text: SVG art rendered at real pixel sizes, composed and cached once."""

from __future__ import annotations

from typing import Final

import pygame

from siege_desktop.app import textfit
from siege_desktop.app.theme import (
    INK,
    RGB,
)
from siege_desktop.games.gifts.rules.cards import (
    BUILDING_COLOUR,
    BUILDING_RULES,
    BUILDING_TAGS,
    BUILDING_TITLES,
    LAND_NAMES,
    LETTERS,
    ROMAN,
)
from siege_desktop.resources import asset_path

#: A sprite size in real pixels: one int for a square piece, or (width, height).
Size = int | tuple[int, int]


#: Unit boxes of the SVG art that the app writes text into (mirrors make_art.py). Each
#: piece also has a "small" drawing, used below a width in pixels, with bigger symbols and
#: no text too small to read.
_CARD: Final = (200.0, 280.0)
_LAND_LETTER: Final = (36.0, 38.0, 20.0)  # centre x, centre y, radius
_LAND_LETTER_SMALL: Final = (46.0, 48.0, 34.0)
_LAND_NAME: Final = (30.0, 226.0, 140.0, 32.0)  # x, y, w, h
_LAND_SMALL_BELOW: Final = 90
_GIFT_BADGE: Final = (84.0, 15.0, 13.0)
_GIFT_BADGE_SMALL: Final = (80.0, 19.0, 19.0)
_GIFT_WIDTH: Final = {1: 58.0, 2: 74.0, 3: 92.0}
_GIFT_SMALL_BELOW: Final = 48
_GIFT_TINY_BELOW: Final = 24
_SEAL_BANNER: Final = (3.0, 3.0, 66.0, 20.0)
_SEAL_SMALL_BELOW: Final = 56
_BUILDING_TITLE: Final = (58.0, 14.0, 88.0, 38.0)
_BUILDING_RULE: Final = (18.0, 184.0, 164.0, 80.0)
_BUILDING_LETTER: Final = (166.0, 33.0, 17.0)
_BUILDING_LETTER_SMALL: Final = (158.0, 42.0, 28.0)
_BUILDING_NAME_SMALL: Final = (14.0, 203.0, 172.0, 62.0)
_BUILDING_SMALL_BELOW: Final = 110
#: Text smaller than this many pixels is unreadable: leave it off small sprites.
_MIN_TEXT_PX: Final = 7
#: Rendered strings kept before the text cache starts again (log lines vary without end).
_TEXT_CACHE_LIMIT: Final = 4000
_BUILDING_CODES: Final = ("gloves", "crowbar", "ribbon", "warehouse", "coffer")
#: Every file the Art API reads, relative to assets/ (tests check each exists and loads).
ASSET_FILES: Final = (
    *(f"cards/land-{c.lower()}{v}.svg" for c in LETTERS for v in ("", "-small")),
    "cards/back.svg",
    *(
        f"gifts/gift-{c.lower()}-{k}{v}.svg"
        for c in LETTERS
        for k in (1, 2, 3)
        for v in ("", "-small", "-tiny")
    ),
    "tokens/lock.svg",
    "tokens/seal.svg",
    "tokens/seal-small.svg",
    *(f"buildings/card-{code}{v}.svg" for code in _BUILDING_CODES for v in ("", "-small")),
    *(f"buildings/icon-{code}.svg" for code in _BUILDING_CODES),
    *(f"symbols/symbol-{c.lower()}.svg" for c in LETTERS),
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
#: How much a tapped land is dimmed (multiplied into its colours).
_TAPPED_DIM: Final = (196, 196, 196)


def _wh(size: Size) -> tuple[int, int]:
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
    def _density() -> float:
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
        return real / self._density()

    @staticmethod
    def _place(rel: str, w: int, h: int) -> tuple[pygame.Surface, pygame.Rect]:
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
        return cls._place(rel, w, h)[0]

    def _svg(self, rel: str, w: int, h: int) -> pygame.Surface:
        """An SVG file rendered to fit (w, h), cached as it is (pieces with no text on them)."""
        key = ("svg", rel, w, h)
        found = self._sprites.get(key)
        if found is None:
            found = self._ready(self._render(rel, w, h))
            self._sprites[key] = found
        return found

    @staticmethod
    def _fit(where: pygame.Rect, unit_w: float) -> tuple[float, float, float]:
        """Scale and offset of an SVG `unit_w` units wide drawn at `where`."""
        return where.w / unit_w, float(where.x), float(where.y)

    def picture(self, rel: str, size: Size) -> pygame.Surface:
        """Any SVG under assets/ (e.g. "cursed/back.svg") fitted into `size`, centred, cached:
        the loader other games' art goes through. Text is for the caller to draw on top."""
        w, h = _wh(size)
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

    def _write_centred(
        self,
        target: pygame.Surface,
        s: str,
        px: int,
        centre: tuple[float, float],
        colour: RGB = INK,
        bold: bool = True,
    ) -> None:
        if px < _MIN_TEXT_PX:
            return
        label = self.font(px, bold).render(s, True, colour)
        target.blit(label, label.get_rect(center=(round(centre[0]), round(centre[1]))))

    def _write_box(
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
        while px >= _MIN_TEXT_PX:
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

    # --- pieces ----------------------------------------------------------------------------

    def land(self, colour: int, size: Size, tapped: bool = False) -> pygame.Surface:
        """A land card of `size` (upright); tapped, it is turned 90° clockwise and dimmed,
        so a tapped land of (w, h) is a surface of (h, w)."""
        w, h = _wh(size)
        key = ("land", colour, w, h, tapped, self._density())
        found = self._sprites.get(key)
        if found is not None:
            return found
        if tapped:
            card = pygame.transform.rotate(self.land(colour, (w, h)), -90)
            card.fill(_TAPPED_DIM, special_flags=pygame.BLEND_RGB_MULT)
        else:
            # choose the drawing by the card's real width once fitted into the box
            small = self._logical(min(w, h * _CARD[0] / _CARD[1])) < _LAND_SMALL_BELOW
            variant = "-small" if small else ""
            card, where = self._place(f"cards/land-{LETTERS[colour].lower()}{variant}.svg", w, h)
            s, ox, oy = self._fit(where, _CARD[0])
            cx, cy, r = _LAND_LETTER_SMALL if small else _LAND_LETTER
            letter_px = round(r * 1.35 * s)
            self._write_centred(card, LETTERS[colour], letter_px, (ox + cx * s, oy + cy * s))
            if not small:
                nx, ny, nw, nh = _LAND_NAME
                self._write_centred(
                    card,
                    LAND_NAMES[colour],
                    round(nh * 0.56 * s),
                    (ox + (nx + nw / 2) * s, oy + (ny + nh / 2) * s),
                )
        found = self._ready(card)
        self._sprites[key] = found
        return found

    def card_back(self, size: Size) -> pygame.Surface:
        """The back of a land card (the deck, opponents' hands)."""
        w, h = _wh(size)
        return self._svg("cards/back.svg", w, h)

    def gift(self, colour: int, klass: int, size: Size) -> pygame.Surface:
        """A wrapped gift box. Colour shows as fill, symbol tag and (from 48 px) letter;
        class as box size, (from 24 px) points badge and (from 48 px) roman numeral."""
        w, h = _wh(size)
        key = ("gift", colour, klass, w, h, self._density())
        found = self._sprites.get(key)
        if found is not None:
            return found
        side = self._logical(min(w, h))
        small = side < _GIFT_SMALL_BELOW
        variant = "-tiny" if side < _GIFT_TINY_BELOW else "-small" if small else ""
        name = f"gifts/gift-{LETTERS[colour].lower()}-{klass}{variant}.svg"
        box, where = self._place(name, w, h)
        s, ox, oy = self._fit(where, 100.0)
        if side >= _GIFT_TINY_BELOW:
            bx, by, br = _GIFT_BADGE_SMALL if small else _GIFT_BADGE
            # small boxes may go a pixel under the readable size: the digit is what they have
            digit_px = max(round(br * 1.45 * s), _MIN_TEXT_PX if small else 0)
            self._write_centred(box, str(klass), digit_px, (ox + bx * s, oy + by * s + 0.5))
        if not small:
            bw = _GIFT_WIDTH[klass]
            lid_h = bw * 0.2
            lid_mid = 97.0 - bw * 0.8 + lid_h / 2
            self._write_centred(
                box,
                LETTERS[colour],
                round(lid_h * 0.62 * s),
                (ox + (50 + bw * 0.35) * s, oy + lid_mid * s + 0.5),
            )
        found = self._ready(box)
        self._sprites[key] = found
        return found

    def gift_shows_class(self, side: int) -> bool:
        """Whether a gift box `side` pixels wide carries its points badge (tiny ones do not,
        so whoever draws them says the class another way)."""
        return self._logical(side) >= _GIFT_TINY_BELOW

    def lock(self, size: Size) -> pygame.Surface:
        """A gold padlock token."""
        w, h = _wh(size)
        return self._svg("tokens/lock.svg", w, h)

    def seal(self, size: Size) -> pygame.Surface:
        """The Sealed look, laid over a gift with 5 locks: a chain cradling the box, a wax seal
        in its lower left corner and (from 56 px) a SEALED banner top left; the symbol tag
        in the middle and the points badge top right stay visible."""
        w, h = _wh(size)
        key = ("seal", w, h, self._density())
        found = self._sprites.get(key)
        if found is not None:
            return found
        if self._logical(min(w, h)) < _SEAL_SMALL_BELOW:
            found = self._svg("tokens/seal-small.svg", w, h)
        else:
            sprite, where = self._place("tokens/seal.svg", w, h)
            s, ox, oy = self._fit(where, 100.0)
            x, y, bw, bh = _SEAL_BANNER
            self._write_centred(
                sprite,
                "SEALED",
                round(bh * 0.62 * s),
                (ox + (x + bw / 2) * s, oy + (y + bh / 2) * s),
                colour=(255, 236, 180),
            )
            found = self._ready(sprite)
        self._sprites[key] = found
        return found

    def building(self, b: int, size: Size, named: bool = True) -> pygame.Surface:
        """A building card: its colour frame, symbol and letter, icon and name, and (from
        110 px wide) its rule. Unnamed, the small card's plaque holds its rule in a few words,
        for a caller that writes the name larger beside it (the market)."""
        w, h = _wh(size)
        key = ("building", b, w, h, self._density(), named)
        found = self._sprites.get(key)
        if found is not None:
            return found
        small = self._logical(min(w, h * _CARD[0] / _CARD[1])) < _BUILDING_SMALL_BELOW
        variant = "-small" if small else ""
        card, where = self._place(f"buildings/card-{_BUILDING_CODES[b]}{variant}.svg", w, h)
        s, ox, oy = self._fit(where, _CARD[0])

        def box(unit: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
            return (ox + unit[0] * s, oy + unit[1] * s, unit[2] * s, unit[3] * s)

        if small and not named:
            # the name is written beside the card: the plaque gets the rule in a few words
            self._write_box(
                card, BUILDING_TAGS[b], box(_BUILDING_NAME_SMALL), round(40 * s), True, 1
            )
        elif small:
            # the name, as large as two lines allow (the rule is for hover text at this size)
            self._write_box(
                card, BUILDING_TITLES[b], box(_BUILDING_NAME_SMALL), round(27 * s), True, 2
            )
        else:
            self._write_box(card, BUILDING_TITLES[b], box(_BUILDING_TITLE), round(16 * s), True, 2)
            self._write_box(card, BUILDING_RULES[b], box(_BUILDING_RULE), round(15 * s), False, 4)
        cx, cy, r = _BUILDING_LETTER_SMALL if small else _BUILDING_LETTER
        self._write_centred(
            card, LETTERS[BUILDING_COLOUR[b]], round(r * 1.3 * s), (ox + cx * s, oy + cy * s)
        )
        found = self._ready(card)
        self._sprites[key] = found
        return found

    def building_icon(self, b: int, size: Size) -> pygame.Surface:
        """A building's icon on a round plate of its colour (for seat plates)."""
        w, h = _wh(size)
        return self._svg(f"buildings/icon-{_BUILDING_CODES[b]}.svg", w, h)

    def symbol(self, colour: int, size: Size) -> pygame.Surface:
        """A colour's round pip: its fill and its symbol (sun, drop, moon, flame, leaf)."""
        w, h = _wh(size)
        return self._svg(f"symbols/symbol-{LETTERS[colour].lower()}.svg", w, h)

    def felt(self, size: Size) -> pygame.Surface:
        """The table felt, covering the whole of `size` (cropped, never stretched)."""
        w, h = _wh(size)
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

    def numeral(self, klass: int) -> str:
        """A gift class as its roman numeral (I, II, III), for labels."""
        return ROMAN[klass]
