"""The game menu over the table (Esc): resume, save under a name, rules, settings, leave."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from siege_desktop.app import saves, theme
from siege_desktop.app.intents import Intent, Key
from siege_desktop.app.menus.confirm import ConfirmScene
from siege_desktop.app.scene import Scene
from siege_desktop.app.widgets import (
    Button,
    Form,
    Label,
    TextField,
    blit_text,
    dim,
    panel,
    to_rect,
)

if TYPE_CHECKING:
    from siege_desktop.app.session import GameSession
    from siege_desktop.app.shell import App


class Overlay(Scene):
    """A modal panel over the scene below, which shows through dimmed."""

    opaque = False
    box = (440, 150, 400, 420)
    heading = ""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.form = Form(app)

    def handle(self, intent: Intent) -> bool:
        if self.form.handle(intent):
            return True
        if isinstance(intent, Key):
            if intent.key == pygame.K_ESCAPE:
                self.app.pop()
            elif intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.confirm()
        return True  # modal

    def confirm(self) -> None:
        """Enter with nothing focused that takes it."""

    def animating(self) -> bool:
        return isinstance(self.form.focus, TextField)  # its caret blinks

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        dim(surface)
        box = to_rect(app, self.box)
        panel(surface, app, box)
        blit_text(
            surface,
            app,
            self.heading,
            (box.centerx, box.y + app.px(36)),
            26,
            theme.GOLD,
            bold=True,
            anchor="center",
        )
        self.form.draw(surface)


class GameMenuScene(Overlay):
    heading = "Game menu"
    box = (470, 130, 340, 400)

    def __init__(self, app: App, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        x, w, h, y = 500.0, 280.0, 50.0, 196.0
        for label, action in (
            ("Resume", self.app.pop),
            ("Save game…", self.save),
            ("Rules", self.rules),
            ("Settings", self.settings),
            ("Main menu", self.leave_game),
        ):
            self.form.add(Button((x, y, w, h), label, action, primary=label == "Resume"))
            y += h + 12
        self.form.focus = self.form.widgets[0]

    def confirm(self) -> None:
        self.app.pop()

    def save(self) -> None:
        self.app.replace(SaveGameScene(self.app, self.session))

    def rules(self) -> None:
        from siege_desktop.app.menus.rules import RulesScene

        self.app.push(RulesScene.for_game(self.app, self.session.game))

    def settings(self) -> None:
        from siege_desktop.app.menus.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def leave_game(self) -> None:
        self.app.push(
            ConfirmScene(
                self.app,
                "Leave this game?",
                self.app.open_title,
                yes="Main menu",
                detail="It is autosaved: Continue on the title screen resumes it.",
            )
        )


class SaveGameScene(Overlay):
    """Save the game under a name; an existing name is only replaced after asking."""

    heading = "Save game"
    box = (390, 200, 500, 300)

    def __init__(self, app: App, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        self.name = time.strftime("Game %Y-%m-%d %H%M")
        self.form.add(Label((420, 262, 440, 30), "Name", size=16, colour=theme.MUTED))
        field = TextField(
            (420, 294, 440, 46),
            lambda: self.name,
            self.set_name,
            max_len=40,
            placeholder="a name for this save",
            # Any letter or sign, as typed (René, 2/3): only the file's name is made safe.
        )
        self.form.add(field)
        self.form.add(Button((420, 420, 200, 52), "Cancel", self.app.pop))
        self.form.add(Button((660, 420, 200, 52), "Save", self.save, primary=True))
        self.form.focus = field

    def set_name(self, value: str) -> None:
        self.name = value

    def confirm(self) -> None:
        self.save()

    def save(self) -> None:
        name = self.name.strip()
        if not name:
            self.app.toast("Give the save a name.")
            return
        path = saves.named_save_path(name)
        if path.exists():
            # Names that differ only in spaces or signs share a file: name the one replaced.
            old = saves.describe(path).name
            self.app.push(
                ConfirmScene(
                    self.app,
                    f"Replace the save “{old}”?",
                    lambda: self.write(name, overwrite=True),
                    yes="Replace",
                    detail="The older save with this name will be lost.",
                )
            )
            return
        self.write(name, overwrite=False)

    def write(self, name: str, *, overwrite: bool) -> None:
        try:
            saves.write_named(self.session, name, overwrite=overwrite)
        except saves.SaveError as exc:
            self.app.toast(str(exc), 5.0)
            return
        if self.app.top is self:
            self.app.pop()
        self.app.toast(f"Saved as “{name}”.")
