"""Screenshots of every menu screen at 1280×720 and 2560×1440: not blank, key parts in place."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from shell_helpers import distinct_colours, find_button, make_app, screenshot

from siege_desktop.app import theme
from siege_desktop.app.crash import CrashScene, crash_text
from siege_desktop.app.menus.confirm import ConfirmScene
from siege_desktop.app.menus.game_menu import GameMenuScene, SaveGameScene
from siege_desktop.app.menus.load import LoadScene
from siege_desktop.app.menus.new_game import NewGameScene
from siege_desktop.app.menus.rules import RulesScene
from siege_desktop.app.menus.settings import SettingsScene
from siege_desktop.app.menus.title import TitleScene
from siege_desktop.app.scene import Scene
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.shell import App
from siege_desktop.games.gifts.rules import GameConfig

SIZES = [(1280, 720), (2560, 1440)]


def _session() -> GameSession:
    seats = (SeatSpec("Ann", "human"), SeatSpec("Hard 1", "hard"))
    return GameSession(GameConfig(players=2, names=("Ann", "Hard 1")), 7, seats)


SCREENS: dict[str, tuple[Callable[[App], Scene], str]] = {
    "title": (TitleScene, "New game"),
    "new_game": (NewGameScene, "Start"),
    "load": (LoadScene, "Load"),
    "settings": (SettingsScene, "Back"),
    "rules": (RulesScene, "Back"),
    "confirm": (lambda app: ConfirmScene(app, "Quit Siege Desktop?", app.quit, yes="Quit"), "Quit"),
    "game_menu": (lambda app: GameMenuScene(app, _session()), "Resume"),
    "save_game": (lambda app: SaveGameScene(app, _session()), "Save"),
    "crash": (
        lambda app: CrashScene(app, crash_text(RuntimeError("boom"), Path("/tmp/x/siege.log"))),
        "",
    ),
}


def _is_button_colour(c: tuple[int, int, int]) -> bool:
    """Gold edge or one of the button fills."""

    known = {theme.GOLD, theme.BUTTON_FILL, theme.BUTTON_PRIMARY, theme.BUTTON_HOVER}
    known |= {theme.BUTTON_DISABLED}
    return c in known or c == theme.BUTTON_PRIMARY_HOVER


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(SCREENS))
def test_screen_draws_with_its_main_button(name: str, size: tuple[int, int]) -> None:
    app = make_app(size)
    try:
        if name in ("confirm", "game_menu", "save_game"):
            app.push(TitleScene(app))
        make, label = SCREENS[name]
        app.push(make(app))
        surface = screenshot(app, f"{name}-{size[0]}x{size[1]}")
        assert surface.get_size() == size
        assert distinct_colours(surface) > 40, "the screen looks blank"
        if not label:  # the crash screen: its heading in gold at the top left
            heading = pygame.Rect(app.px(80), app.px(80), app.px(300), app.px(40))
            golds = sum(
                1
                for x in range(heading.left, heading.right, 3)
                for y in range(heading.top, heading.bottom, 3)
                if tuple(surface.get_at((x, y)))[:3] == theme.GOLD
            )
            assert golds > 20
            return
        # The key button is where its widget says, drawn in button colours at real scale.
        button = find_button(app, label).screen(app)
        assert surface.get_rect().contains(button)
        assert button.width >= round(100 * size[0] / 1280)
        inside = pygame.Rect(button.x + button.width // 12, button.centery, 1, 1)
        centre_left = tuple(surface.get_at(inside.topleft))[:3]
        assert _is_button_colour(centre_left), centre_left  # type: ignore[arg-type]
    finally:
        app.shutdown()
