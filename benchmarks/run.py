"""Benchmark runner: `python -m benchmarks.run [--quick] [names...]` prints every figure.

Each `benchmarks/bench_*.py` module has `run(quick: bool) -> None`, which measures its
figures side by side in one run and prints them. Benchmarks report; tests never time.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import platform
import sys
import time
from collections.abc import Sequence
from pathlib import Path


def available() -> list[str]:
    here = Path(__file__).parent
    return sorted(
        m.name.removeprefix("bench_")
        for m in pkgutil.iter_modules([str(here)])
        if m.name.startswith("bench_")
    )


def main(argv: Sequence[str] | None = None) -> int:
    names = available()
    parser = argparse.ArgumentParser(prog="python -m benchmarks.run", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="short runs (a smoke check)")
    parser.add_argument("only", nargs="*", metavar="NAME", help=f"any of: {', '.join(names)}")
    args = parser.parse_args(argv)
    unknown = [n for n in args.only if n not in names]
    if unknown:
        parser.error(f"unknown benchmark(s) {', '.join(unknown)}; choose from {', '.join(names)}")
    print(f"Python {platform.python_version()} on {platform.machine()}, {platform.system()}")
    for name in args.only or names:
        print(f"\n== {name} ==")
        start = time.perf_counter()
        module = importlib.import_module(f"benchmarks.bench_{name}")
        module.run(args.quick)
        print(f"({time.perf_counter() - start:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
