"""A tooltip is always on top: a building's tooltip is never under the Suggest button (nor
a banner, nor any panel a table draws after its pieces)."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import FakeApp, advance, human_acts, session_for, table

from siege_desktop.app.intents import Motion
from siege_desktop.games.gifts.ui.scene import TableScene
from siege_desktop.games.gifts.ui.targets import Spot


def _covered_tip(app: FakeApp, scene: TableScene) -> tuple[pygame.Rect, pygame.Rect]:
    """Hover market buildings until one's tooltip overlaps the Suggest button."""
    for rect, hot in scene.hotspots():
        if hot.kind != Spot.MARKET:
            continue
        app.send(Motion(rect.center))
        app.frame(0.3)
        tip, pill = scene.tip_rect, scene.suggest.pill
        if tip is not None and pill is not None and tip.colliderect(pill):
            return tip, pill
    raise AssertionError("no building's tooltip reaches the Suggest button")


@pytest.mark.parametrize("size", [(1024, 576), (2560, 1440)])
def test_a_building_tooltip_is_drawn_over_the_suggest_button(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    session = session_for(("human", "easy"), seed=4)
    advance(session, lambda s: s.turn >= 6 and human_acts(s))
    app = FakeApp(size)
    scene = table(app, session)
    scene.wait = 1e9
    tip, pill = _covered_tip(app, scene)
    both = tip.clip(pill)
    with_pill = app.frame(0.0).subsurface(both).copy()
    monkeypatch.setattr(type(scene.suggest), "draw", lambda *a: None)
    without_pill = app.frame(0.0).subsurface(both).copy()
    # Where they overlap, the screen shows the tooltip whether the button is drawn or not
    # (its panel lets a trace of what is under it through: a few levels, not a cream pill).
    a, b = pygame.image.tobytes(with_pill, "RGB"), pygame.image.tobytes(without_pill, "RGB")
    assert max(abs(x - y) for x, y in zip(a, b, strict=True)) <= 16
