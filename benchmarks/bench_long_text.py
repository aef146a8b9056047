"""Long text: a frame of the table whose seat names are 100,000 characters (the ellipsis is a
binary search on the width, so this must stay far under 20 ms), and one `fit` of such a name.

"first frame" is the table's first frame after the handoff (its caches cold: every name fitted
afresh); the short names beside them show what the rest of that frame costs. "afresh" clears
the table's fit cache and its cached regions before every frame: the binary search is paid in
full each time."""

from __future__ import annotations

import os
import statistics
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from siege_desktop.app import textfit
from siege_desktop.app.intents import Key, KeyUp
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.shell import App
from siege_desktop.app.table.handoff import ARMING
from siege_desktop.games.gifts.rules import GameConfig
from siege_desktop.games.gifts.ui.scene import TableScene

LONG = 100_000


def _table(app: App, length: int) -> None:
    # Names straight into the session: past every cap where names are read or typed, so the
    # drawing itself is what is measured.
    seats = (
        SeatSpec("W" * length, "human"),
        SeatSpec("\x00\ud800" + "é" * length, "human"),
        SeatSpec("M" * length, "easy"),
    )
    app.start_game(GameSession(GameConfig(players=3), 5, seats))
    app.step(1 / 60)  # the handoff screen (a name on it too), then the table behind it
    app.step(ARMING)  # it takes a press only once it has shown a moment
    app.dispatch(Key(pygame.K_RETURN, 0))
    app.dispatch(KeyUp(pygame.K_RETURN))


def run(quick: bool) -> None:
    os.environ["SIEGE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="siege-bench-")
    frames = 10 if quick else 60
    for size in ((1280, 720), (2560, 1440)):
        for length in (LONG, 3):
            app = App(headless=True, size=size)
            try:
                _table(app, length)
                start = time.perf_counter()
                app.step(1 / 60)
                first = (time.perf_counter() - start) * 1000
                times = []
                for _ in range(frames):
                    start = time.perf_counter()
                    app.step(1 / 60)
                    times.append((time.perf_counter() - start) * 1000)
                print(
                    f"table at {size[0]}x{size[1]}, three {length:,}-character seat names: "
                    f"first frame {first:.1f} ms, then mean {statistics.fmean(times):.2f} ms, "
                    f"max {max(times):.2f} ms over {frames} frames"
                )
                # The worst case: every name fitted afresh in every frame (no fit cached).
                scene = app.top
                assert isinstance(scene, TableScene)
                fresh = []
                for _ in range(frames):
                    painter = scene._painter
                    if painter is not None:
                        painter.clear(painter.scale)
                    scene.layers.invalidate()
                    start = time.perf_counter()
                    app.step(1 / 60)
                    fresh.append((time.perf_counter() - start) * 1000)
                mean = statistics.fmean(fresh)
                print(f"    fitted afresh each frame: mean {mean:.2f} ms, max {max(fresh):.2f} ms")
                if shots := os.environ.get("SIEGE_BENCH_SHOTS"):
                    pygame.image.save(app.window, f"{shots}/long-{size[0]}-{length}.png")
            finally:
                app.shutdown()
    text = "W" * LONG
    start = time.perf_counter()
    n = 20
    pygame.font.init()
    font = pygame.font.Font(None, 18)
    for _ in range(n):
        textfit.fit(font, text, 300)
    each = (time.perf_counter() - start) * 1000 / n
    print(f"fit of a {LONG:,}-character name to 300 px: {each:.2f} ms")
