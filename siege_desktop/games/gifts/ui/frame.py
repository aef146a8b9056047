"""Drawing the table: the static layer's regions, then the overlays (highlights, hover, moving
pieces, the enlarged plate, tooltips)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from siege_desktop.app.table.layout import BOTTOM_Y, CENTRE_Y, DESIGN_H, MAIN_W, Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import HIGHLIGHT
from siege_desktop.games.gifts.rules import (
    Action,
    Build,
    Claim,
    GameState,
    Phase,
    Steal,
    tap_preview,
)
from siege_desktop.games.gifts.rules.state import Counts
from siege_desktop.games.gifts.ui import actionbar, display, hand, tooltips
from siege_desktop.games.gifts.ui.pickers import DiscardPicker
from siege_desktop.games.gifts.ui.seats import draw_plate
from siege_desktop.games.gifts.ui.targets import Hot, Offers, Spot
from siege_desktop.games.gifts.ui.track import draw_track
from siege_desktop.games.gifts.ui.view import View

if TYPE_CHECKING:
    from siege_desktop.games.gifts.ui.scene import TableScene

PICKING_KINDS = frozenset({Spot.PICKER, Spot.PICKER_CONFIRM, Spot.HAND, Spot.LAND, Spot.BUTTON})
HOVER_KINDS = frozenset(
    {Spot.DISPLAY, Spot.MARKET, Spot.STEAL, Spot.OWN_GIFT, Spot.HAND, Spot.PICKER, Spot.BUTTON}
)


def draw(scene: TableScene, surface: pygame.Surface) -> None:
    layout = scene.layout()
    p = scene.painter()
    # Drawn from the bottom seat's observation (scene.drawn), never the state's hidden cards.
    s = scene.drawn().state
    view = scene.view()
    symbols = bool(scene.app.settings.colour_symbols)
    if p.symbols != symbols:  # the setting changed: every piece is drawn again
        p.symbols = symbols
        scene.layers.invalidate()
    scene.layers.begin(surface.get_size(), scene.app.art.felt(surface.get_size()))
    draw_layer(scene, p, layout, s, view)
    assert scene.layers.base is not None
    surface.blit(scene.layers.base, (0, 0))
    draw_overlays(scene, p, surface, layout, s, view)


def draw_layer(scene: TableScene, p: Painter, layout: Layout, s: GameState, view: View) -> None:
    """The static regions, each keyed by exactly what it shows."""
    layers, session = scene.layers, scene.drawn()
    margin = layout.px(6)
    # The glow fades in over a few steps: each step redraws one plate, so not every frame.
    glow = round(scene.glow * 5) / 5
    for i, (seat, rect) in enumerate(layout.plates()):
        acting = s.seat == seat
        key: object = (
            seat,
            rect,
            session.seats[seat],
            s.score(seat),
            sum(s.hands[seat]),
            s.lands[seat],
            s.tapped[seat],
            s.areas[seat],
            s.buildings[seat],
            acting,
            glow if acting else 1,
        )

        def plate(surf: pygame.Surface, seat: int = seat, rect: pygame.Rect = rect) -> None:
            on = s.seat == seat
            draw_plate(p, surf, session, seat, rect, layout.scale, on, glow)

        layers.region(f"plate{i}", rect.inflate(margin, margin), key, plate)
    picker = scene.picker
    picker_key = None
    if picker is not None:
        chosen = tuple(picker.chosen) if isinstance(picker, DiscardPicker) else ()
        picker_key = (id(picker), chosen)
    centre = layout.rect(0, CENTRE_Y - 6, MAIN_W, BOTTOM_Y - CENTRE_Y + 4)
    key = (
        centre,
        s.display,
        len(s.deck),
        len(s.discard),
        s.discard[-1:],
        len(s.supply),
        s.buildings,
        picker_key,
    )

    def draw_centre(surf: pygame.Surface) -> None:
        display.draw_centre(p, surf, layout, session)
        if picker is not None:
            picker.draw(p, surf, layout, s, -1)

    layers.region("centre", centre, key, draw_centre)
    b = view.bottom
    shows_hand = view.viewer == b
    selected = picker.picked_cards() if isinstance(picker, DiscardPicker) else frozenset()
    turning = scene.animator.turn_progress(b)
    status = scene.status()
    bottom = layout.rect(0, BOTTOM_Y - 2, MAIN_W, DESIGN_H - BOTTOM_Y + 2)
    key = (
        bottom,
        b,
        s.seat == b,
        session.seats[b],
        s.lands[b],
        s.tapped[b],
        s.areas[b],
        s.buildings[b],
        s.hands[b] if shows_hand else sum(s.hands[b]),
        shows_hand,
        status,
        tuple(sorted(selected)),
        tuple(sorted((c, round(v, 3)) for c, v in turning.items())),
    )

    def draw_bottom(surf: pygame.Surface) -> None:
        hand.draw_bottom(p, surf, layout, session, view, status, selected, turning)

    layers.region("bottom", bottom, key, draw_bottom)
    limit = s.config.round_limit
    drawing = scene.animator.drawing
    key = (layout.track(), s.round, limit, s.seat, s.phase, s.ending, view.viewer, drawing)
    layers.region(
        "track",
        layout.track(),
        key,
        lambda surf: draw_track(p, surf, layout, session, view, drawing),
    )
    key = (
        layout.log(),
        scene.generation,
        len(session.events),
        view.viewer,
        scene.log.position(),
        scene.log.marked,
    )
    layers.region(
        "log",
        layout.log(),
        key,
        lambda surf: scene.log.draw(p, surf, layout.log(), session.events, view.viewer),
    )
    buttons, hint = scene.buttons(), scene.hint()
    layers.region(
        "bar",
        layout.bar(),
        (layout.bar(), tuple(buttons), hint),
        lambda surf: actionbar.draw_bar(p, surf, layout, buttons, hint, None),
    )


def lit(scene: TableScene) -> list[pygame.Rect]:
    """The targets of the legal actions, outlined (they fade in after each change)."""
    offers = scene.offers()
    if offers == Offers():
        return []
    out = []
    for rect, hot in scene.hotspots():
        k, item = hot.kind, hot.item
        if (
            (k == Spot.DISPLAY and item in offers.claim)
            or (k == Spot.MARKET and item in offers.build)
            or (k == Spot.STEAL and item in offers.steal)
            or (k == Spot.OWN_GIFT and item in offers.wrap)
            or (k == Spot.HAND and item in offers.play)
        ):
            out.append(rect)
    return out


def hovered_tap_preview(scene: TableScene, s: GameState) -> Counts | None:
    """The lands the hovered claim, steal or build would tap."""
    hover = scene.hover
    if hover is None or not scene.human_to_act() or s.phase is not Phase.ACTION:
        return None
    target: Action | None = None
    if hover.kind == Spot.DISPLAY:
        target = Claim(hover.item)
    elif hover.kind == Spot.STEAL:
        target = Steal(hover.item)
    elif hover.kind == Spot.MARKET:
        mine = s.buildings[s.seat]
        # Whichever building it replaces, the cost is the same.
        target = Build(hover.item, mine[0]) if len(mine) >= 2 else Build(hover.item)
    if target is None or target not in scene.legal():
        return None
    return tap_preview(s, target)


def draw_overlays(
    scene: TableScene, p: Painter, surface: pygame.Surface, layout: Layout, s: GameState, view: View
) -> None:
    hover = scene.hover
    if scene.picker is None and scene.fade > 0:
        alpha = round(255 * scene.fade)
        for rect in lit(scene):
            grow = layout.px(4)
            p.panel(
                surface, rect.inflate(grow, grow), (0, 0, 0, 0), (*HIGHLIGHT, 255), 2.5, 7, alpha
            )
            if scene.fade >= 1.0:
                arm = min(layout.px(10), rect.w // 4)
                corner_marks(surface, rect.inflate(grow * 2, grow * 2), arm, layout.px(3))
    if scene.picker is not None and hover is not None and hover.kind not in PICKING_KINDS:
        hover = None
    if hover is not None and hover.kind in HOVER_KINDS:
        spot = hover_rect(scene, hover)
        if spot is not None:
            p.panel(surface, spot, (255, 255, 255, 44), (255, 255, 255, 120), 1.5, 7)
    preview = hovered_tap_preview(scene, s)
    tapping: list[pygame.Rect] = []  # the lands the hovered target taps: its tooltip spares them
    if preview is not None:
        left = list(preview)
        for colour, tapped, r in layout.land_rects(s.lands[s.seat], s.tapped[s.seat]):
            if not tapped and left[colour] > 0:
                left[colour] -= 1
                grow = layout.px(4)
                tapping.append(r.inflate(grow, grow))
                p.panel(
                    surface, r.inflate(grow, grow), (255, 214, 102, 70), (*HIGHLIGHT, 255), 2, 6
                )
    scene.animator.draw(p, surface)
    big = scene.enlarged()
    if big is not None:
        for seat, rect in layout.plates():
            if seat == big:
                er = layout.enlarged_plate(rect)
                u = layout.scale * er.w / rect.w
                draw_plate(
                    p,
                    surface,
                    scene.drawn(),
                    seat,
                    er,
                    u,
                    s.seat == seat,
                    scene.glow,
                    scene.offers().steal,
                    opaque=True,
                )
    # Over a picker, only what belongs to the choice explains itself.
    if scene.picker is not None and hover is not None and hover.kind not in PICKING_KINDS:
        hover = None
    if hover is not None:
        buttons = scene.buttons()
        keyed = hover == scene.key_focus
        key = (hover, s, scene.human_to_act(), tuple(buttons), keyed)
        if key != scene._tip_key:
            scene._tip_key = key
            scene._tip = tooltips.lines_for(hover, s, scene.human_to_act(), buttons)
            if keyed:  # the focus came from the arrow keys: Enter, not a click, takes it
                scene._tip = [tooltips.for_keys(line) for line in scene._tip]
        anchor = hover_rect(scene, hover) or pygame.Rect(scene.mouse, (1, 1))
        if hover == scene.key_focus:
            # The arrow keys' focus: a ring around the target, as the pointer is not there.
            ring = anchor.inflate(layout.px(10), layout.px(10))
            pygame.draw.rect(surface, (20, 20, 20), ring, layout.px(4), layout.px(8))
            pygame.draw.rect(surface, HIGHLIGHT, ring, layout.px(2.5), layout.px(8))
        avoid = list(tapping)
        if hover.kind == Spot.BUTTON:
            avoid += layout.buttons(len(buttons))  # a button's tip never hides another
        scene.tip_at = (anchor, avoid)
    else:
        scene.tip_at = None
        scene.tip_rect = None


def draw_tip(scene: TableScene, surface: pygame.Surface) -> None:
    """The hovered piece's tooltip, drawn last of all: always on top (of the Suggest button,
    a banner, the tutorial's coach, the replay's panels)."""
    if scene.tip_at is None:
        return
    anchor, avoid = scene.tip_at
    scene.tip_rect = tooltips.draw_tooltip(scene.painter(), surface, scene._tip, anchor, avoid)


def corner_marks(surface: pygame.Surface, rect: pygame.Rect, arm: int, width: int) -> None:
    """Brackets at a target's four corners, light on a dark edge: what can be taken is told
    by shape, not by the outline's hue alone (it reads in greyscale and to a dichromat)."""
    for dark, w, colour in ((True, width + 2, (20, 20, 20)), (False, width, HIGHLIGHT)):
        r = rect.inflate(1, 1) if dark else rect
        for (cx, cy), (dx, dy) in (
            (r.topleft, (1, 1)),
            (r.topright, (-1, 1)),
            (r.bottomleft, (1, -1)),
            (r.bottomright, (-1, -1)),
        ):
            pygame.draw.line(surface, colour, (cx, cy), (cx + dx * arm, cy), w)
            pygame.draw.line(surface, colour, (cx, cy), (cx, cy + dy * arm), w)


def hover_rect(scene: TableScene, hover: Hot) -> pygame.Rect | None:
    for rect, hot in scene.hotspots():
        if hot == hover:
            return (
                rect.inflate(scene.layout().px(6), scene.layout().px(6))
                if hot.kind == Spot.PICKER
                else rect
            )
    return None
