"""Renders the app icon SVG to siege-desktop.png (256 px) and a multi-size siege-desktop.ico.

Run after make_art.py: python assets/src/make_icon.py. The .ico holds PNG-compressed
images (read by Windows Vista and later), one per size, which is all PyInstaller needs.
"""

from __future__ import annotations

import io
import os
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # the SDL settings above come first

ICON = Path(__file__).resolve().parent.parent / "icon"
SIZES = (16, 24, 32, 48, 64, 128, 256)


def png_bytes(size: int) -> bytes:
    surface = pygame.image.load_sized_svg(str(ICON / "siege-desktop.svg"), (size, size))
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico(images: list[tuple[int, bytes]]) -> bytes:
    """An ICO file: header, one directory entry per image, then the PNG data."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries = b""
    for size, data in images:
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(data for _, data in images)


def main() -> None:
    pygame.init()
    images = [(size, png_bytes(size)) for size in SIZES]
    (ICON / "siege-desktop.png").write_bytes(images[-1][1])
    (ICON / "siege-desktop.ico").write_bytes(ico(images))


if __name__ == "__main__":
    main()
