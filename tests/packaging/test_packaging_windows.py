"""The Windows zip, and the Inno Setup script against the command line build.py gives it."""

from __future__ import annotations

import re
import zipfile
from pathlib import Path

import pack_windows
import pytest

STEM = "siege-desktop-9.9.9-windows-x86_64"


def test_the_zip_holds_the_app_under_one_versioned_folder(tmp_path: Path) -> None:
    bundle = tmp_path / "siege-desktop"
    (bundle / "_internal" / "assets" / "fonts").mkdir(parents=True)
    (bundle / "siege-desktop.exe").write_bytes(b"MZ stand-in")
    (bundle / "_internal" / "assets" / "fonts" / "Face.ttf").write_bytes(b"font")
    target = pack_windows.make_zip(bundle, tmp_path / "out", STEM)
    assert target == tmp_path / "out" / f"{STEM}.zip"
    with zipfile.ZipFile(target) as zf:
        assert sorted(zf.namelist()) == [
            f"{STEM}/_internal/assets/fonts/Face.ttf",
            f"{STEM}/siege-desktop.exe",
        ]
        assert zf.read(f"{STEM}/siege-desktop.exe") == b"MZ stand-in"


def iss_text() -> str:
    return pack_windows.ISS.read_text(encoding="utf-8")


def test_every_define_build_py_passes_is_one_the_script_reads(tmp_path: Path) -> None:
    icon = tmp_path / "app.ico"
    icon.write_bytes(b"ico")
    command = pack_windows.iscc_command(
        Path("ISCC.exe"), tmp_path / "bundle", tmp_path / "out", STEM, "9.9.9", icon
    )
    passed = {arg[2:].split("=", 1)[0] for arg in command if arg.startswith("/D")}
    read = set(re.findall(r"\{#(\w+)\}", iss_text())) | set(
        re.findall(r"#ifn?def (\w+)", iss_text())
    )
    assert passed == {
        "AppVersion",
        "VersionNumbers",
        "BundleDir",
        "OutputDir",
        "OutputBaseFilename",
        "IconFile",
    }
    assert passed <= read
    assert command[-1] == str(pack_windows.ISS)
    assert f"/DOutputBaseFilename={STEM}-setup" in command


def test_no_icon_define_without_an_icon_file(tmp_path: Path) -> None:
    command = pack_windows.iscc_command(
        Path("ISCC.exe"), tmp_path, tmp_path, STEM, "9.9.9", tmp_path / "missing.ico"
    )
    assert not any(arg.startswith("/DIconFile") for arg in command)


def test_the_installer_has_a_start_menu_entry_an_uninstaller_and_keeps_user_data() -> None:
    text = iss_text()
    icons = text.split("[Icons]", 1)[1].split("[", 1)[0]
    assert re.search(r'Name: "\{group\}\\\{#AppName\}"; Filename: "\{app\}\\\{#AppExe\}"', icons)
    assert "{uninstallexe}" in icons
    assert '#define AppExe "siege-desktop.exe"' in text
    # The whole one-folder app is installed, and nothing deletes the user's saves.
    assert 'Source: "{#BundleDir}\\*"' in text and "recursesubdirs" in text
    assert "[UninstallDelete]" not in text


def test_the_version_resource_gets_four_numbers_even_for_a_prerelease() -> None:
    assert pack_windows.version_numbers("0.1.0") == "0.1.0.0"
    assert pack_windows.version_numbers("0.2.0rc1") == "0.2.0.0"
    assert pack_windows.version_numbers("1.2.3.4.5") == "1.2.3.4"
    assert pack_windows.version_numbers("2") == "2.0.0.0"
    with pytest.raises(ValueError, match="does not start with a number"):
        pack_windows.version_numbers("dev")
    text = iss_text()
    assert "VersionInfoVersion={#VersionNumbers}" in text
    assert "VersionInfoVersion={#AppVersion}" not in text


def test_an_upgrade_clears_the_old_library_folder_and_the_comment_says_per_user() -> None:
    text = iss_text()
    install_delete = text.split("[InstallDelete]", 1)[1].split("\n[", 1)[0]
    assert 'Type: filesandordirs; Name: "{app}\\_internal"' in install_delete
    assert "PrivilegesRequired=lowest" in text
    header = text.split("\n\n", 1)[0]
    assert "%LOCALAPPDATA%\\Programs\\Siege Desktop" in header
    assert "/VERYSILENT /CURRENTUSER" in header
