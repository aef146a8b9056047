"""The static layer: a frame where nothing on the table changed redraws no region, and a
CPU step redraws only the regions it touched (benchmarks time it; this counts it)."""

from __future__ import annotations

import time

import pygame
from table_helpers import FakeApp, advance, session_for, table

from siege_desktop.app.intents import Motion
from siege_desktop.games.gifts.rules import Phase


def test_steady_frames_redraw_nothing_and_a_step_redraws_a_few_regions() -> None:
    session = session_for(("easy",) * 8, seed=4)
    advance(session, lambda s: s.turn >= 40 and s.phase is Phase.LAND)
    app = FakeApp()
    scene = table(app, session)
    # The CPU holds its move (its worker may answer within the first frame) until the
    # steady frames are counted, and whatever the first frames moved settles.
    scene.wait = 1e9
    for _ in range(10):
        app.frame(0.05)
    app.frame(0.0)
    assert scene.layers.redrawn == []
    # The pointer moving over the table changes overlays only.
    for x in range(0, 1280, 97):
        app.send(Motion((x, 300)))
        app.frame(0.0)
        assert scene.layers.redrawn == []
    before = len(scene.session.actions)
    scene.wait = 0.0
    for _ in range(400):
        while scene.cpu.busy:
            time.sleep(0.001)
        app.frame(0.05)
        if len(scene.session.actions) > before:
            break
    assert len(scene.session.actions) == before + 1
    # One step: the plates of the seat that acted and of the next one, the log, the track,
    # the bar, and the centre or the bottom seat if they changed; never all twelve regions.
    # A costly set is spread over the next frames, never more than a few.
    redrawn = list(scene.layers.redrawn)
    frames = 1
    while scene.layers.deferred:
        app.frame(0.0)
        redrawn += scene.layers.redrawn
        frames += 1
    assert 1 <= len(set(redrawn)) <= 8 and frames <= 4
    scene.wait = 1e9
    for _ in range(10):
        app.frame(0.05)
    app.frame(0.0)
    assert scene.layers.redrawn == []  # once the step's motion settled


def test_a_resize_redraws_everything_once() -> None:
    session = session_for(("human", "easy", "easy"), seed=4)
    app = FakeApp()
    scene = table(app, session)
    scene.wait = 1e9
    app.frame(0.0)
    app.window = pygame.display.set_mode((1600, 900))
    app.size = (1600, 900)
    app.frame(0.0)
    assert len(scene.layers.redrawn) >= 6
    app.frame(0.0)
    assert scene.layers.redrawn == []
