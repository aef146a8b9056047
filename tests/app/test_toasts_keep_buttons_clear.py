"""Toasts never cover a button of the screen under them: the start's messages (a damaged file
set aside, the tutorial's offer) over the title, at every window size the app allows."""

from __future__ import annotations

import pygame
import pytest
from shell_helpers import SHOTS, make_app

from siege_desktop.app.menus.title import TitleScene

START = (
    "New here? Tutorial plays a first game with you, step by step.",
    "The autosave was damaged; it was kept as autosave.json.damaged-20261125-201512",
    "Settings could not be read (settings.json is not text); the defaults are used and the "
    "file was kept as settings.json.damaged-1",
)
#: The smallest window, the design size, HiDPI, and the odd shapes a resized window takes.
SIZES = [(960, 540), (1024, 576), (1280, 720), (2560, 1440), (1600, 1200), (2560, 1080), (960, 900)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [1, 3])
def test_the_start_toasts_leave_every_title_button_clear(size: tuple[int, int], count: int) -> None:
    app = make_app(size)
    try:
        app.reset_to(TitleScene(app))
        app.step(1 / 60)
        for text in START[:count]:
            app.toast(text, 6.0)
        app.step(0.0)
        app.draw()
        places = app.toast_places()
        assert len(places) == count
        buttons = [w.screen(app) for w in app.top.form.widgets if w.visible]
        assert any(b.height for b in buttons)
        window = app.window.get_rect()
        for spot in places:
            assert window.contains(spot.box), (spot.box, size)
            for b in buttons:
                assert not spot.box.colliderect(b), (spot.lines[0][0], spot.box, b, size)
            # Every line of the message stays inside its box (a long path wraps).
            font = app.art.font(app.px(17))
            for line, (x, y) in spot.lines:
                w, h = font.size(line)
                assert spot.box.contains(pygame.Rect(x, y, w, h)), (line, size)
        if count == 3:
            SHOTS.mkdir(parents=True, exist_ok=True)
            pygame.image.save(app.window, str(SHOTS / f"title-toasts-{size[0]}x{size[1]}.png"))
    finally:
        app.shutdown()


def test_a_screen_with_nothing_to_keep_clear_keeps_the_bottom_row() -> None:
    """The usual place (a table too: above its hand), centred along the bottom."""
    app = make_app((1280, 720))
    try:
        app.reset_to(TitleScene(app))
        app.step(1 / 60)
        app.toast("Sound off (M turns it back on)")
        app.top.form.widgets.clear()  # nothing to keep clear: the usual place
        places = app.toast_places()
        assert len(places) == 1
        assert places[0].box.centerx == 640 and places[0].box.bottom == 720 - app.px(24)
    finally:
        app.shutdown()
