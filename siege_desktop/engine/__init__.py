"""The old home of Gifts Under Siege's rules, kept for one release: see `games.gifts.rules`.

Every name of the public interface is the moved package's own object, and each old submodule
(`siege_desktop.engine.cards`, ...) is the moved module itself, so imports, `isinstance` and
patches in tests all behave as before. New code imports `siege_desktop.games.gifts.rules`.
"""

import importlib

# The old submodules first: loading one sets this package's attribute of its name, and the
# public names below (the functions `observation`, `outcome`) must win, as they did before.
for _name in (
    "actions",
    "cards",
    "config",
    "errors",
    "events",
    "observation",
    "outcome",
    "rng",
    "rules",
    "serialize",
    "state",
):
    importlib.import_module(f"{__name__}.{_name}")

from siege_desktop.games.gifts.rules import *  # noqa: E402, F403
from siege_desktop.games.gifts.rules import __all__ as __all__  # noqa: E402
