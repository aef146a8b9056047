"""The Load screen: the autosave and named saves with date and summary; load or delete."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from siege_desktop.app import saves, theme
from siege_desktop.app.intents import Intent, Key
from siege_desktop.app.menus.base import MenuScene
from siege_desktop.app.menus.confirm import ConfirmScene
from siege_desktop.app.widgets import Button, ListView, blit_text, to_rect

if TYPE_CHECKING:
    from siege_desktop.app.shell import App


NO_SAVES = "No saved games yet. Games are autosaved as you play."


class LoadScene(MenuScene):
    title = "Load a game"
    panel_rect = (140, 30, 1000, 660)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.entries: list[saves.SaveInfo] = []
        self.list = ListView(
            (180, 100, 920, 464),
            self.rows,
            on_activate=lambda _i: self.load_selected(),
            empty=NO_SAVES,
        )

    def refresh(self) -> None:
        """Read the folder again (after a delete, or when coming back to this screen)."""
        self.list.empty = NO_SAVES
        try:
            self.entries, moved = saves.set_aside_damaged(saves.list_saves())
        except OSError as exc:  # the named saves cannot be listed: not "no saves"
            self.list.empty = f"The saves folder cannot be read ({exc.strerror or exc})."
            self.app.toast(self.list.empty, 6.0)
            try:
                self.entries, moved = saves.set_aside_damaged(saves.list_saves(include_named=False))
            except OSError:
                self.entries, moved = [], []
        if moved:
            # Damaged files leave the list (no row the player can do nothing with) but are
            # kept under a new name, never deleted.
            kept = ", ".join(p.name for p in moved[:2]) + (" ..." if len(moved) > 2 else "")
            self.app.toast(f"{len(moved)} damaged save file(s) set aside, kept as {kept}", 6.0)
        self.list.clamp()

    def rows(self) -> list[tuple[str, str, bool]]:
        out = []
        for e in self.entries:
            if e.error:
                out.append((e.name, f"{e.saved_at} · cannot be loaded: {e.error}", True))
            else:
                game = f"{e.game} · " if e.game else ""
                out.append((e.name, f"{game}{e.saved_at} · {e.summary}", False))
        return out

    def build(self) -> None:
        self.refresh()
        self.form.add(self.list)
        load = Button((900, 600, 200, 52), "Load", self.load_selected, primary=True)
        delete = Button((670, 600, 200, 52), "Delete", self.delete_selected)
        if not self.entries:
            load.enabled = delete.enabled = False
            load.tip = delete.tip = "There are no saves"
        self.form.add(Button((180, 600, 200, 52), "Back", self.back))
        self.form.add(delete)
        self.form.add(load)
        self.form.focus = self.list

    def selected(self) -> saves.SaveInfo | None:
        if not self.entries:
            return None
        return self.entries[min(self.list.selected, len(self.entries) - 1)]

    def load_selected(self) -> None:
        entry = self.selected()
        if entry is None:
            return
        try:
            session = saves.read_save(entry.path)
        except saves.SaveError as exc:
            # The file stays where it is: the player may want to keep or inspect it.
            self.app.toast(f"Cannot load: {exc}", 6.0)
            return
        self.app.start_game(session)

    def delete_selected(self) -> None:
        entry = self.selected()
        if entry is None:
            return

        def delete() -> None:
            try:
                saves.delete_save(entry.path)
            except saves.SaveError as exc:
                self.app.toast(str(exc))
            else:
                self.app.toast(f"Deleted {entry.name}.")
            self.rebuild()

        self.app.push(
            ConfirmScene(
                self.app,
                f"Delete {entry.name}?",
                delete,
                yes="Delete",
                detail="A deleted save cannot be brought back.",
            )
        )

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Key) and intent.key == pygame.K_DELETE and self.entries:
            self.delete_selected()
            return True
        return super().handle(intent)

    def confirm(self) -> bool:
        self.load_selected()
        return True

    def draw_content(self, surface: pygame.Surface) -> None:
        r = to_rect(self.app, (180, 566, 920, 30))
        where = f"Saves are kept in {saves.saves_dir().parent}"
        blit_text(surface, self.app, where, r.midleft, 13, theme.MUTED, anchor="midleft")
