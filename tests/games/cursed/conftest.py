"""Shared setup of the Cursed Gifts tests (headless SDL settings, harmless here)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
