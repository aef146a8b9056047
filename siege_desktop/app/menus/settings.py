"""The Settings screen (being built: for now a title and a way back)."""

from __future__ import annotations

from siege_desktop.app.menus.base import MenuScene
from siege_desktop.app.widgets import Button


class SettingsScene(MenuScene):
    title = "Settings"

    def build(self) -> None:
        self.form.add(Button((540, 590, 200, 50), "Back", self.back))
