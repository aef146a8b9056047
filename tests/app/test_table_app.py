"""The table inside the real app shell: started by `start_game`, played through the shell's
own dispatch and frame step, autosaved to the per-user folder."""

from __future__ import annotations

import json
import time

import pygame
from table_helpers import advance, hot_rect, session_for

from siege_desktop.app import saves
from siege_desktop.app.intents import Click, Key, Motion
from siege_desktop.app.scenes import SCENES
from siege_desktop.app.settings import Settings
from siege_desktop.app.shell import App
from siege_desktop.games.gifts.rules import Phase
from siege_desktop.games.gifts.ui.scene import TableScene


def saved_actions(app: App) -> list[str]:
    """The autosave's action log, once the shell has written it (it saves off the frame)."""
    flush = getattr(app, "flush_autosave", None)
    if flush is not None:
        flush()
    return list(json.loads(saves.autosave_path().read_text(encoding="utf-8"))["actions"])


def test_a_human_move_and_cpu_turns_through_the_shell() -> None:
    session = session_for(("human", "easy", "medium"), seed=12)
    advance(session, lambda s: s.seat == 0 and s.phase is Phase.LAND)
    app = App(Settings(window_size=(1280, 720), animation_speed=4.0), headless=True, scenes=SCENES)
    try:
        app.start_game(session)
        scene = app.top
        assert isinstance(scene, TableScene)
        app.step(1 / 60)
        colour = next(c for c in range(5) if session.state.hands[0][c])
        rect = hot_rect(scene, "hand", colour)
        app.dispatch(Motion(rect.center))
        app.dispatch(Click(rect.center))
        app.dispatch(Key(pygame.K_r))  # recycle, then discard the first land offered
        app.step(1 / 60)
        app.dispatch(Key(pygame.K_1 + scene.picker.options()[0]))  # type: ignore[union-attr]
        app.dispatch(Key(pygame.K_RETURN))
        played = len(scene.session.actions)
        assert saved_actions(app) == scene.session.actions
        for _ in range(2000):  # the two CPU seats play at the paced speed
            while scene.cpu.busy:
                time.sleep(0.001)
            app.step(1 / 60)
            if scene.session.state.seat == 0:
                break
        assert scene.session.state.seat == 0 and len(scene.session.actions) > played
        assert saved_actions(app) == scene.session.actions
    finally:
        app.shutdown()
