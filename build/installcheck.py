"""The installers themselves, tried as a player would on their own OS runner.

Windows: the setup .exe installs silently for the current user, the installed game plays,
installing again clears the old library folder, and the uninstaller removes it all; the
windowed app is per-monitor DPI aware. macOS: the .dmg mounts, the app copied out of it
keeps a valid signature (`codesign --verify --deep --strict`) and plays.
"""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

import buildinfo as info


class Checker(Protocol):
    def check(self, ok: bool, what: str, detail: str = "") -> bool: ...


# Plays a short headless game with the executable; returns (it worked, what went wrong).
Play = Callable[[Path, Path], tuple[bool, str]]
SILENT = ["/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"]
# GetProcessDpiAwareness: PROCESS_PER_MONITOR_DPI_AWARE (per-monitor v2 reports it too).
PER_MONITOR_AWARE = 2


def wait_until(condition: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.5)
    return True


def _tail(path: Path) -> str:
    return path.read_text(errors="replace")[-1500:] if path.is_file() else ""


def windows_installer(c: Checker, setup: Path, tmp: Path, play: Play) -> None:
    """Install, play, upgrade in place and uninstall, all silently and without admin."""
    app_dir = Path(os.environ["LOCALAPPDATA"]) / "Programs" / info.TITLE
    menu = Path(os.environ["APPDATA"]) / "Microsoft/Windows/Start Menu/Programs" / info.TITLE
    if not c.check(not app_dir.exists(), f"{app_dir} is free before installing"):
        return
    log = tmp / "setup.log"
    command = [str(setup), *SILENT, "/CURRENTUSER", f"/LOG={log}"]
    done = subprocess.run(command, timeout=600)
    exe = app_dir / f"{info.NAME}-console.exe"
    if not c.check(
        done.returncode == 0 and exe.is_file(),
        f"{setup.name} /VERYSILENT /CURRENTUSER installs into %LOCALAPPDATA%\\Programs",
        f"exit {done.returncode}; {_tail(log)}",
    ):
        return
    c.check(menu.is_dir(), "it adds a Start-menu entry", str(menu))
    ok, detail = play(exe, tmp / "installed")
    c.check(ok, "the installed game plays a headless game", detail)
    stale = app_dir / "_internal" / "left-by-an-older-version.pyd"
    stale.write_bytes(b"old")
    done = subprocess.run([str(setup), *SILENT, "/CURRENTUSER", f"/LOG={log}"], timeout=600)
    c.check(
        done.returncode == 0 and exe.is_file() and not stale.exists(),
        "installing over it clears the old _internal folder ([InstallDelete])",
        f"exit {done.returncode}, stale file still there: {stale.exists()}",
    )
    done = subprocess.run([str(app_dir / "unins000.exe"), *SILENT], timeout=600)
    # The uninstaller hands over to a copy of itself in TEMP and returns at once.
    gone = wait_until(lambda: not app_dir.exists(), 120)
    c.check(
        done.returncode == 0 and gone,
        "the uninstaller removes the program folder silently",
        f"exit {done.returncode}; left: {sorted(p.name for p in app_dir.glob('*'))[:10]}",
    )
    c.check(not menu.exists(), "and its Start-menu entry", str(menu))


def process_dpi_awareness(pid: int) -> int | None:
    """GetProcessDpiAwareness of a running process (None when it cannot be read)."""
    if sys.platform != "win32":
        return None
    handle = ctypes.windll.kernel32.OpenProcess(0x1000, False, pid)  # QUERY_LIMITED_INFO
    if not handle:
        return None
    try:
        value = ctypes.c_int(-1)
        failed = ctypes.windll.shcore.GetProcessDpiAwareness(handle, ctypes.byref(value))
        return None if failed else value.value
    finally:
        ctypes.windll.kernel32.CloseHandle(handle)


def windows_dpi_awareness(c: Checker, exe: Path, env: dict[str, str]) -> None:
    """The windowed app on Windows' own video driver: a 4K screen at 200% gets real pixels."""
    env = {**env, "SDL_VIDEODRIVER": "windows"}
    env.pop("SDL_WINDOWS_DPI_AWARENESS", None)  # the app must ask for it itself
    command = [str(exe), "--autoplay", "--seats", "easy,easy", "--frames", "100000"]
    proc = subprocess.Popen(command, env=env, cwd=exe.parent)
    seen: list[int | None] = [None]
    try:

        def aware() -> bool:
            seen[0] = process_dpi_awareness(proc.pid)
            return seen[0] == PER_MONITOR_AWARE or proc.poll() is not None

        wait_until(aware, 60)
    finally:
        proc.terminate()
        proc.wait(30)
    c.check(
        seen[0] == PER_MONITOR_AWARE,
        "the windowed app is per-monitor DPI aware (draws at the screen's real pixels)",
        f"GetProcessDpiAwareness gave {seen[0]}",
    )


def macos_dmg(c: Checker, dmg: Path, tmp: Path, play: Play) -> None:
    """Mount the disk image, copy the app out as a drag to Applications does, verify, play."""
    mount = tmp / "dmg-mount"
    mount.mkdir()
    attach = subprocess.run(
        ["hdiutil", "attach", "-nobrowse", "-readonly", "-noautoopen"]
        + ["-mountpoint", str(mount), str(dmg)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    if not c.check(attach.returncode == 0, f"{dmg.name} mounts", attach.stderr[-800:]):
        return
    dest = tmp / "Applications" / info.MAC_APP
    try:
        c.check(
            (mount / info.MAC_APP).is_dir() and (mount / "Applications").is_symlink(),
            "the disk image shows the app beside a link to /Applications",
        )
        dest.parent.mkdir()
        subprocess.run(["ditto", str(mount / info.MAC_APP), str(dest)], check=True)
    finally:
        for extra in ([], ["-force"]):  # a busy volume lets go on the second try
            if subprocess.run(["hdiutil", "detach", *extra, str(mount)]).returncode == 0:
                break
            time.sleep(3)
    verify = subprocess.run(
        ["codesign", "--verify", "--deep", "--strict", "--verbose=2", str(dest)],
        capture_output=True,
        text=True,
    )
    c.check(
        verify.returncode == 0,
        "the app copied out of it verifies (codesign --verify --deep --strict)",
        verify.stderr[-1500:],
    )
    ok, detail = play(dest / "Contents" / "MacOS" / info.NAME, tmp / "from-dmg")
    c.check(ok, "the app copied out of the disk image plays a headless game", detail)
