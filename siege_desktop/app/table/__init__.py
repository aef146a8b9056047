"""The table: the main game screen, its pass-and-play handoff and its game-over screen."""

from siege_desktop.app.table.gameover import GameOverScene
from siege_desktop.app.table.handoff import HandoffScene
from siege_desktop.app.table.scene import TableScene

__all__ = ["GameOverScene", "HandoffScene", "TableScene"]
