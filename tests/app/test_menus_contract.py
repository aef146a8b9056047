"""The contract "the menus import no game" holds on the tree, and breaks when a menu imports a
game's rules or its table (checked on a copy of the package)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
NAME = "The menus import no game"
APP = "The app imports no game: each game's table, pieces and sounds are its own ui/"


def _contract(name: str = NAME) -> dict[str, Any]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    (contract,) = [c for c in config["tool"]["importlinter"]["contracts"] if c["name"] == name]
    return dict(contract)


def _lint(tree: Path, tmp: Path, name: str = NAME) -> subprocess.CompletedProcess[str]:
    """import-linter with this one contract, over the package found first in `tree`."""
    c = _contract(name)
    lines = ["[importlinter]", "root_package = siege_desktop", "", "[importlinter:contract:menus]"]
    lines += [f"name = {c['name']}", f"type = {c['type']}"]
    for key in ("source_modules", "forbidden_modules"):
        lines += [f"{key} =", *(f"    {m}" for m in c[key])]
    lines.append(f"allow_indirect_imports = {c['allow_indirect_imports']}")
    config = tmp / "menus.ini"
    config.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code = (
        f"import sys; sys.path.insert(0, {str(tree)!r}); from importlinter.cli import "
        f"lint_imports; sys.exit(lint_imports({str(config)!r}, no_cache=True))"
    )
    return subprocess.run(
        [sys.executable, "-c", code], cwd=tmp, capture_output=True, text=True, timeout=120
    )


def test_the_menus_contract_holds_on_the_tree(tmp_path: Path) -> None:
    assert _contract()["source_modules"] == ["siege_desktop.app.menus"]
    assert _contract()["forbidden_modules"] == ["siege_desktop.games"]
    done = _lint(ROOT, tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"{NAME} KEPT" in done.stdout


@pytest.mark.parametrize(
    ("menu", "line"),
    [
        ("new_game.py", "from siege_desktop.games.gifts.rules import GameConfig"),
        ("rules.py", "from siege_desktop.games.gifts.ui import rules_text"),
        ("game_options.py", "import siege_desktop.games.cursed.ui.new_game"),
    ],
)
def test_a_menu_importing_a_game_breaks_it(tmp_path: Path, menu: str, line: str) -> None:
    tree = tmp_path / "tree"
    shutil.copytree(
        ROOT / "siege_desktop",
        tree / "siege_desktop",
        ignore=shutil.ignore_patterns("__pycache__", "*.json", "*.svg", "*.ttf", "*.png"),
    )
    module = tree / "siege_desktop" / "app" / "menus" / menu
    module.write_text(module.read_text(encoding="utf-8") + f"\n{line}\n", encoding="utf-8")
    done = _lint(tree, tmp_path)
    assert done.returncode != 0
    assert f"{NAME} BROKEN" in done.stdout
    assert f"siege_desktop.app.menus.{menu[:-3]} ->" in done.stdout


def test_the_whole_apps_contract_holds_and_breaks_when_its_art_imports_a_game(
    tmp_path: Path,
) -> None:
    assert _contract(APP)["source_modules"] == ["siege_desktop.app"]
    done = _lint(ROOT, tmp_path, APP)
    assert done.returncode == 0, done.stdout + done.stderr
    tree = tmp_path / "tree"
    shutil.copytree(
        ROOT / "siege_desktop",
        tree / "siege_desktop",
        ignore=shutil.ignore_patterns("__pycache__", "*.json", "*.svg", "*.ttf", "*.png"),
    )
    module = tree / "siege_desktop" / "app" / "art.py"
    line = "from siege_desktop.games.gifts.rules.cards import LETTERS"
    module.write_text(module.read_text(encoding="utf-8") + f"\n{line}\n", encoding="utf-8")
    done = _lint(tree, tmp_path, APP)
    assert done.returncode != 0
    assert f"{APP} BROKEN" in done.stdout
    assert "siege_desktop.app.art ->" in done.stdout
