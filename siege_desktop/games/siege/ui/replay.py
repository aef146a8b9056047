"""A finished Siege game in the replay viewer: each position drawn by the table's own
`Drawer` (the board, the race to 20, the bottom seat's hand face up), the replay's step
buttons in the table's button bar, the log so far, and the last attack in words."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from siege_desktop.app.replay.position import ReplayPosition
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.theme import GOLD, PAPER
from siege_desktop.games.siege.rules.rules import RULES
from siege_desktop.games.siege.ui import layout
from siege_desktop.games.siege.ui.draw import Drawer, grid_for
from siege_desktop.games.siege.ui.view import Button, SiegeView, Spot

if TYPE_CHECKING:
    from siege_desktop.app.art import Art

ENDED = {
    "points": "the race to 20 was won",
    "rounds": "the round limit was reached",
    "stuck": "nobody had a unit or a card left",
}


def replay_view(position: ReplayPosition) -> SiegeView:
    obs = RULES.observation(position.state, position.seat)
    prompt = position.note
    result = position.result
    if result is not None:
        winners = " and ".join(position.names[w] for w in result.winners)
        verb = "win" if len(result.winners) > 1 else "wins"
        prompt = f"{winners} {verb}: {ENDED.get(result.reason, result.reason)}. {prompt}"
    last = next((line for line in reversed(position.log) if " attacks " in line), "")
    return SiegeView(
        obs=obs,
        names=position.names,
        kinds=position.kinds,
        viewer=position.seat,
        show_hand=True,
        turned=False,
        deciding=False,
        buttons=tuple(Button(b.id, b.label, b.primary and b.enabled) for b in position.buttons),
        prompt=prompt,
        preview=("The last attack", last) if last else (),
    )


class ReplayBoard:
    """`app.replay.position.ReplayBoard` for Siege: each position drawn once into a cached
    frame (a replay stands still between steps)."""

    def __init__(self, art: Art) -> None:
        self.drawer = Drawer(art)
        self._key: object = None
        self._frame: pygame.Surface | None = None
        self._buttons: list[tuple[pygame.Rect, str]] = []

    def draw(
        self, surface: pygame.Surface, position: ReplayPosition, mouse: tuple[int, int]
    ) -> list[tuple[pygame.Rect, str]]:
        view = replay_view(position)
        size = surface.get_size()
        key = (view, size, position.log[-40:])
        if key != self._key or self._frame is None:
            if self._frame is None or self._frame.get_size() != size:
                self._frame = pygame.Surface(size)
            self._render(self._frame, view, position)
            self._key = key
        surface.blit(self._frame, (0, 0))
        return self._buttons

    def _render(self, frame: pygame.Surface, view: SiegeView, position: ReplayPosition) -> None:
        d = self.drawer
        lay = Layout(frame.get_size(), ())
        if d.painter.scale != lay.scale:
            d.painter.clear(lay.scale)
        grid = grid_for(frame.get_size(), False)
        frame.blit(d.background(frame.get_size(), grid), (0, 0))
        d.board(frame, grid, view)
        d.status(frame, lay, view)
        d.centre(frame, lay, view)
        d.detail(frame, lay, view)
        spots = d.bar(frame, lay, view)
        self._buttons = [(r, str(s[1])) for r, s in spots if s[0] == Spot.BUTTON]
        p = d.painter
        box = lay.rect(*layout.LOG)
        p.text(frame, "Game log", 13, (box.x + p.px(10), box.y + p.px(6)), GOLD, True)
        line_h = p.px(17)
        lines: list[str] = []
        for entry in position.log[-40:]:
            lines += p.wrap(entry, 12.5, box.w - p.px(20))
        fits = max(1, (box.h - p.px(32)) // line_h)
        for i, line in enumerate(lines[-fits:]):
            p.text(frame, line, 12.5, (box.x + p.px(10), box.y + p.px(26) + i * line_h), PAPER)
