"""The replay viewer of any game but Gifts Under Siege: the game's own table drawing of each
position (reached through `GameSpec.ui`'s `replay_board`), stepped an action or a turn at a
time, any seat at the bottom with its hand face up."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

import pygame

from siege_desktop.app import summary
from siege_desktop.app.intents import Click, Intent, Key, Motion, Resize
from siege_desktop.app.replay.position import ReplayBoard, ReplayPosition, StepButton
from siege_desktop.app.scene import Scene
from siege_desktop.app.session import GameSession
from siege_desktop.core.registry import find_game
from siege_desktop.core.words import possessive

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

#: (id, label, label when it cannot be used) of the buttons a game's board shows, in order.
BUTTONS = (
    ("back", "Back (←)", "Back: at the start"),
    ("next", "Next (→)", "Next: at the end"),
    ("next-turn", "Next turn (↓)", "Next turn: at the end"),
    ("seat", "Next seat (Tab)", ""),
)
KEYS = {
    pygame.K_LEFT: "back",
    pygame.K_RIGHT: "next",
    pygame.K_UP: "back-turn",
    pygame.K_PAGEUP: "back-turn",
    pygame.K_DOWN: "next-turn",
    pygame.K_PAGEDOWN: "next-turn",
    pygame.K_TAB: "seat",
    pygame.K_s: "summary",
}


class NoReplayError(ValueError):
    """The game's ui module offers no replay drawing."""


def replay_board(app: App, game: str) -> ReplayBoard:
    """The game's replay drawing, from the module its spec names (`GameSpec.ui`)."""
    spec = find_game(game)
    make = getattr(importlib.import_module(spec.ui), "replay_board", None) if spec.ui else None
    if make is None:
        raise NoReplayError(f"{spec.name} has no replay viewer")
    board: ReplayBoard = make(app)
    return board


class GameReplayScene(Scene):
    """`session` is a finished game; nothing here changes it or plays for any seat."""

    opaque = True

    def __init__(self, app: App, session: GameSession, step: int = 0) -> None:
        super().__init__(app)
        self.session = session
        self.rules = session.rules
        self.board = replay_board(app, session.game)
        self.line = summary.timeline(session)
        # The game is over, so the log tells every private detail to everyone.
        self.texts = tuple(e.text_for(e.seat) for e in self.line.events)
        self.names = tuple(s.name for s in session.seats)
        self.kinds = tuple(s.kind for s in session.seats)
        humans = [i for i, s in enumerate(session.seats) if s.is_human]
        self.seat = humans[0] if humans else 0
        self.result = self.rules.outcome(session.state)
        self.step = 0
        self.mouse = (0, 0)
        self.spots: list[tuple[pygame.Rect, str]] = []
        self.go(step)

    @property
    def state(self) -> object:
        return self.line.states[self.step]

    def go(self, step: int) -> None:
        """Show the position after `step` actions (clamped to the game)."""
        self.step = max(0, min(self.line.last, step))

    def press(self, button_id: str) -> bool:
        to = self.line.stepped(self.step, button_id)
        if to is not None:
            self.go(to)
        elif button_id == "seat":
            self.seat = (self.seat + 1) % len(self.names)
        elif button_id == "summary":
            self.app.push(self.app.scenes_made().summary(self.app, self.session, replay=False))
        else:
            return False
        return True

    def buttons(self) -> tuple[StepButton, ...]:
        first, last = self.step == 0, self.step == self.line.last
        enabled = {"back": not first, "next": not last, "next-turn": not last, "seat": True}
        return tuple(
            StepButton(i, label if enabled[i] else stuck, enabled[i], i == "next")
            for i, label, stuck in BUTTONS
        )

    def note(self) -> str:
        turn = self.line.turn_of(self.step) + 1
        return (
            f"Replay: step {self.step} of {self.line.last}, turn {turn}, "
            f"{possessive(self.names[self.seat])} hand shown. ↑ turn back · S summary · Esc closes"
        )

    def position(self) -> ReplayPosition:
        return ReplayPosition(
            names=self.names,
            kinds=self.kinds,
            state=self.line.states[self.step],
            seat=self.seat,
            step=self.step,
            log=self.texts[: self.line.ends[self.step]],
            buttons=self.buttons(),
            note=self.note(),
            result=self.result if self.step == self.line.last else None,
        )

    # ------------------------------------------------------------------ input
    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Motion):
            self.mouse = intent.pos
            return True
        if isinstance(intent, Resize):
            return False
        if isinstance(intent, Click):
            if intent.button == 1:
                hit = next((i for r, i in reversed(self.spots) if r.collidepoint(intent.pos)), None)
                enabled = {b.id for b in self.buttons() if b.enabled}
                if hit in enabled:
                    self.press(hit)
            return True
        if isinstance(intent, Key):
            k = intent.key
            if k == pygame.K_ESCAPE:
                self.app.pop()
            elif k == pygame.K_HOME:
                self.go(0)
            elif k == pygame.K_END:
                self.go(self.line.last)
            elif k in KEYS:
                self.press(KEYS[k])
            else:
                return False
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.spots = self.board.draw(surface, self.position(), self.mouse)
