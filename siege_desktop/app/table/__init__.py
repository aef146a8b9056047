"""The shared table frame: the base scene every game's table is, undo, the log, pace, the
pass-and-play handoff and the results panel (each game's own table is under `games/*/ui/`)."""

from siege_desktop.app.table.gameover import GameOverScene
from siege_desktop.app.table.handoff import HandoffScene

__all__ = ["GameOverScene", "HandoffScene"]
