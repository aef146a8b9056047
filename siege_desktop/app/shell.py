"""The app shell: window, scene stack and frame loop (placeholder until the shell lands)."""

from __future__ import annotations


class App:
    """Replaced by the real shell; see the contract in docs/ARCHITECTURE.md."""
