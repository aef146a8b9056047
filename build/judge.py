"""What the smoke test judges by: bundle snapshots, assets, images, and run environments."""

from __future__ import annotations

import os
from pathlib import Path

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
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
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


def platform_config_dir(home: Path) -> Path:
    """Where platformdirs puts the app's config folder for a user whose home is `home`."""
    import platformdirs

    saved = {k: v for k, v in os.environ.items() if k == "HOME" or k.startswith("XDG_")}
    try:
        for key in saved:
            del os.environ[key]
        os.environ["HOME"] = str(home)
        return Path(platformdirs.user_config_dir("siege-desktop", appauthor=False))
    finally:
        os.environ.pop("HOME", None)
        os.environ.update(saved)


def image_size(path: Path) -> tuple[int, int] | None:
    """Width and height from a PNG's header (None if it is no PNG)."""
    data = path.read_bytes()[:24] if path.is_file() else b""
    if not data.startswith(b"\x89PNG\r\n\x1a\n") or len(data) < 24:
        return None
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
