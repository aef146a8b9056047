"""The crash screen is drawn whole, whatever the screen that failed left behind."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from shell_helpers import frame, played_session

from siege_desktop.app import crash, saves, widgets
from siege_desktop.app.menus.load import LoadScene
from siege_desktop.app.shell import App


def test_a_list_that_fails_mid_draw_leaves_no_clip_and_the_crash_screen_is_whole(
    app: App, siege_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saves.write_named(played_session(2), "one")
    app.push(LoadScene(app))
    frame(app)

    def boom(*_args: object) -> str:
        raise RuntimeError("a row that cannot be drawn")

    monkeypatch.setattr(widgets, "fit_text", boom)
    with pytest.raises(RuntimeError) as err:
        app.draw()
    assert app.window.get_clip() == app.window.get_rect()  # the list put its clip back
    monkeypatch.undo()
    app.window.set_clip(pygame.Rect(0, 0, 40, 40))  # and a clip any other scene might leave
    app.toast("a message of the screen that failed")
    log = siege_home / "logs" / "siege-desktop.log"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    crash.show_crash(app, err.value, log)
    assert isinstance(app.top, crash.CrashScene)
    assert not app.toasts
    # Exactly the crash screen as drawn on a fresh surface: nothing cut, nothing left over.
    clean = pygame.Surface(app.size)
    crash.CrashScene(app, crash.crash_text(err.value, log)).draw(clean)
    shown = pygame.image.tobytes(app.window, "RGB")
    assert shown == pygame.image.tobytes(clean, "RGB")
