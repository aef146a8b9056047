"""The Cursed Gifts replay's log reads as the table's does: under its title, whole entries
only (its top row opened on the tail of a cut entry, "area."), each round's line in gold,
at 1024x576 and 2560x1440."""

from __future__ import annotations

import pygame
import pytest
from shell_helpers import make_app
from test_monkey import cursed_table

from siege_desktop.app.intents import Key
from siege_desktop.app.scenes import SCENES
from siege_desktop.games.cursed.ui import layout


@pytest.mark.parametrize("size", [(1024, 576), (2560, 1440)])
def test_the_replay_log_shows_whole_entries_under_its_title(size: tuple[int, int]) -> None:
    app = make_app(size)
    try:
        scene = SCENES.replay(app, cursed_table(finished=True))
        app.push(scene)
        app.step(0.0)
        checked = 0
        for _ in range(6):
            for _ in range(7):
                app.dispatch(Key(pygame.K_RIGHT))
            position = scene.position()  # type: ignore[attr-defined]
            board = scene.board.board  # type: ignore[attr-defined]
            trace: list[tuple[str, pygame.Rect, pygame.Rect | None]] = []
            board.painter.trace = trace
            scene.board._key = None  # type: ignore[attr-defined]
            app.draw()
            board.painter.trace = None
            box = layout.Geometry(size, 0).r(layout.LOG)
            rows = [s for s, r, _ in trace if box.contains(r)]
            assert rows[0] == "Game log", rows
            entries = list(position.log)
            assert any(e.startswith(rows[1]) for e in entries), rows[:3]
            joined = " ".join(rows[1:])
            assert joined.endswith(entries[-1].split()[-1]), "the newest entry is not last"
            checked += 1
        assert checked == 6
    finally:
        app.shutdown()
