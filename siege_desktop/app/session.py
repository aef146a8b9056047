"""A game at the table: who sits where, the seed, and every action taken (what a save holds)."""

from __future__ import annotations

import contextlib
from typing import Any, Final

import attrs

from siege_desktop.core.protocol import Rules
from siege_desktop.core.registry import DEFAULT_GAME, GAMES, GameSpec, all_games, find_game

SEAT_KINDS: Final = ("human", "easy", "medium", "hard")
SAVE_FORMAT: Final = "siege-desktop/save"
#: 2 adds "game", the id of the game saved; a version 1 save is Gifts Under Siege.
SAVE_VERSION: Final = 2
#: Table rules of the app, not of a game's engine (e.g. Cursed Gifts' ruling 11 setting).
TABLE_RULES: Final = frozenset({"ask_only_when_can_answer"})
MAX_HINTS_USED: Final = 10**6  # far above any game; a bigger count is a damaged save


def playable(game_id: str) -> bool:
    """Whether the table can seat a registered game: it has a table of its own (`SPEC.ui`)."""
    return bool(find_game(game_id).ui)


def playable_games() -> tuple[GameSpec, ...]:
    """The registered games the table can seat, in the registry's order: the title and New
    game offer these (a game whose table is still to come, like Siege's, is left out)."""
    return tuple(spec for spec in all_games() if spec.ui)


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
    per frame. Events are kept for the log and animations. Every game replays through its
    `Rules`, its start through `GameSpec.new_game_logged` where the game tells one (Gifts
    Under Siege: the round and the first draw open the log). `config` and `state` are the
    game's own types (`GameConfig`/`GameState` for Gifts).
    """

    config: Any
    seed: int
    seats: tuple[SeatSpec, ...]
    actions: list[str] = attrs.field(factory=list)
    state: Any = attrs.field(init=False)
    events: list[Any] = attrs.field(factory=list, init=False)
    game: str = attrs.field(default=DEFAULT_GAME, kw_only=True)
    #: Every human agreed to move suggestions (pass-and-play only; one human always may).
    hints: bool = attrs.field(default=False, kw_only=True)
    #: How many suggested moves were shown (a helped game; undo keeps the count).
    hints_used: int = attrs.field(default=0, kw_only=True)
    #: The app's table rules for this game (names in TABLE_RULES), saved only when set.
    table_rules: dict[str, bool] = attrs.field(factory=dict, kw_only=True)
    #: A CPU demo (`--autoplay`): it never reaches the player's autosave or history (the app
    #: writes it only where `--save-to` asks). Not saved: a loaded game is the player's.
    demo: bool = attrs.field(default=False, kw_only=True)

    @property
    def rules(self) -> Rules[Any, Any, Any, Any]:
        return find_game(self.game).rules

    def __attrs_post_init__(self) -> None:
        if self.game not in GAMES:
            raise SessionError(f"this app does not know the game {self.game!r}")
        if not playable(self.game):
            raise SessionError(f"the table cannot seat a game of {self.game!r} yet")
        for key in self.table_rules:
            if key not in TABLE_RULES:
                raise SessionError(f"unknown table rule {key!r}")
        self._replay()

    def _replay(self) -> None:
        spec = find_game(self.game)
        rules = spec.rules
        self._check_seats()
        if getattr(self.config, "names", ()) is None:
            # The game log names seats from the config; give it the seats' names. Names the
            # game refuses (blank, too long) leave the log saying "Seat N".
            with contextlib.suppress(ValueError, TypeError):
                self.config = attrs.evolve(self.config, names=tuple(s.name for s in self.seats))
        try:
            if spec.new_game_logged is not None:  # the start's events feed the log
                state, opening = spec.new_game_logged(self.config, self.seed)
                self.events.extend(opening)
            else:
                state = rules.new_game(self.config, self.seed)
        except ValueError as exc:
            raise SessionError(f"the game cannot start: {exc}") from None
        if rules.seats(state) != len(self.seats):
            raise SessionError(f"{len(self.seats)} seats for {rules.seats(state)} players")
        for i, text in enumerate(self.actions):
            try:
                state, events = rules.apply_logged(state, rules.parse_action(text))
            except ValueError as exc:
                raise SessionError(f"action {i + 1} ({text!r}) cannot be replayed: {exc}") from None
            self.events.extend(events)
        self.state = state

    def _check_seats(self) -> None:
        for seat in self.seats:
            if seat.kind not in SEAT_KINDS:
                raise SessionError(f"unknown seat kind {seat.kind!r}")

    def play(self, action: Any) -> tuple[Any, ...]:
        """Apply a legal action (raises the game's ValueError otherwise) and log it."""
        events: tuple[Any, ...]
        self.state, events = self.rules.apply_logged(self.state, action)
        self.actions.append(str(action))
        self.events.extend(events)
        return events

    def rewound(self, length: int) -> GameSession:
        """The same game with only the first `length` actions (undo), replayed afresh."""
        return GameSession(
            self.config,
            self.seed,
            self.seats,
            self.actions[:length],
            game=self.game,
            hints=self.hints,
            hints_used=self.hints_used,
            table_rules=dict(self.table_rules),
            demo=self.demo,
        )

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game,
            "config": self.rules.config_to_dict(self.config),
            "seed": self.seed,
            "seats": [{"name": s.name, "kind": s.kind} for s in self.seats],
            "actions": list(self.actions),
        }
        if self.hints:
            data["hints"] = True
        if self.hints_used:
            data["hints_used"] = self.hints_used
        if self.table_rules:
            data["table_rules"] = dict(self.table_rules)
        return data

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
        if game not in GAMES:
            raise SessionError(f"this app does not know the game {game!r}")
        try:
            config = find_game(game).rules.config_from_dict(data.get("config"))
        except ValueError as exc:
            other = _game_whose_config(data.get("config"), game)
            if other is not None:  # a file labelled with the wrong game: say which it is for
                raise SessionError(
                    f"this is a save of {find_game(other).name}, but the file is labelled "
                    f"as one of {find_game(game).name}"
                ) from None
            raise SessionError(f"the save's table rules are invalid: {exc}") from None
        table_rules = data.get("table_rules", {})
        if not isinstance(table_rules, dict) or not all(
            isinstance(k, str) and isinstance(v, bool) for k, v in table_rules.items()
        ):
            raise SessionError("the save's table rules are malformed")
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
        hints_used = data.get("hints_used", 0)
        # Range-checked where read (undo keeps the count, so it may pass the actions' count).
        if type(hints_used) is not int or not 0 <= hints_used <= MAX_HINTS_USED:
            raise SessionError("the save's count of suggested moves is malformed")
        return cls(
            config,
            seed,
            seats,
            list(actions),
            game=game,
            table_rules=dict(table_rules),
            hints=hints,
            hints_used=hints_used,
        )


def _game_whose_config(config: object, labelled: str) -> str | None:
    """The one other game whose rules take `config` as it is, if exactly one does."""
    fits = []
    for other in GAMES:
        if other == labelled:
            continue
        try:
            find_game(other).rules.config_from_dict(config)
        except Exception:  # any refusal: not this game's (a game may raise its own kind)
            continue
        fits.append(other)
    return fits[0] if len(fits) == 1 else None
