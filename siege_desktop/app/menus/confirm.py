"""A yes/no dialog over the current screen (quit, delete a save, overwrite, abandon a game)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from siege_desktop.app import theme
from siege_desktop.app.intents import Intent, Key
from siege_desktop.app.scene import Scene
from siege_desktop.app.widgets import Button, Form, blit_text, dim, panel, to_rect

#: Design pixels from one line of the detail to the next.
DETAIL_STEP = 22

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
        self.lay_out()  # where the buttons are before the first frame (a click may come first)

    def accept(self) -> None:
        # Pop first: the action may itself change the stack (quit, reset to the title).
        self.app.pop()
        self.on_yes()

    def decline(self) -> None:
        self.app.pop()
        if self.on_no:
            self.on_no()

    def handle(self, intent: Intent) -> bool:
        self.lay_out()  # the buttons where the window's size puts them now
        if self.form.handle(intent):
            return True
        if isinstance(intent, Key):
            if intent.key == pygame.K_ESCAPE:
                self.decline()
            elif intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.accept()
        return True  # modal: nothing reaches the screen below

    def detail_lines(self) -> list[str]:
        app = self.app
        width = app.px(480) - app.px(40)
        return app.art.wrap(self.detail, max(6, app.px(16)), width) if self.detail else []

    def lay_out(self) -> pygame.Rect:
        """The box, grown (and the buttons moved down) for a detail of more than two lines,
        so no line ever runs under the buttons."""
        extra = DETAIL_STEP * max(0, len(self.detail_lines()) - 2)
        top = 230 - extra // 2
        self.no_button.rect = (440, top + 150 + extra, 180, 50)
        self.yes_button.rect = (660, top + 150 + extra, 180, 50)
        return to_rect(self.app, (400, top, 480, 230 + extra))

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        dim(surface)
        box = self.lay_out()
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
        for line in self.detail_lines():
            if line:
                blit_text(surface, app, line, (box.centerx, y), 16, theme.PAPER, anchor="midtop")
            y += app.px(DETAIL_STEP)
        self.form.draw(surface)
