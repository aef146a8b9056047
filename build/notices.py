"""`python build/notices.py`: the licence notices every package carries, and their check.

Reads assets/licences/components.toml (what the packages redistribute, each component's
licence and where its text comes from), collects the texts from the build environment and
the repository, and writes THIRD-PARTY-NOTICES.txt. installer.spec writes it into every
bundle; `--check DIR` checks a built package folder: the notices are there, and every
binary inside (ELF, Mach-O or PE file) belongs to a component whose notice they hold.
"""

from __future__ import annotations

import argparse
import importlib.metadata as metadata
import platform
import re
import sys
import sysconfig
import tomllib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = ROOT / "assets" / "licences" / "components.toml"
FILE_NAME = "THIRD-PARTY-NOTICES.txt"
RULE = "=" * 72
# Every component's section in the notices opens with these lines (read back by the check).
HEADING = re.compile(r"^={72}\nComponent: (?P<name>[^\n]+)\n", re.M)
# ELF; Mach-O 32/64-bit in both byte orders and universal; PE (an MZ header).
BINARY_MAGIC = (
    b"\x7fELF",
    b"\xfe\xed\xfa\xce",
    b"\xce\xfa\xed\xfe",
    b"\xfe\xed\xfa\xcf",
    b"\xcf\xfa\xed\xfe",
    b"\xca\xfe\xba\xbe",
)
LICENCE_FILE = re.compile(r"^(licen[cs]e|copying|notice|authors)", re.I)
# The shortest text that can be a licence (the MIT licence is about 1,000 characters).
MIN_TEXT = 300


class NoticeError(RuntimeError):
    """A licence text named by the manifest could not be found."""


@dataclass(frozen=True)
class Component:
    name: str
    licence: str
    what: str
    texts: tuple[str, ...]
    files: tuple[re.Pattern[str], ...]
    version: str = ""

    def claims(self, rel: str) -> bool:
        """Whether the package file at `rel` (a / path inside the package) is part of this."""
        return any(p.search(rel) for p in self.files)


def load(manifest: Path = MANIFEST) -> list[Component]:
    data = tomllib.loads(manifest.read_text(encoding="utf-8"))
    return [
        Component(
            name=entry["name"],
            licence=entry["licence"],
            what=entry["what"],
            texts=tuple(entry["texts"]),
            files=tuple(re.compile(p, re.I) for p in entry["files"]),
            version=entry.get("version", ""),
        )
        for entry in data["component"]
    ]


def python_licence() -> Path:
    """CPython's LICENSE.txt: beside the standard library (POSIX) or the install (Windows)."""
    places = [
        Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt",
        Path(sys.base_prefix) / "LICENSE.txt",
    ]
    for place in places:
        if place.is_file():
            return place
    raise NoticeError(f"CPython's LICENSE.txt is not in {', '.join(map(str, places))}")


def dist_licences(name: str) -> list[Path]:
    """The licence files a distribution installed in its *.dist-info (licenses/ first)."""
    try:
        dist = metadata.distribution(name)
    except metadata.PackageNotFoundError:
        raise NoticeError(f"{name} is not installed in this environment") from None
    found: list[Path] = []
    for entry in dist.files or ():
        parts = entry.parts
        if len(parts) >= 2 and parts[0].endswith(".dist-info"):
            inside = parts[1:]
            if inside[0] == "licenses" or (len(inside) == 1 and LICENCE_FILE.match(inside[0])):
                found.append(Path(str(dist.locate_file(entry))))
    found = sorted(p for p in found if p.is_file())
    if not found:
        raise NoticeError(f"{name} {dist.version} installed no licence file in its dist-info")
    return found


def dist_file(name: str, rel: str) -> Path:
    try:
        path = Path(str(metadata.distribution(name).locate_file(rel)))
    except metadata.PackageNotFoundError:
        raise NoticeError(f"{name} is not installed in this environment") from None
    if not path.is_file():
        raise NoticeError(f"{name} installed no {rel}")
    return path


def sources(spec: str) -> list[tuple[str, Path]]:
    """(where the text comes from, its file) for one `texts` entry of the manifest."""
    kind, _, rest = spec.partition(":")
    if kind == "python":
        return [("CPython's LICENSE.txt", python_licence())]
    if kind == "dist":
        return [(f"{rest}'s {p.name}", p) for p in dist_licences(rest)]
    if kind == "dist-file":
        name, _, rel = rest.partition(":")
        return [(f"{name}'s {rel}", dist_file(name, rel))]
    if kind in ("asset", "root"):
        path = ROOT / ("assets" if kind == "asset" else "") / rest
        if not path.is_file():
            raise NoticeError(f"{path} is missing")
        where = f"assets/{rest}" if kind == "asset" else rest
        return [(where, path)]
    raise NoticeError(f"unknown licence text source {spec!r} in {MANIFEST.name}")


def version_of(component: Component) -> str:
    kind, _, name = component.version.partition(":")
    if kind == "python":
        return platform.python_version()
    if kind == "dist":
        return metadata.version(name)
    return ""


def app_version() -> str:
    text = (ROOT / "siege_desktop" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'__version__\s*=\s*"([^"]+)"', text)
    return found.group(1) if found else "unknown"


def render(components: Sequence[Component]) -> str:
    """The whole THIRD-PARTY-NOTICES.txt: an index, then every component's texts in full."""
    versions = {c.name: version_of(c) for c in components}
    lines = [
        f"Siege Desktop {app_version()}: its licence and third-party notices",
        "",
        "Siege Desktop is free software under the MIT licence (the first section below). This",
        "package also carries the components listed here, each under its own licence; the full",
        "texts follow, one section per component.",
        "",
        "The LGPL-licensed libraries (pygame-ce and the libraries marked LGPL below) are",
        "separate shared-library files inside this package, which you may replace with your",
        "own builds. Their sources are published by their projects; pygame-ce's is at",
        "https://github.com/pygame-community/pygame-ce, whose build scripts name the version",
        "of every library it bundles.",
        "",
        "Contents",
    ]
    for c in components:
        version = f" {versions[c.name]}" if versions[c.name] else ""
        lines.append(f"  {c.name}{version} ({c.licence}): {c.what}")
    lines.append("")
    printed: dict[Path, str] = {}  # a text several components share is printed once
    for c in components:
        lines += ["", RULE, f"Component: {c.name}"]
        if versions[c.name]:
            lines.append(f"Version: {versions[c.name]}")
        lines += [f"Licence: {c.licence}", f"What it is: {c.what}"]
        for spec in c.texts:
            for where, path in sources(spec):
                if path in printed:
                    lines += ["-" * 72, f"[{where}: the same text as in {printed[path]} above]"]
                    continue
                printed[path] = c.name
                text = path.read_text(encoding="utf-8", errors="replace").strip("\n")
                lines += ["-" * 72, f"[{where}]", "", text]
    return "\n".join(lines) + "\n"


def write(target: Path, manifest: Path = MANIFEST) -> Path:
    """Write the notices to `target` (a file path); returns it."""
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(render(load(manifest)), encoding="utf-8", newline="\n")
    return target


def sections(text: str) -> dict[str, str]:
    """Component name -> its section of a notices file (heading to the next heading)."""
    found = list(HEADING.finditer(text))
    ends = [m.start() for m in found[1:]] + [len(text)]
    return {m.group("name"): text[m.end() : end] for m, end in zip(found, ends, strict=True)}


def binaries(root: Path) -> Iterator[Path]:
    """Every executable or shared library under `root`, told by its first bytes."""
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as f:
                head = f.read(4)
            if head in BINARY_MAGIC or head[:2] == b"MZ":
                yield path


def unclaimed(root: Path, notices: str, components: Sequence[Component]) -> list[str]:
    """Binaries under `root` with no component whose notice is in `notices`, one line each."""
    present = {name for name, body in sections(notices).items() if len(body) >= MIN_TEXT}
    problems = []
    for path in binaries(root):
        rel = path.relative_to(root).as_posix()
        owners = [c.name for c in components if c.claims(rel)]
        if not owners:
            problems.append(f"{rel}: no component in {MANIFEST.name} claims it")
        elif not any(name in present for name in owners):
            problems.append(f"{rel}: the notices lack {' / '.join(owners)}")
    return problems


def missing_sections(notices: str, components: Sequence[Component]) -> list[str]:
    """Components of the manifest whose section is absent or too short to hold a licence."""
    found = sections(notices)
    return [c.name for c in components if len(found.get(c.name, "")) < MIN_TEXT]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python build/notices.py", description=__doc__)
    parser.add_argument("--write", type=Path, help=f"write the notices to this {FILE_NAME}")
    parser.add_argument(
        "--check", type=Path, help="a package folder: its notices and every binary in it"
    )
    parser.add_argument("--notices", type=Path, help="the notices file --check reads")
    args = parser.parse_args(argv)
    components = load()
    try:
        if args.write:
            print(f"notices: wrote {write(args.write)}")
        if args.check:
            path = args.notices or next(args.check.rglob(FILE_NAME))
            text = path.read_text(encoding="utf-8")
            problems = [f"no notice of {n}" for n in missing_sections(text, components)]
            problems += unclaimed(args.check, text, components)
            for problem in problems:
                print(f"FAIL  {problem}")
            count = sum(1 for _ in binaries(args.check))
            print(f"notices: {count} binaries under {args.check}, {len(problems)} problems")
            return 1 if problems else 0
    except (NoticeError, OSError, StopIteration) as exc:
        print(f"notices: {exc or 'no ' + FILE_NAME}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
