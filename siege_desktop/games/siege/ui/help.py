"""Siege's rows of the table help (F1): its keys and what the mouse does."""

from __future__ import annotations

from typing import Final

SHORTCUTS: Final[tuple[tuple[str, str], ...]] = (
    ("Arrows · Enter", "move over the squares (the piles in the draft) · click there"),
    ("1-9", "choose a pile, a card of your hand or a unit to place"),
    ("D · E", "draw to 5 · end summoning, moving, or the turn"),
    ("Enter · Esc", "confirm the attack shown · cancel the choice"),
    ("U · T · H", "undo your step (up to the first die) · turn the board · suggest a step"),
)
MOUSE: Final[tuple[str, ...]] = (
    "Click a pile to pick or draft it; a card of your hand, then a lit square, to summon.",
    "Click your unit: green squares it can reach (hover for the path), red targets.",
    "Click a target for its preview; again (or Enter) rolls. Right click cancels.",
    "Hover a unit or a pile for its card and damage; the wheel scrolls the log.",
)
