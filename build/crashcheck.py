"""The windowed crash path of the packaged app, forced from outside: a copy of the bundle
with one art file removed fails while drawing, and must log the error and stay up showing
its message (instead of vanishing) until the player closes it.

With Xvfb, xdotool and ImageMagick's `import` (Linux) the copy runs in a real X window on a
virtual screen: the screen is captured and Esc closes the message. Elsewhere it runs on
SDL's dummy driver, which takes no input, so it is ended once the message is up.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

# Drawn on every frame of the table, so its absence fails at once.
BROKEN_ASSET = ("table", "felt.svg")
LOGGED = "unexpected error"


@dataclass
class CrashRun:
    log_text: str
    alive_after_error: bool  # still up (showing its message) a moment after logging it
    exit_code: int | None  # after Esc on a virtual screen; None when we had to end it
    screenshot: Path | None  # the screen while the message was up (virtual screen only)


def break_copy(root: Path, dest: Path, assets_dir: Path) -> Path:
    """Copy the bundle `root` to `dest` without one art file; returns the copy's root."""
    shutil.copytree(root, dest, symlinks=True)
    # A .app keeps its data under Contents/Resources with links beside it: resolve the real
    # file inside the copy, not the original.
    target = (dest / assets_dir.relative_to(root)).joinpath(*BROKEN_ASSET).resolve()
    target.unlink()
    return dest


def have_virtual_screen() -> bool:
    return sys.platform.startswith("linux") and all(
        shutil.which(tool) for tool in ("Xvfb", "xdotool", "import")
    )


def _free_display() -> int:
    def taken(n: int) -> bool:
        return Path(f"/tmp/.X11-unix/X{n}").exists() or Path(f"/tmp/.X{n}-lock").exists()

    return next(n for n in range(93, 300) if not taken(n))


@contextmanager
def virtual_screen() -> Iterator[str | None]:
    """An Xvfb screen of our own on a free display number; yields its DISPLAY, or None if
    the server did not come up (the caller then falls back to the dummy driver)."""
    number = _free_display()
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "1280x800x24", "-s", "0", "-dpms"]
        + ["-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        up = False
        for _ in range(100):  # the socket appears once the server listens
            up = server.poll() is None and Path(f"/tmp/.X11-unix/X{number}").exists()
            if up or server.poll() is not None:
                break
            time.sleep(0.1)
        yield f":{number}" if up else None
    finally:
        if server.poll() is None:
            server.terminate()
            server.wait(10)


def _wait_for_log(proc: subprocess.Popen[bytes], log: Path, seconds: float) -> str:
    deadline = time.monotonic() + seconds
    text = ""
    while time.monotonic() < deadline and proc.poll() is None:
        text = log.read_text(encoding="utf-8", errors="replace") if log.is_file() else ""
        if LOGGED in text:
            break
        time.sleep(0.2)
    return text


def _press_escape(display: str) -> None:
    env = {"DISPLAY": display}
    found = subprocess.run(
        ["xdotool", "search", "--classname", "."], env=env, capture_output=True, text=True
    ).stdout.split()
    if not found:
        return
    # No window manager on Xvfb: focus by hand; hold the key a moment so a poll sees it.
    subprocess.run(["xdotool", "windowfocus", found[0]], env=env, check=False)
    subprocess.run(["xdotool", "keydown", "Escape"], env=env, check=False)
    time.sleep(0.05)
    subprocess.run(["xdotool", "keyup", "Escape"], env=env, check=False)


def run_broken(command: list[str], env: dict[str, str], log: Path, shot: Path) -> CrashRun:
    """Run the broken copy's windowed game (`command`) and see what happens."""
    if not have_virtual_screen():
        return _run(command, {**env, "SDL_VIDEODRIVER": "dummy"}, log, None, None)
    with virtual_screen() as display:
        if display is None:
            return _run(command, {**env, "SDL_VIDEODRIVER": "dummy"}, log, None, None)
        x_env = {**env, "SDL_VIDEODRIVER": "x11", "DISPLAY": display}
        return _run(command, x_env, log, display, shot)


def _run(
    command: list[str], env: dict[str, str], log: Path, display: str | None, shot: Path | None
) -> CrashRun:
    proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        text = _wait_for_log(proc, log, 90)
        time.sleep(1.0)  # time to draw the message
        alive = proc.poll() is None
        taken = None
        if alive and display is not None and shot is not None:
            subprocess.run(
                ["import", "-display", display, "-window", "root", str(shot)], check=False
            )
            taken = shot if shot.is_file() else None
            for _ in range(3):  # a key sent before the window has focus can be lost
                _press_escape(display)
                try:
                    return CrashRun(text, alive, proc.wait(5), taken)
                except subprocess.TimeoutExpired:
                    continue
        return CrashRun(text, alive, None, taken)
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
