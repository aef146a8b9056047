"""A registered game whose table is still to come (a stand-in "No Table" game, as Siege was
before its table) is listed for the arena and the simulator but never offered at the table:
the title's chooser and New game's remembered rules know only the games the table can seat,
and a session of it is refused with a reason. Siege, whose table has come, is offered."""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator

import attrs
import pytest
from shell_helpers import frame

from siege_desktop.app.menus.new_game import NewGameChoices, read_choices, save_choices
from siege_desktop.app.menus.title import TitleScene
from siege_desktop.app.session import GameSession, SeatSpec, SessionError, playable_games
from siege_desktop.app.shell import App
from siege_desktop.app.widgets import Button
from siege_desktop.core.registry import GAMES, find_game


@pytest.fixture
def no_table(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A game registered for the arena and the simulator before its table exists."""
    module = types.ModuleType("no_table_game")
    module.SPEC = attrs.evolve(  # type: ignore[attr-defined]
        find_game("cursed-gifts"), game_id="no-table", name="No Table", ui="", cover=""
    )
    monkeypatch.setitem(sys.modules, "no_table_game", module)
    monkeypatch.setitem(GAMES, "no-table", "no_table_game")
    yield "no-table"


def test_only_games_with_a_table_are_playable(no_table: str) -> None:
    assert no_table in GAMES and not find_game(no_table).ui
    playable = [spec.game_id for spec in playable_games()]
    assert playable == [g for g in GAMES if find_game(g).ui]
    assert no_table not in playable
    assert {"siege", "cursed-gifts", "gifts-under-siege"} <= set(playable)


def test_the_title_offers_only_the_games_the_table_can_seat(no_table: str, app: App) -> None:
    title = app.top
    assert isinstance(title, TitleScene)
    frame(app)
    tips = [w.tip for w in title.form.widgets if isinstance(w, Button) and w.tip]
    offered = [t for t in tips if any(t.startswith(f"{s.name}:") for s in playable_games())]
    assert len(offered) == len(playable_games())
    assert any(t.startswith("Siege:") for t in tips)
    assert not any(t.startswith("No Table:") for t in tips)


def test_new_game_s_remembered_rules_skip_a_game_without_a_table(no_table: str, app: App) -> None:
    save_choices(NewGameChoices(game="cursed-gifts"))
    back, problem = read_choices()
    assert problem is None and no_table not in back.options and "siege" in back.options


def test_a_session_of_a_game_without_a_table_is_refused_with_a_reason(no_table: str) -> None:
    rules = find_game(no_table).rules
    with pytest.raises(SessionError, match="cannot seat a game of 'no-table' yet"):
        GameSession(
            rules.default_config(2),
            1,
            (SeatSpec("A", "easy"), SeatSpec("B", "easy")),
            game=no_table,
        )
