"""Logging to a file (windowed builds have no console) and the message shown on a crash."""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from siege_desktop import __version__
from siege_desktop.app import theme, userdirs, userfiles
from siege_desktop.app.intents import Click, Intent, Key, Quit
from siege_desktop.app.scene import Scene

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

LOG_FILE = "siege-desktop.log"
HANDLER_NAME = "siege-desktop-file"


class LogFile(logging.handlers.RotatingFileHandler):
    """The rotating log, opened so that it never appends through a link or a hard link and
    never waits on a FIFO: anything but a file of its own at its name is set aside first.
    `notes` says so, for the player."""

    def __init__(self, path: Path) -> None:
        self.notes: list[str] = []
        super().__init__(path, maxBytes=1_000_000, backupCount=2, encoding="utf-8")

    def _open(self) -> Any:
        path = Path(self.baseFilename)
        flags = os.O_WRONLY | os.O_APPEND
        try:
            fd = userfiles.open_in_place(path, flags)
        except userfiles.NotAFile as exc:
            aside = userfiles.set_aside(path)  # the name only: a link's target is untouched
            if aside is None:
                raise
            self.notes.append(f"The log file could not be used ({exc}); set aside as {aside.name}")
            fd = userfiles.open_in_place(path, flags | os.O_EXCL)
        return os.fdopen(fd, "a", encoding=self.encoding, errors=self.errors)


def logging_notes() -> list[str]:
    """What setting up the log set aside or could not do, for the player (once)."""
    for handler in logging.getLogger().handlers:
        if handler.get_name() == HANDLER_NAME:
            notes: list[str] = list(getattr(handler, "notes", []))
            getattr(handler, "notes", []).clear()
            return notes
    return []


def setup_logging(verbose: bool = False) -> Path | None:
    """Log to a rotating file in the per-user log folder; returns its path (None if impossible)."""
    root = logging.getLogger()
    root.setLevel(logging.DEBUG if verbose else logging.INFO)
    for old in list(root.handlers):
        if old.get_name() == HANDLER_NAME:
            root.removeHandler(old)
            old.close()
    path: Path | None = userdirs.log_dir() / LOG_FILE
    handler: logging.Handler
    notes = []
    try:
        assert path is not None
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = LogFile(path)
    except OSError as exc:
        if sys.stderr is not None:
            print(f"siege-desktop: cannot write the log file: {exc}", file=sys.stderr)
        notes.append(f"The log file cannot be written ({exc}); this run keeps no log.")
        handler = logging.StreamHandler(sys.stderr) if sys.stderr else logging.NullHandler()
        setattr(handler, "notes", notes)  # noqa: B010 (read back by logging_notes)
        path = None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.set_name(HANDLER_NAME)  # so a second setup (tests) replaces it, not doubles it
    root.addHandler(handler)
    logging.getLogger(__name__).info("Siege Desktop %s starting", __version__)
    return path


def crash_text(exc: BaseException, log_path: Path | None) -> str:
    """What the player reads after an unexpected error."""
    where = f"The details are in the log file:\n{log_path}" if log_path else "No log file."
    return (
        "Siege Desktop met an unexpected error and must stop.\n\n"
        f"{type(exc).__name__}: {exc}\n\n{where}\n\n"
        "If you were playing, the game was autosaved after its last action: "
        "Continue on the title screen resumes it."
    )


def report_to_stderr(exc: BaseException, log_path: Path | None) -> None:
    """The crash message on stderr, where there is one (a windowed build has none)."""
    if sys.stderr is None:
        return
    print(crash_text(exc, log_path), file=sys.stderr)
    traceback.print_exception(exc, file=sys.stderr)


class CrashScene(Scene):
    """The last screen after an unexpected error: what happened and where the log is."""

    def __init__(self, app: App, text: str) -> None:
        super().__init__(app)
        self.text = text

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Quit | Click) or (
            isinstance(intent, Key) and intent.key in (pygame.K_ESCAPE, pygame.K_RETURN)
        ):
            self.app.quit()
        return True

    def draw(self, surface: pygame.Surface) -> None:

        app = self.app
        # Nothing of the scene that failed may shape this screen: a clip it left set (a list
        # that broke mid-draw) would cut the message and the log path off.
        surface.set_clip(None)
        surface.fill(theme.FELT_DARK)
        y = app.px(80)
        width = surface.get_width() - app.px(160)
        title = app.art.text("Something went wrong", app.px(34), theme.GOLD, bold=True)
        surface.blit(title, (app.px(80), y))
        y += title.get_height() + app.px(24)
        for line in app.art.wrap(self.text, app.px(18), width):
            label = app.art.text(line, app.px(18), theme.PAPER)
            surface.blit(label, (app.px(80), y))
            y += label.get_height() + app.px(4)
        hint = app.art.text("Click or press Esc to close.", app.px(16), theme.MUTED)
        surface.blit(hint, (app.px(80), y + app.px(24)))


def show_crash(app: App, exc: BaseException, log_path: Path | None) -> None:
    """Show the crash screen until closed; falls back to stderr if pygame cannot draw."""
    text = crash_text(exc, log_path)
    try:
        app.running = True
        while app.scenes:  # leave what can be left; a scene that fails again is dropped
            try:
                app.scenes.pop().leave()
            except Exception:
                logging.getLogger(__name__).exception("error leaving a scene after a crash")
        app.toasts.clear()  # messages of the screen that failed would cover this one
        app.window.set_clip(None)
        app.push(CrashScene(app, text))
        app.run()
    except Exception:
        logging.getLogger(__name__).exception("cannot show the crash screen")
        report_to_stderr(exc, log_path)
