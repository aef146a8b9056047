"""Measuring a proposed change to Siege's unit numbers without changing them: a patched copy
of siege.json, read by this process instead of the real one.

The engine reads its data once, when `siege_desktop.games.siege.rules.data` is imported, and
every table derived from the numbers (the CPUs' unit values, the dice tables) follows from
that. So the patch must be in place before anything of Siege is imported, in a fresh process:
`benchmarks.siege_units` plays its games in spawned workers that call `install` first. The
file in the package is never written.

A change is written `CODE:stat=value[,stat=value]`, e.g. `R3:move=4` or `G1:attack=2,health=3`.
"""

from __future__ import annotations

import importlib.resources
import json
import sys
import tempfile
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any, Final

PACKAGE: Final = "siege_desktop.games.siege.rules"
STATS: Final = ("attack", "health", "range", "move")

UnitChanges = dict[str, dict[str, int]]


def parse_change(text: str) -> tuple[str, dict[str, int]]:
    """`R3:move=4` -> ("R3", {"move": 4}); ValueError with the reason otherwise."""
    code, sep, rest = text.partition(":")
    if not sep or not code or not rest:
        raise ValueError(f"write a unit change as CODE:stat=value, not {text!r}")
    stats: dict[str, int] = {}
    for part in rest.split(","):
        name, eq, value = part.partition("=")
        if not eq or name not in STATS:
            raise ValueError(f"{part!r}: a stat is one of {', '.join(STATS)}, as stat=value")
        if not value.isdigit() or not 1 <= int(value) <= 9:
            raise ValueError(f"{part!r}: a value is a whole number from 1 to 9")
        stats[name] = int(value)
    return code, stats


def patched_data(raw: dict[str, Any], changes: UnitChanges) -> dict[str, Any]:
    """A copy of the data file's contents with the changed numbers; KeyError for an unknown
    unit code."""
    data: dict[str, Any] = json.loads(json.dumps(raw))
    units = {u["code"]: u for u in data["units"]}
    for code, stats in changes.items():
        if code not in units:
            raise KeyError(f"no unit {code!r} (codes: {', '.join(units)})")
        units[code].update(stats)
    return data


def unit_data() -> dict[str, Any]:
    """The real data file's contents, read by path: asking importlib.resources would import
    the rules package, and with it the data."""
    import siege_desktop

    path = Path(siege_desktop.__file__).parent.joinpath(*PACKAGE.split(".")[1:], "siege.json")
    data: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return data


def install(changes: UnitChanges) -> None:
    """Make this process read a patched copy of siege.json; call it before anything of Siege
    is imported (RuntimeError otherwise: the old numbers would already be in use)."""
    if not changes:
        return
    if any(name == PACKAGE or name.startswith(PACKAGE + ".") for name in sys.modules):
        raise RuntimeError("Siege's data is already loaded: patch it in a fresh process")
    real_files = importlib.resources.files
    folder = Path(tempfile.mkdtemp(prefix="siege-patch-"))
    (folder / "siege.json").write_text(json.dumps(patched_data(unit_data(), changes)), "utf-8")

    def files(anchor: Any = None) -> Traversable:
        # Only the rules package's data is swapped; every other lookup is the real one.
        return folder if anchor == PACKAGE else real_files(anchor)

    importlib.resources.files = files  # type: ignore[assignment]
    from siege_desktop.games.siege.rules.data import BY_CODE

    for code, stats in changes.items():
        unit = BY_CODE[code]
        if any(getattr(unit, name) != value for name, value in stats.items()):
            raise RuntimeError(f"the patched numbers of {code} did not take: {unit}")
