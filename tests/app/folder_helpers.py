"""Files that cannot be read, for the tests of the user folder: tests run as root here, and
chmod 000 does not stop root, so the refusal is made where the app opens and lists files."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest


class Unreadable:
    """Paths that open (os.open) and list (os.scandir) as if this user had no permission."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.paths: set[str] = set()
        real_open, real_scandir = os.open, os.scandir

        def open_(path: object, flags: int, mode: int = 0o777, **kw: object) -> int:
            if str(path) in self.paths:
                raise PermissionError(errno.EACCES, "Permission denied", str(path))
            return real_open(path, flags, mode, **kw)  # type: ignore[arg-type]

        def scandir(path: object = ".") -> object:
            if str(path) in self.paths:
                raise PermissionError(errno.EACCES, "Permission denied", str(path))
            return real_scandir(path)  # type: ignore[call-overload]

        monkeypatch.setattr(os, "open", open_)
        monkeypatch.setattr(os, "scandir", scandir)

    def add(self, path: Path) -> Path:
        self.paths.add(str(path))
        return path
