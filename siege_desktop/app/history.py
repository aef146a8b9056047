"""Finished games of every game kept in the user's data folder, pruned to a size limit, and
each game's statistics.

Each finished game is one file in `history/` (the save format plus when it ended), so a
damaged file costs that game only: it is set aside under a unique name and the rest loads.
Results come from each game's own rules (`outcome`: winners, places, scores). The statistics
live in their own file and are kept as running totals per game, so pruning old games never
changes them. The file also names the kept games it has counted: a game kept by a run killed
before it counted it is counted the next time the statistics are read, once, and the counts of
pruned games stay in the totals. A damaged statistics file is set aside and rebuilt from the
kept games. A file that is there but cannot be read (permissions) is not damage: it stays where
it is, and the player is told.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final

import attrs

from siege_desktop.app import userdirs, userfiles
from siege_desktop.app.saves import write_text_atomic
from siege_desktop.app.session import GameSession, SessionError
from siege_desktop.core.protocol import GameResult
from siege_desktop.core.registry import DEFAULT_GAME

log = logging.getLogger(__name__)

FOLDER: Final = "history"  # the name of userdirs.history_dir()
STATS_NAME: Final = "stats.json"
HISTORY_FORMAT: Final = "siege-desktop/history-game"
STATS_FORMAT: Final = "siege-desktop/stats"
VERSION: Final = 1  # of a kept game's "history" block
#: 2 keeps each game's totals apart under "games"; a version 1 file is Gifts Under Siege's.
STATS_VERSION: Final = 2
GAME_ID_MAX: Final = 64
MAX_GAMES: Final = 200
MAX_BYTES: Final = 8 * 1024 * 1024
MAX_FILE_BYTES: Final = 16 * 1024 * 1024  # refuses to read a stray huge file
CPU_LEVELS: Final = ("easy", "medium", "hard")
#: Bounds on every number read from a kept game or the statistics, checked where read: far
#: above any real figure, and low enough that no sum or average of them can overflow.
MAX_SCORE: Final = 10**6  # one seat's score in one game
MAX_COUNT: Final = 10**9  # games or wins in the statistics
MAX_POINTS: Final = 10**15  # a total of scores in the statistics
NAME_MAX: Final = 120  # a kept game's file name, as the statistics list it


class HistoryError(Exception):
    """A history or statistics file that cannot be read or written; str() says why."""


class Unreadable(HistoryError):
    """A file that is there but cannot be opened (permissions): not damage, left in place."""


# Every decode, parse and shape error of a file we read counts as a damaged file.
DAMAGE: Final = (ValueError, TypeError, KeyError, RecursionError, UnicodeDecodeError)


def load_json(path: Path) -> Any:
    """The one place this module reads a file: through the app's one reading path for user
    files (size limit, regular files only, every parse error a damaged file)."""
    try:
        return userfiles.read_json(path, MAX_FILE_BYTES)
    except userfiles.DamagedFile as exc:
        raise HistoryError(str(exc)) from None
    except OSError as exc:
        raise Unreadable(f"{path.name} cannot be read: {exc.strerror or exc}") from None


def _read_object(path: Path, fmt: str, newest: int) -> dict[str, Any]:
    try:
        data = load_json(path)
    except DAMAGE as exc:
        raise HistoryError(f"{path.name} is damaged ({type(exc).__name__})") from None
    if not isinstance(data, dict) or data.get("format") != fmt:
        raise HistoryError(f"{path.name} is not a Siege Desktop {fmt.split('/')[-1]} file")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= newest:
        raise HistoryError(f"{path.name} has an unknown version {version!r}")
    return data


def set_aside(path: Path) -> Path:
    """Move a damaged file out of the way under a name no other file has."""
    aside = userfiles.set_aside(path)
    if aside is None:
        raise OSError(f"{path.name} could not be set aside")
    return aside


def history_dir() -> Path:
    return userdirs.history_dir()


def stats_path() -> Path:
    return userdirs.data_dir() / STATS_NAME


def fingerprint(session: GameSession) -> str:
    """Names one game: the same seed, seats and actions always give the same print."""
    blob = json.dumps(session.to_dict(), sort_keys=True).encode("utf-8")
    return hashlib.sha256(blob).hexdigest()[:16]


# ---------------------------------------------------------------------------- statistics
def ratio(a: int, b: int) -> float:
    """a / b for the screens: 0 without games, and never an overflow (huge counts are refused
    where they are read, but a division of two ints can still exceed a float)."""
    if not b:
        return 0.0
    try:
        return a / b
    except OverflowError:
        return math.inf if (a < 0) == (b < 0) else -math.inf


@attrs.frozen
class Tally:
    """Games, wins and points of the human seats in one kind of game (points are the game's
    own score, `GameSpec.score_label`)."""

    games: int = 0
    wins: int = 0
    points: int = 0

    @property
    def average(self) -> float:
        return ratio(self.points, self.games)

    @property
    def win_rate(self) -> float:
        """Wins per game, 0 to 1."""
        return ratio(self.wins, self.games)

    def add(self, won: bool, points: int) -> Tally:
        return Tally(self.games + 1, self.wins + int(won), self.points + points)


@attrs.frozen
class GameStats:
    """One game's running totals: per CPU level faced, and per number of seats."""

    by_level: dict[str, Tally] = attrs.field(factory=dict)
    by_seats: dict[int, Tally] = attrs.field(factory=dict)

    @property
    def total(self) -> Tally:
        games = sum(t.games for t in self.by_seats.values())
        wins = sum(t.wins for t in self.by_seats.values())
        points = sum(t.points for t in self.by_seats.values())
        return Tally(games, wins, points)

    def with_game(self, seats: list[str], winners: list[int], scores: list[int]) -> GameStats:
        """These totals after one more finished game (`seats`: the kind of each seat).

        Each human seat's result counts once (pass-and-play tallies every player), under
        every CPU level at the table and under its number of seats. A game without a human
        changes nothing.
        """
        by_level, by_seats = dict(self.by_level), dict(self.by_seats)
        levels = sorted({k for k in seats if k in CPU_LEVELS}, key=CPU_LEVELS.index)
        for seat, kind in enumerate(seats):
            if kind != "human":
                continue
            won, points = seat in winners, scores[seat]
            for level in levels:
                by_level[level] = by_level.get(level, Tally()).add(won, points)
            n = len(seats)
            by_seats[n] = by_seats.get(n, Tally()).add(won, points)
        return GameStats(by_level, by_seats)

    def to_dict(self) -> dict[str, Any]:
        def rows(d: dict[Any, Tally]) -> dict[str, list[int]]:
            return {str(k): [t.games, t.wins, t.points] for k, t in sorted(d.items())}

        return {"by_level": rows(self.by_level), "by_seats": rows(self.by_seats)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameStats:
        """Raises ValueError (a damaged file) on any row that is not three counts."""

        def rows(raw: object) -> dict[str, Tally]:
            if not isinstance(raw, dict):
                raise ValueError("rows are not an object")
            out = {}
            for k, v in raw.items():
                ok = isinstance(v, list) and len(v) == 3
                # Points may be negative in some game; games and wins never are.
                if not ok or not all(type(x) is int for x in v) or not 0 <= v[1] <= v[0]:
                    raise ValueError(f"row {k!r} is malformed")
                if v[0] > MAX_COUNT or abs(v[2]) > MAX_POINTS:
                    raise ValueError(f"row {k!r} holds a number out of range")
                out[k] = Tally(*v)
            return out

        levels = rows(data.get("by_level"))
        if any(k not in CPU_LEVELS for k in levels):
            raise ValueError("unknown CPU level")
        seats = {int(k): t for k, t in rows(data.get("by_seats")).items()}
        return cls(levels, seats)


@attrs.frozen
class Stats:
    """Every game's running totals, by game id (a game never played has none).

    `counted` names the kept games (their fingerprints) already in the totals, or left out by
    a reset; None for a file written before it was kept (every kept game then counts as
    counted). It takes no part in comparing totals.
    """

    games: dict[str, GameStats] = attrs.field(factory=dict)
    counted: frozenset[str] | None = attrs.field(default=frozenset(), eq=False)

    def of(self, game: str) -> GameStats:
        return self.games.get(game, GameStats())

    @property
    def played(self) -> int:
        """Games counted, over every game."""
        return sum(g.total.games for g in self.games.values())

    def with_game(
        self, game: str, seats: list[str], winners: list[int], scores: list[int]
    ) -> Stats:
        """These totals after one more finished game of `game` (see `GameStats.with_game`)."""
        after = self.of(game).with_game(seats, winners, scores)
        if not after.total.games:
            return self  # no human: nothing to count, and no empty entry for the game
        return Stats({**self.games, game: after}, self.counted)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": STATS_FORMAT,
            "version": STATS_VERSION,
            "games": {g: t.to_dict() for g, t in sorted(self.games.items())},
        }
        if self.counted is not None:  # (an older app reading version 2 ignores the key)
            data["counted"] = sorted(self.counted)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Stats:
        """Version 1 held Gifts Under Siege's totals alone, at the top level; version 2 holds
        each game's under "games". Raises ValueError (a damaged file) on anything malformed."""
        if data.get("version") == 1:
            return cls({DEFAULT_GAME: GameStats.from_dict(data)}, None)
        counted = data.get("counted")
        if counted is not None and (
            not isinstance(counted, list)
            or len(counted) > 100 * MAX_GAMES
            or not all(isinstance(n, str) and 0 < len(n) <= NAME_MAX for n in counted)
        ):
            raise ValueError("the list of counted games is malformed")
        raw = data.get("games")
        if not isinstance(raw, dict):
            raise ValueError("no games in the statistics")
        games = {}
        for game, rows in raw.items():
            if not isinstance(rows, dict) or not 0 < len(game) <= GAME_ID_MAX:
                raise ValueError(f"game {game[:GAME_ID_MAX]!r} is malformed")
            games[game] = GameStats.from_dict(rows)
        return cls(games, None if counted is None else frozenset(counted))


# ---------------------------------------------------------------------------- game records
@attrs.frozen
class Record:
    """One kept game as the History list shows it (the full game is loaded on demand).

    `game` is the game's id; `scores` are that game's own figure per seat (see
    `GameSpec.score_label`); `places` (1 for the winners) are None in files kept before
    they were written.
    """

    path: Path
    finished_at: str
    game: str
    seats: tuple[tuple[str, str], ...]  # (name, kind)
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    actions: int
    places: tuple[int, ...] | None = None
    #: Suggested moves shown during the game (0: played unhelped).
    hints_used: int = 0


def result_of(session: GameSession) -> GameResult | None:
    """The finished game's result from its own rules (None while it goes on)."""
    return session.rules.outcome(session.state)


def _encode_game(session: GameSession, result: GameResult) -> str:
    data = session.to_dict()
    data.setdefault("game", DEFAULT_GAME)
    data["history"] = {
        "format": HISTORY_FORMAT,
        "version": VERSION,
        "finished_at": time.strftime("%Y-%m-%d %H:%M:%S"),
        "scores": list(result.scores),
        "winners": list(result.winners),
        "places": list(result.places),
        "reason": result.reason,
    }
    return json.dumps(data, separators=(",", ":")) + "\n"


def _record_of(path: Path, data: dict[str, Any]) -> Record:
    meta = data.get("history")
    if not isinstance(meta, dict) or meta.get("format") != HISTORY_FORMAT:
        raise ValueError("no history block")
    seats = data["seats"]
    pairs = tuple((str(s["name"]), str(s["kind"])) for s in seats)
    scores = tuple(_whole(x, MAX_SCORE) for x in meta["scores"])
    winners = tuple(_whole(x, MAX_SCORE) for x in meta["winners"])
    actions = data["actions"]
    if len(scores) != len(pairs) or not all(0 <= w < len(pairs) for w in winners):
        raise ValueError("scores do not match the seats")
    if not isinstance(actions, list):
        raise ValueError("no action log")
    places = None
    if "places" in meta:
        places = tuple(_whole(x, MAX_SCORE) for x in meta["places"])
        if len(places) != len(pairs) or not all(1 <= p <= len(pairs) for p in places):
            raise ValueError("places do not match the seats")
    # A save of version 1 is Gifts Under Siege's (the id came with version 2).
    game = data.get("game", DEFAULT_GAME)
    if not isinstance(game, str) or not 0 < len(game) <= GAME_ID_MAX:
        raise ValueError("no valid game id")
    helped = data.get("hints_used", 0)
    hints_used = helped if type(helped) is int and 0 <= helped <= MAX_SCORE else 0
    return Record(
        path,
        str(meta["finished_at"]),
        game,
        pairs,
        scores,
        winners,
        len(actions),
        places,
        max(0, hints_used),
    )


def _whole(value: object, bound: int) -> int:
    """A whole number of a kept game, range-checked where it is read (ValueError if not)."""
    if type(value) is not int or abs(value) > bound:
        raise ValueError(f"a number out of range: {str(value)[:20]}")
    return value


def _print_of(path: Path) -> str:
    """A kept game's name in the statistics: the fingerprint that ends its file name."""
    return path.stem.rsplit("-", 1)[-1][:NAME_MAX]


def _game_files() -> list[Path]:
    """The kept games' files, oldest first. Anything but a folder named like one is listed
    (a FIFO, a link: set aside when read); OSError if the folder itself cannot be read."""
    try:
        with os.scandir(history_dir()) as entries:
            # Names start with the finish time, so sorting by name is oldest first.
            return sorted(
                Path(e.path)
                for e in entries
                if e.name.endswith(".json")
                and not e.name.startswith(".")  # (as a glob: no hidden files)
                and not e.is_dir(follow_symlinks=False)
            )
    except (FileNotFoundError, NotADirectoryError):
        return []


def load_session(record: Record | Path) -> GameSession:
    """The finished game, replayed; HistoryError if the file is damaged (or is of a game
    this app does not know, which `GameSession` refuses)."""
    path = record.path if isinstance(record, Record) else record
    try:
        data = load_json(path)
        if not isinstance(data, dict):
            raise ValueError("not an object")
        session = GameSession.from_dict(data)
    except (*DAMAGE, SessionError) as exc:
        raise HistoryError(f"{path.name} cannot be replayed: {exc}") from None
    if result_of(session) is None:
        raise HistoryError(f"{path.name} is not a finished game")
    return session


@attrs.define
class History:
    """The kept games and the statistics; `notes` collects what was set aside, for a toast."""

    max_games: int = MAX_GAMES
    max_bytes: int = MAX_BYTES
    notes: list[str] = attrs.field(factory=list)

    def records(self) -> list[Record]:
        """The kept games, newest first; damaged files are set aside (and noted), unreadable
        ones stay (and are noted). OSError if the history folder itself cannot be read."""
        out = []
        for path in _game_files():
            record = self._record_at(path)
            if record is not None:
                out.append(record)
        out.reverse()
        return out

    def _record_at(self, path: Path) -> Record | None:
        try:
            return _record_of(path, _read_object_any(path))
        except Unreadable as exc:
            if os.path.lexists(path):  # (not merely gone since the listing)
                self.notes.append(f"{exc}; it stays where it is")
        except (HistoryError, *DAMAGE) as exc:
            self._aside(path, str(exc))
        return None

    def _aside(self, path: Path, why: str) -> None:
        try:
            aside = set_aside(path)
        except OSError as exc:
            log.warning("cannot set %s aside: %s", path, exc)
            return
        self.notes.append(f"{path.name} was damaged ({why}); it was set aside as {aside.name}")

    def record(self, session: GameSession) -> Path | None:
        """Keep a finished game (once) and count it in the statistics; None if already kept.

        The game is written first, then counted by reading the statistics (which counts every
        kept game not counted yet): a kill between the two leaves a game that the next read
        counts, never one counted twice or not at all. Raises HistoryError if the game is not
        over or the disk refuses it.
        """
        result = result_of(session)
        if result is None:
            raise HistoryError("only a finished game goes into the history")
        print_ = fingerprint(session)
        folder = history_dir()
        if folder.is_dir() and any(folder.glob(f"*-{print_}.json")):
            return None
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = folder / f"{stamp}-{print_}.json"
        try:
            write_text_atomic(path, _encode_game(session, result))
        except OSError as exc:
            raise HistoryError(f"the game could not be kept: {exc.strerror or exc}") from None
        self.stats(just_kept=print_)
        self.prune()
        return path

    def prune(self) -> list[Path]:
        """Remove the oldest games until both limits hold; returns what was removed. Their
        counts stay in the statistics' totals."""
        try:
            files = _game_files()
        except OSError as exc:
            log.warning("cannot prune the history: %s", exc)
            return []
        sizes = []
        for p in files:
            try:
                sizes.append(p.stat().st_size)
            except OSError:
                sizes.append(0)
        removed = []
        total = sum(sizes)
        while files and (len(files) > self.max_games or total > self.max_bytes):
            p = files.pop(0)
            total -= sizes.pop(0)
            try:
                p.unlink()
                removed.append(p)
            except OSError as exc:
                log.warning("cannot prune %s: %s", p, exc)
        return removed

    # ------------------------------------------------------------------ statistics
    def stats(self, just_kept: str | None = None) -> Stats:
        """The totals, with every kept game not yet counted added (and written back).

        `just_kept`: the game `record` has just written, never counted already, even by a
        file written before the statistics named the games they count.

        A damaged file is set aside and the totals rebuilt from the kept games; a file that
        cannot be read stays as it is, unwritten, and the totals shown are empty (noted).
        """
        path = stats_path()
        try:
            stored = self._stored_stats(path)
        except Unreadable as exc:
            self.notes.append(f"{exc}; the statistics are left as they are until it can be")
            return Stats()
        try:
            files = {_print_of(p): p for p in _game_files()}
        except OSError as exc:  # the games cannot be listed: the totals as they stand
            self.notes.append(f"The history folder cannot be read: {exc.strerror or exc}")
            return stored if stored is not None else Stats()
        stats = stored if stored is not None else Stats(counted=frozenset())
        counted = set(files if stats.counted is None else stats.counted) - {just_kept}
        for name, path in files.items():
            if name in counted:
                continue
            record = self._record_at(path)
            if record is None:
                continue  # damaged (set aside) or unreadable (counted once it can be read)
            kinds = [k for _, k in record.seats]
            stats = stats.with_game(record.game, kinds, list(record.winners), list(record.scores))
            counted.add(name)
        # Only kept games are named: a pruned game's counts stay in the totals all the same.
        stats = Stats(stats.games, frozenset(counted.intersection(files)))
        if stored is None or stats.counted != stored.counted or stats != stored:
            try:
                self._write_stats(stats)
            except OSError as exc:  # a read-only copy, a full disk: counted next time
                log.warning("cannot rewrite the statistics: %s", exc)
        return stats

    def _stored_stats(self, path: Path) -> Stats | None:
        """The statistics file's totals; None if there is none or it was damaged (set aside)."""
        if not os.path.lexists(path):
            return None
        try:
            return Stats.from_dict(_read_object(path, STATS_FORMAT, STATS_VERSION))
        except Unreadable:
            raise
        except (HistoryError, *DAMAGE) as exc:
            self._aside(path, str(exc))
        return None

    def rebuilt(self) -> Stats:
        """The totals of the kept games alone, as if each had just been counted."""
        stats = Stats()
        for r in reversed(self.records()):
            kinds = [k for _, k in r.seats]
            stats = stats.with_game(r.game, kinds, list(r.winners), list(r.scores))
        return stats

    def reset_stats(self) -> None:
        """Start the totals again from nothing (the kept games stay, counted as seen)."""
        try:
            kept = frozenset(_print_of(p) for p in _game_files())
            self._write_stats(Stats(counted=kept))
        except OSError as exc:
            raise HistoryError(
                f"the statistics could not be reset: {exc.strerror or exc}"
            ) from None

    def _write_stats(self, stats: Stats) -> None:
        write_text_atomic(stats_path(), json.dumps(stats.to_dict(), indent=1) + "\n")


def _read_object_any(path: Path) -> dict[str, Any]:
    try:
        data = load_json(path)
    except DAMAGE as exc:
        raise HistoryError(f"{path.name} is damaged ({type(exc).__name__})") from None
    if not isinstance(data, dict):
        raise HistoryError(f"{path.name} is not a kept game")
    return data


def record_finished(session: GameSession, toast: Callable[[str], None] | None = None) -> None:
    """The table's hook at the end of a game, of any game: keep it and count it, and say so
    only if that failed. Calling it again for the same game keeps nothing new, so a table may
    call it whenever it shows the game over."""
    try:
        History().record(session)
    except HistoryError as exc:
        log.warning("history: %s", exc)
        if toast is not None:
            toast(f"This game could not be added to the history: {exc}")
