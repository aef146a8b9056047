"""Sprites the table will need, rendered a few at a time in idle frames.

An SVG piece is rasterised the first time it is drawn at a size (a millisecond or more each);
rendering the likely ones ahead, within a small budget per frame, keeps that cost out of the
frame where a new gift or land first appears.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from functools import partial
from typing import TYPE_CHECKING

from siege_desktop.app.table.layout import Layout
from siege_desktop.games.gifts.rules.cards import MAX_LOCKS
from siege_desktop.games.gifts.ui.display import NAME_H
from siege_desktop.games.gifts.ui.seats import gift_rects
from siege_desktop.games.gifts.ui.sprites import gifts_art

if TYPE_CHECKING:
    from siege_desktop.app.art import Art

BUDGET = 0.001  # seconds of warming per frame (one job may overrun it)


def _gift_sides(layout: Layout) -> set[int]:
    """Every size a gift box is drawn at: display slots, your gift cells, plate cells."""
    sides = set()
    for r in layout.display_slots(1):
        sides.add(r.w - layout.px(22))
    for n in (1, 13, 19, 25):  # one per cell size the bottom area uses
        cells = layout.gift_cells(n)
        if cells:
            c = cells[0]
            sides.add(min(c.w, c.h - c.h // 4))
    for _, rect in layout.plates()[:1]:
        u = layout.scale
        for n in (1, 6, 8, 9, 13, 40):  # one per cell size a plate uses
            cells = gift_rects(rect, n, u)
            if cells:
                sides.add(cells[0].w - round(2 * u))
    return sides


def jobs(art: Art, layout: Layout) -> Iterator[Callable[[], object]]:
    """The rendering jobs, most common first."""
    made = gifts_art(art)
    sides = sorted(_gift_sides(layout), reverse=True)
    hand = layout.hand_rects(1)[0].size
    land = layout.land_rects((1, 0, 0, 0, 0), (0, 0, 0, 0, 0))[0][2].size
    for c in range(5):
        yield partial(made.land, c, hand)
        yield partial(made.land, c, land)
        yield partial(made.land, c, land, tapped=True)
        yield partial(made.land, c, layout.discard().size)
    for side in sides:
        for c in range(5):
            for k in (1, 2, 3):
                yield partial(made.gift, c, k, side)
        yield partial(made.seal, side)
        yield partial(made.lock, max(1, min(side // 4, side // MAX_LOCKS)))
    for r in (layout.market()[0], layout.building_slots()[0]):
        card = (r.w, r.h - layout.px(NAME_H))  # the card above its name strip
        for b in range(5):
            yield partial(made.building, b, card, named=False)


class Warmer:
    def __init__(self) -> None:
        self._jobs: Iterator[Callable[[], object]] | None = None
        self._for: object = None

    def start(self, art: Art, layout: Layout) -> None:
        """(Re)start for this art and layout (after a resize the sizes change)."""
        key = (id(art), layout.size, layout.plate_seats)
        if key != self._for:
            self._for = key
            self._jobs = jobs(art, layout)

    @property
    def done(self) -> bool:
        return self._for is not None and self._jobs is None

    def step(self) -> None:
        """Render for at most `BUDGET` seconds."""
        if self._jobs is None:
            return
        end = time.perf_counter() + BUDGET
        for job in self._jobs:
            job()
            if time.perf_counter() >= end:
                return
        self._jobs = None
