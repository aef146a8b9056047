"""Where the app keeps its per-user files: data (saves), config (settings) and logs."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "siege-desktop"
HOME_VARIABLE = "SIEGE_DESKTOP_HOME"


def _home() -> Path | None:
    # Read at call time, never at import: tests and the packaging smoke test redirect it.
    value = os.environ.get(HOME_VARIABLE)
    return Path(value) if value else None


def data_dir() -> Path:
    """The folder of saves (autosave and named saves)."""
    home = _home()
    return home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """The folder of settings.json."""
    home = _home()
    return (
        home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    )


def log_dir() -> Path:
    """The folder of the log file (windowed builds have no console)."""
    home = _home()
    return home / "logs" if home else Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def history_dir() -> Path:
    """The folder of kept finished games (here so the start clears it without loading them)."""
    return data_dir() / "history"
