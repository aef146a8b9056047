"""Where the toasts go: a stack of short messages that never covers a button of the screen
under them (the title's About and Quit at the bottom, for one), at every window size.

The stack is tried in places from the most usual to the least: centred along the bottom,
then in the free strip to the right or the left of every button, then above the highest
button. Each place wraps the messages to its width, so a long one (a path set aside) stays
inside its box. The wrapped lines are kept (`Wraps`): a toast shows for seconds, drawn every
frame, and is wrapped once per place and window size.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs
import pygame

from siege_desktop.app import textfit
from siege_desktop.core.memo import Memo


@attrs.frozen
class Placed:
    """One toast: its box and its lines, each line's top-left in window pixels."""

    box: pygame.Rect
    lines: tuple[tuple[str, tuple[int, int]], ...]


class Wraps:
    """Each toast's lines by (font, text, room): wrapping measures the text word by word,
    which a frame need not pay again for a toast already shown. Bounded (`core.memo.Memo`):
    a new window size or a new toast wraps afresh, once."""

    SIZE = 64

    def __init__(self) -> None:
        self._lines: Memo[tuple[str, ...]] = Memo(self.SIZE)
        self.made = 0  # how many wraps were worked out (the tests count them)

    def lines(self, font: textfit.Measures, text: str, room: int) -> tuple[str, ...]:
        key = (font, text, room)
        found = self._lines.get(key)
        if found is None:
            found = tuple(textfit.fit(font, line, room) for line in textfit.wrap(font, text, room))
            self._lines.put(key, found)
            self.made += 1
        return found


@attrs.frozen
class Metrics:
    """Sizes in window pixels: the message's padding, the gap between toasts and from the
    edges, and the narrowest strip worth wrapping into."""

    pad_x: int
    pad_y: int
    gap: int
    margin: int
    narrowest: int


def _stack(
    font: textfit.Measures,
    texts: Sequence[str],
    left: int,
    right: int,
    bottom: int,
    m: Metrics,
    wraps: Wraps,
) -> list[Placed]:
    """The toasts wrapped to the strip [left, right), the newest lowest, stacked upward."""
    out: list[Placed] = []
    y = bottom
    room = max(1, right - left - 2 * m.pad_x)
    line_h = font.size("Hg")[1]
    for text in reversed(texts):
        lines = wraps.lines(font, text, room)
        width = max(font.size(line)[0] for line in lines) + 2 * m.pad_x
        box = pygame.Rect(0, 0, min(right - left, width), len(lines) * line_h + 2 * m.pad_y)
        box.midbottom = ((left + right) // 2, y)
        spots = tuple(
            (line, (box.x + m.pad_x, box.y + m.pad_y + i * line_h)) for i, line in enumerate(lines)
        )
        out.append(Placed(box, spots))
        y = box.top - m.gap
    return out[::-1]


def place_toasts(
    font: textfit.Measures,
    texts: Sequence[str],
    size: tuple[int, int],
    bottom: int,
    keep_clear: Sequence[pygame.Rect],
    m: Metrics,
    rather_clear: Sequence[pygame.Rect] = (),
    wraps: Wraps | None = None,
) -> list[Placed]:
    """The toasts' boxes (oldest first): the first place where none covers a rectangle of
    `keep_clear` and all stay inside the window; the bottom row if no place is free. The
    strips beside `rather_clear` too (a menu's panel) are tried before those beside the
    buttons alone. `wraps`: the lines already wrapped (the shell keeps one for its run)."""
    wraps = wraps if wraps is not None else Wraps()
    w, _h = size
    strips = [(m.margin, w - m.margin, bottom)]  # (left, right, bottom) of each place
    for around in ([*keep_clear, *rather_clear], list(keep_clear)):
        if not around:
            continue
        right_of = max(r.right for r in around) + m.gap
        left_of = min(r.left for r in around) - m.gap
        if w - m.margin - right_of >= m.narrowest:
            strips.append((right_of, w - m.margin, bottom))
        if left_of - m.margin >= m.narrowest:
            strips.append((m.margin, left_of, bottom))
    if keep_clear:
        strips.append((m.margin, w - m.margin, min(r.top for r in keep_clear) - m.gap))
    first: list[Placed] | None = None
    for left, right, low in strips:
        placed = _stack(font, texts, left, right, low, m, wraps)
        first = first if first is not None else placed
        inside = all(p.box.top >= m.margin // 2 for p in placed)
        if inside and not any(p.box.colliderect(r) for p in placed for r in keep_clear):
            return placed
    assert first is not None
    return first
