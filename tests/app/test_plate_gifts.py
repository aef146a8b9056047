"""A seat plate's gifts: class I and II of a colour differ by more than the box's size (gold
ticks, one a class), the lock count carries a padlock, and the first hover of a plate (and the
help) says what the two numbers are."""

from __future__ import annotations

import attrs
import pygame
from table_helpers import FakeApp, session_for, table

from siege_desktop.app.art import Art
from siege_desktop.app.intents import Motion
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD
from siege_desktop.games.gifts.rules.cards import GIFT_CLASS, GIFT_COLOUR
from siege_desktop.games.gifts.ui.help import MOUSE, PLATE_GIFTS
from siege_desktop.games.gifts.ui.seats import draw_plate, gift_rects
from siege_desktop.games.gifts.ui.targets import Spot


def _gift(colour: int, klass: int) -> int:
    return next(
        g for g in range(len(GIFT_CLASS)) if GIFT_CLASS[g] == klass and GIFT_COLOUR[g] == colour
    )


def _foot_gold(klass: int) -> int:
    """Gold pixels at the foot's left of a plate's only gift (class `klass`, white)."""
    pygame.display.init()
    pygame.font.init()
    session = session_for(("human", "easy"))
    state = session.state
    areas = list(state.areas)
    areas[1] = ((_gift(0, klass), 0),)
    session.state = attrs.evolve(state, areas=tuple(areas))
    rect, u = pygame.Rect(0, 0, 240, 132), 1.0
    surface = pygame.Surface((240, 132))
    p = Painter(Art(), 1.0)
    draw_plate(p, surface, session, 1, rect, u, False, 0.0)
    cell = gift_rects(rect, 1, u)[0]
    foot = pygame.Rect(cell.x, cell.bottom - 12, 14, 12)
    return sum(
        1
        for x in range(foot.left, foot.right)
        for y in range(foot.top, foot.bottom)
        if tuple(surface.get_at((x, y)))[:3] == GOLD
    )


def test_class_one_and_two_differ_by_their_ticks() -> None:
    one, two = _foot_gold(1), _foot_gold(2)
    assert one > 0 and two >= 2 * one - 2


def test_the_first_plate_hover_explains_the_two_numbers() -> None:
    app = FakeApp()
    scene = table(app, session_for(("human", "easy", "medium")))
    plates = [r for r, h in scene.hotspots() if h.kind == Spot.PLATE]
    app.send(Motion(plates[0].center))
    app.send(Motion(plates[1].center))
    said = [t for t in app.toasts if "padlock" in t]
    assert len(said) == 1 and "class" in said[0]
    assert PLATE_GIFTS in MOUSE  # and the help says it
