"""A registered game whose table is still to come (Siege today) is listed for the arena and
the simulator but never offered at the table: the title's chooser and New game's remembered
rules know only the games the table can seat, and a save of it is refused with a reason."""

from __future__ import annotations

import pytest
from shell_helpers import frame

from siege_desktop.app.menus.new_game import NewGameChoices, read_choices, save_choices
from siege_desktop.app.menus.title import TitleScene
from siege_desktop.app.session import GameSession, SeatSpec, SessionError, playable_games
from siege_desktop.app.shell import App
from siege_desktop.app.widgets import Button
from siege_desktop.core.registry import GAMES, find_game


def test_siege_is_registered_but_not_playable_yet() -> None:
    assert "siege" in GAMES and not find_game("siege").ui
    playable = [spec.game_id for spec in playable_games()]
    assert playable == [g for g in GAMES if find_game(g).ui]
    assert "siege" not in playable and "cursed-gifts" in playable


def test_the_title_offers_only_the_games_the_table_can_seat(app: App) -> None:
    title = app.top
    assert isinstance(title, TitleScene)
    frame(app)
    tips = [w.tip for w in title.form.widgets if isinstance(w, Button) and w.tip]
    offered = [t for t in tips if any(t.startswith(f"{s.name}:") for s in playable_games())]
    assert len(offered) == len(playable_games())
    assert not any(t.startswith("Siege:") for t in tips)


def test_new_game_s_remembered_rules_skip_a_game_without_a_table(app: App) -> None:
    save_choices(NewGameChoices(game="cursed-gifts"))
    back, problem = read_choices()
    assert problem is None and "siege" not in back.options


def test_a_siege_session_is_refused_with_a_reason() -> None:
    rules = find_game("siege").rules
    with pytest.raises(SessionError, match="cannot seat a game of 'siege' yet"):
        GameSession(
            rules.default_config(2), 1, (SeatSpec("A", "easy"), SeatSpec("B", "easy")), game="siege"
        )
