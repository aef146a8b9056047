"""The menu entry written by install-desktop-entry.sh, escaped per the Desktop Entry spec."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import check_desktop_entry as entry
import pytest


def test_string_values_unescape_by_the_spec() -> None:
    assert entry.unescape_string(r"a\sb\\c\nd\te") == "a b\\c\nd\te"
    with pytest.raises(entry.EntryError, match="bad escape"):
        entry.unescape_string(r"a\qb")


def test_exec_quoting_and_percent_rules_read_back() -> None:
    # A quoted argument holding \ " ` $ and a doubled %, as the file stores it.
    value = r'"/games/a \\\\ \\" \\` \\$ 100%% x" --flag'
    assert entry.exec_arguments(value) == ['/games/a \\ " ` $ 100% x', "--flag"]
    with pytest.raises(entry.EntryError, match="field code"):
        entry.exec_arguments('"/games/%f"')
    with pytest.raises(entry.EntryError, match="unterminated"):
        entry.exec_arguments('"/games/open')


@pytest.mark.skipif(shutil.which("sh") is None or sys.platform == "win32", reason="POSIX sh")
@pytest.mark.parametrize("name", entry.HOSTILE_NAMES)
def test_the_installed_entry_points_at_the_folder_whatever_its_name(
    tmp_path: Path, name: str
) -> None:
    folder = tmp_path / "games" / name
    written = entry.install_into(folder, tmp_path / "share")
    assert entry.problems_of(written, folder, None) == []
    keys = entry.read_entry(written)
    assert keys["Name"] == "Siege Desktop" and keys["Type"] == "Application"
