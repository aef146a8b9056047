"""Every game has one shape: `__init__.py` (its spec), `rules/` (the pure engine), `ai/` (its
heuristics, evaluation, hints) and `ui/` (its table), and its rules package is the source of a
purity contract that forbids drawing, the app, the CPU opponents and its own ai/."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import siege_desktop.games as games

REPO = Path(__file__).resolve().parents[2]
SHAPE = {"__init__.py", "rules", "ai", "ui"}


def _game_packages() -> list[Path]:
    root = Path(games.__file__).parent
    return sorted(p for p in root.iterdir() if (p / "__init__.py").is_file())


def _contracts() -> list[dict[str, Any]]:
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    contracts: list[dict[str, Any]] = config["tool"]["importlinter"]["contracts"]
    return contracts


def test_there_are_games_to_check() -> None:
    assert {p.name for p in _game_packages()} >= {"gifts", "cursed"}


def test_every_game_has_the_same_top_level_and_nothing_else() -> None:
    for package in _game_packages():
        top = {p.name for p in package.iterdir() if p.name != "__pycache__"}
        assert top == SHAPE, package.name
        for part in ("rules", "ai", "ui"):
            assert (package / part / "__init__.py").is_file(), f"{package.name}/{part}"


def test_every_game_s_rules_package_is_the_source_of_a_purity_contract() -> None:
    for package in _game_packages():
        rules = f"siege_desktop.games.{package.name}.rules"
        (pure,) = [c for c in _contracts() if c.get("source_modules") == [rules]]
        assert pure["type"] == "forbidden"
        forbidden = set(pure["forbidden_modules"])
        assert {"pygame", "siege_desktop.app", "siege_desktop.ai"} <= forbidden, package.name
        assert f"siege_desktop.games.{package.name}.ai" in forbidden, package.name
        assert pure["allow_indirect_imports"] is False


def test_every_game_s_ai_is_in_the_contract_that_forbids_drawing() -> None:
    (never_draws,) = [c for c in _contracts() if c["name"].startswith("Each game's AI")]
    assert {"pygame", "siege_desktop.app"} <= set(never_draws["forbidden_modules"])
    for package in _game_packages():
        assert f"siege_desktop.games.{package.name}.ai" in never_draws["source_modules"]
