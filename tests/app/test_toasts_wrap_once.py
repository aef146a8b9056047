"""A toast is wrapped once per place and window size, not on every frame it shows, and the
frames it draws are the same pixels as a toast wrapped afresh."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest
from shell_helpers import make_app

from siege_desktop.app import textfit
from siege_desktop.app.menus.title import TitleScene
from siege_desktop.app.toast_place import Wraps

TEXTS = (
    "The autosave was damaged; it was kept as autosave.json.damaged-20261125-201512",
    "Settings could not be read (settings.json is not text); the defaults are used and the "
    "file was kept as settings.json.damaged-1",
)


def counting(calls: list[str], wrap: Callable[..., Any]) -> Callable[..., Any]:
    def counted(font: Any, text: str, width: int) -> Any:
        if text in TEXTS:
            calls.append(text)
        return wrap(font, text, width)

    return counted


@pytest.mark.parametrize("size", [(1024, 576), (2560, 1440)])
def test_toasts_are_wrapped_once_while_they_show(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(size)
    try:
        app.reset_to(TitleScene(app))
        app.step(1 / 60)
        for text in TEXTS:
            app.toast(text, 6.0)
        calls: list[str] = []
        monkeypatch.setattr(textfit, "wrap", counting(calls, textfit.wrap))
        app.step(1 / 60)
        first = len(calls)
        assert first >= len(TEXTS)  # each wrapped for the place it got
        wrapped_first = pygame.image.tobytes(app.window, "RGB")
        for _ in range(30):
            app.step(1 / 60)
        assert len(calls) == first, "the toasts were wrapped again on later frames"
        # The same pixels as on the frame that wrapped them, and the same places as toasts
        # wrapped afresh.
        assert pygame.image.tobytes(app.window, "RGB") == wrapped_first
        places = app.toast_places()
        app.toast_wraps = Wraps()
        app._toast_key = None
        assert app.toast_places() == places
        assert len(calls) > first
        # A new window size wraps them again, once.
        before = len(calls)
        app.resize((size[0] // 2 + 200, size[1] // 2 + 100))
        app.step(1 / 60)
        again = len(calls)
        assert again > before
        app.step(1 / 60)
        assert len(calls) == again
    finally:
        app.shutdown()


def test_the_wraps_stay_bounded() -> None:
    pygame.font.init()
    font = pygame.font.Font(None, 17)
    wraps = Wraps()
    for i in range(Wraps.SIZE * 3):
        assert wraps.lines(font, f"message number {i} " * 4, 120)
        assert len(wraps._lines) <= Wraps.SIZE
    assert wraps.made == Wraps.SIZE * 3
