"""The dice of the last attack, seen to fall: each die tumbles a moment, then shows its face,
hits marked; the target square flashes with the damage and a dying unit fades out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

import attrs
import pygame

from siege_desktop.app.table.board import GridView
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.theme import DANGER, GOLD, MUTED, PAPER
from siege_desktop.games.siege.rules.data import UNITS
from siege_desktop.games.siege.rules.state import Board
from siege_desktop.games.siege.ui import layout, pieces
from siege_desktop.games.siege.ui.preview import why_need

if TYPE_CHECKING:
    from siege_desktop.app.table.paint import Painter

ROLL: Final = 0.45  # seconds the dice tumble, at animation speed 1
FLASH: Final = 0.9  # seconds the damage shows on the board


@attrs.frozen
class Strike:
    """One attack or counterattack: who rolled at whom, the faces, the face needed."""

    frm: int
    to: int
    kind: int  # the roller's type
    target: int  # the target's type
    owner: int  # the target's owner
    faces: tuple[int, ...]
    need: int
    hits: int
    dies: bool
    counter: bool


def strikes(events: Sequence[Any], before: Board) -> list[Strike]:
    """The strikes among one action's events, read against the board before it."""
    out: list[Strike] = []
    for i, e in enumerate(events):
        if e.kind not in ("attack", "counter") or len(e.squares) < 2:
            continue
        frm, to = e.squares[0], e.squares[1]
        a, t = before[frm], before[to]
        if a is None or t is None:
            continue
        dies = i + 1 < len(events) and events[i + 1].kind == "death"
        out.append(
            Strike(
                frm,
                to,
                a.kind,
                t.kind,
                t.owner,
                tuple(e.dice),
                e.need,
                e.hits,
                dies,
                e.kind == "counter",
            )
        )
    return out


class DiceShow:
    def __init__(self) -> None:
        self.rolls: list[Strike] = []
        self.t = 0.0
        self.speed = 1.0

    def clear(self) -> None:
        self.rolls = []

    def start(self, rolls: list[Strike], speed: float) -> None:
        if rolls:
            self.rolls = rolls
            self.t = 0.0
            self.speed = max(0.25, speed)

    def update(self, dt: float) -> None:
        self.t += dt * self.speed

    @property
    def busy(self) -> bool:
        """The dice still tumble or the damage still shows (the frame keeps drawing)."""
        return bool(self.rolls) and self.t < ROLL * len(self.rolls) + FLASH

    def settled(self, i: int) -> bool:
        return self.t >= ROLL * (i + 1)

    def draw(
        self, surface: pygame.Surface, p: Painter, lay: Layout, grid: GridView, panel: bool
    ) -> None:
        """The dice in the detail panel (`panel`: no preview covers it), the damage on the
        board."""
        if not self.rolls:
            return
        x, y, w, _ = layout.DETAIL
        for i, s in enumerate(self.rolls):
            started = self.t >= ROLL * i
            if panel and started:
                self._row(surface, p, lay, s, i, x, y + 30 + i * 76, w)
            if self.settled(i) and self.t < ROLL * (i + 1) + FLASH:
                self._flash(surface, p, grid, s, self.t - ROLL * (i + 1))

    def _row(
        self,
        surface: pygame.Surface,
        p: Painter,
        lay: Layout,
        s: Strike,
        i: int,
        x: float,
        y: float,
        w: float,
    ) -> None:
        a, t = UNITS[s.kind], UNITS[s.target]
        why = why_need(s.kind, s.target, s.to)
        verb = "strikes back at" if s.counter else "attacks"
        need = f"{s.need}+" + (f" for {why}" if why else "")
        p.text(
            surface,
            f"{a.name} {verb} {t.name}: {need}",
            12,
            lay.point(x + 10, y),
            PAPER,
            max_width=lay.px(w - 20),
        )
        size = lay.px(34)
        settled = self.settled(i)
        for j, face in enumerate(s.faces):
            shown = face if settled else 1 + (int(self.t * 23) + j * 2 + i) % 6
            img = pieces.die(p.art, shown, size, settled and face >= s.need)
            surface.blit(img, lay.point(x + 10 + j * 40, y + 18))
        if not s.faces:
            p.text(surface, "no dice", 12, lay.point(x + 10, y + 26), MUTED)
        if settled:
            hits = f"{s.hits} hit{'' if s.hits == 1 else 's'}" + (
                f": {t.name} dies" if s.dies else ""
            )
            p.text(
                surface,
                hits,
                14,
                lay.point(x + 10 + max(1, len(s.faces)) * 40 + 8, y + 26),
                DANGER if s.dies else GOLD,
                True,
            )

    def _flash(
        self, surface: pygame.Surface, p: Painter, grid: GridView, s: Strike, age: float
    ) -> None:
        cell = grid.cell(s.to)
        fade = max(0.0, 1.0 - age / FLASH)
        if s.dies:
            ghost = pieces.marker(p.art, s.target, s.owner, 0, grid.size).copy()
            ghost.set_alpha(round(255 * fade))
            surface.blit(ghost, cell)
        if s.hits or s.dies:
            tint = pygame.Surface(cell.size, pygame.SRCALPHA)
            tint.fill((*DANGER, round(150 * fade)))
            surface.blit(tint, cell)
        text = f"-{s.hits}" if s.hits else "miss"
        rise = round(grid.size * 0.5 * (1 - fade))
        img = p.art.text(text, max(8, grid.size // 2), GOLD if s.hits else PAPER, True)
        surface.blit(img, img.get_rect(center=(cell.centerx, cell.centery - rise)))
