"""`python build/check_glibc.py`: fail when a bundled binary needs a newer glibc than promised.

Reads every ELF file of the one-folder app with `objdump -T` and collects the `GLIBC_x.y`
symbol versions it needs. The ceiling defaults to the README's promise ("glibc 2.35 or
newer"), so the promise and the check cannot drift apart.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import buildinfo as info

GLIBC = re.compile(r"\bGLIBC_(\d+(?:\.\d+)+)\b")
PROMISE = re.compile(r"glibc (\d+\.\d+) or newer")
ELF_MAGIC = b"\x7fELF"

Version = tuple[int, ...]


class GlibcCheckError(RuntimeError):
    """The check could not run (no objdump, no README promise, an unreadable binary)."""


def parse_version(text: str) -> Version:
    return tuple(int(part) for part in text.split("."))


def show(version: Version) -> str:
    return ".".join(map(str, version))


def promised(readme: Path) -> Version:
    """The oldest glibc the README promises the Linux package runs on."""
    found = PROMISE.search(readme.read_text(encoding="utf-8"))
    if found is None:
        raise GlibcCheckError(f"{readme} promises no 'glibc X.Y or newer'")
    return parse_version(found.group(1))


def needed_versions(objdump_text: str) -> set[Version]:
    """Every GLIBC_ symbol version named in `objdump -T` output."""
    return {parse_version(v) for v in GLIBC.findall(objdump_text)}


def elf_files(root: Path) -> list[Path]:
    """Every regular ELF file under `root` (links are checked through their target)."""
    found = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as f:
                if f.read(4) == ELF_MAGIC:
                    found.append(path)
    return found


def newest_needed(path: Path, objdump: str) -> Version | None:
    done = subprocess.run([objdump, "-T", str(path)], capture_output=True, text=True)
    if done.returncode != 0:
        raise GlibcCheckError(f"objdump -T {path} failed: {done.stderr.strip()}")
    versions = needed_versions(done.stdout)
    return max(versions) if versions else None


def check(root: Path, ceiling: Version) -> tuple[dict[Path, Version], list[Path]]:
    """Each ELF file's newest needed glibc, and the files that need more than `ceiling`."""
    objdump = shutil.which("objdump")
    if objdump is None:
        raise GlibcCheckError("objdump not found: install binutils")
    files = elf_files(root)
    if not files:
        raise GlibcCheckError(f"no ELF binaries under {root}: build the app first")
    needs = {}
    for path in files:
        newest = newest_needed(path, objdump)
        if newest is not None:
            needs[path] = newest
    return needs, [p for p, v in needs.items() if v > ceiling]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python build/check_glibc.py", description=__doc__)
    parser.add_argument("root", nargs="?", type=Path, default=info.bundle_dir())
    parser.add_argument("--max", help="the newest glibc allowed (default: the README's promise)")
    args = parser.parse_args(argv)
    try:
        ceiling = parse_version(args.max) if args.max else promised(info.ROOT / "README.md")
        needs, over = check(args.root, ceiling)
    except (GlibcCheckError, OSError, ValueError) as exc:
        print(f"check_glibc: {exc}", file=sys.stderr)
        return 2
    newest = max(needs.values(), default=(0,))
    print(
        f"glibc: {len(needs)} binaries under {args.root} need at most GLIBC_{show(newest)}; "
        f"the ceiling is {show(ceiling)}"
    )
    for path in over:
        print(f"FAIL  {path.relative_to(args.root)} needs GLIBC_{show(needs[path])}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
