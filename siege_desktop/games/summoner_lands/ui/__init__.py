"""Lands of the Summoners' table: not built yet (a later issue, after Siege's board view).
The spec's `ui` stays empty until it is, so the app lists the game but does not seat it."""
