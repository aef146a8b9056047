"""Names are cut with "…" only where the width is really missing: the results table, the
summary, the replay's Hands panel and the score chart's legend show a long name in full at
1024x576 when the screen has the room for it."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from shell_helpers import frame, make_app

from siege_desktop.app.scenes import SCENES
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.shell import App
from siege_desktop.app.table.gameover import GameOverScene
from siege_desktop.games.gifts import rules as engine
from siege_desktop.games.gifts.rules import GameConfig

NAMES = ("Alexandra Longfellow", "Medium 1", "Medium 2", "Hard 1", "Easy 1", "Bartholomew Q")
KINDS = ("human", "medium", "medium", "hard", "easy", "easy")


def _finished() -> GameSession:
    seats = tuple(SeatSpec(n, k) for n, k in zip(NAMES, KINDS, strict=True))
    session = GameSession(GameConfig(players=6, names=NAMES), 7, seats)
    rng = random.Random(7)
    while engine.outcome(session.state) is None:
        legal = engine.legal_actions(session.state)
        lands = [a for a in legal if isinstance(a, engine.PlayLand)]
        session.play(rng.choice(lands or list(legal)))
    return session


@pytest.fixture
def small_app() -> Iterator[App]:
    app = make_app((1024, 576))
    yield app
    app.shutdown()


def test_the_results_table_shows_long_names_in_full(small_app: App, cut: list[str]) -> None:
    game = _finished()
    small_app.start_game(game)
    for _ in range(400):
        frame(small_app)
        if isinstance(small_app.top, GameOverScene):
            break
    over = small_app.top
    assert isinstance(over, GameOverScene)
    over.age = 100.0  # every row shown
    cut.clear()
    frame(small_app, 2)
    assert not set(NAMES) & set(cut), cut


def test_the_summary_shows_long_names_in_full(small_app: App, cut: list[str]) -> None:
    small_app.reset_to(SCENES.summary(small_app, _finished(), replay=False))
    frame(small_app, 2)
    assert not set(NAMES) & set(cut), cut


def test_the_replay_hands_panel_shows_names_in_full(small_app: App, cut: list[str]) -> None:
    small_app.reset_to(SCENES.replay(small_app, _finished()))
    cut.clear()
    frame(small_app, 2)
    # The small chart's legend may cut (six names in 250 px); the Hands panel has the room.
    replay = small_app.top
    painter = replay._painter  # type: ignore[attr-defined]
    assert painter is not None
    cut.clear()
    replay.draw_hands(painter, small_app.window, replay._layout)  # type: ignore[attr-defined]
    assert not set(NAMES) & set(cut), cut
