"""The table's help (F1): every shortcut of the game at the table, over the dimmed table.

Each game names its rows in its `TableUI.shortcuts`; the frame opens this overlay with F1 or a
Help button. While it shows, the table below neither moves nor takes input (a CPU seat waits:
nothing happens that the reader would miss), and a click, Esc or F1 closes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

import pygame

from siege_desktop.app.intents import Click, Intent, Key
from siege_desktop.app.scene import Scene
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD, MUTED, PAPER

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

#: One row: the keys (empty for a line that goes on from the row above) and what they do.
Shortcut = tuple[str, str]

TITLE: Final = "Keyboard and mouse"
CLOSE: Final = "Click or press Esc to close"
#: The rows every table shares, after the game's own (the frame handles these keys).
FRAME_ROWS: Final[tuple[Shortcut, ...]] = (
    ("Tab · Space · N · F", "CPU turns: skip ahead · pause · next move · pace"),
    ("Esc", "cancel a choice; with none, the game menu (save, rules, leave)"),
    ("F1", "show or hide this help"),
    ("M", "sound on or off"),
    ("Home · End · wheel", "game log: its first lines · the newest · scroll"),
)

# The box in design units (1280×720): rows at ROW apart under the title, the box's height
# following the number of rows so a short list gets no empty panel.
BOX_X, BOX_W = 180, 920
ROW = 28
TOP = 60
FOOT = 46
KEY_X, WHAT_X = 40, 240


def box_height(rows: int) -> int:
    return TOP + rows * ROW + FOOT


class HelpScene(Scene):
    """An overlay: the table shows through, dimmed; every input stops here."""

    opaque = False
    passes_input = False

    def __init__(self, app: App, rows: Sequence[Shortcut]) -> None:
        super().__init__(app)
        self.rows = tuple(rows)
        self.closed = False
        self._painter: Painter | None = None

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.app.pop()

    def handle(self, intent: Intent) -> bool:
        closing = isinstance(intent, Click) or (
            isinstance(intent, Key) and intent.key in (pygame.K_ESCAPE, pygame.K_F1)
        )
        if closing:
            self.close()
        return True  # modal: nothing reaches the table while its help shows

    def draw(self, surface: pygame.Surface) -> None:
        layout = Layout(surface.get_size(), ())
        if self._painter is None or self._painter.scale != layout.scale:
            self._painter = Painter(self.app.art, layout.scale)
        p = self._painter
        p.panel(surface, surface.get_rect(), (0, 0, 0, 130), None, 1, 0)
        h = min(box_height(len(self.rows)), 700)
        box = layout.rect(BOX_X, (720 - h) / 2, BOX_W, h)
        p.panel(surface, box, (18, 22, 20, 250), (*GOLD, 255), 2, 14)
        p.text(surface, TITLE, 22, (box.centerx, box.y + layout.px(16)), GOLD, True, "midtop")
        key_w = layout.px(WHAT_X - KEY_X - 12)
        what_w = box.w - layout.px(WHAT_X + KEY_X)
        for i, (key, what) in enumerate(self.rows):
            y = box.y + layout.px(TOP + i * ROW)
            p.text(surface, key, 15, (box.x + layout.px(KEY_X), y), GOLD, True, max_width=key_w)
            p.text(surface, what, 15, (box.x + layout.px(WHAT_X), y), PAPER, max_width=what_w)
        p.text(
            surface, CLOSE, 12, (box.centerx, box.bottom - layout.px(12)), MUTED, anchor="midbottom"
        )
