"""Shared setup of the packaging tests: headless SDL, and build/ importable as in build.py."""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

BUILD = Path(__file__).resolve().parents[2] / "build"
# build/build.py and build/smoke.py import their neighbours by bare name (they run as scripts).
if str(BUILD) not in sys.path:
    sys.path.insert(0, str(BUILD))
