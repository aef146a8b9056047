"""Screenshots of the table (saved as PNG): not blank, and the key pieces where expected."""

from __future__ import annotations

import itertools
import os
from pathlib import Path

import pygame
import pytest
from table_helpers import FakeApp, advance, session_for, table

from siege_desktop.app.intents import Motion
from siege_desktop.app.table import GameOverScene, HandoffScene
from siege_desktop.games.gifts.rules import Phase
from siege_desktop.games.gifts.ui.scene import TableScene
from siege_desktop.games.gifts.ui.targets import Spot

SHOTS = Path(os.environ.get("SIEGE_TEST_SHOTS", "/tmp/siege-desktop-shots"))


def save(surface: pygame.Surface, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"table-{name}.png"
    pygame.image.save(surface, str(path))
    return path


def busy(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many distinct colours a region shows (felt alone shows few)."""
    sub = pygame.transform.scale(surface.subsurface(rect), (32, 32))
    return len({sub.get_at((x, y))[:3] for x in range(32) for y in range(32)})


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_a_four_seat_game_in_progress(size: tuple[int, int]) -> None:
    session = session_for(("human", "easy", "medium", "hard"), seed=3)
    advance(session, lambda s: s.turn >= 30 and s.seat == 0 and s.phase is Phase.ACTION)
    app = FakeApp(size)
    scene = table(app, session)
    scene.wait = 1e9
    for _ in range(20):
        app.frame(0.05)
    shot = app.frame(0.05)
    assert save(shot, f"4-seats-{size[0]}x{size[1]}").stat().st_size > 50_000
    layout = scene.layout()
    screen = shot.get_rect()
    plates = layout.plates()
    assert [seat for seat, _ in plates] == [1, 2, 3]
    for _, rect in plates:
        assert screen.contains(rect) and busy(shot, rect) > 20
    for rect in layout.display_slots(len(session.state.display)):
        assert busy(shot, rect) > 40  # a gift box, its name and cost
    hand_cards = [r for r, h in scene.hotspots() if h.kind == Spot.HAND]
    assert len(hand_cards) == sum(session.state.hands[0]) > 0
    assert all(screen.contains(r) for r in hand_cards)
    assert busy(shot, layout.log()) > 10 and busy(shot, layout.bar()) > 10
    felt = app.art.felt(size)
    corner = pygame.Rect(layout.rect(4, 700, 4, 4))
    assert shot.get_at(corner.center)[:3] == felt.get_at(corner.center)[:3]


def test_eight_seats_fit_at_1280x720() -> None:
    kinds = ("human", "easy", "easy", "medium", "easy", "hard", "easy", "medium")
    session = session_for(kinds, seed=6)
    advance(session, lambda s: s.turn >= 60 and s.seat == 0 and s.phase is Phase.ACTION)
    app = FakeApp()
    scene = table(app, session)
    scene.wait = 1e9
    for _ in range(20):
        app.frame(0.05)
    shot = app.frame(0.05)
    save(shot, "8-seats-1280x720")
    plates = [rect for _, rect in scene.layout().plates()]
    assert len(plates) == 7
    for a, b in itertools.pairwise(plates):
        assert a.right < b.left  # side by side, never overlapping
    assert all(r.w >= 110 and busy(shot, r) > 20 for r in plates)
    # Hovering a plate enlarges it (opaque, over the centre).
    rect = plates[3]
    app.send(Motion(rect.center))
    big = scene.layout().enlarged_plate(rect)
    before = pygame.Surface.copy(shot)
    after = app.frame(0.05)
    save(after, "8-seats-enlarged-plate")
    assert big.w > rect.w * 1.4
    assert pygame.image.tobytes(before.subsurface(big), "RGB") != pygame.image.tobytes(
        after.subsurface(big), "RGB"
    )


def test_handoff_and_game_over_screens() -> None:
    session = session_for(("human", "human"), seed=8)
    app = FakeApp()
    table(app, session)
    assert isinstance(app.top, HandoffScene)
    save(app.frame(), "handoff")
    finished = session_for(("human", "easy", "hard", "easy"), seed=9, round_limit=4)
    advance(finished, lambda s: s.phase is Phase.OVER)
    app2 = FakeApp()
    scene = TableScene(app2, finished)  # type: ignore[arg-type]
    app2.push(scene)
    for _ in range(80):
        app2.frame(0.05)
    assert isinstance(app2.top, GameOverScene)
    shot = app2.frame()
    save(shot, "game-over")
    assert busy(shot, shot.get_rect()) > 40
