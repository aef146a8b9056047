"""Gifts Under Siege at the desktop table: what the shared frame asks of it (opened by the
app through `SPEC.ui`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from siege_desktop.app.menus.game_options import NewGameOptions
    from siege_desktop.app.replay.summary_scene import SummaryView
    from siege_desktop.app.rules_format import Section
    from siege_desktop.app.scene import Scene
    from siege_desktop.app.session import GameSession
    from siege_desktop.app.shell import App
    from siege_desktop.app.summary import Timeline
    from siege_desktop.app.table.tableui import TableUI


def open_table(app: App, session: GameSession) -> Scene:
    """The table scene for a Gifts Under Siege session."""
    from siege_desktop.games.gifts.ui.scene import TableScene

    return TableScene(app, session)


def replay_scene(app: App, session: GameSession) -> Scene:
    """Gifts Under Siege's own replay viewer: its table with every hand in a side panel."""
    from siege_desktop.games.gifts.ui.replay import ReplayScene

    return ReplayScene(app, session)


def table_ui() -> TableUI:
    """Gifts Under Siege's answers to the shared table frame."""
    from siege_desktop.games.gifts.ui.table_hooks import GiftsUI

    return GiftsUI()


def rules() -> tuple[Section, ...]:
    """The Rules screen's sections for Gifts Under Siege (the app reaches them through
    `SPEC.ui`)."""
    from siege_desktop.games.gifts.ui.rules_text import RULES

    return RULES


def tutorial_scene(app: App) -> Scene:
    """The guided first game of Gifts Under Siege: its table with a coach panel."""
    from siege_desktop.games.gifts.ui.tutorial.scene import TutorialScene

    return TutorialScene(app)


def new_game_options() -> NewGameOptions[Any]:
    """Gifts Under Siege's part of the New game screen: table rules, config, CPU levels."""
    from siege_desktop.games.gifts.ui.new_game import GiftsNewGame

    return GiftsNewGame()


def summary_view(session: GameSession, line: Timeline) -> SummaryView:
    """Gifts Under Siege's own end-of-game summary: steals, seals, buildings, longest lead."""
    from siege_desktop.games.gifts.ui.summary import GiftsSummary

    return GiftsSummary(session, line)
