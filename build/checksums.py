"""`python build/checksums.py DIR`: write DIR/SHA256SUMS for the release's packages.

The format is `sha256sum`'s own ("<hex>  <name>", sorted by name), so players verify with
`sha256sum -c SHA256SUMS` (Linux), `shasum -a 256 -c SHA256SUMS` (macOS) or compare
PowerShell's `Get-FileHash` (Windows). `--check` verifies an existing file the same way.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Sequence
from pathlib import Path

SUMS = "SHA256SUMS"
CHUNK = 1 << 20


class ChecksumError(ValueError):
    """A SHA256SUMS file that is malformed or names a file that does not match."""


def digest(path: Path) -> str:
    sha = hashlib.sha256()
    with path.open("rb") as f:
        while chunk := f.read(CHUNK):
            sha.update(chunk)
    return sha.hexdigest()


def packages(folder: Path) -> list[Path]:
    """The files to vouch for: every regular file in `folder` except the sums themselves."""
    return sorted(p for p in folder.iterdir() if p.is_file() and p.name != SUMS)


def write_sums(folder: Path) -> Path:
    """Write `folder/SHA256SUMS` over every package in it; returns its path."""
    files = packages(folder)
    if not files:
        raise ChecksumError(f"{folder} holds no packages to checksum")
    for path in files:
        if "\n" in path.name or "\\" in path.name:
            raise ChecksumError(f"{path.name!r}: a package name must not hold \\n or \\")
    target = folder / SUMS
    lines = [f"{digest(p)}  {p.name}\n" for p in files]
    target.write_text("".join(lines), encoding="utf-8", newline="\n")
    return target


def read_sums(path: Path) -> dict[str, str]:
    """File name -> hex digest, from a SHA256SUMS file."""
    sums = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        hexdigest, sep, name = line.partition("  ")
        if not sep or len(hexdigest) != 64 or not name:
            raise ChecksumError(f"{path}:{number}: not '<sha256>  <name>': {line!r}")
        sums[name] = hexdigest.lower()
    return sums


def verify(folder: Path) -> list[str]:
    """What is wrong with `folder`'s packages against its SHA256SUMS (empty when all match)."""
    sums = read_sums(folder / SUMS)
    problems = []
    for name, expected in sums.items():
        path = folder / name
        if not path.is_file():
            problems.append(f"{name}: missing")
        elif digest(path) != expected:
            problems.append(f"{name}: checksum differs")
    listed = set(sums)
    problems += [f"{p.name}: not in {SUMS}" for p in packages(folder) if p.name not in listed]
    return problems


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python build/checksums.py", description=__doc__)
    parser.add_argument("folder", type=Path, help="the folder of packages (build/out)")
    parser.add_argument("--check", action="store_true", help="verify instead of writing")
    args = parser.parse_args(argv)
    try:
        if args.check:
            problems = verify(args.folder)
            for problem in problems:
                print(f"FAIL  {problem}")
            print(f"checksums: {'bad' if problems else 'all match'} ({args.folder / SUMS})")
            return 1 if problems else 0
        target = write_sums(args.folder)
    except (ChecksumError, OSError) as exc:
        print(f"checksums: {exc}", file=sys.stderr)
        return 2
    print(target.read_text(encoding="utf-8"), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
