"""Frame time of the Cursed Gifts table: 8 seats mid-game at 1280×720 and 2560×1440 (update
+ draw per frame, hover moving, CPU seats playing at the table's pace), like bench_frames."""

from __future__ import annotations

import os
import random
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from benchmarks.bench_frames import NAMES, measure, warm_up
from siege_desktop.ai import make_agent
from siege_desktop.app.scenes import SCENES
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.shell import App
from siege_desktop.core.registry import find_game

GAME = "cursed-gifts"


def mid_game(seats: int, seed: int, gifts: int) -> GameSession:
    """A game of Easy seats played until `gifts` Cursed Gifts lie in the areas."""
    rules = find_game(GAME).rules
    session = GameSession(
        rules.default_config(seats),
        seed,
        tuple(SeatSpec(NAMES[i], "easy") for i in range(seats)),
        game=GAME,
    )
    agents = [make_agent("easy", seed * 10 + i, game=GAME) for i in range(seats)]
    rng = random.Random(seed)
    for _ in range(5000):
        state = session.state
        if rules.is_over(state) or state.out or sum(len(a) for a in state.areas) >= gifts:
            break
        seat = rules.to_act(state)
        legal = rules.legal_actions(state)
        move = agents[seat].choose(rules.observation(state, seat), legal)
        session.play(move if rng.random() < 0.9 else legal[0])
    return session


def run(quick: bool) -> None:
    os.environ.setdefault("SIEGE_DESKTOP_HOME", tempfile.mkdtemp(prefix="siege-bench-"))
    frames = 300 if quick else 1800
    session = mid_game(8, seed=11, gifts=12)
    state = session.state
    gifts = sum(len(a) for a in state.areas)
    print(f"8 Easy seats, round {state.round}, {len(session.actions)} actions, {gifts} gifts")
    print("targets: mean <= 8 ms, p99 <= 16.7 ms")
    for size in ((1280, 720), (2560, 1440)):
        app = App(headless=True, size=size, scenes=SCENES)
        app.start_game(GameSession.from_dict(session.to_dict()))
        warm_up(app)
        print(measure(app, frames, paced=False).line(f"{size[0]}x{size[1]}"))
        app.shutdown()
    pygame.quit()
