"""Saves on disk: round trips, atomic writes, and bad files that are explained and never lost."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from shell_helpers import played_session

from siege_desktop.app import saves
from siege_desktop.games.gifts import rules as engine


def test_named_save_round_trip_restores_the_exact_game(siege_home: Path) -> None:
    session = played_session()
    path = saves.write_named(session, "Friday night")
    assert path == siege_home / "data" / "saves" / "Friday-night.json"
    loaded = saves.read_save(path)
    assert loaded.actions == session.actions
    assert loaded.seats == session.seats
    assert engine.to_dict(loaded.state) == engine.to_dict(session.state)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "siege-desktop/save" and data["version"] == 2
    assert data["game"] == "gifts-under-siege"
    assert data["summary"].startswith("3 seats · round ") and "Ann " in data["summary"]
    assert [row.name for row in saves.list_saves()] == ["Friday night"]  # as typed


def test_a_named_save_is_not_overwritten_without_asking() -> None:
    first = played_session(5)
    path = saves.write_named(first, "mine")
    before = path.read_bytes()
    with pytest.raises(saves.SaveError, match="already exists"):
        saves.write_named(played_session(9), "mine")
    assert path.read_bytes() == before
    saves.write_named(played_session(9), "mine", overwrite=True)
    assert len(saves.read_save(path).actions) == 9


def test_autosave_round_trip(siege_home: Path) -> None:
    session = played_session()
    writer = saves.Autosaver()
    assert writer.write(session) is None
    assert saves.autosave_path() == siege_home / "data" / "autosave.json"
    assert saves.read_save(saves.autosave_path()).actions == session.actions
    session.play(engine.legal_actions(session.state)[0])
    writer.write(session)
    assert saves.read_save(saves.autosave_path()).actions == session.actions


BAD_FILES = {
    "truncated": (lambda good: good[: len(good) // 2], "truncated"),
    "empty": (lambda good: b"", "empty"),
    "foreign": (lambda good: b'{"kind": "a spreadsheet"}', "not a Siege Desktop save"),
    "binary": (lambda good: bytes(range(256)) * 4, "not text"),
    "newer": (
        lambda good: good.replace(b'"version": 2', b'"version": 7'),
        "newer Siege Desktop",
    ),
    "bad action": (
        lambda good: good.replace(b'"actions": [', b'"actions": ["claim 99", '),
        "cannot be replayed",
    ),
    "not json": (lambda good: b"hello, world", "damaged"),
}


@pytest.mark.parametrize("kind", list(BAD_FILES))
def test_a_bad_save_gets_a_readable_message_and_stays_on_disk(kind: str) -> None:
    good = saves.write_named(played_session(8), "good").read_bytes()
    make, message = BAD_FILES[kind]
    path = saves.saves_dir() / "bad.json"
    path.write_bytes(make(good))
    before = path.read_bytes()
    with pytest.raises(saves.SaveError) as err:
        saves.read_save(path)
    assert message in str(err.value)
    assert "bad.json" in str(err.value)
    assert path.read_bytes() == before  # reading never changes or removes a save
    rows = {row.name: row for row in saves.list_saves()}
    assert rows["good"].error is None
    if kind != "bad action":  # the listing only does the cheap checks, no replay
        assert rows["bad"].error is not None and message in rows["bad"].error


def test_an_unreadable_autosave_is_moved_aside_before_a_new_one_is_written() -> None:
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"format": "siege-desktop/save", "version": 1, "config": ')
    damaged = path.read_bytes()
    aside = saves.Autosaver().write(played_session(3))
    assert aside is not None and aside.name.startswith("autosave.json.damaged-")
    assert aside.read_bytes() == damaged  # the old bytes survive, under a new name
    assert len(saves.read_save(path).actions) == 3


def test_an_autosave_changed_behind_our_back_is_checked_again() -> None:
    writer = saves.Autosaver()
    writer.write(played_session(3))
    path = saves.autosave_path()
    path.write_text("garbage", encoding="utf-8")
    aside = writer.write(played_session(4))
    assert aside is not None and aside.read_text(encoding="utf-8") == "garbage"
    assert len(saves.read_save(path).actions) == 4


def test_a_failed_write_leaves_the_old_file_and_no_temp_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = saves.write_named(played_session(5), "keep")
    before = path.read_bytes()

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(saves.SaveError, match="No space left"):
        saves.write_named(played_session(9), "keep", overwrite=True)
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == ["keep.json"]


def test_listing_puts_the_autosave_first_and_deleting_removes_a_save() -> None:
    saves.write_named(played_session(2), "one")
    saves.write_named(played_session(4), "two")
    saves.Autosaver().write(played_session(6))
    rows = saves.list_saves()
    assert rows[0].name == "Autosave"
    assert {r.name for r in rows} == {"Autosave", "one", "two"}
    assert all(r.summary.startswith("3 seats") for r in rows)
    saves.delete_save(saves.named_save_path("one"))
    assert {r.name for r in saves.list_saves()} == {"Autosave", "two"}


def test_save_names_become_safe_file_names() -> None:
    assert saves.slug("  Game: 1/2 ") == "Game-1-2"
    assert saves.slug("../../etc/passwd") == "etc-passwd"
    assert saves.slug("///") == "save"
