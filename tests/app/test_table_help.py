"""The table's help (F1) at every game's table: the game's keys, the frame's and the mouse,
opened by F1 or the Help button, closed by Esc, F1 or a click, the table waiting under it."""

from __future__ import annotations

import time

import pygame
import pytest
from shell_helpers import make_app

from siege_desktop.app.intents import Click, Key, Motion
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.shell import App
from siege_desktop.app.table.base import FrameScene
from siege_desktop.app.table.help import FRAME_ROWS, HelpScene
from siege_desktop.core.registry import find_game
from siege_desktop.games.cursed.ui.scene import CursedTableScene
from siege_desktop.games.cursed.ui.view import Spot
from siege_desktop.games.gifts.ui.scene import TableScene

GAMES = ("gifts-under-siege", "cursed-gifts")


def start(game: str, kinds: tuple[str, ...], size: tuple[int, int] = (1280, 720)) -> App:
    app = make_app(size)
    rules = find_game(game).rules
    if game == "cursed-gifts":
        config = rules.config_from_dict({"seats": len(kinds), "names": None, "round_limit": 20})
    else:
        config = rules.config_from_dict({"players": len(kinds)})
    seats = tuple(SeatSpec(f"P{i + 1}", k) for i, k in enumerate(kinds))
    app.start_game(GameSession(config, 5, seats, game=game))
    app.step(0.0)
    return app


def table_of(app: App) -> FrameScene:
    scene = app.scenes[0]
    assert isinstance(scene, FrameScene)
    return scene


def help_of(app: App) -> HelpScene:
    top = app.top
    assert isinstance(top, HelpScene), f"the help is not open: {type(top).__name__}"
    return top


@pytest.mark.parametrize("game", GAMES)
def test_f1_shows_the_games_keys_then_the_frames_then_the_mouse(game: str) -> None:
    app = start(game, ("human", "easy"))
    try:
        table = table_of(app)
        app.dispatch(Key(pygame.K_F1))
        rows = help_of(app).rows
        ui = table.ui
        assert ui.shortcuts and ui.mouse_help
        n, f = len(ui.shortcuts), len(FRAME_ROWS)
        assert rows[:n] == ui.shortcuts
        assert rows[n : n + f] == FRAME_ROWS
        assert [what for _, what in rows[n + f :]] == list(ui.mouse_help)
        assert [key for key, _ in rows[n + f :]] == ["Mouse"] + [""] * (len(ui.mouse_help) - 1)
        # Both games name their hint key; the frame's keys are listed once.
        assert any(key == "H" for key, _ in rows)
        keys = [key for key, _ in rows if key]
        assert len(keys) == len(set(keys))
    finally:
        app.shutdown()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("how", ["esc", "f1", "click"])
def test_the_help_closes_back_to_the_table_without_the_game_menu(game: str, how: str) -> None:
    app = start(game, ("human", "easy"))
    try:
        table = table_of(app)
        app.dispatch(Key(pygame.K_F1))
        help_of(app)
        if how == "esc":
            app.dispatch(Key(pygame.K_ESCAPE))
        elif how == "f1":
            app.dispatch(Key(pygame.K_F1))
        else:
            app.dispatch(Click((5, 5)))
        assert app.scenes == [table]  # the Esc that closed it opened no game menu
        app.dispatch(Key(pygame.K_ESCAPE))
        assert len(app.scenes) == 2 and not isinstance(app.top, HelpScene)  # Esc again: menu
    finally:
        app.shutdown()


def test_the_cursed_tables_help_button_opens_it() -> None:
    app = start("cursed-gifts", ("human", "easy"))
    try:
        table = table_of(app)
        assert isinstance(table, CursedTableScene)
        app.draw()
        rect = next(r for r, s in table.spots if s == (Spot.BUTTON, "help"))
        app.dispatch(Motion(rect.center))
        app.dispatch(Click(rect.center))
        help_of(app)
    finally:
        app.shutdown()


def test_the_gifts_tables_help_button_opens_it() -> None:
    app = start("gifts-under-siege", ("human", "easy"))
    try:
        table = table_of(app)
        assert isinstance(table, TableScene)
        app.draw()
        buttons = table.buttons()
        index = [b.id for b in buttons].index("help")
        rect = table.layout().buttons(len(buttons))[index]
        app.dispatch(Motion(rect.center))
        app.dispatch(Click(rect.center))
        help_of(app)
    finally:
        app.shutdown()


@pytest.mark.parametrize("game", GAMES)
def test_cpu_seats_wait_while_the_help_shows(game: str) -> None:
    app = start(game, ("easy", "easy"))
    try:
        table = table_of(app)
        table.skip_cpu = True  # no pace between moves: any move the CPU may make, it makes
        app.dispatch(Key(pygame.K_F1))
        help_of(app)
        before = len(table.session.actions)
        for _ in range(60):
            app.step(1 / 60)
            time.sleep(0.005)  # room for the CPU's thread, had it been asked
        assert len(table.session.actions) == before
        app.dispatch(Key(pygame.K_ESCAPE))
        for _ in range(2000):  # until the CPU has moved (an Easy seat answers in a moment)
            app.step(1 / 60)
            if len(table.session.actions) > before:
                break
            time.sleep(0.005)
        assert len(table.session.actions) > before
    finally:
        app.shutdown()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size", [(1024, 576), (2560, 1440), (1280, 1024)])
def test_every_row_of_the_help_is_drawn_inside_its_box_and_the_window(
    game: str, size: tuple[int, int]
) -> None:
    app = start(game, ("human", "easy"), size)
    try:
        app.dispatch(Key(pygame.K_F1))
        scene = help_of(app)
        app.draw()
        painter = scene._painter
        assert painter is not None
        painter.trace = []
        app.draw()
        drawn = {text: rect for text, rect, _ in painter.trace}
        window = app.window.get_rect()
        texts = [t for row in scene.rows for t in row if t]
        assert set(texts) <= set(drawn)  # every row whole (none cut with an ellipsis)
        title = drawn["Keyboard and mouse"]
        close = drawn["Click or press Esc to close"]
        for text in texts:
            rect = drawn[text]
            assert window.contains(rect), text
            assert title.bottom <= rect.top and rect.bottom <= close.top, text
    finally:
        app.shutdown()


def test_m_at_the_cursed_table_says_why_it_is_silent() -> None:
    app = start("cursed-gifts", ("human", "easy"))
    try:
        app.dispatch(Key(pygame.K_m))
        assert not app.settings.muted
        assert any("without a window" in t.text for t in app.toasts)
    finally:
        app.shutdown()
