"""Game over for any game: the ranking from `Rules.outcome`, the game's own columns and
sentences (`TableUI.result_sheet`), Play again, View table, Summary (where the game has one)
and Title."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from siege_desktop.app import history, textfit
from siege_desktop.app.intents import Click, Intent, Key, Motion
from siege_desktop.app.scene import Scene
from siege_desktop.app.session import GameSession
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.table.tableui import KIND_LABEL, TableUI, table_ui
from siege_desktop.app.theme import GOLD, HIGHLIGHT, INK, MUTED, PAPER
from siege_desktop.core.protocol import GameResult
from siege_desktop.core.words import acts

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

#: The frame's own columns, before the game's (design x at 1280).
SEAT_COLUMNS = (("Place", 200), ("Seat", 260), ("Kind", 430))
TABLE_RIGHT = 1090  # design units: where the last column must end (the panel's inner edge)
#: Seconds between ranking rows appearing at animation speed 1: the last place first, the
#: winner last, so the panel reads as a count-down to the winner.
ROW_STEP = 0.18


class GameOverError(ValueError):
    """A game-over panel was asked for a game that is not over."""


class GameOverScene(Scene):
    """An overlay over the finished table."""

    opaque = False
    passes_input = False

    def __init__(self, app: App, session: GameSession, ui: TableUI | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.ui = ui if ui is not None else table_ui(session.game)
        result = session.rules.outcome(session.state)
        if result is None:
            raise GameOverError("the game is not over: there is no result to show")
        self.result: GameResult = result
        self.hover = -1
        self.hidden = False  # closed to look at the final table; a small bar reopens it
        self._painter: Painter | None = None
        self.age = 0.0  # seconds shown: the ranking's rows appear one by one
        if self.ui.keeps_history and not session.demo:  # a CPU demo is not the player's
            history.record_finished(session, getattr(app, "toast", None))  # once: by its print

    def update(self, dt: float) -> None:
        self.age += dt

    def rows_shown(self) -> int:
        """How many ranking rows (counted from the last place) are on the panel now."""
        try:
            speed = max(0.25, min(4.0, float(self.app.settings.animation_speed)))
        except (AttributeError, TypeError, ValueError):
            speed = 1.0
        n = len(self.result.ranking)
        return min(n, 1 + int(self.age * speed / ROW_STEP))

    def animating(self) -> bool:
        return self.rows_shown() < len(self.result.ranking)

    def labels(self) -> tuple[str, ...]:
        """The panel's buttons, left to right (Summary only where the game has one)."""
        summary = ("Summary (S)",) if self.ui.has_summary else ()
        return ("Play again (Enter)", "View table (V)", *summary, "Title (Esc)")

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
        n = len(self.labels())
        # Four buttons as they always were; three centred in the same rhythm.
        first = 230 + (4 - n) * 105
        return [layout.rect(first + 210 * i, y, 190, 44) for i in range(n)]

    def bar(self, layout: Layout) -> pygame.Rect:
        """The Results button where the table's action buttons were (none at game over)."""
        return self.ui.results_bar(layout.size)

    def toggle(self) -> None:
        self.hidden = not self.hidden
        self.passes_input = self.hidden  # the closed panel lets the table show its tooltips
        self.hover = -1

    def summary(self) -> None:
        self.app.push(self.app.scenes_made().summary(self.app, self.session, replay=True))

    def play_again(self) -> None:
        """A new game with the same seats and table rules, and a new seed."""
        s = self.session
        fresh = GameSession(
            s.config,
            random.randrange(1, 2**31),
            s.seats,
            [],
            game=s.game,
            hints=s.hints,
            table_rules=dict(s.table_rules),
            demo=s.demo,  # another demo stays out of the player's saves too
        )
        self.app.start_game(fresh)

    def press(self, label: str) -> None:
        if label.startswith("View"):
            self.toggle()
        elif label.startswith("Play"):
            self.play_again()
        elif label.startswith("Summary"):
            self.summary()
        else:
            self.app.open_title()

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
            for r, label in zip(self.buttons(layout), self.labels(), strict=False):
                if r.collidepoint(intent.pos):
                    if self.hidden:
                        self.toggle()
                    else:
                        self.press(label)
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
            if intent.key == pygame.K_s and self.ui.has_summary:
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
        sheet = self.ui.result_sheet(self.session, r)
        head = "Shared win!" if len(r.winners) > 1 else f"{acts(names[r.winners[0]], 'wins')}!"
        wide = box.width - layout.px(40)  # names come from the players: never wider than this
        p.text(surface, head, 32, (box.centerx, box.y + layout.px(18)), GOLD, True, "midtop", wide)
        p.text(
            surface,
            sheet.decided,
            16,
            (box.centerx, box.y + layout.px(64)),
            PAPER,
            True,
            "midtop",
            wide,
        )
        p.text(
            surface,
            sheet.reason,
            14,
            (box.centerx, box.y + layout.px(88)),
            MUTED,
            False,
            "midtop",
            wide,
        )
        table = [
            [
                str(r.places[seat]),
                names[seat],
                KIND_LABEL.get(self.session.seats[seat].kind, ""),
                *sheet.rows[seat],
            ]
            for seat in r.ranking
        ]
        cols = [*SEAT_COLUMNS, *sheet.columns]
        # Each column as wide as its widest value where the panel has the room (a long name
        # takes the room the other columns leave); cut only when that is really missing.
        needs = [
            max(
                [p.render(label, 13, MUTED, True).get_width()]
                + [p.render(row[k], 16, PAPER, True).get_width() for row in table]
            )
            / layout.scale
            + 12
            for k, (label, _) in enumerate(cols)
        ]
        xs = textfit.spread_columns([x for _, x in cols], needs, TABLE_RIGHT)
        cols = [(label, round(x)) for (label, _), x in zip(cols, xs, strict=True)]
        bold_x = dict(cols).get(sheet.bold, -1)
        top = self.box_span()[0] + 118
        for label, x in cols:
            p.text(surface, label, 13, layout.point(x, top), MUTED, True)
        row_h = self.rows_h()
        hidden_rows = len(r.ranking) - self.rows_shown()
        for i, seat in enumerate(r.ranking):
            if i < hidden_rows:
                continue  # still to come: the places are revealed from the last upwards
            y = top + 26 + i * row_h
            first = r.places[seat] == 1
            if first:
                p.panel(surface, layout.rect(190, y - 6, 900, row_h - 4), (*GOLD, 40), None, 1, 6)
            values = table[i]
            ends = [x for _, x in cols[1:]] + [TABLE_RIGHT]
            for (_, x), v, end in zip(cols, values, ends, strict=True):
                colour = GOLD if first else PAPER
                p.text(
                    surface,
                    v,
                    16,
                    layout.point(x, y),
                    colour,
                    first or x == bold_x,
                    max_width=layout.px(end - x - 10),  # each value stays in its column
                )
        for i, (rect, label) in enumerate(zip(self.buttons(layout), self.labels(), strict=True)):
            fill = (
                (*(HIGHLIGHT if self.hover == i else GOLD), 255)
                if i == 0
                else ((250, 243, 228, 255) if self.hover == i else (225, 214, 192, 255))
            )
            p.panel(surface, rect, fill, None, 1, 8)
            p.text(surface, label, 16, rect.center, INK, True, "center")
