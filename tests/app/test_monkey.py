"""A monkey: thousands of seeded random clicks, keys, typing, wheels and resizes on every screen."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
from shell_helpers import make_app, played_session

from siege_desktop.app import saves
from siege_desktop.app.intents import Click, Intent, Key, Motion, Release, Resize, TextInput, Wheel
from siege_desktop.app.menus.load import LoadScene
from siege_desktop.app.menus.new_game import NewGameScene
from siege_desktop.app.menus.rules import RulesScene
from siege_desktop.app.menus.settings import SettingsScene
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.shell import App
from siege_desktop.core.registry import find_game
from siege_desktop.games.gifts import rules as engine
from siege_desktop.games.gifts.rules import GameConfig

KEYS = [
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_TAB,
    pygame.K_SPACE,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_HOME,
    pygame.K_END,
    pygame.K_BACKSPACE,
    pygame.K_DELETE,
    pygame.K_F1,
    pygame.K_F11,
    pygame.K_1,
    pygame.K_2,
    pygame.K_3,
    pygame.K_4,
    pygame.K_5,
    pygame.K_s,
    pygame.K_r,
    pygame.K_p,
    pygame.K_u,
]
SIZES = [(1280, 720), (800, 450), (1920, 1080), (1000, 1000), (2560, 1440), (640, 360)]


def mixed_table() -> GameSession:
    """Two people and two quick CPU seats: handoffs, pickers and CPU turns all happen."""
    seats = (
        SeatSpec("Ann", "human"),
        SeatSpec("Easy 1", "easy"),
        SeatSpec("Bo", "human"),
        SeatSpec("Medium 1", "medium"),
    )
    return GameSession(GameConfig(players=4, round_limit=6), 99, seats)


def finished_game() -> GameSession:
    """A two-CPU game played to its end: the table moves on to the game-over screen."""
    seats = (SeatSpec("Easy 1", "easy"), SeatSpec("Easy 2", "easy"))
    session = GameSession(GameConfig(players=2, round_limit=2), 5, seats)
    rng = random.Random(5)
    while legal := engine.legal_actions(session.state):
        session.play(rng.choice(legal))
    return session


def cursed_table(finished: bool = False) -> GameSession:
    """Cursed Gifts: two people and a CPU (handoffs, windows), or two CPUs played out."""
    rules = find_game("cursed-gifts").rules
    if finished:
        seats = (SeatSpec("Easy 1", "easy"), SeatSpec("Easy 2", "easy"))
        session = GameSession(rules.default_config(2), 5, seats, game="cursed-gifts")
        rng = random.Random(5)
        while not rules.is_over(session.state):
            session.play(rng.choice(rules.legal_actions(session.state)))
        return session
    seats = (SeatSpec("Ann", "human"), SeatSpec("Easy 1", "easy"), SeatSpec("Bo", "human"))
    return GameSession(rules.default_config(3), 99, seats, game="cursed-gifts")


def random_intent(rng: random.Random, app: App) -> Intent:
    w, h = app.size
    roll = rng.random()
    pos = (rng.randrange(w), rng.randrange(h))
    if roll < 0.45:
        return Click(pos, rng.choice((1, 1, 1, 3)))
    if roll < 0.55:
        return Motion(pos)
    if roll < 0.6:
        return Release(pos)
    if roll < 0.85:
        mod = pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
        return Key(rng.choice(KEYS), mod)
    if roll < 0.92:
        return TextInput(rng.choice(["a", "Z", "7", " ", "é", "42", "!"]))
    if roll < 0.985:
        return Wheel(rng.choice((-3, -1, 1, 2)))
    return Resize(rng.choice(SIZES))


def test_monkey_on_every_screen() -> None:
    rng = random.Random(20261122)
    saves.write_named(played_session(15), "monkey food")
    broken = saves.saves_dir() / "broken.json"
    broken.write_text('{"format": "siege-desktop/save"', encoding="utf-8")
    app = make_app()
    starts: list[Callable[[], None]] = [
        app.open_title,
        lambda: app.push(NewGameScene(app)),
        lambda: app.push(LoadScene(app)),
        lambda: app.push(SettingsScene(app)),
        lambda: app.push(RulesScene(app)),
        lambda: app.start_game(mixed_table()),
        lambda: app.start_game(played_session(30)),
        lambda: app.start_game(finished_game()),
    ]
    visited: set[str] = set()
    try:
        events = 0
        for round_no in range(30):
            app.running = True
            app.open_title()
            starts[round_no % len(starts)]()
            for _ in range(rng.choice((0, 0, 80))):  # sometimes let timers run out first
                app.step(1 / 60)
            for _ in range(110):
                app.dispatch(random_intent(rng, app))
                events += 1
                if rng.random() < 0.35:
                    app.step(1 / 60)
                if not app.running:  # the monkey found Quit: carry on from the title
                    app.running = True
                    app.open_title()
                visited.add(type(app.top).__name__)
        assert events >= 3300
        assert {"TitleScene", "NewGameScene", "LoadScene", "SettingsScene"} <= visited
        assert {"RulesScene", "TableScene", "GameMenuScene", "HandoffScene"} <= visited
        assert "GameOverScene" in visited
    finally:
        app.shutdown()


def test_monkey_on_cursed_gifts_screens() -> None:
    rng = random.Random(20261123)
    saves.write_named(cursed_table(), "cursed food")
    app = make_app()

    def cursed_title() -> None:
        app.open_title()
        app.top.choose_game("cursed-gifts")  # type: ignore[union-attr]

    starts: list[Callable[[], None]] = [
        cursed_title,
        lambda: app.push(NewGameScene(app, game="cursed-gifts")),
        lambda: app.push(LoadScene(app)),
        lambda: app.start_game(cursed_table()),
        lambda: app.start_game(cursed_table(finished=True)),
    ]
    visited: set[str] = set()
    try:
        for round_no in range(15):
            app.running = True
            app.open_title()
            starts[round_no % len(starts)]()
            for _ in range(rng.choice((0, 0, 80))):
                app.step(1 / 60)
            for _ in range(110):
                app.dispatch(random_intent(rng, app))
                if rng.random() < 0.35:
                    app.step(1 / 60)
                if not app.running:
                    app.running = True
                    app.open_title()
                visited.add(type(app.top).__name__)
        assert {"TitleScene", "NewGameScene", "LoadScene", "CursedTableScene"} <= visited
        assert {"HandoffScene", "GameMenuScene"} <= visited
    finally:
        app.shutdown()
