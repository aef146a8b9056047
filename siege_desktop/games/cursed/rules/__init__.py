"""Cursed Gifts' rules engine: pure (no pygame, no I/O), seeded; `rules.RULES` is its protocol."""
