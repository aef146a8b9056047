"""Writes every SVG sprite of Siege Desktop into assets/ (run: python assets/src/make_art.py).

The drawings are ours, made of plain shapes, paths and gradients because SDL's SVG reader
draws nothing else (no text, filters or CSS): words, letters and digits are drawn by the app
with its font on top. The SVGs are committed; this script is how they were made and how to
change them consistently.
"""

from __future__ import annotations

import math
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent

LETTERS = "wubrg"
INK = "#2a1e16"  # the outline colour of every piece: a warm near-black

#: Per colour: field fill (light, dark) for cards and boxes, and the symbol's own paint.
FIELD = {
    # spread in lightness too (W > G > U > R > B), so the colours part even in greyscale
    "w": ("#fbf1d6", "#e4cf9c"),
    "u": ("#4a8ad8", "#23579c"),
    "b": ("#3e3350", "#1f1929"),
    "r": ("#b0402c", "#701f15"),
    "g": ("#7fbf5c", "#4a8a3a"),
}
RIBBON = {"w": "#c0392b", "u": "#f2cf63", "b": "#e7c15c", "r": "#f3dfa8", "g": "#e04848"}
BUILDINGS = ("gloves", "crowbar", "ribbon", "warehouse", "coffer")
BUILDING_COLOUR = {"gloves": "b", "crowbar": "r", "ribbon": "g", "warehouse": "u", "coffer": "w"}


def f(x: float) -> str:
    """Short number text for path data."""
    return f"{x:.2f}".rstrip("0").rstrip(".")


def svg(w: float, h: float, body: str, defs: str = "") -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{f(w)}" height="{f(h)}" '
        f'viewBox="0 0 {f(w)} {f(h)}">\n'
        + (f"<defs>\n{defs}</defs>\n" if defs else "")
        + body
        + "</svg>\n"
    )


def linear(id_: str, top: str, bottom: str, x2: float = 0, y2: float = 1) -> str:
    # SDL's SVG reader takes bounding-box gradient coordinates as percentages only
    return (
        f'<linearGradient id="{id_}" x1="0%" y1="0%" x2="{f(x2 * 100)}%" y2="{f(y2 * 100)}%">'
        f'<stop offset="0" stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/>'
        "</linearGradient>\n"
    )


def radial(id_: str, inner: str, outer: str, r: float = 0.7) -> str:
    return (
        f'<radialGradient id="{id_}" cx="50%" cy="45%" r="{f(r * 100)}%">'
        f'<stop offset="0" stop-color="{inner}"/><stop offset="1" stop-color="{outer}"/>'
        "</radialGradient>\n"
    )


def poly(points: list[tuple[float, float]]) -> str:
    return "M" + " L".join(f"{f(x)} {f(y)}" for x, y in points) + " Z"


# --- The five colour symbols, each drawn in a 100 x 100 box ------------------------------


def sun(grad: str) -> str:
    rays = []
    for i in range(12):
        a = i * math.tau / 12 - math.pi / 2
        half = math.tau / 12 * 0.28
        rays.append(
            [
                (50 + 28 * math.cos(a - half), 50 + 28 * math.sin(a - half)),
                (50 + 47 * math.cos(a), 50 + 47 * math.sin(a)),
                (50 + 28 * math.cos(a + half), 50 + 28 * math.sin(a + half)),
            ]
        )
    ray_path = " ".join(poly(r) for r in rays)
    return (
        f'<path d="{ray_path}" fill="#f0a020" stroke="{INK}" stroke-width="3.5" '
        'stroke-linejoin="round"/>\n'
        f'<circle cx="50" cy="50" r="25" fill="url(#{grad})" stroke="{INK}" stroke-width="4"/>\n'
    )


def drop(grad: str) -> str:
    return (
        f'<path d="M50 5 C50 5 19 42 19 63 A31 31 0 0 0 81 63 C81 42 50 5 50 5 Z" '
        f'fill="url(#{grad})" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>\n'
        '<path d="M33 62 C33 52 38 44 43 37" fill="none" stroke="#ffffff" '
        'stroke-opacity="0.85" stroke-width="5" stroke-linecap="round"/>\n'
    )


def crescent_path(cx: float, cy: float, r: float, ix: float, iy: float, ir: float) -> str:
    """A crescent: the circle (cx, cy, r) minus the circle (ix, iy, ir)."""
    d = math.hypot(ix - cx, iy - cy)
    a = (r * r - ir * ir + d * d) / (2 * d)
    h = math.sqrt(r * r - a * a)
    ux, uy = (ix - cx) / d, (iy - cy) / d
    mx, my = cx + a * ux, cy + a * uy
    p1 = (mx - h * uy, my + h * ux)
    p2 = (mx + h * uy, my - h * ux)
    return (
        f"M{f(p1[0])} {f(p1[1])} A{f(r)} {f(r)} 0 1 1 {f(p2[0])} {f(p2[1])} "
        f"A{f(ir)} {f(ir)} 0 0 0 {f(p1[0])} {f(p1[1])} Z"
    )


def moon(grad: str) -> str:
    d = crescent_path(46, 52, 40, 66, 38, 33)
    return (
        f'<path d="{d}" fill="url(#{grad})" stroke="{INK}" stroke-width="4" '
        'stroke-linejoin="round"/>\n'
        # two small stars keep the moon a night symbol even as a silhouette
        f'<path d="{star_path(80, 72, 9, 3.6)}" fill="#f4efe0" stroke="{INK}" '
        'stroke-width="2.5" stroke-linejoin="round"/>\n'
    )


def star_path(cx: float, cy: float, r: float, ri: float, n: int = 4) -> str:
    pts = []
    for i in range(2 * n):
        a = i * math.pi / n - math.pi / 2
        rr = r if i % 2 == 0 else ri
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return poly(pts)


def flame(grad: str) -> str:
    outer = (
        "M52 4 C58 22 82 36 82 62 C82 82 68 95 50 95 C32 95 18 82 18 63 "
        "C18 50 25 40 32 32 C32 42 36 49 42 52 C40 36 44 18 52 4 Z"
    )
    inner = "M52 48 C58 60 68 66 66 78 C65 87 58 91 50 91 C42 91 35 86 35 78 C35 68 47 62 52 48 Z"
    return (
        f'<path d="{outer}" fill="url(#{grad})" stroke="{INK}" stroke-width="4" '
        'stroke-linejoin="round"/>\n'
        f'<path d="{inner}" fill="#ffe27a" stroke="{INK}" stroke-width="2.5" '
        'stroke-linejoin="round"/>\n'
    )


def leaf(grad: str) -> str:
    blade = "M86 12 C44 8 14 38 26 76 C64 86 92 56 86 12 Z"
    vein = "M22 88 L30 72 C44 52 62 34 80 18"
    side = "M40 58 L37 40 M50 46 L48 28 M60 36 L62 22 M44 54 L62 58 M54 43 L72 45 M64 32 L78 32"
    return (
        f'<path d="{blade}" fill="url(#{grad})" stroke="{INK}" stroke-width="4" '
        'stroke-linejoin="round"/>\n'
        f'<path d="{vein}" fill="none" stroke="{INK}" stroke-width="7" stroke-linecap="round"/>\n'
        '<path d="M30 72 C44 52 62 34 80 18" fill="none" stroke="#d6f2b4" stroke-width="3" '
        'stroke-linecap="round"/>\n'
        f'<path d="{side}" fill="none" stroke="#d6f2b4" stroke-width="2.4" '
        'stroke-linecap="round"/>\n'
    )


#: Each symbol's drawing and its paint gradient (light, dark).
SYMBOLS = {
    "w": (sun, ("#fff3b0", "#f5b82e")),
    "u": (drop, ("#e8f4ff", "#9cc8f4")),
    "b": (moon, ("#fbf6e6", "#d8cfe8")),
    "r": (flame, ("#ffb347", "#f0561e")),
    "g": (leaf, ("#3f8f3f", "#1f5a26")),
}


def symbol(letter: str, x: float, y: float, size: float, gid: str) -> tuple[str, str]:
    """(body, defs) of the colour symbol placed in the box (x, y, size)."""
    draw, (light, dark) = SYMBOLS[letter]
    defs = linear(gid, light, dark)
    body = f'<g transform="translate({f(x)} {f(y)}) scale({f(size / 100)})">\n{draw(gid)}</g>\n'
    return body, defs


# --- Cards ---------------------------------------------------------------------------------

CARD_W, CARD_H = 200, 280


#: Where the app writes on a land card, in the 200 x 280 card's units (see sprites.py):
#: the letter plaque (centre x, centre y, radius) and the name bar (x, y, w, h); the small
#: card, drawn below about 90 px wide, has a bigger plaque and symbol and no name bar.
LAND_LETTER = (36.0, 38.0, 20.0)
LAND_LETTER_SMALL = (46.0, 48.0, 34.0)
LAND_NAME = (30.0, 226.0, 140.0, 32.0)


def land(letter: str, small: bool = False) -> str:
    light, dark = FIELD[letter]
    # a soft glow behind the symbol, kept faint on the dark fields so they stay dark in grey
    glow = {"w": 0.5, "u": 0.3, "b": 0.16, "r": 0.14, "g": 0.3}[letter]
    defs = linear("field", light, dark) + radial("halo", "#ffffff", light, 0.55)
    pale = "#fffaf0" if letter != "w" else "#fffdf6"
    if small:
        sym, sym_defs = symbol(letter, 28, 86, 160, "sym")
        halo = f'<circle cx="108" cy="166" r="84" fill="url(#halo)" fill-opacity="{f(glow)}"/>\n'
        cx, cy, r = LAND_LETTER_SMALL
        extra = ""
    else:
        sym, sym_defs = symbol(letter, 34, 64, 132, "sym")
        halo = f'<circle cx="100" cy="130" r="78" fill="url(#halo)" fill-opacity="{f(glow)}"/>\n'
        cx, cy, r = LAND_LETTER
        nx, ny, nw, nh = LAND_NAME
        extra = (
            f'<rect x="{f(nx)}" y="{f(ny)}" width="{f(nw)}" height="{f(nh)}" rx="{f(nh / 2)}" '
            f'fill="{pale}" fill-opacity="0.9" stroke="{INK}" stroke-width="2.5"/>\n'
        )
    body = (
        f'<rect x="2" y="2" width="196" height="276" rx="16" fill="{INK}"/>\n'
        '<rect x="8" y="8" width="184" height="264" rx="11" fill="url(#field)"/>\n'
        f'<rect x="15" y="15" width="170" height="250" rx="8" fill="none" stroke="{pale}" '
        'stroke-opacity="0.55" stroke-width="2.5"/>\n'
        + halo
        + sym
        # the plaques the app writes the colour letter and the land's name into
        + f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="{pale}" stroke="{INK}" '
        f'stroke-width="{f(3 if not small else 5)}"/>\n' + extra
    )
    return svg(CARD_W, CARD_H, body, defs + sym_defs)


def lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Diagonal lines filling a box both ways (a quiet diamond pattern), clipped to it."""
    parts = []
    w, h = x1 - x0, y1 - y0
    k = -h + step / 2
    while k < w:
        # the line x = x0 + k + (y - y0), cut to the box; then its mirror image
        ya, yb = max(y0, y0 - k), min(y1, y0 + w - k)
        if ya < yb:
            xa, xb = x0 + k + (ya - y0), x0 + k + (yb - y0)
            parts.append(f"M{f(xa)} {f(ya)} L{f(xb)} {f(yb)}")
            parts.append(f"M{f(x0 + x1 - xa)} {f(ya)} L{f(x0 + x1 - xb)} {f(yb)}")
        k += step
    return " ".join(parts)


def back() -> str:
    """The back of a land card: deep red, a faint gold lattice and a gift on a gold medal.
    Kept dark and calm, since a hand of them sits on the table while others play."""
    defs = linear("field", "#7c2533", "#4e1119") + radial("medal", "#ecd08a", "#b88a35", 0.6)
    box = gift_shape(100, 157, 52, "#7a1f2b", "#5a1520", "#f3d27a", outline="#3a0d14")
    body = (
        f'<rect x="2" y="2" width="196" height="276" rx="16" fill="{INK}"/>\n'
        '<rect x="8" y="8" width="184" height="264" rx="11" fill="url(#field)"/>\n'
        f'<path d="{lattice(16, 16, 184, 264, 22)}" fill="none" stroke="#f3d27a" '
        'stroke-opacity="0.12" stroke-width="2"/>\n'
        '<rect x="16" y="16" width="168" height="248" rx="8" fill="none" stroke="#d9b45e" '
        'stroke-opacity="0.85" stroke-width="3"/>\n'
        '<circle cx="100" cy="140" r="44" fill="url(#medal)" stroke="#3a0d14" stroke-width="4"/>\n'
        '<circle cx="100" cy="140" r="37" fill="none" stroke="#8a5a14" stroke-width="2"/>\n' + box
    )
    return svg(CARD_W, CARD_H, body, defs)


# --- Gifts ---------------------------------------------------------------------------------

#: Box width for each class in the 100 x 100 gift box: size is one of the three class signals.
GIFT_WIDTH = {1: 58, 2: 74, 3: 92}


def gift_shape(
    cx: float,
    bottom: float,
    w: float,
    light: str,
    dark: str,
    ribbon: str,
    outline: str = INK,
    grad: str | None = None,
) -> str:
    """A wrapped box with a bow, centred at cx and standing on `bottom`."""
    body_h = w * 0.6
    lid_h = w * 0.2
    lid_w = w * 1.08
    band = w * 0.16
    sw = max(2.5, w * 0.045)
    top = bottom - body_h
    lid_top = top - lid_h
    fill = f"url(#{grad})" if grad else light
    bow_r = w * 0.2
    loops = (
        f"M{f(cx)} {f(lid_top + 1)} "
        f"C{f(cx - bow_r * 0.4)} {f(lid_top - bow_r * 1.4)} {f(cx - bow_r * 2.1)} "
        f"{f(lid_top - bow_r * 1.2)} {f(cx - bow_r * 1.5)} {f(lid_top)} Z "
        f"M{f(cx)} {f(lid_top + 1)} "
        f"C{f(cx + bow_r * 0.4)} {f(lid_top - bow_r * 1.4)} {f(cx + bow_r * 2.1)} "
        f"{f(lid_top - bow_r * 1.2)} {f(cx + bow_r * 1.5)} {f(lid_top)} Z"
    )
    return (
        # the box
        f'<rect x="{f(cx - w / 2)}" y="{f(top)}" width="{f(w)}" height="{f(body_h)}" '
        f'rx="{f(w * 0.04)}" fill="{fill}" stroke="{outline}" stroke-width="{f(sw)}"/>\n'
        # shadow under the lid
        f'<rect x="{f(cx - w / 2 + sw / 2)}" y="{f(top + sw / 2)}" width="{f(w - sw)}" '
        f'height="{f(w * 0.06)}" fill="{dark}" fill-opacity="0.6"/>\n'
        # ribbon bands
        f'<rect x="{f(cx - band / 2)}" y="{f(top)}" width="{f(band)}" height="{f(body_h)}" '
        f'fill="{ribbon}" stroke="{outline}" stroke-width="{f(sw * 0.6)}"/>\n'
        # the lid
        f'<rect x="{f(cx - lid_w / 2)}" y="{f(lid_top)}" width="{f(lid_w)}" height="{f(lid_h)}" '
        f'rx="{f(w * 0.04)}" fill="{fill}" stroke="{outline}" stroke-width="{f(sw)}"/>\n'
        f'<rect x="{f(cx - band / 2)}" y="{f(lid_top)}" width="{f(band)}" height="{f(lid_h)}" '
        f'fill="{ribbon}" stroke="{outline}" stroke-width="{f(sw * 0.6)}"/>\n'
        # the bow
        f'<path d="{loops}" fill="{ribbon}" stroke="{outline}" stroke-width="{f(sw * 0.8)}" '
        'stroke-linejoin="round"/>\n'
        f'<circle cx="{f(cx)}" cy="{f(lid_top)}" r="{f(w * 0.07)}" fill="{ribbon}" '
        f'stroke="{outline}" stroke-width="{f(sw * 0.7)}"/>\n'
    )


#: Where the app draws on a gift sprite, in units of the 100 x 100 box (see sprites.py).
GIFT_BADGE = (84.0, 15.0, 13.0)  # points badge: centre x, centre y, radius


def gift_tag(cx: float, cy: float, r: float) -> str:
    return (
        f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="#fffaf0" stroke="{INK}" '
        f'stroke-width="{f(max(2.0, r * 0.14))}"/>\n'
    )


def roman(klass: int, cx: float, y: float, h: float) -> str:
    """The roman numeral I, II or III as serifed bars (the SVG reader draws no text)."""
    bar = h * 0.2
    gap = h * 0.16
    total = klass * bar + (klass - 1) * gap
    x = cx - total / 2
    parts = []
    for _ in range(klass):
        parts.append(f'<rect x="{f(x)}" y="{f(y)}" width="{f(bar)}" height="{f(h)}" fill="{INK}"/>')
        x += bar + gap
    serif = h * 0.14
    x0 = cx - total / 2 - bar * 0.4
    x1 = cx + total / 2 + bar * 0.4
    parts.append(
        f'<rect x="{f(x0)}" y="{f(y)}" width="{f(x1 - x0)}" height="{f(serif)}" fill="{INK}"/>'
    )
    parts.append(
        f'<rect x="{f(x0)}" y="{f(y + h - serif)}" width="{f(x1 - x0)}" height="{f(serif)}" '
        f'fill="{INK}"/>'
    )
    return "\n".join(parts) + "\n"


#: The small gift (drawn below about 48 px): bigger box, tag and badge, no lid plaques.
GIFT_WIDTH_SMALL = {1: 66, 2: 80, 3: 94}
GIFT_BADGE_SMALL = (80.0, 19.0, 19.0)
#: The tiny gift (below 24 px, e.g. on a seat plate): no badge (its digit could not be
#: read), a box nearly the sprite's width and a symbol tag as big as it can be.
GIFT_WIDTH_TINY = {1: 74, 2: 86, 3: 98}


def gift(letter: str, klass: int, size: str = "large") -> str:
    """A gift drawing for sprites of a size band: "large", "small" or "tiny"."""
    light, dark = FIELD[letter]
    w = {"large": GIFT_WIDTH, "small": GIFT_WIDTH_SMALL, "tiny": GIFT_WIDTH_TINY}[size][klass]
    bottom = 97.0 if size != "tiny" else 99.0
    defs = linear("box", light, dark) + linear("badge", "#fbe39a", "#d49b2a")
    box = gift_shape(50, bottom, w, light, dark, RIBBON[letter], grad="box")
    body_h = w * 0.6
    # the symbol tag sits on the ribbon crossing of the box front
    tag_r = body_h * {"large": 0.42, "small": 0.47, "tiny": 0.5}[size]
    tag_cy = bottom - body_h / 2
    tag = gift_tag(50, tag_cy, tag_r)
    sym, sym_defs = symbol(letter, 50 - tag_r * 0.8, tag_cy - tag_r * 0.8, tag_r * 1.6, "sym")
    plaques = ""
    if size == "large":
        # on the lid: the numeral plaque left of the ribbon, the letter plaque right of it
        lid_h = w * 0.2
        lid_top = bottom - body_h - lid_h
        for x in (50 - w * 0.5, 50 + w * 0.2):
            plaques += (
                f'<rect x="{f(x)}" y="{f(lid_top + lid_h * 0.1)}" width="{f(w * 0.3)}" '
                f'height="{f(lid_h * 0.8)}" rx="{f(lid_h * 0.2)}" fill="#fffaf0" '
                f'stroke="{INK}" stroke-width="1.5"/>\n'
            )
        plaques += roman(klass, 50 - w * 0.35, lid_top + lid_h * 0.24, lid_h * 0.52)
    badge = ""
    if size != "tiny":
        bx, by, br = GIFT_BADGE_SMALL if size == "small" else GIFT_BADGE
        badge = (
            f'<circle cx="{f(bx)}" cy="{f(by)}" r="{f(br)}" fill="url(#badge)" stroke="{INK}" '
            f'stroke-width="{f(4 if size == "small" else 2.5)}"/>\n'
        )
    return svg(100, 100, box + tag + sym + plaques + badge, defs + sym_defs)


# --- Tokens --------------------------------------------------------------------------------


def lock() -> str:
    defs = linear("gold", "#fff0a8", "#c98f22") + linear("steel", "#f3e3a0", "#9a7420")
    body = (
        '<path d="M30 50 V34 A20 20 0 0 1 70 34 V50" fill="none" stroke="#4a3508" '
        'stroke-width="15" stroke-linecap="round"/>\n'
        '<path d="M30 50 V34 A20 20 0 0 1 70 34 V50" fill="none" stroke="url(#steel)" '
        'stroke-width="8" stroke-linecap="round"/>\n'
        '<rect x="14" y="44" width="72" height="52" rx="11" fill="url(#gold)" '
        'stroke="#4a3508" stroke-width="5"/>\n'
        '<rect x="22" y="50" width="56" height="8" rx="4" fill="#ffffff" fill-opacity="0.45"/>\n'
        '<path d="M50 60 A8 8 0 0 1 54.5 74.6 L57 86 H43 L45.5 74.6 A8 8 0 0 1 50 60 Z" '
        'fill="#3a2806"/>\n'
    )
    return svg(100, 100, body, defs)


def wavy_disc(cx: float, cy: float, r: float, lobes: int, depth: float) -> str:
    pts = []
    n = lobes * 8
    for i in range(n):
        a = i * math.tau / n
        rr = r + depth * math.cos(a * lobes)
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return poly(pts)


def chain(x0: float, y0: float, x1: float, y1: float, links: int, scale: float = 1.0) -> str:
    """A chain of open oval links from (x0, y0) to (x1, y1)."""
    ang = math.degrees(math.atan2(y1 - y0, x1 - x0))
    rx = 8.5 * scale
    out = []
    for i in range(links):
        t = (i + 0.5) / links
        x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
        ry = (5.5 if i % 2 == 0 else 3.2) * scale
        where = f'transform="translate({f(x)} {f(y)}) rotate({f(ang)})"'
        out.append(
            f'<ellipse cx="0" cy="0" rx="{f(rx)}" ry="{f(ry)}" {where} fill="none" '
            f'stroke="#2b2b30" stroke-width="{f(5.5 * scale)}"/>\n'
            f'<ellipse cx="0" cy="0" rx="{f(rx)}" ry="{f(ry)}" {where} fill="none" '
            f'stroke="#c9ced6" stroke-width="{f(2.8 * scale)}"/>\n'
        )
    return "".join(out)


#: The seal is laid over a gift box: a chain cradling it (down the sides and under it), the
#: wax seal on the lower left corner and, on the large seal, a banner top left that the app
#: writes SEALED into (x, y, w, h in 100 units). The middle (the symbol tag) and the top right
#: (the points badge) stay clear.
SEAL_BANNER = (3.0, 3.0, 66.0, 20.0)


def cradle(scale: float) -> str:
    """Chain down the left side, along the bottom and up the right side of the box."""
    e = 5 * scale
    n = max(3, round(6 / scale))
    return (
        chain(e, 30, e, 100 - e, n, scale)
        + chain(e, 100 - e, 100 - e, 100 - e, n + 2, scale)
        + chain(100 - e, 100 - e, 100 - e, 34, n, scale)
    )


def wax(cx: float, cy: float, r: float) -> str:
    k = r / 27
    return (
        f'<path d="{wavy_disc(cx, cy, r, 11, 2.6 * k)}" fill="url(#wax)" stroke="#4a080c" '
        f'stroke-width="{f(3 * k)}" stroke-linejoin="round"/>\n'
        f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(17 * k)}" fill="none" stroke="#5a0a10" '
        f'stroke-width="{f(2.5 * k)}"/>\n'
        # the emblem pressed into the wax: a small padlock
        f'<g transform="translate({f(cx)} {f(cy)}) scale({f(k)})">\n'
        '<path d="M-6 0 V-5 A6 6 0 0 1 6 -5 V0" fill="none" stroke="#5a0a10" '
        'stroke-width="3.2"/>\n'
        '<rect x="-9.5" y="-1" width="19" height="14" rx="3" fill="#5a0a10"/>\n</g>\n'
    )


def seal(small: bool = False) -> str:
    defs = radial("wax", "#e0454c", "#7a0f16", 0.6)
    if small:
        return svg(100, 100, cradle(1.6) + wax(19, 81, 19), defs)
    bx, by, bw, bh = SEAL_BANNER
    body = (
        cradle(1.0)
        + wax(20, 80, 19)
        + f'<rect x="{f(bx)}" y="{f(by)}" width="{f(bw)}" height="{f(bh)}" rx="4" '
        'fill="#7a0f16" stroke="#f3d27a" stroke-width="2.5"/>\n'
    )
    return svg(100, 100, body, defs)


def symbol_pip(letter: str) -> str:
    light, dark = FIELD[letter]
    defs = linear("pip", light, dark)
    sym, sym_defs = symbol(letter, 19, 19, 62, "sym")
    body = (
        f'<circle cx="50" cy="50" r="46" fill="url(#pip)" stroke="{INK}" stroke-width="6"/>\n' + sym
    )
    return svg(100, 100, body, defs + sym_defs)


# --- Buildings -----------------------------------------------------------------------------


def icon_gloves() -> str:
    palm = (
        "M30 88 L30 50 C30 44 34 40 38 40 L38 18 C38 13 46 13 46 18 L46 38 L48 38 L48 12 "
        "C48 7 56 7 56 12 L56 38 L58 38 L58 15 C58 10 66 10 66 15 L66 40 L67 40 L67 24 "
        "C67 19 75 19 75 24 L75 58 C75 64 74 70 70 74 L70 88 Z"
    )
    thumb = "M31 56 C26 50 20 46 16 48 C12 51 16 58 22 64 L31 74 Z"
    return (
        f'<path d="{thumb}" fill="#4d4360" stroke="{INK}" stroke-width="4" '
        'stroke-linejoin="round"/>\n'
        f'<path d="{palm}" fill="#4d4360" stroke="{INK}" stroke-width="4" '
        'stroke-linejoin="round"/>\n'
        '<path d="M46 38 L46 52 M56 38 L56 52 M66 40 L66 52" fill="none" stroke="#8d7fa6" '
        'stroke-width="2.2" stroke-linecap="round"/>\n'
        f'<rect x="26" y="80" width="48" height="14" rx="4" fill="#8d7fa6" stroke="{INK}" '
        'stroke-width="4"/>\n'
        '<path d="M32 87 H68" stroke="#4d4360" stroke-width="2" stroke-dasharray="3 3"/>\n'
    )


def icon_crowbar() -> str:
    # a red-painted bar: the curved claw end top right (split by a notch), the flat bent
    # chisel end bottom left
    bar = "M20 84 L64 24 C70 14 82 10 88 17 C92 22 90 29 84 31"
    return (
        f'<path d="{bar}" fill="none" stroke="{INK}" stroke-width="21" '
        'stroke-linecap="round" stroke-linejoin="round"/>\n'
        f'<path d="{bar}" fill="none" stroke="#d8452c" stroke-width="13" '
        'stroke-linecap="round" stroke-linejoin="round"/>\n'
        '<path d="M28 71 L58 30" fill="none" stroke="#ff9b7a" stroke-width="3" '
        'stroke-linecap="round"/>\n'
        # the notch that splits the claw
        f'<path d="M80 31 L90 26 L86 34 Z" fill="{INK}"/>\n'
        # the chisel end, bare steel
        f'<path d="M9 88 L19 76 L27 82 L20 95 Z" fill="#b7bcc4" stroke="{INK}" stroke-width="3.5" '
        'stroke-linejoin="round"/>\n'
    )


def icon_ribbon() -> str:
    return (
        # ribbon trailing away from the spool, with a notched end
        '<path d="M62 58 C80 60 92 70 88 82 C86 88 80 92 72 90 L76 82 L66 86 '
        'C74 80 80 72 62 68 Z" '
        f'fill="#e04848" stroke="{INK}" stroke-width="3.5" stroke-linejoin="round"/>\n'
        # the spool: two flanges and the wound ribbon between them
        f'<rect x="22" y="30" width="40" height="48" fill="#e04848" stroke="{INK}" '
        'stroke-width="4"/>\n'
        '<path d="M22 42 H62 M22 54 H62 M22 66 H62" stroke="#9c2a2a" stroke-width="2.5"/>\n'
        f'<ellipse cx="42" cy="26" rx="30" ry="9" fill="#c98d4b" stroke="{INK}" '
        'stroke-width="4"/>\n'
        f'<ellipse cx="42" cy="82" rx="30" ry="9" fill="#a66a32" stroke="{INK}" '
        'stroke-width="4"/>\n'
        f'<ellipse cx="42" cy="26" rx="7" ry="2.6" fill="{INK}"/>\n'
    )


def icon_warehouse() -> str:
    return (
        f'<rect x="14" y="22" width="72" height="66" rx="4" fill="#c98d4b" stroke="{INK}" '
        'stroke-width="4.5"/>\n'
        '<path d="M14 44 H86 M14 66 H86" stroke="#7a4f22" stroke-width="3"/>\n'
        f'<path d="M20 28 L80 82 M80 28 L20 82" stroke="{INK}" stroke-width="9" '
        'stroke-linecap="round"/>\n'
        '<path d="M20 28 L80 82 M80 28 L20 82" stroke="#e0ad6e" stroke-width="5" '
        'stroke-linecap="round"/>\n'
        f'<rect x="14" y="22" width="72" height="66" rx="4" fill="none" stroke="{INK}" '
        'stroke-width="4.5"/>\n'
        '<path d="M14 22 h12 v6 h-6 v6 h-6 Z M86 22 h-12 v6 h6 v6 h6 Z '
        'M14 88 h12 v-6 h-6 v-6 h-6 Z M86 88 h-12 v-6 h6 v-6 h6 Z" fill="#8a9099"/>\n'
    )


def icon_coffer() -> str:
    return (
        f'<path d="M14 48 C14 24 86 24 86 48 Z" fill="#8a5630" stroke="{INK}" '
        'stroke-width="4.5" stroke-linejoin="round"/>\n'
        f'<rect x="14" y="48" width="72" height="40" rx="3" fill="#7a4a2a" stroke="{INK}" '
        'stroke-width="4.5"/>\n'
        f'<path d="M30 31 L30 88 M70 31 L70 88" stroke="{INK}" stroke-width="10"/>\n'
        '<path d="M30 31 L30 88 M70 31 L70 88" stroke="#e8bd4f" stroke-width="6"/>\n'
        '<path d="M14 48 H86" stroke="#e8bd4f" stroke-width="4"/>\n'
        f'<rect x="40" y="42" width="20" height="24" rx="3" fill="#f3d27a" stroke="{INK}" '
        'stroke-width="3.5"/>\n'
        f'<path d="M50 49 A3.5 3.5 0 0 1 52 55.4 L53 61 H47 L48 55.4 A3.5 3.5 0 0 1 50 49 Z" '
        f'fill="{INK}"/>\n'
    )


ICONS = {
    "gloves": icon_gloves,
    "crowbar": icon_crowbar,
    "ribbon": icon_ribbon,
    "warehouse": icon_warehouse,
    "coffer": icon_coffer,
}


def building_icon(code: str) -> str:
    """The building's icon on a round plate of its colour (seat plates use this alone)."""
    letter = BUILDING_COLOUR[code]
    light, dark = FIELD[letter]
    defs = radial("plate", "#fffaf0", light, 0.75)
    body = (
        f'<circle cx="50" cy="50" r="47" fill="{dark}" stroke="{INK}" stroke-width="4"/>\n'
        '<circle cx="50" cy="50" r="40" fill="url(#plate)"/>\n'
        f'<g transform="translate(18 18) scale(0.64)">\n{ICONS[code]()}</g>\n'
    )
    return svg(100, 100, body, defs)


#: Text boxes the app fills on a building card, in the 200 x 280 card's units (see sprites.py).
BUILDING_TITLE = (58.0, 14.0, 88.0, 38.0)
BUILDING_RULE = (18.0, 184.0, 164.0, 80.0)
BUILDING_LETTER = (166.0, 33.0, 17.0)  # centre x, centre y, radius


BUILDING_LETTER_SMALL = (158.0, 42.0, 28.0)
BUILDING_NAME_SMALL = (14.0, 203.0, 172.0, 62.0)


def building_card(code: str, small: bool = False) -> str:
    """A building card; the small one (below about 110 px wide) has its name but no rule."""
    letter = BUILDING_COLOUR[code]
    light, dark = FIELD[letter]
    defs = (
        linear("frame", light, dark)
        + radial("panel", "#fffaf0", "#efe2c2", 0.7)
        + linear("paper", "#fffaf0", "#f1e6cc")
    )
    frame = (
        f'<rect x="2" y="2" width="196" height="276" rx="16" fill="{INK}"/>\n'
        '<rect x="8" y="8" width="184" height="264" rx="11" fill="url(#frame)"/>\n'
    )

    def plaque(cx: float, cy: float, r: float) -> str:
        return (
            f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="url(#paper)" stroke="{INK}" '
            f'stroke-width="{f(r / 7)}"/>\n'
        )

    if small:
        sym, sym_defs = symbol(letter, 20, 20, 44, "sym")
        lx, ly, lr = BUILDING_LETTER_SMALL
        nx, ny, nw, nh = BUILDING_NAME_SMALL
        body = (
            frame
            + plaque(42, 42, 28)
            + sym
            + plaque(lx, ly, lr)
            + f'<rect x="18" y="80" width="164" height="116" rx="10" fill="url(#panel)" '
            f'stroke="{INK}" stroke-width="4"/>\n'
            + f'<g transform="translate(45 83) scale(1.1)">\n{ICONS[code]()}</g>\n'
            + f'<rect x="{f(nx)}" y="{f(ny)}" width="{f(nw)}" height="{f(nh)}" rx="8" '
            f'fill="url(#paper)" stroke="{INK}" stroke-width="3.5"/>\n'
        )
        return svg(CARD_W, CARD_H, body, defs + sym_defs)
    sym, sym_defs = symbol(letter, 16, 15, 36, "sym")
    tx, ty, tw, th = BUILDING_TITLE
    rx, ry, rw, rh = BUILDING_RULE
    body = (
        frame + f'<rect x="{f(tx)}" y="{f(ty)}" width="{f(tw)}" height="{f(th)}" rx="6" '
        f'fill="url(#paper)" stroke="{INK}" stroke-width="2.5"/>\n'
        + plaque(34, 33, 20)
        + sym
        + f'<rect x="18" y="58" width="164" height="118" rx="8" fill="url(#panel)" '
        f'stroke="{INK}" stroke-width="2.5"/>\n'
        + f'<g transform="translate(52 62) scale(1.1)">\n{ICONS[code]()}</g>\n'
        # the plaque the app writes the colour letter into
        + plaque(*BUILDING_LETTER)
        + f'<rect x="{f(rx)}" y="{f(ry)}" width="{f(rw)}" height="{f(rh)}" rx="6" '
        f'fill="url(#paper)" stroke="{INK}" stroke-width="2.5"/>\n'
    )
    return svg(CARD_W, CARD_H, body, defs + sym_defs)


# --- Table and icon ------------------------------------------------------------------------


def felt() -> str:
    """A quiet green baize, lighter under the middle of the table. Only a soft gradient, so
    the app may draw it small and scale it up (see art.py)."""
    defs = radial("felt", "#2f6e4c", "#143826", 0.8)
    body = '<rect x="0" y="0" width="1600" height="900" fill="url(#felt)"/>\n'
    return svg(1600, 900, body, defs)


def app_icon() -> str:
    defs = (
        radial("bg", "#3a8059", "#16402b", 0.75)
        + linear("box", "#e05a48", "#9c2a22")
        + linear("gold", "#fff0a8", "#c98f22")
    )
    box = gift_shape(46, 88, 62, "#e05a48", "#9c2a22", "#f3d27a", grad="box")
    padlock = (
        '<g transform="translate(52 50) scale(0.44)">\n'
        '<path d="M30 50 V34 A20 20 0 0 1 70 34 V50" fill="none" stroke="#4a3508" '
        'stroke-width="16" stroke-linecap="round"/>\n'
        '<path d="M30 50 V34 A20 20 0 0 1 70 34 V50" fill="none" stroke="#f3e3a0" '
        'stroke-width="8" stroke-linecap="round"/>\n'
        '<rect x="14" y="44" width="72" height="52" rx="11" fill="url(#gold)" '
        'stroke="#4a3508" stroke-width="7"/>\n'
        '<path d="M50 60 A8 8 0 0 1 54.5 74.6 L57 86 H43 L45.5 74.6 A8 8 0 0 1 50 60 Z" '
        'fill="#3a2806"/>\n</g>\n'
    )
    body = (
        f'<rect x="2" y="2" width="96" height="96" rx="20" fill="url(#bg)" stroke="{INK}" '
        'stroke-width="3"/>\n' + box + padlock
    )
    return svg(100, 100, body, defs)


def write(rel: str, text: str) -> None:
    path = ASSETS / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def main() -> None:
    for letter in LETTERS:
        write(f"cards/land-{letter}.svg", land(letter))
        write(f"cards/land-{letter}-small.svg", land(letter, small=True))
        write(f"symbols/symbol-{letter}.svg", symbol_pip(letter))
        for klass in (1, 2, 3):
            write(f"gifts/gift-{letter}-{klass}.svg", gift(letter, klass))
            for band in ("small", "tiny"):
                write(f"gifts/gift-{letter}-{klass}-{band}.svg", gift(letter, klass, band))
    write("cards/back.svg", back())
    write("tokens/lock.svg", lock())
    write("tokens/seal.svg", seal())
    write("tokens/seal-small.svg", seal(small=True))
    for code in BUILDINGS:
        write(f"buildings/icon-{code}.svg", building_icon(code))
        write(f"buildings/card-{code}.svg", building_card(code))
        write(f"buildings/card-{code}-small.svg", building_card(code, small=True))
    write("table/felt.svg", felt())
    write("icon/siege-desktop.svg", app_icon())


if __name__ == "__main__":
    main()
