"""Moved to `games.gifts.rules.actions`; this name is that very module, for one release."""

import sys

from siege_desktop.games.gifts.rules.actions import *  # noqa: F403

# The module object itself (the package's attribute of this name may be a function).
sys.modules[__name__] = sys.modules["siege_desktop.games.gifts.rules.actions"]
