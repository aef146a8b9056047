"""Cursed Gifts at the desktop table: its scenes, card art and rules text (may draw)."""
