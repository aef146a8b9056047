"""Moved to `core.rng` (every game shares it); this name is that very module, for one release."""

import sys

from siege_desktop.core.rng import *  # noqa: F403

# The module object itself, as for the engine's other old names.
sys.modules[__name__] = sys.modules["siege_desktop.core.rng"]
