"""Linux package: a .tar.gz of the one-folder app with its .desktop file, icon and installer."""

from __future__ import annotations

import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent / "linux"
DESKTOP_FILE = HERE / "siege-desktop.desktop"
INSTALL_SCRIPT = HERE / "install-desktop-entry.sh"
# AppStream metadata (what software centres show), for distributions and Flatpak packagers.
METAINFO = HERE / "io.github.siegedesktop.SiegeDesktop.metainfo.xml"


def _normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
    # Nobody's user or group from the build machine; permissions as built (x bits kept).
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def _script(info: tarfile.TarInfo) -> tarfile.TarInfo:
    # Runnable even when packed from files that lost their x bit (a Windows clone, a zip).
    info.mode = 0o755
    return _normalise(info)


def make_tarball(bundle: Path, out_dir: Path, stem: str, icon_png: Path | None) -> Path:
    """Pack `bundle` (dist/siege-desktop) as `<out_dir>/<stem>.tar.gz`, under a `<stem>/` folder.

    Next to the executable go `siege-desktop.desktop`, `siege-desktop.png` (when the app has
    an icon), `install-desktop-entry.sh`, which adds the game to the user's menu, and the
    AppStream metainfo file.
    """
    if not (bundle / "siege-desktop").is_file():
        raise FileNotFoundError(f"{bundle} holds no siege-desktop executable: build it first")
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"{stem}.tar.gz"
    extras: list[tuple[Path, str]] = [
        (DESKTOP_FILE, "siege-desktop.desktop"),
        (INSTALL_SCRIPT, "install-desktop-entry.sh"),
        (METAINFO, METAINFO.name),
    ]
    if icon_png is not None and icon_png.is_file():
        extras.append((icon_png, "siege-desktop.png"))
    # Level 6 packs within a percent of level 9 in a third of the time.
    with tarfile.open(target, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname=stem, recursive=False, filter=_normalise)
        for path in sorted(bundle.rglob("*")):
            rel = path.relative_to(bundle).as_posix()
            keep = _script if rel == "siege-desktop" else _normalise
            tar.add(path, arcname=f"{stem}/{rel}", recursive=False, filter=keep)
        for source, name in extras:
            keep = _script if name.endswith(".sh") else _normalise
            tar.add(source, arcname=f"{stem}/{name}", filter=keep)
    return target
