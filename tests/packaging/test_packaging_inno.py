"""Inno Setup's compiler is found for version 6 or 7, for all users or for one user."""

from __future__ import annotations

from pathlib import Path

import pack_windows
import pytest


def test_version_7_is_looked_for_before_6_in_every_install_place() -> None:
    env = {"PROGRAMFILES(X86)": "C:/PF86", "PROGRAMFILES": "C:/PF", "LOCALAPPDATA": "C:/U"}
    places = [p.as_posix() for p in pack_windows.iscc_places(env)]
    assert places == [
        "C:/PF86/Inno Setup 7/ISCC.exe",
        "C:/PF/Inno Setup 7/ISCC.exe",
        "C:/U/Programs/Inno Setup 7/ISCC.exe",
        "C:/PF86/Inno Setup 6/ISCC.exe",
        "C:/PF/Inno Setup 6/ISCC.exe",
        "C:/U/Programs/Inno Setup 6/ISCC.exe",
    ]


@pytest.mark.parametrize("major", [6, 7])
def test_an_installed_compiler_of_either_version_is_found(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, major: int
) -> None:
    iscc = tmp_path / "Programs" / f"Inno Setup {major}" / "ISCC.exe"
    iscc.parent.mkdir(parents=True)
    iscc.write_bytes(b"MZ")
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    for name in ("PROGRAMFILES(X86)", "PROGRAMFILES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path))
    assert pack_windows.find_iscc() == iscc
    iscc.unlink()
    assert pack_windows.find_iscc() is None
