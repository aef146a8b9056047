"""The simulator command runs random games and prints its summary."""

from __future__ import annotations

import subprocess
import sys


def test_simulator_runs_and_prints_its_summary() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "siege_desktop.games.gifts.rules.simulate",
            "--players",
            "3",
            "--games",
            "3",
            "--seed",
            "1",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "3 random games, 3 players" in out
    for line in (
        "turns per game:",
        "rounds per game:",
        "ended by:",
        "decided by:",
        "winning score:",
        "actions/s",
    ):
        assert line in out, line


def test_simulator_rejects_a_bad_table() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "siege_desktop.games.gifts.rules.simulate", "--players", "9"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2 and "2 to 8 players" in done.stderr
