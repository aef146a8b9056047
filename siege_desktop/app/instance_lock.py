"""One copy of the app per user folder: a lock file holding the owner's process id.

The lock is an operating-system lock on the open file (flock, or msvcrt on Windows), so it
dies with its process: a lock file left by a crash or a kill is stale by construction and the
next start simply takes it. The process id inside is only for the message to the player.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import sys
from pathlib import Path
from typing import IO

from siege_desktop.app import userfiles

log = logging.getLogger(__name__)

LOCK_FILE = "siege-desktop.lock"
# Windows locks a byte range: one byte far past the process id, so the id stays readable.
_WINDOWS_LOCK_OFFSET = 1 << 20


class InstanceLock:
    """The lock on one user folder; `acquire` once, `release` at exit (or let the OS do it)."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_FILE
        self._file: IO[str] | None = None
        #: Why the lock could not be taken at all (not another copy): said to the player.
        self.refused: str | None = None

    @property
    def held(self) -> bool:
        return self._file is not None

    def acquire(self) -> int | None:
        """Take the lock: None on success, else the process id of the copy holding it (0 if
        unknown). userfiles.NotAFile for a lock file that is a link or no regular file; another
        OSError (a folder that cannot be written, a full disk) is not swallowed here."""
        if self._file is not None:
            return None
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = userfiles.open_in_place(self.path, os.O_RDWR)
        f = os.fdopen(fd, "r+", encoding="ascii")  # kept open while held
        try:
            _lock(f)
        except OSError:
            f.close()
            return self.holder()
        try:
            f.seek(0)
            f.truncate()
            f.write(f"{os.getpid()}\n")
            f.flush()
        except OSError as exc:  # a full disk: the lock holds all the same, the id is a nicety
            log.warning("cannot write the process id into the lock: %s", exc)
        self._file = f
        return None

    def holder(self) -> int:
        """The process id written by the copy that holds the lock (0 if unreadable)."""
        try:
            raw = userfiles.read_bytes(self.path, 64)  # never through a FIFO or /dev/zero
            text = raw.decode("ascii", errors="replace")[:20]
            return int(text.split()[0]) if text.split() else 0
        except (OSError, ValueError, userfiles.DamagedFile):
            return 0

    def release(self) -> None:
        f, self._file = self._file, None
        if f is None:
            return
        with contextlib.suppress(OSError):
            f.seek(0)
            f.truncate()  # an empty file: no process id to mislead anyone
        with contextlib.suppress(OSError):
            _unlock(f)
        f.close()


if sys.platform == "win32":
    import msvcrt

    def _lock(f: IO[str]) -> None:
        f.seek(_WINDOWS_LOCK_OFFSET)
        msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1)

    def _unlock(f: IO[str]) -> None:
        f.seek(_WINDOWS_LOCK_OFFSET)
        msvcrt.locking(f.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(f: IO[str]) -> None:
        fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(f: IO[str]) -> None:
        fcntl.flock(f.fileno(), fcntl.LOCK_UN)


#: What the operating system's refusals mean for the player, by error number.
_REFUSALS = {
    errno.EACCES: "This user may not write in the saves folder",
    errno.EPERM: "This user may not write in the saves folder",
    errno.EROFS: "The saves folder is on a disk that cannot be written",
    errno.ENOSPC: "The disk that holds the saves folder is full",
    errno.ENOENT: "The saves folder cannot be made where it belongs",
    errno.ENOTDIR: "A file stands where the saves folder belongs",
}
_EDQUOT = getattr(errno, "EDQUOT", None)  # not on every system


def refusal_sentence(exc: OSError) -> str:
    """Why the lock could not be taken, in a player's words (no error number, no path)."""
    if isinstance(exc, userfiles.NotAFile):  # its own words already say what is there
        text = str(exc)
        return f"The saves folder's lock file is in the way: {text}"
    if _EDQUOT is not None and exc.errno == _EDQUOT:
        return "The disk quota of the saves folder is used up"
    return _REFUSALS.get(exc.errno or 0, "The saves folder refused its lock file")


def claim_user_folder() -> tuple[InstanceLock, int | None]:
    """Lock the user folder for this copy at start: (the lock, None) when this copy holds it,
    after clearing what killed writes left; (the lock, the holder's id) when another copy
    does, and every write of this copy is refused from then on. A lock that cannot be taken
    at all (a link, a folder or a FIFO named like it, a file this user may not open, a full
    disk) also makes the copy read-only: `lock.refused` says why, for the player."""
    from siege_desktop.app import saves, userdirs

    lock = InstanceLock(userdirs.data_dir())
    try:
        holder = lock.acquire()
    except OSError as exc:
        # Never read-write without the lock: a second copy would not know of this one. The
        # player reads a sentence; the log file keeps the system's own words and the path.
        why = refusal_sentence(exc)
        log.warning("cannot lock the user folder %s: %s: read-only", lock.path.parent, exc)
        lock.refused = why
        userfiles.set_read_only(f"the user folder cannot be locked ({why}); this copy is read-only")
        return lock, None
    if holder is None:
        userfiles.remove_temp_files(
            userdirs.data_dir(), saves.saves_dir(), userdirs.history_dir(), userdirs.config_dir()
        )
    else:
        log.warning("another copy (process %d) holds the user folder: read-only", holder)
        who = f" (process {holder})" if holder else ""
        userfiles.set_read_only(
            f"another copy of Siege Desktop{who} has this folder open; this copy is read-only"
        )
    return lock, holder
