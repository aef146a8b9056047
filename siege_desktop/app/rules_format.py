"""The Rules screen's text format, which every game's rules text is written in."""

from __future__ import annotations

from collections.abc import Sequence

import attrs


@attrs.frozen
class Section:
    """A heading and its paragraphs: a paragraph starting with "• " is a bullet, one starting
    with "| " a row of a small table (cells split on " | ")."""

    heading: str
    paragraphs: tuple[str, ...]


def plain_text(sections: Sequence[Section]) -> str:
    """Sections as plain text (for tests and for copying)."""
    out = []
    for section in sections:
        out.append(section.heading.upper())
        out.extend(p.replace("| ", "").replace(" | ", "  ") for p in section.paragraphs)
        out.append("")
    return "\n".join(out)
