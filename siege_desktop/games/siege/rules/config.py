"""Table configuration of Siege: two seats, the round limit (ruling 22), the starter set
(ruling 2) and the candidate compensations for the second player, all table rules.

The compensations are off by default (ruling 1 gives the second player none); each is one
way to offset the first player's edge that the arena measured (docs/games/siege/RULES.md,
"Table rules for the second player"), offered so that a table can choose one."""

from __future__ import annotations

from typing import Any, Final

import attrs

from siege_desktop.games.siege.rules.data import (
    MAX_ROUND_LIMIT,
    MIN_ROUND_LIMIT,
    MOVES_PER_TURN,
    ROUND_LIMIT,
)
from siege_desktop.games.siege.rules.errors import ConfigError

SEATS: Final = 2
#: Most points the table rule `second_start_points` may give (a fifth of the 20 to win).
MAX_START_POINTS: Final = 4
_KEYS: Final = {
    "seats",
    "names",
    "round_limit",
    "starter_set",
    "second_drafts_first",
    "first_turn_moves",
    "second_start_points",
    "second_extra_unit",
}


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@attrs.frozen(slots=True)
class SiegeConfig:
    """`second_drafts_first`: the coin's loser makes the first pick of the opening draft (the
    winner still places and plays first). `first_turn_moves`: how many units the first
    player may move in its first turn (all 5 by default). `second_start_points`: points the
    second player has before the first turn. `second_extra_unit`: the second player places a
    5th unit in setup, after the other 8 placements."""

    seats: int = SEATS
    names: tuple[str, ...] | None = None
    round_limit: int = ROUND_LIMIT
    starter_set: bool = False
    second_drafts_first: bool = False
    first_turn_moves: int = MOVES_PER_TURN
    second_start_points: int = 0
    second_extra_unit: bool = False

    def __attrs_post_init__(self) -> None:
        if not _whole(self.seats) or self.seats != SEATS:
            raise ConfigError(f"Siege is a game for {SEATS} players, not {self.seats!r}")
        if not _whole(self.round_limit) or not (
            MIN_ROUND_LIMIT <= self.round_limit <= MAX_ROUND_LIMIT
        ):
            raise ConfigError(
                f"the round limit must be {MIN_ROUND_LIMIT} to {MAX_ROUND_LIMIT} rounds, "
                f"not {self.round_limit!r}"
            )
        for flag in ("starter_set", "second_drafts_first", "second_extra_unit"):
            if not isinstance(getattr(self, flag), bool):
                raise ConfigError(f"{flag} is true or false, not {getattr(self, flag)!r}")
        if not _whole(self.first_turn_moves) or not 0 <= self.first_turn_moves <= MOVES_PER_TURN:
            raise ConfigError(
                f"first_turn_moves is 0 to {MOVES_PER_TURN} units, not {self.first_turn_moves!r}"
            )
        if not _whole(self.second_start_points) or not (
            0 <= self.second_start_points <= MAX_START_POINTS
        ):
            raise ConfigError(
                f"second_start_points is 0 to {MAX_START_POINTS}, not {self.second_start_points!r}"
            )
        names = self.names
        if names is not None and (
            not isinstance(names, tuple)
            or len(names) != SEATS
            or not all(isinstance(n, str) and 0 < len(n.strip()) <= 24 for n in names)
        ):
            raise ConfigError(f"give {SEATS} seat names of 1 to 24 characters, not {names!r}")

    def seat_name(self, seat: int) -> str:
        return self.names[seat] if self.names else ("South", "North")[seat]

    def to_dict(self) -> dict[str, Any]:
        return {
            "seats": self.seats,
            "names": list(self.names) if self.names else None,
            "round_limit": self.round_limit,
            "starter_set": self.starter_set,
            "second_drafts_first": self.second_drafts_first,
            "first_turn_moves": self.first_turn_moves,
            "second_start_points": self.second_start_points,
            "second_extra_unit": self.second_extra_unit,
        }

    @classmethod
    def from_dict(cls, data: object) -> SiegeConfig:
        """The configuration `to_dict` wrote; a key it lacks takes its default, so saves
        from before a table rule existed load as played (with the rule off)."""
        if not isinstance(data, dict):
            raise ConfigError(f"a configuration is a mapping, not {type(data).__name__}")
        unknown = set(data) - _KEYS
        if unknown:
            raise ConfigError(f"unknown configuration keys: {', '.join(sorted(unknown))}")
        names = data.get("names")
        if names is not None and not isinstance(names, list):
            raise ConfigError("names is a list of seat names or null")
        return cls(
            seats=data.get("seats", SEATS),
            names=tuple(names) if names is not None else None,
            round_limit=data.get("round_limit", ROUND_LIMIT),
            starter_set=data.get("starter_set", False),
            second_drafts_first=data.get("second_drafts_first", False),
            first_turn_moves=data.get("first_turn_moves", MOVES_PER_TURN),
            second_start_points=data.get("second_start_points", 0),
            second_extra_unit=data.get("second_extra_unit", False),
        )
