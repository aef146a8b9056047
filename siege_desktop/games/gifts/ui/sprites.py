"""Gifts Under Siege's pieces: lands, gift boxes, locks and the sealed look, building cards
and icons, colour symbols. Each is an SVG of `assets/` composed with its text through the
app's `Art` (its loader, fonts and cache), at real pixel sizes, and kept until the window's
scale changes (`Art.clear`).

`gifts_art(art)` gives the one `GiftsArt` of an `Art`; the table's drawing asks it for the same
(piece, size) every frame and gets the same Surface back.
"""

from __future__ import annotations

import weakref
from typing import Final

import pygame

from siege_desktop.app.art import MIN_TEXT_PX, Art, Size, pixel_size
from siege_desktop.games.gifts.rules.cards import (
    BUILDING_COLOUR,
    BUILDING_RULES,
    BUILDING_TAGS,
    BUILDING_TITLES,
    LAND_NAMES,
    LETTERS,
)

#: Unit boxes of the SVG art that the pieces write text into (mirrors make_art.py). Each
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
_BUILDING_CODES: Final = ("gloves", "crowbar", "ribbon", "warehouse", "coffer")
#: How much a tapped land is dimmed (multiplied into its colours).
_TAPPED_DIM: Final = (196, 196, 196)
#: Every file the pieces read, relative to assets/ (tests check each exists and loads).
ASSET_FILES: Final = (
    *(f"cards/land-{c.lower()}{v}.svg" for c in LETTERS for v in ("", "-small")),
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
)

_PIECES: weakref.WeakKeyDictionary[Art, GiftsArt] = weakref.WeakKeyDictionary()


def gifts_art(art: Art) -> GiftsArt:
    """The Gifts Under Siege pieces made through `art` (one per Art, sharing its cache)."""
    found = _PIECES.get(art)
    if found is None:
        found = _PIECES[art] = GiftsArt(art)
    return found


class GiftsArt:
    """The game's pieces, composed through the app's `Art` and kept in its cache."""

    def __init__(self, art: Art) -> None:
        self.art = art

    def land(self, colour: int, size: Size, tapped: bool = False) -> pygame.Surface:
        """A land card of `size` (upright); tapped, it is turned 90° clockwise and dimmed,
        so a tapped land of (w, h) is a surface of (h, w)."""
        w, h = pixel_size(size)
        key = ("land", colour, w, h, tapped, self.art.density())
        found = self.art.cached(key)
        if found is not None:
            return found
        if tapped:
            card = pygame.transform.rotate(self.land(colour, (w, h)), -90)
            card.fill(_TAPPED_DIM, special_flags=pygame.BLEND_RGB_MULT)
        else:
            # choose the drawing by the card's real width once fitted into the box
            small = self.art.layout_units(min(w, h * _CARD[0] / _CARD[1])) < _LAND_SMALL_BELOW
            variant = "-small" if small else ""
            card, where = self.art.place(f"cards/land-{LETTERS[colour].lower()}{variant}.svg", w, h)
            s, ox, oy = self.art.fit(where, _CARD[0])
            cx, cy, r = _LAND_LETTER_SMALL if small else _LAND_LETTER
            letter_px = round(r * 1.35 * s)
            self.art.write_centred(card, LETTERS[colour], letter_px, (ox + cx * s, oy + cy * s))
            if not small:
                nx, ny, nw, nh = _LAND_NAME
                self.art.write_centred(
                    card,
                    LAND_NAMES[colour],
                    round(nh * 0.56 * s),
                    (ox + (nx + nw / 2) * s, oy + (ny + nh / 2) * s),
                )
        return self.art.keep(key, card)

    def gift(self, colour: int, klass: int, size: Size) -> pygame.Surface:
        """A wrapped gift box. Colour shows as fill, symbol tag and (from 48 px) letter;
        class as box size, (from 24 px) points badge and (from 48 px) roman numeral."""
        w, h = pixel_size(size)
        key = ("gift", colour, klass, w, h, self.art.density())
        found = self.art.cached(key)
        if found is not None:
            return found
        side = self.art.layout_units(min(w, h))
        small = side < _GIFT_SMALL_BELOW
        variant = "-tiny" if side < _GIFT_TINY_BELOW else "-small" if small else ""
        name = f"gifts/gift-{LETTERS[colour].lower()}-{klass}{variant}.svg"
        box, where = self.art.place(name, w, h)
        s, ox, oy = self.art.fit(where, 100.0)
        if side >= _GIFT_TINY_BELOW:
            bx, by, br = _GIFT_BADGE_SMALL if small else _GIFT_BADGE
            # small boxes may go a pixel under the readable size: the digit is what they have
            digit_px = max(round(br * 1.45 * s), MIN_TEXT_PX if small else 0)
            self.art.write_centred(box, str(klass), digit_px, (ox + bx * s, oy + by * s + 0.5))
        if not small:
            bw = _GIFT_WIDTH[klass]
            lid_h = bw * 0.2
            lid_mid = 97.0 - bw * 0.8 + lid_h / 2
            self.art.write_centred(
                box,
                LETTERS[colour],
                round(lid_h * 0.62 * s),
                (ox + (50 + bw * 0.35) * s, oy + lid_mid * s + 0.5),
            )
        return self.art.keep(key, box)

    def gift_shows_class(self, side: int) -> bool:
        """Whether a gift box `side` pixels wide carries its points badge (tiny ones do not,
        so whoever draws them says the class another way)."""
        return self.art.layout_units(side) >= _GIFT_TINY_BELOW

    def lock(self, size: Size) -> pygame.Surface:
        """A gold padlock token."""
        return self.art.picture("tokens/lock.svg", size)

    def seal(self, size: Size) -> pygame.Surface:
        """The Sealed look, laid over a gift with 5 locks: a chain cradling the box, a wax seal
        in its lower left corner and (from 56 px) a SEALED banner top left; the symbol tag
        in the middle and the points badge top right stay visible."""
        w, h = pixel_size(size)
        key = ("seal", w, h, self.art.density())
        found = self.art.cached(key)
        if found is not None:
            return found
        if self.art.layout_units(min(w, h)) < _SEAL_SMALL_BELOW:
            found = self.art.picture("tokens/seal-small.svg", (w, h))
        else:
            sprite, where = self.art.place("tokens/seal.svg", w, h)
            s, ox, oy = self.art.fit(where, 100.0)
            x, y, bw, bh = _SEAL_BANNER
            self.art.write_centred(
                sprite,
                "SEALED",
                round(bh * 0.62 * s),
                (ox + (x + bw / 2) * s, oy + (y + bh / 2) * s),
                colour=(255, 236, 180),
            )
            found = self.art.keep(key, sprite)
        return found

    def building(self, b: int, size: Size, named: bool = True) -> pygame.Surface:
        """A building card: its colour frame, symbol and letter, icon and name, and (from
        110 px wide) its rule. Unnamed, the small card's plaque holds its rule in a few words,
        for a caller that writes the name larger beside it (the market)."""
        w, h = pixel_size(size)
        key = ("building", b, w, h, self.art.density(), named)
        found = self.art.cached(key)
        if found is not None:
            return found
        small = self.art.layout_units(min(w, h * _CARD[0] / _CARD[1])) < _BUILDING_SMALL_BELOW
        variant = "-small" if small else ""
        card, where = self.art.place(f"buildings/card-{_BUILDING_CODES[b]}{variant}.svg", w, h)
        s, ox, oy = self.art.fit(where, _CARD[0])

        def box(unit: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
            return (ox + unit[0] * s, oy + unit[1] * s, unit[2] * s, unit[3] * s)

        if small and not named:
            # the name is written beside the card: the plaque gets the rule in a few words
            self.art.write_box(
                card, BUILDING_TAGS[b], box(_BUILDING_NAME_SMALL), round(40 * s), True, 1
            )
        elif small:
            # the name, as large as two lines allow (the rule is for hover text at this size)
            self.art.write_box(
                card, BUILDING_TITLES[b], box(_BUILDING_NAME_SMALL), round(27 * s), True, 2
            )
        else:
            self.art.write_box(
                card, BUILDING_TITLES[b], box(_BUILDING_TITLE), round(16 * s), True, 2
            )
            self.art.write_box(
                card, BUILDING_RULES[b], box(_BUILDING_RULE), round(15 * s), False, 4
            )
        cx, cy, r = _BUILDING_LETTER_SMALL if small else _BUILDING_LETTER
        self.art.write_centred(
            card, LETTERS[BUILDING_COLOUR[b]], round(r * 1.3 * s), (ox + cx * s, oy + cy * s)
        )
        return self.art.keep(key, card)

    def building_icon(self, b: int, size: Size) -> pygame.Surface:
        """A building's icon on a round plate of its colour (for seat plates)."""
        return self.art.picture(f"buildings/icon-{_BUILDING_CODES[b]}.svg", size)

    def symbol(self, colour: int, size: Size) -> pygame.Surface:
        """A colour's round pip: its fill and its symbol (sun, drop, moon, flame, leaf)."""
        return self.art.picture(f"symbols/symbol-{LETTERS[colour].lower()}.svg", size)
