"""Screenshots as a deuteranope, a protanope and in greyscale: `python -m
benchmarks.colour_vision shot.png ...` writes shot-deutan.png, shot-protan.png, shot-grey.png.

The dichromat views use Machado, Oliveira and Fernandes' (2009) matrices at full severity,
applied in linear RGB; greyscale is the Rec. 709 luminance. A checking tool for the table's
colour-blind play (sealed, claimable and each seat told apart without hue), not part of the app.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

Matrix = tuple[tuple[float, float, float], ...]

PROTAN: Matrix = (
    (0.152286, 1.052583, -0.204868),
    (0.114503, 0.786281, 0.099216),
    (-0.003882, -0.048116, 1.051998),
)
DEUTAN: Matrix = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)
GREY: Matrix = ((0.2126, 0.7152, 0.0722),) * 3

_LINEAR = [
    ((v / 255) / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4) for v in range(256)
]


def _encode(x: float) -> int:
    x = min(1.0, max(0.0, x))
    v = 12.92 * x if x <= 0.0031308 else 1.055 * x ** (1 / 2.4) - 0.055
    return round(255 * v)


def simulate(image: pygame.Surface, matrix: Matrix) -> pygame.Surface:
    """`image` as seen through `matrix` (each colour worked out once: screenshots repeat)."""
    w, h = image.get_size()
    data = pygame.image.tobytes(image, "RGB")
    out = bytearray(len(data))
    seen: dict[bytes, bytes] = {}
    for i in range(0, len(data), 3):
        px = data[i : i + 3]
        done = seen.get(px)
        if done is None:
            lin = (_LINEAR[px[0]], _LINEAR[px[1]], _LINEAR[px[2]])
            done = bytes(
                _encode(sum(m * c for m, c in zip(row, lin, strict=True))) for row in matrix
            )
            seen[px] = done
        out[i : i + 3] = done
    return pygame.image.frombytes(bytes(out), (w, h), "RGB")


def main(paths: list[str]) -> int:
    if not paths:
        print(__doc__)
        return 2
    for name in paths:
        path = Path(name)
        image = pygame.image.load(path)
        for tag, matrix in (("deutan", DEUTAN), ("protan", PROTAN), ("grey", GREY)):
            target = path.with_name(f"{path.stem}-{tag}.png")
            pygame.image.save(simulate(image, matrix), target)
            print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
