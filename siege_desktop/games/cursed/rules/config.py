"""Table configuration of Cursed Gifts: the seats, the round limit (ruling 15) and the table
rule "the first player is dealt 6" (ruling 17: off by default, the rulebook deals 7 to all)."""

from __future__ import annotations

from typing import Any

import attrs

from siege_desktop.games.cursed.rules.cards import DECK_SIZE, OPENING_HAND
from siege_desktop.games.cursed.rules.errors import ConfigError

MIN_SEATS = 2
MAX_SEATS = 8
DEFAULT_ROUND_LIMIT = 60


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@attrs.frozen(slots=True)
class CursedConfig:
    seats: int
    names: tuple[str, ...] | None = None
    round_limit: int = DEFAULT_ROUND_LIMIT
    first_dealt_six: bool = False

    def __attrs_post_init__(self) -> None:
        if not _whole(self.seats) or not MIN_SEATS <= self.seats <= MAX_SEATS:
            raise ConfigError(
                f"a table seats {MIN_SEATS} to {MAX_SEATS} players, not {self.seats!r}"
            )
        if self.seats * OPENING_HAND >= DECK_SIZE:
            raise ConfigError("the deck is too small for this table")
        if not _whole(self.round_limit) or not 1 <= self.round_limit <= 500:
            raise ConfigError(f"the round limit must be 1 to 500 rounds, not {self.round_limit!r}")
        if not isinstance(self.first_dealt_six, bool):
            raise ConfigError(f"first_dealt_six is true or false, not {self.first_dealt_six!r}")
        names = self.names
        if names is not None and (
            not isinstance(names, tuple)
            or len(names) != self.seats
            or not all(isinstance(n, str) and 0 < len(n.strip()) <= 24 for n in names)
        ):
            raise ConfigError(f"give {self.seats} seat names of 1 to 24 characters, not {names!r}")

    def seat_name(self, seat: int) -> str:
        return self.names[seat] if self.names else f"Seat {seat + 1}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "seats": self.seats,
            "names": list(self.names) if self.names else None,
            "round_limit": self.round_limit,
            "first_dealt_six": self.first_dealt_six,
        }

    @classmethod
    def from_dict(cls, data: object) -> CursedConfig:
        if not isinstance(data, dict):
            raise ConfigError(f"a configuration is a mapping, not {type(data).__name__}")
        unknown = set(data) - {"seats", "names", "round_limit", "first_dealt_six"}
        if unknown:
            raise ConfigError(f"unknown configuration keys: {', '.join(sorted(unknown))}")
        names = data.get("names")
        if names is not None and not isinstance(names, list):
            raise ConfigError("names is a list of seat names or null")
        return cls(
            seats=data.get("seats"),  # type: ignore[arg-type]  # checked in post-init
            names=tuple(names) if names is not None else None,
            round_limit=data.get("round_limit", DEFAULT_ROUND_LIMIT),
            # Saves from before the table rule existed have no key: the rulebook's deal.
            first_dealt_six=data.get("first_dealt_six", False),
        )
