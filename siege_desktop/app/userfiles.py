"""The one way the app reads and writes files in the per-user folders: bounded, safe, atomic.

Every file the app reads (saves, the autosave, settings, the last new-game setup) comes
through `read_json`: a size limit before reading, regular files only (a FIFO would block, a
link to /dev/zero would never end), and any decode, parse or shape problem becomes one
`DamagedFile`. A damaged file is `set_aside` under a name no earlier copy has, never deleted
and never overwritten. Every write goes through `write_text_atomic`, which a copy of the app
opened read-only (another copy holds the folder) refuses.
"""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import math
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

TEMP_SUFFIX = ".tmp"
ASIDE_MARK = ".damaged-"
# A temp file of write_text_atomic: ".<target name>.<random>.tmp".
_TEMP_NAME = re.compile(r"^\..+\.[A-Za-z0-9_]+\.tmp$")

_read_only_reason: str | None = None


class DamagedFile(Exception):
    """A file that is there but cannot be used; str() is a sentence for the player."""


class NotAFile(OSError):
    """A link, a hard link, a folder, a FIFO or a device where a file of ours belongs."""


class ReadOnlyError(PermissionError):
    """A write refused because this copy of the app opened the folder read-only."""


def set_read_only(reason: str | None) -> None:
    """Refuse every write from now on (another copy holds the folder), or allow them again."""
    global _read_only_reason
    _read_only_reason = reason


def read_only_reason() -> str | None:
    return _read_only_reason


def _check_writable() -> None:
    if _read_only_reason is not None:
        raise ReadOnlyError(_read_only_reason)


def read_bytes(path: Path, max_bytes: int) -> bytes:
    """The file's bytes; DamagedFile if it cannot be a file of ours.

    FileNotFoundError if there is no file; another OSError for a file that exists but cannot
    be opened (permissions): that is not damage, and the file must stay where it is.
    """
    st = os.stat(path)
    if not stat.S_ISREG(st.st_mode):
        raise DamagedFile(f"{path.name} is not a regular file")
    # O_NONBLOCK: if the path was swapped for a FIFO since the stat, opening must not wait.
    # Opened before any other judgement: a file this user may not open is never called
    # damaged (whatever its size), only unreadable.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    with os.fdopen(fd, "rb") as f:
        st = os.fstat(f.fileno())
        if not stat.S_ISREG(st.st_mode):
            raise DamagedFile(f"{path.name} is not a regular file")
        if st.st_size > max_bytes:
            raise DamagedFile(f"{path.name} is too large ({st.st_size:,} bytes)")
        data = f.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise DamagedFile(f"{path.name} is too large")
    return data


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"number out of range: {text[:20]}")
    return value


def _no_constant(text: str) -> Any:
    raise ValueError(f"{text} is not a number a file of ours holds")


def parse_json(raw: bytes, name: str) -> Any:
    """JSON from bytes; every kind of bad content (including a nesting too deep for the parser
    or a number of thousands of digits) is a DamagedFile."""
    if not raw.strip():
        raise DamagedFile(f"{name} is empty (it was cut short)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise DamagedFile(f"{name} is not text") from None
    try:
        return json.loads(text, parse_float=_finite, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        # Cut short: the parser ran off the end, or a string opened and never closed.
        if exc.pos >= len(text.rstrip()) - 1 or exc.msg.startswith("Unterminated string"):
            raise DamagedFile(f"{name} is truncated (it was cut short)") from None
        raise DamagedFile(f"{name} is damaged (invalid JSON at line {exc.lineno})") from None
    except RecursionError:
        raise DamagedFile(f"{name} is damaged (nested too deeply)") from None
    except ValueError as exc:  # a huge integer, an infinite float, NaN
        raise DamagedFile(f"{name} is damaged ({str(exc)[:80]})") from None


def read_json(path: Path, max_bytes: int) -> Any:
    """The parsed JSON of `path`; DamagedFile, or OSError (FileNotFoundError if none)."""
    return parse_json(read_bytes(path, max_bytes), path.name)


def set_aside(path: Path) -> Path | None:
    """Move a damaged file to "<name>.damaged-<time>[-n]" beside it; never over an earlier copy.

    The new name does not end in .json, so no listing of saves picks it up again. None if the
    file could not be moved (gone, or this copy is read-only); the caller goes on regardless.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = move_to_new_name(
        path, lambda n: path.with_name(f"{path.name}{ASIDE_MARK}{stamp}" + f"-{n}" * (n > 1))
    )
    if aside is not None:
        log.warning("damaged file %s set aside as %s", path, aside.name)
    return aside


def move_to_new_name(path: Path, name: Callable[[int], Path]) -> Path | None:
    """Move `path` to the first of name(1), name(2)... that no file has; never over one.

    A link is moved as the link (its target untouched). None if the file could not be moved
    (gone, or this copy is read-only).
    """
    if _read_only_reason is not None:
        return None
    for n in range(1, 1000):
        aside = name(n)
        try:
            # A hard link fails if the name is taken (no race can overwrite a copy); the
            # original is removed only once the copy is in place.
            if os.link in os.supports_follow_symlinks:  # a symlink is kept as the link
                os.link(path, aside, follow_symlinks=False)
            else:
                os.link(path, aside)
        except FileExistsError:
            continue
        except OSError:  # no hard links here (some file systems), or a folder: a rename
            if not os.path.lexists(path):
                return None  # gone meanwhile
        else:
            try:
                os.unlink(path)
            except OSError as exc:
                log.warning("moved %s but cannot remove it: %s", path, exc)
            return aside
        if os.path.lexists(aside):
            continue
        try:
            os.rename(path, aside)
        except OSError as exc:
            log.warning("cannot move %s: %s", path, exc)
            return None
        return aside
    return None


def _why_not_ours(path: Path, st: os.stat_result) -> str | None:
    """Why the file open under `path` (`st` from its fstat) must not be written in place."""
    if not stat.S_ISREG(st.st_mode):
        return f"{path.name} is not a regular file"
    if st.st_nlink != 1:  # writing it would write into another file's contents too
        return f"{path.name} is a hard link to another file"
    try:
        now = os.lstat(path)
    except OSError as exc:
        return f"{path.name} cannot be looked at: {exc.strerror or exc}"
    # Windows has no O_NOFOLLOW: a symlink is caught here, and so is a name swapped since.
    if stat.S_ISLNK(now.st_mode) or (now.st_dev, now.st_ino) != (st.st_dev, st.st_ino):
        return f"{path.name} is a link"
    return None


def open_in_place(path: Path, flags: int) -> int:
    """A file descriptor of `path` for a file the app writes in place (the lock, the log):
    created if missing, never opened through a link, never written through a hard link and
    never left waiting on a FIFO. NotAFile says what is there instead; another OSError is a
    folder or disk that refuses."""
    with contextlib.suppress(FileNotFoundError):
        if stat.S_ISLNK(os.lstat(path).st_mode):  # on every OS, before any open
            raise NotAFile(f"{path.name} is a link")
    flags |= os.O_CREAT | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    flags |= getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags, 0o644)
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.EMLINK):  # O_NOFOLLOW met a link
            raise NotAFile(f"{path.name} is a link") from None
        if exc.errno in (errno.EISDIR, errno.ENXIO):  # a folder; a FIFO that no one reads
            raise NotAFile(f"{path.name} is not a regular file") from None
        raise
    try:
        why = _why_not_ours(path, os.fstat(fd))
        if why is not None:
            raise NotAFile(why)
        if getattr(os, "O_NONBLOCK", 0):  # (none on Windows, and nothing to undo there)
            os.set_blocking(fd, True)  # a regular file: writes may wait for the disk again
    except BaseException:
        os.close(fd)
        raise
    return fd


def write_text_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` so that a crash leaves either the old file or the new one."""
    _check_writable()
    path.parent.mkdir(parents=True, exist_ok=True)
    # Same folder as the target: os.replace is only atomic within one file system.
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
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


def remove_temp_files(*folders: Path) -> int:
    """Delete the temp files killed writes left behind; returns how many went.

    Only called by the copy that holds the folder's lock: no other copy can be mid-write.
    """
    if _read_only_reason is not None:
        return 0
    removed = 0
    for folder in folders:
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for name in names:
            if not _TEMP_NAME.match(name):
                continue
            target = folder / name
            try:
                if stat.S_ISREG(os.lstat(target).st_mode):
                    os.unlink(target)
                    removed += 1
            except OSError as exc:
                log.warning("cannot remove the leftover %s: %s", target, exc)
    if removed:
        log.info("removed %d leftover temp file(s) of killed writes", removed)
    return removed
