"""The scenes the shell opens by itself, handed to `App(scenes=SCENES)` by whoever makes
the app; each is imported on first use (the table is the heaviest part, and the menus start
without it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from siege_desktop.app.scene import Scene

if TYPE_CHECKING:
    from siege_desktop.app.session import GameSession
    from siege_desktop.app.shell import App


class Scenes:
    """The app's own `SceneFactory`."""

    def title(self, app: App) -> Scene:
        from siege_desktop.app.menus.title import TitleScene

        return TitleScene(app)

    def table(self, app: App, session: GameSession) -> Scene:
        # Each game's table is its own package, named by its spec (`SPEC.ui`).
        import importlib

        from siege_desktop.core.registry import find_game

        ui = importlib.import_module(find_game(session.game).ui)
        scene: Scene = ui.open_table(app, session)
        return scene

    def tutorial(self, app: App, game: str | None = None) -> Scene:
        # Each game brings its own guided game (`SPEC.ui`'s `tutorial_scene`); by default
        # the one of the game chosen on the title.
        import importlib

        from siege_desktop.core.registry import DEFAULT_GAME, find_game

        chosen = game if game else str(getattr(app, "chosen_game", DEFAULT_GAME))
        ui = importlib.import_module(find_game(chosen).ui)
        scene: Scene = ui.tutorial_scene(app)
        return scene

    def game_menu(self, app: App, session: GameSession) -> Scene:
        from siege_desktop.app.menus.game_menu import GameMenuScene

        return GameMenuScene(app, session)

    def replay(self, app: App, session: GameSession) -> Scene:
        # A game may bring its own replay viewer (`SPEC.ui`'s `replay_scene`); any other is
        # stepped by the shared one, drawing positions through the game's `replay_board`.
        import importlib

        from siege_desktop.app.replay.game_scene import GameReplayScene
        from siege_desktop.core.registry import find_game

        ui = importlib.import_module(find_game(session.game).ui)
        own = getattr(ui, "replay_scene", None)
        scene: Scene = own(app, session) if own is not None else GameReplayScene(app, session)
        return scene

    def summary(self, app: App, session: GameSession, *, replay: bool) -> Scene:
        from siege_desktop.app.replay.summary_scene import SummaryScene

        return SummaryScene(app, session, replay=replay)


SCENES: Final = Scenes()
