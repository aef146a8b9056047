"""Entry script of the packaged app: the frozen twin of `python -m siege_desktop`."""

from __future__ import annotations

import multiprocessing
import sys

if __name__ == "__main__":
    # A frozen app re-runs this very file for each worker of a process pool; this must
    # come first so a worker never starts a second copy of the app.
    multiprocessing.freeze_support()

    from siege_desktop.app.main import main

    sys.exit(main(sys.argv[1:]))
