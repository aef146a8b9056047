"""The "Cursed Gifts is a pure game" contract lists every engine module (all but ui/), so a new
engine module cannot slip out of it. (The package's own __init__ cannot be listed without its
descendants; it only imports the engine's rules and heuristics.)"""

from __future__ import annotations

import tomllib
from pathlib import Path

import siege_desktop.games.cursed as cursed

REPO = Path(__file__).resolve().parents[3]


def test_the_purity_contract_names_every_engine_module_and_not_ui() -> None:
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    (pure,) = [c for c in contracts if c["name"].startswith("Cursed Gifts is a pure game")]
    package = Path(cursed.__file__).parent
    engine = {
        f"siege_desktop.games.cursed.{p.stem}" for p in package.glob("*.py") if p.stem != "__init__"
    }
    listed = set(pure["source_modules"])
    assert engine == listed
    assert {"pygame", "siege_desktop.app"} <= set(pure["forbidden_modules"])
    assert not any(m.startswith("siege_desktop.games.cursed.ui") for m in listed)
