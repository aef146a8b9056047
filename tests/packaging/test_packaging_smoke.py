"""The smoke test's judgements (build/judge.py, build/crashcheck.py) and the package names."""

from __future__ import annotations

import os
from pathlib import Path

import buildinfo
import crashcheck
import judge
import pygame
import pytest

import siege_desktop


def test_snapshot_changes_name_new_changed_and_removed_files(tmp_path: Path) -> None:
    (tmp_path / "keep.txt").write_text("a")
    (tmp_path / "edit.txt").write_text("a")
    (tmp_path / "drop.txt").write_text("a")
    before = judge.snapshot(tmp_path)
    assert judge.changes(before, judge.snapshot(tmp_path)) == []
    (tmp_path / "edit.txt").write_text("longer")
    (tmp_path / "drop.txt").unlink()
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "autosave.json").write_text("{}")
    assert judge.changes(before, judge.snapshot(tmp_path)) == [
        "new: saves",
        "new: saves/autosave.json",
        "gone: drop.txt",
        "changed: edit.txt",
    ]


def test_missing_assets_reports_absent_or_different_files_but_not_the_generator(
    tmp_path: Path,
) -> None:
    source, bundled = tmp_path / "assets", tmp_path / "bundle" / "_internal" / "assets"
    for root in (source, bundled):
        (root / "fonts").mkdir(parents=True)
        (root / "LICENSE.md").write_text("licence")
        (root / "fonts" / "Face.ttf").write_bytes(b"font")
    (source / "src").mkdir()
    (source / "src" / "make_art.py").write_text("# generator")
    assert judge.missing_assets(source, bundled) == []
    assert judge.bundled_assets_dir(tmp_path / "bundle") == bundled
    (source / "cards.svg").write_text("<svg/>")
    (bundled / "fonts" / "Face.ttf").write_bytes(b"truncated font")
    assert judge.missing_assets(source, bundled) == ["cards.svg", "fonts/Face.ttf"]


def test_an_assets_folder_without_its_marker_is_not_taken(tmp_path: Path) -> None:
    (tmp_path / "_internal" / "assets").mkdir(parents=True)
    assert judge.bundled_assets_dir(tmp_path) is None


def test_png_colours_tells_a_drawn_screen_from_a_blank_one(tmp_path: Path) -> None:
    blank = pygame.Surface((320, 180))
    blank.fill((0, 0, 0))
    pygame.image.save(blank, str(tmp_path / "blank.png"))
    drawn = blank.copy()
    for i, colour in enumerate([(200, 30, 30), (30, 200, 30), (30, 30, 200), (240, 240, 240)]):
        drawn.fill(colour, pygame.Rect(i * 80, 0, 80, 90))
    pygame.image.save(drawn, str(tmp_path / "drawn.png"))
    (tmp_path / "fake.png").write_bytes(b"not a png at all")
    assert judge.png_colours(tmp_path / "blank.png") == 1
    assert judge.png_colours(tmp_path / "drawn.png") == 5
    assert judge.png_colours(tmp_path / "fake.png") == 0


def test_fake_user_env_redirects_by_variable_or_by_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SIEGE_DESKTOP_HOME", "/somewhere/else")
    monkeypatch.setenv("XDG_DATA_HOME", "/real/user/data")
    redirected = judge.fake_user_env(tmp_path, redirect=True)
    assert redirected["SIEGE_DESKTOP_HOME"] == str(tmp_path)
    assert redirected["SDL_VIDEODRIVER"] == "dummy"
    assert "XDG_DATA_HOME" not in redirected
    plain = judge.fake_user_env(tmp_path, redirect=False)
    assert "SIEGE_DESKTOP_HOME" not in plain
    assert plain["HOME"] == str(tmp_path)
    assert os.environ["SIEGE_DESKTOP_HOME"] == "/somewhere/else"  # the caller's is untouched


def test_package_names_carry_version_os_and_one_spelling_per_cpu() -> None:
    assert buildinfo.version() == siege_desktop.__version__
    v = siege_desktop.__version__
    assert buildinfo.package_stem("linux", "x86_64") == f"siege-desktop-{v}-linux-x86_64"
    assert buildinfo.package_stem("win32", "AMD64") == f"siege-desktop-{v}-windows-x86_64"
    assert buildinfo.package_stem("darwin", "arm64") == f"siege-desktop-{v}-macos-arm64"
    assert buildinfo.arch_tag("aarch64") == "arm64"
    with pytest.raises(RuntimeError, match="no packaging"):
        buildinfo.os_tag("sunos5")


def test_scratch_and_output_folders_are_git_ignored() -> None:
    ignored = (buildinfo.ROOT / ".gitignore").read_text(encoding="utf-8").split()
    for folder in (buildinfo.WORK, buildinfo.DIST, buildinfo.OUT):
        assert f"/{folder.relative_to(buildinfo.ROOT).as_posix()}/" in ignored


def test_break_copy_removes_the_art_file_from_the_copy_only(tmp_path: Path) -> None:
    # Laid out like a macOS .app: the data under Resources, a link to it beside the code.
    root = tmp_path / "Siege Desktop.app"
    resources = root / "Contents" / "Resources" / "assets"
    (resources / "table").mkdir(parents=True)
    (resources / "LICENSE.md").write_text("licence")
    (resources / "table" / "felt.svg").write_text("<svg/>")
    frameworks = root / "Contents" / "Frameworks"
    frameworks.mkdir()
    linked = os.name != "nt"
    if linked:
        (frameworks / "assets").symlink_to(Path("..") / "Resources" / "assets")
    assets = (frameworks if linked else resources.parent) / "assets"
    copy = crashcheck.break_copy(root, tmp_path / "broken" / root.name, assets)
    assert not (copy / "Contents" / "Resources" / "assets" / "table" / "felt.svg").exists()
    assert (copy / "Contents" / "Resources" / "assets" / "LICENSE.md").is_file()
    assert (resources / "table" / "felt.svg").is_file()  # the real bundle is untouched
    if linked:
        assert (copy / "Contents" / "Frameworks" / "assets").is_symlink()
