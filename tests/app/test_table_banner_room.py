"""Banners (a CPU's move, a steal from you) and the suggested move's box never cover the seat
they speak about: your name and score stay readable, at a small and a large window."""

from __future__ import annotations

import time

import pygame
import pytest
from table_helpers import FakeApp, advance, session_for, table
from test_table_first_player import Picks, _free_steal_from_0

from siege_desktop.ai.hint import suggest
from siege_desktop.app.session import SeatSpec
from siege_desktop.games.gifts.rules import Claim, Phase, legal_actions, observation
from siege_desktop.games.gifts.ui.scene import TableScene

SIZES = [(1024, 576), (2560, 1440)]
LONG = "Alexandra Longfellow"  # a long name: the seat's line has little room to spare


def _seat_texts(app: FakeApp, scene: TableScene) -> list[pygame.Rect]:
    """Where your name and your score are drawn (traced from a full redraw)."""
    trace: list[tuple[str, pygame.Rect, pygame.Rect | None]] = []
    painter = scene.painter()
    painter.trace = trace
    scene.layers.invalidate()
    app.frame(0.0)
    painter.trace = None
    seat = scene.view().bottom
    score = scene.state.score(seat)
    wanted = {scene.session.seats[seat].name, f"{score} point" + ("" if score == 1 else "s")}
    found = [r for t, r, _ in trace if t in wanted]
    assert len(found) == 2, [t for t, _, _ in trace][:40]
    return found


def _named(session_seats: tuple[SeatSpec, ...]) -> tuple[SeatSpec, ...]:
    return (SeatSpec(LONG, "human"), *session_seats[1:])


@pytest.mark.parametrize("size", SIZES)
def test_the_steal_banner_leaves_your_name_and_score_in_view(size: tuple[int, int]) -> None:
    session = session_for(("human", "easy"), seed=21)
    advance(session, _free_steal_from_0, seed=2)
    session.seats = _named(session.seats)
    app = FakeApp(size)
    scene = table(app, session, {1: Picks()})
    for _ in range(10):
        while scene.cpu.busy:
            time.sleep(0.001)
        app.frame(0.05)
    assert scene.banner is not None and scene.banner.urgent
    seat = _seat_texts(app, scene)
    box = scene.banner_box
    assert box is not None
    assert not any(box.colliderect(r) for r in seat), (box, seat)
    assert box.right <= app.window.get_width()


@pytest.mark.parametrize("size", SIZES)
def test_a_cpu_move_banner_leaves_your_name_in_view(size: tuple[int, int]) -> None:
    session = session_for(("easy", "human"), seed=2)
    advance(session, lambda s: s.seat == 0 and s.phase is Phase.ACTION)
    session.seats = (session.seats[0], SeatSpec(LONG, "human"))
    app = FakeApp(size)
    scene = table(app, session)
    for _ in range(200):
        while scene.cpu.busy:
            time.sleep(0.001)
        app.frame(0.02)
        if scene.banner is not None and scene.banner_box is not None:
            break
    assert scene.banner is not None and scene.banner_box is not None
    seat = _seat_texts(app, scene)
    assert scene.banner_box is not None
    assert not any(scene.banner_box.colliderect(r) for r in seat)


@pytest.mark.parametrize("size", SIZES)
def test_the_hint_box_leaves_your_name_in_view_and_wraps_evenly(size: tuple[int, int]) -> None:
    session = session_for(("human", "easy", "medium"), seed=4)
    session.seats = _named(session.seats)

    def claim_turn(s: object) -> bool:
        return (
            s.turn >= 14  # type: ignore[attr-defined]
            and s.seat == 0  # type: ignore[attr-defined]
            and s.phase is Phase.ACTION  # type: ignore[attr-defined]
            and any(isinstance(a, Claim) for a in legal_actions(s))  # type: ignore[arg-type]
        )

    advance(session, claim_turn)
    app = FakeApp(size)
    scene = table(app, session)
    scene.wait = 1e9
    hint = suggest(observation(session.state, 0), legal_actions(session.state), iterations=40)
    # A reason long enough to wrap: its last line must not be one word alone.
    reason = "Build Thief's Gloves: when you steal, discard 2 fewer lands for the gift's locks"
    scene.suggest.hint = type(hint)(hint.action, reason)
    scene.suggest.key = scene.suggest.decision(scene)
    seat = _seat_texts(app, scene)
    box = scene.suggest.pill
    assert box is not None
    assert not any(box.colliderect(r) for r in seat), (box, seat)
    p = scene.painter()
    lines = p.wrap_even(reason, 15, box.w - p.px(24), True)
    assert len(lines) >= 2 and len(lines[-1].split()) > 1, lines
