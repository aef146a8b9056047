"""The table's board view: a grid of squares fitted into a rectangle, for any board game.

A game names its squares by index (`row * files + col`, row 0 the bottom rank as its rules
see it); this view turns them into window rectangles and back, turned 180° when the player
at the screen sits at the far end, and draws what every grid game lights: squares a choice
can reach (a soft fill and rim), a path, the square the keyboard focus is on. The terrain and
the pieces are the game's own art, drawn into `cell` rectangles. A hex board can offer the
same methods (`cell`, `square_at`, `centre`) over its own geometry.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from siege_desktop.app.theme import RGB


class GridView:
    """Where each square of a `files` × `ranks` grid is drawn inside `area` (window pixels).

    Squares stay square: the grid is as big as `area` allows and centred in it. `turned`:
    the view is rotated 180° (the last rank at the bottom), for the player at the far end.
    """

    def __init__(self, files: int, ranks: int, area: pygame.Rect, turned: bool = False) -> None:
        self.files = files
        self.ranks = ranks
        self.turned = turned
        self.size = max(4, min(area.w // files, area.h // ranks))
        w, h = self.size * files, self.size * ranks
        self.rect = pygame.Rect(area.x + (area.w - w) // 2, area.y + (area.h - h) // 2, w, h)
        self._tiles: dict[tuple[object, ...], pygame.Surface] = {}

    @property
    def squares(self) -> int:
        return self.files * self.ranks

    def col_row(self, sq: int) -> tuple[int, int]:
        return sq % self.files, sq // self.files

    def screen_col_row(self, sq: int) -> tuple[int, int]:
        """(column from the left, row from the top) where `sq` shows."""
        col, row = self.col_row(sq)
        if self.turned:
            return self.files - 1 - col, row
        return col, self.ranks - 1 - row

    def cell(self, sq: int) -> pygame.Rect:
        x, y = self.screen_col_row(sq)
        return pygame.Rect(
            self.rect.x + x * self.size, self.rect.y + y * self.size, self.size, self.size
        )

    def centre(self, sq: int) -> tuple[int, int]:
        return self.cell(sq).center

    def square_at(self, pos: tuple[int, int]) -> int | None:
        """The square under a window point, or None off the board."""
        if not self.rect.collidepoint(pos):
            return None
        x = (pos[0] - self.rect.x) // self.size
        y = (pos[1] - self.rect.y) // self.size
        if self.turned:
            col, row = self.files - 1 - x, y
        else:
            col, row = x, self.ranks - 1 - y
        return row * self.files + col

    def step(self, sq: int, dx: int, dy: int) -> int:
        """The square `dx` columns right and `dy` rows down *on screen* from `sq` (arrow
        keys move as the player sees the board), held at the edges."""
        x, y = self.screen_col_row(sq)
        x = max(0, min(self.files - 1, x + dx))
        y = max(0, min(self.ranks - 1, y + dy))
        if self.turned:
            col, row = self.files - 1 - x, y
        else:
            col, row = x, self.ranks - 1 - y
        return row * self.files + col

    # ------------------------------------------------------------------ what a choice lights
    def light(
        self,
        surface: pygame.Surface,
        squares: Iterable[int],
        colour: RGB,
        fill_alpha: int = 70,
        rim: int = 2,
    ) -> None:
        """A soft fill and a rim on each square (the fill is one cached tile)."""
        tile = self._tile(colour, fill_alpha)
        for sq in squares:
            r = self.cell(sq)
            surface.blit(tile, r)
            pygame.draw.rect(surface, colour, r.inflate(-2, -2), max(1, rim))

    def ring(self, surface: pygame.Surface, sq: int, colour: RGB, width: int = 3) -> None:
        """A square's outline, drawn just inside it (a selection, the keyboard focus)."""
        pygame.draw.rect(surface, colour, self.cell(sq).inflate(-1, -1), max(1, width), 3)

    def path(self, surface: pygame.Surface, squares: Sequence[int], colour: RGB) -> None:
        """A line through the squares' centres, a dot at each step, an arrowhead at the end."""
        if len(squares) < 2:
            return
        width = max(2, self.size // 10)
        points = [self.centre(s) for s in squares]
        pygame.draw.lines(surface, colour, False, points, width)
        for p in points[1:-1]:
            pygame.draw.circle(surface, colour, p, width)
        (x0, y0), (x1, y1) = points[-2], points[-1]
        dx, dy = (x1 > x0) - (x1 < x0), (y1 > y0) - (y1 < y0)
        head = max(4, self.size // 5)
        tip = (x1 - dx * head // 2, y1 - dy * head // 2)
        back = (tip[0] - dx * head, tip[1] - dy * head)
        side = (-dy * head // 2, dx * head // 2)
        pygame.draw.polygon(
            surface,
            colour,
            [tip, (back[0] + side[0], back[1] + side[1]), (back[0] - side[0], back[1] - side[1])],
        )

    def _tile(self, colour: RGB, alpha: int) -> pygame.Surface:
        key = (colour, alpha, self.size)
        tiles = self._tiles
        tile = tiles.get(key)
        if tile is None:
            tile = pygame.Surface((self.size, self.size), pygame.SRCALPHA)
            tile.fill((*colour, alpha))
            if len(tiles) > 64:
                tiles.clear()
            tiles[key] = tile
        return tile


def shortest_path(
    start: int, goal: int, neighbours: Sequence[Sequence[int]], passable: Sequence[bool]
) -> list[int]:
    """The squares from `start` to `goal` by orthogonal steps through `passable` squares
    (breadth first, so the path shown is a shortest one); [] when there is none."""
    if start == goal:
        return [start]
    came: dict[int, int] = {start: start}
    frontier = [start]
    while frontier:
        nxt: list[int] = []
        for sq in frontier:
            for n in neighbours[sq]:
                if n in came or not (passable[n] or n == goal):
                    continue
                came[n] = sq
                if n == goal:
                    path = [n]
                    while path[-1] != start:
                        path.append(came[path[-1]])
                    return path[::-1]
                nxt.append(n)
        frontier = nxt
    return []
