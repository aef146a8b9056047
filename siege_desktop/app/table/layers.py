"""The table's static layer: each region is redrawn only when what it shows has changed.

Most frames change nothing on the table itself (only the pointer, a tooltip or a flying piece
moves), so the frame is one blit of this layer plus light overlays; a CPU step redraws only the
regions it touched (a plate, the centre, the log).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame


class Layers:
    def __init__(self) -> None:
        self.base: pygame.Surface | None = None
        self._keys: dict[str, object] = {}
        self._felt: pygame.Surface | None = None
        self.redrawn: list[str] = []  # regions redrawn during the last frame (tests, benchmarks)

    def begin(self, size: tuple[int, int], felt: pygame.Surface) -> None:
        """Start a frame; a new size (or new felt after an art reload) starts over."""
        self.redrawn = []
        if self.base is None or self.base.get_size() != size or felt is not self._felt:
            self.base = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                self.base = self.base.convert()
            self.base.blit(felt, (0, 0))
            self._felt = felt
            self._keys.clear()

    def invalidate(self) -> None:
        self._keys.clear()

    def region(
        self, name: str, rect: pygame.Rect, key: object, draw: Callable[[pygame.Surface], None]
    ) -> None:
        """Redraw `rect` of the layer with `draw` unless `key` is what it was last time."""
        if self._keys.get(name, self) == key:
            return
        assert self.base is not None and self._felt is not None
        self._keys[name] = key
        self.redrawn.append(name)
        clip = rect.clip(self.base.get_rect())
        self.base.set_clip(clip)
        self.base.blit(self._felt, clip, clip)
        draw(self.base)
        self.base.set_clip(None)
