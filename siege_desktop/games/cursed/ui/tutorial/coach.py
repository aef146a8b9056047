"""The coach panel of the Cursed Gifts tutorial: over the log column, so it never covers the
areas, the hand, the centre strip or the buttons it points at."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from siege_desktop.app.table.coach import CoachType, draw_buttons, draw_coach
from siege_desktop.games.cursed.ui import layout
from siege_desktop.games.cursed.ui.tutorial.lesson import STEPS

if TYPE_CHECKING:
    from siege_desktop.games.cursed.ui.tutorial.scene import CursedTutorialScene

TYPE = CoachType(17, 22, 6, 13.5, 18, 8, 14, 10, 9)


class Coach:
    def __init__(self, scene: CursedTutorialScene) -> None:
        self.scene = scene
        self.text_bottom = 0  # where the last drawn text ended (it must stay above the buttons)

    def geometry(self) -> layout.Geometry:
        return layout.Geometry(self.scene.app.window.get_size(), 1)

    def rect(self) -> pygame.Rect:
        return self.geometry().r(layout.LOG)

    def buttons(self) -> list[tuple[str, str, pygame.Rect]]:
        """(name, label, rect) of the coach's buttons, stacked at its bottom."""
        lesson = self.scene.lesson
        if lesson.finished:
            labels = [("real", "Play a real game"), ("title", "Back to title")]
        elif lesson.waiting_for_next():
            labels = [("next", "Next (Enter)"), ("leave", "Leave tutorial")]
        elif lesson.expected() is not None:
            labels = [("skip", "Skip step (do it for me)"), ("leave", "Leave tutorial")]
        else:
            labels = [("leave", "Leave tutorial")]
        geo = self.geometry()
        r = self.rect()
        pad, h, gap = geo.px(10), geo.px(34), geo.px(8)
        y = r.bottom - pad - h
        out = []
        for name, label in reversed(labels):
            out.append((name, label, pygame.Rect(r.x + pad, y, r.w - 2 * pad, h)))
            y -= h + gap
        return out[::-1]

    def texts(self) -> tuple[str, str]:
        """The title and text shown now."""
        lesson = self.scene.lesson
        step = lesson.step
        if lesson.rival_move() is not None or step is None:
            return (
                "Your Rival's move",
                "Its cards show in the centre strip. The next step comes as soon as you have "
                "something to decide.",
            )
        if self.scene.pending is not None:
            # The table's preview is open: the move waits for the player's confirmation.
            return step.title, (
                f"{step.text} The panel in the centre shows what will happen: confirm with "
                "Enter, the Confirm button or a second click on the target."
            )
        return step.title, step.text

    def draw(self, surface: pygame.Surface, targets: list[pygame.Rect]) -> None:
        scene = self.scene
        p, px = scene.board.painter, self.geometry().px
        counter = f"Tutorial: step {scene.lesson.number()} of {len(STEPS)}"
        self.text_bottom = draw_coach(
            surface, p, px, self.rect(), targets, counter, self.texts(), scene.nudge, TYPE
        )
        draw_buttons(surface, p, px, self.buttons(), TYPE)
