"""Opponent seat plates: name, kind, score, hand size, lands, gifts with locks, buildings."""

from __future__ import annotations

import pygame

from siege_desktop.app.session import GameSession
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD, HIGHLIGHT, INK, MUTED, PANEL_GLASS, PAPER
from siege_desktop.games.gifts.rules import GameState
from siege_desktop.games.gifts.rules.cards import GIFT_CLASS, GIFT_COLOUR
from siege_desktop.games.gifts.ui import pieces
from siege_desktop.games.gifts.ui.sprites import gifts_art

KIND_LABEL = {"human": "Human", "easy": "Easy CPU", "medium": "Medium CPU", "hard": "Hard CPU"}


def gift_rects(rect: pygame.Rect, n: int, u: float) -> list[pygame.Rect]:
    """Where a plate draws its gifts (boxes with a lock count), row by row: as big as the
    plate allows for how many there are."""
    top = rect.y + round(80 * u)
    room_w, room_h = rect.w - round(8 * u), rect.bottom - top - round(2 * u)
    for size in (44, 34, 28, 24):
        cell, row = round(size * u), round((size + 2) * u)
        per_row = max(1, room_w // cell)
        rows = max(1, room_h // row)
        if per_row * rows >= n:
            break
    return [
        pygame.Rect(
            rect.x + round(6 * u) + (i % per_row) * cell,
            top + (i // per_row) * row,
            cell - round(2 * u),
            row - round(1 * u),
        )
        for i in range(min(n, per_row * rows))
    ]


HAND_BLOCK = 42  # logical width of the hand-size block at a plate's top right


def building_rects(rect: pygame.Rect, n: int, u: float) -> list[pygame.Rect]:
    """Where a plate shows its building icons: left of the hand size, on the second row."""
    size = round(16 * u)
    return [
        pygame.Rect(
            rect.right - round((HAND_BLOCK + 4 + 18 * (i + 1)) * u),
            rect.y + round(22 * u),
            size,
            size,
        )
        for i in range(n)
    ]


def draw_plate(
    p: Painter,
    surface: pygame.Surface,
    session: GameSession,
    seat: int,
    rect: pygame.Rect,
    u: float,
    acting: bool,
    glow: float,
    highlights: frozenset[int] = frozenset(),
    opaque: bool = False,
) -> None:
    """One seat's plate in `rect`; `u` is pixels per logical unit (larger when enlarged).

    `glow` (0..1) fades in the outline of the seat to act; `highlights` are gifts of this seat
    that the acting human may steal.
    """
    state: GameState = session.state
    spec = session.seats[seat]
    fill = (28, 40, 34, 255) if opaque else PANEL_GLASS  # the enlarged plate hides what is under it
    p.panel(surface, rect, fill, (255, 255, 255, 90 if opaque else 40), 1, 8)
    if acting and glow > 0:
        p.panel(
            surface,
            rect.inflate(round(4 * u), round(4 * u)),
            (0, 0, 0, 0),
            (*HIGHLIGHT, 255),
            3,
            10,
            round(255 * glow),
        )

    def at(x: float, y: float) -> tuple[int, int]:
        return (rect.x + round(x * u), rect.y + round(y * u))

    score = state.score(seat)
    # Narrow plates (8 seats) write name and score a size smaller, and always keep a clear
    # gap between them: a long name is cut short rather than run into the score.
    narrow = rect.w / u < 160
    big = (13 if narrow else 15) * u / p.scale
    score_img = p.render(f"{score} pt" + ("" if score == 1 else "s"), big, GOLD, True)
    surface.blit(score_img, score_img.get_rect(topright=at(rect.w / u - 6, 4)))
    name_w = rect.w - score_img.get_width() - round(19 * u)
    name_size = (13 if narrow else 14) * u / p.scale
    smallest = 10.5 * u / p.scale  # a long name a size or two smaller before it is cut
    while name_size > smallest and p.render(spec.name, name_size, PAPER, True).get_width() > name_w:
        name_size = max(smallest, name_size - 0.5 * u / p.scale)
    p.text(surface, spec.name, name_size, at(7, 4), PAPER, True, max_width=name_w)
    small = 11 * u / p.scale
    # Row 2, from the right: hand size (a little card back and a count, all anyone knows of a
    # hand), the building icons, then the seat's kind in what room is left.
    count = p.render(f"×{sum(state.hands[seat])}", small, PAPER)
    right = rect.right - round(6 * u)
    surface.blit(count, count.get_rect(topright=(right, rect.y + round(23 * u))))
    back = pygame.Rect(
        rect.right - round(HAND_BLOCK * u), rect.y + round(23 * u), round(10 * u), round(14 * u)
    )
    pieces.card_back(p, surface, back)
    icons = building_rects(rect, len(state.buildings[seat]), u)
    for b, r in zip(state.buildings[seat], icons, strict=True):
        surface.blit(gifts_art(p.art).building_icon(b, r.size), r)
    right = icons[-1].x if icons else back.x
    kind = KIND_LABEL.get(spec.kind, spec.kind)
    room = right - rect.x - round(10 * u)
    if p.render(kind, small, MUTED).get_width() > room:
        kind = kind.replace(" CPU", "")
    p.text(surface, kind, small, at(7, 23), MUTED, max_width=max(room, round(10 * u)))
    # Lands: a pip per colour held with the untapped count; tapped ones below, dim, beside a
    # small turned card.
    lands, tapped = state.lands[seat], state.tapped[seat]
    present = [c for c in range(5) if lands[c]]
    cell = min(40.0, (rect.w / u - 10) / max(1, len(present)))
    # A narrow plate (8 seats) draws smaller pips and counts, so no count runs into the
    # next pip.
    pip, digits = (15, 12) if cell >= 26 else (12, 10)
    x = 6.0
    for c in present:
        pieces.land_pip(p, surface, c, at(x, 42 + (15 - pip) / 2), round(pip * u))
        held = str(lands[c] - tapped[c])
        p.text(surface, held, digits * u / p.scale, at(x + pip + 1, 41), PAPER, True)
        if tapped[c]:
            tap = pygame.Rect(*at(x + 1, 62), round(12 * u), round(8 * u))
            pygame.draw.rect(surface, MUTED, tap, 0, max(1, round(2 * u)))
            p.text(surface, str(tapped[c]), 10 * u / p.scale, at(x + 15, 59), MUTED)
        x += cell
    if not present:
        p.text(surface, "no lands in play", small, at(7, 44), MUTED)
    area = state.areas[seat]
    cells = gift_rects(rect, len(area), u)
    for (g, locks), cr in zip(area, cells, strict=False):
        if g in highlights:
            p.panel(
                surface,
                cr.inflate(round(4 * u), round(4 * u)),
                (0, 0, 0, 0),
                (*HIGHLIGHT, 255),
                2,
                4,
            )
        box = pygame.Rect(cr.x, cr.y, cr.w, cr.w)
        img = gifts_art(p.art).gift(GIFT_COLOUR[g], GIFT_CLASS[g], cr.w - round(2 * u))
        surface.blit(img, img.get_rect(center=box.center))
        if locks >= 5:
            seal = gifts_art(p.art).seal(img.get_size())
            surface.blit(seal, seal.get_rect(center=box.center))
        if not gifts_art(p.art).gift_shows_class(img.get_width()):
            # Too small for the box's own points badge: the class as a numeral on a gold dot.
            spot = (cr.right - round(4 * u), cr.y + round(4 * u))
            pygame.draw.circle(surface, GOLD, spot, round(6 * u))
            p.text(surface, str(GIFT_CLASS[g]), 9 * u / p.scale, spot, INK, True, "center")
        # The class again as a shape, not only the box's size and the badge's digit: one,
        # two or three gold ticks at the box's foot (class I and II of a colour differ at a
        # glance, in greyscale too).
        klass = GIFT_CLASS[g]
        tick = max(2, round(3 * u))
        for k in range(klass):
            t = pygame.Rect(cr.x + round(1 * u) + k * (tick + max(1, round(u))), 0, tick, tick * 3)
            t.bottom = cr.bottom - round(1 * u)
            pygame.draw.rect(surface, (20, 20, 20), t.inflate(2, 2))
            pygame.draw.rect(surface, GOLD, t)
        # The lock count on a dark pill with a padlock, gold when sealed ("S"): told apart
        # from the class badge by its padlock.
        label = "S" if locks >= 5 else str(locks)
        dot = (cr.right - round(4 * u), cr.bottom - round(5 * u))
        pill = pygame.Rect(0, 0, round(20 * u), round(12 * u))
        pill.midright = (dot[0] + round(6 * u), dot[1])
        pygame.draw.rect(surface, (20, 20, 20), pill, 0, round(6 * u))
        padlock = gifts_art(p.art).lock(round(9 * u))
        surface.blit(padlock, padlock.get_rect(midleft=(pill.x + round(1 * u), dot[1])))
        p.text(surface, label, 10 * u / p.scale, dot, GOLD if locks >= 5 else PAPER, True, "center")
    if len(area) > len(cells):
        p.text(
            surface,
            f"+{len(area) - len(cells)}",
            small,
            at(rect.w / u - 6, 118),
            PAPER,
            anchor="topright",
        )
    if not area:
        p.text(surface, "no gifts yet", small, at(7, 84), MUTED)
