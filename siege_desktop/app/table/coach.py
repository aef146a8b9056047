"""The coach panel that a game's tutorial draws beside its table: the step counter, the
step's heading and text, a nudge after a wrong move, its buttons, and an outline around
each place the next click goes. Cursed Gifts and Siege draw it at their own type sizes; a
scripted lesson's coach (`LessonCoach`) is the same panel for both, and the next table's."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, ClassVar, Protocol

import attrs
import pygame

from siege_desktop.app.table.lesson import Lesson
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD, INK, MUTED
from siege_desktop.app.theme import PAPER as CREAM

NUDGE = (244, 182, 92)
OUTLINE = (*CREAM, 255)
PRIMARY = ("next", "real")  # the buttons drawn in gold: the way on


@attrs.frozen
class CoachType:
    """Sizes at design scale (points for type, design pixels for the rest)."""

    title: float
    title_step: int
    gap: int  # between the heading and the text
    body: float
    body_step: int
    nudge_gap: int
    button: float
    outline_grow: int
    outline_radius: int
    button_h: int = 34  # the coach's buttons, stacked at its bottom
    button_gap: int = 8


def draw_outlines(
    surface: pygame.Surface,
    p: Painter,
    px: Callable[[float], int],
    targets: Iterable[pygame.Rect],
    kind: CoachType,
) -> None:
    """An outline around each place the next click goes (every game's tutorial)."""
    for rect in targets:
        grow = px(kind.outline_grow)
        p.panel(surface, rect.inflate(grow, grow), (0, 0, 0, 0), OUTLINE, 3, kind.outline_radius)


def draw_frame(
    surface: pygame.Surface, p: Painter, px: Callable[[float], int], panel: pygame.Rect
) -> tuple[int, int, int]:
    """The coach's panel (every game's tutorial); returns where its text goes: x, y, width."""
    p.panel(surface, panel, (18, 26, 22, 255), (*GOLD, 255), 2, 10)
    pad = px(12)
    return panel.x + pad, panel.y + pad, panel.w - 2 * pad


def draw_coach(
    surface: pygame.Surface,
    p: Painter,
    px: Callable[[float], int],
    panel: pygame.Rect,
    targets: Iterable[pygame.Rect],
    counter: str,
    texts: tuple[str, str],
    nudge: str,
    kind: CoachType,
) -> int:
    """Draw the outlines and the panel with its text; returns the bottom of the text, which
    the coach's buttons are laid out below (then drawn by `draw_buttons`)."""
    draw_outlines(surface, p, px, targets, kind)
    x, y, w = draw_frame(surface, p, px, panel)
    p.text(surface, counter, 12, (x, y), MUTED)
    y += px(18)
    title, text = texts
    for line in p.wrap(title, kind.title, w, True):
        p.text(surface, line, kind.title, (x, y), GOLD, True)
        y += px(kind.title_step)
    y += px(kind.gap)
    for line in p.wrap(text, kind.body, w):
        p.text(surface, line, kind.body, (x, y), CREAM)
        y += px(kind.body_step)
    if nudge:
        y += px(kind.nudge_gap)
        for line in p.wrap(nudge, kind.body, w, True):
            p.text(surface, line, kind.body, (x, y), NUDGE, True)
            y += px(kind.body_step)
    return y


def draw_buttons(
    surface: pygame.Surface,
    p: Painter,
    px: Callable[[float], int],
    buttons: Sequence[tuple[str, str, pygame.Rect]],
    kind: CoachType,
) -> None:
    for name, label, br in buttons:
        fill = (*GOLD, 255) if name in PRIMARY else (225, 214, 192, 240)
        p.panel(surface, br, fill, (0, 0, 0, 90), 1, 7)
        p.text(surface, label, kind.button, br.center, INK, True, "center", br.w - px(8))


class CoachPanel(Protocol):
    def rect(self) -> pygame.Rect: ...

    def buttons(self) -> list[tuple[str, str, pygame.Rect]]: ...


def coach_click(coach: CoachPanel, pos: tuple[int, int], press: Callable[[str], None]) -> bool:
    """A left click on the coach: its button pressed, or swallowed anywhere on the panel (the
    log under it takes no clicks). False: the click is the table's."""
    for name, _label, rect in coach.buttons():
        if rect.collidepoint(pos):
            press(name)
            return True
    return bool(coach.rect().collidepoint(pos))


class Coached(Protocol):
    """What the coach reads of its tutorial scene (`app/tutorial.py`)."""

    lesson: Lesson[Any]
    nudge: str


class LessonCoach:
    """The coach of a scripted lesson (`lesson.Lesson`): the step counter, what the step says,
    the nudge, the buttons a step allows (Next on a reading step, Skip step on a move, Leave;
    at the end Play a real game and Back to title) and the outlines of the next click.

    Shared because Cursed Gifts' and Siege's coaches were the same panel. A game supplies its
    type sizes (`TYPE`), where the panel goes and its scale (`rect`, `pixels`), its table's
    `painter`, where the next click is (`targets`), when its table previews a move
    (`previewing`), what the coach says around the steps (`WATCH`, `PREVIEW`) and, if its
    table has moments with nothing to press but Leave, `settling` (Siege's dice) with what
    the coach says then (`SETTLING`)."""

    TYPE: ClassVar[CoachType]
    #: What the coach says while the rival plays (its title is "Your Rival's move").
    WATCH: ClassVar[str]
    #: Added to the step's text while the table previews its move.
    PREVIEW: ClassVar[str]
    #: Title and text while a reading step's subject settles (see `settling`).
    SETTLING: ClassVar[tuple[str, str]] = ("", "")

    def __init__(self, scene: Coached) -> None:
        self.scene = scene
        self.text_bottom = 0  # where the last drawn text ended (it must stay above the buttons)

    @property
    def lesson(self) -> Lesson[Any]:
        return self.scene.lesson

    def rect(self) -> pygame.Rect:
        raise NotImplementedError

    def pixels(self) -> Callable[[float], int]:
        """Design units to window pixels, for the window now."""
        raise NotImplementedError

    def painter(self) -> Painter:
        raise NotImplementedError

    def targets(self) -> list[pygame.Rect]:
        """Where the next click goes on screen (as last drawn), outlined."""
        raise NotImplementedError

    def previewing(self) -> bool:
        """The table's preview of the step's move is open, waiting for a confirmation."""
        raise NotImplementedError

    def settling(self) -> bool:
        """A reading step whose subject is still moving: nothing to press but Leave."""
        return False

    def texts(self) -> tuple[str, str]:
        """The title and text shown now."""
        lesson = self.lesson
        step = lesson.step
        if lesson.rival_move() is not None or step is None:
            return "Your Rival's move", self.WATCH
        if lesson.waiting_for_next() and self.settling():
            return self.SETTLING
        if self.previewing():
            return step.title, f"{step.text} {self.PREVIEW}"
        return step.title, step.text

    def labels(self) -> list[tuple[str, str]]:
        """(name, label) of the buttons the lesson allows now, top to bottom."""
        lesson = self.lesson
        if lesson.finished:
            return [("real", "Play a real game"), ("title", "Back to title")]
        if lesson.waiting_for_next() and self.settling():
            return [("leave", "Leave tutorial")]
        if lesson.waiting_for_next():
            return [("next", "Next (Enter)"), ("leave", "Leave tutorial")]
        if lesson.expected() is not None:
            return [("skip", "Skip step (do it for me)"), ("leave", "Leave tutorial")]
        return [("leave", "Leave tutorial")]

    def buttons(self) -> list[tuple[str, str, pygame.Rect]]:
        """(name, label, rect) of the coach's buttons, stacked at its bottom."""
        r = self.rect()
        px = self.pixels()
        pad, h, gap = px(10), px(self.TYPE.button_h), px(self.TYPE.button_gap)
        y = r.bottom - pad - h
        out = []
        for name, label in reversed(self.labels()):
            out.append((name, label, pygame.Rect(r.x + pad, y, r.w - 2 * pad, h)))
            y -= h + gap
        return out[::-1]

    def draw(self, surface: pygame.Surface) -> None:
        p, px = self.painter(), self.pixels()
        counter = f"Tutorial: step {self.lesson.number()} of {len(self.lesson.steps)}"
        self.text_bottom = draw_coach(
            surface,
            p,
            px,
            self.rect(),
            self.targets(),
            counter,
            self.texts(),
            self.scene.nudge,
            self.TYPE,
        )
        draw_buttons(surface, p, px, self.buttons(), self.TYPE)
