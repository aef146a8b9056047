"""What the scripted tutorials' tests share: opening a game's tutorial from the title as a
player does (its game chosen, then the Tutorial button)."""

from __future__ import annotations

from shell_helpers import click_button, click_widget, form_of

from siege_desktop.app.menus.title import TitleScene
from siege_desktop.app.scene import Scene
from siege_desktop.app.shell import App
from siege_desktop.core.registry import all_games


def open_tutorial_of(app: App, game: str) -> Scene:
    """Choose `game` on the title, then its Tutorial button, like a player; the top scene."""
    app.step(0.0)
    title = app.top
    assert isinstance(title, TitleScene)
    games = [g.game_id for g in all_games()]
    click_widget(app, form_of(title).widgets[games.index(game)])
    app.step(0.0)
    click_button(app, "Tutorial")
    app.step(0.0)
    return app.top
