"""The screen never stops half-way: with no input the app draws until everything is at rest
(the last row of the results, the last card landed) and only then sleeps, so the frame it
sleeps on is the frame a mouse move would show."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from shell_helpers import make_app

from siege_desktop.app.main import autoplay_session
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.shell import App
from siege_desktop.app.table.gameover import GameOverScene
from siege_desktop.core.registry import find_game
from siege_desktop.games.cursed.rules.actions import END_TURN, PASS, Play
from siege_desktop.games.cursed.ui.scene import CursedTableScene
from siege_desktop.games.gifts.rules import Claim, GameConfig, Phase, Recycle, legal_actions
from siege_desktop.games.gifts.ui.scene import TableScene

CURSED = find_game("cursed-gifts").rules


@pytest.fixture
def app() -> Iterator[App]:
    application = make_app((1024, 576))
    application.idle_wait = True  # as a window runs: it sleeps when nothing moves
    yield application
    application.shutdown()


def post_key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0))


def until_asleep(app: App, ready: Any = lambda: True, limit: float = 120.0) -> bytes:
    """Step the app with no input (a fake 60 fps clock; CPU seats think in their threads)
    until `ready()` holds and it has stopped drawing; the frame it rests on."""
    quiet = 0
    end = time.monotonic() + limit
    while time.monotonic() < end:
        drew = app.step(1 / 60)
        quiet = 0 if drew or app.animating() or not ready() else quiet + 1
        if quiet >= 30:  # half a second of the fake clock with nothing to draw
            return pygame.image.tobytes(app.window, "RGB")
        if not drew:
            time.sleep(0.002)  # a CPU seat's thread gets the core
    raise AssertionError("the screen never came to rest")


def after_a_mouse_move(app: App, pos: tuple[int, int]) -> bytes:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=()))
    assert app.step(1 / 60)  # input is always drawn
    return pygame.image.tobytes(app.window, "RGB")


def results_on_top(app: App) -> bool:
    return isinstance(app.top, GameOverScene)


def test_gifts_autoplay_results_after_tab_are_drawn_whole(app: App) -> None:
    # The report: `--autoplay --seats easy,easy --seed 1`, Tab, wait.
    app.start_game(autoplay_session(("easy", "easy"), 1))
    post_key(pygame.K_TAB)
    rest = until_asleep(app, lambda: results_on_top(app))
    over = app.top
    assert isinstance(over, GameOverScene)
    assert over.rows_shown() == len(over.result.ranking)  # the winner's row is in the model...
    assert after_a_mouse_move(app, (3, 3)) == rest  # ...and on the screen without input


def cursed_last_turn() -> GameSession:
    """A Cursed Gifts game at its last decision: seat 0 (a person) ends the game with E."""
    seats = (SeatSpec("Ana", "human"), SeatSpec("Bo", "easy"))
    for seed in range(200):
        s = GameSession(CURSED.default_config(2), seed, seats, game="cursed-gifts")
        rng = random.Random(seed)
        while not CURSED.is_over(s.state):
            state = s.state
            legal = CURSED.legal_actions(state)
            if (
                CURSED.to_act(state) == 0
                and END_TURN in legal
                and CURSED.is_over(CURSED.apply_unchecked(state, END_TURN))
            ):
                return s
            # Mostly quiet turns, so the deck runs out before anyone is eliminated.
            quiet = [a for a in legal if a in (END_TURN, PASS)]
            s.play(rng.choice(quiet if quiet and rng.random() < 0.9 else legal))
    raise AssertionError("no game ends on seat 0's E in 200 seeds")


def test_cursed_game_over_after_e_is_drawn_whole(app: App) -> None:
    # The report: a game near the empty-deck end, E, the mouse left alone.
    app.start_game(cursed_last_turn())
    until_asleep(app)
    post_key(pygame.K_e)
    rest = until_asleep(app, lambda: results_on_top(app))
    over = app.top
    assert isinstance(over, GameOverScene)
    assert over.rows_shown() == len(over.result.ranking)  # place 1 too
    assert after_a_mouse_move(app, (3, 3)) == rest


def quiet_spot(app: App, rects: list[pygame.Rect]) -> tuple[int, int]:
    """A point of the window over nothing that reacts to the pointer."""
    w, h = app.size
    for y in range(8, h, 16):
        for x in range(8, w, 16):
            if not any(r.collidepoint(x, y) for r in rects):
                return (x, y)
    raise AssertionError("no quiet spot")


def gifts_my_move(kind: type) -> GameSession:
    """Gifts Under Siege, seat 0 (the only person) about to take an action of `kind`."""
    seats = (SeatSpec("Ana", "human"), SeatSpec("Bo", "easy"))
    for seed in range(40):
        s = GameSession(GameConfig(players=2, names=("Ana", "Bo")), seed, seats)
        rng = random.Random(seed)
        for _ in range(400):
            state = s.state
            legal = legal_actions(state)
            mine = state.seat == 0 and state.phase is Phase.ACTION and state.turn > 3
            if mine and any(isinstance(a, kind) for a in legal):
                return s
            s.play(rng.choice(legal))
    raise AssertionError(f"no {kind.__name__} for seat 0")


@pytest.mark.parametrize("kind", [Claim, Recycle])
def test_gifts_table_at_rest_after_my_move_and_the_rival_turn(app: App, kind: type) -> None:
    # The pieces of a move fly (a card drawn by Recycle into the hand), the CPU seat answers,
    # its pieces fly and its banner pulses: the frame the app sleeps on has every piece
    # where it landed.
    app.start_game(gifts_my_move(kind))
    until_asleep(app)
    table = app.top
    assert isinstance(table, TableScene)
    move = next(a for a in legal_actions(table.state) if isinstance(a, kind))
    table.play_human([move])
    rest = until_asleep(app, table.human_to_act)
    where = quiet_spot(app, [r for r, _ in table.hotspots()])
    assert after_a_mouse_move(app, where) == rest


def test_cursed_table_at_rest_after_my_play_and_the_rival_turn(app: App) -> None:
    # A card played at the CPU seat flies, the CPU answers and plays (maybe at you): the
    # frame the app sleeps on shows every card where it landed, faces up where they may.
    seats = (SeatSpec("Ana", "human"), SeatSpec("Bo", "easy"))
    for seed in range(40):
        session = GameSession(CURSED.default_config(2), seed, seats, game="cursed-gifts")
        legal = CURSED.legal_actions(session.state)
        if CURSED.to_act(session.state) == 0 and any(isinstance(a, Play) for a in legal):
            break
    else:
        raise AssertionError("no opening play for seat 0")
    app.start_game(session)
    until_asleep(app)
    table = app.top
    assert isinstance(table, CursedTableScene)
    table.play(next(a for a in legal if isinstance(a, Play)))
    if END_TURN in table.legal():
        table.play(END_TURN)  # the rival's turn comes
    rest = until_asleep(app, lambda: table.my_decision() or CURSED.is_over(table.state))
    where = quiet_spot(app, [r for r, _ in table.spots])
    assert after_a_mouse_move(app, where) == rest
