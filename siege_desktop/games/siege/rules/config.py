"""Table configuration of Siege: two seats, the round limit (ruling 22) and the starter set
(ruling 2), both table rules."""

from __future__ import annotations

from typing import Any, Final

import attrs

from siege_desktop.games.siege.rules.data import MAX_ROUND_LIMIT, MIN_ROUND_LIMIT, ROUND_LIMIT
from siege_desktop.games.siege.rules.errors import ConfigError

SEATS: Final = 2
_KEYS: Final = {"seats", "names", "round_limit", "starter_set"}


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@attrs.frozen(slots=True)
class SiegeConfig:
    seats: int = SEATS
    names: tuple[str, ...] | None = None
    round_limit: int = ROUND_LIMIT
    starter_set: bool = False

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
        if not isinstance(self.starter_set, bool):
            raise ConfigError(f"starter_set is true or false, not {self.starter_set!r}")
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
        }

    @classmethod
    def from_dict(cls, data: object) -> SiegeConfig:
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
        )
