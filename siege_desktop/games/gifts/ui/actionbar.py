"""The action bar: what you can do besides clicking the table, each with its key.

A command is offered only when it means something now; a disabled one says why on hover.
Each is drawn as the toolkit's button (`widgets.draw_button`), the same as in the menus.
"""

from __future__ import annotations

import attrs
import pygame

from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import PANEL_GLASS, PAPER
from siege_desktop.app.widgets import Face, draw_button
from siege_desktop.games.gifts.ui.targets import Hot, Spot


@attrs.frozen
class Command:
    """One entry of the bar: what it does (`id`), its label and key, and why it is off."""

    id: str  # skip, recycle, pass, confirm, cancel, undo, help, ahead
    label: str
    key: str
    enabled: bool = True
    why: str | None = None  # why it is disabled
    primary: bool = False


def hotspots(layout: Layout, buttons: list[Command]) -> list[tuple[pygame.Rect, Hot]]:
    return [(r, Hot(Spot.BUTTON, i, i)) for i, r in enumerate(layout.buttons(len(buttons)))]


def draw_bar(
    p: Painter,
    surface: pygame.Surface,
    layout: Layout,
    buttons: list[Command],
    hint: str,
    hover: Hot | None,
) -> None:
    bar = layout.bar()
    p.panel(surface, bar, PANEL_GLASS, None, 1, 8)
    hint_rect = layout.bar_hint()
    for i, line in enumerate(p.wrap(hint, 13, hint_rect.w)[:3]):
        p.text(surface, line, 13, (hint_rect.x, hint_rect.y + i * p.px(16)), PAPER)
    for i, (b, r) in enumerate(zip(buttons, layout.buttons(len(buttons)), strict=True)):
        hovered = hover is not None and hover.kind == Spot.BUTTON and hover.index == i
        face = Face(b.enabled, b.primary, hovered)
        draw_button(surface, p, r, b.label, face, size=15, key=b.key)
        if p.trace is not None:
            p.trace.append((b.label, r, None))
