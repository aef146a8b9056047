"""Start-up of the app: from process start to the first frame of the headless autoplay mode.

Each run is a fresh `python -m siege_desktop --autoplay --headless ...` process, so the figure
counts the interpreter's start, every import, pygame's init, the window, the art and the first
table frame (`first_frame_s` of --stats-json). Menus-only start-up (the title screen) beside it.
Then the frame time of each menu screen at 1280×720 and 2560×1440 (headless, in this process).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _once(extra: list[str], workdir: Path) -> tuple[float, float]:
    """One start: (first_frame_s reported by the app, wall seconds of the whole process)."""
    stats = workdir / "stats.json"
    env = dict(os.environ, SIEGE_DESKTOP_HOME=str(workdir / "home"))
    cmd = [sys.executable, "-m", "siege_desktop", "--headless", "--frames", "2"]
    cmd += ["--stats-json", str(stats), *extra]
    start = time.perf_counter()
    subprocess.run(cmd, cwd=REPO, env=env, check=True, capture_output=True, timeout=300)
    wall = time.perf_counter() - start
    return float(json.loads(stats.read_text(encoding="utf-8"))["first_frame_s"]), wall


def menu_frames(quick: bool) -> None:
    """Update + draw of each menu screen per frame, as the shell measures it."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from siege_desktop.app.menus.confirm import ConfirmScene
    from siege_desktop.app.menus.load import LoadScene
    from siege_desktop.app.menus.new_game import NewGameScene
    from siege_desktop.app.menus.rules import RulesScene
    from siege_desktop.app.menus.settings import SettingsScene
    from siege_desktop.app.scene import Scene
    from siege_desktop.app.scenes import SCENES
    from siege_desktop.app.settings import Settings
    from siege_desktop.app.shell import App

    frames = 60 if quick else 240
    screens: dict[str, Callable[[App], Scene | None]] = {
        "title": lambda app: None,
        "new game": NewGameScene,
        "load": LoadScene,
        "settings": SettingsScene,
        "rules": RulesScene,
        "confirm": lambda app: ConfirmScene(app, "Quit?", app.quit),
    }
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["SIEGE_DESKTOP_HOME"] = tmp
        for size in ((1280, 720), (2560, 1440)):
            app = App(Settings(window_size=size), headless=True, scenes=SCENES)
            parts = []
            for name, make in screens.items():
                app.open_title()
                scene = make(app)
                if scene is not None:
                    app.push(scene)
                for _ in range(5):  # caches warm, as after the first frames on screen
                    app.step(1 / 60)
                app.frame_times_ms.clear()
                cpu: list[float] = []
                for _ in range(frames):
                    before = time.thread_time()
                    app.step(1 / 60)
                    cpu.append((time.thread_time() - before) * 1000)
                t = sorted(app.frame_times_ms)
                p99 = t[min(len(t) - 1, int(0.99 * len(t)))]
                parts.append(
                    f"{name} {statistics.fmean(t):.2f}/{p99:.2f} (cpu {statistics.fmean(cpu):.2f})"
                )
            app.shutdown()
            # Wall time per frame (mean/p99) and, in brackets, this thread's own CPU time per
            # frame, which a busy shared machine does not inflate.
            print(f"menu frame ms at {size[0]}x{size[1]}: " + ", ".join(parts))


def run(quick: bool) -> None:
    runs = 2 if quick else 7
    cases: dict[str, list[str]] = {
        "title screen": [],
        "autoplay table, 4 seats": ["--autoplay", "--seats", "hard,medium,medium,easy"],
        "autoplay table, 8 seats": ["--autoplay", "--seats", ",".join(["hard", "medium"] * 4)],
    }
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        _once([], work)  # warm the OS file cache and Python's bytecode cache once
        for name, extra in cases.items():
            firsts: list[float] = []
            walls: list[float] = []
            for _ in range(runs):
                first, wall = _once([*extra, "--seed", "1"] if extra else extra, work)
                firsts.append(first)
                walls.append(wall)
            print(
                f"start to first frame, {name}: median {statistics.median(firsts):.3f} s, "
                f"min {min(firsts):.3f} s, max {max(firsts):.3f} s over {runs} runs "
                f"(whole process incl. 2 frames and exit: median {statistics.median(walls):.3f} s)"
            )
    menu_frames(quick)
