"""What the History screens' tests share, for every game: finished games kept in the history
before the title opens, the History screen opened from the title, and its buttons pressed
like a player (a click, then a frame)."""

from __future__ import annotations

from collections.abc import Sequence

from shell_helpers import click_button, frame

from siege_desktop.app import history
from siege_desktop.app.menus.history import HistoryScene
from siege_desktop.app.scene import Scene
from siege_desktop.app.session import GameSession
from siege_desktop.app.shell import App


def keep(app: App, games: Sequence[GameSession], *, dated: bool = False) -> list[GameSession]:
    """Record `games` in the history, then open the title. `dated`: kept a day apart in this
    order (games recorded in the same second would be ordered by their fingerprints)."""
    for i, g in enumerate(games):
        path = history.History().record(g)
        if dated:
            assert path is not None
            path.rename(path.with_name(f"2026010{i + 1}-120000-{path.name.split('-', 2)[2]}"))
    app.open_title()
    frame(app)
    return list(games)


def press(app: App, label: str) -> Scene:
    """Click the button reading `label` and draw a frame; the scene on top then."""
    click_button(app, label)
    frame(app)
    assert app.top is not None
    return app.top


def open_history(app: App) -> HistoryScene:
    scene = press(app, "History")
    assert isinstance(scene, HistoryScene)
    return scene
