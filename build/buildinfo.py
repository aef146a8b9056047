"""Where the packaging puts things and what the packages are called, on every OS."""

from __future__ import annotations

import os
import platform
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "siege-desktop"
TITLE = "Siege Desktop"
MAC_APP = f"{TITLE}.app"
# PyInstaller's scratch files and our packages live in git-ignored folders (.gitignore).
WORK = ROOT / "build" / "_work"
DIST = ROOT / "dist"
OUT = ROOT / "build" / "out"
ICON_DIR = ROOT / "assets" / "icon"


def version() -> str:
    """The app's version, read from the source without importing it (no pygame needed)."""
    text = (ROOT / "siege_desktop" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'__version__\s*=\s*"([^"]+)"', text)
    if found is None:
        raise RuntimeError("siege_desktop/__init__.py has no __version__")
    return found.group(1)


def os_tag(system: str | None = None) -> str:
    """`linux`, `windows` or `macos`: the OS part of a package's name."""
    system = system or sys.platform
    if system.startswith("linux"):
        return "linux"
    if system in ("win32", "cygwin"):
        return "windows"
    if system == "darwin":
        return "macos"
    raise RuntimeError(f"no packaging for this OS ({system})")


def arch_tag(machine: str | None = None) -> str:
    """The CPU part of a package's name, spelled the same on every OS."""
    machine = (machine or platform.machine()).lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def package_stem(system: str | None = None, machine: str | None = None) -> str:
    """`siege-desktop-0.1.0-linux-x86_64`: every package of one build starts with this."""
    return f"{NAME}-{version()}-{os_tag(system)}-{arch_tag(machine)}"


def bundle_dir() -> Path:
    """The one-folder app PyInstaller leaves in dist/."""
    return DIST / NAME


def executable(console: bool = False) -> Path:
    """The packaged app's executable (on Windows, `console` picks the terminal twin)."""
    tag = os_tag()
    if tag == "windows":
        return bundle_dir() / (f"{NAME}-console.exe" if console else f"{NAME}.exe")
    if tag == "macos":
        # The smoke test runs the .app's own copy: that is what players get.
        return DIST / MAC_APP / "Contents" / "MacOS" / NAME
    return bundle_dir() / NAME


def app_root() -> Path:
    """The folder that must stay untouched when the app runs (the whole bundle)."""
    return DIST / MAC_APP if os_tag() == "macos" else bundle_dir()


def du_bytes(folder: Path) -> int:
    """The folder's size as `du -sb` gives it: every entry's own size, folders and links too."""
    return folder.lstat().st_size + sum(p.lstat().st_size for p in folder.rglob("*"))


def source_date_epoch() -> int | None:
    """The one timestamp a reproducible package carries (seconds since 1970).

    SOURCE_DATE_EPOCH when set (the reproducible-builds convention), else the time of the
    checked-out commit, so two builds of one commit agree; None outside a git checkout.
    """
    value = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if value:
        return int(value)
    try:
        done = subprocess.run(
            ["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True
        )
    except OSError:
        return None
    stamp = done.stdout.strip()
    return int(stamp) if done.returncode == 0 and stamp.isdigit() else None
