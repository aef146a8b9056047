"""Suggest a move (H) at the Gifts Under Siege table: how a hint is shown (its reason in a box
above the action strip, its pieces outlined, Enter or a click plays it) on the frame's
`Suggester` (`app/table/suggest.py`: the search in the app's worker process, keyed to the
position, offered in pass-and-play only when every human agreed, counted in the session).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from siege_desktop.ai.hint import Hint
from siege_desktop.app.table import suggest as frame_suggest
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.table.suggest import OFF_WHY
from siege_desktop.app.theme import GOLD, INK, MUTED
from siege_desktop.games.gifts.rules import (
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
)
from siege_desktop.games.gifts.ui import hand, tooltips
from siege_desktop.games.gifts.ui.actionbar import Command
from siege_desktop.games.gifts.ui.targets import Spot

if TYPE_CHECKING:
    from siege_desktop.games.gifts.ui.scene import TableScene

__all__ = ["OFF_WHY", "Suggester", "allowed"]

HINT_W = 660  # design px: the widest the hint's box grows
OUTLINE = (120, 214, 255)  # a cool blue: the hint's pieces, apart from the gold of the offers


def allowed(scene: TableScene) -> str | None:
    """None when this table may suggest moves, else why not."""
    return frame_suggest.allowed(scene)


class Suggester(frame_suggest.Suggester["TableScene"]):
    """The frame's suggester, shown the Gifts Under Siege way."""

    def __init__(self) -> None:
        super().__init__()
        self.pill: pygame.Rect | None = None

    def deciding(self, scene: TableScene) -> bool:
        return scene.human_to_act()

    def legal(self, scene: TableScene) -> tuple[Any, ...]:
        return scene.legal()

    def observation(self, scene: TableScene) -> Any:
        s = scene.state
        return observation(s, s.seat)

    def submit(self, scene: TableScene, action: Any) -> bool:
        return scene.play_human([action])

    def on_shown(self, scene: TableScene) -> None:
        if scene.banner is not None and not scene.banner.urgent:
            scene.banner = None  # the hint takes the banner's place

    def button(self, scene: TableScene) -> Command | None:
        """The Suggest button while a human decides, greyed with why when not allowed."""
        if not scene.human_to_act() or scene.state.phase is Phase.OVER:
            return None
        why = allowed(scene)
        return Command("suggest", "Suggest a move", "H", why is None, why)

    def play(self, scene: TableScene) -> bool:
        """Enter (or a click on the hint): play the suggested move, if it is still legal."""
        if scene.picker is not None:
            return False
        return super().play(scene)

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
        free = hand.header_free(p, layout, scene.session, scene.view().bottom, scene.status())
        pad = p.px(8)
        widest = layout.rect(0, 0, HINT_W, 0).w
        between = free[1] - free[0]
        # Wrapped to the room between your name and your status when that is a fair width;
        # over the status only when it is not.
        if between >= layout.px(320):
            room = min(widest, between)
        else:
            room = hand.strip_box(layout, free, widest, 1, 480).w
        lines = p.wrap_even(h.reason, 15, room - 2 * pad - p.px(8), True)[:3]
        imgs = [p.render(line, 15, INK, True) for line in lines]
        imgs.append(p.render(foot, 12, (70, 60, 50)))
        w = max(i.get_width() for i in imgs) + 2 * pad + p.px(8)
        hgt = sum(i.get_height() for i in imgs) + 2 * pad
        box = hand.strip_box(layout, free, w, hgt, 480)
        box.bottom = layout.point(0, 430)[1]
        if any(box.colliderect(r) for r in pieces):
            box.top = layout.point(0, 397)[1]  # below the strip, off the pieces above it
        p.panel(surface, box, (*GOLD, 255), (*OUTLINE, 255), 2.5, 10)
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
