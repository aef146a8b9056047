"""Command-line entry point of the desktop app (placeholder until the table lands)."""

from __future__ import annotations

import argparse

from siege_desktop import __version__


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="siege-desktop", description="Gifts Under Siege")
    parser.add_argument("--version", action="version", version=f"siege-desktop {__version__}")
    parser.parse_args(argv)
    print(f"Siege Desktop {__version__}: the table is not built yet.")
    return 0
