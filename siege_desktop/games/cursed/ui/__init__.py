"""Cursed Gifts at the desktop table: its scenes, card art and rules text (may draw; opened
by the app through `SPEC.ui`)."""

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
    """The table scene for a Cursed Gifts session."""
    from siege_desktop.games.cursed.ui.scene import CursedTableScene

    return CursedTableScene(app, session)


def table_ui() -> TableUI:
    """Cursed Gifts' answers to the shared table frame."""
    from siege_desktop.games.cursed.ui.table_hooks import CursedUI

    return CursedUI()


def rules() -> tuple[Section, ...]:
    """The Rules screen's sections for Cursed Gifts (the app reaches them through `SPEC.ui`)."""
    from siege_desktop.games.cursed.ui.rules_text import RULES

    return RULES


def replay_board(app: App) -> ReplayBoard:
    """The drawing of a finished game's positions for the app's replay viewer."""
    from siege_desktop.games.cursed.ui.replay import ReplayBoard as CursedReplayBoard

    return CursedReplayBoard(app.art)


def tutorial_scene(app: App) -> Scene:
    """The guided first game of Cursed Gifts: a prepared deal against a scripted rival."""
    from siege_desktop.games.cursed.ui.tutorial.scene import CursedTutorialScene

    return CursedTutorialScene(app)


def new_game_options() -> NewGameOptions[Any]:
    """Cursed Gifts' part of the New game screen: table rules, config, CPU levels."""
    from siege_desktop.games.cursed.ui.new_game import CursedNewGame

    return CursedNewGame()


def summary_view(session: GameSession, line: Timeline) -> SummaryView:
    """Cursed Gifts' own end-of-game summary: offers, Comebacks, cures, knock-outs, rounds
    out and the longest time with the fewest points, beside the points chart."""
    from siege_desktop.games.cursed.ui.summary import CursedSummary

    return CursedSummary(session, line)
