"""Pass-and-play handoff: a screen that hides every hand until the next player is ready."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from siege_desktop.app.intents import Click, Intent, Key
from siege_desktop.app.scene import Scene
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD, MUTED, PAPER

if TYPE_CHECKING:
    from siege_desktop.app.shell import App


class HandoffScene(Scene):
    """Opaque, so nothing of the table (and no hand) is drawn while it shows."""

    opaque = True
    passes_input = False

    def __init__(self, app: App, name: str, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready
        self.done = False
        self._painter: Painter | None = None

    def _confirm(self) -> None:
        if self.done:
            return
        self.done = True
        self.app.pop()
        self.on_ready()

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Click) and intent.button == 1:
            self._confirm()
            return True
        if isinstance(intent, Key):
            if intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self._confirm()
            return intent.key != pygame.K_ESCAPE
        return False

    def draw(self, surface: pygame.Surface) -> None:
        layout = Layout(surface.get_size(), ())
        if self._painter is None or self._painter.scale != layout.scale:
            self._painter = Painter(self.app.art, layout.scale)
        p = self._painter
        surface.blit(self.app.art.felt(surface.get_size()), (0, 0))
        box = layout.rect(340, 220, 600, 260)
        p.panel(surface, box, (20, 26, 22, 230), (*GOLD, 255), 2, 14)
        back = layout.rect(615, 236, 50, 70)
        surface.blit(self.app.art.card_back(back.size), back)
        p.text(
            surface,
            f"Pass to {self.name}",
            30,
            (box.centerx, box.y + layout.px(100)),
            GOLD,
            True,
            "midtop",
            box.width - layout.px(40),  # a long name gets an ellipsis, never a wide surface
        )
        p.text(
            surface,
            "Every hand is hidden. Everyone else, look away.",
            16,
            (box.centerx, box.y + layout.px(150)),
            PAPER,
            False,
            "midtop",
        )
        p.text(
            surface,
            f"{self.name}: click or press Enter when ready",
            16,
            (box.centerx, box.y + layout.px(180)),
            PAPER,
            True,
            "midtop",
            box.width - layout.px(40),
        )
        p.text(
            surface,
            "Siege Desktop · pass-and-play",
            12,
            (box.centerx, box.bottom - layout.px(24)),
            MUTED,
            False,
            "midtop",
        )
