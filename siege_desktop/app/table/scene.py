"""Moved to `games.gifts.ui.scene`; this name is that very module, for one release (the
replay still imports it from here)."""

import sys

from siege_desktop.games.gifts.ui.scene import *  # noqa: F403

# The module object itself, so patches and isinstance checks see one module.
sys.modules[__name__] = sys.modules["siege_desktop.games.gifts.ui.scene"]
