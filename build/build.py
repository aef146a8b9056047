"""`python build/build.py`: build the packaged app and its packages for the OS it runs on.

Runs PyInstaller on installer.spec (scratch files in build/_work, the one-folder app in
dist/), then packs what players download into build/out/:
  Linux    siege-desktop-<version>-linux-<arch>.tar.gz (app, .desktop file, icon)
  Windows  siege-desktop-<version>-windows-<arch>.zip and ...-setup.exe (Inno Setup 6 or 7)
  macOS    siege-desktop-<version>-macos-<arch>.dmg and .zip of "Siege Desktop.app"
Needs the packaging extra: `pip install -e ".[package]"`.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import buildinfo as info


def run_pyinstaller(clean: bool) -> None:
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--workpath",
        str(info.WORK),
        "--distpath",
        str(info.DIST),
    ]
    if clean:
        command.append("--clean")
    command.append(str(info.ROOT / "installer.spec"))
    env = dict(os.environ)
    # The same bytes from the same sources: fixed hash seed and timestamps (PyInstaller's
    # reproducible-build settings); the packers use the same timestamp.
    env.setdefault("PYTHONHASHSEED", "0")
    epoch = info.source_date_epoch()
    if epoch is not None:
        env.setdefault("SOURCE_DATE_EPOCH", str(epoch))
    if info.os_tag() == "macos":
        # A failed ad-hoc signature must fail the build, not ship an app that Gatekeeper
        # calls damaged; and PyInstaller verifies the signed bundle before it is done.
        env.setdefault("PYINSTALLER_STRICT_BUNDLE_CODESIGN_ERROR", "1")
        env.setdefault("PYINSTALLER_VERIFY_BUNDLE_SIGNATURE", "1")
    print("+", " ".join(command), flush=True)
    subprocess.run(command, check=True, cwd=info.ROOT, env=env)


def check_binaries() -> int:
    """The promised OS floor: glibc on Linux, macOS version and CPU on macOS (0 when met)."""
    tag = info.os_tag()
    if tag == "linux":
        import check_glibc

        return check_glibc.main([str(info.bundle_dir())])
    if tag == "macos":
        import check_macos

        return check_macos.main([str(info.DIST / info.MAC_APP)])
    return 0


def package(version: str) -> list[Path]:
    """Pack the built app for this OS into build/out/; returns the files made."""
    stem = info.package_stem()
    # Packages of earlier builds for this OS would be shipped beside the new ones.
    for old in info.OUT.glob(f"{info.NAME}-*-{info.os_tag()}-{info.arch_tag()}*"):
        old.unlink()
    png = info.ICON_DIR / "siege-desktop.png"
    ico = info.ICON_DIR / "siege-desktop.ico"
    tag = info.os_tag()
    if tag == "linux":
        import pack_linux

        epoch = info.source_date_epoch()
        return [pack_linux.make_tarball(info.bundle_dir(), info.OUT, stem, png, epoch)]
    if tag == "windows":
        import pack_windows

        made = [pack_windows.make_zip(info.bundle_dir(), info.OUT, stem)]
        made.append(pack_windows.make_installer(info.bundle_dir(), info.OUT, stem, version, ico))
        return made
    import pack_macos

    app = info.DIST / info.MAC_APP
    return [
        pack_macos.make_dmg(app, info.OUT, stem, info.TITLE),
        pack_macos.make_zip(app, info.OUT, stem),
    ]


def prepare_icons() -> None:
    """macOS wants an .icns; make one from the PNG when none is committed."""
    png = info.ICON_DIR / "siege-desktop.png"
    if info.os_tag() != "macos" or (info.ICON_DIR / "siege-desktop.icns").is_file():
        return
    if png.is_file():
        import pack_macos

        pack_macos.make_icns(png, info.WORK / "siege-desktop.icns")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python build/build.py",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--app-only", action="store_true", help="build dist/ only, skip the downloadable packages"
    )
    parser.add_argument(
        "--clean", action="store_true", help="throw away PyInstaller's caches and dist/ first"
    )
    args = parser.parse_args(argv)
    if importlib.util.find_spec("PyInstaller") is None:
        print('PyInstaller is missing: pip install -e ".[package]"', file=sys.stderr)
        return 1
    version = info.version()
    if args.clean:
        for folder in (info.WORK, info.DIST):
            shutil.rmtree(folder, ignore_errors=True)
    info.WORK.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    prepare_icons()
    run_pyinstaller(args.clean)
    built = time.perf_counter() - start
    size = info.du_bytes(info.bundle_dir())
    print(
        f"\nbuilt {info.bundle_dir()} in {built:.1f} s: {size:,} bytes "
        f"({size / 1e6:.1f} MB), version {version}"
    )
    if check_binaries() != 0:
        print("the app needs a newer OS than the README promises: not packaged", file=sys.stderr)
        return 1
    if not args.app_only:
        for made in package(version):
            print(f"package {made} ({made.stat().st_size / 1e6:.1f} MB)")
    print(f"done in {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    os.chdir(info.ROOT)
    sys.exit(main())
