"""Gifts Under Siege on the frame's suggester: one hint per position, counted once in the
session (saved, kept by undo), its look and keys unchanged (test_table_hints.py)."""

from __future__ import annotations

import time

import pygame
import pytest
from table_helpers import FakeApp, advance, key, session_for, table

from siege_desktop.ai import pool
from siege_desktop.ai.hint import Hint
from siege_desktop.ai.thinking import Request, Suggest
from siege_desktop.app.session import GameSession
from siege_desktop.app.table import suggest as frame_suggest
from siege_desktop.games.gifts.rules import Phase
from siege_desktop.games.gifts.ui.scene import TableScene


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The searches run (quick ones: the hint's quality is not what is checked)."""
    calls: list[int] = []
    workers = pool.shared()
    submit = workers.submit

    def counted(request: Request) -> int:
        if isinstance(request, Suggest):
            calls.append(1)
        return submit(request)

    monkeypatch.setattr(workers, "submit", counted)
    monkeypatch.setattr(frame_suggest.Suggester, "iterations", 40)
    return calls


def wait(app: FakeApp, scene: TableScene) -> Hint:
    for _ in range(3000):
        if scene.suggest.hint is not None:
            return scene.suggest.hint
        app.frame(0.016)
        time.sleep(0.002)
    raise AssertionError("no hint arrived")


def test_one_search_and_one_count_per_position_kept_by_saves_and_undo(
    searches: list[int],
) -> None:
    app = FakeApp()
    session = session_for(("human", "easy", "medium"), seed=4)
    advance(session, lambda s: s.turn >= 12 and s.seat == 0 and s.phase is Phase.LAND)
    scene = table(app, session)
    scene.wait = 1e9
    key(app, pygame.K_h)
    hint = wait(app, scene)
    assert scene.session.hints_used == 1
    key(app, pygame.K_h)  # hidden
    key(app, pygame.K_h)  # shown again at once: no second search, no second count
    assert scene.suggest.hint == hint and not scene.suggest.thinking
    assert searches == [1]
    assert scene.session.hints_used == 1
    assert GameSession.from_dict(scene.session.to_dict()).hints_used == 1
    key(app, pygame.K_RETURN)  # played
    assert scene.session.actions[-1] == str(hint.action)
    assert scene.undo()
    assert scene.session.hints_used == 1 and scene.suggest.hint is None
