"""The replay viewer: a finished game shown on the table, one step at a time."""

from siege_desktop.app.replay.scene import ReplayScene

__all__ = ["ReplayScene"]
