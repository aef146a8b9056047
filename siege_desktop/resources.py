"""Finds the bundled assets/ folder in a source checkout, an installed wheel or a packaged app."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

#: A file every complete assets folder has; a folder without it is not ours (or is broken).
_MARKER = "LICENSE.md"


def _candidates() -> list[Path]:
    """Where the assets may be, most specific first."""
    here = Path(__file__).resolve().parent
    found: list[Path] = []
    # A PyInstaller bundle unpacks its data files under sys._MEIPASS.
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        found.append(Path(bundle) / "assets")
    # An installed wheel carries them inside the package (pyproject's force-include).
    found.append(here / "assets")
    # A source checkout keeps them at the repository's top level.
    found.append(here.parent / "assets")
    return found


@cache
def assets_root() -> Path:
    """The assets folder; raises FileNotFoundError naming every place looked at."""
    places = _candidates()
    for place in places:
        if (place / _MARKER).is_file():
            return place
    looked = ", ".join(str(p) for p in places)
    raise FileNotFoundError(f"the game's assets folder is missing (looked in: {looked})")


def asset_path(*parts: str) -> Path:
    """The path of an asset, e.g. asset_path("cards", "land-r.svg")."""
    return assets_root().joinpath(*parts)
