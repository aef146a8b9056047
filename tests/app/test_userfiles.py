"""The reading path of user files, setting damaged files aside, temp files and settings merges."""

from __future__ import annotations

import json
import os
import sys
import threading
import time
from pathlib import Path

import pytest
from shell_helpers import played_session

from siege_desktop.app import saves, userfiles
from siege_desktop.app.settings import MAX_WINDOW, Settings, load_settings, save_settings
from siege_desktop.games.gifts import rules as engine

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero are POSIX")


@pytest.mark.parametrize(
    ("raw", "says"),
    [
        (b"[" * 100_000, "nested too deeply"),
        (b"1" * 5_000, "damaged"),
        (b'{"a": 1e400}', "damaged"),
        (b'{"a": NaN}', "damaged"),
        (b"\xff\xfe\x00", "not text"),
        (b"", "empty"),
        (b'{"a": ', "truncated"),
    ],
)
def test_every_kind_of_bad_content_is_one_damaged_file(
    tmp_path: Path, raw: bytes, says: str
) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(raw)
    with pytest.raises(userfiles.DamagedFile, match=says):
        userfiles.read_json(path, 1_000_000)


def test_a_file_over_the_limit_is_not_read(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 2000 + b"{}")
    with pytest.raises(userfiles.DamagedFile, match="too large"):
        userfiles.read_json(path, 1000)
    assert userfiles.read_json(path, 4000) == {}


@posix_only
def test_a_fifo_never_blocks_and_dev_zero_is_never_read(tmp_path: Path) -> None:
    fifo = tmp_path / "autosave.json"
    os.mkfifo(fifo)
    done: list[BaseException] = []

    def read() -> None:
        try:
            userfiles.read_json(fifo, 1000)
        except BaseException as exc:
            done.append(exc)

    t = threading.Thread(target=read, daemon=True)
    t.start()
    t.join(5.0)
    assert not t.is_alive() and isinstance(done[0], userfiles.DamagedFile)
    zero = tmp_path / "settings.json"
    zero.symlink_to("/dev/zero")
    with pytest.raises(userfiles.DamagedFile, match="not a regular file"):
        userfiles.read_json(zero, 1000)


@posix_only
def test_an_autosave_that_is_a_fifo_is_set_aside_and_written(siege_home: Path) -> None:
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    aside = saves.Autosaver().write(played_session(2))
    assert aside is not None and aside.name.startswith("autosave.json.damaged-")
    assert len(saves.read_save(path).actions) == 2


def test_two_damages_in_one_second_keep_both_copies(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    kept = []
    for n in range(3):
        path.write_bytes(f"damage {n}".encode())
        aside = userfiles.set_aside(path)
        assert aside is not None
        kept.append(aside)
    assert len(set(kept)) == 3
    assert [p.read_bytes() for p in kept] == [b"damage 0", b"damage 1", b"damage 2"]
    assert not path.exists()


def test_settings_out_of_range_are_bounded_where_read(siege_home: Path) -> None:
    path = siege_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"window_size": [100000, 100000], "volume": 5}', encoding="utf-8")
    settings, problem = load_settings()
    assert problem is None and settings.window_size == MAX_WINDOW and settings.volume == 1.0
    path.write_text('{"window_size": [1e308, 1e308]}', encoding="utf-8")
    settings, problem = load_settings()
    assert problem is None and settings.window_size == MAX_WINDOW
    path.write_bytes(bytes(range(256)))
    settings, problem = load_settings()
    assert settings == Settings() and problem is not None and "damaged" in problem
    assert len(list(path.parent.glob("settings.json.damaged-*"))) == 1


def test_settings_are_written_as_a_merge_of_what_changed(siege_home: Path) -> None:
    # Two copies read the same settings; each changes one thing; neither undoes the other.
    save_settings(Settings(volume=0.5, animation_speed=1.0))
    first, _ = load_settings()
    second, _ = load_settings()
    base_first, base_second = Settings(**vars_of(first)), Settings(**vars_of(second))
    first.volume = 0.2
    save_settings(first, base=base_first)
    second.animation_speed = 2.0
    save_settings(second, base=base_second)  # a stale full copy would put the volume back
    merged, _ = load_settings()
    assert merged.volume == 0.2 and merged.animation_speed == 2.0
    raw = json.loads((siege_home / "config" / "settings.json").read_text(encoding="utf-8"))
    raw["from_a_newer_app"] = 3
    (siege_home / "config" / "settings.json").write_text(json.dumps(raw), encoding="utf-8")
    third, _ = load_settings()
    base = Settings(**vars_of(third))
    third.colour_symbols = False
    save_settings(third, base=base)
    raw = json.loads((siege_home / "config" / "settings.json").read_text(encoding="utf-8"))
    assert raw["from_a_newer_app"] == 3 and raw["colour_symbols"] is False


def vars_of(s: Settings) -> dict[str, object]:
    return {f: getattr(s, f) for f in ("fullscreen", "window_size", "animation_speed")} | {
        "colour_symbols": s.colour_symbols,
        "volume": s.volume,
    }


def test_leftover_temp_files_are_removed_and_nothing_else(tmp_path: Path) -> None:
    (tmp_path / ".autosave.json.abc_12x9.tmp").write_text("half", encoding="utf-8")
    (tmp_path / ".settings.json.q1w2e3r4.tmp").write_text("half", encoding="utf-8")
    keep = ["autosave.json", "notes.tmp", "autosave.json.damaged-20260101-000000"]
    for name in keep:
        (tmp_path / name).write_text("x", encoding="utf-8")
    assert userfiles.remove_temp_files(tmp_path, tmp_path / "missing") == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(keep)


def test_a_read_only_copy_writes_nothing(siege_home: Path) -> None:
    userfiles.set_read_only("another copy has this folder open")
    with pytest.raises(saves.SaveError, match="another copy"):
        saves.write_named(played_session(2), "x")
    with pytest.raises(saves.SaveError, match="another copy"):
        saves.delete_save(saves.autosave_path())
    with pytest.raises(OSError, match="another copy"):
        save_settings(Settings())
    (siege_home / "config").mkdir(parents=True)
    bad = siege_home / "config" / "settings.json"
    bad.write_text("{", encoding="utf-8")
    assert userfiles.set_aside(bad) is None and bad.exists()
    userfiles.set_read_only(None)
    assert not list(siege_home.rglob("*.json.*"))


def test_autosave_generations_keep_the_last_three(siege_home: Path) -> None:
    writer = saves.Autosaver(each_write=True)
    for n in range(1, 6):
        writer.write(played_session(n))
        time.sleep(0.001)
    counts = [len(saves.read_save(p).actions) for p in saves.autosave_paths()]
    assert counts == [5, 4, 3]
    rows = saves.list_saves()
    assert [r.name for r in rows[:3]] == [
        "Autosave",
        "Autosave, earlier (1 back)",
        "Autosave, earlier (2 back)",
    ]
    assert all(r.error is None for r in rows)


def test_generations_are_kept_at_round_boundaries(siege_home: Path) -> None:
    writer = saves.Autosaver()
    game = played_session(0)
    rounds: list[int] = []  # the round of each write
    while game.state.round < 5:
        game.play(engine.legal_actions(game.state)[0])
        writer.write(game)
        rounds.append(game.state.round)
    kept = [saves.read_save(p) for p in saves.autosave_paths()]
    # The newest, then the last autosave of each of the two rounds before it.
    assert [k.state.round for k in kept] == [5, 4, 3]
    assert len(kept[1].actions) == rounds.index(5)  # the end of round 4, not a moment ago
    assert len(kept[2].actions) == rounds.index(4)
    # A new run resuming the same round keeps no copy of it: the earlier ones stay.
    before = [p.read_bytes() for p in saves.autosave_paths()[1:]]
    again = saves.Autosaver()
    game.play(engine.legal_actions(game.state)[0])
    assert game.state.round == 5
    again.write(game)
    assert [p.read_bytes() for p in saves.autosave_paths()[1:]] == before
    # Another game keeps the one it replaces, whatever its round.
    again.write(played_session(3, seed=2))
    assert saves.read_save(saves.autosave_generation(1)).state.round == game.state.round


def test_a_save_of_millions_of_actions_is_damaged_before_any_replay(siege_home: Path) -> None:
    path = saves.write_named(played_session(2), "long")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"] = ["pass"] * (saves.MAX_ACTIONS + 1)
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(saves.DamagedSave, match="more than any game"):
        saves.read_save(path)
