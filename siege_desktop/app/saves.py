"""Saved games on disk: the autosave and named saves, written atomically, read with care.

A save is the JSON of `GameSession.to_dict()` plus keys the Load screen lists without
replaying the game ("saved_at", "summary", and "name" for a named save);
`GameSession.from_dict` ignores them. Nothing
here ever overwrites a save it could not read: an unreadable autosave is moved aside first.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import queue
import re
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import attrs

from siege_desktop import engine
from siege_desktop.app import userdirs
from siege_desktop.app.session import SAVE_FORMAT, SAVE_VERSION, GameSession, SessionError

log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave"
SAVES_FOLDER = "saves"
MAX_SAVE_BYTES = 16 * 1024 * 1024  # far above any real game; refuses to read a stray huge file


class SaveError(Exception):
    """A save that cannot be read or written; str() is a sentence for the player."""


def write_text_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` so that a crash leaves either the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    # Same folder as the target: os.replace is only atomic within one file system.
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    # Persist the rename itself where a folder can be opened (not on Windows).
    with contextlib.suppress(OSError, AttributeError):
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def autosave_path() -> Path:
    return userdirs.data_dir() / f"{AUTOSAVE_NAME}.json"


def saves_dir() -> Path:
    return userdirs.data_dir() / SAVES_FOLDER


def summary_of(session: GameSession) -> str:
    """One line for the Load screen: seats, round and the scores."""
    state = session.state
    st = engine.standings(state)
    scores = ", ".join(f"{s.name} {st.scores[i]}" for i, s in enumerate(session.seats))
    status = "finished" if engine.outcome(state) is not None else f"round {max(1, state.round)}"
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
    """The save's JSON object after the cheap checks (no replay); SaveError says what is wrong."""
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(f"{path.name} is too large to be a Siege Desktop save")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"{path.name} no longer exists") from None
    except OSError as exc:
        raise SaveError(f"{path.name} cannot be read: {exc.strerror or exc}") from None
    if not raw.strip():
        raise SaveError(f"{path.name} is empty (the save was cut short)")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(f"{path.name} is not a Siege Desktop save (not text)") from None
    except json.JSONDecodeError as exc:
        # Cut short: the parser ran off the end, or a string opened and never closed.
        if exc.pos >= len(raw.rstrip()) - 1 or exc.msg.startswith("Unterminated string"):
            raise SaveError(f"{path.name} is truncated (the save was cut short)") from None
        raise SaveError(f"{path.name} is damaged (invalid JSON at line {exc.lineno})") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{path.name} is not a Siege Desktop save")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > SAVE_VERSION:
        raise SaveError(
            f"{path.name} was made by a newer Siege Desktop (save format {version}); "
            "update the app to open it"
        )
    return data


def read_save(path: Path) -> GameSession:
    """Load a save and replay it; SaveError (with a sentence for the player) if it cannot be."""
    data = _read_json(path)
    try:
        return GameSession.from_dict(data)
    except SessionError as exc:
        raise SaveError(f"{path.name}: {exc}") from None
    except Exception as exc:  # a replay that breaks in an unforeseen way is still a bad save
        log.exception("unexpected error replaying %s", path)
        raise SaveError(f"{path.name} cannot be replayed ({type(exc).__name__})") from None


def _move_aside(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}.corrupt-{stamp}{path.suffix}")
    n = 1
    while aside.exists():
        n += 1
        aside = path.with_name(f"{path.stem}.corrupt-{stamp}-{n}{path.suffix}")
    path.replace(aside)
    log.warning("moved unreadable save %s aside to %s", path, aside)
    return aside


@attrs.define
class Autosaver:
    """Writes the autosave after every action, never over a file it could not read.

    The file's (mtime, size) after our own last write is remembered, so the existing file is
    only re-checked when something else changed it (another run, a crash, a hand edit).
    """

    path: Path | None = None
    _stamp: tuple[int, int] | None = None
    moved_aside: list[Path] = attrs.field(factory=list)

    def target(self) -> Path:
        return self.path or autosave_path()

    def write(self, session: GameSession) -> Path | None:
        """Write the autosave; returns where an unreadable old autosave was moved, if it was."""
        return self.write_text(encode(session))

    def write_text(self, text: str) -> Path | None:
        """`write` for a save already encoded (by `encode`, on the thread that owns the game)."""
        path = self.target()
        aside = None
        try:
            st = path.stat()
        except FileNotFoundError:
            st = None
        if st is not None and (st.st_mtime_ns, st.st_size) != self._stamp:
            try:
                _read_json(path)
                if self._stamp is None:
                    read_save(path)  # first write of this run: the full check, once
            except SaveError:
                aside = _move_aside(path)
                self.moved_aside.append(aside)
        write_text_atomic(path, text)
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
        self._pending: str | None = None
        self._busy = False
        self._closed = False
        self._thread: threading.Thread | None = None
        self._results: queue.SimpleQueue[tuple[str, str]] = queue.SimpleQueue()

    def submit(self, text: str) -> None:
        with self._cond:
            if self._closed:
                raise SaveError("the app is closing; the game was not autosaved")
            self._pending = text
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
                text, self._pending = self._pending, None
                self._busy = True
            try:
                aside = self.autosaver.write_text(text)
                if aside is not None:
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


def _mtime(p: Path) -> float:
    try:
        return p.stat().st_mtime
    except OSError:  # deleted between the listing and the look
        return 0.0


def describe(path: Path, name: str | None = None) -> SaveInfo:
    """A save's row for the menus, from the cheap checks only (no replay)."""
    auto = path == autosave_path()
    fallback = name or ("Autosave" if auto else path.stem)
    mtime = time.strftime("%Y-%m-%d %H:%M", time.localtime(_mtime(path)))
    try:
        data = _read_json(path)
    except SaveError as exc:
        return SaveInfo(path, fallback, mtime, "", str(exc))
    summary = data.get("summary")
    saved_at = data.get("saved_at")
    given = data.get("name")
    return SaveInfo(
        path,
        given if isinstance(given, str) and given and not auto else fallback,
        saved_at if isinstance(saved_at, str) else mtime,
        summary if isinstance(summary, str) else "",
        None,
    )


def list_saves(include_autosave: bool = True) -> list[SaveInfo]:
    """Named saves (newest first), and the autosave first if it exists."""
    paths: list[Path] = []
    folder = saves_dir()
    if folder.is_dir():
        named = [p for p in folder.glob("*.json") if p.is_file()]
        named.sort(key=_mtime, reverse=True)
        paths.extend(named)
    auto = autosave_path()
    if include_autosave and auto.is_file():
        paths.insert(0, auto)
    return [describe(p) for p in paths]


def delete_save(path: Path) -> None:
    """Delete a save file; raises SaveError if it cannot be."""
    try:
        path.unlink()
    except FileNotFoundError:
        return
    except OSError as exc:
        raise SaveError(f"{path.name} could not be deleted: {exc.strerror or exc}") from None
