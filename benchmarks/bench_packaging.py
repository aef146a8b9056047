"""The packaged app's figures: bundle size and launch to first frame, beside the source run.

Measures what `python build/build.py` left in dist/ (it never builds: that takes a minute).
Each launch is a one-frame headless game; `first_frame_s` is the app's own figure (from the
process's start to the first drawn frame), the wall time is the whole process seen from here.
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

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"


def packaged_executable() -> Path:
    if sys.platform == "win32":
        return DIST / "siege-desktop" / "siege-desktop.exe"
    if sys.platform == "darwin":
        return DIST / "Siege Desktop.app" / "Contents" / "MacOS" / "siege-desktop"
    return DIST / "siege-desktop" / "siege-desktop"


def folder_bytes(folder: Path) -> int:
    """The folder's size as `du -sb` gives it: every entry's own size, folders and links too."""
    return folder.lstat().st_size + sum(p.lstat().st_size for p in folder.rglob("*"))


def launches(command: list[str], count: int) -> tuple[list[float], list[float]]:
    """(first_frame_s, wall seconds) of `count` one-frame headless games."""
    firsts, walls = [], []
    with tempfile.TemporaryDirectory(prefix="siege-bench-") as tmp:
        env = {
            **os.environ,
            "SIEGE_DESKTOP_HOME": tmp,
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
        }
        stats = Path(tmp) / "stats.json"
        args = [
            "--autoplay",
            "--headless",
            "--seats",
            "hard,medium,easy,easy",
            "--seed",
            "1",
            "--frames",
            "1",
            "--stats-json",
            str(stats),
        ]
        for _ in range(count):
            start = time.perf_counter()
            subprocess.run([*command, *args], env=env, check=True, capture_output=True)
            walls.append(time.perf_counter() - start)
            firsts.append(float(json.loads(stats.read_text())["first_frame_s"]))
    return firsts, walls


def run(quick: bool) -> None:
    exe = packaged_executable()
    if not exe.is_file():
        print(f"no packaged app at {exe}: run `python build/build.py` first")
        return
    bundle = exe.parent if sys.platform != "darwin" else DIST / "Siege Desktop.app"
    size = folder_bytes(bundle)
    print(f"bundle {bundle.relative_to(ROOT)}: {size:,} bytes ({size / 1e6:.1f} MB)")
    count = 3 if quick else 10
    print(f"launch to first frame, median of {count} one-frame headless games:")
    for label, command in (
        ("packaged app", [str(exe)]),
        ("from source  ", [sys.executable, "-m", "siege_desktop"]),
    ):
        firsts, walls = launches(command, count)
        print(
            f"  {label}: first_frame_s {statistics.median(firsts):.3f} s "
            f"(min {min(firsts):.3f}), whole process {statistics.median(walls):.3f} s"
        )
