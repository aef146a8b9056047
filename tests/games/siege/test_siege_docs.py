"""The unit table of docs/games/siege/UNITS.md says what the data file says: every unit's
code, name, colour, numbers, ability and the CPUs' value."""

from __future__ import annotations

from pathlib import Path

import pytest

from siege_desktop.games.siege.ai.values import VALUE
from siege_desktop.games.siege.rules.data import UNITS, UnitType

DOC = Path(__file__).resolve().parents[3] / "docs" / "games" / "siege" / "UNITS.md"


def _rows() -> dict[str, list[str]]:
    rows = {}
    for line in DOC.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 10 and cells[0] in {u.code for u in UNITS}:
            rows[cells[0]] = cells
    return rows


@pytest.mark.parametrize("unit", UNITS, ids=lambda u: u.code)
def test_the_units_page_matches_the_data(unit: UnitType) -> None:
    row = _rows()[unit.code]
    assert row[1] == unit.name and row[2] == unit.colour.capitalize()
    assert [int(x) for x in row[3:7]] == [unit.attack, unit.health, unit.range, unit.move]
    assert row[7] == (unit.ability.capitalize() if unit.ability else "—")
    assert float(row[8]) == pytest.approx(VALUE[unit.index], abs=0.051)
