"""Writes Siege's title cover into assets/siege/ (run: python assets/src/make_siege_art.py).

Same pipeline and licence as make_art.py: our own drawing of plain shapes and gradients (what
SDL's SVG reader draws). The table's own pieces (terrain, towers, markers, dice) are drawn by
the app from the data file (siege_desktop/games/siege/ui/pieces.py); only the title's cover
is a file: a corner of the board with plains, forest and a mountain, a tower flying South's
flag, and the three colour symbols (flame, leaf, wave) on their discs.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_art import ASSETS, INK, f, poly, radial, svg

PLAIN, FOREST, MOUNTAIN, PEAK = "#ccc294", "#608c4c", "#544c4a", "#b0a8a0"
DISC = {"red": "#b0402c", "green": "#5c9e46", "blue": "#3670ba"}


def shape(points: list[tuple[float, float]], fill: str, stroke: str = "") -> str:
    edge = f' stroke="{INK}" stroke-width="{stroke}"' if stroke else ""
    return f'<path d="{poly(points)}" fill="{fill}"{edge}/>\n'


def box(x: float, y: float, w: float, h: float, fill: str, stroke: float, rx: float = 0) -> str:
    return (
        f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}" rx="{f(rx)}" '
        f'fill="{fill}" stroke="{INK}" stroke-width="{f(stroke)}"/>\n'
    )


def square(x: float, y: float, s: float, fill: str) -> str:
    return (
        f'<rect x="{f(x)}" y="{f(y)}" width="{f(s)}" height="{f(s)}" fill="{fill}" '
        f'stroke="#786c54" stroke-width="1"/>\n'
    )


def tree(x: float, y: float, h: float) -> str:
    return shape([(x, y - h), (x + h * 0.8, y + h * 0.7), (x - h * 0.8, y + h * 0.7)], "#244c28")


def peak(x: float, y: float, s: float) -> str:
    base = y + s * 0.82
    top = (x + s * 0.45, y + s * 0.18)
    snow = [(x + s * 0.33, y + s * 0.36), top, (x + s * 0.57, y + s * 0.36)]
    return shape([(x + s * 0.1, base), top, (x + s * 0.8, base)], PEAK) + shape(snow, "#fffaf0")


def tower(cx: float, base: float, w: float, flag: str) -> str:
    h = w * 0.9
    x0 = cx - w / 2
    m = w / 5
    out = box(x0, base - h, w, h, "#d6d0c4", 3)
    for i in (0, 2, 4):
        out += box(x0 + i * m, base - h - m * 0.8, m, m * 0.8, "#d6d0c4", 2)
    out += box(cx - w * 0.15, base - h * 0.45, w * 0.3, h * 0.45, INK, 0, w * 0.15)
    top = base - h - m
    pole = top - w * 0.6
    out += f'<path d="M{f(cx)} {f(top)} L{f(cx)} {f(pole)}" stroke="{INK}" stroke-width="3"/>\n'
    return out + shape(
        [(cx, pole), (cx + w * 0.45, pole + w * 0.12), (cx, pole + w * 0.24)], flag, "2"
    )


def disc(cx: float, cy: float, r: float, colour: str) -> str:
    out = f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="#f0e4c4" stroke="{INK}" '
    out += 'stroke-width="2"/>\n'
    out += f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r * 0.8)}" fill="{DISC[colour]}"/>\n'
    ink = "#fffaf0" if colour != "green" else INK
    if colour == "red":  # a flame
        pts = []
        for i in range(25):
            t = math.pi * 2 * i / 24
            x, y = math.sin(t) * r * 0.4, -math.cos(t) * r * 0.6
            if y < 0:
                x *= (1 + y / (r * 0.6)) ** 0.9
            pts.append((cx + x, cy + y + r * 0.05))
        out += f'<path d="{poly(pts)}" fill="{ink}"/>\n'
    elif colour == "green":  # a leaf
        pts = [
            (cx - r * 0.5 + t * r, cy + r * 0.5 - t * r - math.sin(t * math.pi) * r * 0.28)
            for t in (i / 12 for i in range(13))
        ] + [
            (cx - r * 0.5 + t * r, cy + r * 0.5 - t * r + math.sin(t * math.pi) * r * 0.28)
            for t in (1 - i / 12 for i in range(13))
        ]
        out += f'<path d="{poly(pts)}" fill="{ink}"/>\n'
    else:  # two waves
        for dy in (-0.18, 0.2):
            xs = [cx - r * 0.55 + i * r * 0.55 / 8 for i in range(17)]
            ys = [cy + dy * r + math.sin(i * math.pi / 4) * r * 0.14 for i in range(17)]
            pts = " L".join(f"{f(x)} {f(y)}" for x, y in zip(xs, ys, strict=True))
            out += f'<path d="M{pts}" fill="none" stroke="{ink}" stroke-width="3"/>\n'
    return out


def cover() -> str:
    """The game chooser's picture for Siege: a corner of the board, a tower, three units."""
    defs = radial("bg", "#2f6e4c", "#143826", 0.8)
    s = 36
    grid = [
        "ppfpmpppp",
        "pmppppfpp",
        "pppfpppmp",
        "fppppfppp",
        "pppmpppfp",
    ]
    body = '<rect x="0" y="0" width="320" height="180" rx="12" fill="url(#bg)"/>\n'
    x0, y0 = 160 - 4.5 * s, 0
    for r, row in enumerate(grid):
        for c, kind in enumerate(row):
            x, y = x0 + c * s, y0 + r * s
            body += square(x, y, s, {"p": PLAIN, "f": FOREST, "m": MOUNTAIN}[kind])
            if kind == "f":
                body += tree(x + s * 0.35, y + s * 0.45, s * 0.22)
                body += tree(x + s * 0.68, y + s * 0.55, s * 0.2)
            elif kind == "m":
                body += peak(x, y, s)
    body += tower(160, 130, 44, "#f0e4c4")
    body += disc(112, 150, 17, "red") + disc(212, 66, 17, "green") + disc(206, 150, 17, "blue")
    return svg(320, 180, body, defs)


def main() -> None:
    out = ASSETS / "siege" / "cover.svg"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(cover(), encoding="utf-8")


if __name__ == "__main__":
    main()
