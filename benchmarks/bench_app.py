"""Start-up of the app: from process start to the first frame of the headless autoplay mode.

Each run is a fresh `python -m siege_desktop --autoplay --headless ...` process, so the figure
counts the interpreter's start, every import, pygame's init, the window, the art and the first
table frame (`first_frame_s` of --stats-json). Menus-only start-up (the title screen) beside it.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
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
