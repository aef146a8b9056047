"""Fixtures for the table tests: a small stand-in for the app shell, sessions, synthetic input."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random
from collections.abc import Callable
from typing import Any

import attrs
import pygame

from siege_desktop.app.art import Art
from siege_desktop.app.intents import Click, Intent, Key, Motion, Release
from siege_desktop.app.scene import Scene
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.settings import Settings
from siege_desktop.app.sound import Sounds
from siege_desktop.app.table.handoff import ARMING
from siege_desktop.games.gifts.rules import (
    Action,
    GameConfig,
    GameState,
    Phase,
    PlayLand,
    Steal,
    legal_actions,
    lock_discard,
    owner_of,
)
from siege_desktop.games.gifts.ui.scene import TableScene
from siege_desktop.games.gifts.ui.targets import Spot


@attrs.define
class FakeSettings:
    animation_speed: float = 4.0
    colour_symbols: bool = True


class FakeApp:
    """The parts of the shell's App that the table uses (contract 1), recording what it gets."""

    def __init__(self, size: tuple[int, int] = (1280, 720), art: Art | None = None) -> None:
        pygame.display.init()
        pygame.font.init()
        self.window = pygame.display.set_mode(size)
        self.size = size
        self.scale = min(size[0] / 1280, size[1] / 720)
        self.art = art if art is not None else Art()
        self.settings = FakeSettings()
        self.stack: list[Scene] = []
        self.saves: list[dict[str, Any]] = []
        self.toasts: list[str] = []
        self.started: list[GameSession] = []
        self.titles = 0
        self.headless = True
        self.sound = Sounds(Settings(), enabled=False)  # silent, as in every headless run

    def px(self, v: float) -> int:
        return round(v * self.scale)

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> None:
        scene = self.stack.pop()
        scene.leave()
        if self.stack:
            self.stack[-1].resume()

    def replace(self, scene: Scene) -> None:
        self.pop()
        self.push(scene)

    def reset_to(self, scene: Scene) -> None:
        while self.stack:
            self.pop()
        self.push(scene)

    def quit(self) -> None:
        pass

    def toast(self, text: str, seconds: float = 3.0) -> None:
        self.toasts.append(text)

    def autosave(self, session: GameSession) -> None:
        self.saves.append(session.to_dict())

    def start_game(self, session: GameSession) -> None:
        self.started.append(session)

    def open_title(self) -> None:
        self.titles += 1

    # ---- driving the stack like the shell's loop
    @property
    def top(self) -> Scene:
        return self.stack[-1]

    def send(self, intent: Intent) -> None:
        for scene in reversed(list(self.stack)):
            if scene.handle(intent) or not scene.passes_input:
                return

    def frame(self, dt: float = 1 / 60) -> pygame.Surface:
        if self.stack:
            self.stack[-1].update(dt)
        first = 0
        for i, scene in enumerate(self.stack):
            if scene.opaque:
                first = i
        for scene in self.stack[first:]:
            scene.draw(self.window)
        return self.window


def session_for(kinds: tuple[str, ...], seed: int = 5, **rules: Any) -> GameSession:
    names = ("Ana", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal")
    config = GameConfig(players=len(kinds), names=names[: len(kinds)], **rules)
    seats = tuple(SeatSpec(names[i], k) for i, k in enumerate(kinds))
    return GameSession(config, seed, seats, [])


def click(app: FakeApp, pos: tuple[int, int], button: int = 1) -> None:
    app.send(Motion(pos))
    app.send(Click(pos, button))
    app.frame()


def ready(app: FakeApp) -> None:
    """The player the handoff screen names clicks once it has shown a moment (press and
    release: see handoff.py)."""
    app.frame(0.0)  # the frame the screen came in (its time is not counted)
    app.frame(ARMING)
    app.send(Click((10, 10)))
    app.send(Release((10, 10)))


def key(app: FakeApp, k: int) -> None:
    app.send(Key(k))
    app.frame()


def advance(
    session: GameSession,
    wanted: Callable[[GameState], bool],
    seed: int = 0,
    limit: int = 3000,
    policy: Callable[[GameState, tuple[Action, ...], random.Random], Action] | None = None,
) -> None:
    """Play seeded random legal moves (lands first) until `wanted(state)` holds."""
    rng = random.Random(seed)
    for _ in range(limit):
        state = session.state
        if wanted(state):
            return
        if state.phase is Phase.OVER:
            break
        legal = legal_actions(state)
        if policy is not None:
            action = policy(state, legal, rng)
        else:
            lands = [a for a in legal if isinstance(a, PlayLand)]
            action = rng.choice(lands) if lands else rng.choice(legal)
        session.play(action)
    raise AssertionError("the wanted position was not reached")


def human_acts(state: GameState, seat: int = 0) -> bool:
    return state.seat == seat and state.phase is Phase.ACTION


def hot_rect(scene: TableScene, kind: str | Spot, item: int | None = None) -> pygame.Rect:
    """The on-screen rectangle of the first hotspot of this kind (and item)."""
    kind = Spot(kind)
    for rect, hot in scene.hotspots():
        if hot.kind == kind and (item is None or hot.item == item):
            return rect
    raise AssertionError(f"no {kind} {item} on screen")


def table(app: FakeApp, session: GameSession, agents: dict[int, Any] | None = None) -> TableScene:
    scene = TableScene(app, session)  # type: ignore[arg-type]
    scene.cpu._agents.update(agents or {})
    app.push(scene)
    app.frame()
    return scene


def legal_of(state: GameState, kind: type, seat: int = 0) -> list[Any]:
    """The legal actions of this type when `seat` takes its main action, else []."""
    if not human_acts(state, seat):
        return []
    return [a for a in legal_actions(state) if isinstance(a, kind)]


def costly_steals(state: GameState) -> list[Any]:
    """Steals open to seat 0 that owe lands from hand for the gift's locks."""
    out = []
    for a in legal_of(state, Steal):
        held = owner_of(state, a.gift)
        if held is not None and lock_discard(state, 0, held[1]) > 0:
            out.append(a)
    return out
