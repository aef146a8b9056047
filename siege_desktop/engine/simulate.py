"""Moved to `games.gifts.rules.simulate`; this name is that module, and `python -m` of it runs."""

import sys

from siege_desktop.games.gifts.rules.simulate import *  # noqa: F403
from siege_desktop.games.gifts.rules.simulate import main

if __name__ == "__main__":
    sys.exit(main())
else:  # imported: the module object itself, as for the other old names
    sys.modules[__name__] = sys.modules["siege_desktop.games.gifts.rules.simulate"]
