"""Times the Art cache: a cold build of every sprite a table needs, and a warm lookup.

Run: PYTHONPATH=. python assets/src/time_art.py. Sizes are those of a table at 1280 x 720
(scale 1) and 2560 x 1440 (scale 2); figures are wall-clock on whatever the machine is doing.
"""

from __future__ import annotations

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from siege_desktop.app.art import Art
from siege_desktop.games.gifts.ui.sprites import gifts_art


def table_set(art: Art, k: float) -> int:
    """Asks for every piece at the sizes a table uses; returns how many were asked for."""
    made = gifts_art(art)
    n = 0

    def px(v: float) -> int:
        return round(v * k)

    for c in range(5):
        for card in ((px(48), px(67)), (px(70), px(98))):
            made.land(c, card)
            made.land(c, card, tapped=True)
            n += 2
        made.symbol(c, px(16))
        n += 1
        for klass in (1, 2, 3):
            for side in (px(24), px(64)):
                made.gift(c, klass, side)
                n += 1
    for b in range(5):
        made.building(b, (px(118), px(108)))
        made.building(b, (px(200), px(280)))
        made.building_icon(b, px(16))
        n += 3
    for side in (px(24), px(64)):
        made.seal(side)
        made.lock(px(12))
        n += 2
    art.card_back((px(48), px(67)))
    art.felt((px(1280), px(720)))
    for i in range(60):
        art.text(f"Seat {i} plays a Forest.", px(13))
    return n + 62


def main() -> None:
    pygame.init()
    for k in (1.0, 2.0):
        pygame.display.set_mode((round(1280 * k), round(720 * k)))
        art = Art()
        t0 = time.perf_counter()
        art.felt((round(1280 * k), round(720 * k)))
        felt_ms = (time.perf_counter() - t0) * 1000
        art.clear()
        t0 = time.perf_counter()
        n = table_set(art, k)
        cold_ms = (time.perf_counter() - t0) * 1000
        t0 = time.perf_counter()
        rounds = 50
        for _ in range(rounds):
            table_set(art, k)
        warm_us = (time.perf_counter() - t0) * 1e6 / (rounds * n)
        print(
            f"scale {k:g}: {n} sprites cold {cold_ms:.0f} ms (felt alone {felt_ms:.0f} ms), "
            f"cached lookup {warm_us:.2f} us each"
        )


if __name__ == "__main__":
    main()
