"""Saves every sprite at a small and a large size, in colour and in greyscale, to look at.

Run: python assets/src/contact_sheet.py [OUT_DIR] (default out/). Writes contact-sheet.png
and contact-sheet-grey.png: the game must read as well in the grey one (colour is never the
only signal).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # the SDL settings above come first

from siege_desktop.app.art import Art
from siege_desktop.app.theme import FELT, PAPER


def sealed(art: Art, colour: int, klass: int, size: int) -> pygame.Surface:
    """A gift with the seal laid over it, as the table shows a gift with 5 locks."""
    out = art.gift(colour, klass, size).copy()
    out.blit(art.seal(size), (0, 0))
    return out


def sheet(art: Art, small: bool) -> pygame.Surface:
    k = 1 if small else 3
    land = (40 * k, 56 * k)
    gift = 28 * k
    card = (60 * k, 84 * k)
    token = 14 * k if small else 40
    rows: list[list[pygame.Surface]] = [
        [art.land(c, land) for c in range(5)]
        + [art.land(c, land, tapped=True) for c in range(5)]
        + [art.card_back(land)],
        [art.gift(c, klass, gift) for c in range(5) for klass in (1, 2, 3)],
        [sealed(art, c, 1 + c % 3, gift) for c in range(5)]
        + [art.lock(token), art.seal(gift), art.symbol(0, token)]
        + [art.symbol(c, token) for c in range(1, 5)]
        + [art.building_icon(b, gift) for b in range(5)],
        [art.building(b, card) for b in range(5)] + [art.icon() if not small else art.lock(28)],
    ]
    return lay_out(rows, 6)


def lay_out(rows: list[list[pygame.Surface]], pad: int) -> pygame.Surface:
    """The sprites row by row on the felt, `pad` pixels apart."""
    width = max(sum(s.get_width() + pad for s in row) for row in rows) + pad
    height = sum(max(s.get_height() for s in row) + pad for row in rows) + pad
    out = pygame.Surface((width, height))
    out.fill(FELT)
    y = pad
    for row in rows:
        x = pad
        for sprite in row:
            out.blit(sprite, (x, y))
            x += sprite.get_width() + pad
        y += max(s.get_height() for s in row) + pad
    return out


def main() -> None:
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "out")
    target.mkdir(parents=True, exist_ok=True)
    pygame.init()
    pygame.display.set_mode((64, 64))
    art = Art()
    small, large = sheet(art, True), sheet(art, False)
    both = pygame.Surface(
        (max(small.get_width(), large.get_width()), small.get_height() + large.get_height())
    )
    both.fill(PAPER)
    both.blit(small, (0, 0))
    both.blit(large, (0, small.get_height()))
    pygame.image.save(both, str(target / "contact-sheet.png"))
    pygame.image.save(pygame.transform.grayscale(both), str(target / "contact-sheet-grey.png"))
    print(target / "contact-sheet.png")


if __name__ == "__main__":
    main()
