"""Frame time of the Siege table: two Medium seats mid-game at 1280×720 and 2560×1440
(update + draw per frame, hover moving, the CPU seats playing at the table's pace, dice
falling), like bench_cursed_frames."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from benchmarks.bench_frames import measure, warm_up
from siege_desktop.ai import make_agent
from siege_desktop.app.scenes import SCENES
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.shell import App
from siege_desktop.core.registry import find_game

GAME = "siege"


def mid_game(seed: int, rounds: int) -> GameSession:
    """A game of two Easy seats played into round `rounds` (units on the board, dice rolled)."""
    rules = find_game(GAME).rules
    session = GameSession(
        rules.default_config(2),
        seed,
        (SeatSpec("South", "medium"), SeatSpec("North", "medium")),
        game=GAME,
    )
    agents = [make_agent("easy", seed * 10 + i, game=GAME) for i in range(2)]
    for _ in range(5000):
        state = session.state
        if rules.is_over(state) or state.round >= rounds:
            break
        seat = rules.to_act(state)
        legal = rules.legal_actions(state)
        session.play(agents[seat].choose(rules.observation(state, seat), legal))
    return session


def run(quick: bool) -> None:
    os.environ.setdefault("SIEGE_DESKTOP_HOME", tempfile.mkdtemp(prefix="siege-bench-"))
    frames = 300 if quick else 1800
    session = mid_game(seed=11, rounds=6)
    state = session.state
    units = sum(1 for u in state.board if u is not None)
    print(f"2 Medium seats, round {state.round}, {len(session.actions)} actions, {units} units")
    print("targets: p99 <= 8 ms headless")
    for size in ((1280, 720), (2560, 1440)):
        app = App(headless=True, size=size, scenes=SCENES)
        app.start_game(GameSession.from_dict(session.to_dict()))
        warm_up(app)
        print(measure(app, frames, paced=False).line(f"{size[0]}x{size[1]}"))
        app.shutdown()
    pygame.quit()
