"""A yes/no dialog over the current screen (quit, delete a save, overwrite, abandon a game)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from siege_desktop.app import theme
from siege_desktop.app.intents import Intent, Key
from siege_desktop.app.scene import Scene
from siege_desktop.app.widgets import Button, Form, blit_text, dim, panel, to_rect

if TYPE_CHECKING:
    from siege_desktop.app.shell import App


class ConfirmScene(Scene):
    """Enter says yes, Esc says no; the screen below shows through, dimmed."""

    opaque = False

    def __init__(
        self,
        app: App,
        question: str,
        on_yes: Callable[[], None],
        *,
        yes: str = "Yes",
        no: str = "Cancel",
        detail: str = "",
        on_no: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.question = question
        self.detail = detail
        self.on_yes = on_yes
        self.on_no = on_no
        self.form = Form(app)
        self.yes_button = Button((660, 380, 180, 50), yes, self.accept, primary=True)
        self.no_button = Button((440, 380, 180, 50), no, self.decline)
        self.form.add(self.no_button)
        self.form.add(self.yes_button)
        self.form.focus = self.yes_button

    def accept(self) -> None:
        # Pop first: the action may itself change the stack (quit, reset to the title).
        self.app.pop()
        self.on_yes()

    def decline(self) -> None:
        self.app.pop()
        if self.on_no:
            self.on_no()

    def handle(self, intent: Intent) -> bool:
        if self.form.handle(intent):
            return True
        if isinstance(intent, Key):
            if intent.key == pygame.K_ESCAPE:
                self.decline()
            elif intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.accept()
        return True  # modal: nothing reaches the screen below

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        dim(surface)
        box = to_rect(app, (400, 230, 480, 230))
        panel(surface, app, box)
        blit_text(
            surface,
            app,
            self.question,
            (box.centerx, box.y + app.px(50)),
            24,
            theme.GOLD,
            bold=True,
            anchor="center",
        )
        y = box.y + app.px(90)
        for line in app.art.wrap(self.detail, max(6, app.px(16)), box.width - app.px(40)):
            if line:
                blit_text(surface, app, line, (box.centerx, y), 16, theme.PAPER, anchor="midtop")
            y += app.px(22)
        self.form.draw(surface)
