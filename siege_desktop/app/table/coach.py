"""The coach panel that a game's tutorial draws beside its table: the step counter, the
step's heading and text, a nudge after a wrong move, its buttons, and an outline around
each place the next click goes. Cursed Gifts and Siege draw it at their own type sizes."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Protocol

import attrs
import pygame

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
    for rect in targets:
        grow = px(kind.outline_grow)
        p.panel(surface, rect.inflate(grow, grow), (0, 0, 0, 0), OUTLINE, 3, kind.outline_radius)
    p.panel(surface, panel, (18, 26, 22, 255), (*GOLD, 255), 2, 10)
    pad = px(12)
    x, y, w = panel.x + pad, panel.y + pad, panel.w - 2 * pad
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
