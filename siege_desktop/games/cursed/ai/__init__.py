"""Cursed Gifts' knowledge for the shared CPU opponents: heuristics, evaluation, hints."""
