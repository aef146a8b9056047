"""The privacy check every table's tests share: a frame must not change when what the
viewer cannot see is dealt anew."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import attrs

from siege_desktop.app.session import GameSession


def frames_hiding(
    frame: Callable[[], bytes],
    session: GameSession,
    rules: Any,
    viewer: int,
    rng: random.Random,
) -> tuple[bytes, bytes]:
    """(the real frame, the frame with the state re-dealt from the viewer's observation and
    other seats' private log lines rewritten); `frame()` draws afresh, nothing cached. The
    session is the real one again afterwards."""
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
        hidden = frame()
    finally:
        session.state = state
        session.events[:] = events
    return real, hidden


def assert_frame_hides(
    frame: Callable[[], bytes],
    session: GameSession,
    rules: Any,
    viewer: int,
    rng: random.Random,
) -> None:
    """The frame is the same when what the viewer cannot see is dealt anew."""
    real, hidden = frames_hiding(frame, session, rules, viewer, rng)
    frame()  # the table's caches hold the real state again
    assert real == hidden, f"something hidden shows to seat {viewer}"
