"""The action bar: what you can do besides clicking the table, each with its key.

A button is offered only when it means something now; a disabled one says why on hover.
"""

from __future__ import annotations

import attrs
import pygame

from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import CREAM, GLOW, GOLD, INK, MUTED, PANEL, Painter
from siege_desktop.app.table.targets import Hot


@attrs.frozen
class Button:
    id: str  # skip, recycle, pass, confirm, cancel, undo, help, ahead
    label: str
    key: str
    enabled: bool = True
    why: str | None = None  # why it is disabled
    primary: bool = False


def hotspots(layout: Layout, buttons: list[Button]) -> list[tuple[pygame.Rect, Hot]]:
    return [(r, Hot("button", i, i)) for i, r in enumerate(layout.buttons(len(buttons)))]


def draw_bar(
    p: Painter,
    surface: pygame.Surface,
    layout: Layout,
    buttons: list[Button],
    hint: str,
    hover: Hot | None,
) -> None:
    bar = layout.bar()
    p.panel(surface, bar, PANEL, None, 1, 8)
    hint_rect = layout.bar_hint()
    for i, line in enumerate(p.wrap(hint, 13, hint_rect.w)[:3]):
        p.text(surface, line, 13, (hint_rect.x, hint_rect.y + i * p.px(16)), CREAM)
    for i, (b, r) in enumerate(zip(buttons, layout.buttons(len(buttons)), strict=True)):
        hovered = hover is not None and hover.kind == "button" and hover.index == i
        if not b.enabled:
            fill: tuple[int, int, int, int] = (60, 60, 60, 170)
            ink = MUTED
        elif b.primary:
            fill = (*(GLOW if hovered else GOLD), 255)
            ink = INK
        else:
            fill = (250, 243, 228, 255) if hovered else (225, 214, 192, 240)
            ink = INK
        p.panel(surface, r, fill, (0, 0, 0, 90), 1, 7)
        p.text(surface, b.label, 15, (r.x + p.px(12), r.centery), ink, True, "midleft")
        p.text(
            surface,
            b.key,
            12,
            (r.right - p.px(10), r.centery),
            ink if b.enabled else MUTED,
            False,
            "midright",
        )
