"""Cursed Gifts' cards drawn whole: kind frame, illustration, name, value badge and text, cached."""

from __future__ import annotations

from typing import Final

import attrs
import pygame

from siege_desktop.app import textfit
from siege_desktop.app.art import MIN_TEXT_PX, Art, Size
from siege_desktop.app.theme import INK, PAPER
from siege_desktop.games.cursed.rules.cards import CARDS, Card

RGB = tuple[int, int, int]
Box = tuple[float, float, float, float]

# Unit boxes of the 200 x 280 frames (mirrors assets/src/make_cursed_art.py).
_CARD: Final = (200.0, 280.0)
_BADGE: Final = (170.0, 30.0, 20.0)
_KIND_STRIP: Final = (56.0, 19.0, 88.0, 22.0)
_NAME: Final = (16.0, 58.0, 168.0, 32.0)
_WINDOW: Final = (16.0, 98.0, 168.0, 86.0)
_TEXT: Final = (18.0, 193.0, 164.0, 72.0)
_BADGE_SMALL: Final = (160.0, 40.0, 31.0)
_NAME_SMALL: Final = (14.0, 78.0, 172.0, 65.0)
_WINDOW_SMALL: Final = (12.0, 150.0, 176.0, 118.0)
#: Below this width (layout units) a card is drawn small: no rules text, a bigger name.
SMALL_BELOW: Final = 150
#: A small card's name plaque grows down over the picture, in steps, until the name reads
#: whole (the picture keeps at least its lower half): long names on the smallest cards.
_NAME_GROW_STEP: Final = 10.0
#: The Inevitable banner on a card too narrow for the whole word at the smallest text size.
INEVITABLE_SHORT: Final = "INEVIT."
_NAME_SMALL_MAX_H: Final = 125.0
#: The smallest text written on a card, in layout units (real pixels at 1280 x 720).
MIN_PX: Final = 9
#: Face-up cards kept before the cache starts again (a hand redrawn at many sizes).
_CACHE_LIMIT: Final = 600

KIND_WORD: Final = {
    "gift": "CURSED GIFT",
    "antidote": "ANTIDOTE",
    "treachery": "TREACHERY",
    "defence": "DEFENCE",
    "comeback": "COMEBACK",
    "draw": "DRAW",
    "useless": "USELESS",
}
_STRIP_TEXT: Final[RGB] = (255, 244, 214)
_INEVITABLE_BAND: Final[RGB] = (40, 24, 52)


@attrs.frozen
class Placed:
    """One line of text laid out on a card: where it goes (its box) and at what size."""

    text: str
    px: int
    bold: bool
    colour: RGB
    box: pygame.Rect  # the line's own box: centred in it horizontally, at its top


def badge_text(card: Card) -> str:
    """The value badge: "+3" for a gift or attachment, "−2" for an Antidote, "" for none."""
    if card.kind == "gift" or card.effect == "attach":
        return f"+{card.value}"
    if card.kind == "antidote":
        return f"\u2212{card.value}"
    return ""


def _fit_lines(
    art: Art, text: str, box: pygame.Rect, px: int, min_px: int, bold: bool, max_lines: int
) -> tuple[int, list[str]]:
    """The largest size from `px` down to `min_px` at which `text` wraps into the box in at
    most `max_lines`; at `min_px` still too long, its last line ends in an ellipsis."""
    px = max(px, min_px)
    while True:
        font = art.font(px, bold)
        lines = art.wrap(text, px, box.width, bold)
        fits = len(lines) <= max_lines and font.get_linesize() * len(lines) <= box.height
        widest = max(font.size(line)[0] for line in lines)
        if (fits and widest <= box.width) or px <= min_px:
            break
        px -= 1
    rows = max(1, min(max_lines, box.height // max(1, font.get_linesize())))
    if any(font.size(line)[0] > box.width for line in lines):
        # A word wider than the card even at the smallest size: break it with a hyphen
        # when the broken name still fits the lines there are.
        broken = art.wrap(textfit.hyphenate(font, text, box.width), px, box.width, bold)
        if len(broken) <= rows:
            lines = broken
    if len(lines) > rows:
        lines = [*lines[: rows - 1], " ".join(lines[rows - 1 :])]
    lines = [textfit.fit(font, line, box.width) for line in lines]
    return px, lines


class CardArt:
    """Face-up Cursed Gifts cards and the back, made once per (card, size) and kept.

    Shares the app's Art (fonts, SVG cache and window scale); `clear()` it with the Art's."""

    def __init__(self, art: Art) -> None:
        self.art = art
        self._cards: dict[tuple[object, ...], pygame.Surface] = {}

    def clear(self) -> None:
        self._cards.clear()

    def _geometry(self, size: Size) -> tuple[int, int, pygame.Rect]:
        w, h = (size, round(size * _CARD[1] / _CARD[0])) if isinstance(size, int) else size
        w, h = max(1, int(w)), max(1, int(h))
        s = min(w / _CARD[0], h / _CARD[1])
        cw, ch = round(_CARD[0] * s), round(_CARD[1] * s)
        return w, h, pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)

    def is_small(self, size: Size) -> bool:
        """Whether a card of `size` is drawn small (name and picture; text on hover)."""
        return self.art.layout_units(self._geometry(size)[2].width) < SMALL_BELOW

    def texts(self, card: int, size: Size, large: bool = False) -> list[Placed]:
        """Every line written on the card at `size` (large: always the full layout)."""
        c = CARDS[card]
        _w, _h, where = self._geometry(size)
        s = where.width / _CARD[0]
        small = not large and self.is_small(size)
        min_px = max(1, round(MIN_PX / self.art.layout_units(1)))

        def box(unit: Box) -> pygame.Rect:
            x, y, bw, bh = unit
            return pygame.Rect(
                round(where.x + x * s), round(where.y + y * s), round(bw * s), round(bh * s)
            )

        out: list[Placed] = []

        def block(
            text: str, unit: Box, px: float, bold: bool, lines: int, colour: RGB, least: int = 0
        ) -> None:
            area = box(unit)
            floor = least or min_px
            size_px, rows = _fit_lines(self.art, text, area, round(px), floor, bold, lines)
            line_h = self.art.font(size_px, bold).get_linesize()
            top = area.y + (area.height - line_h * len(rows)) // 2
            for i, row in enumerate(rows):
                line_box = pygame.Rect(area.x, top + i * line_h, area.width, line_h)
                out.append(Placed(row, size_px, bold, colour, line_box))

        badge = badge_text(c)
        if small:
            plaque = self.name_plaque(card, size)
            block(c.name, plaque, 27 * s, True, 3, INK, self._name_floor(c.name, plaque, s))
            bx, by, br = _BADGE_SMALL
        else:
            block(KIND_WORD[c.kind], _KIND_STRIP, 14 * s, True, 1, _STRIP_TEXT)
            block(c.name, _NAME, 19 * s, True, 2, INK)
            block(c.text, _TEXT, 15 * s, False, 6, INK)
            bx, by, br = _BADGE

        def whole(text: str, unit: Box, px: float, colour: RGB) -> None:
            # A card's value and its Inevitable mark are never cut: below the smallest
            # size of the other texts they shrink further rather than lose a character.
            area = box(unit)
            size_px = max(min_px, round(px))
            while size_px > 1 and self.art.font(size_px, True).size(text)[0] > area.width:
                size_px -= 1
            line_h = self.art.font(size_px, True).get_linesize()
            top = area.y + (area.height - line_h) // 2
            out.append(
                Placed(text, size_px, True, colour, pygame.Rect(area.x, top, area.w, line_h))
            )

        if badge:
            # inside the medal's inner ring (0.8 of its radius), its whole disc if need be
            inner = (bx - br * 0.8, by - br * 0.75, br * 1.6, br * 1.5)
            if self._fits(badge, box(inner), min_px):
                block(badge, inner, br * 0.8 * s, True, 1, INK)
            else:
                whole(badge, (bx - br * 0.95, by - br * 0.8, br * 1.9, br * 1.6), br * s, INK)
        if c.inevitable:
            wx, wy, ww, wh = _WINDOW_SMALL if small else _WINDOW
            band_h = 22.0 if small else 18.0
            # Too narrow for the word at the smallest size: the stated short form.
            word = "INEVITABLE"
            if self.art.font(min_px, True).size(word)[0] > round(ww * s):
                word = INEVITABLE_SHORT
            whole(word, (wx, wy + wh - band_h, ww, band_h), band_h * 0.7 * s, PAPER)
        return out

    def _name_floor(self, name: str, plaque: Box, s: float) -> int:
        """The smallest size a small card's name may take: the cards' smallest text, or
        smaller, down to the app's smallest readable text, where a name would otherwise be
        cut even in the tallest plaque (Manta Ray Protection on a hand card at 1024x576)."""
        min_px = max(1, round(MIN_PX / self.art.layout_units(1)))
        area = pygame.Rect(0, 0, round(plaque[2] * s), round(plaque[3] * s))
        floor = min_px
        while floor > MIN_TEXT_PX:
            _px, rows = _fit_lines(self.art, name, area, floor, floor, True, 3)
            if not any(textfit.ELLIPSIS in row for row in rows):
                break
            floor -= 1
        return floor

    def _fits(self, text: str, area: pygame.Rect, min_px: int) -> bool:
        return bool(self.art.font(min_px, True).size(text)[0] <= area.width)

    def name_plaque(self, card: int, size: Size) -> Box:
        """The name's box on a small card (unit box): the plaque of the frame, made taller
        step by step while the name does not read whole in 3 lines at the smallest size."""
        text = CARDS[card].name
        _w, _h, where = self._geometry(size)
        s = where.width / _CARD[0]
        min_px = max(1, round(MIN_PX / self.art.layout_units(1)))
        x, y, w, h = _NAME_SMALL
        while True:
            area = pygame.Rect(0, 0, round(w * s), round(h * s))
            _px, rows = _fit_lines(self.art, text, area, round(27 * s), min_px, True, 3)
            if " ".join(rows) == text or h >= _NAME_SMALL_MAX_H:
                return (x, y, w, h)
            h = min(_NAME_SMALL_MAX_H, h + _NAME_GROW_STEP)

    def card(self, card: int, size: Size, large: bool = False) -> pygame.Surface:
        """Card `card` (an index of cards.CARDS) face up, fitted into `size` (a width, with the
        card's 5:7 height, or a (w, h) box). `large` forces the full layout with its rules
        text, for the hover view."""
        w, h, where = self._geometry(size)
        small = not large and self.is_small(size)
        key = (card, w, h, small, self.art.layout_units(1000))
        found = self._cards.get(key)
        if found is not None:
            return found
        c = CARDS[card]
        variant = "-small" if small else ""
        surface = self.art.picture(f"cursed/frame-{c.kind}{variant}.svg", (w, h)).copy()
        s = where.width / _CARD[0]
        wx, wy, ww, wh = _WINDOW_SMALL if small else _WINDOW
        pad = 4 * s
        window = pygame.Rect(
            round(where.x + wx * s + pad),
            round(where.y + wy * s + pad),
            round(ww * s - 2 * pad),
            round(wh * s - 2 * pad),
        )
        picture = self.art.picture(f"cursed/art-{c.code}.svg", window.size)
        surface.blit(picture, window)
        if small:
            self._grow_plaque(surface, card, size, where, s)
        if badge_text(c):
            bx, by, br = _BADGE_SMALL if small else _BADGE
            side = round(2 * br * s)
            disc = self.art.picture("cursed/badge.svg", side)
            surface.blit(disc, disc.get_rect(center=(where.x + bx * s, where.y + by * s)))
        if c.inevitable:
            band_h = (22.0 if small else 18.0) * s
            band = pygame.Rect(
                round(where.x + wx * s),
                round(where.y + (wy + wh) * s - band_h),
                round(ww * s),
                round(band_h),
            )
            pygame.draw.rect(surface, _INEVITABLE_BAND, band, 0, max(1, round(5 * s)))
        for line in self.texts(card, size, large):
            label = self.art.text(line.text, line.px, line.colour, line.bold)
            surface.blit(label, label.get_rect(midtop=line.box.midtop))
        if len(self._cards) >= _CACHE_LIMIT:
            self._cards.clear()
        found = surface.convert_alpha() if pygame.display.get_surface() else surface
        self._cards[key] = found
        return found

    def _grow_plaque(
        self, surface: pygame.Surface, card: int, size: Size, where: pygame.Rect, s: float
    ) -> None:
        """Lengthen the frame's name plaque down over the picture when the name needs it,
        in the plaque's own colours (read off the frame)."""
        x, y, w, h = self.name_plaque(card, size)
        if h <= _NAME_SMALL[3]:
            return
        plaque = pygame.Rect(
            round(where.x + x * s), round(where.y + y * s), round(w * s), round(h * s)
        )
        paper = surface.get_at((plaque.centerx, plaque.y + round(_NAME_SMALL[3] * s / 2)))
        edge = surface.get_at((plaque.centerx, plaque.y))
        pygame.draw.rect(surface, paper, plaque, 0, max(1, round(5 * s)))
        pygame.draw.rect(surface, edge, plaque, max(1, round(2 * s)), max(1, round(5 * s)))

    def large(self, card: int, size: Size) -> pygame.Surface:
        """The hover view: the card with all its text, at `size` (make it at least 240 layout
        units wide so the text reads at full size)."""
        return self.card(card, size, large=True)

    def back(self, size: Size) -> pygame.Surface:
        """The back of a Cursed Gifts card (the deck, other seats' hands)."""
        w, h, _where = self._geometry(size)
        return self.art.picture("cursed/back.svg", (w, h))


def asset_files() -> tuple[str, ...]:
    """Every file under assets/ the cards need (tests check each exists and loads)."""
    kinds = sorted({c.kind for c in CARDS})
    return (
        *(f"cursed/frame-{k}{v}.svg" for k in kinds for v in ("", "-small")),
        *(f"cursed/art-{c.code}.svg" for c in CARDS),
        "cursed/badge.svg",
        "cursed/back.svg",
        "cursed/cover.svg",
        "cover-gifts.svg",
    )
