"""The frame loop draws only when something changed or moves, and sleeps on input otherwise;
the window never goes below the size where text can be read."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from shell_helpers import make_app, played_session

from siege_desktop.app.intents import Resize
from siege_desktop.app.menus.title import TitleScene
from siege_desktop.app.settings import MIN_WINDOW
from siege_desktop.app.shell import App
from siege_desktop.games.gifts.rules import Phase, legal_actions
from siege_desktop.games.gifts.ui.scene import TableScene


@pytest.fixture
def app() -> Iterator[App]:
    application = make_app()
    application.idle_wait = True  # as a window runs
    yield application
    application.shutdown()


def settle(app: App) -> None:
    for _ in range(3000):
        app.step(1 / 60)
        if not app.animating():
            return
    raise AssertionError("the screen never came to rest")


def test_an_idle_title_is_not_redrawn_until_input_comes(app: App) -> None:
    app.reset_to(TitleScene(app))
    settle(app)
    drawn = app.frames
    for _ in range(5):
        app.run(frames=1)
    assert app.frames == drawn
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=()))
    app.run(frames=1)
    assert app.frames == drawn + 1


def test_a_toast_is_drawn_while_it_shows_and_once_more_when_it_goes(app: App) -> None:
    app.reset_to(TitleScene(app))
    settle(app)
    app.toast("Saved", seconds=0.5)
    assert app.animating()
    assert app.step(0.3) and app.step(0.3)  # the last frame clears it
    assert not app.animating()
    assert not app.step(0.3)


def test_the_table_draws_while_pieces_move_and_rests_after(app: App) -> None:
    session = played_session()
    while session.state.seat != 0 or session.state.phase is not Phase.ACTION:
        session.play(legal_actions(session.state)[0])  # the human to act: no CPU thinks
    app.start_game(session)
    assert isinstance(app.top, TableScene)
    assert app.animating()  # highlights fade in, sprites render ahead
    settle(app)
    assert not app.step(1 / 60)


def test_the_window_never_goes_below_its_minimum(app: App) -> None:
    app.dispatch(Resize((640, 360)))
    assert app.size == MIN_WINDOW
    app.dispatch(Resize((1024, 576)))
    assert app.size == (1024, 576)
