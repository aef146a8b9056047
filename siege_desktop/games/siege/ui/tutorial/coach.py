"""The coach panel of the Siege tutorial: over the log column, so it never covers the board,
the piles, the hand, the dice or the buttons it points at; and where the next click goes
(outlined on the table)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from siege_desktop.app.table.coach import CoachType, LessonCoach
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.games.siege.rules.actions import Attack, Draw, End, Move, Pick, Place
from siege_desktop.games.siege.ui import layout
from siege_desktop.games.siege.ui.view import Hotspot, Spot

if TYPE_CHECKING:
    from siege_desktop.games.siege.ui.tutorial.scene import SiegeTutorialScene

TYPE = CoachType(16, 21, 4, 13, 17, 6, 13.5, 8, 8, button_h=32, button_gap=6)


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


class Coach(LessonCoach):
    """The shared lesson coach at Siege's sizes, over its log column; only Leave while the
    dice a reading step speaks of are rolling."""

    TYPE = TYPE
    WATCH = (
        "Watch the board: the line under the round (top middle) says what it did. The "
        "next step comes as soon as you have something to decide."
    )
    PREVIEW = (
        "The panel under the hand shows the dice, the face each needs, the chance to kill "
        "and the counterattack: confirm with Enter, Attack! or a second click on the target."
    )
    SETTLING = ("The dice roll…", "Watch them fall in the panel under your hand.")
    scene: SiegeTutorialScene

    def layout(self) -> Layout:
        return Layout(self.scene.app.window.get_size(), ())

    def rect(self) -> pygame.Rect:
        return self.layout().rect(*layout.LOG)

    def pixels(self) -> Callable[[float], int]:
        return self.layout().px

    def painter(self) -> Painter:
        return self.scene.drawer.painter

    def targets(self) -> list[pygame.Rect]:
        return next_rects(self.scene)

    def settling(self) -> bool:
        return self.scene.dice.busy

    def previewing(self) -> bool:
        return self.scene.pending is not None
