"""The History screen (finished games: replay or summary) and the Statistics screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from siege_desktop.app import history, theme
from siege_desktop.app.menus.base import MenuScene
from siege_desktop.app.menus.confirm import ConfirmScene
from siege_desktop.app.session import GameSession
from siege_desktop.app.widgets import Button, ListView, blit_text, to_rect

if TYPE_CHECKING:
    import pygame

    from siege_desktop.app.shell import App

LEVEL_LABEL = {"easy": "Easy CPU", "medium": "Medium CPU", "hard": "Hard CPU"}


class HistoryScene(MenuScene):
    title = "History"
    panel_rect = (140, 30, 1000, 660)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.store = history.History()
        self.records: list[history.Record] = []
        self.list = ListView(
            (180, 100, 920, 464),
            self.rows,
            on_activate=lambda _i: self.replay(),
            empty="No finished games yet. Every game played to its end is kept here.",
        )

    def refresh(self) -> None:
        try:
            self.records = self.store.records()
        except OSError as exc:
            self.records = []
            self.app.toast(f"The history folder cannot be read: {exc.strerror or exc}")
        for note in self.store.notes:
            self.app.toast(note, 6.0)
        self.store.notes.clear()
        self.list.clamp()

    def rows(self) -> list[tuple[str, str, bool]]:
        return [(r.finished_at, r.line, False) for r in self.records]

    def build(self) -> None:
        self.refresh()
        self.form.add(self.list)
        replay = Button((900, 600, 200, 52), "Replay", self.replay, primary=True)
        summary = Button((680, 600, 200, 52), "Summary", self.summary)
        if not self.records:
            replay.enabled = summary.enabled = False
            replay.tip = summary.tip = "No finished games yet"
        self.form.add(Button((180, 600, 200, 52), "Back", self.back))
        self.form.add(Button((400, 600, 200, 52), "Statistics", self.statistics))
        self.form.add(summary)
        self.form.add(replay)
        self.form.focus = self.list

    def selected(self) -> GameSession | None:
        if not self.records:
            return None
        record = self.records[min(self.list.selected, len(self.records) - 1)]
        try:
            return history.load_session(record)
        except history.HistoryError as exc:
            self.app.toast(f"Cannot open this game: {exc}", 6.0)
            return None

    def replay(self) -> None:
        session = self.selected()
        if session is not None:
            from siege_desktop.app.replay import ReplayScene

            self.app.push(ReplayScene(self.app, session))

    def summary(self) -> None:
        session = self.selected()
        if session is not None:
            from siege_desktop.app.replay.summary_scene import SummaryScene

            self.app.push(SummaryScene(self.app, session, replay=True))

    def statistics(self) -> None:
        self.app.push(StatsScene(self.app))

    def confirm(self) -> bool:
        self.replay()
        return True

    def draw_content(self, surface: pygame.Surface) -> None:
        r = to_rect(self.app, (180, 566, 920, 30))
        where = f"The last {history.MAX_GAMES} finished games are kept in {history.history_dir()}"
        blit_text(surface, self.app, where, r.midleft, 13, theme.MUTED, anchor="midleft")


class StatsScene(MenuScene):
    title = "Statistics"
    panel_rect = (190, 40, 900, 640)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.store = history.History()
        self.stats = history.Stats()

    def build(self) -> None:
        self.stats = self.store.stats()
        for note in self.store.notes:
            self.app.toast(note, 6.0)
        self.store.notes.clear()
        reset = Button((820, 600, 230, 52), "Reset statistics", self.ask_reset)
        if not self.stats.total.games:
            reset.enabled = False
            reset.tip = "Nothing to reset yet"
        self.form.add(Button((230, 600, 200, 52), "Back", self.back, primary=True))
        self.form.add(reset)

    def ask_reset(self) -> None:
        self.app.push(
            ConfirmScene(
                self.app,
                "Reset the statistics?",
                self.reset,
                yes="Reset",
                detail="Every count starts again from nothing. The kept games stay.",
            )
        )

    def reset(self) -> None:
        try:
            self.store.reset_stats()
        except history.HistoryError as exc:
            self.app.toast(str(exc), 6.0)
            return
        self.app.toast("The statistics were reset.")
        self.rebuild()

    def table_rows(self) -> list[tuple[str, history.Tally]]:
        """(label, tally) per row: every CPU level, then every seat count, then all games."""
        s = self.stats
        rows = [
            (f"Against {LEVEL_LABEL[k]}", s.by_level.get(k, history.Tally()))
            for k in history.CPU_LEVELS
        ]
        rows += [(f"{n} seats", t) for n, t in sorted(s.by_seats.items())]
        rows.append(("All games", s.total))
        return rows

    def draw_content(self, surface: pygame.Surface) -> None:
        app = self.app
        cols = (("", 250), ("Games", 560), ("Wins", 680), ("Win rate", 790), ("Avg points", 920))
        y = 110
        for label, x in cols:
            blit_text(
                surface, app, label, to_rect(app, (x, y, 1, 1)).topleft, 16, theme.MUTED, bold=True
            )
        rows = self.table_rows()
        step = min(40, 440 // max(1, len(rows)))
        for i, (label, t) in enumerate(rows):
            y = 146 + i * step
            last = i == len(rows) - 1
            rate = f"{100 * t.wins / t.games:.0f}%" if t.games else "–"
            avg = f"{t.average:.1f}" if t.games else "–"
            values = (label, str(t.games), str(t.wins), rate, avg)
            for (_, x), v in zip(cols, values, strict=True):
                colour = theme.GOLD if last else theme.PAPER
                blit_text(
                    surface,
                    app,
                    v,
                    to_rect(app, (x, y, 1, 1)).topleft,
                    18,
                    colour,
                    bold=last or x == 250,
                )
        note = (
            "Your results as the human seat(s): a game counts once under every CPU level at"
            " the table and under its number of seats."
        )
        blit_text(surface, app, note, to_rect(app, (250, 562, 1, 1)).topleft, 13, theme.MUTED)
