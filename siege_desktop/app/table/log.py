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
INDENT = "   "  # before a wrapped event's continuation lines
QUIET = frozenset({"tap", "refill", "reshuffle"})
# Kinds drawn as headings: a new turn, a new round, the end (any game's kinds of those names).
HEADINGS = frozenset({"turn", "round", "end", "supply-empty", "time", "eliminate"})


class LogPanel:
    def __init__(self) -> None:
        self.scroll = 0  # lines scrolled back from the newest
        #: Lines down from the very first (after Home), or None: counted from the newest.
        #: Home reads the start of a long game without wrapping all of it.
        self.first: int | None = None
        self.marked: tuple[int, int] | None = None  # events [first, last) of the CPU move shown
        self._lines: dict[tuple[int, int | None, int], list[tuple[str, RGB, bool]]] = {}

    def clear(self) -> None:
        self._lines.clear()

    def on_wheel(self, dy: int) -> None:
        if self.first is not None:
            self.first = max(0, self.first - dy * 3)
            return
        self.scroll = max(0, self.scroll + dy * 3)

    def home(self) -> None:
        """Home: the game's first lines."""
        self.first, self.scroll = 0, 0

    def end(self) -> None:
        """End: back to the newest lines (and following them)."""
        self.first, self.scroll = None, 0

    def position(self) -> object:
        """What a cached drawing of the log depends on, besides the events."""
        return (self.scroll, self.first)

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
            first, *rest = p.wrap(text, FONT, width, bold)
            got = [(first, colour, bold)]
            if rest:
                # The continuation lines are indented: they wrap in what the indent leaves.
                indent = p.art.font(p.px(FONT), bold).size(INDENT)[0]
                more = p.wrap(" ".join(rest), FONT, width - indent, bold)
                got += [(INDENT + line, colour, bold) for line in more]
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
        width = rect.w - p.px(24)  # room for the scrollbar at the right
        lo, hi = self.marked or (0, 0)
        if self.first is not None:
            shown, marked, span = self._from_start(p, events, viewer, width, fits, lo, hi)
        else:
            shown, marked, span = self._from_end(p, events, viewer, width, fits, lo, hi)
        for k, (text, colour, bold) in enumerate(shown):
            if marked[k]:  # the lines of the CPU move in the banner
                band = pygame.Rect(rect.x + p.px(4), top + k * line_h, rect.w - p.px(8), line_h)
                p.panel(surface, band, (*GOLD, 60), None, 1, 3)
            p.text(surface, text, FONT, (rect.x + p.px(10), top + k * line_h), colour, bold)
        if self.scroll or self.first is not None:
            p.text(
                surface,
                "Home: start · End: newest",
                11,
                (rect.right - p.px(8), rect.y + p.px(8)),
                MUTED,
                anchor="topright",
            )
        self._draw_bar(surface, p, rect, top, len(events), span)

    def _draw_bar(
        self,
        surface: pygame.Surface,
        p: Painter,
        rect: pygame.Rect,
        top: int,
        count: int,
        span: tuple[int, int],
    ) -> None:
        """A scrollbar at the right edge: where the lines shown sit in the whole game (by
        events, so the whole log need not be wrapped to draw it)."""
        if count == 0 or (span[0] == 0 and span[1] >= count):
            return  # everything is in view
        track = pygame.Rect(rect.right - p.px(9), top, p.px(5), rect.bottom - top - p.px(6))
        pygame.draw.rect(surface, (70, 84, 76), track, 0, p.px(2))
        y0 = track.y + track.h * span[0] // count
        y1 = track.y + track.h * span[1] // count
        thumb = pygame.Rect(track.x, y0, track.w, max(p.px(12), y1 - y0))
        thumb.bottom = min(thumb.bottom, track.bottom)
        pygame.draw.rect(surface, MUTED, thumb, 0, p.px(2))

    def _from_end(
        self,
        p: Painter,
        events: list[GameEvent],
        viewer: int | None,
        width: int,
        fits: int,
        lo: int,
        hi: int,
    ) -> tuple[list[tuple[str, RGB, bool]], list[bool], tuple[int, int]]:
        # Gather only as many recent events as can show (plus the scrolled-back part).
        need = fits + self.scroll
        lines: list[tuple[str, RGB, bool]] = []
        marks: list[bool] = []
        owners: list[int] = []
        i = len(events) - 1
        while i >= 0 and len(lines) < need:
            got = self._event_lines(p, i, events[i], viewer, width)
            lines[0:0] = got
            marks[0:0] = [lo <= i < hi] * len(got)
            owners[0:0] = [i] * len(got)
            i -= 1
        if i < 0:
            self.scroll = min(self.scroll, max(0, len(lines) - fits))
        end = len(lines) - self.scroll
        start = max(0, end - fits)
        span = (owners[start], owners[end - 1] + 1) if end > start else (0, 0)
        return lines[start:end], marks[start:end], span

    def _from_start(
        self,
        p: Painter,
        events: list[GameEvent],
        viewer: int | None,
        width: int,
        fits: int,
        lo: int,
        hi: int,
    ) -> tuple[list[tuple[str, RGB, bool]], list[bool], tuple[int, int]]:
        assert self.first is not None
        need = self.first + fits
        lines: list[tuple[str, RGB, bool]] = []
        marks: list[bool] = []
        owners: list[int] = []
        i = 0
        while i < len(events) and len(lines) < need:
            got = self._event_lines(p, i, events[i], viewer, width)
            lines += got
            marks += [lo <= i < hi] * len(got)
            owners += [i] * len(got)
            i += 1
        if i >= len(events) and len(lines) <= need:
            # Scrolled down to the newest lines: follow them again.
            self.first = None
            self.scroll = 0
            return self._from_end(p, events, viewer, width, fits, lo, hi)
        start = min(self.first, max(0, len(lines) - fits))
        end = start + fits
        span = (owners[start], owners[min(end, len(owners)) - 1] + 1) if owners else (0, 0)
        return lines[start:end], marks[start:end], span
