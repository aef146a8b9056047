"""The F1 overlay: every shortcut of the table."""

from __future__ import annotations

import pygame

from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD, MUTED, PAPER

SHORTCUTS = (
    ("1 – 5", "play a land of that colour (W U B R G); in a picker, choose that colour"),
    ("S", "skip the land step"),
    ("R", "recycle: draw a land, then discard one"),
    ("P", "pass (only when no main action is possible)"),
    ("U", "undo your last decision this turn (not past a drawn card)"),
    ("Enter / Space", "confirm a discard"),
    ("Backspace", "clear the lands picked for a discard"),
    ("Esc", "cancel a choice; close this help"),
    ("Tab · Space · N · F", "CPU turns: skip ahead · pause · next move · pace"),
    ("F1", "show or hide this help"),
    ("M", "sound on or off"),
    ("Mouse", "click a display gift to claim it, a rival's gift to steal it,"),
    ("", "your gift to wrap it, a building to build it; hover for costs and reasons"),
    ("", "hover or click a seat plate to enlarge it; scroll the log with the wheel"),
)


def draw_help(p: Painter, surface: pygame.Surface, layout: Layout) -> None:
    p.panel(surface, surface.get_rect(), (0, 0, 0, 130), None, 1, 0)
    box = layout.rect(180, 110, 920, 500)
    p.panel(surface, box, (18, 22, 20, 250), (*GOLD, 255), 2, 14)
    p.text(
        surface,
        "Keyboard and mouse",
        22,
        (box.centerx, box.y + layout.px(16)),
        GOLD,
        True,
        "midtop",
    )
    for i, (key, what) in enumerate(SHORTCUTS):
        y = box.y + layout.px(60 + i * 28)
        p.text(surface, key, 15, (box.x + layout.px(40), y), GOLD, True)
        p.text(surface, what, 15, (box.x + layout.px(220), y), PAPER)
    p.text(
        surface,
        "Click or press Esc to close",
        12,
        (box.centerx, box.bottom - layout.px(12)),
        MUTED,
        anchor="midbottom",
    )
