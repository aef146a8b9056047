"""`python build/check_macos.py`: every binary of the .app runs on the macOS and CPU promised.

Reads each Mach-O file of the bundle (macholib, the library PyInstaller itself uses on
macOS): its minimum macOS (LC_BUILD_VERSION minos, or LC_VERSION_MIN_MACOSX on old
binaries) must not exceed the app's LSMinimumSystemVersion, and each file must hold code
for the package's CPU (what `otool -l` and `lipo -archs` show, without needing a Mac).
"""

from __future__ import annotations

import argparse
import plistlib
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import buildinfo as info
from macholib import mach_o
from macholib.MachO import MachO
from macholib.util import is_platform_file

Version = tuple[int, ...]
# The names `lipo -archs` prints, by Mach-O CPU type.
ARCHS = {0x01000007: "x86_64", 0x0100000C: "arm64", 7: "i386", 0x0200000C: "arm64_32"}


class MacCheckError(RuntimeError):
    """The check could not run (no bundle, no Info.plist, an unreadable binary)."""


@dataclass(frozen=True)
class Binary:
    path: Path
    archs: frozenset[str]
    minos: Version | None  # the newest minimum among its slices; None when it names none


def decode(packed: int) -> Version:
    """A Mach-O version (xxxx.yy.zz in nibbles) as numbers: 0x000B0000 is (11, 0, 0)."""
    return (packed >> 16, (packed >> 8) & 0xFF, packed & 0xFF)


def show(version: Version) -> str:
    return ".".join(map(str, version[:2] if version[2:] == (0,) else version))


def parse_version(text: str) -> Version:
    numbers = [int(part) for part in text.split(".")]
    return tuple((numbers + [0, 0, 0])[:3])


def read_binary(path: Path) -> Binary:
    """The CPUs and minimum macOS of one Mach-O file (thin or universal)."""
    try:
        macho = MachO(str(path))
    except (ValueError, OSError, KeyError) as exc:
        raise MacCheckError(f"{path}: not a readable Mach-O file ({exc})") from exc
    archs, minimums = set(), []
    for header in macho.headers:
        archs.add(ARCHS.get(header.header.cputype, hex(header.header.cputype)))
        for load, command, _ in header.commands:
            if load.cmd == mach_o.LC_BUILD_VERSION:
                minimums.append(decode(command.minos))
            elif load.cmd == mach_o.LC_VERSION_MIN_MACOSX:
                minimums.append(decode(command.version))
    return Binary(path, frozenset(archs), max(minimums) if minimums else None)


def macho_files(root: Path) -> list[Path]:
    return [
        p
        for p in sorted(root.rglob("*"))
        if p.is_file() and not p.is_symlink() and is_platform_file(str(p))
    ]


def minimum_system(app: Path) -> Version:
    plist = app / "Contents" / "Info.plist"
    try:
        with plist.open("rb") as f:
            return parse_version(str(plistlib.load(f)["LSMinimumSystemVersion"]))
    except (OSError, KeyError, ValueError, plistlib.InvalidFileException) as exc:
        raise MacCheckError(f"{plist}: no LSMinimumSystemVersion ({exc})") from exc


def problems(binaries: Sequence[Binary], ceiling: Version, arch: str, root: Path) -> list[str]:
    """Each binary that needs a newer macOS than `ceiling` or lacks code for `arch`."""
    found = []
    for b in binaries:
        rel = b.path.relative_to(root)
        if b.minos is not None and b.minos > ceiling:
            found.append(f"{rel} needs macOS {show(b.minos)} (the app promises {show(ceiling)})")
        if arch not in b.archs:
            found.append(f"{rel} has {', '.join(sorted(b.archs))}, not {arch}")
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python build/check_macos.py", description=__doc__)
    parser.add_argument("app", nargs="?", type=Path, default=info.DIST / info.MAC_APP)
    parser.add_argument("--arch", default=None, help="the CPU every binary must hold")
    args = parser.parse_args(argv)
    arch = args.arch or info.arch_tag()
    try:
        ceiling = minimum_system(args.app)
        files = macho_files(args.app)
        if not files:
            raise MacCheckError(f"no Mach-O binaries in {args.app}: build the app first")
        binaries = [read_binary(p) for p in files]
    except MacCheckError as exc:
        print(f"check_macos: {exc}", file=sys.stderr)
        return 2
    newest = max((b.minos for b in binaries if b.minos), default=None)
    print(
        f"macOS: {len(binaries)} binaries in {args.app.name}; the newest minimum among them is "
        f"{show(newest) if newest else 'unstated'}, LSMinimumSystemVersion {show(ceiling)}; "
        f"architectures {', '.join(sorted(set().union(*(b.archs for b in binaries))))}"
    )
    found = problems(binaries, ceiling, arch, args.app)
    for problem in found:
        print(f"FAIL  {problem}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
