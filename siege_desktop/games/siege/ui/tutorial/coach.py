"""The coach panel of the Siege tutorial: over the log column, so it never covers the board,
the piles, the hand, the dice or the buttons it points at; and where the next click goes
(outlined on the table)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from siege_desktop.app.table.coach import CoachType, draw_buttons, draw_coach
from siege_desktop.app.table.layout import Layout
from siege_desktop.games.siege.rules.actions import Attack, Draw, End, Move, Pick, Place
from siege_desktop.games.siege.ui import layout
from siege_desktop.games.siege.ui.tutorial.lesson import STEPS
from siege_desktop.games.siege.ui.view import Hotspot, Spot

if TYPE_CHECKING:
    from siege_desktop.games.siege.ui.tutorial.scene import SiegeTutorialScene

TYPE = CoachType(16, 21, 4, 13, 17, 6, 13.5, 8, 8)


def next_spot(scene: SiegeTutorialScene) -> Hotspot | None:
    """The click that makes progress towards the move the step waits for."""
    action = scene.lesson.expected()
    if action is None or not scene.my_decision():
        return None
    if isinstance(action, Pick):
        return (Spot.PILE, action.kind)
    if isinstance(action, Place):
        if scene.chosen != action.kind:
            return (Spot.DRAFTED, action.kind)
        return (Spot.SQUARE, action.to)
    if isinstance(action, Draw):
        return (Spot.BUTTON, "draw")
    if isinstance(action, End):
        return (Spot.BUTTON, "end")
    if isinstance(action, Attack) and scene.pending == action:
        return (Spot.BUTTON, "confirm")
    if isinstance(action, (Move, Attack)):
        if scene.selected != action.frm:
            return (Spot.SQUARE, action.frm)
        return (Spot.SQUARE, action.to)
    return None


def next_rects(scene: SiegeTutorialScene) -> list[pygame.Rect]:
    """Where the next click is on screen (as last drawn)."""
    spot = next_spot(scene)
    if spot is None:
        return []
    if spot[0] == Spot.SQUARE:
        return [scene.grid().cell(spot[1])]
    return [rect for rect, s in scene.spots if tuple(s) == spot]


class Coach:
    def __init__(self, scene: SiegeTutorialScene) -> None:
        self.scene = scene
        self.text_bottom = 0  # where the last drawn text ended (it must stay above the buttons)

    def layout(self) -> Layout:
        return Layout(self.scene.app.window.get_size(), ())

    def rect(self) -> pygame.Rect:
        return self.layout().rect(*layout.LOG)

    def buttons(self) -> list[tuple[str, str, pygame.Rect]]:
        """(name, label, rect) of the coach's buttons, stacked at its bottom."""
        lesson = self.scene.lesson
        if lesson.finished:
            labels = [("real", "Play a real game"), ("title", "Back to title")]
        elif lesson.waiting_for_next() and self.scene.dice.busy:
            labels = [("leave", "Leave tutorial")]
        elif lesson.waiting_for_next():
            labels = [("next", "Next (Enter)"), ("leave", "Leave tutorial")]
        elif lesson.expected() is not None:
            labels = [("skip", "Skip step (do it for me)"), ("leave", "Leave tutorial")]
        else:
            labels = [("leave", "Leave tutorial")]
        lay = self.layout()
        r = self.rect()
        pad, h, gap = lay.px(10), lay.px(32), lay.px(6)
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
                "Watch the board: the line under the round (top middle) says what it did. The "
                "next step comes as soon as you have something to decide.",
            )
        if lesson.waiting_for_next() and self.scene.dice.busy:
            return "The dice roll…", "Watch them fall in the panel under your hand."
        if self.scene.pending is not None:
            return step.title, (
                f"{step.text} The panel under the hand shows the dice, the face each needs, "
                "the chance to kill and the counterattack: confirm with Enter, Attack! or a "
                "second click on the target."
            )
        return step.title, step.text

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        p, px = scene.drawer.painter, self.layout().px
        counter = f"Tutorial: step {scene.lesson.number()} of {len(STEPS)}"
        self.text_bottom = draw_coach(
            surface,
            p,
            px,
            self.rect(),
            next_rects(scene),
            counter,
            self.texts(),
            scene.nudge,
            TYPE,
        )
        draw_buttons(surface, p, px, self.buttons(), TYPE)
