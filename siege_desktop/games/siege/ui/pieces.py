"""Siege's art, drawn by the app itself from the data file: terrain squares, towers, zones,
unit markers and unit cards, each made once per size and kept in the art's sprite cache.

Colour is never the only signal (ART_DIRECTION): every unit colour has its symbol (flame
Red, leaf Green, wave Blue, plain ring Neutral) and its code; terrain differs in lightness
and in its own marks (trees for forest, a peak for mountains), so the board reads in
greyscale. The sides differ light against dark: South's rims and zone are ivory, North's
charcoal.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Final

import pygame

from siege_desktop.app.theme import GOLD, INK, PAPER, RGB
from siege_desktop.games.siege.rules.data import ABILITIES, UNITS, UnitType

if TYPE_CHECKING:
    from siege_desktop.app.art import Art

#: Each unit colour: its fill and the text colour that reads on it.
FILL: Final[dict[str, RGB]] = {
    "red": (176, 64, 44),
    "green": (92, 158, 70),
    "blue": (54, 112, 186),
    "neutral": (150, 146, 138),
}
TEXT_ON: Final[dict[str, RGB]] = {
    "red": PAPER,
    "green": INK,
    "blue": PAPER,
    "neutral": INK,
}
SYMBOL_NAME: Final = {"red": "flame", "green": "leaf", "blue": "wave", "neutral": "ring"}
COLOUR_NAME: Final = {"red": "Red", "green": "Green", "blue": "Blue", "neutral": "Neutral"}
#: The sides: South light, North dark (rims, zones, flags, score bars).
SIDE: Final[tuple[RGB, RGB]] = ((240, 228, 196), (40, 36, 48))
SIDE_EDGE: Final[tuple[RGB, RGB]] = ((120, 100, 60), (200, 190, 170))
SIDE_NAME: Final = ("South", "North")

PLAIN: Final[RGB] = (204, 194, 148)
PLAIN_DARK: Final[RGB] = (178, 168, 124)
FOREST: Final[RGB] = (96, 140, 76)
TREE: Final[RGB] = (36, 76, 40)
MOUNTAIN: Final[RGB] = (84, 76, 74)
PEAK: Final[RGB] = (176, 168, 160)
STONE: Final[RGB] = (214, 208, 196)
GRID: Final[RGB] = (120, 112, 84)


def draw_symbol(surface: pygame.Surface, colour: str, box: pygame.Rect, ink: RGB) -> None:
    """The colour's symbol in `box`: flame, leaf, wave or ring (our own drawings)."""
    cx, cy = box.center
    r = min(box.w, box.h) / 2
    width = max(1, round(r / 4))
    if colour == "red":  # a flame: a teardrop with a tongue
        pts = []
        for i in range(25):
            t = math.pi * 2 * i / 24
            x = math.sin(t) * r * 0.62
            y = -math.cos(t) * r
            if y < 0:  # the upper half narrows to a point
                x *= (1 + y / r) ** 0.9
            pts.append((cx + x, cy + y * 0.95 + r * 0.05))
        pygame.draw.polygon(surface, ink, pts)
        inner = [(cx + (x - cx) * 0.45, cy + r * 0.35 + (y - cy - r * 0.05) * 0.45) for x, y in pts]
        pygame.draw.polygon(surface, FILL["red"] if ink != FILL["red"] else PAPER, inner)
    elif colour == "green":  # a leaf: two arcs and a midrib
        pts = []
        for i in range(13):
            t = i / 12
            pts.append(
                (
                    cx - r * 0.85 + t * r * 1.7,
                    cy + r * 0.85 - t * r * 1.7 - math.sin(t * math.pi) * r * 0.45,
                )
            )
        for i in range(13):
            t = 1 - i / 12
            pts.append(
                (
                    cx - r * 0.85 + t * r * 1.7,
                    cy + r * 0.85 - t * r * 1.7 + math.sin(t * math.pi) * r * 0.45,
                )
            )
        pygame.draw.polygon(surface, ink, pts)
        pygame.draw.line(
            surface,
            FILL["green"] if ink != FILL["green"] else PAPER,
            (cx - r * 0.6, cy + r * 0.6),
            (cx + r * 0.6, cy - r * 0.6),
            max(1, width // 2),
        )
    elif colour == "blue":  # two waves
        for row in (-0.3, 0.35):
            pts = [
                (cx - r + i * r / 8, cy + row * r + math.sin(i * math.pi / 4) * r * 0.28)
                for i in range(17)
            ]
            pygame.draw.lines(surface, ink, False, pts, width + 1)
    else:  # a plain ring
        pygame.draw.circle(surface, ink, (cx, cy), round(r * 0.8), width + 1)


def _key(*parts: object) -> tuple[object, ...]:
    return ("siege", *parts)


def terrain(art: Art, kind: str, size: int) -> pygame.Surface:
    """One square of plain, forest or mountain (with its grid edge)."""
    key = _key("terrain", kind, size)
    found = art.cached(key)
    if found is not None:
        return found
    s = pygame.Surface((size, size))
    if kind == "forest":
        s.fill(FOREST)
        for fx, fy, fr in ((0.3, 0.42, 0.2), (0.7, 0.38, 0.18), (0.5, 0.72, 0.22)):
            x, y, h = fx * size, fy * size, fr * size
            pygame.draw.polygon(
                s, TREE, [(x, y - h), (x + h * 0.8, y + h * 0.7), (x - h * 0.8, y + h * 0.7)]
            )
            pygame.draw.line(s, TREE, (x, y + h * 0.6), (x, y + h * 1.1), max(1, size // 24))
    elif kind == "mountain":
        s.fill(MOUNTAIN)
        base = size * 0.82
        pygame.draw.polygon(
            s, PEAK, [(size * 0.1, base), (size * 0.45, size * 0.18), (size * 0.8, base)]
        )
        pygame.draw.polygon(
            s,
            PAPER,
            [(size * 0.33, size * 0.36), (size * 0.45, size * 0.18), (size * 0.57, size * 0.36)],
        )
        pygame.draw.polygon(
            s, (140, 132, 126), [(size * 0.5, base), (size * 0.7, size * 0.42), (size * 0.92, base)]
        )
    else:
        s.fill(PLAIN)
        for fx, fy in ((0.25, 0.3), (0.7, 0.62), (0.4, 0.8)):
            pygame.draw.line(
                s,
                PLAIN_DARK,
                (fx * size, fy * size),
                (fx * size + size * 0.06, fy * size - size * 0.08),
                1,
            )
    pygame.draw.rect(s, GRID, s.get_rect(), 1)
    return art.keep(key, s)


def tower(art: Art, size: int, owner: int | None) -> pygame.Surface:
    """A tower: stone with battlements; a siege tower (`owner` set) is bigger and flies
    its side's flag."""
    key = _key("tower", size, owner)
    found = art.cached(key)
    if found is not None:
        return found
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    big = owner is not None
    w = size * (0.7 if big else 0.56)
    h = size * (0.62 if big else 0.5)
    x0, y1 = (size - w) / 2, size * 0.9
    y0 = y1 - h
    body = pygame.Rect(round(x0), round(y0), round(w), round(h))
    pygame.draw.rect(s, STONE, body)
    merlon = w / 5
    for i in (0, 2, 4):
        pygame.draw.rect(
            s,
            STONE,
            (
                round(x0 + i * merlon),
                round(y0 - merlon * 0.8),
                round(merlon) + 1,
                round(merlon * 0.8) + 1,
            ),
        )
    pygame.draw.rect(s, INK, body, max(1, size // 30))
    door = pygame.Rect(0, 0, round(w * 0.3), round(h * 0.45))
    door.midbottom = body.midbottom
    pygame.draw.rect(s, INK, door, 0, max(1, door.w // 2))
    if big and owner is not None:
        pole_x = x0 + w * 0.5
        pygame.draw.line(s, INK, (pole_x, y0 - merlon), (pole_x, size * 0.04), max(1, size // 28))
        flag = [(pole_x, size * 0.04), (pole_x + size * 0.3, size * 0.11), (pole_x, size * 0.2)]
        pygame.draw.polygon(s, SIDE[owner], flag)
        pygame.draw.polygon(s, INK, flag, 1)
    return art.keep(key, s)


def marker(
    art: Art, kind: int, owner: int, damage: int, size: int, spent: bool = False
) -> pygame.Surface:
    """A unit's marker for a square of `size`: a disc in its colour with its symbol and
    code, its side's rim, and one pip per Health point (dark pips for damage). `spent`:
    the unit has nothing left to do this turn (drawn a little faded)."""
    key = _key("marker", kind, owner, damage, size, spent)
    found = art.cached(key)
    if found is not None:
        return found
    unit = UNITS[kind]
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    radius = size * 0.42
    rim = max(2, round(size * 0.08))
    centre = (round(c), round(c - size * 0.04))
    pygame.draw.circle(s, SIDE_EDGE[owner], centre, round(radius) + 1)
    pygame.draw.circle(s, SIDE[owner], centre, round(radius))
    pygame.draw.circle(s, FILL[unit.colour], centre, round(radius) - rim)
    ink = TEXT_ON[unit.colour]
    sym = pygame.Rect(0, 0, round(radius * 0.9), round(radius * 0.8))
    sym.center = (centre[0], round(centre[1] - radius * 0.28))
    draw_symbol(s, unit.colour, sym, ink)
    label = art.text(unit.code, max(6, round(size * 0.26)), ink, True)
    s.blit(label, label.get_rect(center=(centre[0], round(centre[1] + radius * 0.36))))
    # Health pips along the bottom: light = health left, dark with a cross = damage.
    pip = max(2, round(size * 0.07))
    gap = pip * 2 + max(1, size // 30)
    n = unit.health
    x0 = c - (n - 1) * gap / 2
    y = size - pip - 1
    for i in range(n):
        p = (round(x0 + i * gap), round(y))
        hurt = i >= n - damage
        pygame.draw.circle(s, INK, p, pip + 1)
        pygame.draw.circle(s, (60, 20, 20) if hurt else PAPER, p, pip)
        if hurt:
            d = max(1, pip - 1)
            pygame.draw.line(s, (236, 120, 100), (p[0] - d, p[1] - d), (p[0] + d, p[1] + d), 1)
            pygame.draw.line(s, (236, 120, 100), (p[0] - d, p[1] + d), (p[0] + d, p[1] - d), 1)
    if spent:
        s.fill((255, 255, 255, 150), special_flags=pygame.BLEND_RGBA_MULT)
    return art.keep(key, s)


def stat_line(unit: UnitType) -> str:
    return f"A{unit.attack} H{unit.health} R{unit.range} M{unit.move}"


def ability_text(unit: UnitType) -> str:
    if not unit.ability:
        return ""
    return f"{unit.ability.capitalize()}: {ABILITIES[unit.ability]}"


def card(art: Art, kind: int, w: int, h: int, damage: int = 0) -> pygame.Surface:
    """A unit card (the rulebook's sample layout): name and colour band on top, the symbol,
    A and H in the upper corners, R and M in the lower ones, the ability's text."""
    key = _key("card", kind, w, h, damage)
    found = art.cached(key)
    if found is not None:
        return found
    unit = UNITS[kind]
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 14)
    pygame.draw.rect(s, (250, 244, 228), s.get_rect(), 0, radius)
    band = pygame.Rect(0, 0, w, round(h * 0.2))
    pygame.draw.rect(s, FILL[unit.colour], band, 0, radius)
    pygame.draw.rect(s, INK, s.get_rect(), max(1, w // 60), radius)
    ink = TEXT_ON[unit.colour]
    name_px = max(7, round(w * 0.085))
    name = art.text(unit.name, name_px, ink, True)
    if name.get_width() > w - 8:
        name = art.text(unit.name, max(6, round(name_px * (w - 8) / name.get_width())), ink, True)
    s.blit(name, name.get_rect(center=(w // 2, band.h // 2)))
    sym = pygame.Rect(0, 0, round(w * 0.36), round(w * 0.3))
    sym.center = (w // 2, round(h * 0.36))
    pygame.draw.circle(s, FILL[unit.colour], sym.center, round(w * 0.22))
    draw_symbol(s, unit.colour, sym, ink)
    stat_px = max(8, round(w * 0.12))
    corners = (
        (f"A{unit.attack}", (round(w * 0.13), round(h * 0.3))),
        (
            f"H{unit.health - damage}" if damage else f"H{unit.health}",
            (round(w * 0.87), round(h * 0.3)),
        ),
        (f"R{unit.range}", (round(w * 0.13), round(h * 0.92))),
        (f"M{unit.move}", (round(w * 0.87), round(h * 0.92))),
    )
    for text, at in corners:
        colour = (150, 30, 30) if damage and text.startswith("H") else INK
        img = art.text(text, stat_px, colour, True)
        s.blit(img, img.get_rect(center=at))
    line_px = max(6, round(w * 0.07))
    sub = f"{unit.code} · {COLOUR_NAME[unit.colour]} {SYMBOL_NAME[unit.colour]}"
    img = art.text(sub, line_px, INK)
    s.blit(img, img.get_rect(center=(w // 2, round(h * 0.55))))
    text = ability_text(unit) or "No ability."
    top = round(h * 0.61)
    # The whole ability text, a size smaller at a time until it fits above R and M.
    size = line_px
    while True:
        lines = art.wrap(text, size, w - 12)
        step = art.font(size).get_linesize()
        if len(lines) * step <= round(h * 0.85) - top or size <= 6:
            break
        size -= 1
    for i, line in enumerate(lines[: max(1, (round(h * 0.86) - top) // max(1, step))]):
        img = art.text(line, size, INK)
        s.blit(img, img.get_rect(midtop=(w // 2, top + i * step)))
    if damage:
        img = art.text(f"{damage} damage", line_px, (150, 30, 30), True)
        s.blit(img, img.get_rect(midbottom=(w // 2, h - 4)))
    return art.keep(key, s)


def die(art: Art, face: int, size: int, hit: bool, need: int = 0) -> pygame.Surface:
    """One six-sided die showing `face` in pips: a hit is gold with a thick rim, a miss
    pale grey (told apart by lightness and rim, not hue alone)."""
    key = _key("die", face, size, hit)
    found = art.cached(key)
    if found is not None:
        return found
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    body = s.get_rect().inflate(-2, -2)
    pygame.draw.rect(s, GOLD if hit else (214, 212, 206), body, 0, max(2, size // 6))
    pygame.draw.rect(s, INK, body, max(1, size // 10 if hit else size // 28), max(2, size // 6))
    spots = {
        1: ((0.5, 0.5),),
        2: ((0.28, 0.28), (0.72, 0.72)),
        3: ((0.26, 0.26), (0.5, 0.5), (0.74, 0.74)),
        4: ((0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)),
        5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
        6: ((0.28, 0.24), (0.72, 0.24), (0.28, 0.5), (0.72, 0.5), (0.28, 0.76), (0.72, 0.76)),
    }[max(1, min(6, face))]
    for fx, fy in spots:
        pygame.draw.circle(s, INK, (round(fx * size), round(fy * size)), max(1, round(size * 0.08)))
    return art.keep(key, s)
