"""Every section of the rulebook and every ruling of RULINGS.md is named by a scenario test."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).parent
RULEBOOK_SECTIONS = (1, 3, 4, 5, 6, 7, 8, 9)  # section 2 lists the components only
RULINGS = range(1, 20)


def _test_names() -> list[str]:
    names: list[str] = []
    for path in HERE.glob("test_engine_*.py"):
        names += re.findall(r"^def (test_\w+)\(", path.read_text(encoding="utf-8"), re.M)
    return names


def test_every_rule_and_ruling_has_a_named_test() -> None:
    names = _test_names()
    rules = {int(n) for name in names for n in re.findall(r"_rule_(\d+)", name)}
    rulings = {int(n) for name in names for n in re.findall(r"_ruling_(\d+)", name)}
    assert set(RULEBOOK_SECTIONS) - rules == set()
    assert set(RULINGS) - rulings == set()
