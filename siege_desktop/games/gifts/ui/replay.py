"""Gifts Under Siege's replay viewer: its table's drawing of a finished game's positions, every
hand face up, stepped one action or one turn at a time, with the log in step and the
points chart."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

import attrs
import pygame

from siege_desktop.app import chart, summary
from siege_desktop.app.intents import Click, Intent, Key, Motion, Resize, Wheel
from siege_desktop.app.session import GameSession
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD, MUTED, PANEL_GLASS, PAPER
from siege_desktop.games.gifts.ui import frame
from siege_desktop.games.gifts.ui.actionbar import Command
from siege_desktop.games.gifts.ui.hand import hand_colours
from siege_desktop.games.gifts.ui.replay_layout import ReplayLayout
from siege_desktop.games.gifts.ui.scene import TableScene
from siege_desktop.games.gifts.ui.sprites import gifts_art
from siege_desktop.games.gifts.ui.targets import Offers, Spot
from siege_desktop.games.gifts.ui.view import View, human_seats

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

BUTTONS = (
    ("back", "Back", "←"),
    ("next", "Next", "→"),
    ("back-turn", "Turn back", "↑"),
    ("next-turn", "Turn on", "↓"),
    ("seat", "Seat", "Tab"),
    ("summary", "Summary", "S"),
)


class ReplayScene(TableScene):
    """`session` is a finished game; nothing here changes it or plays for any seat."""

    def __init__(self, app: App, session: GameSession, step: int = 0) -> None:
        super().__init__(app, session)
        self.full = session
        self.line = summary.timeline(session)
        self.points = summary.scores_over_time(session, self.line)
        # Every hand is shown, so the log says what every seat drew too.
        self.revealed = [
            attrs.evolve(e, text=e.private_text, private_text=None) if e.private_text else e
            for e in self.line.events
        ]
        humans = human_seats(session)
        self.bottom = humans[0] if humans else 0
        self.step = -1
        self.go(step)

    # ------------------------------------------------------------------ position
    def go(self, step: int) -> None:
        """Show the position after `step` actions (clamped to the game)."""
        step = max(0, min(self.line.last, step))
        if step == self.step:
            return
        self.step = step
        shown = copy.copy(self.full)
        shown.state = self.line.states[step]
        shown.events = self.revealed[: self.line.ends[step]]
        self.session = shown
        self.log.scroll = 0
        self.generation += 1

    def press(self, button_id: str) -> bool:
        to = self.line.stepped(self.step, button_id)
        if to is not None:
            self.go(to)
        elif button_id == "seat":
            self.bottom = (self.bottom + 1) % self.full.config.players
        elif button_id == "summary":
            from siege_desktop.app.replay.summary_scene import SummaryScene

            self.app.push(SummaryScene(self.app, self.full, self.line))
        else:
            return False
        return True

    # ------------------------------------------------------------------ the table's hooks
    def enter(self) -> None:
        pass  # no handoff: the game is over, every hand may show

    def view(self) -> View:
        return View(self.bottom, self.bottom)

    def drawn(self) -> GameSession:
        return self.session  # a finished game: every hand may show

    def human_to_act(self) -> bool:
        return False

    def offers(self) -> Offers:
        return Offers()

    def buttons(self) -> list[Command]:
        last = self.line.last
        out = []
        for bid, label, key in BUTTONS:
            enabled = not (
                (bid in ("back", "back-turn") and self.step == 0)
                or (bid in ("next", "next-turn") and self.step == last)
            )
            out.append(Command(bid, label, key, enabled, None, bid == "next"))
        return out

    def hint(self) -> str:
        turn = self.line.turn_of(self.step) + 1
        return f"Step {self.step} of {self.line.last} · turn {turn} · Esc closes"

    def status(self) -> str:
        return "Replay"

    def update(self, dt: float) -> None:
        self.animator.update(dt)
        self.fade = 1.0
        self.glow = 1.0

    def layout(self) -> Layout:
        size = (
            self.app.window.get_size()
            if getattr(self.app, "window", None) is not None
            else self.app.size
        )
        n = self.full.config.players
        plates = tuple((self.bottom + k) % n for k in range(1, n))
        if self._layout is None or self._layout.size != size or self._layout.plate_seats != plates:
            self._layout = ReplayLayout(size, plates, n)
            if self._painter is None or self._painter.scale != self._layout.scale:
                self._painter = Painter(self.app.art, self._layout.scale)
                self.log.clear()
        return self._layout

    # ------------------------------------------------------------------ input
    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Motion):
            self.mouse = intent.pos
            self.hover = self.hit(intent.pos)
            return True
        if isinstance(intent, Resize):
            self._layout = None
            self._hot_key = None
            return False
        if isinstance(intent, Wheel):
            if self.layout().log().collidepoint(self.mouse):
                self.log.on_wheel(intent.dy)
            return True
        if isinstance(intent, Click):
            hot = self.hit(intent.pos)
            if intent.button == 1 and hot is not None and hot.kind == Spot.BUTTON:
                b = self.buttons()[hot.item]
                if b.enabled:
                    self.press(b.id)
            else:
                self.pinned = hot.index if hot is not None and hot.kind == Spot.PLATE else None
            return True
        if isinstance(intent, Key):
            return self.on_key(intent)
        return False

    def on_key(self, intent: Key) -> bool:
        k = intent.key
        if k == pygame.K_ESCAPE:
            self.app.pop()
            return True
        if k == pygame.K_HOME:
            self.go(0)
            return True
        if k == pygame.K_END:
            self.go(self.line.last)
            return True
        keys = {
            pygame.K_LEFT: "back",
            pygame.K_RIGHT: "next",
            pygame.K_UP: "back-turn",
            pygame.K_PAGEUP: "back-turn",
            pygame.K_DOWN: "next-turn",
            pygame.K_PAGEDOWN: "next-turn",
            pygame.K_TAB: "seat",
            pygame.K_s: "summary",
        }
        bid = keys.get(k)
        return self.press(bid) if bid is not None else False

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface: pygame.Surface) -> None:
        frame.draw(self, surface)
        layout = self.layout()
        assert isinstance(layout, ReplayLayout)
        p = self.painter()
        self.draw_hands(p, surface, layout)
        names = [s.name for s in self.full.seats]
        chart.draw_chart(
            p,
            surface,
            layout.chart(),
            self.points,
            names,
            marker=self.line.turn_of(self.step),
        )

    def draw_hands(self, p: Painter, surface: pygame.Surface, layout: ReplayLayout) -> None:
        """Every seat's hand, face up (the game is over): a row of land cards per seat."""
        s = self.session.state
        box = layout.hands()
        p.panel(surface, box, PANEL_GLASS, None, 1, 8)
        p.text(surface, "Hands", 13, (box.x + p.px(10), box.y + p.px(5)), GOLD, True)
        size = p.px(15)
        # The names take the width they need, as long as the longest hand still shows each
        # card at least half (cards overlap before a name is cut).
        most = max([3, *(sum(h) for h in s.hands)])
        widest = max(p.render(spec.name, 12, PAPER, True).get_width() for spec in self.full.seats)
        row0 = layout.hand_row(0)
        name_w = max(p.px(78), min(widest + p.px(18), row0.w - size - (most - 1) * (size // 2)))
        for seat, spec in enumerate(self.full.seats):
            row = layout.hand_row(seat)
            colour = chart.seat_colour(seat)
            pygame.draw.circle(surface, colour, (row.x + p.px(4), row.centery), p.px(4))
            p.text(
                surface,
                spec.name,
                12,
                (row.x + p.px(12), row.centery),
                GOLD if s.seat == seat else PAPER,
                s.seat == seat,
                "midleft",
                name_w - p.px(14),
            )
            cards = hand_colours(s.hands[seat])
            x = row.x + name_w
            step = min(size + p.px(2), (row.right - x - size) // max(1, len(cards) - 1))
            for c in cards:
                surface.blit(gifts_art(p.art).symbol(c, size), (x, row.centery - size // 2))
                x += step
            if not cards:
                p.text(surface, "empty", 11, (x, row.centery), MUTED, anchor="midleft")
