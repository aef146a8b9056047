"""Writes Cursed Gifts' SVGs into assets/cursed/ (run: python assets/src/make_cursed_art.py).

Same pipeline and licence as make_art.py: our own drawings of plain shapes, paths and
gradients (what SDL's SVG reader draws); names, values and rules text are written by the app
(siege_desktop/games/cursed/ui/cards_art.py) into the plaques left for them. A frame per card
kind (its colour, its symbol, and a lightness of its own so kinds part in greyscale), an
illustration per card of cards.json, the card back, and the title screen's covers.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_art import ASSETS, INK, f, gift_shape, lattice, linear, poly, radial, star_path, svg

CARDS_JSON = ASSETS.parent / "siege_desktop" / "games" / "cursed" / "rules" / "cards.json"
CARD_W, CARD_H = 200, 280
#: Illustrations are drawn in a 160 x 100 box; the app fits them into the card's window.
ART_W, ART_H = 160, 100
PALE = "#fff8ea"

#: Per kind: field (light, dark). Lightness falls from useless to treachery, so the kinds
#: also part in greyscale; the symbol and the kind word (written by the app) say it again.
FIELD = {
    "useless": ("#e9e6df", "#bdb8ad"),
    "draw": ("#f3dca0", "#d4ad55"),
    "antidote": ("#9fe0cf", "#4fa592"),
    "comeback": ("#e6b13c", "#a9741a"),
    "defence": ("#5b8fd6", "#2c5a9e"),
    "gift": ("#8a4fb0", "#4e2570"),
    "treachery": ("#6a1d1d", "#2a0c0c"),
}

#: Where the app writes, in the 200 x 280 card's units (mirrored in cards_art.py).
#: Full card: symbol disc and badge (centre x, centre y, r), kind strip, name plaque,
#: illustration window and text panel (x, y, w, h).
SYMBOL = (30.0, 30.0, 20.0)
BADGE = (170.0, 30.0, 20.0)
KIND_STRIP = (56.0, 19.0, 88.0, 22.0)
NAME = (12.0, 56.0, 176.0, 36.0)
WINDOW = (16.0, 98.0, 168.0, 86.0)
TEXT = (12.0, 190.0, 176.0, 78.0)
#: Small card (drawn below about 150 px wide): bigger discs, a two-line name, a big picture.
SYMBOL_SMALL = (40.0, 40.0, 31.0)
BADGE_SMALL = (160.0, 40.0, 31.0)
NAME_SMALL = (10.0, 76.0, 180.0, 69.0)
WINDOW_SMALL = (12.0, 150.0, 176.0, 118.0)


def g(x: float, y: float, s: float, body: str) -> str:
    return f'<g transform="translate({f(x)} {f(y)}) scale({f(s)})">\n{body}</g>\n'


def path(d: str, fill: str = "none", sw: float = 3.0, stroke: str = INK, extra: str = "") -> str:
    return (
        f'<path d="{d}" fill="{fill}" stroke="{stroke}" stroke-width="{f(sw)}" '
        f'stroke-linejoin="round" stroke-linecap="round"{extra}/>\n'
    )


def circle(cx: float, cy: float, r: float, fill: str, sw: float = 3.0) -> str:
    return (
        f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="{fill}" stroke="{INK}" '
        f'stroke-width="{f(sw)}"/>\n'
    )


def rect(x: float, y: float, w: float, h: float, fill: str, rx: float = 4, sw: float = 3) -> str:
    return (
        f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}" rx="{f(rx)}" '
        f'fill="{fill}" stroke="{INK}" stroke-width="{f(sw)}"/>\n'
    )


# --- Kind symbols, each in a 100 x 100 box ------------------------------------------------


def skull(cx: float = 50, cy: float = 46, s: float = 1.0, fill: str = PALE) -> str:
    head = (
        f"M{f(cx - 30 * s)} {f(cy)} A{f(30 * s)} {f(30 * s)} 0 1 1 {f(cx + 30 * s)} {f(cy)} "
        f"C{f(cx + 30 * s)} {f(cy + 14 * s)} {f(cx + 22 * s)} {f(cy + 18 * s)} "
        f"{f(cx + 20 * s)} {f(cy + 22 * s)} L{f(cx + 20 * s)} {f(cy + 34 * s)} "
        f"L{f(cx - 20 * s)} {f(cy + 34 * s)} L{f(cx - 20 * s)} {f(cy + 22 * s)} "
        f"C{f(cx - 22 * s)} {f(cy + 18 * s)} {f(cx - 30 * s)} {f(cy + 14 * s)} "
        f"{f(cx - 30 * s)} {f(cy)} Z"
    )
    eyes = (
        circle(cx - 12 * s, cy + 2 * s, 8 * s, INK, 0)
        + circle(cx + 12 * s, cy + 2 * s, 8 * s, INK, 0)
        + path(
            poly([(cx, cy + 10 * s), (cx - 5 * s, cy + 19 * s), (cx + 5 * s, cy + 19 * s)]),
            INK,
            0,
        )
    )
    teeth = path(
        f"M{f(cx - 8 * s)} {f(cy + 26 * s)} L{f(cx - 8 * s)} {f(cy + 34 * s)} "
        f"M{f(cx)} {f(cy + 26 * s)} L{f(cx)} {f(cy + 34 * s)} "
        f"M{f(cx + 8 * s)} {f(cy + 26 * s)} L{f(cx + 8 * s)} {f(cy + 34 * s)}",
        sw=3 * s,
    )
    return path(head, fill, 4 * s) + eyes + teeth


def cross() -> str:
    arm = poly(
        [
            (38, 12),
            (62, 12),
            (62, 38),
            (88, 38),
            (88, 62),
            (62, 62),
            (62, 88),
            (38, 88),
            (38, 62),
            (12, 62),
            (12, 38),
            (38, 38),
        ]
    )
    return path(arm, PALE, 5)


def dagger() -> str:
    blade = poly([(50, 6), (60, 24), (58, 62), (42, 62), (40, 24)])
    return (
        path(blade, "#dfe3ea", 4)
        + path("M50 14 L50 58", sw=2)
        + rect(24, 60, 52, 10, "#e7c15c", 4, 4)
        + rect(43, 70, 14, 20, "#8a5a2c", 3, 4)
        + circle(50, 93, 5, "#e7c15c", 3)
    )


def shield() -> str:
    d = "M50 6 L86 18 C86 52 74 78 50 94 C26 78 14 52 14 18 Z"
    return path(d, PALE, 5) + path("M50 18 L50 82 M26 36 L74 36", sw=5)


def comeback_arrow() -> str:
    d = "M78 70 C78 36 58 22 34 26 L34 10 L8 36 L34 62 L34 46 C52 42 62 52 62 70 Z"
    return path(d, PALE, 5) + path("M62 70 L78 70", sw=5)


def cards_stack() -> str:
    return (
        f'<g transform="rotate(-14 50 50)">{rect(22, 16, 44, 62, "#fbf1d6", 6, 4)}</g>\n'
        + f'<g transform="rotate(10 50 50)">{rect(34, 20, 44, 62, PALE, 6, 4)}</g>\n'
        + path("M56 40 L56 64 M44 52 L68 52", sw=6)
    )


def empty_ring() -> str:
    return circle(50, 50, 34, PALE, 6) + path("M24 76 L76 24", sw=7)


KIND_SYMBOL = {
    "gift": lambda: skull(50, 44, 1.15),
    "antidote": cross,
    "treachery": dagger,
    "defence": shield,
    "comeback": comeback_arrow,
    "draw": cards_stack,
    "useless": empty_ring,
}


def disc(cx: float, cy: float, r: float, kind: str) -> str:
    """The kind's symbol on a pale disc with an ink ring."""
    inner = r * 0.8
    return circle(cx, cy, r, "#3a2a20", r / 7) + g(
        cx - inner, cy - inner, inner / 50, KIND_SYMBOL[kind]()
    )


def window(x: float, y: float, w: float, h: float) -> str:
    """The illustration's window: a pale, half-clear pane so the picture reads on any kind."""
    return (
        f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}" rx="6" '
        f'fill="#fffaf0" fill-opacity="0.6" stroke="{INK}" stroke-width="2.5"/>\n'
    )


def frame(kind: str, small: bool = False) -> str:
    light, dark = FIELD[kind]
    defs = linear("field", light, dark) + linear("paper", "#fffaf0", "#f1e6cc")
    body = (
        f'<rect x="2" y="2" width="196" height="276" rx="14" fill="{INK}"/>\n'
        '<rect x="7" y="7" width="186" height="266" rx="10" fill="url(#field)"/>\n'
    )
    if small:
        body += disc(*SYMBOL_SMALL, kind)
        nx, ny, nw, nh = NAME_SMALL
        wx, wy, ww, wh = WINDOW_SMALL
        body += rect(nx, ny, nw, nh, "url(#paper)", 8, 3.5)
        body += window(wx, wy, ww, wh)
        return svg(CARD_W, CARD_H, body, defs)
    body += disc(*SYMBOL, kind)
    kx, ky, kw, kh = KIND_STRIP
    body += (
        f'<rect x="{f(kx)}" y="{f(ky)}" width="{f(kw)}" height="{f(kh)}" rx="{f(kh / 2)}" '
        f'fill="{INK}" fill-opacity="0.55"/>\n'
    )
    for x, y, w, h, fill in ((*NAME, "url(#paper)"), (*TEXT, "url(#paper)")):
        body += rect(x, y, w, h, fill, 6, 2.5)
    body += window(*WINDOW)
    return svg(CARD_W, CARD_H, body, defs)


def badge() -> str:
    """The value badge the app writes "+3", "-2" into (a pale medal with a gold ring)."""
    defs = radial("medal", "#fffdf4", "#f1e2b8", 0.7)
    body = circle(50, 50, 46, "#c99a32", 6) + circle(50, 50, 38, "url(#medal)", 3)
    return svg(100, 100, body, defs)


# --- Illustrations, each in a 160 x 100 box ------------------------------------------------

GIFT_COLOURS = {
    "sweater": ("#d8574a", "#f3d27a"),
    "fruitcake": ("#8a5a2c", "#e8e0c8"),
    "clown": ("#e58fb8", "#5aa0e0"),
    "accordion": ("#3f7f5a", "#f3d27a"),
    "timeshare": ("#6b7f3a", "#c9b27a"),
    "fish": ("#3a78b8", "#f3d27a"),
    "mirror": ("#5a5a78", "#d9d9e8"),
    "bagpipes": ("#a33a3a", "#2a6a3a"),
}


def cursed_box(code: str, value: int, inevitable: bool) -> str:
    """A gift box, bigger for a bigger value, with a skull on its front; chained if
    Inevitable (it cannot be answered)."""
    fill, ribbon = GIFT_COLOURS[code]
    w = 54 + 9 * value
    out = gift_shape(80, 96, w, fill, "#000000", ribbon)
    top = 96 - w * 0.6
    out += skull(80 - w * 0.22, top + w * 0.22, w / 230)
    out += skull(80 + w * 0.22, top + w * 0.22, w / 230)
    if inevitable:
        links = []
        for i in range(9):
            t = i / 8
            x = 80 - w * 0.62 + t * w * 1.24
            y = top + w * 0.52 - t * w * 0.4
            links.append(
                f'<ellipse cx="{f(x)}" cy="{f(y)}" rx="6" ry="3.6" fill="none" stroke="#cfd3da" '
                f'stroke-width="2.6" transform="rotate(-20 {f(x)} {f(y)})"/>\n'
            )
        out += "".join(links)
    # a wisp of curse rising from the bow
    out += path(
        "M118 30 C128 20 112 14 122 4 M132 40 C142 30 126 24 136 14", sw=2.5, stroke="#6a2a8a"
    )
    return out


def potion(value: int) -> str:
    """A round potion bottle; fuller for a stronger Antidote."""
    level = 78 - value * 7
    return (
        path("M66 8 L94 8 L94 16 L66 16 Z", "#a07a4a", 3)
        + path(
            "M70 16 L90 16 L90 36 C112 42 120 58 120 70 A40 30 0 0 1 40 70 C40 58 48 42 70 36 Z",
            "#eaf6f3",
            3.5,
        )
        + f'<path d="M{f(41)} {f(level)} L119 {f(level)} C120 90 104 98 80 98 '
        f'C56 98 40 90 41 {f(level)} Z" fill="#3fb59a" stroke="{INK}" stroke-width="2.5"/>\n'
        + path("M54 60 C56 52 62 46 70 44", sw=4, stroke="#ffffff")
        + path(poly([(74, 54), (86, 54), (86, 48), (74, 48)]), PALE, 0)
        + path(
            f"M80 {f(level + 6)} L80 {f(level + 18)} M74 {f(level + 12)} L86 {f(level + 12)}",
            sw=4,
            stroke=PALE,
        )
    )


def mummy() -> str:
    body = "M56 98 L60 40 C60 20 100 20 100 40 L104 98 Z"
    wraps = " ".join(
        f"M{f(57 + i * 0.3)} {f(44 + i * 9)} L{f(103 - i * 0.3)} {f(38 + i * 9)}" for i in range(6)
    )
    return (
        path(body, "#f6f3ea", 3.5)
        + path(wraps, sw=2)
        + rect(66, 34, 28, 9, INK, 3, 0)
        + circle(73, 38, 3, "#f3d27a", 0)
        + circle(87, 38, 3, "#f3d27a", 0)
        # the loose end of the roll, and the roll itself
        + path("M100 60 C116 62 118 76 128 80", sw=3)
        + circle(134, 84, 12, "#f6f3ea", 3)
        + circle(134, 84, 4, "#c9b27a", 2)
    )


def fatcula() -> str:
    wing_l = "M80 58 C66 36 44 30 16 34 C26 42 24 50 20 58 C30 54 36 58 38 66 C48 58 60 60 80 70 Z"
    wing_r = (
        "M80 58 C94 36 116 30 144 34 C134 42 136 50 140 58 C130 54 124 58 122 66 "
        "C112 58 100 60 80 70 Z"
    )
    return (
        path(wing_l, "#4a2a5a", 3)
        + path(wing_r, "#4a2a5a", 3)
        + f'<ellipse cx="80" cy="62" rx="24" ry="26" fill="#6a4a7a" stroke="{INK}" '
        'stroke-width="3.5"/>\n'
        + path(poly([(62, 44), (66, 26), (72, 40)]), "#6a4a7a", 3)
        + path(poly([(98, 44), (94, 26), (88, 40)]), "#6a4a7a", 3)
        + circle(72, 54, 4, "#f3d27a", 1.5)
        + circle(88, 54, 4, "#f3d27a", 1.5)
        + path("M70 68 C76 74 84 74 90 68", sw=2.5)
        + path(poly([(74, 70), (76, 78), (78, 71)]), PALE, 1.5)
        + path(poly([(82, 71), (84, 78), (86, 70)]), PALE, 1.5)
    )


def manta() -> str:
    d = (
        "M80 30 C96 30 118 44 150 54 C124 60 104 66 90 78 L84 98 L80 78 L76 98 L70 78 "
        "C56 66 36 60 10 54 C42 44 64 30 80 30 Z"
    )
    waves = "M10 20 C24 12 34 28 48 20 M112 20 C126 12 136 28 150 20"
    return (
        path(waves, sw=3, stroke="#2c5a9e")
        + path(d, "#4a6a8a", 3.5)
        + path("M80 34 C84 50 84 62 80 76", sw=2, stroke="#9fc0e0")
        + circle(68, 44, 3.5, PALE, 1.5)
        + circle(92, 44, 3.5, PALE, 1.5)
    )


def woolf() -> str:
    hood = "M40 98 C38 60 52 22 80 18 C108 22 122 60 120 98 Z"
    face = "M58 96 L56 56 L64 36 L72 50 L88 50 L96 36 L104 56 L102 96 Z"
    snout = "M70 70 L90 70 L86 88 L74 88 Z"
    return (
        path(hood, "#c0392b", 3.5)
        + path(face, "#8a8a92", 3.5)
        + path(snout, "#b8b8c0", 3)
        + circle(80, 72, 4, INK, 0)
        + circle(70, 60, 3.5, "#f3d27a", 1.5)
        + circle(90, 60, 3.5, "#f3d27a", 1.5)
        + path("M74 84 L76 90 L78 84 M82 84 L84 90 L86 84", PALE, 1.5)
        + path("M62 98 L80 90 L98 98", "#c0392b", 3)
    )


def wax_seal() -> str:
    pts = []
    for i in range(24):
        a = i * math.tau / 24
        r = 40 if i % 2 == 0 else 34
        pts.append((80 + r * math.cos(a), 52 + r * math.sin(a)))
    flame = "M80 34 C90 46 94 54 92 62 C90 70 84 74 80 74 C74 74 68 68 68 60 C68 52 74 50 80 34 Z"
    return (
        path("M96 86 L104 100 L112 84 M60 86 L52 100 L46 84", "#8a1a24", 3)
        + path(poly(pts), "#9a1624", 3.5)
        + circle(80, 52, 26, "#b8222e", 2.5)
        + path(flame, "#e7c15c", 2.5)
    )


def siren() -> str:
    return (
        path("M56 78 L60 40 C60 22 100 22 100 40 L104 78 Z", "#e04848", 3.5)
        + path("M68 44 C70 34 76 30 84 30", sw=4, stroke="#ffd0c8")
        + rect(48, 78, 64, 16, "#5a5a66", 4, 3.5)
        + path(
            "M40 30 L24 20 M36 50 L16 50 M40 70 L24 80 M120 30 L136 20 M124 50 L144 50 "
            "M120 70 L136 80",
            sw=4,
            stroke="#c0392b",
        )
    )


def snatching() -> str:
    hand = (
        "M40 70 L40 44 C40 38 48 38 48 44 L48 30 C48 24 56 24 56 30 L56 28 C56 22 64 22 "
        "64 28 L64 32 C64 26 72 26 72 32 L72 58 L80 50 C84 46 90 50 86 56 L72 78 C66 86 58 "
        "88 50 88 C44 88 40 80 40 70 Z"
    )
    return (
        g(10, 0, 1, path(hand, "#e2b48a", 3))
        + f'<g transform="rotate(12 118 54)">{rect(98, 24, 36, 52, PALE, 5, 3)}</g>\n'
        + f'<g transform="rotate(-8 126 58)">{rect(108, 30, 36, 52, "#fbf1d6", 5, 3)}</g>\n'
        + path("M92 24 L100 16 M96 34 L108 30", sw=3, stroke="#6a1d1d")
    )


def trollol() -> str:
    top = "M30 40 C50 14 110 14 130 40 L138 30 L140 56 L116 50 L126 44 C108 26 52 26 36 46 Z"
    bottom = "M130 60 C110 86 50 86 30 60 L22 70 L20 44 L44 50 L34 56 C52 74 108 74 124 54 Z"
    return (
        path(top, "#e7c15c", 3)
        + path(bottom, "#8a4fb0", 3)
        + rect(64, 36, 30, 30, PALE, 15, 3)
        + path("M72 52 C76 60 84 60 88 52", sw=3)
        + circle(73, 45, 2.5, INK, 0)
        + circle(85, 45, 2.5, INK, 0)
    )


def mourning() -> str:
    stone = "M50 96 L50 40 C50 16 110 16 110 40 L110 96 Z"
    return (
        path("M20 96 L140 96", sw=4)
        + path(stone, "#8a8a92", 3.5)
        + path("M80 34 L80 64 M68 44 L92 44", sw=5, stroke="#3a3a44")
        + path("M30 96 C34 86 38 86 40 96 M120 96 C124 84 128 84 130 96", "#4a8a3a", 2.5)
        + path("M64 80 L96 80", sw=3, stroke="#3a3a44")
    )


def hot_potato() -> str:
    potato = (
        "M40 62 C36 44 56 32 80 34 C106 36 124 46 120 64 C116 82 94 88 74 86 C54 84 42 76 40 62 Z"
    )
    return (
        path(
            "M56 26 C52 16 60 10 56 2 M80 26 C76 16 84 10 80 2 M104 26 C100 16 108 10 104 2",
            sw=3.5,
            stroke="#e0562a",
        )
        + path(potato, "#c9955a", 3.5)
        + circle(62, 56, 2.5, "#8a5a2c", 0)
        + circle(96, 50, 2.5, "#8a5a2c", 0)
        + circle(86, 72, 2.5, "#8a5a2c", 0)
        + path(
            "M20 72 L32 66 M18 56 L30 56 M140 72 L128 66 M142 56 L130 56", sw=3, stroke="#e0562a"
        )
    )


def letter() -> str:
    links = "".join(
        f'<ellipse cx="{f(22 + i * 16)}" cy="90" rx="9" ry="5" fill="none" stroke="#8a8a92" '
        f'stroke-width="3"/>\n'
        for i in range(8)
    )
    return (
        rect(36, 16, 88, 60, PALE, 4, 3.5)
        + path("M36 18 L80 52 L124 18", sw=3)
        + circle(80, 52, 8, "#9a1624", 2.5)
        + links
    )


def scissors() -> str:
    return (
        path("M40 18 L104 70 M40 82 L104 30", sw=7, stroke="#9aa4b0")
        + path("M40 18 L104 70 M40 82 L104 30", sw=2)
        + circle(114, 76, 14, "#5b8fd6", 4)
        + circle(114, 24, 14, "#5b8fd6", 4)
        + circle(114, 76, 6, "#fffaf0", 2)
        + circle(114, 24, 6, "#fffaf0", 2)
        + circle(72, 50, 4, "#e7c15c", 2)
        + path("M20 50 L34 50", sw=3, stroke="#c0392b", extra=' stroke-dasharray="4 4"')
    )


def helping() -> str:
    return (
        f'<ellipse cx="80" cy="78" rx="60" ry="16" fill="{PALE}" stroke="{INK}" '
        'stroke-width="3.5"/>\n'
        + f'<g transform="rotate(-10 70 50)">{rect(52, 22, 34, 48, "#fbf1d6", 5, 3)}</g>\n'
        + f'<g transform="rotate(8 92 50)">{rect(76, 22, 34, 48, PALE, 5, 3)}</g>\n'
        + path("M124 20 L124 50 M132 20 L132 36 C132 44 116 44 116 36 L116 20", sw=3)
    )


def jumble() -> str:
    out = ""
    for i, (x, y, a, c) in enumerate(
        (
            (34, 30, -24, "#fbf1d6"),
            (62, 22, -6, PALE),
            (90, 28, 14, "#f3dca0"),
            (56, 44, 30, "#e9e6df"),
        )
    ):
        out += f'<g transform="rotate({a} {x + 18} {y + 24})">{rect(x, y, 36, 50, c, 5, 3)}</g>\n'
        del i
    return out + path("M120 80 L120 96 M112 88 L128 88", sw=4)


def socks() -> str:
    sock = "M0 0 L24 0 L24 46 C24 58 34 62 46 62 C56 62 58 78 46 80 L16 80 C4 80 0 70 0 60 Z"
    stripes = "M0 10 L24 10 M0 20 L24 20"
    return g(40, 8, 1, path(sock, "#e58fb8", 3) + path(stripes, sw=3, stroke="#ffffff")) + g(
        76, 14, 1, path(sock, "#7fbf5c", 3) + path(stripes, sw=3, stroke="#ffffff")
    )


def snow_globe() -> str:
    flakes = "".join(
        circle(x, y, 2, PALE, 0.8) for x, y in ((66, 30), (92, 24), (80, 44), (98, 50), (62, 52))
    )
    return (
        circle(80, 44, 34, "#cfe4f4", 3.5)
        + path("M60 62 L80 40 L100 62 Z", "#4a8a3a", 2.5)
        + flakes
        + path("M46 78 L114 78 L120 96 L40 96 Z", "#8a5a2c", 3.5)
        + path("M58 22 C62 16 70 12 76 12", sw=3, stroke="#ffffff")
    )


def magnet() -> str:
    d = "M50 20 L50 56 A30 30 0 0 0 110 56 L110 20 L92 20 L92 56 A12 12 0 0 1 68 56 L68 20 Z"
    return (
        path(d, "#c0392b", 3.5)
        + rect(50, 14, 18, 16, "#dfe3ea", 2, 3)
        + rect(92, 14, 18, 16, "#dfe3ea", 2, 3)
        + path("M30 10 L40 20 M130 10 L120 20", sw=3)
    )


def mug() -> str:
    return (
        path("M44 20 L104 20 L100 92 L48 92 Z", "#f3dca0", 3.5)
        + path("M104 36 C128 36 128 72 102 72", sw=7)
        + path("M104 36 C124 36 124 72 102 72", sw=3, stroke="#f3dca0")
        + path("M60 50 L88 50 M64 62 L84 62", sw=4, stroke="#8a5a2c")
        + path("M62 12 C58 6 66 2 62 -4 M84 12 C80 6 88 2 84 -4", sw=2.5, stroke="#a9a49a")
    )


def karma() -> str:
    d = (
        "M80 50 C80 44 88 44 88 50 C88 60 72 60 72 50 C72 36 96 36 96 50 C96 68 64 68 64 50 "
        "C64 28 104 28 104 50 C104 76 56 76 56 50 C56 20 112 20 112 50"
    )
    return (
        path(d, sw=9)
        + path(d, sw=5, stroke="#e7c15c")
        + path(poly([(104, 52), (120, 52), (112, 66)]), "#e7c15c", 3)
    )


def illustration(card: dict[str, object]) -> str:
    code = str(card["code"])
    kind = card["kind"]
    named = {
        "mummy": mummy,
        "fatcula": fatcula,
        "snatching": snatching,
        "trollol": trollol,
        "mourning": mourning,
        "potato": hot_potato,
        "letter": letter,
        "siren": siren,
        "scissors": scissors,
        "manta": manta,
        "woolf": woolf,
        "seal": wax_seal,
        "karma": karma,
        "helping": helping,
        "jumble": jumble,
        "socks": socks,
        "globe": snow_globe,
        "magnet": magnet,
        "mug": mug,
    }
    if kind == "gift":
        value = card["value"]
        assert isinstance(value, int)
        body = cursed_box(code, value, bool(card.get("inevitable", False)))
    elif kind == "antidote":
        value = card["value"]
        assert isinstance(value, int)
        body = potion(value)
    else:
        body = named[code]()
    return svg(ART_W, ART_H, body)


# --- Back and covers -----------------------------------------------------------------------


def back() -> str:
    """The back: deep violet, a faint lattice and a skull on a dim medal. Quiet and dark."""
    defs = linear("field", "#3e2352", "#1c0f28") + radial("medal", "#7a5a8e", "#4a2e60", 0.6)
    body = (
        f'<rect x="2" y="2" width="196" height="276" rx="14" fill="{INK}"/>\n'
        '<rect x="7" y="7" width="186" height="266" rx="10" fill="url(#field)"/>\n'
        f'<path d="{lattice(16, 16, 184, 264, 22)}" fill="none" stroke="#c9a4e0" '
        'stroke-opacity="0.12" stroke-width="2"/>\n'
        '<rect x="16" y="16" width="168" height="248" rx="8" fill="none" stroke="#9a7ab8" '
        'stroke-opacity="0.8" stroke-width="3"/>\n'
        '<circle cx="100" cy="140" r="46" fill="url(#medal)" stroke="#120818" stroke-width="4"/>\n'
        + skull(100, 132, 1.05, "#d8cce0")
    )
    return svg(CARD_W, CARD_H, body, defs)


def cover_cursed() -> str:
    """The game chooser's picture for Cursed Gifts: a fan of cards and a skull gift."""
    defs = radial("bg", "#4a2e60", "#160a20", 0.8)
    fan = ""
    for angle, kind in ((-24, "antidote"), (-8, "comeback"), (8, "treachery"), (24, "defence")):
        light, _dark = FIELD[kind]
        fan += (
            f'<g transform="rotate({angle} 160 230)">'
            f'<rect x="130" y="50" width="60" height="84" rx="6" fill="{light}" stroke="{INK}" '
            'stroke-width="3"/>\n' + g(144, 66, 0.32, KIND_SYMBOL[kind]()) + "</g>\n"
        )
    body = (
        '<rect x="0" y="0" width="320" height="180" rx="12" fill="url(#bg)"/>\n'
        + fan
        + gift_shape(160, 168, 96, "#8a4fb0", "#4e2570", "#e7c15c")
        + skull(160, 132, 0.55)
        + "".join(
            circle(x, y, 2, "#c9a4e0", 0) for x, y in ((40, 30), (280, 40), (60, 140), (268, 150))
        )
    )
    return svg(320, 180, body, defs)


def cover_gifts() -> str:
    """The game chooser's picture for Gifts Under Siege: the five lands' symbols round a
    locked gift, on felt."""
    from make_art import GIFT_WIDTH, SYMBOLS

    defs = radial("bg", "#2f6e4c", "#143826", 0.8)
    parts = []
    for i, letter in enumerate("wubrg"):
        draw, (light, dark) = SYMBOLS[letter]
        defs += linear(f"s{letter}", light, dark)
        x = 24 + i * 58
        parts.append(g(x, 10, 0.42, draw(f"s{letter}")))
    lock = (
        '<path d="M200 118 V106 A14 14 0 0 1 228 106 V118" fill="none" stroke="#4a3508" '
        'stroke-width="9"/>\n'
        + rect(190, 114, 48, 36, "#e9c46a", 7, 4)
        + circle(214, 128, 5, "#3a2806", 0)
    )
    del GIFT_WIDTH
    body = (
        '<rect x="0" y="0" width="320" height="180" rx="12" fill="url(#bg)"/>\n'
        + "".join(parts)
        + gift_shape(150, 168, 100, "#b0402c", "#701f15", "#f3dfa8")
        + lock
        + path(star_path(276, 120, 14, 5), "#f3d27a", 2.5)
        + path(star_path(52, 124, 12, 4.5), "#f3d27a", 2.5)
    )
    return svg(320, 180, body, defs)


def write(rel: str, text: str) -> None:
    out = ASSETS / rel
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")


def main() -> None:
    cards = json.loads(CARDS_JSON.read_text("utf-8"))["cards"]
    for kind in FIELD:
        write(f"cursed/frame-{kind}.svg", frame(kind))
        write(f"cursed/frame-{kind}-small.svg", frame(kind, small=True))
    write("cursed/badge.svg", badge())
    for card in cards:
        write(f"cursed/art-{card['code']}.svg", illustration(card))
    write("cursed/back.svg", back())
    write("cursed/cover.svg", cover_cursed())
    write("cover-gifts.svg", cover_gifts())


if __name__ == "__main__":
    main()
