"""The About screen: version, licence, the player's folders and every licence notice,
scrolled and jumped through component by component, at any window size."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from shell_helpers import click_button, distinct_colours, frame, key, make_app, screenshot

from siege_desktop import __version__
from siege_desktop.app import userdirs
from siege_desktop.app.menus import about
from siege_desktop.app.menus.about import AboutScene
from siege_desktop.app.menus.title import TitleScene
from siege_desktop.app.shell import App

FAKE_NOTICES = "\n".join(
    ["Siege Desktop 9.9.9: its licence and third-party notices", ""]
    + [
        line
        for n in range(40)
        for line in ("=" * 72, f"Component: Library {n}", "Licence: MIT", *["text"] * 30)
    ]
)


def _text(scene: AboutScene) -> str:
    scene.layout()
    return "\n".join(text for line in scene.lines for _, text in line.pieces)


def test_the_title_opens_about_with_version_licence_and_the_players_folders(app: App) -> None:
    assert isinstance(app.top, TitleScene)
    click_button(app, "About")
    scene = app.top
    assert isinstance(scene, AboutScene)
    text = _text(scene)
    assert f"Siege Desktop {__version__}" in text
    assert "MIT licence" in text and "CC BY 4.0" in text
    for folder in (userdirs.log_dir(), userdirs.data_dir(), userdirs.config_dir()):
        assert str(folder) in text
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_a_source_checkout_lists_every_component_of_the_manifest(app: App) -> None:
    text = about.notices_text()
    assert "build/notices.py" in text
    for name in ("pygame-ce (LGPL-2.1-only)", "SDL2 (Zlib)", "CPython (PSF-2.0)", "Pyphen"):
        assert name in text


def test_a_bundled_notices_file_is_shown_whole(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "assets"
    (folder / "licences").mkdir(parents=True)
    (folder / "licences" / about.NOTICES).write_text(FAKE_NOTICES, encoding="utf-8")
    monkeypatch.setattr(about, "asset_path", lambda *parts: folder.joinpath(*parts))
    assert about.notices_text() == FAKE_NOTICES


def test_left_and_right_jump_between_components_and_end_reaches_the_last(app: App) -> None:
    click_button(app, "About")
    scene = app.top
    assert isinstance(scene, AboutScene)
    scene.notices = FAKE_NOTICES
    scene.laid_out_for = None
    frame(app)
    assert len(scene.component_tops) == 40 and scene.scroll == 0
    key(app, pygame.K_RIGHT)
    first = scene.scroll
    assert first == scene.component_tops[0] - app.px(4)
    key(app, pygame.K_RIGHT)
    assert scene.scroll == scene.component_tops[1] - app.px(4)
    key(app, pygame.K_LEFT)
    assert scene.scroll == first
    key(app, pygame.K_LEFT)
    assert scene.scroll == 0
    key(app, pygame.K_END)
    assert scene.scroll == scene.height - scene.view_height() > 0
    frame(app)


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_it_draws_at_both_sizes_without_filling_the_text_cache(size: tuple[int, int]) -> None:
    app = make_app(size)
    try:
        app.open_title()
        click_button(app, "About")
        scene = app.top
        assert isinstance(scene, AboutScene)
        scene.notices = FAKE_NOTICES * 3
        scene.laid_out_for = None
        shot = screenshot(app, f"about-{size[0]}x{size[1]}")
        assert shot.get_size() == size and distinct_colours(shot) > 4
        before = app.art.cached_count()
        for _ in range(200):  # the whole text, a page at a time
            key(app, pygame.K_PAGEDOWN)
            frame(app)
        assert scene.scroll == scene.height - scene.view_height()
        # Notice lines are drawn from the screen's own bounded cache, not the app's.
        assert app.art.cached_count() - before < 40
        assert len(scene._rendered) <= about._LINE_CACHE
    finally:
        app.shutdown()
