"""The version in a menu's corner never crosses a tall panel's gold edge."""

from __future__ import annotations

import pygame
import pytest
from shell_helpers import make_app

from siege_desktop.app.menus.about import AboutScene
from siege_desktop.app.menus.base import MenuScene
from siege_desktop.app.menus.new_game import NewGameScene
from siege_desktop.app.menus.rules import RulesScene
from siege_desktop.app.menus.settings import SettingsScene
from siege_desktop.app.widgets import to_rect

SIZES = [(1024, 576), (1280, 720), (2560, 1440)]


def drawn(size: tuple[int, int], make: type[MenuScene]) -> tuple[MenuScene, pygame.Surface]:
    app = make_app(size)
    scene = make(app)
    app.push(scene)
    app.step(1 / 60)
    return scene, app.window.copy()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("make", [NewGameScene, RulesScene, AboutScene])
def test_a_tall_panel_keeps_its_edge_whole(size: tuple[int, int], make: type[MenuScene]) -> None:
    scene, shot = drawn(size, make)
    box = to_rect(scene.app, scene.panel_rect)
    # The panel's lower edge to the right, where the version would go: as the backdrop has it.
    strip = pygame.Rect(box.right - scene.app.px(260), box.bottom - 4, scene.app.px(230), 8)
    strip = strip.clip(shot.get_rect())
    backdrop = scene.backdrop(shot.get_size())
    assert pygame.image.tobytes(shot.subsurface(strip), "RGB") == pygame.image.tobytes(
        backdrop.subsurface(strip), "RGB"
    )


@pytest.mark.parametrize("size", SIZES)
def test_a_short_panel_leaves_the_version_in_the_corner(size: tuple[int, int]) -> None:
    scene, shot = drawn(size, SettingsScene)
    w, h = size
    corner = pygame.Rect(w - scene.app.px(200), h - scene.app.px(30), scene.app.px(190), 0)
    corner.height = scene.app.px(25)
    backdrop = scene.backdrop(size)
    assert pygame.image.tobytes(shot.subsurface(corner), "RGB") != pygame.image.tobytes(
        backdrop.subsurface(corner), "RGB"
    )
