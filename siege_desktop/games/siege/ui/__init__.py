"""Siege at the desktop table: its scene, its art drawn from the data file and its rules
text (may draw; opened by the app through `SPEC.ui`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from siege_desktop.app.menus.game_options import NewGameOptions
    from siege_desktop.app.replay.position import ReplayBoard
    from siege_desktop.app.replay.summary_scene import SummaryView
    from siege_desktop.app.rules_format import Section
    from siege_desktop.app.scene import Scene
    from siege_desktop.app.session import GameSession
    from siege_desktop.app.shell import App
    from siege_desktop.app.summary import Timeline
    from siege_desktop.app.table.tableui import TableUI


def open_table(app: App, session: GameSession) -> Scene:
    """The table scene for a Siege session."""
    from siege_desktop.games.siege.ui.scene import SiegeTableScene

    return SiegeTableScene(app, session)


def table_ui() -> TableUI:
    """Siege's answers to the shared table frame."""
    from siege_desktop.games.siege.ui.table_hooks import SiegeUI

    return SiegeUI()


def rules() -> tuple[Section, ...]:
    """The Rules screen's sections for Siege."""
    from siege_desktop.games.siege.ui.rules_text import RULES

    return RULES


def new_game_options() -> NewGameOptions[Any]:
    """Siege's part of the New game screen: the round limit, the starter set, CPU levels."""
    from siege_desktop.games.siege.ui.new_game import SiegeNewGame

    return SiegeNewGame()


def summary_view(session: GameSession, line: Timeline) -> SummaryView:
    """Siege's own end-of-game summary: points and towers held over time, units drafted,
    kills and losses, and the dice against what their chances promised."""
    from siege_desktop.games.siege.ui.summary import SiegeSummary

    return SiegeSummary(session, line)


def replay_board(app: App) -> ReplayBoard:
    """The drawing of a finished game's positions for the app's replay viewer."""
    from siege_desktop.games.siege.ui.replay import SiegeReplayBoard

    return SiegeReplayBoard(app.art)


def replay_scene(app: App, session: GameSession) -> Scene:
    """The shared replay viewer with Siege's board told the whole game: every step shows
    its move and the dice of its attack."""
    from siege_desktop.games.siege.ui.replay import SiegeReplayScene

    return SiegeReplayScene(app, session)


def tutorial_scene(app: App) -> Scene:
    """The guided first game of Siege: the last pick of a prepared draft, setup and two turns
    against a scripted rival."""
    from siege_desktop.games.siege.ui.tutorial.scene import SiegeTutorialScene

    return SiegeTutorialScene(app)
