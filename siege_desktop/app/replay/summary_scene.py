"""The end-of-game summary: a game's own (`SPEC.ui`'s `summary_view`: Gifts Under Siege's
points, steals, seals, buildings and longest lead), else its score over time and the ranking.
Opened from the game-over panel, the History list and the replay viewer."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Protocol

import pygame

from siege_desktop.app import chart, summary
from siege_desktop.app.intents import Click, Intent, Key, Motion
from siege_desktop.app.replay.ranking import Column, draw_ranking
from siege_desktop.app.scene import Scene
from siege_desktop.app.session import GameSession
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.table.tableui import KIND_LABEL
from siege_desktop.app.theme import GOLD, HIGHLIGHT, INK, PAPER
from siege_desktop.core.registry import find_game

if TYPE_CHECKING:
    from siege_desktop.app.shell import App


class SummaryView(Protocol):
    """A game's own summary drawing (`SPEC.ui`'s `summary_view(session, line)`), under the
    scene's buttons."""

    def draw(self, p: Painter, surface: pygame.Surface, layout: Layout) -> None: ...


class SummaryScene(Scene):
    opaque = True
    passes_input = False

    def __init__(
        self,
        app: App,
        session: GameSession,
        line: summary.Timeline | None = None,
        *,
        replay: bool = False,
    ) -> None:
        super().__init__(app)
        self.session = session
        self.line = line if line is not None else summary.timeline(session)
        # A game may draw its own summary (`SPEC.ui`'s `summary_view`); any other gets its
        # score over time and the ranking.
        spec = find_game(session.game)
        ui = importlib.import_module(spec.ui) if spec.ui else None
        own = getattr(ui, "summary_view", None)
        self.own: SummaryView | None = own(session, self.line) if own is not None else None
        self.scores = summary.scores_over_time(session, self.line)
        self.outcome = session.rules.outcome(self.line.states[-1])
        self.can_replay = replay
        self.hover = -1
        self._painter: Painter | None = None

    def labels(self) -> list[str]:
        out = ["Close (Esc)"]
        if self.can_replay:
            out.insert(0, "Replay (R)")
        return out

    def button_rects(self, layout: Layout) -> list[pygame.Rect]:
        n = len(self.labels())
        return [layout.rect(1090 - (n - i) * 210, 630, 190, 44) for i in range(n)]

    def replay(self) -> None:
        self.app.replace(self.app.scenes_made().replay(self.app, self.session))

    def handle(self, intent: Intent) -> bool:
        layout = Layout(self.app.size, ())
        if isinstance(intent, Motion):
            rects = self.button_rects(layout)
            self.hover = next((i for i, r in enumerate(rects) if r.collidepoint(intent.pos)), -1)
            return True
        if isinstance(intent, Click) and intent.button == 1:
            for label, r in zip(self.labels(), self.button_rects(layout), strict=True):
                if r.collidepoint(intent.pos):
                    self.replay() if label.startswith("Replay") else self.app.pop()
            return True
        if isinstance(intent, Key):
            if intent.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.app.pop()
            elif intent.key == pygame.K_r and self.can_replay:
                self.replay()
            return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        layout = Layout(surface.get_size(), ())
        if self._painter is None or self._painter.scale != layout.scale:
            self._painter = Painter(self.app.art, layout.scale)
        p = self._painter
        surface.blit(self.app.art.felt(surface.get_size()), (0, 0))
        if self.own is not None:
            self.own.draw(p, surface, layout)
        else:
            self.draw_game(p, surface, layout)
        self.draw_buttons(p, surface, layout)

    def draw_game(self, p: Painter, surface: pygame.Surface, layout: Layout) -> None:
        """Any other game's summary: its own score over the turns and the ranking."""
        spec = find_game(self.session.game)
        names = [s.name for s in self.session.seats]
        box = layout.rect(40, 30, 1200, 660)
        p.panel(surface, box, (22, 28, 24, 244), (*GOLD, 255), 2, 16)
        p.text(surface, "Game summary", 30, layout.point(640, 44), GOLD, True, "midtop")
        r = self.outcome
        length = self.session.rules.length(self.line.states[-1])
        counts = f"{length.turns} turns"
        if length.rounds is not None:
            counts += f" · {length.rounds} rounds"
        who = " and ".join(names[w] for w in r.winners) if r is not None else "Nobody"
        line = f"{spec.name} · {who} won · {counts} · {len(self.session.actions)} actions"
        p.text(surface, line, 15, layout.point(640, 86), PAPER, False, "midtop")
        if self.scores:
            title = f"{spec.score_label} over time" + (
                " (lower is better)" if spec.low_score_wins else ""
            )
            chart.draw_chart(
                p, surface, layout.rect(64, 120, 640, 490), self.scores, names, title=title
            )
        if r is None:
            return
        columns = (
            Column("Place", 0, 55),
            Column("Seat", 60, 145),
            Column("Kind", 220, 125),
            Column(spec.score_label, 350, 130),
        )
        rows = [
            (
                seat,
                (
                    str(r.places[seat]),
                    names[seat],
                    KIND_LABEL.get(self.session.seats[seat].kind, ""),
                    str(r.scores[seat]),
                ),
            )
            for seat in r.ranking
        ]
        draw_ranking(p, surface, layout, columns, rows, r.winners, name_column=1)

    def draw_buttons(self, p: Painter, surface: pygame.Surface, layout: Layout) -> None:
        for i, (rect, label) in enumerate(
            zip(self.button_rects(layout), self.labels(), strict=True)
        ):
            primary = i == 0
            fill = (
                (*(HIGHLIGHT if self.hover == i else GOLD), 255)
                if primary
                else ((250, 243, 228, 255) if self.hover == i else (225, 214, 192, 240))
            )
            p.panel(surface, rect, fill, None, 1, 8)
            p.text(surface, label, 16, rect.center, INK, True, "center")
