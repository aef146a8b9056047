"""Following the CPU: a banner for each CPU move, its pieces outlined, its log lines marked.

A steal from the seat you watch is never missable: its banner stays, and the CPU waits, until
you dismiss it (a click, Space or Enter).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
import pygame

from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.pace import PACE_SECONDS, PACES, next_pace, pace_of
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import DANGER, GOLD, HIGHLIGHT, INK, PAPER
from siege_desktop.games.gifts.rules import Event, acts, counted
from siege_desktop.games.gifts.rules.cards import BUILDING_TITLES, LAND_NAMES, gift_name
from siege_desktop.games.gifts.ui import hand
from siege_desktop.games.gifts.ui.animation import Place

if TYPE_CHECKING:
    from siege_desktop.games.gifts.ui.scene import TableScene

BANNER_X, BANNER_W = 480, 600  # design px: the strip's centre and width
MINOR = frozenset({"play", "skip-land", "discard"})
# Which event of a step makes its headline, most telling first.
ORDER = ("steal", "claim", "wrap", "build", "recycle", "pass", "play", "skip-land", "discard")


@attrs.frozen
class Banner:
    text: str
    seat: int  # the seat that moved
    kind: str  # the headline event's kind
    urgent: bool  # a steal from the seat you watch: stays until dismissed
    first: int  # the step's events in the session log: [first, last)
    last: int
    gift: int = -1
    other: int = -1  # the seat stolen from, or the display slot claimed from
    colour: int = -1
    building: int = -1


def article(word: str) -> str:
    return f"an {word}" if word[0] in "AEIOU" else f"a {word}"


def banner_for(
    events: tuple[Event, ...],
    names: list[str],
    viewer: int | None,
    first: int,
    humans: tuple[int, ...] = (),
) -> Banner | None:
    """The banner of one CPU step (`first`: the index of its first event in the log). A steal
    from a human seat is urgent; it says "your" to the seat that watches."""
    by_kind = {e.kind: e for e in events}
    kind = next((k for k in ORDER if k in by_kind), None)
    if kind is None:
        return None
    e = by_kind[kind]
    who = names[e.seat]
    urgent = False
    colour = e.colours[0] if e.colours else -1
    if kind == "steal":
        if viewer is not None and e.other == viewer:
            text = f"{acts(who, 'steals')} your {gift_name(e.gift)}!"
            urgent = True
        elif e.other in humans:
            text = f"{acts(who, 'steals')} {gift_name(e.gift)} from {names[e.other]}!"
            urgent = True
        else:
            text = f"{acts(who, 'steals')} {gift_name(e.gift)} from {names[e.other]}"
        if e.colours:
            text += f" (pays {counted(len(e.colours), 'land')})"
    elif kind == "claim":
        text = f"{acts(who, 'claims')} {gift_name(e.gift)}"
    elif kind == "wrap":
        text = f"{acts(who, 'wraps')} {gift_name(e.gift)}: {counted(e.count, 'lock')}"
    elif kind == "build":
        text = f"{acts(who, 'builds')} {BUILDING_TITLES[e.building]}"
    elif kind == "recycle":
        then = "draw a land, discard one" if who == "You" else "draws a land, discards one"
        text = f"{acts(who, 'recycles')}: {then}"
    elif kind == "pass":
        text = acts(who, "passes")
    elif kind == "play":
        text = f"{acts(who, 'plays')} {article(LAND_NAMES[colour])}"
    elif kind == "skip-land":
        text = f"{acts(who, 'plays')} no land"
    else:
        lands = [LAND_NAMES[c] for c in (x.colours[0] for x in events if x.kind == "discard")]
        text = f"{acts(who, 'discards')} {', '.join(lands)}"
    # The move's own log lines: up to where the next turn or round begins.
    own = next((i for i, x in enumerate(events) if x.kind in ("turn", "round", "end")), None)
    return Banner(
        text,
        e.seat,
        kind,
        urgent,
        first,
        first + (len(events) if own is None else own),
        gift=e.gift,
        other=e.other,
        colour=colour,
        building=e.building,
    )


def step_seconds(scene: TableScene, banner: Banner | None) -> float:
    """How long a CPU move stays in view before the next one (a land step or a discard needs
    less reading than a main action)."""
    seconds = PACE_SECONDS[pace_of(scene)] / scene.speed
    if banner is None or banner.kind in MINOR:
        return seconds / 2
    return seconds


def pieces(scene: TableScene, layout: Layout, b: Banner) -> list[pygame.Rect]:
    """Where the pieces the move changed are drawn now."""
    from siege_desktop.games.gifts.ui import places

    view = scene.view()
    out: list[pygame.Rect | None] = []

    def at(what: Place, seat: int, item: int) -> None:
        out.append(places.locate(scene, layout, view, what, seat, item))

    if b.kind in ("steal", "claim", "wrap"):
        at(Place.GIFTS, b.seat, b.gift)
    if b.kind == "claim":
        at(Place.SLOT, -1, b.other)
    if b.kind == "steal":
        plate = dict(layout.plates()).get(b.other)
        out.append(plate if plate is not None else layout.bottom_gifts())
    if b.kind == "build":
        at(Place.MARKET, -1, b.building)  # the card built, now marked with its owner
        if b.seat == view.bottom:
            at(Place.BUILDINGS, b.seat, b.building)
        else:
            out.append(dict(layout.plates()).get(b.seat))
    if b.kind == "play":
        at(Place.LAND_ROW if b.seat != view.bottom else Place.LANDS, b.seat, b.colour)
    return [r for r in out if r is not None]


def banner_rect(layout: Layout, p: Painter, text: str, free: tuple[int, int]) -> pygame.Rect:
    """In the free strip between the buildings and your seat, as wide as its text and beside
    your name and score (`free`: `hand.header_free`), never over them: it covers none of
    the pieces nor the seat it talks about."""
    w = p.render(text, 16, INK, True).get_width() + p.px(32)
    width = min(w, layout.rect(0, 0, BANNER_W, 0).w)
    r = hand.strip_box(layout, free, width, layout.rect(0, 0, 0, 30).h, BANNER_X)
    r.top = layout.point(0, 397)[1]
    return r


def draw(scene: TableScene, p: Painter, surface: pygame.Surface, layout: Layout) -> None:
    b = scene.banner
    if b is None or scene.picker is not None:
        return
    pulse = 0.6 + 0.4 * abs(((scene.banner_age * 1.6) % 2.0) - 1.0)
    edge = DANGER if b.urgent else HIGHLIGHT
    for r in pieces(scene, layout, b):
        grow = layout.px(6)
        p.panel(
            surface, r.inflate(grow, grow), (0, 0, 0, 0), (*edge, 255), 3, 8, round(255 * pulse)
        )
    fill = (*DANGER, 255) if b.urgent else (*GOLD, 255)  # opaque: it may cover the status
    text = b.text + ("  Click or Space" if b.urgent else "")
    view = scene.view()
    free = hand.header_free(p, layout, scene.session, view.bottom, scene.status())
    box = banner_rect(layout, p, text, free)
    p.panel(surface, box, fill, (*INK, 255), 1.5, 10)
    ink = PAPER if b.urgent else INK
    p.text(surface, text, 16, box.center, ink, True, "center", max_width=box.w - p.px(16))
    scene.banner_box = box


__all__ = ["PACES", "PACE_SECONDS", "Banner", "banner_for", "next_pace", "pace_of"]
