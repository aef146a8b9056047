"""Suggest a move (H): Hard's choice for the human to act, with its reason, its pieces outlined.

The hint is searched on a worker thread from the seat's observation only (`ai.hint.suggest`),
so the frame never waits. In pass-and-play it is offered only when every human agreed when
the game was set up (`GameSession.hints`); with one human it always is.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING

import pygame

from siege_desktop.ai.hint import Hint, suggest
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD, INK, MUTED
from siege_desktop.engine import (
    Build,
    Claim,
    Discard,
    Pass,
    Phase,
    PlayLand,
    Recycle,
    SkipLand,
    Steal,
    Wrap,
    observation,
    why_illegal,
)
from siege_desktop.games.gifts.ui import tooltips
from siege_desktop.games.gifts.ui.actionbar import Command
from siege_desktop.games.gifts.ui.targets import Spot

if TYPE_CHECKING:
    from siege_desktop.games.gifts.ui.scene import TableScene

OFF_WHY = "Hints are off in pass-and-play: every human must agree in New game"
HINT_W = 660  # design px: the widest the hint's box grows
OUTLINE = (120, 214, 255)  # a cool blue: the hint's pieces, apart from the gold of the offers


def allowed(scene: TableScene) -> str | None:
    """None when this table may suggest moves, else why not."""
    if len(scene.humans) == 1 or scene.session.hints:
        return None
    return OFF_WHY


class Suggester:
    """One hint at a time, asked for with H, searched off the render thread."""

    def __init__(self) -> None:
        self._executor: ThreadPoolExecutor | None = None
        self._future: Future[Hint] | None = None
        self._asked: object = None  # the key the search in progress is for
        self.hint: Hint | None = None
        self.key: object = None  # the decision the shown hint is for
        self.shown: Hint | None = None  # what the last frame drew
        self.pill: pygame.Rect | None = None

    @staticmethod
    def decision(scene: TableScene) -> object:
        return (scene.generation, len(scene.session.actions))

    @property
    def thinking(self) -> bool:
        return self._future is not None

    def button(self, scene: TableScene) -> Command | None:
        """The Suggest button while a human decides, greyed with why when not allowed."""
        if not scene.human_to_act() or scene.state.phase is Phase.OVER:
            return None
        why = allowed(scene)
        return Command("suggest", "Suggest a move", "H", why is None, why)

    def ask(self, scene: TableScene) -> bool:
        """H: search a hint for the decision at hand, or hide the one shown."""
        b = self.button(scene)
        if b is None:
            return False
        if not b.enabled:
            scene.app.toast(b.why or OFF_WHY)
            return True
        key = self.decision(scene)
        if self.hint is not None and self.key == key:
            self.hint = None  # H again hides it
            return True
        if self._future is not None and self._asked == key:
            return True
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="siege-hint")
        s = scene.state
        obs = observation(s, s.seat)
        self._asked = key
        self._future = self._executor.submit(suggest, obs, scene.legal())
        return True

    def update(self, scene: TableScene) -> None:
        key = self.decision(scene)
        if self.hint is not None and (self.key != key or not scene.human_to_act()):
            self.hint = None
        f = self._future
        if f is None or not f.done():
            return
        self._future = None
        if self._asked != key or not scene.human_to_act():
            return  # the game moved on: a stale hint is dropped
        try:
            self.hint = f.result()
        except Exception:  # a hint is a courtesy: never let it stop the table
            scene.app.toast("No suggestion this time.")
            return
        self.key = key
        if scene.banner is not None and not scene.banner.urgent:
            scene.banner = None  # the hint takes the banner's place

    def play(self, scene: TableScene) -> bool:
        """Enter (or a click on the hint): play the suggested move, if it is still legal."""
        h = self.hint
        if h is None or scene.picker is not None or not scene.human_to_act():
            return False
        if why_illegal(scene.state, h.action) is not None:
            self.hint = None
            return False
        self.hint = None
        return scene.play_human([h.action])

    def animating(self) -> bool:
        return self.thinking or self.hint is not self.shown

    def shutdown(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
        self._future = None

    # ------------------------------------------------------------------ drawing
    def pieces(self, scene: TableScene) -> list[pygame.Rect]:
        """Where the suggested move's pieces are on screen."""
        h = self.hint
        if h is None:
            return []
        a = h.action
        wanted: list[tuple[Spot, int | None]] = []
        if isinstance(a, Claim):
            wanted.append((Spot.DISPLAY, a.gift))
        elif isinstance(a, Steal):
            wanted.append((Spot.STEAL, a.gift))
        elif isinstance(a, Wrap):
            wanted += [(Spot.OWN_GIFT, a.gift), (Spot.LAND, a.land)]
        elif isinstance(a, Build):
            wanted.append((Spot.MARKET, a.building))
            if a.replace is not None:
                wanted.append((Spot.OWN_BUILDING, a.replace))
        elif isinstance(a, PlayLand | Discard):
            wanted.append((Spot.HAND, a.colour))
        out: list[pygame.Rect] = []
        for kind, item in wanted:
            for rect, hot in scene.hotspots():
                if hot.kind == kind and hot.item == item:
                    out.append(rect)
                    break
        if isinstance(a, Recycle | Pass | SkipLand):
            ids = {Recycle: "recycle", Pass: "pass", SkipLand: "skip"}
            buttons = scene.buttons()
            rects = scene.layout().buttons(len(buttons))
            out += [r for b, r in zip(buttons, rects, strict=True) if b.id == ids[type(a)]]
        return out

    def draw(self, scene: TableScene, p: Painter, surface: pygame.Surface, layout: Layout) -> None:
        self.shown = self.hint
        self.pill = None
        if scene.help:
            return
        h = self.hint
        if h is not None:
            self._draw_hint(scene, p, surface, layout, h)
            return
        b = self.button(scene)
        if b is None or scene.banner is not None:
            return
        if scene.picker is not None and not _discarding(scene):
            return  # a wrap or a replacement being chosen keeps the strip clear
        label = "Thinking…" if self.thinking else b.label
        text = p.render(label, 14, INK, True)
        keyimg = p.render(b.key, 12, INK)
        w = text.get_width() + keyimg.get_width() + p.px(30)
        r = pygame.Rect(0, 0, w, layout.rect(0, 0, 0, 26).h)
        r.midtop = layout.point(480, 399)
        fill = (225, 214, 192, 235) if b.enabled else (60, 60, 60, 170)
        ink = INK if b.enabled else MUTED
        if r.collidepoint(scene.mouse) and b.enabled:
            fill = (250, 243, 228, 255)
        p.panel(surface, r, fill, (0, 0, 0, 90), 1, 7)
        p.text(surface, label, 14, (r.x + p.px(10), r.centery), ink, True, "midleft")
        p.text(surface, b.key, 12, (r.right - p.px(9), r.centery), ink, False, "midright")
        self.pill = r
        if not b.enabled and b.why and r.collidepoint(scene.mouse):
            tooltips.draw_tooltip(p, surface, [b.label, b.why], r)

    def _draw_hint(
        self, scene: TableScene, p: Painter, surface: pygame.Surface, layout: Layout, h: Hint
    ) -> None:
        pieces = self.pieces(scene)
        for r in pieces:
            grow = layout.px(8)
            p.panel(surface, r.inflate(grow, grow), (0, 0, 0, 0), (*OUTLINE, 255), 3.5, 8)
        playable = scene.picker is None and not _discarding(scene)
        foot = "Enter or a click plays it · H hides it" if playable else "H hides it"
        width = layout.rect(0, 0, HINT_W, 0).w
        lines = p.wrap(h.reason, 15, width - p.px(24), True)[:2]
        imgs = [p.render(line, 15, INK, True) for line in lines]
        imgs.append(p.render(foot, 12, (70, 60, 50)))
        pad = p.px(8)
        w = max(i.get_width() for i in imgs) + 2 * pad + p.px(8)
        hgt = sum(i.get_height() for i in imgs) + 2 * pad
        box = pygame.Rect(0, 0, w, hgt)
        box.midbottom = layout.point(480, 430)
        if any(box.colliderect(r) for r in pieces):
            box.midtop = layout.point(480, 397)  # below the strip, off the pieces above it
        p.panel(surface, box, (*GOLD, 248), (*OUTLINE, 255), 2.5, 10)
        y = box.y + pad
        for img in imgs:
            surface.blit(img, (box.centerx - img.get_width() // 2, y))
            y += img.get_height()
        self.pill = box  # a click on the hint plays it

    def click(self, scene: TableScene, pos: tuple[int, int]) -> bool:
        """A click on the Suggest button asks; a click on the hint plays it."""
        if self.pill is None or not self.pill.collidepoint(pos):
            return False
        if self.hint is not None:
            if not self.play(scene):
                self.hint = None
            return True
        return self.ask(scene)


def _discarding(scene: TableScene) -> bool:
    return scene.state.phase is Phase.DISCARD
