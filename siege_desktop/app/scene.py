"""Scenes on a stack: the top scene gets input first; draw never changes the model."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from siege_desktop.app.intents import Intent

if TYPE_CHECKING:
    from siege_desktop.app.session import GameSession
    from siege_desktop.app.shell import App


class Scene:
    """One screen of the app (title, new game, table, handoff, game over, ...).

    Life cycle: `enter` once when pushed, `pause`/`resume` when another scene covers it or
    leaves, `leave` when popped. Each frame: `handle` for each intent (return True if it was
    consumed; otherwise it passes to the scene below if `passes_input`), `update(dt)` on the
    top scene (dt in seconds), then `draw` from the lowest opaque scene upward.
    `draw` must not change the game model.
    """

    #: an overlay (a dialog, a tooltip layer) lets the scene below show through
    opaque: bool = True
    #: unconsumed intents go on to the scene below
    passes_input: bool = False

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Called once when the scene is pushed."""

    def leave(self) -> None:
        """Called once when the scene is popped or replaced."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene on top of this one was popped."""

    def handle(self, intent: Intent) -> bool:
        """React to input; return True if consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations and timers by `dt` seconds."""

    def animating(self) -> bool:
        """Whether the scene moves by itself, so the app must draw the next frame without
        waiting for input (most screens change only on input)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto `surface` (window pixels)."""


class SceneFactory(Protocol):
    """The scenes the shell opens by itself, handed to it (see `app.scenes`): the shell
    imports none of its scenes, so the menus and the table depend on it, never around."""

    def title(self, app: App) -> Scene: ...

    def table(self, app: App, session: GameSession) -> Scene: ...

    def game_menu(self, app: App, session: GameSession) -> Scene: ...

    def tutorial(self, app: App, game: str | None = None) -> Scene:
        """The guided first game of `game` (by default the one chosen on the title)."""
        ...

    def replay(self, app: App, session: GameSession) -> Scene:
        """The replay viewer of a finished game."""
        ...

    def summary(self, app: App, session: GameSession, *, replay: bool) -> Scene:
        """A finished game's summary (with a Replay button when `replay`)."""
        ...
