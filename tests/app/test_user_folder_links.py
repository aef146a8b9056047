"""The files the app writes in place (the lock, the log) never write through a link, never
wait on a FIFO, and a lock that cannot be taken makes the copy read-only and says why."""

from __future__ import annotations

import errno
import io
import logging
import os
import socket
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from shell_helpers import click_button, frame, played_session, screenshot

from siege_desktop.app import crash, instance_lock, saves, userfiles
from siege_desktop.app import main as cli
from siege_desktop.app.menus.confirm import ConfirmScene
from siege_desktop.app.menus.second_copy import ask_unlocked
from siege_desktop.app.shell import App

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="links and FIFOs are POSIX")

SECRET = b"the player's own file: never emptied, never appended to\n"


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A file of the player's outside the user folder, that a link may point to."""
    path = tmp_path / "bashrc"
    path.write_bytes(SECRET)
    return path


@pytest.fixture
def lock_path(siege_home: Path) -> Path:
    path = siege_home / "data" / instance_lock.LOCK_FILE
    path.parent.mkdir(parents=True)
    return path


def log_path(home: Path) -> Path:
    path = home / "logs" / crash.LOG_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture
def log_handler() -> Iterator[None]:
    """setup_logging's own handler is dropped afterwards by the conftest; the level too."""
    level = logging.getLogger().level
    yield
    logging.getLogger().setLevel(level)


def in_time(work: Callable[[], object], seconds: float = 10.0) -> object:
    """`work()`'s result, failing (not hanging) if it waits on anything for long."""
    out: list[object] = []
    t = threading.Thread(target=lambda: out.append(work()), daemon=True)
    t.start()
    t.join(seconds)
    assert not t.is_alive(), "it hung"
    return out[0]


def claim_refused(says: str) -> None:
    """The lock cannot be taken: read-only, the reason kept for the player, no holder."""
    lock, holder = instance_lock.claim_user_folder()
    assert holder is None and not lock.held
    assert lock.refused is not None and says in lock.refused
    assert "read-only" in (userfiles.read_only_reason() or "")


# ------------------------------------------------------------------------------ 1. the lock
@posix_only
def test_a_lock_that_is_a_symlink_never_empties_its_target(lock_path: Path, outside: Path) -> None:
    lock_path.symlink_to(outside)
    with pytest.raises(userfiles.NotAFile, match="is a link"):
        instance_lock.InstanceLock(lock_path.parent).acquire()
    claim_refused("is a link")
    assert outside.read_bytes() == SECRET and lock_path.is_symlink()


@posix_only
def test_a_lock_that_is_a_hard_link_never_writes_into_the_other_file(
    lock_path: Path, outside: Path
) -> None:
    os.link(outside, lock_path)
    claim_refused("hard link")
    assert outside.read_bytes() == SECRET


def test_without_o_nofollow_a_symlinked_lock_is_still_refused(
    lock_path: Path, outside: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Windows has no O_NOFOLLOW: the look before opening stands in for it, as here.
    monkeypatch.delattr(os, "O_NOFOLLOW", raising=False)
    lock_path.symlink_to(outside)
    claim_refused("is a link")
    assert outside.read_bytes() == SECRET


def test_a_lock_swapped_for_another_file_after_opening_is_not_written(
    lock_path: Path, outside: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Between the open and the look at what is open, the name now points elsewhere.
    real_open = os.open

    def open_then_swap(path: object, flags: int, mode: int = 0o777) -> int:
        fd = real_open(path, flags, mode)  # type: ignore[arg-type]
        if str(path) == str(lock_path):
            os.unlink(lock_path)
            os.link(outside, lock_path)
        return fd

    monkeypatch.setattr(os, "open", open_then_swap)
    claim_refused(instance_lock.LOCK_FILE)
    assert outside.read_bytes() == SECRET


# ------------------------------------------------------------------------------- 2. the log
@posix_only
@pytest.mark.parametrize("link", ["symlink", "hard link"])
def test_a_log_that_is_a_link_is_set_aside_and_its_target_untouched(
    siege_home: Path, outside: Path, link: str, log_handler: None
) -> None:
    path = log_path(siege_home)
    if link == "symlink":
        path.symlink_to(outside)
    else:
        os.link(outside, path)
    assert crash.setup_logging() == path
    logging.getLogger("test").warning("a line for the log")
    assert outside.read_bytes() == SECRET
    assert not path.is_symlink() and path.stat().st_nlink == 1
    assert "a line for the log" in path.read_text(encoding="utf-8")
    [aside] = path.parent.glob(f"{crash.LOG_FILE}.damaged-*")
    [note] = crash.logging_notes()
    assert aside.name in note and crash.logging_notes() == []  # said once


def test_without_o_nofollow_a_symlinked_log_is_still_set_aside(
    siege_home: Path, outside: Path, monkeypatch: pytest.MonkeyPatch, log_handler: None
) -> None:
    monkeypatch.delattr(os, "O_NOFOLLOW", raising=False)  # as on Windows
    path = log_path(siege_home)
    path.symlink_to(outside)
    crash.setup_logging()
    logging.getLogger("test").warning("a line for the log")
    assert outside.read_bytes() == SECRET and not path.is_symlink()


# ------------------------------------------------------------------- 3. FIFOs and sockets
@posix_only
def test_a_fifo_as_the_log_never_hangs_and_is_set_aside(
    siege_home: Path, log_handler: None
) -> None:
    path = log_path(siege_home)
    os.mkfifo(path)
    assert in_time(crash.setup_logging) == path
    logging.getLogger("test").warning("written to a file")
    assert path.is_file() and "written to a file" in path.read_text(encoding="utf-8")
    assert any("set aside" in n for n in crash.logging_notes())


@posix_only
def test_a_socket_as_the_log_is_set_aside(siege_home: Path, log_handler: None) -> None:
    path = log_path(siege_home)
    with socket.socket(socket.AF_UNIX) as sock:
        sock.bind(str(path))
        assert in_time(crash.setup_logging) == path
        assert path.is_file()


@posix_only
def test_the_app_starts_with_a_fifo_for_its_log_and_for_its_lock(siege_home: Path) -> None:
    os.mkfifo(log_path(siege_home))
    (siege_home / "data").mkdir()
    os.mkfifo(siege_home / "data" / instance_lock.LOCK_FILE)
    env = dict(os.environ, SIEGE_DESKTOP_HOME=str(siege_home))
    done = subprocess.run(
        [sys.executable, "-m", "siege_desktop.app.main", "--headless", "--frames", "3"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "is not a regular file: read-only" in done.stderr  # the lock: refused, said so
    assert (siege_home / "logs" / crash.LOG_FILE).is_file()  # the log: set aside, written


@posix_only
def test_a_fifo_as_the_lock_never_hangs(lock_path: Path) -> None:
    os.mkfifo(lock_path)
    in_time(lambda: claim_refused("not a regular file"))


# ------------------------------------------------------------- 5. a lock that cannot be taken
def test_a_folder_named_like_the_lock_makes_the_copy_read_only(lock_path: Path) -> None:
    lock_path.mkdir()
    claim_refused("not a regular file")
    with pytest.raises(userfiles.ReadOnlyError):
        userfiles.write_text_atomic(saves.autosave_path(), "{}")


@posix_only
def test_a_lock_linked_to_dev_zero_makes_the_copy_read_only(lock_path: Path) -> None:
    lock_path.symlink_to("/dev/zero")
    claim_refused("is a link")


@pytest.mark.parametrize(
    ("error", "says"),
    [
        (errno.EACCES, "This user may not write in the saves folder"),
        (errno.ENOSPC, "The disk that holds the saves folder is full"),
        (None, "The saves folder refused its lock file"),  # an error with no number
    ],
)
def test_a_lock_this_user_may_not_open_or_a_full_disk_makes_the_copy_read_only(
    lock_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    error: int | None,
    says: str,
) -> None:
    # (A mode-000 file does not stop root, who runs these tests: the refusal is simulated.)
    real_open = os.open

    def refuse(path: object, flags: int, mode: int = 0o777) -> int:
        if str(path) == str(lock_path):
            if error is None:
                raise OSError(f"[Errno 13] Permission denied: '{path}'")
            raise OSError(error, os.strerror(error), str(path))
        return real_open(path, flags, mode)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", refuse)
    with caplog.at_level(logging.WARNING):
        claim_refused(says)
    # The player reads a sentence: no error number, no path. The log keeps both.
    lock, _holder = instance_lock.claim_user_folder()
    assert lock.refused is not None
    assert "Errno" not in lock.refused and str(lock_path) not in lock.refused
    raw = "Permission denied" if error in (None, errno.EACCES) else "No space left"
    logged = " ".join(r.getMessage() for r in caplog.records)
    assert raw in logged and str(lock_path) in logged


def test_a_full_disk_after_the_lock_is_taken_keeps_the_lock(
    lock_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The process id is a nicety for the message; the lock itself is what guards the folder.
    lock = instance_lock.InstanceLock(lock_path.parent)

    class FullDisk(io.TextIOWrapper):
        def write(self, _text: str) -> int:
            raise OSError(errno.ENOSPC, "No space left on device")

    def fdopen(fd: int, *_args: object, **_kw: object) -> io.TextIOWrapper:
        return FullDisk(io.FileIO(fd, "r+"), encoding="ascii")

    monkeypatch.setattr(os, "fdopen", fdopen)
    try:
        assert lock.acquire() is None and lock.held
    finally:
        monkeypatch.undo()
        lock.release()


@posix_only
def test_the_whole_app_with_a_lock_it_cannot_take_writes_nothing(
    lock_path: Path, siege_home: Path
) -> None:
    lock_path.mkdir()
    auto = saves.autosave_path()
    auto.write_text(saves.encode(played_session(4)), encoding="utf-8")
    before = auto.read_bytes()
    assert cli.main(["--frames", "3", "--windowed-size", "1024x576"]) == 0
    assert auto.read_bytes() == before
    assert not (siege_home / "config" / "settings.json").exists()
    assert userfiles.read_only_reason() is None  # main leaves the process as it found it


def test_the_player_is_asked_read_only_or_quit_when_the_lock_cannot_be_taken(
    app: App,
) -> None:
    ask_unlocked(app, "siege-desktop.lock is a link")
    assert isinstance(app.top, ConfirmScene) and "Cannot lock" in app.top.question
    assert "siege-desktop.lock is a link" in app.top.detail
    frame(app)
    screenshot(app, "lock-refused")
    click_button(app, "Read-only")
    # The system's refusal, as the player reads it: a sentence, the details in the log.
    path = "/home/someone/.local/share/siege-desktop/siege-desktop.lock"
    why = instance_lock.refusal_sentence(PermissionError(errno.EACCES, "Permission denied", path))
    ask_unlocked(app, why)
    assert isinstance(app.top, ConfirmScene)
    assert app.top.detail.startswith("This user may not write in the saves folder.")
    assert "Errno" not in app.top.detail and path not in app.top.detail
    assert "log file" in app.top.detail
    frame(app)
    screenshot(app, "lock-refused-permission")
    click_button(app, "Read-only")
    assert app.running and any("Read-only" in t.text for t in app.toasts)
    ask_unlocked(app, "siege-desktop.lock: Permission denied")
    frame(app)
    click_button(app, "Quit")
    assert not app.running


# ---------------------------------------------- the kept games and statistics, every kind
@posix_only
@pytest.mark.parametrize("which", ["kept game", "statistics"])
@pytest.mark.parametrize("kind", ["symlink", "hard link", "/dev/zero", "fifo", "folder"])
def test_kept_games_and_statistics_that_are_links_or_special_files_never_hang(
    outside: Path, which: str, kind: str
) -> None:
    from history_helpers import finished

    from siege_desktop.app import history

    for seed in (8, 10):
        history.History().record(finished(2, seed=seed))
    kept = sorted(history.history_dir().glob("*.json"))
    path = kept[0] if which == "kept game" else history.stats_path()
    original = path.read_bytes()
    outside.write_bytes(original)
    path.unlink()
    if kind == "symlink":
        path.symlink_to(outside)
    elif kind == "hard link":
        os.link(outside, path)
    elif kind == "/dev/zero":
        path.symlink_to("/dev/zero")
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.mkdir()
    store = history.History()
    stats = in_time(store.stats)
    records = in_time(store.records)
    assert isinstance(stats, history.Stats) and isinstance(records, list)
    assert stats.played == 2  # counted already, or rebuilt from the kept games
    history.History().record(finished(2, seed=12))  # and one more game is kept and counted
    assert history.History().stats().played == 3
    assert outside.read_bytes() == original  # nothing written through a link
    if kind in ("/dev/zero", "fifo") or (kind == "folder" and which == "statistics"):
        assert any("set aside" in n for n in store.notes), store.notes  # and said so


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (2560, 1440)])
def test_a_long_reason_grows_the_dialog_and_never_runs_under_its_buttons(
    size: tuple[int, int],
) -> None:
    from shell_helpers import make_app

    app = make_app(size)
    try:
        app.open_title()
        app.step(0.0)
        reason = "The saves folder's lock file is in the way: siege-desktop.lock is a hard link"
        for why in ("siege-desktop.lock is a link", f"{reason} to another file"):
            ask_unlocked(app, why)
            dialog = app.top
            assert isinstance(dialog, ConfirmScene)
            box = dialog.lay_out()
            lines = dialog.detail_lines()
            height = app.art.font(max(6, app.px(16))).get_height()
            last = box.y + app.px(90) + (len(lines) - 1) * app.px(22) + height
            buttons = [dialog.yes_button.screen(app), dialog.no_button.screen(app)]
            assert last <= min(b.top for b in buttons), (why, size)
            assert all(box.contains(b) for b in buttons)
            frame(app)
            screenshot(app, f"lock-refused-long-{size[0]}")
            click_button(app, "Read-only")
    finally:
        app.shutdown()
