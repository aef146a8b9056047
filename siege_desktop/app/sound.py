"""Sound effects: loaded once, played on the table's events; silent headless or with no device."""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import tempfile
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from siege_desktop.resources import asset_path

if TYPE_CHECKING:
    from siege_desktop.app.settings import Settings

log = logging.getLogger(__name__)

#: Every sound the game has, as assets/sounds/<name>.wav (made by assets/src/make_sounds.py).
SOUNDS = (
    *("draw", "land", "tap", "claim", "steal", "wrap", "seal", "build", "turn", "end", "click"),
    *("bounce", "out", "lose"),  # Cursed Gifts: a Comeback, an elimination, a rival's win
    "dice",  # Siege: an attack's dice
)

Planner = Callable[[Sequence[Any], Iterable[int]], list[tuple[float, str]]]
"""A game's sounds for the events of one action: (delay in seconds, sound) in playing order,
for a table whose human seats are given. Each game's table passes its own to
`Sounds.on_events` (`games/<game>/ui/sounds.py`); the app knows no game's events."""

FOLLOW = 0.4  # seconds from an action's sound to "your turn" or the game's end
BUSY_GAP = 0.15  # actions closer than this (skipping ahead) drop their sounds, not pile up
ALWAYS = ("turn", "end", "lose")  # never dropped: a player must not miss them


def cue_plan(
    events: Sequence[Any],
    humans: Iterable[int],
    winners: Iterable[int],
    cues: Mapping[str, str | None],
    priority: Sequence[str],
) -> list[tuple[float, str]]:
    """(delay in seconds, sound) for the events of one action, from a game's table of cues
    (event kind -> sound, None: silent) and the order in which an action's sounds outrank
    each other: the action sounds once, by its most telling event; then "turn" (for a human
    seat only) or the game's "end" ("lose" when no human is among the winners) follows.
    Cursed Gifts and Siege plan through it; Gifts Under Siege keeps a planner of its own."""
    seats = set(humans)
    names: list[str] = []
    for e in events:
        cue = cues.get(e.kind)
        if cue is None or (cue == "turn" and e.seat not in seats):
            continue
        names.append(cue)
    out: list[tuple[float, str]] = []
    actions = [n for n in names if n in priority]
    follow = 0.0
    if actions:
        out.append((0.0, min(actions, key=priority.index)))
        follow = FOLLOW
    if "end" in names:
        won = not seats or bool(seats & set(winners))
        out.append((follow, "end" if won else "lose"))
    elif "turn" in names:
        out.append((follow, "turn"))
    return out


class Cues:
    """A game's sounds as a table of cues (event kind -> sound, None: silent) and the order in
    which an action's sounds outrank each other, planned by `cue_plan`.

    Shared because Cursed Gifts' and Siege's sounds were the same two functions around their
    tables; a game makes one (`SOUNDS = Cues(CUES, PRIORITY)`) and hands its `plan`, or the
    `planner` for a finished game's winners, to the table. Gifts Under Siege, whose taps
    lead the action they paid for, keeps a planner of its own."""

    def __init__(self, cues: Mapping[str, str | None], priority: Sequence[str]) -> None:
        self.cues = cues
        self.priority = priority

    def plan(
        self, events: Sequence[Any], humans: Iterable[int], winners: Iterable[int] = ()
    ) -> list[tuple[float, str]]:
        """(delay in seconds, sound) for the events of one action."""
        return cue_plan(events, humans, winners, self.cues, self.priority)

    def planner(self, winners: Iterable[int] = ()) -> Planner:
        """The planner for a table where `winners` won (empty while the game goes on)."""
        won = tuple(winners)

        def for_events(events: Sequence[Any], humans: Iterable[int]) -> list[tuple[float, str]]:
            return self.plan(events, humans, won)

        return for_events


class SoundUnavailable(Exception):
    """The sound device or a sound file could not be opened."""


class Mixer(Protocol):
    """What the game asks of an audio backend (pygame.mixer, or a fake in tests)."""

    def start(self) -> None:
        """Open the device; raises SoundUnavailable."""

    def load(self, path: Path) -> object:
        """A playable sound from a file; raises SoundUnavailable."""

    def play(self, sound: object, volume: float) -> None:
        """Play at `volume` (0..1) on a free channel."""

    def set_volume(self, volume: float) -> None:
        """Change the volume of what is playing now."""

    def stop(self) -> None:
        """Stop everything playing."""


def wanted(headless: bool) -> bool:
    """Whether to open a sound device at all: not without a window (tests, headless runs)."""
    return not headless and os.environ.get("SDL_VIDEODRIVER", "").lower() != "dummy"


class Sounds:
    """The app's sound effects: `start` once, then `on_events` per action and `update` per frame.

    Any failure (no device, a damaged file) leaves the game running, silent or without that
    one sound; `why_silent` says why for the Settings screen.
    """

    def __init__(self, settings: Settings, mixer: Mixer | None = None, *, enabled: bool) -> None:
        self.settings = settings
        self.mixer = mixer
        self.enabled = enabled
        self.loaded: dict[str, object] = {}
        self.now = 0.0
        self.pending: list[tuple[float, str]] = []  # (time to play, sound)
        self.last_action_at = -BUSY_GAP
        self.why_silent = "Sound is off when the game runs without a window"
        self.started = False

    @property
    def available(self) -> bool:
        return self.started and bool(self.loaded)

    @property
    def busy(self) -> bool:
        """A sound is still to come: a frame loop that sleeps when idle must keep ticking."""
        return bool(self.pending)

    def start(self) -> None:
        """Open the device and load every sound, once; never raises."""
        if self.started or not self.enabled:
            return
        mixer = self.mixer if self.mixer is not None else PygameMixer()
        try:
            mixer.start()
        except SoundUnavailable as exc:
            log.info("no sound device, the game is silent: %s", exc)
            self.why_silent = "No sound device was found: the game is silent"
            return
        self.mixer = mixer
        self.started = True
        for name in SOUNDS:
            try:
                self.loaded[name] = mixer.load(asset_path("sounds", f"{name}.wav"))
            except (SoundUnavailable, OSError) as exc:
                log.warning("sound %s not loaded: %s", name, exc)
        if not self.loaded:
            self.why_silent = "The game's sound files could not be read"

    @property
    def gain(self) -> float:
        """What the mixer is told: the volume setting, or nothing when muted."""
        return 0.0 if self.settings.muted else self.settings.volume

    def play(self, name: str) -> None:
        sound = self.loaded.get(name)
        if sound is None or self.mixer is None or self.gain <= 0.0:
            return
        self.mixer.play(sound, self.gain)

    def on_events(self, events: Sequence[Any], humans: Iterable[int], planner: Planner) -> None:
        """Sound the events of one action now, and schedule what follows them (`planner`:
        the game's sounds for its events)."""
        if not self.available or self.gain <= 0.0:
            return
        steps = planner(events, humans)
        busy = self.now - self.last_action_at < BUSY_GAP
        if any(name not in ALWAYS for _, name in steps):
            if busy:
                steps = [(at, name) for at, name in steps if name in ALWAYS]
            else:
                self.last_action_at = self.now
        for at, name in steps:
            if at <= 0.0:
                self.play(name)
            else:
                self.pending.append((self.now + at, name))

    def update(self, dt: float) -> None:
        """Advance the clock and play what is due."""
        self.now += dt
        if not self.pending:
            return
        due = [name for at, name in self.pending if at <= self.now]
        self.pending = [(at, name) for at, name in self.pending if at > self.now]
        for name in due:
            self.play(name)

    def apply_volume(self) -> None:
        """Follow the volume and mute settings, also for sounds already playing."""
        if not self.available or self.mixer is None:
            return
        if self.gain <= 0.0:
            self.pending.clear()
            self.mixer.stop()
        else:
            self.mixer.set_volume(self.gain)

    def set_muted(self, muted: bool) -> None:
        self.settings.muted = muted
        self.apply_volume()
        if not muted:
            self.play("click")  # the sound is back: say so at the volume it will have

    def toggle_mute(self) -> bool:
        """Mute or unmute; the new `muted` value."""
        self.set_muted(not self.settings.muted)
        return self.settings.muted


@contextlib.contextmanager
def stderr_to_log() -> Iterator[None]:
    """What C libraries print on stderr meanwhile goes to the log file, not the terminal.

    Opening the sound device where there is none makes ALSA print its failed look-ups
    (16 lines) straight to file descriptor 2; the log keeps them, and the terminal stays clean.
    """
    if sys.stderr is not None:
        sys.stderr.flush()  # Python's own pending text goes out before the switch
    try:
        saved = os.dup(2)
    except OSError:  # no stderr at all (a windowed build): nothing can reach a terminal
        yield
        return
    try:
        with tempfile.TemporaryFile() as sink:
            os.dup2(sink.fileno(), 2)
            try:
                yield
            finally:
                os.dup2(saved, 2)
                sink.seek(0)
                for line in sink.read().decode("utf-8", "replace").splitlines():
                    if line.strip():
                        log.info("sound device: %s", line.strip())
    finally:
        os.close(saved)


class PygameMixer:
    """The real backend: pygame.mixer, opened once with the system's own audio driver."""

    def start(self) -> None:
        try:
            with stderr_to_log():
                # A short buffer: a sound starts with its animation, not a tenth of a second later.
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
        except pygame.error as exc:
            raise SoundUnavailable(str(exc)) from exc
        pygame.mixer.set_num_channels(8)

    def load(self, path: Path) -> object:
        try:
            return pygame.mixer.Sound(str(path))
        except (pygame.error, FileNotFoundError) as exc:
            raise SoundUnavailable(f"{path.name}: {exc}") from exc

    def play(self, sound: object, volume: float) -> None:
        assert isinstance(sound, pygame.mixer.Sound)
        channel = pygame.mixer.find_channel(True)
        if channel is not None:
            channel.set_volume(volume)
            channel.play(sound)

    def set_volume(self, volume: float) -> None:
        for i in range(pygame.mixer.get_num_channels()):
            pygame.mixer.Channel(i).set_volume(volume)

    def stop(self) -> None:
        pygame.mixer.stop()
