"""Where each piece is drawn, so that animations fly from and to the right places."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from siege_desktop.app.table.layout import Layout
from siege_desktop.games.gifts.ui.animation import Place
from siege_desktop.games.gifts.ui.seats import gift_rects
from siege_desktop.games.gifts.ui.view import View

if TYPE_CHECKING:
    from siege_desktop.games.gifts.ui.scene import TableScene


def locate(
    scene: TableScene, layout: Layout, view: View, what: Place, seat: int, item: int
) -> pygame.Rect | None:
    """Where a piece is drawn, for animations (see `animation.Locator`)."""
    s = scene.state
    if what is Place.DECK:
        return layout.deck()
    if what is Place.DISCARD:
        return layout.discard()
    if what is Place.SUPPLY:
        r = layout.supply()
        return pygame.Rect(
            r.centerx - layout.px(22), r.y + layout.px(20), layout.px(44), layout.px(44)
        )
    if what is Place.SLOT:
        slots = layout.display_slots(len(s.display))
        if 0 <= item < len(slots):
            r = slots[item]
            return pygame.Rect(
                r.x + layout.px(11),
                r.y + layout.px(6),
                r.w - layout.px(22),
                r.w - layout.px(22),
            )
        return None
    if what is Place.MARKET:
        return layout.market()[item]
    if seat == view.bottom:
        if what is Place.HAND:
            rects = layout.hand_rects(max(1, sum(s.hands[seat])))
            return rects[-1]
        if what is Place.LANDS:
            rects = [
                r
                for c, t, r in layout.land_rects(s.lands[seat], s.tapped[seat])
                if c == item and not t
            ]
            return rects[-1] if rects else layout.rect(560, 440, 54, 76)
        if what is Place.GIFTS:
            cells = layout.gift_cells(len(s.areas[seat]))
            for (g, _), r in zip(s.areas[seat], cells, strict=True):
                if g == item:
                    return r
            return cells[-1] if cells else layout.bottom_gifts()
        if what is Place.BUILDINGS:
            return layout.building_slots()[max(0, len(s.buildings[seat]) - 1)]
        return None
    for plate_seat, rect in layout.plates():
        if plate_seat == seat:
            if what is Place.LAND_ROW:
                return layout.plate_land_row(rect)
            if what is Place.GIFTS:
                cells = gift_rects(rect, len(s.areas[seat]), layout.scale)
                for (g, _), r in zip(s.areas[seat], cells, strict=False):
                    if g == item:
                        return r
                return pygame.Rect(
                    rect.centerx - layout.px(12), rect.centery, layout.px(24), layout.px(24)
                )
            if what is Place.BUILDINGS:
                return pygame.Rect(
                    rect.centerx - layout.px(30),
                    rect.centery - layout.px(22),
                    layout.px(60),
                    layout.px(44),
                )
            return pygame.Rect(
                rect.centerx - layout.px(15),
                rect.centery - layout.px(21),
                layout.px(30),
                layout.px(42),
            )
    return None
