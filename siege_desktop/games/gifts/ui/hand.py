"""The bottom of the table: the seat in front of you, its lands, gifts, buildings and hand."""

from __future__ import annotations

import functools

import pygame

from siege_desktop.app.session import GameSession
from siege_desktop.app.table.layout import MAIN_W, Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import DANGER, GOLD, HIGHLIGHT, MUTED, PAPER
from siege_desktop.games.gifts.rules import GameState
from siege_desktop.games.gifts.rules.state import Counts
from siege_desktop.games.gifts.ui import display, pieces
from siege_desktop.games.gifts.ui.targets import Hot, Spot
from siege_desktop.games.gifts.ui.view import View


def hand_colours(hand: Counts) -> list[int]:
    """The hand as a row of cards, sorted W U B R G."""
    return [c for c in range(5) for _ in range(hand[c])]


def hotspots(layout: Layout, state: GameState, view: View) -> list[tuple[pygame.Rect, Hot]]:
    seat = view.bottom
    out: list[tuple[pygame.Rect, Hot]] = []
    if view.viewer == seat:
        cards = hand_colours(state.hands[seat])
        rects = layout.hand_rects(len(cards))
        # Later cards overlap earlier ones, so the topmost card wins: list them last first.
        for i in reversed(range(len(cards))):
            out.append((rects[i], Hot(Spot.HAND, i, cards[i])))
    for colour, tapped, r in reversed(layout.land_rects(state.lands[seat], state.tapped[seat])):
        out.append((r, Hot(Spot.LAND, int(tapped), colour)))
    for (g, _), r in zip(state.areas[seat], layout.gift_cells(len(state.areas[seat])), strict=True):
        out.append((r, Hot(Spot.OWN_GIFT, seat, g)))
    for b, r in zip(state.buildings[seat], layout.building_slots(), strict=False):
        out.append((r, Hot(Spot.OWN_BUILDING, seat, b)))
    return out


def _summary(state: GameState, seat: int) -> str:
    score, sealed = state.score(seat), state.sealed(seat)
    return (
        f"{score} point" + ("" if score == 1 else "s") + (f" · {sealed} sealed" if sealed else "")
    )


def header_free(
    p: Painter, layout: Layout, session: GameSession, seat: int, status: str
) -> tuple[int, int]:
    """The stretch of the bottom seat's header line (window px, left to right) between the
    end of its name and score and the start of its status: a banner or a hint placed there
    covers neither (see `strip_box`)."""
    head = layout.bottom_header()
    key = (tuple(head), session.seats[seat].name, _summary(session.state, seat), status)
    return _free(p, p.scale, layout.px(12), layout.px(10), key)


@functools.lru_cache(maxsize=32)
def _free(
    p: Painter, scale: float, gap: int, margin: int, key: tuple[tuple[int, ...], str, str, str]
) -> tuple[int, int]:
    # Asked every frame a banner or a hint shows: measured once per name, score, status and
    # scale (the painter's own; it is part of the key for a resized window).
    (x, _y, w, _h), name, summary, status = key
    name_w = p.render(name, 16, PAPER, True, w // 3).get_width()
    score_w = p.render(summary, 14, GOLD, True).get_width()
    left = x + name_w + gap + score_w + margin
    right = x + w - p.render(status, 14, PAPER).get_width() - margin
    return left, max(left, right)


def strip_box(
    layout: Layout, free: tuple[int, int], width: int, height: int, centre_x: float
) -> pygame.Rect:
    """A box of at most `width` for the strip over your seat's header: centred on `centre_x`
    (design units) when it fits between your name and score and your status (`free`),
    else moved right of your name and score, over the status at worst, never over them."""
    left, right = free
    main_right = layout.rect(0, 0, MAIN_W - 8, 0).right
    if width > right - left:
        # The status is the part that may be covered: then wholly, never a half sentence.
        return pygame.Rect(left, 0, max(1, main_right - left), height)
    box = pygame.Rect(0, 0, max(1, min(width, right - left)), height)
    box.centerx = layout.point(centre_x, 0)[0]
    box.left = max(box.left, left)
    box.right = min(box.right, right)
    return box


def draw_bottom(
    p: Painter,
    surface: pygame.Surface,
    layout: Layout,
    session: GameSession,
    view: View,
    status: str,
    selected: frozenset[int],
    turning: dict[int, float],
) -> None:
    """The bottom seat. `selected`: positions in the hand row of the lands picked for a discard
    (raised, outlined);
    `turning`: colour -> progress of a tap animation (0..1). Highlights of what can be played
    are drawn over it each frame (see `frame.draw_overlays`)."""
    state = session.state
    seat = view.bottom
    acting = state.seat == seat
    head = layout.bottom_header()
    name = session.seats[seat].name
    name_max = head.width // 3  # the summary and the status share the line
    p.text(
        surface, name, 16, head.topleft, HIGHLIGHT if acting else PAPER, True, max_width=name_max
    )
    name_w = p.render(name, 16, PAPER, True, name_max).get_width()
    p.text(
        surface,
        _summary(state, seat),
        14,
        (head.x + name_w + layout.px(12), head.y + layout.px(2)),
        GOLD,
        True,
    )
    p.text(surface, status, 14, (head.right, head.y + layout.px(2)), PAPER, anchor="topright")
    # Gifts, each with its lock tokens.
    gifts_area = layout.bottom_gifts()
    p.panel(surface, gifts_area, (0, 0, 0, 50), None, 1, 8)
    area = state.areas[seat]
    if not area:
        p.text(
            surface,
            "Your gifts appear here" if view.viewer == seat else "No gifts yet",
            12,
            gifts_area.center,
            MUTED,
            anchor="center",
        )
    for (g, locks), r in zip(area, layout.gift_cells(len(area)), strict=True):
        pieces.gift(p, surface, g, r, locks)
    # Lands in play, grouped by colour; tapped ones turned.
    lands_area = layout.bottom_lands()
    p.panel(surface, lands_area, (0, 0, 0, 50), None, 1, 8)
    rects = layout.land_rects(state.lands[seat], state.tapped[seat])
    if not rects:
        p.text(surface, "No lands in play", 12, lands_area.center, MUTED, anchor="center")
    for colour, tapped, r in rects:
        progress = turning.get(colour, 1.0) if tapped else 1.0
        pieces.land(p, surface, colour, r, tapped, progress if progress < 1.0 else 0.0)
    # Buildings in play.
    for b, r in zip(state.buildings[seat], layout.building_slots(), strict=False):
        display.draw_building(p, surface, b, r)
    if not state.buildings[seat]:
        slot = layout.building_slots()[0].union(layout.building_slots()[1])
        p.panel(surface, slot, (0, 0, 0, 50), None, 1, 8)
        p.text(surface, "No buildings", 12, slot.center, MUTED, anchor="center")
    # The hand: faces only for the one seat allowed to see them, card backs otherwise.
    size = sum(state.hands[seat])
    hand_rects = layout.hand_rects(size)
    if view.viewer == seat:
        cards = hand_colours(state.hands[seat])
        for i, (c, r) in enumerate(zip(cards, hand_rects, strict=True)):
            picked = i in selected
            rr = r.move(0, -layout.px(18)) if picked else r
            pieces.land(p, surface, c, rr, False)
            if picked:
                p.panel(
                    surface,
                    rr.inflate(layout.px(4), layout.px(4)),
                    (0, 0, 0, 0),
                    (*DANGER, 255),
                    3,
                    6,
                )
    else:
        for r in hand_rects:
            pieces.card_back(p, surface, r)
    hand_area = layout.hand_area()
    label = f"Hand {size}" if size else "Hand empty"
    p.text(surface, label, 12, (hand_area.x, hand_area.bottom), MUTED, anchor="bottomleft")
