"""Motion: pieces fly, lands turn, locks pop, all with ease-out, driven by the engine's events.

Animations are visual only: the model is already updated when they start; a flying piece is
drawn over the table on its way to where the table already shows it.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

import attrs
import pygame

from siege_desktop.app.table.paint import Painter
from siege_desktop.games.gifts.rules import Event
from siege_desktop.games.gifts.ui import pieces
from siege_desktop.games.gifts.ui.sprites import gifts_art

BASE = 0.22  # seconds at speed 1.0: inside the 150–300 ms the art direction asks for
STAGGER = 0.07


def ease_out(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


class Flight(enum.Enum):
    """What a tween shows: a piece flying (a card back, a land, a gift, a building), a lock
    growing in place, or a row of lands pulsing."""

    BACK = "back"
    LAND = "land"
    GIFT = "gift"
    BUILDING = "building"
    LOCK = "lock"
    PULSE = "pulse"


@attrs.define
class Tween:
    kind: Flight
    item: int
    src: pygame.Rect
    dst: pygame.Rect
    start: float
    duration: float

    def progress(self, now: float) -> float:
        return (now - self.start) / self.duration


class Place(enum.Enum):
    """Where on the table a piece can be, for a `Locator`."""

    HAND = "hand"
    LANDS = "lands"
    GIFTS = "gifts"
    BUILDINGS = "buildings"
    DECK = "deck"
    DISCARD = "discard"
    SUPPLY = "supply"
    SLOT = "slot"  # item = display slot
    MARKET = "market"  # item = building
    LAND_ROW = "land-row"  # a plate's lands; None for the seat at the bottom


Locator = Callable[[Place, int, int], pygame.Rect | None]
"""(place, seat, item) -> where that piece is drawn now, or None."""


class Animator:
    def __init__(self) -> None:
        self.now = 0.0
        self.tweens: list[Tween] = []
        self.turning: dict[
            tuple[int, int], tuple[float, float]
        ] = {}  # (seat, colour) -> start, dur

    @property
    def busy(self) -> bool:
        return bool(self.tweens) or bool(self.turning)

    def clear(self) -> None:
        self.tweens.clear()
        self.turning.clear()

    def update(self, dt: float) -> None:
        self.now += dt
        self.tweens = [t for t in self.tweens if t.progress(self.now) < 1.0]
        self.turning = {k: v for k, v in self.turning.items() if (self.now - v[0]) < v[1]}

    @property
    def drawing(self) -> bool:
        """A drawn card is on its way from the deck."""
        return any(t.kind is Flight.BACK and t.progress(self.now) < 1.0 for t in self.tweens)

    def turn_progress(self, seat: int) -> dict[int, float]:
        out = {}
        for (s, c), (start, dur) in self.turning.items():
            if s == seat:
                out[c] = ease_out((self.now - start) / dur)
        return out

    def on_events(self, events: tuple[Event, ...], where: Locator, speed: float) -> None:
        duration = BASE / max(0.25, min(4.0, speed))
        start = self.now
        for e in events:
            added = self._add(e, where, start, duration)
            if added:
                start += STAGGER / max(0.25, speed)

    def _fly(
        self,
        kind: Flight,
        item: int,
        src: pygame.Rect | None,
        dst: pygame.Rect | None,
        start: float,
        dur: float,
    ) -> bool:
        if src is None or dst is None:
            return False
        self.tweens.append(Tween(kind, item, src, dst, start, dur))
        return True

    def _add(self, e: Event, where: Locator, start: float, dur: float) -> bool:
        k, seat = e.kind, e.seat
        if k == "draw":
            # Always face down: a drawn land is hidden from everyone but its owner.
            return self._fly(
                Flight.BACK, 0, where(Place.DECK, seat, 0), where(Place.HAND, seat, 0), start, dur
            )
        if k == "play" and e.colours:
            c = e.colours[0]
            return self._fly(
                Flight.LAND, c, where(Place.HAND, seat, c), where(Place.LANDS, seat, c), start, dur
            )
        if k == "tap":
            for c in set(e.colours):
                self.turning[(seat, c)] = (start, dur)
            # On a plate the lands are pips: their row glows and fades instead of turning.
            row = where(Place.LAND_ROW, seat, 0)
            if row is not None:
                self.tweens.append(Tween(Flight.PULSE, 0, row, row, start, dur * 2))
            return True
        if k == "claim":
            return self._fly(
                Flight.GIFT,
                e.gift,
                where(Place.SLOT, seat, e.other),
                where(Place.GIFTS, seat, e.gift),
                start,
                dur,
            )
        if k == "steal":
            return self._fly(
                Flight.GIFT,
                e.gift,
                where(Place.GIFTS, e.other, -1),
                where(Place.GIFTS, seat, e.gift),
                start,
                dur,
            )
        if k == "refill":
            return self._fly(
                Flight.GIFT,
                e.gift,
                where(Place.SUPPLY, -1, 0),
                where(Place.SLOT, -1, e.other),
                start,
                dur,
            )
        if k in ("wrap", "lock"):
            r = where(Place.GIFTS, seat, e.gift)
            if k == "wrap" and e.colours:
                c = e.colours[0]
                self._fly(
                    Flight.LAND,
                    c,
                    where(Place.LANDS, seat, c),
                    where(Place.DISCARD, -1, 0),
                    start,
                    dur,
                )
            return self._fly(Flight.LOCK, 0, r, r, start, dur)
        if k == "build":
            return self._fly(
                Flight.BUILDING,
                e.building,
                where(Place.MARKET, -1, e.building),
                where(Place.BUILDINGS, seat, e.building),
                start,
                dur,
            )
        if k == "discard" and e.colours:
            return self._fly(
                Flight.LAND,
                e.colours[0],
                where(Place.HAND, seat, e.colours[0]),
                where(Place.DISCARD, -1, 0),
                start,
                dur,
            )
        return False

    def draw(self, p: Painter, surface: pygame.Surface) -> None:
        for t in self.tweens:
            f = t.progress(self.now)
            if f < 0:
                continue
            e = ease_out(f)
            if t.kind is Flight.PULSE:
                alpha = round(200 * (1 - e))
                p.panel(surface, t.dst, (255, 214, 102, 50), (255, 214, 102, 255), 2, 6, alpha)
                continue
            if t.kind is Flight.LOCK:
                # A lock token grows in and settles: 0.4 → 1.15 → 1.0 of its size.
                size = max(4, round(t.dst.h * 0.45 * (0.4 + 0.75 * e if f < 0.8 else 1.0)))
                img = gifts_art(p.art).lock(size)
                surface.blit(img, img.get_rect(center=t.dst.center))
                continue
            # The sprite keeps the size it has where it lands: one cached image, only moved.
            w, h = t.dst.w, t.dst.h
            cx = round(t.src.centerx + (t.dst.centerx - t.src.centerx) * e)
            cy = round(t.src.centery + (t.dst.centery - t.src.centery) * e)
            r = pygame.Rect(0, 0, max(4, w), max(4, h))
            r.center = (cx, cy)
            if t.kind is Flight.BACK:
                pieces.card_back(p, surface, r)
            elif t.kind is Flight.LAND:
                pieces.land(p, surface, t.item, r, False)
            elif t.kind is Flight.GIFT:
                side = min(r.w, r.h)
                pieces.gift(
                    p,
                    surface,
                    t.item,
                    pygame.Rect(r.centerx - side // 2, r.centery - side // 2, side, side),
                    None,
                )
            elif t.kind is Flight.BUILDING:
                surface.blit(gifts_art(p.art).building(t.item, r.size), r)
