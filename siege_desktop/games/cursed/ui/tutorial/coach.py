"""The coach panel of the Cursed Gifts tutorial: over the log column, so it never covers the
areas, the hand, the centre strip or the buttons it points at."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from siege_desktop.app.table.coach import CoachType, LessonCoach
from siege_desktop.app.table.paint import Painter
from siege_desktop.games.cursed.ui import layout
from siege_desktop.games.cursed.ui.tutorial.spots import next_clicks

if TYPE_CHECKING:
    from siege_desktop.games.cursed.ui.tutorial.scene import CursedTutorialScene

TYPE = CoachType(17, 22, 6, 13.5, 18, 8, 14, 10, 9)


class Coach(LessonCoach):
    """The shared lesson coach at Cursed Gifts' sizes, over its log column."""

    TYPE = TYPE
    WATCH = (
        "Its cards show in the centre strip. The next step comes as soon as you have "
        "something to decide."
    )
    # The table's preview is open: the move waits for the player's confirmation.
    PREVIEW = (
        "The panel in the centre shows what will happen: confirm with Enter, the Confirm "
        "button or a second click on the target."
    )
    scene: CursedTutorialScene

    def geometry(self) -> layout.Geometry:
        return layout.Geometry(self.scene.app.window.get_size(), 1)

    def rect(self) -> pygame.Rect:
        return self.geometry().r(layout.LOG)

    def pixels(self) -> Callable[[float], int]:
        return self.geometry().px

    def painter(self) -> Painter:
        return self.scene.board.painter

    def targets(self) -> list[pygame.Rect]:
        return next_clicks(self.scene)

    def previewing(self) -> bool:
        return self.scene.pending is not None
