"""The pace at which CPU moves are shown (slow, normal, fast; F), kept in the settings."""

from __future__ import annotations

from typing import Final

from siege_desktop.app.scene import Scene

PACES: Final = ("slow", "normal", "fast")
# Seconds a CPU move stays in view before the next one, at animation speed 1.0.
PACE_SECONDS: Final = {"slow": 2.4, "normal": 1.2, "fast": 0.45}


def pace_of(scene: Scene) -> str:
    pace = getattr(scene.app.settings, "cpu_pace", "normal")
    return pace if pace in PACES else "normal"


def pace_factor(scene: Scene) -> float:
    """The chosen pace against the normal one (slow 2, fast about 0.4)."""
    return PACE_SECONDS[pace_of(scene)] / PACE_SECONDS["normal"]


def next_pace(scene: Scene) -> None:
    """Slow, normal, fast, and round again; kept in the settings."""
    pace = PACES[(PACES.index(pace_of(scene)) + 1) % len(PACES)]
    settings = scene.app.settings
    try:
        settings.cpu_pace = pace
    except AttributeError:
        return
    save = getattr(scene.app, "save_settings", None)
    if callable(save):
        save()
