"""The "Colour symbols" setting changes what the table draws: symbols on, plain colour off."""

from __future__ import annotations

import pygame

from siege_desktop.games.gifts.rules import Phase
from tests.app.table_helpers import FakeApp, advance, session_for, table


def region_pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def test_turning_colour_symbols_off_redraws_the_pips_and_costs_without_symbols() -> None:
    app = FakeApp((1280, 720))
    session = session_for(("human", "medium", "medium"), seed=4)
    advance(session, lambda s: s.round >= 6 and s.seat == 0 and s.phase is Phase.ACTION)
    scene = table(app, session)
    layout = scene.layout()
    plates = [rect for _, rect in layout.plates()]
    slots = layout.display_slots(len(scene.state.display))
    on = [region_pixels(app.frame(), r) for r in plates + slots]
    app.settings.colour_symbols = False
    off = [region_pixels(app.frame(), r) for r in plates + slots]
    changed = [a != b for a, b in zip(on, off, strict=True)]
    # every plate shows lands in play and every display gift its cost: all of them change
    assert all(changed), changed
    app.settings.colour_symbols = True
    again = [region_pixels(app.frame(), r) for r in plates + slots]
    assert again == on
