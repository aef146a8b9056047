"""Saved games on disk: the autosave and named saves, written atomically, read with care.

A save is the JSON of `GameSession.to_dict()` plus keys the Load screen lists without
replaying the game ("saved_at", "summary", and "name" for a named save);
`GameSession.from_dict` ignores them. Nothing
here ever overwrites a save it could not read: an unreadable autosave is moved aside first.
Files are read through `userfiles` (bounded, regular files only) and every text field is
cleaned and capped where it is read. The autosave keeps earlier generations beside it.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import queue
import re
import shutil
import threading
import time
from pathlib import Path
from typing import Any

import attrs

from siege_desktop.app import textfit, userdirs, userfiles
from siege_desktop.app.session import SAVE_FORMAT, SAVE_VERSION, GameSession, SessionError
from siege_desktop.core.registry import find_game

log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave"
SAVES_FOLDER = "saves"
MAX_SAVE_BYTES = 16 * 1024 * 1024  # far above any real game; refuses to read a stray huge file
#: Earlier autosaves kept beside the newest ("autosave-1.json", ...): one bad write or a bug
#: in the newest never costs the game.
AUTOSAVE_GENERATIONS = 3
SEAT_NAME_MAX = 24  # the engine's limit for a seat name
MAX_ACTIONS = 50_000  # a 30-round game of 8 seats takes a few thousand
MAX_SEATS = 64  # far above the table's 8: the engine says what is wrong below that
NAME_MAX = 60  # a save's name as typed
LINE_MAX = 200  # the other lines the Load screen shows (date, summary)

write_text_atomic = userfiles.write_text_atomic


class SaveError(Exception):
    """A save that cannot be read or written; str() is a sentence for the player."""


class DamagedSave(SaveError):
    """A save file that is damaged (not a newer version, not a missing file): set it aside."""


class NewerSave(SaveError):
    """A save of a newer app: kept (the Load screen lists it, an update opens it)."""


class UnreadableSave(SaveError):
    """A save that is there but cannot be opened (permissions): not damage, left in place."""


def autosave_path() -> Path:
    return userdirs.data_dir() / f"{AUTOSAVE_NAME}.json"


def autosave_generation(n: int) -> Path:
    """The autosave `n` generations back (0 is the newest, `autosave.json` itself)."""
    return autosave_path() if n == 0 else userdirs.data_dir() / f"{AUTOSAVE_NAME}-{n}.json"


def autosave_paths() -> list[Path]:
    return [autosave_generation(n) for n in range(AUTOSAVE_GENERATIONS)]


#: What an autosave generation is kept at: one game (its id, seed and seats) at one round.
GenerationMark = tuple[str, int, tuple[str, ...], int]


def generation_mark(session: GameSession) -> GenerationMark:
    """The game and round a save holds: a new generation is kept when this changes, so the
    earlier autosaves are the ends of earlier rounds (or the game before), never a few
    seconds of play apart."""
    length = session.rules.length(session.state)
    step = length.rounds if length.rounds is not None else length.turns
    return (session.game, session.seed, tuple(s.name for s in session.seats), step)


def saves_dir() -> Path:
    return userdirs.data_dir() / SAVES_FOLDER


def summary_of(session: GameSession) -> str:
    """One line for the Load screen: seats, round and the scores (each seat's in the game's
    own words where it gives them, `GameSpec.extra["score_texts"]`, else `scores_now`)."""
    spec = find_game(session.game)
    state = session.state
    texts = spec.extra.get("score_texts")
    if texts is not None:
        shown: tuple[str, ...] = texts(state)
    elif spec.scores_now is not None:
        shown = tuple(str(n) for n in spec.scores_now(state))
    else:
        shown = ("",) * len(session.seats)
    scores = ", ".join(f"{s.name} {shown[i]}".strip() for i, s in enumerate(session.seats))
    rules = spec.rules
    rounds = rules.length(state).rounds or 0
    status = "finished" if rules.is_over(state) else f"round {max(1, rounds)}"
    return f"{len(session.seats)} seats · {status} · {scores}"


def encode(session: GameSession, name: str | None = None) -> str:
    """The text of a save file for `session` (cheap: no disk work)."""
    data: dict[str, Any] = session.to_dict()
    if name:
        data["name"] = name  # as typed; the file name is a safe slug of it
    data["saved_at"] = time.strftime("%Y-%m-%d %H:%M:%S")
    try:
        data["summary"] = summary_of(session)
    except Exception:  # a summary is a nicety; the save itself must not fail for it
        log.exception("cannot summarise a save")
    return json.dumps(data, indent=1) + "\n"


def _read_json(path: Path) -> dict[str, Any]:
    """The save's JSON object after the cheap checks (no replay); SaveError says what is wrong.

    DamagedSave for anything wrong with the file itself, a plain SaveError for a missing or
    unreadable file or a save of a newer app (both fine to keep where they are).
    """
    try:
        data = userfiles.read_json(path, MAX_SAVE_BYTES)
    except userfiles.DamagedFile as exc:
        raise DamagedSave(str(exc)) from None
    except FileNotFoundError:
        raise SaveError(f"{path.name} no longer exists") from None
    except OSError as exc:
        raise UnreadableSave(f"{path.name} cannot be read: {exc.strerror or exc}") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise DamagedSave(f"{path.name} is not a Siege Desktop save")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise DamagedSave(f"{path.name} has no valid save format version")
    actions, seats = data.get("actions"), data.get("seats")
    if (isinstance(actions, list) and len(actions) > MAX_ACTIONS) or (
        isinstance(seats, list) and len(seats) > MAX_SEATS
    ):
        # Bounded before any replay: a log of millions of actions would freeze the app.
        raise DamagedSave(f"{path.name} holds more than any game of Siege Desktop")
    if version > SAVE_VERSION:
        raise NewerSave(
            f"{path.name} was made by a newer Siege Desktop (save format {version}); "
            "update the app to open it"
        )
    return data


def _text_field(data: dict[str, Any], key: str, limit: int) -> str | None:
    value = data.get(key)
    return textfit.clean(value, limit) if isinstance(value, str) else None


def _bound_seats(data: dict[str, Any]) -> None:
    """Seat names cleaned and capped where they are read (the engine refuses longer ones)."""
    seats = data.get("seats")
    if isinstance(seats, list):
        for seat in seats:
            if isinstance(seat, dict) and isinstance(seat.get("name"), str):
                seat["name"] = textfit.clean(seat["name"], SEAT_NAME_MAX)


def read_save(path: Path) -> GameSession:
    """Load a save and replay it; SaveError (with a sentence for the player) if it cannot be."""
    data = _read_json(path)
    _bound_seats(data)
    try:
        return GameSession.from_dict(data)
    except SessionError as exc:
        raise SaveError(f"{path.name}: {exc}") from None
    except RecursionError:
        raise SaveError(f"{path.name} cannot be replayed (nested too deeply)") from None
    except Exception as exc:  # a replay that breaks in an unforeseen way is still a bad save
        log.exception("unexpected error replaying %s", path)
        raise SaveError(f"{path.name} cannot be replayed ({type(exc).__name__})") from None


def _move_aside(path: Path) -> Path | None:
    return userfiles.set_aside(path)


def _keep_newer(path: Path) -> Path | None:
    """Move a newer app's autosave among the named saves, where the Load screen lists it and
    keeps it: the autosave's place is needed, the game is not lost. None if it cannot be."""
    if userfiles.read_only_reason():
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder = saves_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        log.warning("cannot keep %s among the saves: %s", path, exc)
        return None
    kept = userfiles.move_to_new_name(
        path, lambda n: folder / f"{path.stem}-newer-app-{stamp}{f'-{n}' * (n > 1)}.json"
    )
    if kept is not None:
        log.warning("autosave %s of a newer app kept as %s", path, kept)
    return kept


def _clear_for_rotation(path: Path, moved: list[Path]) -> bool:
    """Look at an earlier generation before the rotation may move or drop it: True if its
    place may be used (nothing there, or a save of ours that reads), after setting a damaged
    one aside or keeping a newer app's among the saves (appended to `moved`). False for one
    that must stay where it is (it cannot be read, or it could not be moved)."""
    if not os.path.lexists(path):
        return True
    try:
        _read_json(path)
        return True
    except DamagedSave:
        where = _move_aside(path)
    except NewerSave:
        where = _keep_newer(path)
    except SaveError:  # unreadable, or gone since: only a file still there stays
        return not os.path.lexists(path)
    if where is None:
        return False
    moved.append(where)
    return True


def _rotate_generations(path: Path) -> list[Path]:
    """Shift the earlier autosaves one place back and keep the current one as generation 1;
    returns where generations it found damaged or of a newer app went.

    Every generation is looked at before it is moved or dropped: the oldest is dropped only
    as a save of ours that reads, and the shift stops short of one that cannot be read. Each
    step links (or copies) a generation to a temp name and renames that over the next one,
    atomically: a kill at any moment leaves every generation whole and in place (one may
    briefly equal its neighbour), and the newest autosave is never moved.
    """
    gens = [path.with_name(f"{path.stem}-{n}{path.suffix}") for n in range(AUTOSAVE_GENERATIONS)]
    gens[0] = path  # looked at by the Autosaver: a save of ours that reads
    moved: list[Path] = []
    end = len(gens)
    for n in range(1, len(gens)):
        if not _clear_for_rotation(gens[n], moved):
            end = n  # kept in place: the shift uses the places before it only
            break
    for n in range(end - 1, 0, -1):
        if not os.path.lexists(gens[n - 1]):
            continue
        tmp = gens[n].with_name(f".{gens[n].name}.gen{userfiles.TEMP_SUFFIX}")
        try:
            with contextlib.suppress(FileNotFoundError):
                tmp.unlink()
            try:
                if os.link in os.supports_follow_symlinks:  # a link moves as the link
                    os.link(gens[n - 1], tmp, follow_symlinks=False)
                else:
                    os.link(gens[n - 1], tmp)
            except OSError:  # no hard links on this file system
                shutil.copy2(gens[n - 1], tmp)
            os.replace(tmp, gens[n])
        finally:
            with contextlib.suppress(OSError):
                tmp.unlink()  # gone when the step worked; a failed step leaves nothing
    return moved


@attrs.define
class Autosaver:
    """Writes the autosave after every action, never over a file it could not read.

    The file's (mtime, size) after our own last write is remembered, so the existing file is
    only re-checked when something else changed it (another run, a crash, a hand edit).
    The file it replaces becomes generation 1 only when the game or its round changes
    (`generation_mark`): the earlier autosaves reach back a round each, whatever the pace.
    """

    path: Path | None = None
    _stamp: tuple[int, int] | None = None
    moved_aside: list[Path] = attrs.field(factory=list)
    #: A generation at every write (the tests of the rotation itself).
    each_write: bool = False
    _mark: GenerationMark | None = None  # the game and round in the file now, if known

    def target(self) -> Path:
        return self.path or autosave_path()

    def write(self, session: GameSession) -> Path | None:
        """Write the autosave; returns where an unreadable old autosave was moved, if it was."""
        return self.write_text(encode(session), generation_mark(session))

    def write_text(self, text: str, mark: GenerationMark | None = None) -> Path | None:
        """`write` for a save already encoded (by `encode`, on the thread that owns the game);
        `mark` is its `generation_mark` (None: keep a generation as for a new game)."""
        path = self.target()
        aside = None
        try:
            st = path.stat()
        except FileNotFoundError:
            st = None
        readable = st is not None
        if st is not None and (st.st_mtime_ns, st.st_size) != self._stamp:
            try:
                # Someone else wrote it (another run, a crash, a hand edit): the full check,
                # so a game that does not replay is kept aside, never overwritten.
                self._mark = generation_mark(read_save(path))
            except UnreadableSave as exc:  # not damage: it stays, and is not written over
                raise SaveError(f"{exc}; it was left as it is and not written over") from None
            except SaveError as exc:
                readable = False
                self._mark = None
                # A newer app's game goes among the saves (the Load screen keeps those).
                aside = _keep_newer(path) if isinstance(exc, NewerSave) else _move_aside(path)
                if aside is None and os.path.lexists(path):
                    raise SaveError(f"{path.name} could not be moved: not written over") from None
                if aside is not None:
                    self.moved_aside.append(aside)
        if readable and (self.each_write or mark is None or mark != self._mark):
            try:
                self.moved_aside.extend(_rotate_generations(path))
            except OSError as exc:  # the earlier autosaves are a nicety; the write is not
                log.warning("cannot keep an earlier autosave: %s", exc)
        write_text_atomic(path, text)
        self._mark = mark
        st = path.stat()
        self._stamp = (st.st_mtime_ns, st.st_size)
        return aside


class AutosaveWorker:
    """Writes the autosave on a thread of its own, so a slow disk never stalls a frame.

    An fsync'd write takes ~15 ms on this kind of machine, once per action. The game's thread
    encodes the save (well under a millisecond) and hands the text over; only the newest text
    waiting is written (an older one is superseded). Outcomes come back through `results()`
    for the game's thread to show: ("aside", path) or ("error", message).
    """

    def __init__(self, autosaver: Autosaver | None = None) -> None:
        self.autosaver = autosaver or Autosaver()
        self._cond = threading.Condition()
        self._pending: tuple[str, GenerationMark | None] | None = None
        self._busy = False
        self._closed = False
        self._thread: threading.Thread | None = None
        self._results: queue.SimpleQueue[tuple[str, str]] = queue.SimpleQueue()

    def submit(self, text: str, mark: GenerationMark | None = None) -> None:
        with self._cond:
            if self._closed:
                raise SaveError("the app is closing; the game was not autosaved")
            self._pending = (text, mark)
            if self._thread is None:
                # Started on first use; a daemon so a hung disk can never keep the app open.
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                while self._pending is None and not self._closed:
                    self._cond.wait()
                if self._pending is None:
                    return
                (text, mark), self._pending = self._pending, None
                self._busy = True
            try:
                before = len(self.autosaver.moved_aside)
                self.autosaver.write_text(text, mark)
                for aside in self.autosaver.moved_aside[before:]:
                    self._results.put(("aside", str(aside)))
            except Exception as exc:
                log.exception("autosave failed")
                reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
                self._results.put(("error", reason))
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until everything submitted is on disk; False if that took too long."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def close(self, timeout: float = 5.0) -> None:
        """Finish the last write and stop the thread."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join(timeout)

    def results(self) -> list[tuple[str, str]]:
        out = []
        while True:
            try:
                out.append(self._results.get_nowait())
            except queue.Empty:
                return out


def slug(name: str) -> str:
    """A file name for a save name: letters, digits, dashes; never empty."""
    s = re.sub(r"[^A-Za-z0-9_-]+", "-", name.strip()).strip("-")[:60]
    return s or "save"


def named_save_path(name: str) -> Path:
    return saves_dir() / f"{slug(name)}.json"


def write_named(session: GameSession, name: str, *, overwrite: bool = False) -> Path:
    """Write a named save; raises SaveError if the name is taken and overwrite is False."""
    path = named_save_path(name)
    if path.exists() and not overwrite:
        raise SaveError(f"a save named “{describe(path).name}” already exists")
    try:
        write_text_atomic(path, encode(session, name.strip()))
    except OSError as exc:
        raise SaveError(f"the game could not be saved: {exc.strerror or exc}") from None
    return path


@attrs.frozen
class SaveInfo:
    """One row of the Load screen."""

    path: Path
    name: str
    saved_at: str
    summary: str
    error: str | None  # why it cannot be loaded, from the cheap checks
    damaged: bool = False  # the file itself is damaged: the menus set it aside
    game: str = ""  # the name of the game saved ("" when unreadable)
    game_id: str = ""  # its id in the registry ("" when unreadable or unknown)


def _mtime(p: Path) -> float:
    try:
        return p.stat().st_mtime
    except OSError:  # deleted between the listing and the look
        return 0.0


def _autosave_label(path: Path) -> str | None:
    for n, p in enumerate(autosave_paths()):
        if path == p:
            return "Autosave" if n == 0 else f"Autosave, earlier ({n} back)"
    return None


def describe(path: Path, name: str | None = None) -> SaveInfo:
    """A save's row for the menus, from the cheap checks only (no replay)."""
    auto = _autosave_label(path)
    fallback = textfit.clean(name or auto or path.stem, NAME_MAX)
    mtime = time.strftime("%Y-%m-%d %H:%M", time.localtime(_mtime(path)))
    try:
        data = _read_json(path)
    except SaveError as exc:
        return SaveInfo(path, fallback, mtime, "", str(exc), isinstance(exc, DamagedSave))
    given = _text_field(data, "name", NAME_MAX)
    return SaveInfo(
        path,
        given if given and not auto else fallback,
        _text_field(data, "saved_at", LINE_MAX) or mtime,
        _text_field(data, "summary", LINE_MAX) or "",
        None,
        game=_game_name(data),
        game_id=_game_id(data),
    )


def _game_id(data: object) -> str:
    """The registered id of the game a save holds, or "" (a v1 save is Gifts)."""
    from siege_desktop.core.registry import DEFAULT_GAME, GAMES

    game = data.get("game", DEFAULT_GAME) if isinstance(data, dict) else DEFAULT_GAME
    return game if isinstance(game, str) and game in GAMES else ""


def _game_name(data: object) -> str:
    """The name of the game a save holds, without replaying it (a v1 save is Gifts)."""
    from siege_desktop.core.registry import DEFAULT_GAME, UnknownGameError

    game = data.get("game", DEFAULT_GAME) if isinstance(data, dict) else DEFAULT_GAME
    if not isinstance(game, str):
        return ""
    try:
        return find_game(game).name
    except UnknownGameError:
        return textfit.clean(game, 40)


def _present(p: Path) -> bool:
    # Anything but a folder: a FIFO or a device named like a save is listed, to be set aside.
    return os.path.lexists(p) and not p.is_dir()


def _listed(name: str) -> bool:
    return name.endswith(".json") and not name.startswith(".")  # (as a glob: no hidden files)


def list_saves(include_autosave: bool = True, include_named: bool = True) -> list[SaveInfo]:
    """The autosave and its earlier generations first, then named saves (newest first).

    OSError if the folder of named saves is there but cannot be read (never "no saves").
    """
    paths: list[Path] = []
    if include_autosave:
        paths.extend(p for p in autosave_paths() if _present(p))
    if include_named:
        try:
            with os.scandir(saves_dir()) as entries:
                named = [Path(e.path) for e in entries if _listed(e.name)]
        except (FileNotFoundError, NotADirectoryError):
            named = []
        named = [p for p in named if _present(p)]
        named.sort(key=_mtime, reverse=True)
        paths.extend(named)
    return [describe(p) for p in paths]


def set_aside_damaged(infos: list[SaveInfo]) -> tuple[list[SaveInfo], list[Path]]:
    """The rows still worth listing, after moving every damaged save aside (and where to)."""
    kept: list[SaveInfo] = []
    moved: list[Path] = []
    for info in infos:
        if not info.damaged:
            kept.append(info)
            continue
        aside = _move_aside(info.path)
        if aside is None:  # could not be moved (read-only copy): still listed, with why
            kept.append(info)
        else:
            moved.append(aside)
    return kept, moved


def delete_save(path: Path) -> None:
    """Delete a save file; raises SaveError if it cannot be."""
    if userfiles.read_only_reason():
        raise SaveError(f"{path.name} was not deleted: {userfiles.read_only_reason()}")
    try:
        path.unlink()
    except FileNotFoundError:
        return
    except OSError as exc:
        raise SaveError(f"{path.name} could not be deleted: {exc.strerror or exc}") from None
