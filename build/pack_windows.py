"""Windows packages: a zip of the one-folder app and an Inno Setup installer (setup .exe)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import zipfile
from pathlib import Path

ISS = Path(__file__).resolve().parent / "windows" / "siege-desktop.iss"


def make_zip(bundle: Path, out_dir: Path, stem: str) -> Path:
    """Pack `bundle` as `<out_dir>/<stem>.zip`, everything under a `<stem>/` folder."""
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"{stem}.zip"
    with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=6) as zf:
        for path in sorted(bundle.rglob("*")):
            if path.is_file():
                zf.write(path, f"{stem}/{path.relative_to(bundle).as_posix()}")
    return target


#: The Inno Setup releases whose compiler reads our script, newest first.
ISCC_MAJORS = (7, 6)


def iscc_places(env: dict[str, str] | None = None) -> list[Path]:
    """Where Inno Setup's installer puts ISCC.exe: for all users (Program Files, either
    bitness) or for one user (%LOCALAPPDATA%\\Programs), each major version, newest first."""
    env = dict(os.environ) if env is None else env
    bases = [
        Path(env[name]) / sub
        for name, sub in (
            ("PROGRAMFILES(X86)", ""),
            ("PROGRAMFILES", ""),
            ("LOCALAPPDATA", "Programs"),
        )
        if env.get(name)
    ]
    return [base / f"Inno Setup {major}" / "ISCC.exe" for major in ISCC_MAJORS for base in bases]


def find_iscc() -> Path | None:
    """Inno Setup's command-line compiler (6 or 7): on PATH, or where its installer puts it."""
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return Path(found)
    return next((p for p in iscc_places() if p.is_file()), None)


def version_numbers(version: str) -> str:
    """The four numbers Windows' version resource takes: `0.2.0rc1` gives `0.2.0.0`."""
    release = re.match(r"\d+(?:\.\d+)*", version)
    if release is None:
        raise ValueError(f"version {version!r} does not start with a number")
    numbers = [str(int(n)) for n in release.group(0).split(".")[:4]]
    return ".".join(numbers + ["0"] * (4 - len(numbers)))


def iscc_command(
    iscc: Path, bundle: Path, out_dir: Path, stem: str, version: str, icon: Path | None
) -> list[str]:
    """The ISCC command line that compiles the installer for this build."""
    command = [
        str(iscc),
        "/Q",
        f"/DAppVersion={version}",
        f"/DVersionNumbers={version_numbers(version)}",
        f"/DBundleDir={bundle}",
        f"/DOutputDir={out_dir}",
        f"/DOutputBaseFilename={stem}-setup",
    ]
    if icon is not None and icon.is_file():
        command.append(f"/DIconFile={icon}")
    return [*command, str(ISS)]


def make_installer(bundle: Path, out_dir: Path, stem: str, version: str, icon: Path | None) -> Path:
    """Compile the setup .exe; raises if Inno Setup 6 or 7 is not installed."""
    iscc = find_iscc()
    if iscc is None:
        raise FileNotFoundError(
            "Inno Setup 6 or 7 (ISCC.exe) not found: install it (e.g. `choco install innosetup`)"
        )
    out_dir.mkdir(parents=True, exist_ok=True)
    subprocess.run(iscc_command(iscc, bundle, out_dir, stem, version, icon), check=True)
    return out_dir / f"{stem}-setup.exe"
