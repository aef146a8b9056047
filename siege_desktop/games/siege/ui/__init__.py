"""Siege's table: not built yet (a later issue). The spec's `ui` stays empty until it is, so
the app lists Siege but does not offer to seat it."""
