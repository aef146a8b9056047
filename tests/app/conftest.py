"""App tests run headless with a throwaway per-user folder (SIEGE_DESKTOP_HOME)."""

from __future__ import annotations

import os

# Before pygame is imported anywhere: no window, no sound device.
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def siege_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test gets its own empty data, config and log folders."""
    home = tmp_path / "siege-home"
    monkeypatch.setenv("SIEGE_DESKTOP_HOME", str(home))
    yield home
    from siege_desktop.app import userfiles

    userfiles.set_read_only(None)  # a test of a second copy must not leave the next read-only
    # main() and crash.setup_logging() add a file handler into this folder: drop it.
    import logging

    root = logging.getLogger()
    for handler in list(root.handlers):
        if handler.get_name() == "siege-desktop-file":
            root.removeHandler(handler)
            handler.close()


@pytest.fixture(autouse=True, scope="session")
def cpu_worker() -> Iterator[None]:
    """The tables of every test share the run's one CPU worker process (as an app run does);
    it is stopped when the tests end, so none outlives them."""
    yield
    from siege_desktop.ai import pool

    pool.close_shared()


@pytest.fixture
def app(siege_home: Path) -> Iterator[object]:
    """A headless App at 1280×720 on the title screen, shut down afterwards."""
    from shell_helpers import make_app

    application = make_app()
    application.open_title()
    yield application
    application.shutdown()


@pytest.fixture
def cut(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the painters shortened with an ellipsis while the test ran."""
    from siege_desktop.app.table.paint import Painter

    out: list[str] = []
    fit = Painter.fit

    def recording(self: Painter, s: str, size: float, max_width: int, bold: bool = False) -> str:
        done = fit(self, s, size, max_width, bold)
        if done != s:
            out.append(s)
        return done

    monkeypatch.setattr(Painter, "fit", recording)
    return out
