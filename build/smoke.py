"""`python build/smoke.py`: prove the packaged app in dist/ works, as a player would get it.

Runs the built executable (never the sources) with a throw-away user folder and checks that
it reports its version, plays a headless game with exit code 0, finds its assets and font,
writes its files to the per-user folders and nothing next to the executable. Prints the
figures (bundle size, launch to first frame) and ends with "smoke: N passed, M failed".
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import buildinfo as info

STATS_KEYS = ("frames", "mean_ms", "p99_ms", "max_ms", "first_frame_s")
# Generous: the CPU seats think for real, and CI machines are shared.
GAME_TIMEOUT_S = 600

Snapshot = dict[str, tuple[int, int]]


def snapshot(root: Path) -> Snapshot:
    """Every file and folder under `root` with its size and modification time."""
    found: Snapshot = {}
    for path in root.rglob("*"):
        st = path.lstat()
        found[path.relative_to(root).as_posix()] = (st.st_size, st.st_mtime_ns)
    return found


def changes(before: Snapshot, after: Snapshot) -> list[str]:
    """What appeared, vanished or changed between two snapshots, one line each."""
    lines = [f"new: {p}" for p in sorted(after.keys() - before.keys())]
    lines += [f"gone: {p}" for p in sorted(before.keys() - after.keys())]
    lines += [
        f"changed: {p}" for p in sorted(before.keys() & after.keys()) if before[p] != after[p]
    ]
    return lines


def missing_assets(source: Path, bundled: Path) -> list[str]:
    """Files of the source assets folder that the bundle lacks or holds with another size.

    The art's generator script (assets/src/) is deliberately left out of the bundle.
    """
    missing = []
    for path in sorted(source.rglob("*")):
        rel = path.relative_to(source)
        if not path.is_file() or rel.parts[0] == "src" or "__pycache__" in rel.parts:
            continue
        twin = bundled / rel
        if not twin.is_file() or twin.stat().st_size != path.stat().st_size:
            missing.append(rel.as_posix())
    return missing


def bundled_assets_dir(root: Path) -> Path | None:
    """The assets folder inside a bundle (`_internal/assets`; in a macOS .app, under Contents)."""
    for candidate in sorted(root.rglob("assets"), key=lambda p: len(p.parts)):
        if candidate.is_dir() and (candidate / "LICENSE.md").is_file():
            return candidate
    return None


def png_colours(path: Path) -> int:
    """How many distinct colours a sample grid of the PNG holds (0 if it is no PNG)."""
    data = path.read_bytes()
    if not data.startswith(b"\x89PNG\r\n\x1a\n"):
        return 0
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    try:
        import pygame
    except ImportError:  # the build environment always has it; a bare PNG check otherwise
        return 2
    image = pygame.image.load(str(path))
    w, h = image.get_size()
    return len(
        {tuple(image.get_at((x * w // 32, y * h // 18))) for x in range(32) for y in range(18)}
    )


def fake_user_env(home: Path, *, redirect: bool) -> dict[str, str]:
    """The environment of a run whose per-user folders all live under `home`.

    With `redirect`, SIEGE_DESKTOP_HOME names it; without, HOME does and the app must find
    its folders through platformdirs, as on a player's machine.
    """
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("SIEGE_DESKTOP_HOME", None)
    if redirect:
        env["SIEGE_DESKTOP_HOME"] = str(home)
    else:
        env["HOME"] = str(home)
    return env


class Checks:
    """Counts and prints the outcome of each check."""

    def __init__(self) -> None:
        self.passed = 0
        self.failed = 0

    def check(self, ok: bool, what: str, detail: str = "") -> bool:
        if ok:
            self.passed += 1
            print(f"ok    {what}")
        else:
            self.failed += 1
            print(f"FAIL  {what}{': ' + detail if detail else ''}")
        return ok


def run(
    command: list[str], env: dict[str, str], cwd: Path
) -> tuple[subprocess.CompletedProcess[str], float]:
    start = time.perf_counter()
    done = subprocess.run(
        command, env=env, cwd=cwd, capture_output=True, text=True, timeout=GAME_TIMEOUT_S
    )
    return done, time.perf_counter() - start


def headless_game(exe: Path, out: Path, seats: str, seed: int, frames: int) -> list[str]:
    """The command line of a headless game writing its screenshot and figures into `out`."""
    return [
        str(exe),
        "--autoplay",
        "--headless",
        "--seats",
        seats,
        "--seed",
        str(seed),
        "--frames",
        str(frames),
        "--screenshot",
        str(out / "shot.png"),
        "--stats-json",
        str(out / "stats.json"),
    ]


def smoke(frames: int, seats: str, seed: int, launches: int) -> Checks:
    c = Checks()
    exe, root = info.executable(), info.app_root()
    if not c.check(exe.is_file(), f"packaged app at {exe}", "run `python build/build.py` first"):
        return c
    size = sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir())
    print(f"figure: bundle {root} is {size:,} bytes ({size / 1e6:.1f} MB)")
    bundled = bundled_assets_dir(root)
    c.check(bundled is not None, "the bundle holds the assets folder")
    if bundled is not None:
        lacking = missing_assets(info.ROOT / "assets", bundled)
        c.check(not lacking, "every asset (art, font, licences) is bundled", ", ".join(lacking))
        c.check(any(bundled.glob("fonts/*.ttf")), "the font is bundled")
    before = snapshot(root)

    with tempfile.TemporaryDirectory(prefix="siege-smoke-") as tmp_name:
        tmp = Path(tmp_name)
        # --version: a windowed .exe has no stdout, so Windows asks the console twin.
        done, _ = run(
            [str(info.executable(console=True)), "--version"],
            fake_user_env(tmp / "v", redirect=True),
            tmp,
        )
        c.check(
            done.returncode == 0 and info.version() in done.stdout + done.stderr,
            f"--version says {info.version()}",
            f"exit {done.returncode}: {done.stdout!r}",
        )

        # A whole headless game, run from the app's own folder (as a double-click or the
        # Start menu does) so that any file written "next to the executable" shows up there.
        home = tmp / "home"
        out = tmp / "out1"
        out.mkdir()
        done, wall = run(
            headless_game(exe, out, seats, seed, frames),
            fake_user_env(home, redirect=True),
            exe.parent,
        )
        ok = c.check(
            done.returncode == 0,
            "a headless game exits with code 0",
            f"exit {done.returncode}\n{done.stdout[-2000:]}\n{done.stderr[-4000:]}",
        )
        stats = _stats(c, out / "stats.json", frames)
        c.check(
            (out / "shot.png").is_file() and png_colours(out / "shot.png") > 3,
            "the screenshot is a drawn PNG (art and text, not a blank window)",
        )
        written = sorted(p.relative_to(home).as_posix() for p in home.rglob("*") if p.is_file())
        c.check(
            bool(written), "the app wrote its files under SIEGE_DESKTOP_HOME", "nothing written"
        )
        print(f"      user files: {', '.join(written) or '-'}")
        if ok and stats:
            print(
                f"figure: headless game of {frames} frames: {wall:.2f} s wall, "
                f"first frame {stats['first_frame_s']:.3f} s, "
                f"mean frame {stats['mean_ms']:.2f} ms, p99 {stats['p99_ms']:.2f} ms"
            )

        # The same without the redirection: the per-user folders come from platformdirs.
        fake_home = tmp / "fakehome"
        fake_home.mkdir()
        out = tmp / "out2"
        out.mkdir()
        done, _ = run(
            headless_game(exe, out, seats, seed + 1, 30),
            fake_user_env(fake_home, redirect=False),
            exe.parent,
        )
        c.check(
            done.returncode == 0,
            "a game using the platform's per-user folders exits 0",
            f"exit {done.returncode}\n{done.stderr[-4000:]}",
        )
        if info.os_tag() != "windows":  # Windows asks the shell for AppData, not $HOME
            written = sorted(
                p.relative_to(fake_home).as_posix() for p in fake_home.rglob("*") if p.is_file()
            )
            c.check(bool(written), "it wrote its files under the user's home", "nothing written")
            print(f"      user files: {', '.join(written) or '-'}")

        # Launch to first frame: short runs of one frame, timed from outside too.
        walls, firsts = [], []
        for i in range(launches):
            out = tmp / f"launch{i}"
            out.mkdir()
            done, wall = run(
                headless_game(exe, out, seats, seed, 1),
                fake_user_env(home, redirect=True),
                exe.parent,
            )
            if done.returncode == 0 and (out / "stats.json").is_file():
                walls.append(wall)
                firsts.append(float(json.loads((out / "stats.json").read_text())["first_frame_s"]))
        if c.check(len(walls) == launches, f"{launches} one-frame launches exit 0") and walls:
            print(
                f"figure: launch to first frame (median of {launches}): "
                f"first_frame_s {statistics.median(firsts):.3f} s, whole process "
                f"{statistics.median(walls):.3f} s wall"
            )

    lines = changes(before, snapshot(root))
    c.check(not lines, "nothing was written next to the executable", "; ".join(lines[:20]))
    return c


def _stats(c: Checks, path: Path, frames: int) -> dict[str, float] | None:
    try:
        stats = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        c.check(False, "the stats JSON is written", str(exc))
        return None
    good = isinstance(stats, dict) and all(
        isinstance(stats.get(k), int | float) for k in STATS_KEYS
    )
    if not c.check(good, f"the stats JSON has {', '.join(STATS_KEYS)}", repr(stats)):
        return None
    c.check(stats["frames"] == frames, f"it drew {frames} frames", f"drew {stats['frames']}")
    return {k: float(stats[k]) for k in STATS_KEYS}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python build/smoke.py", description=__doc__)
    parser.add_argument("--frames", type=int, default=240, help="frames of the long game")
    parser.add_argument("--seats", default="hard,medium,easy,easy", help="CPU seats")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--launches", type=int, default=3, help="timed one-frame launches")
    args = parser.parse_args(argv)
    c = smoke(args.frames, args.seats, args.seed, args.launches)
    print(f"smoke: {c.passed} passed, {c.failed} failed")
    return 1 if c.failed else 0


if __name__ == "__main__":
    sys.exit(main())
