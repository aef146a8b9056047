"""The player's settings (window, pace, symbols, volume), persisted as JSON in the config folder."""

from __future__ import annotations

import json
import logging
import math
from pathlib import Path
from typing import Any

import attrs
import cattrs

from siege_desktop.app import userdirs, userfiles
from siege_desktop.app.userfiles import write_text_atomic

log = logging.getLogger(__name__)

MIN_SPEED = 0.25
MAX_SPEED = 4.0
#: The smallest window: the table's smallest text (11 design units) is 8 px there, still read.
MIN_WINDOW = (960, 540)
MAX_WINDOW = (7680, 4320)  # an 8K screen; a bigger window is a damaged value, not a wish
SETTINGS_FILE = "settings.json"
MAX_SETTINGS_BYTES = 64 * 1024


def _number(value: Any) -> float:
    # Bounded where read: bool is not a number here, and inf or NaN is no setting.
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(f"expected a number, got {type(value).__name__}")
    x = float(value)
    if not math.isfinite(x):
        raise ValueError("expected a finite number")
    return x


def _speed(value: Any) -> float:
    return min(MAX_SPEED, max(MIN_SPEED, _number(value)))


def _pace(value: Any) -> str:
    return value if value in ("slow", "normal", "fast") else "normal"


def _volume(value: Any) -> float:
    return min(1.0, max(0.0, _number(value)))


def _window(value: Any) -> tuple[int, int]:
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise TypeError("expected two numbers")
    w, h = (_number(v) for v in value)
    return (
        int(min(MAX_WINDOW[0], max(MIN_WINDOW[0], w))),
        int(min(MAX_WINDOW[1], max(MIN_WINDOW[1], h))),
    )


@attrs.define
class Settings:
    fullscreen: bool = False
    window_size: tuple[int, int] = attrs.field(default=(1280, 720), converter=_window)
    animation_speed: float = attrs.field(default=1.0, converter=_speed)
    colour_symbols: bool = True
    cpu_pace: str = attrs.field(default="normal", converter=_pace)  # slow, normal, fast
    volume: float = attrs.field(default=0.7, converter=_volume)
    muted: bool = False
    #: A human playing the far side of a board (Siege's North) sees their side at the
    #: bottom; off, every board shows as its rules print it (T still turns it at the table).
    turn_board: bool = True
    # The title offered the tutorial (on the first start): a record, not a preference, so
    # it takes no part in comparing settings (Restore defaults leaves it as it is).
    tutorial_offered: bool = attrs.field(default=False, eq=False)


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


def _read(path: Path) -> dict[str, Any] | None:
    """The settings file's object, None if there is none; DamagedFile or OSError otherwise."""
    try:
        data = userfiles.read_json(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return None
    if not isinstance(data, dict):
        raise userfiles.DamagedFile(f"{path.name} does not hold settings")
    return data


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults with a message saying why the file was not used.

    A damaged file is set aside under a new name (never silently overwritten) so nothing the
    player set is lost without a trace.
    """
    path = path or settings_path()
    try:
        data = _read(path)
        if data is None:
            return Settings(), None
        defaults = _converter().unstructure(Settings())
        defaults.update({k: v for k, v in data.items() if k in defaults})
        return _converter().structure(defaults, Settings), None
    except OSError as exc:  # there but unreadable (permissions): not damage, left in place
        log.warning("cannot read settings %s: %s", path, exc)
        return Settings(), f"Settings could not be read ({exc.strerror or exc}); using defaults."
    except Exception as exc:  # any malformed content (cattrs groups many): defaults
        log.warning("settings file %s is unreadable: %s", path, exc)
        aside = userfiles.set_aside(path)
        where = f" (kept as {aside.name})" if aside else ""
        return Settings(), f"The settings file was damaged{where}; using defaults."


def changes(settings: Settings, base: Settings) -> dict[str, Any]:
    """The settings that differ from `base`, as they are written."""
    now, before = _converter().unstructure(settings), _converter().unstructure(base)
    return {k: v for k, v in now.items() if before.get(k) != v}


def save_settings(
    settings: Settings, path: Path | None = None, *, base: Settings | None = None
) -> None:
    """Write the settings atomically; raises OSError on failure.

    With `base` (the settings as they were read), only what changed since is written, merged
    into the file as it is now: another copy's newer change to anything else is kept. A file
    that is there but cannot be read (permissions) is never written over: OSError, and it
    stays as it is; a damaged one is set aside first.
    """
    path = path or settings_path()
    data = _converter().unstructure(settings)
    try:
        current = _read(path) or {}
    except userfiles.DamagedFile as exc:
        log.warning("settings file %s is damaged: %s", path, exc)
        if userfiles.set_aside(path) is None and path.exists():
            raise OSError(f"{path.name} is damaged and could not be set aside") from None
        current = {}  # nothing usable to merge into: the full settings
    if base is not None:
        merged = {k: v for k, v in current.items() if k not in data}  # keys of newer apps
        merged.update({k: current.get(k, v) for k, v in data.items()})
        merged.update(changes(settings, base))
        data = merged
    write_text_atomic(path, json.dumps(data, indent=2) + "\n")
