"""Two copies on one user folder, and writes killed half-way: nothing is silently lost."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from shell_helpers import click_button, frame, played_session

from siege_desktop.app import instance_lock, saves, userfiles
from siege_desktop.app import main as cli
from siege_desktop.app.menus.confirm import ConfirmScene
from siege_desktop.app.menus.second_copy import ask
from siege_desktop.app.shell import App

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="kill -9 is POSIX")

HOLDER = """
import sys, time
from siege_desktop.app import instance_lock
lock, holder = instance_lock.claim_user_folder()
print("held" if holder is None else f"refused {holder}", flush=True)
time.sleep(60)
"""

WRITER = """
import sys
from siege_desktop.app import saves
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.games.gifts.rules import GameConfig, legal_actions
s = GameSession(GameConfig(players=2), 3, (SeatSpec("A", "easy"), SeatSpec("B", "easy")))
writer = saves.Autosaver(each_write=True)
print("ready", flush=True)
while legal_actions(s.state):
    s.play(legal_actions(s.state)[0])
    writer.write(s)
"""


def start(code: str, home: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, SIEGE_DESKTOP_HOME=str(home))
    proc = subprocess.Popen(
        [sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None
    proc.stdout.readline()  # started (and past its imports)
    return proc


@posix_only
def test_a_second_copy_finds_the_first_and_writes_nothing(siege_home: Path) -> None:
    first = start(HOLDER, siege_home)
    try:
        auto = saves.autosave_path()
        auto.parent.mkdir(parents=True, exist_ok=True)
        auto.write_text(saves.encode(played_session(4)), encoding="utf-8")
        before = auto.read_bytes()
        lock, holder = instance_lock.claim_user_folder()
        assert holder == first.pid
        assert userfiles.read_only_reason() is not None and str(first.pid) in (
            userfiles.read_only_reason() or ""
        )
        userfiles.set_read_only(None)
        # The whole app as a second copy: it runs, and touches neither autosave nor settings.
        assert cli.main(["--frames", "3", "--windowed-size", "1024x576"]) == 0
        assert auto.read_bytes() == before
        assert not (siege_home / "config" / "settings.json").exists()
        assert userfiles.read_only_reason() is None  # main leaves the process as it found it
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait()
    # A lock left by a killed copy is stale: the next start takes it.
    lock, holder = instance_lock.claim_user_folder()
    try:
        assert holder is None and lock.held
        assert lock.path.read_text(encoding="ascii").strip() == str(os.getpid())
    finally:
        lock.release()


def test_the_second_copy_asks_read_only_or_quit(app: App) -> None:
    ask(app, 4242)
    assert isinstance(app.top, ConfirmScene) and "already open" in app.top.question
    assert "4242" in app.top.detail
    frame(app)
    click_button(app, "Read-only")
    assert app.running and any("Read-only" in t.text for t in app.toasts)
    ask(app, 4242)
    frame(app)
    click_button(app, "Quit")
    assert not app.running


@posix_only
def test_killed_writes_leave_whole_autosaves_and_a_start_clears_their_temp_files(
    siege_home: Path,
) -> None:
    rng = random.Random(9)
    for _ in range(6):
        writer = start(WRITER, siege_home)
        time.sleep(rng.uniform(0.05, 0.3))
        writer.send_signal(signal.SIGKILL)
        writer.wait()
    data = saves.autosave_path().parent
    # Whatever moment each kill hit, plus one left by hand: a start clears them all.
    (data / ".autosave.json.zz9_left.tmp").write_text("{half", encoding="utf-8")
    lock, holder = instance_lock.claim_user_folder()
    try:
        assert holder is None
        assert not [p.name for p in data.iterdir() if p.name.endswith(".tmp")]
        gens = [p for p in saves.autosave_paths() if p.exists()]
        assert len(gens) == saves.AUTOSAVE_GENERATIONS
        played = [len(saves.read_save(p).actions) for p in gens]  # every one whole
        assert played == sorted(played, reverse=True) and played[-1] > 0
    finally:
        lock.release()
