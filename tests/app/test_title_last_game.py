"""The title opens on the game last played (the autosave's, which Continue resumes)."""

from __future__ import annotations

from pathlib import Path

from shell_helpers import make_app, played_session

from siege_desktop.app import saves
from siege_desktop.app.menus.title import TitleScene
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.core.registry import DEFAULT_GAME, find_game


def _title_game() -> str:
    app = make_app()
    try:
        app.open_title()
        assert isinstance(app.top, TitleScene)
        return app.top.game
    finally:
        app.shutdown()


def test_the_title_opens_on_the_game_of_the_autosave(siege_home: Path) -> None:
    assert _title_game() == DEFAULT_GAME  # nothing played yet
    rules = find_game("cursed-gifts").rules
    seats = (SeatSpec("Ann", "human"), SeatSpec("Bo", "easy"))
    cursed = GameSession(rules.default_config(2), 3, seats, game="cursed-gifts")
    saves.Autosaver().write(cursed)
    assert _title_game() == "cursed-gifts"
    saves.Autosaver().write(played_session(4))
    assert _title_game() == "gifts-under-siege"


def test_a_damaged_autosave_opens_on_the_default_game(siege_home: Path) -> None:
    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"game": "cursed-gifts", "version": 2', encoding="utf-8")
    assert _title_game() == DEFAULT_GAME
