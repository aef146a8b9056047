"""Measuring proposed unit numbers (benchmarks.siege_patch): a change is read from its text,
applied to a copy of the data, and read by a fresh process's engine; siege.json is untouched."""

from __future__ import annotations

import subprocess
import sys

import pytest

from benchmarks import siege_patch
from siege_desktop.games.siege.rules.data import BY_CODE, RAW


def test_a_change_is_read_from_its_text() -> None:
    assert siege_patch.parse_change("R3:move=4") == ("R3", {"move": 4})
    assert siege_patch.parse_change("G1:attack=2,health=3") == ("G1", {"attack": 2, "health": 3})


@pytest.mark.parametrize("text", ["R3", "R3:", "R3:speed=4", "R3:move=0", "R3:move=x", ":move=4"])
def test_a_bad_change_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        siege_patch.parse_change(text)


def test_the_patch_changes_a_copy_and_knows_the_codes() -> None:
    copy = siege_patch.patched_data(RAW, {"R3": {"move": 4}})
    assert next(u for u in copy["units"] if u["code"] == "R3")["move"] == 4
    assert BY_CODE["R3"].move == 5 and siege_patch.unit_data() == RAW
    with pytest.raises(KeyError, match="X9"):
        siege_patch.patched_data(RAW, {"X9": {"move": 4}})


def test_a_fresh_process_plays_with_the_patched_numbers() -> None:
    code = (
        "from benchmarks import siege_patch\n"
        "siege_patch.install({'R3': {'move': 4}, 'G1': {'health': 3}})\n"
        "from siege_desktop.games.siege.rules.data import MOVE, HEALTH, BY_CODE\n"
        "print(MOVE[BY_CODE['R3'].index], HEALTH[BY_CODE['G1'].index])\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert out.stdout.split() == ["4", "3"]


def test_a_process_that_already_loaded_the_data_is_refused() -> None:
    with pytest.raises(RuntimeError, match="fresh process"):
        siege_patch.install({"R3": {"move": 4}})
