"""What every menu screen shares: the felt, a titled panel, a form, Esc to go back."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from siege_desktop import __version__
from siege_desktop.app import theme
from siege_desktop.app.intents import Intent, Key, Resize
from siege_desktop.app.scene import Scene
from siege_desktop.app.widgets import Form, LRect, TextField, blit_text, panel, to_rect

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

VERSION = f"Siege Desktop {__version__}"


class MenuScene(Scene):
    """A screen of widgets on the felt. Subclasses fill `self.form` in `build()`."""

    title = ""
    #: logical rectangle of the content panel
    panel_rect: LRect = (190, 60, 900, 610)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.form = Form(app)
        self._backdrop: tuple[object, pygame.Surface] | None = None

    def enter(self) -> None:
        self.rebuild()

    def resume(self) -> None:
        self.rebuild()

    def rebuild(self) -> None:
        """Recreate the widgets (state lives outside them), keeping focus by position."""
        focus_at = self.form.widgets.index(self.form.focus) if self.form.focus else -1
        self.form.clear()
        self.build()
        if 0 <= focus_at < len(self.form.widgets):
            self.form.focus = self.form.widgets[focus_at]

    def animating(self) -> bool:
        """A focused text field blinks its caret; otherwise a menu changes only on input."""
        return isinstance(self.form.focus, TextField)

    def build(self) -> None:
        """Add this screen's widgets to `self.form`."""

    def back(self) -> None:
        """Esc: leave this screen."""
        self.app.pop()

    def confirm(self) -> bool:
        """Enter with nothing focused that takes it: the screen's main action."""
        return False

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Resize):
            return False
        if self.form.handle(intent):
            return True
        if isinstance(intent, Key):
            if intent.key == pygame.K_ESCAPE:
                self.back()
                return True
            if intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.confirm()
        return False

    def backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        """The felt with this screen's see-through panel and title, made once per size.

        One opaque blit a frame instead of re-blending a window-sized panel (several ms at
        2560×1440).
        """
        key = (size, self.app.scale)
        if self._backdrop is None or self._backdrop[0] != key:
            app = self.app
            sheet = pygame.Surface(size).convert()
            sheet.blit(app.art.felt(size), (0, 0))
            box = to_rect(app, self.panel_rect)
            panel(sheet, app, box, alpha=225)
            if self.title:
                blit_text(
                    sheet,
                    app,
                    self.title,
                    (box.centerx, box.y + app.px(38)),
                    32,
                    theme.GOLD,
                    bold=True,
                    anchor="center",
                )
            self._backdrop = (key, sheet)
        return self._backdrop[1]

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        surface.blit(self.backdrop(surface.get_size()), (0, 0))
        self.draw_content(surface)
        self.form.draw(surface)
        spot = self.version_spot(surface.get_size())
        if spot is not None:
            blit_text(surface, app, VERSION, spot, 13, theme.MUTED, anchor="bottomright")

    def toast_keep_clear(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """What a toast must never cover here: every button and field of the screen."""
        return [w.screen(self.app) for w in self.form.widgets if w.visible]

    def toast_rather_clear(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """What a toast had better not cover: the panel, where there is room beside it."""
        return [to_rect(self.app, self.panel_rect)]

    def version_spot(self, size: tuple[int, int]) -> tuple[int, int] | None:
        """Where the version goes (its bottom right corner): the window's corner, or nowhere
        when a tall panel reaches down there (its words would cross the panel's gold edge;
        the title and About say the version anyway)."""
        app = self.app
        corner = (size[0] - app.px(12), size[1] - app.px(10))
        width, height = app.art.font(max(6, app.px(13))).size(VERSION)
        words = pygame.Rect(corner[0] - width, corner[1] - height, width, height)
        return None if words.colliderect(to_rect(app, self.panel_rect)) else corner

    def draw_content(self, surface: pygame.Surface) -> None:
        """Anything drawn between the panel and the widgets."""
