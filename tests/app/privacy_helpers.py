"""The privacy check every table's tests share: a frame must not change when what the
viewer cannot see is dealt anew."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import attrs

from siege_desktop.app.session import GameSession


def assert_frame_hides(
    frame: Callable[[], bytes],
    session: GameSession,
    rules: Any,
    viewer: int,
    rng: random.Random,
) -> None:
    """`frame()` (drawn afresh, nothing cached) is the same when the state is re-dealt from
    the viewer's observation and other seats' private log lines are rewritten."""
    real = frame()
    state, events = session.state, list(session.events)
    session.state = rules.determinize(rules.observation(state, viewer), rng)
    session.events[:] = [
        attrs.evolve(e, private_text=f"secret {rng.random()}")
        if e.seat != viewer and e.private_text is not None
        else e
        for e in events
    ]
    try:
        fake = frame()
    finally:
        session.state = state
        session.events[:] = events
        frame()  # the table's caches hold the real state again
    assert real == fake, f"something hidden shows to seat {viewer}"
