"""The shared table frame: one base scene for every game's table.

It holds what no game owns: the session and its human seats; who holds the screen and the
pass-and-play handoff, keyed on `to_act` (the seat deciding now, which may be out of turn);
CPU seats thinking in the app's worker process (`cpu.py`), shown at a followable pace
with Pause, Next move and Skip ahead; autosave after every move; undo (`undo.py`); the log
of the protocol's events; the game over's timing and panel; where toasts go. The game's part is its
`TableUI` (`tableui.py`) and its subclass's input and drawing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from siege_desktop.app.scene import Scene
from siege_desktop.app.session import GameSession
from siege_desktop.app.table import pace
from siege_desktop.app.table.cpu import CpuSeats
from siege_desktop.app.table.gameover import GameOverScene
from siege_desktop.app.table.handoff import HandoffScene
from siege_desktop.app.table.help import FRAME_ROWS, HelpScene
from siege_desktop.app.table.log import LogPanel
from siege_desktop.app.table.tableui import TableUI, table_ui
from siege_desktop.app.table.undo import UndoTrail
from siege_desktop.core.protocol import GameEvent
from siege_desktop.core.registry import find_game

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

GAME_OVER_DELAY = 1.0  # seconds the final table shows before the results, at speed 1.0


class FrameScene(Scene):
    """A game's table: subclasses draw it and turn input into actions through `record`."""

    opaque = True
    passes_input = False

    def __init__(self, app: App, session: GameSession, ui: TableUI | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.spec = find_game(session.game)
        self.rules = self.spec.rules
        self.ui: TableUI = ui if ui is not None else table_ui(session.game)
        kinds = tuple(s.kind for s in session.seats)
        self.humans = tuple(i for i, seat in enumerate(session.seats) if seat.is_human)
        #: The human holding the screen (pass-and-play: None until the first handoff).
        self.last_human: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.cpu = CpuSeats(session.seed, kinds, self.spec)
        self.generation = 0  # bumped when the session is rebuilt (undo), to drop stale CPU work
        self.undo_trail = UndoTrail(self.ui)
        self.log = LogPanel()
        self.handoff_open = False
        self.wait = 0.0  # seconds before the next CPU move may show
        self.skip_cpu = False  # Skip ahead (Tab): CPU moves without waiting
        self.paused = False  # Pause (Space): no CPU move until resumed or Next move (N)
        self.step_once = False
        self.over_timer = 0.0
        self.over_shown = False

    # ------------------------------------------------------------------ life cycle
    def enter(self) -> None:
        # The game at the table is the one Continue resumes, before its first move too
        # (Play again must not leave the finished game in the autosave).
        self.save()
        self._maybe_handoff()

    def leave(self) -> None:
        self.cpu.shutdown()

    def save(self) -> None:
        """Autosave the game (the tutorial keeps its practice game out of Continue)."""
        self.app.autosave(self.session)

    # ------------------------------------------------------------------ the model
    @property
    def speed(self) -> float:
        try:
            return max(0.25, min(4.0, float(self.app.settings.animation_speed)))
        except (AttributeError, TypeError, ValueError):
            return 1.0

    def to_act(self) -> int:
        """The seat deciding now (NOBODY once the game is over)."""
        return self.rules.to_act(self.session.state)

    def is_over(self) -> bool:
        return self.rules.is_over(self.session.state)

    def is_human(self, seat: int) -> bool:
        return seat in self.humans

    def record(self, action: Any, human: bool, new_step: bool = True) -> tuple[GameEvent, ...]:
        """Apply one action: the undo trail, the session, the autosave. `new_step`: a human
        decision that can be undone on its own (not a later part of one batch)."""
        seat = self.to_act()
        before = self.session.state
        if human and new_step:
            self.undo_trail.before(self.session)
        events: tuple[GameEvent, ...] = self.session.play(action)
        if human:
            self.undo_trail.after(self.session, before, events, seat)
        else:
            self.undo_trail.seen(self.session, before, events)
            self.step_once = False
        self.save()
        if self.to_act() in self.humans:
            self.skip_cpu = False
        # Every move is drawn, with a tween or without (a CPU answer that lands while the
        # window sleeps, a move played without animation).
        self.app.needs_draw = True
        return events

    def can_undo(self) -> bool:
        # A handoff screen in between takes the input, so another person never undoes for you.
        return not self.handoff_open and self.undo_trail.can_undo(self.session)

    def undo(self) -> bool:
        """Take back your last step (see undo.py); the table forgets what it showed since."""
        if not self.can_undo():
            return False
        self.session = self.undo_trail.undo(self.session)
        self.generation += 1
        self.cpu.drop()  # a CPU seat thinking about the undone position is not asked any more
        self.log.clear()
        self.log.marked = None
        self.after_undo()
        self.save()
        return True

    def after_undo(self) -> None:
        """The game's table drops its choices, animations and banners."""

    # ------------------------------------------------------------------ handoff
    def _maybe_handoff(self) -> None:
        """Before a different human decides in pass-and-play, hide the table until they are
        ready. Keyed on `to_act`: a Comeback out of turn hands the screen over too."""
        seat = self.to_act()
        if (
            len(self.humans) > 1
            and seat >= 0
            and seat in self.humans
            and seat != self.last_human
            and not self.handoff_open
        ):
            self.handoff_open = True
            # A toast may be meant for the seat that held the screen: never for the next.
            self.app.toasts = [t for t in self.app.toasts if t.scene is not self]

            def ready() -> None:
                self.handoff_open = False
                self.last_human = seat
                self.undo_trail.reset(seat)
                self.on_handed(seat)

            name = self.session.seats[seat].name
            self.app.push(HandoffScene(self.app, name, ready, self.handoff_cover()))

    def on_handed(self, seat: int) -> None:
        """`seat` confirmed the handoff and holds the screen now."""

    def handoff_cover(self) -> str | None:
        """The art the handoff shows (a path under assets/); None shows the app's card back."""
        return None

    # ------------------------------------------------------------------ CPU seats
    def holding(self) -> bool:
        """The CPU waits (the table is paused, or the game holds something on screen)."""
        return self.paused and not self.step_once

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self.step_once = False

    def next_move(self) -> bool:
        """Next move (N) while paused: one CPU move, then paused again."""
        if not self.paused:
            return False
        self.step_once = True
        return True

    def toggle_skip(self) -> None:
        self.skip_cpu = not self.skip_cpu

    def next_pace(self) -> None:
        pace.next_pace(self)

    def step_cpu(self, dt: float) -> None:
        """A CPU seat decides: ask its agent (off-thread), and play its answer once the last
        CPU move has been in view long enough."""
        self.ask_cpu()  # it thinks while the last move is still in view, or paused
        if self.holding():
            return
        if self.skip_cpu or self.step_once:
            self.wait = 0.0
        else:
            self.wait -= dt
        if self.wait <= 0:
            action = self.cpu_answer()
            if action is not None:
                self.play_cpu(action)

    def _cpu_key(self) -> tuple[int, int]:
        return (self.generation, len(self.session.actions))

    def ask_cpu(self) -> None:
        """Start the deciding CPU seat's search for this position (once; off-thread)."""
        self.cpu.request(self.session.state, self._cpu_key())

    def cpu_answer(self) -> Any:
        """The deciding CPU seat's move for this position, or None while it still thinks."""
        return self.cpu.result(self._cpu_key(), self.session.state)

    def play_cpu(self, action: Any) -> None:
        """Show a CPU seat's decision (the game's subclass animates it)."""
        self.record(action, human=False)

    # ------------------------------------------------------------------ the end
    def step_over(self, dt: float, busy: bool = False) -> None:
        """The final table shows a moment (and any animation ends) before the results."""
        self.over_timer += dt
        if not self.over_shown and self.over_timer >= GAME_OVER_DELAY / self.speed and not busy:
            self.over_shown = True
            self.on_game_over()
            self.app.push(GameOverScene(self.app, self.session, self.ui))

    def on_game_over(self) -> None:
        """The results are about to show (drop banners that would stay frozen under them)."""

    # ------------------------------------------------------------------ keys every table shares
    def frame_key(self, key: int) -> bool:
        """F1 (the help), M (sound), Home and End (the log): the same at every table."""
        if key == pygame.K_F1:
            self.open_help()
            return True
        if key == pygame.K_m:
            self.toggle_sound()
            return True
        if key == pygame.K_HOME:  # the log: the game's first lines, however long it is
            self.log.home()
            return True
        if key == pygame.K_END:
            self.log.end()
            return True
        return False

    def frame_button(self, name: str) -> bool:
        """The frame's buttons, the same at every table: Skip ahead, Pause, Next move, Pace,
        Undo and Help. False for a name that is the game's own."""
        if name == "skip":
            self.toggle_skip()
        elif name == "pause":
            self.toggle_pause()
        elif name == "next":
            self.next_move()
        elif name == "pace":
            self.next_pace()
        elif name == "help":
            self.open_help()
        elif name == "undo":
            if not self.undo():
                self.app.toast(self.undo_trail.why_not(self.session))
        else:
            return False
        self.view_changed()
        return True

    def view_changed(self) -> None:
        """What the table shows must be worked out again: a game's scene that keeps its view
        between frames drops it here."""

    def open_help(self) -> None:
        """The help overlay: the game's keys, the frame's, then what the mouse does."""
        mouse = tuple(
            ("Mouse" if i == 0 else "", line) for i, line in enumerate(self.ui.mouse_help)
        )
        self.app.push(HelpScene(self.app, (*self.ui.shortcuts, *FRAME_ROWS, *mouse)))

    def toggle_sound(self) -> None:
        """M: sound off or on, kept in the settings."""
        sound = self.app.sound
        if not sound.available:
            self.app.toast(sound.why_silent)
            return
        muted = sound.toggle_mute()
        self.app.save_settings()
        self.app.toast("Sound off (M turns it back on)" if muted else "Sound on")

    # ------------------------------------------------------------------ the log, toasts
    def log_events(self) -> Sequence[GameEvent]:
        events: list[GameEvent] = self.session.events
        return events

    def toast_bottom(self, size: tuple[int, int]) -> int:
        """Toasts at the table sit above your own area, never over the hand."""
        return self.ui.toast_bottom(size)
