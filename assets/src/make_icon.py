"""Renders the app icon SVG to siege-desktop.png (256 px), a multi-size .ico and an .icns.

Run after make_art.py: python assets/src/make_icon.py. The .ico (Windows) and the .icns
(macOS) both hold PNG-compressed images, one per size, which is all PyInstaller needs.
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


#: macOS icon types that hold a PNG of the given side (Mac OS X 10.7 and later).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
)


def icns(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: b"icns", its length, then (type, length, PNG data) per image."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[side])) + pngs[side] for kind, side in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> None:
    pygame.init()
    images = [(size, png_bytes(size)) for size in SIZES]
    (ICON / "siege-desktop.png").write_bytes(images[-1][1])
    (ICON / "siege-desktop.ico").write_bytes(ico(images))
    mac = {side: png_bytes(side) for _, side in ICNS_TYPES}
    (ICON / "siege-desktop.icns").write_bytes(icns(mac))


if __name__ == "__main__":
    main()
