"""A card under the mouse shown large, with its whole text, at a size that reads."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD
from siege_desktop.games.cursed.ui.faces import Faces

#: The large card's width in layout units (CardArt reads its full text from 240 up).
WIDTH = 250
#: Narrower large cards tried in turn when the full one finds no room clear of what the
#: player reads; at the last its rules text is still 13 layout units (10 px at 1024x576).
NARROWER = (220, 180)


def place_large(
    bounds: pygame.Rect,
    pos: tuple[int, int],
    size: tuple[int, int],
    gap: int,
    under: pygame.Rect | None,
    keep: Sequence[pygame.Rect],
) -> tuple[pygame.Rect, int]:
    """Where a large card of `size` goes, and how much of `keep` it covers (0 when it leaves
    it all clear): beside and above the pointer, else the nearest place that leaves the card
    it enlarges (`under`) and `keep` in sight."""
    w, h = size
    # Beside and above the pointer, so the hand and the row being looked at stay in view.
    want = pygame.Rect(pos[0] + gap * 2, pos[1] - h - gap * 5 // 2, w, h)
    if under is not None:
        want.bottom = min(want.bottom, under.top - gap)
        if want.top < bounds.top and under.bottom + gap + h <= bounds.bottom:
            want.top = under.bottom + gap  # a card near the top: below it instead
    if want.right > bounds.right:
        want.right = pos[0] - gap * 2
    want.clamp_ip(bounds)
    clear = [*keep, *([under] if under is not None else [])]
    xs = {want.x, pos[0] - gap * 2 - w}
    ys = {want.y}
    for r in clear:  # beside each thing to leave in sight, on all four sides
        xs.update((r.right + gap, r.left - gap - w))
        ys.update((r.bottom + gap, r.top - gap - h))
    best: tuple[int, int, pygame.Rect] | None = None
    for x in xs:
        for y in ys:
            box = pygame.Rect(x, y, w, h).clamp(bounds)
            if under is not None and box.colliderect(under):
                continue
            covered = sum(box.clip(r).w * box.clip(r).h for r in keep)
            far = abs(box.x - want.x) + abs(box.y - want.y)
            if best is None or (covered, far) < best[:2]:
                best = (covered, far, box)
    if best is None:
        return want, sum(want.clip(r).w * want.clip(r).h for r in keep)
    return best[2], best[0]


def draw_tooltip(
    surface: pygame.Surface,
    p: Painter,
    faces: Faces,
    card: int,
    pos: tuple[int, int],
    under: pygame.Rect | None = None,
    keep: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """The large card beside and above the pointer; `under`: the card it enlarges, which it
    stays clear of (from the pointer alone it hid the top of that card and of its row);
    `keep`: what tells the player what to do (the banner, a window's question), which it
    leaves readable, narrower if it must (over the banner it hid the line saying what to
    do next). Returns where it went."""
    bounds = surface.get_rect()
    gap = p.px(8)
    for width in (WIDTH, *NARROWER):
        w = p.px(width)
        size = (w, w * 7 // 5)
        box, covered = place_large(bounds, pos, size, gap, under, keep)
        if not covered:
            break
    # (else: the narrowest card where it covers least: no window leaves nowhere at all)
    surface.blit(faces.large(card, size), box)
    pygame.draw.rect(surface, GOLD, box.inflate(p.px(4), p.px(4)), max(1, p.px(2)), p.px(10))
    return box
