"""The title screen: New game, Tutorial, Continue, Load, History, Rules, Settings, About,
Quit."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import pygame

from siege_desktop import __version__
from siege_desktop.app import saves, theme
from siege_desktop.app.menus.base import MenuScene
from siege_desktop.app.menus.covers import draw_cover
from siege_desktop.app.session import playable_games
from siege_desktop.app.widgets import Button, blit_text, to_rect
from siege_desktop.core.registry import DEFAULT_GAME, find_game

if TYPE_CHECKING:
    from siege_desktop.app.shell import App


GAME_X, GAME_W, GAME_H = 60.0, 340.0, 128.0  # the games to choose from, left of the menu


class TitleScene(MenuScene):
    panel_rect = (440, 250, 400, 430)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.continue_problem: str | None = None
        self.continue_tip = ""
        self.offering = not app.settings.tutorial_offered  # the first start: offer the tutorial
        #: The game New game sets up (kept for the app's run, so Back keeps the choice); at
        #: the start, the game last played (the one Continue resumes).
        self.game: str = getattr(app, "chosen_game", None) or self._last_played()

    def choose_game(self, game_id: str) -> None:
        self.game = game_id
        self.app.chosen_game = game_id  # type: ignore[attr-defined]
        self.rebuild()

    def build(self) -> None:
        for k, spec in enumerate(playable_games()):
            b = Button(
                (GAME_X, 250 + k * (GAME_H + 14), GAME_W, GAME_H),
                "",
                lambda g=spec.game_id: self.choose_game(g),  # type: ignore[misc]
                primary=spec.game_id == self.game,
                tip=f"{spec.name}: {spec.blurb}",
            )
            self.form.add(b)
        self.continue_problem = self._autosave_problem()
        x, w, h, gap = 480.0, 320.0, 38.0, 6.0  # nine buttons inside the panel
        y = 268.0
        # On the very first start the tutorial is offered: highlighted, focused, said once.
        offer = self.offering
        entries = [
            ("New game", self.new_game, True),
            ("Tutorial", self.tutorial, offer),
            ("Continue", self.continue_game, False),
            ("Load", self.load, False),
            ("History", self.history, False),
            ("Rules", self.rules, False),
            ("Settings", self.settings, False),
            ("About", self.about, False),
            ("Quit", self.app.quit, False),
        ]
        for label, action, primary in entries:
            b = Button((x, y, w, h), label, action, primary=primary)
            if label == "Continue":
                b.enabled = self.continue_problem is None
                b.tip = self.continue_problem or self.continue_tip
            if label == "Tutorial":  # the chosen game's own guided game
                b.tip = f"Learn {find_game(self.game).name} step by step in a practice game."
            self.form.add(b)
            y += h + gap
        first = len(playable_games())  # the game chooser's buttons come first
        if offer and self.form.focus is None:
            self.form.focus = self.form.widgets[first + 1]
        if offer and not self.app.settings.tutorial_offered:
            self.app.toast("New here? Tutorial plays a first game with you, step by step.", 8.0)
            # Kept when the settings are next written (at the latest when the app closes):
            # the title never rewrites a settings file by itself.
            self.app.settings.tutorial_offered = True
        if self.form.focus is None:
            self.form.focus = self.form.widgets[first + (2 if not self.continue_problem else 0)]

    @staticmethod
    def _last_played() -> str:
        """The game of the autosave (the last game played), or the default game."""
        from siege_desktop.app.session import playable

        path = saves.autosave_path()
        if not os.path.lexists(path):
            return DEFAULT_GAME
        game = saves.describe(path).game_id
        return game if game and playable(game) else DEFAULT_GAME

    def _autosave_problem(self) -> str | None:
        """Why Continue is unavailable, or None if there is an autosave to resume.

        A damaged autosave is set aside at once (kept under a new name, never deleted), so
        it cannot stand in the way at every start; earlier autosaves stay on the Load screen.
        """
        path = saves.autosave_path()
        if not os.path.lexists(path):
            return "No game to continue yet: start a new game."
        info = saves.describe(path)
        if info.damaged:
            aside = saves.set_aside_damaged([info])[1]
            if aside:
                self.app.toast(f"The autosave was damaged; it was kept as {aside[0].name}", 6.0)
                return "The autosave was damaged: earlier autosaves are on the Load screen."
        if info.error:
            return f"The autosave cannot be loaded: {info.error}"
        self.continue_tip = f"Resume: {info.summary}" if info.summary else ""
        return None

    def new_game(self) -> None:
        from siege_desktop.app.menus.new_game import NewGameScene

        self.app.push(NewGameScene(self.app, game=self.game))

    def tutorial(self) -> None:
        self.app.reset_to(self.app.scenes_made().tutorial(self.app, self.game))

    def continue_game(self) -> None:
        try:
            session = saves.read_save(saves.autosave_path())
        except saves.SaveError as exc:
            self.app.toast(f"Cannot continue: {exc}", 6.0)
            return
        self.app.start_game(session)

    def load(self) -> None:
        from siege_desktop.app.menus.load import LoadScene

        self.app.push(LoadScene(self.app))

    def history(self) -> None:
        from siege_desktop.app.menus.history import HistoryScene

        self.app.push(HistoryScene(self.app))

    def rules(self) -> None:
        from siege_desktop.app.menus.rules import RulesScene

        self.app.push(RulesScene.for_game(self.app, self.game))

    def settings(self) -> None:
        from siege_desktop.app.menus.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def about(self) -> None:
        from siege_desktop.app.menus.about import AboutScene

        self.app.push(AboutScene(self.app))

    def back(self) -> None:
        # Esc on the title asks before quitting: a stray key must not close the app.
        from siege_desktop.app.menus.confirm import ConfirmScene

        self.app.push(ConfirmScene(self.app, "Quit Siege Desktop?", self.app.quit, yes="Quit"))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_games(surface)

    def _draw_games(self, surface: pygame.Surface) -> None:
        """Each game's cover, name and blurb over its button (the chosen one is lit)."""
        app = self.app
        label = to_rect(app, (GAME_X, 222, GAME_W, 24))
        blit_text(surface, app, "Choose a game", label.topleft, 16, theme.MUTED, bold=True)
        for k, spec in enumerate(playable_games()):
            box = to_rect(app, (GAME_X, 250 + k * (GAME_H + 14), GAME_W, GAME_H))
            cover = box.inflate(-app.px(16), -app.px(16))
            cover.w = cover.h * 5 // 7
            draw_cover(surface, app, spec, cover)
            x = cover.right + app.px(12)
            blit_text(
                surface,
                app,
                spec.name,
                (x, box.y + app.px(14)),
                20,
                theme.INK if spec.game_id == self.game else theme.GOLD,
                bold=True,
            )
            words, line, lines = spec.blurb.split(), "", []
            for word in words:  # the blurb in short lines beside the cover
                trial = f"{line} {word}".strip()
                if len(trial) > 24 and line:
                    lines.append(line)
                    line = word
                else:
                    line = trial
            lines.append(line)
            for n, text in enumerate(lines[:4]):
                ink = theme.INK if spec.game_id == self.game else theme.PAPER
                blit_text(surface, app, text, (x, box.y + app.px(44 + 18 * n)), 14, ink)

    def draw_content(self, surface: pygame.Surface) -> None:
        app = self.app
        chosen = find_game(self.game)
        head = to_rect(app, (0, 60, 1280, 170))
        blit_text(
            surface,
            app,
            chosen.name,
            (head.centerx, head.y + app.px(64)),
            64,
            theme.GOLD,
            bold=True,
            anchor="center",
        )
        blit_text(
            surface,
            app,
            chosen.blurb,
            (head.centerx, head.y + app.px(128)),
            20,
            theme.PAPER,
            anchor="center",
        )
        blit_text(
            surface,
            app,
            f"version {__version__}",
            (head.centerx, head.y + app.px(160)),
            15,
            theme.MUTED,
            anchor="center",
        )
