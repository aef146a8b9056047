"""A game at the table: who sits where, the seed, and every action taken (what a save holds)."""

from __future__ import annotations

import contextlib
from typing import Any, Final

import attrs

from siege_desktop import engine
from siege_desktop.core.registry import DEFAULT_GAME, GAMES
from siege_desktop.engine import GameConfig, GameState

SEAT_KINDS: Final = ("human", "easy", "medium", "hard")
SAVE_FORMAT: Final = "siege-desktop/save"
#: 2 adds "game", the id of the game saved; a version 1 save is Gifts Under Siege.
SAVE_VERSION: Final = 2
#: The games the table can seat today (the table draws Gifts Under Siege only, so far).
PLAYABLE: Final = (DEFAULT_GAME,)


class SessionError(ValueError):
    """A save or session description that cannot be played; the message says why."""


@attrs.frozen
class SeatSpec:
    name: str
    kind: str  # one of SEAT_KINDS

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@attrs.define
class GameSession:
    """The game being played: config, seed, seats and the action log, plus the current state.

    The state is always `replay(config, seed, actions)`; it is kept so nothing is replayed
    per frame. Events are kept for the log and animations.
    """

    config: GameConfig
    seed: int
    seats: tuple[SeatSpec, ...]
    actions: list[str] = attrs.field(factory=list)
    state: GameState = attrs.field(init=False)
    events: list[engine.Event] = attrs.field(factory=list, init=False)
    game: str = attrs.field(default=DEFAULT_GAME, kw_only=True)
    #: Every human agreed to move suggestions (pass-and-play only; one human always may).
    hints: bool = attrs.field(default=False, kw_only=True)

    def __attrs_post_init__(self) -> None:
        if self.game not in GAMES:
            raise SessionError(f"this app does not know the game {self.game!r}")
        if self.game not in PLAYABLE:
            raise SessionError(f"the table cannot seat a game of {self.game!r} yet")
        if len(self.seats) != self.config.players:
            raise SessionError(f"{len(self.seats)} seats for {self.config.players} players")
        for seat in self.seats:
            if seat.kind not in SEAT_KINDS:
                raise SessionError(f"unknown seat kind {seat.kind!r}")
        if self.config.names is None:
            # The game log names seats from the config; give it the seats' names. Names the
            # engine refuses (blank, too long) leave the log saying "Seat N".
            with contextlib.suppress(engine.ConfigError):
                self.config = attrs.evolve(self.config, names=tuple(s.name for s in self.seats))
        state, opening = engine.new_game_logged(self.config, self.seed)
        self.events.extend(opening)
        for i, text in enumerate(self.actions):
            try:
                state, events = engine.apply_logged(state, engine.parse_action(text))
            except engine.EngineError as exc:
                raise SessionError(f"action {i + 1} ({text!r}) cannot be replayed: {exc}") from None
            self.events.extend(events)
        self.state = state

    def play(self, action: engine.Action) -> tuple[engine.Event, ...]:
        """Apply a legal action (raises IllegalActionError otherwise) and log it."""
        self.state, events = engine.apply_logged(self.state, action)
        self.actions.append(str(action))
        self.events.extend(events)
        return events

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game,
            "config": self.config.to_dict(),
            "seed": self.seed,
            "seats": [{"name": s.name, "kind": s.kind} for s in self.seats],
            "actions": list(self.actions),
        } | ({"hints": True} if self.hints else {})

    @classmethod
    def from_dict(cls, data: object) -> GameSession:
        """Rebuild a session from `to_dict` output; SessionError says what is wrong."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SessionError("this is not a Siege Desktop save")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise SessionError("the save has no valid version")
        if version > SAVE_VERSION:
            raise SessionError(
                f"this save was made by a newer Siege Desktop (save format {version}); "
                "update the app to open it"
            )
        if version < 1:
            raise SessionError(f"unknown save format version {version}")
        game = data.get("game") if version >= 2 else DEFAULT_GAME
        if not isinstance(game, str):
            raise SessionError("the save does not say which game it is")
        try:
            config = GameConfig.from_dict(data.get("config"))
        except engine.ConfigError as exc:
            raise SessionError(f"the save's table rules are invalid: {exc}") from None
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SessionError("the save has no valid seed")
        seats_raw = data.get("seats")
        actions = data.get("actions")
        if not isinstance(seats_raw, list) or not all(
            isinstance(s, dict)
            and isinstance(s.get("name"), str)
            and isinstance(s.get("kind"), str)
            for s in seats_raw
        ):
            raise SessionError("the save's seats are malformed")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise SessionError("the save's action log is malformed")
        seats = tuple(SeatSpec(s["name"], s["kind"]) for s in seats_raw)
        hints = data.get("hints", False) is True
        return cls(config, seed, seats, list(actions), game=game, hints=hints)
