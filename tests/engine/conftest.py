"""Shared setup of the engine tests: headless SDL settings (harmless here) and hypothesis limits."""

import os

# The engine never imports pygame, but other test folders do; set these before anything can.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
