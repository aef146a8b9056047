"""The History screen (finished games of every game: replay or summary, shown by game) and
the Statistics screen (each game's figures)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from siege_desktop.app import history, theme
from siege_desktop.app.menus.base import MenuScene
from siege_desktop.app.menus.confirm import ConfirmScene
from siege_desktop.app.session import GameSession
from siege_desktop.app.widgets import Button, Choice, ListView, blit_text, fit_text, to_rect
from siege_desktop.core.registry import DEFAULT_GAME, UnknownGameError, all_games, find_game

if TYPE_CHECKING:
    import pygame

    from siege_desktop.app.shell import App

LEVEL_LABEL = {"easy": "Easy CPU", "medium": "Medium CPU", "hard": "Hard CPU"}
ALL = ""  # the History filter that shows every game
NO_GAMES = "No finished games yet. Every game played to its end is kept here."


def game_name(game: str) -> str:
    """The game's name, or its id for a game this app does not know (kept by a newer one)."""
    try:
        return find_game(game).name
    except UnknownGameError:
        return game


def score_label(game: str) -> tuple[str, bool]:
    """What the game's scores measure, and whether lower is better."""
    try:
        spec = find_game(game)
    except UnknownGameError:
        return "Points", False
    return spec.score_label, spec.low_score_wins


def record_line(record: history.Record) -> str:
    """The History row's second line: seats, winners and each seat's score, named."""
    label, low = score_label(record.game)
    names = ", ".join(f"{n} {record.scores[i]}" for i, (n, _) in enumerate(record.seats))
    won = " & ".join(record.seats[w][0] for w in record.winners)
    better = ", lower is better" if low else ""
    line = f"{len(record.seats)} seats · won by {won} · {label.lower()}{better}: {names}"
    if record.hints_used:  # a game played with suggested moves says so
        line += f" · {record.hints_used} hint{'s' if record.hints_used != 1 else ''} used"
    return line


def games_of(records: list[history.Record], also: tuple[str, ...] = ()) -> list[str]:
    """Every registered game, then any other game id found in `records` or `also`."""
    ids = [spec.game_id for spec in all_games()]
    for g in (*(r.game for r in records), *also):
        if g not in ids:
            ids.append(g)
    return ids


class HistoryScene(MenuScene):
    title = "History"
    panel_rect = (140, 30, 1000, 660)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.store = history.History()
        self.records: list[history.Record] = []
        self.game = ALL  # the game shown, or every game
        self.list = ListView(
            (180, 146, 920, 406),
            self.rows,
            on_activate=lambda _i: self.replay(),
            empty=NO_GAMES,
        )

    def refresh(self) -> None:
        try:
            self.records = self.store.records()
            self.list.empty = NO_GAMES
        except OSError as exc:  # not "no games": the games may all be there, unread
            self.records = []
            self.list.empty = f"The history folder cannot be read ({exc.strerror or exc})."
        for note in self.store.notes:
            self.app.toast(note, 6.0)
        self.store.notes.clear()
        self.list.clamp()

    def shown(self) -> list[history.Record]:
        """The kept games the filter lets through, newest first."""
        return [r for r in self.records if self.game in (ALL, r.game)]

    def rows(self) -> list[tuple[str, str, bool]]:
        return [
            (f"{game_name(r.game)} · {r.finished_at}", record_line(r), False) for r in self.shown()
        ]

    def show_game(self, game: str) -> None:
        self.game = game
        self.list.selected = self.list.scroll = 0
        self.enable()

    def enable(self) -> None:
        """Replay and Summary only when the list shows a game."""
        some = bool(self.shown())
        for b in (self.replay_button, self.summary_button):
            b.enabled = some
            b.tip = "" if some else "No finished games yet"
            if not some and self.list.empty != NO_GAMES:
                b.tip = "The history folder cannot be read"

    def build(self) -> None:
        self.refresh()
        options = [(ALL, "All games")] + [(g, game_name(g)) for g in games_of(self.records)]
        self.form.add(
            Choice(
                (200, 90, 880, 42),
                options,
                lambda: self.game,
                self.show_game,
                tip="Show the finished games of one game, or of every game",
            )
        )
        self.form.add(self.list)
        self.replay_button = Button((900, 600, 200, 52), "Replay", self.replay, primary=True)
        self.summary_button = Button((680, 600, 200, 52), "Summary", self.summary)
        self.enable()
        self.form.add(Button((180, 600, 200, 52), "Back", self.back))
        self.form.add(Button((400, 600, 200, 52), "Statistics", self.statistics))
        self.form.add(self.summary_button)
        self.form.add(self.replay_button)
        self.form.focus = self.list

    def selected(self) -> GameSession | None:
        shown = self.shown()
        if not shown:
            return None
        record = shown[min(self.list.selected, len(shown) - 1)]
        try:
            return history.load_session(record)
        except history.HistoryError as exc:
            self.app.toast(f"Cannot open this game: {exc}", 6.0)
            return None

    def replay(self) -> None:
        session = self.selected()
        if session is not None:
            self.app.push(self.app.scenes_made().replay(self.app, session))

    def summary(self) -> None:
        session = self.selected()
        if session is not None:
            self.app.push(self.app.scenes_made().summary(self.app, session, replay=True))

    def statistics(self) -> None:
        self.app.push(StatsScene(self.app, self.game or None))

    def confirm(self) -> bool:
        self.replay()
        return True

    def draw_content(self, surface: pygame.Surface) -> None:
        r = to_rect(self.app, (180, 566, 920, 30))
        where = f"The last {history.MAX_GAMES} finished games are kept in {history.history_dir()}"
        blit_text(surface, self.app, where, r.midleft, 13, theme.MUTED, anchor="midleft")


class StatsScene(MenuScene):
    """Each game's figures, one game at a time (chosen at the top)."""

    title = "Statistics"
    panel_rect = (190, 40, 900, 640)

    def __init__(self, app: App, game: str | None = None) -> None:
        super().__init__(app)
        self.store = history.History()
        self.stats = history.Stats()
        self.game: str = game or str(getattr(app, "chosen_game", DEFAULT_GAME))

    def build(self) -> None:
        self.stats = self.store.stats()
        for note in self.store.notes:
            self.app.toast(note, 6.0)
        self.store.notes.clear()
        games = games_of([], tuple(self.stats.games))
        self.form.add(
            Choice(
                (230, 104, 820, 40),
                [(g, game_name(g)) for g in games],
                lambda: self.game,
                self.show_game,
                tip="Each game's figures apart: their scores measure different things",
            )
        )
        reset = Button((820, 600, 230, 52), "Reset statistics", self.ask_reset)
        if not self.stats.played:
            reset.enabled = False
            reset.tip = "Nothing to reset yet"
        self.form.add(Button((230, 600, 200, 52), "Back", self.back, primary=True))
        self.form.add(reset)

    def show_game(self, game: str) -> None:
        self.game = game

    def ask_reset(self) -> None:
        self.app.push(
            ConfirmScene(
                self.app,
                "Reset the statistics?",
                self.reset,
                yes="Reset",
                detail="Every count of every game starts again from nothing. The kept games stay.",
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
        """(label, tally) per row of the chosen game: every CPU level, then every seat
        count, then all its games."""
        s = self.stats.of(self.game)
        rows = [
            (f"Against {LEVEL_LABEL[k]}", s.by_level.get(k, history.Tally()))
            for k in history.CPU_LEVELS
        ]
        rows += [(f"{n} seats", t) for n, t in sorted(s.by_seats.items())]
        rows.append(("All games", s.total))
        return rows

    def draw_content(self, surface: pygame.Surface) -> None:
        app = self.app
        label, low = score_label(self.game)
        avg = f"Avg {label.lower()}"
        cols = (("", 250), ("Games", 540), ("Wins", 650), ("Win rate", 750), (avg, 880))
        for text, x in cols:
            at = to_rect(app, (x, 164, 1070 - x, 1))
            shown = fit_text(app, text, 16, at.w, bold=True)  # a game's label may be long
            blit_text(surface, app, shown, at.topleft, 16, theme.MUTED, bold=True)
        rows = self.table_rows()
        step = min(36, 350 // max(1, len(rows)))
        for i, (name, t) in enumerate(rows):
            y = 196 + i * step
            last = i == len(rows) - 1
            rate = f"{100 * t.win_rate:.0f}%" if t.games else "–"
            avg = f"{t.average:.1f}" if t.games else "–"
            values = (name, str(t.games), str(t.wins), rate, avg)
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
        blit_text(surface, app, note, to_rect(app, (250, 556, 1, 1)).topleft, 13, theme.MUTED)
        if low:
            lower = f"{label}: lower is better (a seat that went out counts the most)."
            blit_text(surface, app, lower, to_rect(app, (250, 576, 1, 1)).topleft, 13, theme.MUTED)
