"""Siege Desktop: the desktop app for the card game Gifts Under Siege."""

__version__ = "0.1.0"
