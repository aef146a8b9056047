"""Text bound for the screen: cleaned once, shortened in log time, wrapped to a width."""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from typing import Any, Protocol

ELLIPSIS = "…"
REPLACEMENT = "\ufffd"
#: Longest line ever rendered: far wider than any window, short enough to render quickly.
MAX_LINE = 1000
#: Longest text ever wrapped, in characters: more than any text the app shows in full.
MAX_WRAP = 20 * MAX_LINE

# Control characters (C0, DEL, C1) cannot be rendered (a NUL stops pygame outright) and lone
# surrogates cannot even be encoded for the font renderer.
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


class Measures(Protocol):
    """What fitting needs of a font: the pixel size of a string (pygame.font.Font has it)."""

    def size(self, text: str, /) -> tuple[int, int]: ...


def clean(text: str, limit: int | None = None) -> str:
    """`text` with control characters and lone surrogates replaced, cut to `limit` characters."""
    if limit is not None and len(text) > limit:
        text = text[:limit]
    if text.isascii() and text.isprintable():  # the common case: nothing to scan for
        return text
    return _UNPRINTABLE.sub(REPLACEMENT, text)


def fit(font: Measures, text: str, width: int) -> str:
    """`text` (cleaned) shortened with an ellipsis to fit `width` pixels.

    A binary search on the number of characters kept: about log2(len) measurements, each of
    at most `width` characters (no glyph is narrower than a pixel), so a name of 100,000
    characters costs what one of a few hundred does.
    """
    width = max(0, int(width))
    text = clean(text, max(1, width) + 1 if len(text) > width + 1 else None)
    if font.size(text)[0] <= width:
        return text
    lo, hi = 0, len(text) - 1  # `lo` characters always fit (with the ellipsis), `hi`+1 never
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font.size(text[:mid] + ELLIPSIS)[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo] + ELLIPSIS


def wrap(font: Measures, text: str, width: int) -> list[str]:
    """`text` (cleaned) split into lines no wider than `width` pixels.

    Each newline starts a paragraph (an empty one is an empty line); a word wider than
    `width` stays whole on its own line, for the caller to fit.
    """
    lines: list[str] = []
    for paragraph in text[:MAX_WRAP].split("\n"):
        line = ""
        for word in clean(paragraph).split():
            trial = f"{line} {word}" if line else word
            if line and font.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def share_width(widths: Sequence[int], total: int) -> list[int]:
    """Room for texts side by side whose natural widths are `widths`, within `total`: each
    short one keeps all it needs and the long ones share the rest evenly, so only the
    texts that really do not fit are cut (and by as little as can be)."""
    out = list(widths)
    if sum(widths) <= total:
        return out
    order = sorted(range(len(widths)), key=lambda i: widths[i])
    left, count = total, len(widths)
    for i in order:
        fair = left // count
        out[i] = min(widths[i], fair)
        left -= out[i]
        count -= 1
    return out


def spread_columns(xs: Sequence[float], needs: Sequence[float], right: float) -> list[float]:
    """Column positions (left edges, left to right) moved right where a column's widest value
    (`needs`) would not fit before the next one, using the room later columns leave and the
    room before `right`, nearest first: a value is cut only when the room is really missing."""
    out = list(xs)
    for i in range(len(out) - 1):
        short = needs[i] - (out[i + 1] - out[i])
        if short <= 0:
            continue
        slack = sum(max(0.0, out[j + 1] - out[j] - needs[j]) for j in range(i + 1, len(out) - 1))
        slack += max(0.0, right - out[-1] - needs[-1])
        move = min(short, slack)
        if move <= 0:
            continue
        # Push the later columns: each keeps at most the room it needs (or had, if short).
        gaps = [out[j + 1] - out[j] for j in range(len(out) - 1)]
        moved = out[i + 1] + move
        for j in range(i + 1, len(out)):
            moved = max(out[j], moved)
            out[j] = moved
            if j < len(gaps):
                moved += min(needs[j], gaps[j])
    return out


def wrap_even(font: Measures, text: str, width: int) -> list[str]:
    """`wrap` into as few lines as at `width`, but as even as they can be: the narrowest
    width that needs no more lines, so a last line is never one word left alone."""
    lines = wrap(font, text, width)
    if len(lines) < 2:
        return lines
    low, high = 1, width
    while low < high:  # the narrowest width that keeps the line count
        mid = (low + high) // 2
        if len(wrap(font, text, mid)) <= len(lines) and all(
            font.size(line)[0] <= mid for line in wrap(font, text, mid)
        ):
            high = mid
        else:
            low = mid + 1
    return wrap(font, text, high)


@functools.cache
def _dictionary() -> Any:
    """US English hyphenation patterns (a `pyphen.Pyphen`, whose bundled dictionary is read
    on first use), or None when they cannot be read: words then break where they must."""
    try:
        import pyphen  # reads its dictionaries folder on import: only when first needed

        return pyphen.Pyphen(lang="en_US")
    except (ImportError, KeyError, OSError, ValueError):
        return None


def _heads(word: str) -> list[str]:
    """Where `word` may break, longest head first: the dictionary's points (two letters at
    least before, three after), then every point, for a word the dictionary cannot split."""
    d = _dictionary()
    heads = [head for head, _tail in d.iterate(word)] if d is not None else []
    return heads + [word[:k] for k in range(len(word) - 3, 1, -1)]


def hyphenate(font: Measures, text: str, width: int) -> str:
    """`text` with each word wider than `width` pixels broken by hyphens into parts that fit,
    so `wrap` can lay them on lines of their own: a long name on a small card reads
    "Protec- tion" rather than "Protect…". Breaks follow the dictionary ("Emer- gency") where
    one fits; a word it cannot split breaks at the longest head that fits."""
    out: list[str] = []
    for word in text.split(" "):
        while font.size(word)[0] > width and len(word) >= 5:
            fitting = [h for h in _heads(word) if font.size(h + "-")[0] <= width]
            cut = len(fitting[0]) if fitting else 2
            out.append(word[:cut] + "-")
            word = word[cut:]
        out.append(word)
    return " ".join(out)
