"""Game over: the ranking, each seat's breakdown, what decided it, Play again and Title."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from siege_desktop.app import history
from siege_desktop.app.intents import Click, Intent, Key, Motion
from siege_desktop.app.scene import Scene
from siege_desktop.app.session import GameSession
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.table.seats import KIND_LABEL
from siege_desktop.app.theme import GOLD, HIGHLIGHT, INK, MUTED, PAPER
from siege_desktop.engine import Outcome, standings
from siege_desktop.engine.cards import GIFT_CLASS

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

REASONS = {
    "supply": "The gift supply ran out, so the game ended at the end of that round.",
    "rounds": "The round limit was reached.",
    "time": "Time ran out, so the game ended at the end of that round.",
}


def decided_text(result: Outcome, names: list[str]) -> str:
    who = [names[s] for s in result.winners]
    if len(who) > 3:  # the table below names them; a sentence of eight names overflows
        won = f"{len(who)} seats"
    else:
        won = who[0] if len(who) == 1 else ", ".join(who[:-1]) + " and " + who[-1]
    if result.decided_by == "score":
        return f"{won} wins on points."
    if result.decided_by == "sealed":
        return f"Tied on points: {won} wins with more sealed gifts."
    if result.decided_by == "locks":
        return f"Tied on points and sealed gifts: {won} wins with more locks in total."
    return f"A shared win: {won} tie on points, sealed gifts and locks."


class GameOverScene(Scene):
    """An overlay over the finished table."""

    opaque = False
    passes_input = False

    def __init__(self, app: App, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        self.result = standings(session.state)
        self.hover = -1
        self.hidden = False  # closed to look at the final table; a small bar reopens it
        self._painter: Painter | None = None
        history.record_finished(session, getattr(app, "toast", None))  # once: kept by its print

    def rows_h(self) -> int:
        return min(48, 400 // max(1, len(self.result.ranking)))

    def box_span(self) -> tuple[float, float]:
        """The results panel's top and height (design px), as tall as its rows."""
        h = 118 + 26 + len(self.result.ranking) * self.rows_h() + 84
        return (720 - h) / 2, h

    def box(self, layout: Layout) -> pygame.Rect:
        top, h = self.box_span()
        return layout.rect(170, top, 940, h)

    def buttons(self, layout: Layout) -> list[pygame.Rect]:
        """Play again, View table, Summary, Title; with the panel closed, the bar's Results
        button."""
        if self.hidden:
            return [self.bar(layout)]
        top, h = self.box_span()
        y = top + h - 64
        return [layout.rect(x, y, 190, 44) for x in (230, 440, 650, 860)]

    def bar(self, layout: Layout) -> pygame.Rect:
        """The Results button where the table's action buttons were (none at game over)."""
        return layout.buttons(1)[0]

    def toggle(self) -> None:
        self.hidden = not self.hidden
        self.passes_input = self.hidden  # the closed panel lets the table show its tooltips
        self.hover = -1

    def summary(self) -> None:
        self.app.push(self.app.scenes_made().summary(self.app, self.session, replay=True))

    def play_again(self) -> None:
        s = self.session
        fresh = GameSession(s.config, random.randrange(1, 2**31), s.seats, [], hints=s.hints)
        self.app.start_game(fresh)

    def handle(self, intent: Intent) -> bool:
        if not hasattr(self.app, "size"):
            return False
        layout = Layout(self.app.size, ())
        if isinstance(intent, Motion):
            self.hover = next(
                (i for i, r in enumerate(self.buttons(layout)) if r.collidepoint(intent.pos)), -1
            )
            return not self.hidden
        if isinstance(intent, Click) and intent.button == 1:
            for i, r in enumerate(self.buttons(layout)):
                if r.collidepoint(intent.pos):
                    if self.hidden or i == 1:
                        self.toggle()
                    elif i == 0:
                        self.play_again()
                    elif i == 2:
                        self.summary()
                    else:
                        self.app.open_title()
            return not self.hidden  # with the panel closed, the table may show its tooltips
        if isinstance(intent, Key):
            if intent.key in (pygame.K_v, pygame.K_TAB) or (
                self.hidden and intent.key in (pygame.K_r, pygame.K_ESCAPE)
            ):
                self.toggle()
                return True
            if intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.play_again()
                return True
            if intent.key == pygame.K_ESCAPE:
                self.app.open_title()
                return True
            if intent.key == pygame.K_s:
                self.summary()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        layout = Layout(surface.get_size(), ())
        if self._painter is None or self._painter.scale != layout.scale:
            self._painter = Painter(self.app.art, layout.scale)
        p = self._painter
        if self.hidden:
            bar = self.bar(layout)
            fill = (*(HIGHLIGHT if self.hover == 0 else GOLD), 255)
            p.panel(surface, bar, fill, (*INK, 255), 1, 8)
            p.text(surface, "Results (R)", 16, bar.center, INK, True, "center")
            return
        p.panel(surface, surface.get_rect(), (0, 0, 0, 150), None, 1, 0)
        box = self.box(layout)
        p.panel(surface, box, (22, 28, 24, 255), (*GOLD, 255), 2, 16)
        r = self.result
        names = [s.name for s in self.session.seats]
        head = "Shared win!" if len(r.winners) > 1 else f"{names[r.winners[0]]} wins!"
        wide = box.width - layout.px(40)  # names come from the players: never wider than this
        p.text(surface, head, 32, (box.centerx, box.y + layout.px(18)), GOLD, True, "midtop", wide)
        p.text(
            surface,
            decided_text(r, names),
            16,
            (box.centerx, box.y + layout.px(64)),
            PAPER,
            True,
            "midtop",
            wide,
        )
        why = REASONS.get(r.reason, "")
        p.text(
            surface,
            f"{why} {r.rounds} round{'s' if r.rounds != 1 else ''} played.",
            14,
            (box.centerx, box.y + layout.px(88)),
            MUTED,
            False,
            "midtop",
        )
        cols = [
            ("Place", 200),
            ("Seat", 260),
            ("Kind", 430),
            ("Points", 570),
            ("I", 650),
            ("II", 700),
            ("III", 750),
            ("Sealed", 810),
            ("Locks", 900),
        ]
        top = self.box_span()[0] + 118
        for label, x in cols:
            p.text(surface, label, 13, layout.point(x, top), MUTED, True)
        row_h = self.rows_h()
        for i, seat in enumerate(r.ranking):
            y = top + 26 + i * row_h
            first = r.places[seat] == 1
            if first:
                p.panel(surface, layout.rect(190, y - 6, 900, row_h - 4), (*GOLD, 40), None, 1, 6)
            area = self.session.state.areas[seat]
            by_class = [sum(1 for g, _ in area if GIFT_CLASS[g] == k) for k in (1, 2, 3)]
            values = [
                str(r.places[seat]),
                names[seat],
                KIND_LABEL.get(self.session.seats[seat].kind, ""),
                str(r.scores[seat]),
                *(str(n) for n in by_class),
                str(r.sealed[seat]),
                str(r.locks[seat]),
            ]
            ends = [x for _, x in cols[1:]] + [1090]
            for (_, x), v, end in zip(cols, values, ends, strict=True):
                colour = GOLD if first else PAPER
                p.text(
                    surface,
                    v,
                    16,
                    layout.point(x, y),
                    colour,
                    first or x == 570,
                    max_width=layout.px(end - x - 10),  # each value stays in its column
                )
        labels = ("Play again (Enter)", "View table (V)", "Summary (S)", "Title (Esc)")
        for i, (rect, label) in enumerate(zip(self.buttons(layout), labels, strict=True)):
            fill = (
                (*(HIGHLIGHT if self.hover == i else GOLD), 255)
                if i == 0
                else ((250, 243, 228, 255) if self.hover == i else (225, 214, 192, 255))
            )
            p.panel(surface, rect, fill, None, 1, 8)
            p.text(surface, label, 16, rect.center, INK, True, "center")
