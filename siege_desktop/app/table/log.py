"""The game log: every event as the sentence the viewer may read, newest at the bottom.

Any game's events (`core.protocol.GameEvent`): lines come from `text_for(viewer)`, so another
seat's private details (a drawn land, a drawn card) never appear; wrapped lines are cached per
event and viewer, so a frame only blits.
"""

from __future__ import annotations

import pygame

from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD, MUTED, PANEL_GLASS, PAPER, RGB
from siege_desktop.core.protocol import GameEvent

FONT = 12.5
LINE = 17
QUIET = frozenset({"tap", "refill", "reshuffle"})
# Kinds drawn as headings: a new turn, a new round, the end (any game's kinds of those names).
HEADINGS = frozenset({"turn", "round", "end", "supply-empty", "time", "eliminate"})


class LogPanel:
    def __init__(self) -> None:
        self.scroll = 0  # lines scrolled back from the newest
        self.marked: tuple[int, int] | None = None  # events [first, last) of the CPU move shown
        self._lines: dict[tuple[int, int | None, int], list[tuple[str, RGB, bool]]] = {}

    def clear(self) -> None:
        self._lines.clear()

    def on_wheel(self, dy: int) -> None:
        self.scroll = max(0, self.scroll + dy * 3)

    def _event_lines(
        self, p: Painter, i: int, event: GameEvent, viewer: int | None, width: int
    ) -> list[tuple[str, RGB, bool]]:
        key = (i, viewer, width)
        got = self._lines.get(key)
        if got is None:
            text = event.text_for(viewer)
            if event.kind in HEADINGS:
                colour, bold = GOLD, True
            elif event.kind in QUIET:
                colour, bold = MUTED, False
            else:
                colour, bold = PAPER, False
            wrapped = p.wrap(text, FONT, width, bold)
            got = [
                (line if j == 0 else "   " + line, colour, bold) for j, line in enumerate(wrapped)
            ]
            self._lines[key] = got
        return got

    def draw(
        self,
        p: Painter,
        surface: pygame.Surface,
        rect: pygame.Rect,
        events: list[GameEvent],
        viewer: int | None,
        panel: bool = True,
    ) -> None:
        """`panel`: fill the panel first (False where the background already has it)."""
        if panel:
            p.panel(surface, rect, PANEL_GLASS, None, 1, 8)
        p.text(surface, "Game log", 13, (rect.x + p.px(10), rect.y + p.px(6)), GOLD, True)
        top = rect.y + p.px(26)
        line_h = p.px(LINE)
        fits = max(1, (rect.bottom - top - p.px(6)) // line_h)
        width = rect.w - p.px(20)
        # Gather only as many recent events as can show (plus the scrolled-back part).
        need = fits + self.scroll
        lines: list[tuple[str, RGB, bool]] = []
        marks: list[bool] = []
        lo, hi = self.marked or (0, 0)
        i = len(events) - 1
        while i >= 0 and len(lines) < need:
            got = self._event_lines(p, i, events[i], viewer, width)
            lines[0:0] = got
            marks[0:0] = [lo <= i < hi] * len(got)
            i -= 1
        if i < 0:
            self.scroll = min(self.scroll, max(0, len(lines) - fits))
        end = len(lines) - self.scroll
        shown = lines[max(0, end - fits) : end]
        marked = marks[max(0, end - fits) : end]
        for k, (text, colour, bold) in enumerate(shown):
            if marked[k]:  # the lines of the CPU move in the banner
                band = pygame.Rect(rect.x + p.px(4), top + k * line_h, rect.w - p.px(8), line_h)
                p.panel(surface, band, (*GOLD, 60), None, 1, 3)
            p.text(surface, text, FONT, (rect.x + p.px(10), top + k * line_h), colour, bold)
        if self.scroll:
            p.text(
                surface,
                "scrolled back",
                11,
                (rect.right - p.px(8), rect.y + p.px(8)),
                MUTED,
                anchor="topright",
            )
