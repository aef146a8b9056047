"""`python -m siege_desktop` starts the desktop app."""

from siege_desktop.app.main import main

raise SystemExit(main())
