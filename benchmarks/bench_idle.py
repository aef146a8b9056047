"""Idle CPU share: the process's CPU time over a few seconds with nothing happening, on the
title screen and at the table (a human to act), with the app's loop as a window runs it
(sleeping on input) and, for comparison, drawing every frame at 60 fps as it once did."""

from __future__ import annotations

import os
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from benchmarks.bench_frames import late_game
from siege_desktop.app.session import GameSession
from siege_desktop.app.shell import App
from siege_desktop.games.gifts.rules import Phase, legal_actions


def idle_share(app: App, seconds: float, idle_wait: bool) -> tuple[float, int]:
    """(CPU seconds per wall second, frames drawn) over `seconds` of the real loop."""
    app.idle_wait = idle_wait
    frames = app.frames
    wall, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - wall < seconds:
        app.run(frames=1)
    share = (time.process_time() - cpu) / (time.perf_counter() - wall)
    return share, app.frames - frames


def settle(app: App) -> None:
    """Run until nothing moves (the table's sprites rendered ahead, highlights faded in)."""
    for _ in range(3000):
        app.step(1 / 60)
        if not app.animating():
            break


def table_session() -> GameSession:
    session = late_game(("human",) + ("easy",) * 3, seed=21, rounds=10)
    while session.state.seat != 0 or session.state.phase is not Phase.ACTION:
        session.play(legal_actions(session.state)[0])
    return session


def run(quick: bool) -> None:
    from siege_desktop.app.menus.title import TitleScene
    from siege_desktop.games.gifts.ui.scene import TableScene

    os.environ.setdefault("SIEGE_DESKTOP_HOME", tempfile.mkdtemp(prefix="siege-bench-"))
    seconds = 2.0 if quick else 10.0
    app = App(headless=True, size=(1280, 720))
    # SDL_VIDEODRIVER=x11 (with DISPLAY, e.g. Xvfb) measures a real window's wait.
    driver = pygame.display.get_driver()
    print(f"target: under 2% of a core idle; {seconds:.0f} s each, 1280x720, {driver} driver")
    for label, make in (
        ("title", lambda: TitleScene(app)),
        ("table", lambda: TableScene(app, table_session())),
    ):
        app.reset_to(make())
        settle(app)
        for wait, how in ((False, "drawing every frame"), (True, "sleeping on input")):
            share, drawn = idle_share(app, seconds, wait)
            print(f"{label}, {how}: {100 * share:.1f}% of a core, {drawn} frames drawn")
    app.shutdown()
    pygame.quit()
