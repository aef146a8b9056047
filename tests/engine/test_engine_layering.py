"""The engine is pure: nothing under games/gifts/rules imports pygame, the app or the AI."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import siege_desktop.games.gifts.rules

ENGINE = Path(siege_desktop.games.gifts.rules.__file__).parent
ROOT = ENGINE.parents[3]
FORBIDDEN = ("pygame", "pygame_gui", "siege_desktop.app", "siege_desktop.ai")


def _imports(path: Path) -> list[str]:
    """Every module a file imports, at any depth (inside functions too)."""
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: resolve against the engine package
                base = "siege_desktop.games.gifts.rules" if node.level == 1 else "siege_desktop"
                names.append(f"{base}.{node.module}" if node.module else base)
            elif node.module:
                names.append(node.module)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute | ast.Name)
            and getattr(node.func, "attr", getattr(node.func, "id", "")) == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            names.append(str(node.args[0].value))
    return names


def _forbidden(name: str) -> bool:
    return any(name == f or name.startswith(f + ".") for f in FORBIDDEN)


def test_engine_modules_import_no_pygame_app_or_ai() -> None:
    files = sorted(ENGINE.rglob("*.py"))
    assert len(files) >= 10  # the whole engine, not an empty folder
    bad = {
        str(path.relative_to(ROOT)): name
        for path in files
        for name in _imports(path)
        if _forbidden(name)
    }
    assert bad == {}


def test_the_import_check_sees_what_it_must(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import os\n"
        "def later():\n"
        "    import pygame.display\n"
        "    from ..app import shell\n"
        "    importlib.import_module('pygame_gui')\n"
    )
    assert [n for n in _imports(sample) if _forbidden(n)] == [
        "pygame.display",
        "siege_desktop.app",
        "pygame_gui",
    ]


def test_importing_the_engine_loads_no_pygame() -> None:
    code = (
        "import sys, siege_desktop.games.gifts.rules, siege_desktop.games.gifts.rules.simulate\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')"
        " or m.startswith(('siege_desktop.app', 'siege_desktop.ai'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_import_linter_contracts_hold() -> None:
    # Through this interpreter rather than the `lint-imports` script, which need not be on PATH.
    root = ROOT
    code = "import sys; from importlinter.cli import lint_imports; sys.exit(lint_imports())"
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert (
        "The rules engine is pure: no pygame, no app, no ai, not even its own game's AI KEPT"
        in done.stdout
    )
