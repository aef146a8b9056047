"""The player's settings (window, pace, symbols, volume), persisted as JSON in the config folder."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import attrs
import cattrs

from siege_desktop.app import userdirs
from siege_desktop.app.saves import write_text_atomic

log = logging.getLogger(__name__)

MIN_SPEED = 0.25
MAX_SPEED = 4.0
MIN_WINDOW = (800, 450)
SETTINGS_FILE = "settings.json"


def _speed(value: Any) -> float:
    return min(MAX_SPEED, max(MIN_SPEED, float(value)))


def _pace(value: Any) -> str:
    return value if value in ("slow", "normal", "fast") else "normal"


def _volume(value: Any) -> float:
    return min(1.0, max(0.0, float(value)))


def _window(value: Any) -> tuple[int, int]:
    w, h = value
    return (max(MIN_WINDOW[0], int(w)), max(MIN_WINDOW[1], int(h)))


@attrs.define
class Settings:
    fullscreen: bool = False
    window_size: tuple[int, int] = attrs.field(default=(1280, 720), converter=_window)
    animation_speed: float = attrs.field(default=1.0, converter=_speed)
    colour_symbols: bool = True
    cpu_pace: str = attrs.field(default="normal", converter=_pace)  # slow, normal, fast
    volume: float = attrs.field(default=0.7, converter=_volume)


def _converter() -> cattrs.Converter:
    # cattrs gives typed (un)structuring with validation of every field for free, including
    # the tuple; a hand-written loader would repeat the attrs definition field by field.
    conv = cattrs.Converter(forbid_extra_keys=False)
    conv.register_structure_hook(bool, _strict_bool)
    return conv


def _strict_bool(value: Any, _type: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"expected true or false, got {value!r}")
    return value


def settings_path() -> Path:
    return userdirs.config_dir() / SETTINGS_FILE


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults with a message saying why the file was not used.

    A corrupt file is moved aside (never silently overwritten) so nothing the player set is
    lost without a trace.
    """
    path = path or settings_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except OSError as exc:
        log.warning("cannot read settings %s: %s", path, exc)
        return Settings(), f"Settings could not be read ({exc.strerror}); using defaults."
    try:
        data = json.loads(text)
        if not isinstance(data, dict):
            raise TypeError("not an object")
        defaults = _converter().unstructure(Settings())
        defaults.update({k: v for k, v in data.items() if k in defaults})
        return _converter().structure(defaults, Settings), None
    except Exception as exc:  # any malformed content: fall back to defaults
        log.warning("settings file %s is unreadable: %s", path, exc)
        aside = _move_aside(path)
        where = f" (kept as {aside.name})" if aside else ""
        return Settings(), f"The settings file was damaged{where}; using defaults."


def _move_aside(path: Path) -> Path | None:
    import time

    aside = path.with_name(f"{path.stem}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
    try:
        path.replace(aside)
    except OSError:
        return None
    return aside


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically; raises OSError on failure."""
    data = _converter().unstructure(settings)
    write_text_atomic(path or settings_path(), json.dumps(data, indent=2) + "\n")
