"""The coach panel of the Cursed Gifts tutorial: over the log column, so it never covers the
areas, the hand, the centre strip or the buttons it points at."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from siege_desktop.app.theme import GOLD, INK, MUTED
from siege_desktop.app.theme import PAPER as CREAM
from siege_desktop.games.cursed.ui import layout
from siege_desktop.games.cursed.ui.tutorial.lesson import STEPS

if TYPE_CHECKING:
    from siege_desktop.games.cursed.ui.tutorial.scene import CursedTutorialScene

NUDGE = (244, 182, 92)
OUTLINE = (*CREAM, 255)


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
        geo = self.geometry()
        p = scene.board.painter
        for rect in targets:
            grow = geo.px(10)
            p.panel(surface, rect.inflate(grow, grow), (0, 0, 0, 0), OUTLINE, 3, 9)
        r = self.rect()
        p.panel(surface, r, (18, 26, 22, 255), (*GOLD, 255), 2, 10)
        pad = geo.px(12)
        x, y, w = r.x + pad, r.y + pad, r.w - 2 * pad
        number = f"Tutorial: step {scene.lesson.number()} of {len(STEPS)}"
        p.text(surface, number, 12, (x, y), MUTED)
        y += geo.px(18)
        title, text = self.texts()
        for line in p.wrap(title, 17, w, True):
            p.text(surface, line, 17, (x, y), GOLD, True)
            y += geo.px(22)
        y += geo.px(6)
        for line in p.wrap(text, 13.5, w):
            p.text(surface, line, 13.5, (x, y), CREAM)
            y += geo.px(18)
        if scene.nudge:
            y += geo.px(8)
            for line in p.wrap(scene.nudge, 13.5, w, True):
                p.text(surface, line, 13.5, (x, y), NUDGE, True)
                y += geo.px(18)
        self.text_bottom = y
        for name, label, br in self.buttons():
            primary = name in ("next", "real")
            fill = (*GOLD, 255) if primary else (225, 214, 192, 240)
            p.panel(surface, br, fill, (0, 0, 0, 90), 1, 7)
            p.text(surface, label, 14, br.center, INK, True, "center", br.w - geo.px(8))
