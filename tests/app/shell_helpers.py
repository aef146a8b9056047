"""Helpers for the shell and menu tests: a headless App, synthetic input, screenshots."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pygame

from siege_desktop.app.intents import Click, Intent, Key, KeyUp, Motion, Release, TextInput
from siege_desktop.app.scene import Scene
from siege_desktop.app.scenes import SCENES
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.settings import Settings
from siege_desktop.app.shell import App
from siege_desktop.app.table.handoff import ARMING
from siege_desktop.app.widgets import Button, Form, Widget
from siege_desktop.games.gifts import rules as engine
from siege_desktop.games.gifts.rules import GameConfig

SHOTS = Path(os.environ.get("SIEGE_TEST_SHOTS", "/tmp/siege-desktop-shots"))


def make_app(size: tuple[int, int] = (1280, 720), *, first_start: bool = False) -> App:
    # A test app has started before (the title's first-start offer is tested on its own).
    settings = Settings(window_size=size, tutorial_offered=not first_start)
    return App(settings, headless=True, scenes=SCENES)


def frame(app: App, n: int = 1) -> None:
    """Run `n` frames of the real loop step (no frame cap wait)."""
    for _ in range(n):
        app.step(1 / 60)


def send(app: App, *intents: Intent) -> None:
    for intent in intents:
        app.dispatch(intent)


def key(app: App, k: int, mod: int = 0) -> None:
    app.dispatch(Key(k, mod))


def ready(app: App, k: int | None = None) -> None:
    """The player the handoff screen names says they are ready, as a person does: once the
    screen has shown a moment, a click (or the key `k`) pressed and released."""
    app.step(0.0)  # the frame the screen came in (its time is not counted)
    app.step(ARMING)
    if k is None:
        app.dispatch(Click((5, 5)))
        app.dispatch(Release((5, 5)))
    else:
        app.dispatch(Key(k))
        app.dispatch(KeyUp(k))
    app.step(0.0)


def type_text(app: App, text: str) -> None:
    app.dispatch(TextInput(text))


def form_of(scene: Scene) -> Form:
    form = getattr(scene, "form", None)
    assert isinstance(form, Form), f"{type(scene).__name__} has no form"
    return form


def find_button(app: App, label: str) -> Button:
    top = app.top
    assert top is not None
    for w in form_of(top).widgets:
        if isinstance(w, Button) and w.visible and w.label == label:
            return w
    raise AssertionError(f"no button {label!r} on {type(top).__name__}")


def click_widget(app: App, widget: Widget, where: tuple[float, float] = (0.5, 0.5)) -> None:
    """Move to and click a widget at a fraction of its rectangle, like a player would."""
    r = widget.screen(app)
    pos = (r.x + int(r.width * where[0]), r.y + int(r.height * where[1]))
    app.dispatch(Motion(pos))
    app.dispatch(Click(pos))


def click_button(app: App, label: str) -> None:
    click_widget(app, find_button(app, label))


def screenshot(app: App, name: str) -> pygame.Surface:
    """Draw a frame and save it under SHOTS for a person to look at; returns the window."""
    frame(app)
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.window, str(SHOTS / f"{name}.png"))
    return app.window


def distinct_colours(surface: pygame.Surface, step: int = 7) -> int:
    """How many different colours a sparse sample of the surface shows (blank is 1)."""
    w, h = surface.get_size()
    seen = set()
    for y in range(0, h, step):
        for x in range(0, w, step):
            seen.add(tuple(surface.get_at((x, y)))[:3])
    return len(seen)


def played_session(actions: int = 25, seed: int = 11) -> GameSession:
    """A 3-seat game with `actions` random legal actions played."""
    seats = (SeatSpec("Ann", "human"), SeatSpec("Bo", "easy"), SeatSpec("Cy", "hard"))
    session = GameSession(GameConfig(players=3), seed, seats)
    rng = random.Random(seed)
    for _ in range(actions):
        legal = engine.legal_actions(session.state)
        if not legal:
            break
        session.play(rng.choice(legal))
    return session
