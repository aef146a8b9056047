"""No hidden card of another seat is ever drawn: frames of states that differ only in hidden
cards (other hands, the deck's order, other seats' private log lines) are pixel-identical."""

from __future__ import annotations

import random

import attrs
import pygame
import pytest
from table_helpers import FakeApp, advance, session_for, table

from siege_desktop.app.intents import Click
from siege_desktop.app.session import GameSession
from siege_desktop.app.table import HandoffScene
from siege_desktop.engine import Phase
from siege_desktop.engine.state import evolve


def reshuffle_hidden(session: GameSession, keep: int | None, seed: int) -> None:
    """Deal every hand but `keep`'s and the deck anew (same sizes), and rewrite the private
    log lines of the other seats; what `keep` may know stays the same."""
    state = session.state
    rng = random.Random(seed)
    seats = [s for s in range(state.config.players) if s != keep]
    pool = [c for s in seats for c in range(5) for _ in range(state.hands[s][c])] + list(state.deck)
    rng.shuffle(pool)
    hands = list(state.hands)
    at = 0
    for s in seats:
        n = sum(state.hands[s])
        h = [0] * 5
        for c in pool[at : at + n]:
            h[c] += 1
        hands[s] = (h[0], h[1], h[2], h[3], h[4])
        at += n
    new = evolve(state, hands=tuple(hands), deck=tuple(pool[at:]))
    assert new.hands != state.hands or new.deck != state.deck
    session.state = new
    session.events[:] = [
        attrs.evolve(e, private_text=f"{e.seat} draws a secret {rng.random()}.", hidden=(4,))
        if e.kind == "draw" and e.seat != keep
        else e
        for e in session.events
    ]


def frame_bytes(app: FakeApp) -> bytes:
    scene = app.stack[0]
    scene.animator.clear()  # type: ignore[attr-defined]
    scene.fade = scene.glow = 1.0  # type: ignore[attr-defined]
    # Draw everything afresh from the state: no cached region, no cached log line.
    scene.log.clear()  # type: ignore[attr-defined]
    scene.layers.invalidate()  # type: ignore[attr-defined]
    app.frame(0.0)
    return pygame.image.tobytes(app.window, "RGB")


@pytest.mark.parametrize(
    ("kinds", "keep", "acting"),
    [
        # one human: only that hand may show, on its own turn...
        (("human", "easy", "medium", "easy"), 0, 0),
        # ...and on a CPU's turn
        (("human", "easy", "medium", "easy"), 0, 2),
        # pass-and-play, a CPU to act: no hand shows, not even the last human's
        (("human", "human", "easy"), None, 2),
        # autoplay: no hand shows
        (("easy", "easy", "easy", "easy", "easy", "easy"), None, 3),
    ],
)
def test_frames_do_not_depend_on_hidden_cards(
    kinds: tuple[str, ...], keep: int | None, acting: int
) -> None:
    session = session_for(kinds, seed=17)
    advance(session, lambda s: s.turn >= 14 and s.seat == acting and s.phase is Phase.ACTION)
    app = FakeApp()
    scene = table(app, session)
    assert scene.view().viewer == keep
    scene.cpu.shutdown()
    scene.skip_cpu = False
    scene.wait = 1e9  # keep the CPU from moving between the two frames
    first = frame_bytes(app)
    for seed in (1, 2):
        reshuffle_hidden(scene.session, keep, seed)
        assert frame_bytes(app) == first


def test_the_handoff_hides_every_hand_until_confirmed() -> None:
    session = session_for(("human", "human", "easy"), seed=2)
    advance(session, lambda s: s.seat in (0, 1) and s.phase is Phase.LAND)
    app = FakeApp()
    scene = table(app, session)
    seat = session.state.seat
    assert isinstance(app.top, HandoffScene)
    assert app.top.name == session.seats[seat].name
    # While the handoff shows, even the seat to act's own hand is not drawn.
    app.frame(0.0)
    covered = pygame.image.tobytes(app.window, "RGB")
    reshuffle_hidden(scene.session, None, 5)
    app.frame(0.0)
    assert pygame.image.tobytes(app.window, "RGB") == covered
    app.send(Click((10, 10)))
    assert app.top is scene
    assert scene.view().viewer == seat
    assert scene.human_to_act()
