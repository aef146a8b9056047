"""The table's static layer: each region is redrawn only when what it shows has changed.

Most frames change nothing on the table itself (only the pointer, a tooltip or a flying piece
moves), so the frame is one blit of this layer plus light overlays. A CPU step redraws only
the regions it touched (a plate, the centre, the log), and spreads them over a few frames when
they would cost more than a slice of one: a region is never more than a couple of frames late.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

SLICE = 0.004  # seconds of region drawing per frame before the rest waits for the next one


class Layers:
    def __init__(self) -> None:
        self.base: pygame.Surface | None = None
        self._keys: dict[str, object] = {}
        self._felt: pygame.Surface | None = None
        self._spent = 0.0
        self._sliced = True
        self.redrawn: list[str] = []  # regions redrawn during the last frame (tests, benchmarks)
        self.deferred: list[str] = []  # regions left for the next frame

    def begin(self, size: tuple[int, int], felt: pygame.Surface) -> None:
        """Start a frame; a new size (or new felt after an art reload) starts over, whole."""
        self.redrawn = []
        self.deferred = []
        self._spent = 0.0
        self._sliced = True
        if self.base is None or self.base.get_size() != size or felt is not self._felt:
            self.base = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                self.base = self.base.convert()
            self.base.blit(felt, (0, 0))
            self._felt = felt
            self._keys.clear()
            self._sliced = False  # nothing to show yet: draw every region in this frame

    def invalidate(self) -> None:
        """Redraw every region, all in the next frame."""
        self.base = None

    def region(
        self, name: str, rect: pygame.Rect, key: object, draw: Callable[[pygame.Surface], None]
    ) -> None:
        """Redraw `rect` of the layer with `draw` unless `key` is what it was last time."""
        if self._keys.get(name, self) == key:
            return
        if self._sliced and self.redrawn and self._spent >= SLICE:
            self.deferred.append(name)
            return
        assert self.base is not None and self._felt is not None
        start = time.perf_counter()
        self._keys[name] = key
        self.redrawn.append(name)
        clip = rect.clip(self.base.get_rect())
        self.base.set_clip(clip)
        self.base.blit(self._felt, clip, clip)
        draw(self.base)
        self.base.set_clip(None)
        self._spent += time.perf_counter() - start
