"""The Linux .tar.gz: layout, modes, desktop entry and the script that adds it to the menu."""

from __future__ import annotations

import configparser
import os
import shutil
import stat
import subprocess
import sys
import tarfile
from pathlib import Path

import pack_linux
import pytest

STEM = "siege-desktop-9.9.9-linux-x86_64"


@pytest.fixture
def bundle(tmp_path: Path) -> Path:
    """A stand-in for dist/siege-desktop: an executable, a library and a link to it."""
    root = tmp_path / "dist" / "siege-desktop"
    (root / "_internal" / "assets").mkdir(parents=True)
    exe = root / "siege-desktop"
    exe.write_bytes(b"\x7fELF stand-in")
    exe.chmod(0o755)
    (root / "_internal" / "libfoo.so.1").write_bytes(b"lib")
    (root / "_internal" / "assets" / "LICENSE.md").write_text("licence")
    if sys.platform != "win32":
        (root / "_internal" / "libfoo.so").symlink_to("libfoo.so.1")
    return root


def make(bundle: Path, tmp_path: Path, icon: bool = True) -> Path:
    png = tmp_path / "icon.png"
    png.write_bytes(b"\x89PNG\r\n\x1a\n stand-in")
    return pack_linux.make_tarball(bundle, tmp_path / "out", STEM, png if icon else None)


def test_everything_sits_under_one_versioned_folder_with_modes_kept(
    bundle: Path, tmp_path: Path
) -> None:
    with tarfile.open(make(bundle, tmp_path)) as tar:
        members = {m.name: m for m in tar.getmembers()}
    assert all(name == STEM or name.startswith(f"{STEM}/") for name in members)
    exe = members[f"{STEM}/siege-desktop"]
    assert exe.mode & stat.S_IXUSR and exe.uid == 0 and exe.uname == ""
    assert members[f"{STEM}/install-desktop-entry.sh"].mode == 0o755
    assert f"{STEM}/_internal/assets/LICENSE.md" in members
    assert f"{STEM}/siege-desktop.png" in members
    if sys.platform != "win32":
        link = members[f"{STEM}/_internal/libfoo.so"]
        assert link.issym() and link.linkname == "libfoo.so.1"


def test_the_icon_is_left_out_when_the_app_has_none(bundle: Path, tmp_path: Path) -> None:
    with tarfile.open(make(bundle, tmp_path, icon=False)) as tar:
        assert f"{STEM}/siege-desktop.png" not in tar.getnames()
        assert f"{STEM}/siege-desktop.desktop" in tar.getnames()


def test_packing_needs_a_built_app(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="build it first"):
        pack_linux.make_tarball(tmp_path, tmp_path / "out", STEM, None)


def test_the_desktop_entry_is_a_windowed_game_launcher() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(pack_linux.DESKTOP_FILE, encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Name"] == "Siege Desktop"
    assert section["Exec"] == section["TryExec"] == "siege-desktop"
    assert section["Icon"] == "siege-desktop"
    assert section["Terminal"] == "false"
    assert "Game" in section["Categories"].split(";")


@pytest.mark.skipif(shutil.which("sh") is None or sys.platform == "win32", reason="POSIX sh")
def test_the_install_script_adds_and_removes_a_menu_entry_with_absolute_paths(
    bundle: Path, tmp_path: Path
) -> None:
    unpacked = tmp_path / "my games"  # a space in the path, as people's folders have
    with tarfile.open(make(bundle, tmp_path)) as tar:
        tar.extractall(unpacked, filter="tar")
    folder = unpacked / STEM
    share = tmp_path / "share"
    env = {**os.environ, "XDG_DATA_HOME": str(share)}
    script = str(folder / "install-desktop-entry.sh")
    subprocess.run([script], env=env, check=True, capture_output=True)
    entry = (share / "applications" / "siege-desktop.desktop").read_text(encoding="utf-8")
    lines = dict(line.split("=", 1) for line in entry.splitlines() if "=" in line)
    assert lines["Exec"] == f'"{folder}/siege-desktop"'
    assert lines["TryExec"] == f"{folder}/siege-desktop"
    assert lines["Icon"] == f"{folder}/siege-desktop.png"
    assert lines["Name"] == "Siege Desktop"
    subprocess.run([script, "--uninstall"], env=env, check=True, capture_output=True)
    assert not (share / "applications" / "siege-desktop.desktop").exists()


def test_the_appstream_metadata_names_the_desktop_entry_and_ships_in_the_archive(
    bundle: Path, tmp_path: Path
) -> None:
    import xml.etree.ElementTree as ET

    root = ET.parse(pack_linux.METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == pack_linux.METAINFO.name.removesuffix(".metainfo.xml")
    assert root.findtext("launchable") == pack_linux.DESKTOP_FILE.name
    assert root.findtext("project_license") == "MIT"
    with tarfile.open(make(bundle, tmp_path)) as tar:
        assert f"{STEM}/{pack_linux.METAINFO.name}" in tar.getnames()
