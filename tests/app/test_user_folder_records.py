"""What the app keeps in the user folder survives huge numbers, unreadable files, kills between
two writes and rotation of the autosaves: nothing is lost, nothing unread is written over."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from folder_helpers import Unreadable
from history_helpers import finished, finished_cursed
from shell_helpers import frame, make_app, played_session, screenshot

from siege_desktop.app import history, instance_lock, saves
from siege_desktop.app.history import History, Stats, Tally
from siege_desktop.app.menus.history import HistoryScene, StatsScene
from siege_desktop.app.session import SAVE_VERSION
from siege_desktop.app.settings import Settings, load_settings, settings_path
from siege_desktop.app.shell import App

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="kill -9 is POSIX")


@pytest.fixture
def unreadable(monkeypatch: pytest.MonkeyPatch) -> Unreadable:
    return Unreadable(monkeypatch)


@pytest.fixture
def big_app() -> Iterator[App]:
    app = make_app()
    app.open_title()
    yield app
    app.shutdown()


def stats_file(games: dict[str, object], **extra: object) -> None:
    raw = {"format": history.STATS_FORMAT, "version": 2, "games": games, **extra}
    history.stats_path().parent.mkdir(parents=True, exist_ok=True)
    history.stats_path().write_text(json.dumps(raw), encoding="utf-8")


# ------------------------------------------------------- 4. numbers read from user files
def test_a_huge_points_total_is_refused_where_read_and_the_statistics_screen_draws(
    big_app: App,
) -> None:
    History().record(finished(2, seed=8))
    huge = [3, 1, 10**400]
    stats_file({history.DEFAULT_GAME: {"by_level": {"easy": huge}, "by_seats": {"2": huge}}})
    scene = StatsScene(big_app, history.DEFAULT_GAME)
    big_app.push(scene)
    frame(big_app)  # no "integer division result too large for a float"
    assert scene.stats.played == 1  # rebuilt from the kept game
    assert any("out of range" in t.text for t in big_app.toasts)
    assert list(history.stats_path().parent.glob("stats.json.damaged-*"))


def test_no_average_or_win_rate_divides_unchecked() -> None:
    tally = Tally(3, 1, 10**400)  # made in memory: the screen's division still holds
    assert tally.average == float("inf") and Tally(1, 1, -(10**400)).average == float("-inf")
    assert Tally(0, 0, 5).average == 0.0 and Tally(4, 1, 8).win_rate == 0.25


def test_a_kept_game_with_a_score_out_of_range_is_set_aside() -> None:
    path = History().record(finished(2, seed=8))
    assert path is not None
    data = json.loads(path.read_text(encoding="utf-8"))
    data["history"]["scores"] = [10**400, 1]
    path.write_text(json.dumps(data), encoding="utf-8")
    store = History()
    assert store.records() == [] and "out of range" in store.notes[0]


# ------------------------------------------------------------ 6. unreadable settings
def test_unreadable_settings_are_never_written_over(big_app: App, unreadable: Unreadable) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    mine = b'{"window_size": [1600, 900], "cpu_pace": "slow", "volume": 0.2}'
    path.write_bytes(mine)
    unreadable.add(path)
    settings, problem = load_settings()
    assert settings == Settings() and problem is not None and "could not be read" in problem
    big_app.settings = settings
    big_app.settings.volume = 0.9  # a change this run made, and the exit saving it
    big_app.save_settings()
    assert path.read_bytes() == mine
    assert any("could not be saved" in t.text for t in big_app.toasts)
    assert not list(path.parent.glob("settings.json.damaged-*"))


# -------------------------------------------------------------------- 7. history writes
def test_the_start_clears_temp_files_in_the_history_folder() -> None:
    folder = history.history_dir()
    folder.mkdir(parents=True)
    (folder / ".20260101-000000-abc.json.k1_x.tmp").write_text("{half", encoding="utf-8")
    (folder / ".stats.json.zz_9.tmp").write_text("{", encoding="utf-8")
    lock, holder = instance_lock.claim_user_folder()
    try:
        assert holder is None and not list(folder.iterdir())
    finally:
        lock.release()


def test_a_game_kept_but_not_counted_is_counted_at_the_next_read_once() -> None:
    store = History()
    store.record(finished(2, seed=8))
    counted = history.stats_path().read_bytes()
    store.record(finished(3, seed=10))
    history.stats_path().write_bytes(counted)  # as if killed between the two writes
    assert History().stats().played == 2
    assert History().stats().played == 2  # counted once, and written so
    assert History().stats() == History().rebuilt()


class Killed(BaseException):
    """Stands for a kill -9 at one exact moment."""


def test_reconciling_keeps_the_counts_of_pruned_games(monkeypatch: pytest.MonkeyPatch) -> None:
    store = History(max_games=2)
    for seed in (8, 10, 12):
        store.record(finished(2, seed=seed))
    assert len(store.records()) == 2 and store.stats().played == 3

    def kill(_self: History, _stats: Stats) -> None:
        raise Killed

    with monkeypatch.context() as m:
        m.setattr(History, "_write_stats", kill)
        with pytest.raises(Killed):  # the game is written, the statistics are not
            store.record(finished(2, seed=14))
    assert len(store.records()) == 3
    assert History().stats().played == 4  # the pruned game still counts, the new one too
    store.record(finished(2, seed=16))
    assert len(store.records()) == 2 and History().stats().played == 5


def test_a_reset_stays_a_reset_while_the_kept_games_stay() -> None:
    store = History()
    store.record(finished(2, seed=8))
    store.reset_stats()
    assert History().stats().played == 0
    store.record(finished(2, seed=10))
    assert History().stats().played == 1


def test_statistics_of_an_older_app_count_every_kept_game_already() -> None:
    store = History()
    store.record(finished(2, seed=8))
    raw = json.loads(history.stats_path().read_text(encoding="utf-8"))
    del raw["counted"]  # as the app wrote it before it named the games it counted
    history.stats_path().write_text(json.dumps(raw), encoding="utf-8")
    assert History().stats().played == 1
    store.record(finished_cursed(2, seed=9))
    assert History().stats().played == 2


RECORDER = """
from history_helpers import finished
from siege_desktop.app.history import History
store = History()
print("ready", flush=True)
for seed in range(100, 400):
    store.record(finished(2, seed=seed))
"""


@posix_only
def test_kills_while_games_are_kept_never_lose_a_count(siege_home: Path) -> None:
    rng = random.Random(5)
    env = dict(os.environ, SIEGE_DESKTOP_HOME=str(siege_home))
    env["PYTHONPATH"] = os.pathsep.join([str(Path(__file__).parent), *sys.path])
    for _ in range(8):
        proc = subprocess.Popen(
            [sys.executable, "-c", RECORDER], env=env, stdout=subprocess.PIPE, text=True
        )
        assert proc.stdout is not None
        proc.stdout.readline()
        time.sleep(rng.uniform(0.1, 0.8))  # games are kept about every 30 ms
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    lock, holder = instance_lock.claim_user_folder()  # the start after the kills
    try:
        assert holder is None
        kept = list(history.history_dir().glob("*.json"))
        assert kept and not list(history.history_dir().glob("*.tmp"))
        assert History().stats().played == len(kept)
    finally:
        lock.release()


# --------------------------------------------------------------------- 8. autosave rotation
def gens_written(*sessions: object) -> list[Path]:
    for n, text in enumerate(sessions):
        saves.autosave_generation(n).write_text(str(text), encoding="utf-8")
    return saves.autosave_paths()


@pytest.fixture
def autosave_folder() -> Path:
    folder = saves.autosave_path().parent
    folder.mkdir(parents=True)
    return folder


def newer_save() -> str:
    data = json.loads(saves.encode(played_session(3)))
    data["version"] = SAVE_VERSION + 1
    return json.dumps(data)


def test_rotation_keeps_a_newer_apps_oldest_generation_among_the_saves(
    autosave_folder: Path,
) -> None:
    newer = newer_save()
    gens_written(saves.encode(played_session(3)), saves.encode(played_session(2)), newer)
    writer = saves.Autosaver(each_write=True)
    writer.write(played_session(5))
    [kept] = writer.moved_aside
    assert kept.parent == saves.saves_dir() and kept.read_text(encoding="utf-8") == newer
    info = next(i for i in saves.list_saves() if i.path == kept)
    assert info.error is not None and "newer" in info.error and not info.damaged
    assert [len(saves.read_save(p).actions) for p in saves.autosave_paths()] == [5, 3, 2]


def test_rotation_sets_a_damaged_generation_aside_instead_of_moving_it(
    autosave_folder: Path,
) -> None:
    gens_written(saves.encode(played_session(3)), "{half a save")
    writer = saves.Autosaver(each_write=True)
    writer.write(played_session(5))
    [aside] = writer.moved_aside
    assert aside.name.startswith("autosave-1.json.damaged-")
    assert aside.read_text(encoding="utf-8") == "{half a save"
    assert not saves.autosave_generation(2).exists()  # nothing damaged was moved down
    assert len(saves.read_save(saves.autosave_generation(1)).actions) == 3


def test_a_generation_that_is_a_folder_leaves_no_temp_file(autosave_folder: Path) -> None:
    gens_written(saves.encode(played_session(3)), saves.encode(played_session(2)))
    saves.autosave_generation(2).mkdir()
    writer = saves.Autosaver(each_write=True)
    writer.write(played_session(5))
    assert not [p for p in autosave_folder.iterdir() if p.name.endswith(".tmp")]
    assert [len(saves.read_save(p).actions) for p in saves.autosave_paths()] == [5, 3, 2]
    assert any(p.is_dir() for p in writer.moved_aside)  # set aside whole, as a folder


def test_rotation_stops_short_of_a_generation_it_cannot_read(
    autosave_folder: Path, unreadable: Unreadable
) -> None:
    gens_written(saves.encode(played_session(3)), saves.encode(played_session(2)), "mine")
    unreadable.add(saves.autosave_generation(2))
    saves.Autosaver(each_write=True).write(played_session(5))
    assert saves.autosave_generation(2).read_text(encoding="utf-8") == "mine"
    assert [len(saves.read_save(p).actions) for p in saves.autosave_paths()[:2]] == [5, 3]


def test_a_newer_apps_autosave_is_kept_among_the_saves_not_set_aside(
    autosave_folder: Path, big_app: App
) -> None:
    newer = newer_save()
    saves.autosave_path().write_text(newer, encoding="utf-8")
    big_app.autosave_sync = True
    big_app.autosave(played_session(4))
    [kept] = saves.saves_dir().glob("*.json")
    assert kept.read_text(encoding="utf-8") == newer
    assert any("newer Siege Desktop" in t.text and kept.stem in t.text for t in big_app.toasts)
    assert len(saves.read_save(saves.autosave_path()).actions) == 4


# ------------------------------------------------------------ 9. one rule for unreadable
def test_an_unreadable_kept_game_stays_in_place_and_is_said_so(unreadable: Unreadable) -> None:
    path = History().record(finished(2, seed=8))
    assert path is not None
    before = path.read_bytes()
    unreadable.add(path)
    store = History()
    assert store.records() == []
    assert "cannot be read" in store.notes[0] and "damaged" not in store.notes[0]
    assert path.read_bytes() == before and not list(path.parent.glob("*.damaged-*"))


def test_unreadable_statistics_stay_in_place_and_are_not_rebuilt(
    unreadable: Unreadable,
) -> None:
    for seed in (8, 10):
        History().record(finished(2, seed=seed))
    before = history.stats_path().read_bytes()
    unreadable.add(history.stats_path())
    store = History()
    assert store.stats() == Stats() and "cannot be read" in store.notes[0]
    store.record(finished(2, seed=12))  # kept, not counted: the totals cannot be read
    assert history.stats_path().read_bytes() == before
    assert not list(history.stats_path().parent.glob("stats.json.damaged-*"))
    unreadable.paths.clear()
    assert History().stats().played == 3  # counted once it can be read again


def test_an_unreadable_history_folder_says_so_instead_of_no_games(
    big_app: App, unreadable: Unreadable
) -> None:
    History().record(finished(2, seed=8))
    unreadable.add(history.history_dir())
    scene = HistoryScene(big_app)
    big_app.push(scene)
    screenshot(big_app, "history-unreadable")
    assert "cannot be read" in scene.list.empty and "No finished games" not in scene.list.empty
    assert scene.replay_button.tip == "The history folder cannot be read"


def test_an_unreadable_autosave_is_never_written_over(
    autosave_folder: Path, unreadable: Unreadable
) -> None:
    path = saves.autosave_path()
    path.write_text("someone's game", encoding="utf-8")
    unreadable.add(path)
    with pytest.raises(saves.SaveError, match="cannot be read"):
        saves.Autosaver().write(played_session(3))
    assert path.read_text(encoding="utf-8") == "someone's game"
    assert not list(autosave_folder.glob("*.damaged-*"))


def test_an_unreadable_table_setup_is_said_so_and_kept(unreadable: Unreadable) -> None:
    from siege_desktop.app.menus import new_game

    path = new_game._choices_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"seats": []}', encoding="utf-8")
    unreadable.add(path)
    _choices, problem = new_game.read_choices()
    assert problem is not None and "cannot be read" in problem and path.exists()


# ------------------------------------------------------------------ 10. a wrong game's label
def test_a_cursed_gifts_save_labelled_as_gifts_under_siege_names_its_game(
    autosave_folder: Path,
) -> None:
    data = json.loads(saves.encode(finished_cursed(2, seed=9)))
    data["game"] = history.DEFAULT_GAME
    path = saves.saves_dir() / "labelled.json"
    path.parent.mkdir()
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(saves.SaveError) as err:
        saves.read_save(path)
    assert "a save of Cursed Gifts" in str(err.value) and "Gifts Under Siege" in str(err.value)
    assert "unknown table rule" not in str(err.value)


def test_an_unreadable_file_too_large_to_be_ours_is_still_only_unreadable(
    unreadable: Unreadable,
) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b" " * 200_000)  # (far over the limit of a settings file)
    unreadable.add(path)
    _settings, problem = load_settings()
    assert problem is not None and "could not be read" in problem and path.exists()


def test_a_saves_count_of_hints_out_of_range_is_refused(autosave_folder: Path) -> None:
    data = json.loads(saves.encode(played_session(3)))
    data["hints_used"] = 10**400
    saves.autosave_path().write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(saves.SaveError, match="suggested moves"):
        saves.read_save(saves.autosave_path())


def test_an_unreadable_saves_folder_says_so_and_the_autosaves_still_list(
    big_app: App, unreadable: Unreadable, autosave_folder: Path
) -> None:
    from siege_desktop.app.menus.load import LoadScene

    saves.autosave_path().write_text(saves.encode(played_session(3)), encoding="utf-8")
    saves.write_named(played_session(2), "kept")
    unreadable.add(saves.saves_dir())
    scene = LoadScene(big_app)
    big_app.push(scene)
    frame(big_app)
    assert [e.path for e in scene.entries] == [saves.autosave_path()]
    assert "cannot be read" in scene.list.empty
    assert any("saves folder cannot be read" in t.text for t in big_app.toasts)
    assert saves.named_save_path("kept").exists()
