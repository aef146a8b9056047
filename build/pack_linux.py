"""Linux package: a .tar.gz of the one-folder app with its .desktop file, icon and installer.

The archive is reproducible: entries in sorted order, owner root, modes 0755/0644, and every
mtime (the gzip header's too) set to one timestamp (SOURCE_DATE_EPOCH, build/buildinfo.py),
so two builds of one commit give the same bytes, which .ci/run checks.
"""

from __future__ import annotations

import gzip
import tarfile
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent / "linux"
DESKTOP_FILE = HERE / "siege-desktop.desktop"
INSTALL_SCRIPT = HERE / "install-desktop-entry.sh"
# AppStream metadata (what software centres show), for distributions and Flatpak packagers.
METAINFO = HERE / "io.github.siegedesktop.SiegeDesktop.metainfo.xml"


Filter = Callable[[tarfile.TarInfo], tarfile.TarInfo]


def _normaliser(mtime: int | None, runnable: bool = False) -> Filter:
    def normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
        # Nobody's user or group from the build machine; the umask's modes neither.
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        if not info.issym():
            # Runnable when built so, or a script packed from a file that lost its x bit.
            executable = runnable or info.isdir() or info.mode & 0o111
            info.mode = 0o755 if executable else 0o644
        if mtime is not None:
            info.mtime = mtime
        return info

    return normalise


def make_tarball(
    bundle: Path, out_dir: Path, stem: str, icon_png: Path | None, mtime: int | None = None
) -> Path:
    """Pack `bundle` (dist/siege-desktop) as `<out_dir>/<stem>.tar.gz`, under a `<stem>/` folder.

    Next to the executable go `siege-desktop.desktop`, `siege-desktop.png` (when the app has
    an icon), `install-desktop-entry.sh`, which adds the game to the user's menu, and the
    AppStream metainfo file. `mtime` (seconds since 1970) replaces every file's time and the
    gzip header's; None keeps the files' own (and the archive is not reproducible).
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
    plain, runnable = _normaliser(mtime), _normaliser(mtime, runnable=True)
    # Level 6 packs within a percent of level 9 in a third of the time. The gzip header
    # names no file and carries the fixed time, not the moment of packing.
    with (
        target.open("wb") as raw,
        gzip.GzipFile("", "wb", compresslevel=6, fileobj=raw, mtime=mtime or 0) as packed,
        tarfile.open(fileobj=packed, mode="w", format=tarfile.PAX_FORMAT) as tar,
    ):
        tar.add(bundle, arcname=stem, recursive=False, filter=plain)
        for path in sorted(bundle.rglob("*"), key=lambda p: p.relative_to(bundle).as_posix()):
            rel = path.relative_to(bundle).as_posix()
            keep = runnable if rel == "siege-desktop" else plain
            tar.add(path, arcname=f"{stem}/{rel}", recursive=False, filter=keep)
        for source, name in extras:
            keep = runnable if name.endswith(".sh") else plain
            tar.add(source, arcname=f"{stem}/{name}", filter=keep)
    return target
