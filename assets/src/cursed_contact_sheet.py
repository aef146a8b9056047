"""Saves every Cursed Gifts card as the 1280 x 720 and 2560 x 1440 windows draw it, to look at.

Run: PYTHONPATH=. python assets/src/cursed_contact_sheet.py [OUT_DIR] (default out/). Writes,
for each window size, the hand-size cards, the full-layout cards, the hover view of a few, the
back and the covers (cursed-<w>x<h>.png), and the same in greyscale (cursed-<w>x<h>-grey.png).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # the SDL settings above come first
from contact_sheet import lay_out

from siege_desktop.app.art import Art
from siege_desktop.games.cursed.rules.cards import CARDS
from siege_desktop.games.cursed.ui.cards_art import CardArt

#: Card widths in layout units: a hand card, a full-layout card, the hover view.
HAND, FULL, HOVER = 96, 160, 260


def sheet(window: tuple[int, int]) -> pygame.Surface:
    pygame.display.set_mode(window)
    art = Art()
    cards = CardArt(art)
    k = window[0] / 1280
    pad = round(6 * k)
    ids = range(len(CARDS))
    rows = [
        [cards.card(i, round(HAND * k)) for i in ids[:16]],
        [cards.card(i, round(HAND * k)) for i in ids[16:]] + [cards.back(round(HAND * k))],
        [cards.card(i, round(FULL * k)) for i in ids[:10]],
        [cards.card(i, round(FULL * k)) for i in ids[10:20]],
        [cards.card(i, round(FULL * k)) for i in ids[20:]],
        [cards.large(i, round(HOVER * k)) for i in (5, 8, 13, 23, 27)]
        + [art.picture("cursed/cover.svg", (round(320 * k), round(180 * k)))]
        + [art.picture("cover-gifts.svg", (round(320 * k), round(180 * k)))],
    ]
    return lay_out(rows, pad)


def main() -> None:
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "out")
    target.mkdir(parents=True, exist_ok=True)
    pygame.init()
    for window in ((1280, 720), (2560, 1440)):
        out = sheet(window)
        name = f"cursed-{window[0]}x{window[1]}"
        pygame.image.save(out, str(target / f"{name}.png"))
        pygame.image.save(pygame.transform.grayscale(out), str(target / f"{name}-grey.png"))
        print(target / f"{name}.png")


if __name__ == "__main__":
    main()
