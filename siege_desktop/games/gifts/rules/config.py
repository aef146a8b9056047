"""Table configuration: the player count and every table rule of RULINGS.md with its default."""

from __future__ import annotations

from typing import Any

import attrs

from siege_desktop.games.gifts.rules.cards import MAX_COPIES, OPENING_HAND
from siege_desktop.games.gifts.rules.errors import ConfigError

MIN_PLAYERS = 2
MAX_PLAYERS = 8
#: The most face-up gifts a display shows (ruling 5).
MAX_DISPLAY = 8


def default_gift_counts(players: int) -> tuple[int, int, int]:
    """Gifts per colour of Class (I, II, III) for a table of this size (ruling 4)."""
    if players <= 3:
        return (2, 1, 1)
    if players <= 5:
        return (3, 2, 1)
    return (4, 3, 2)


def default_display_size(players: int) -> int:
    """`min(MAX_DISPLAY, players + 2)` face-up gifts (ruling 5)."""
    return min(MAX_DISPLAY, players + 2)


def _check(config: GameConfig) -> None:
    p = config.players
    if not isinstance(p, int) or isinstance(p, bool) or not MIN_PLAYERS <= p <= MAX_PLAYERS:
        raise ConfigError(f"a table seats {MIN_PLAYERS} to {MAX_PLAYERS} players, not {p!r}")
    lands = config.lands_per_colour
    if not isinstance(lands, int) or isinstance(lands, bool) or not 4 <= lands <= 200:
        raise ConfigError(f"lands per colour must be a whole number from 4 to 200, not {lands!r}")
    if 5 * lands < (OPENING_HAND + 1) * p:
        raise ConfigError(
            f"{5 * lands} lands are too few for {p} players: each needs {OPENING_HAND} to start"
        )
    counts = config.gift_counts
    if counts is not None and (
        not isinstance(counts, tuple)
        or len(counts) != 3
        or not all(isinstance(c, int) and not isinstance(c, bool) for c in counts)
        or not all(0 <= c <= MAX_COPIES for c in counts)
    ):
        raise ConfigError(
            f"gifts per colour must be three counts (Class I, II, III) from 0 to "
            f"{MAX_COPIES}, not {counts!r}"
        )
    size = config.display_size
    if size is not None and (
        not isinstance(size, int) or isinstance(size, bool) or not 1 <= size <= MAX_DISPLAY
    ):
        raise ConfigError(f"the display shows 1 to {MAX_DISPLAY} gifts, not {size!r}")
    if 5 * sum(config.gifts_per_colour) < config.display:
        raise ConfigError(
            f"{5 * sum(config.gifts_per_colour)} gifts cannot fill a display of {config.display}"
        )
    rounds = config.round_limit
    # Required: without it a game can stall for ever (nothing affordable on display, every
    # held gift sealed), and ruling 17 promises that every game ends.
    if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= 500:
        raise ConfigError(f"the round limit must be 1 to 500 rounds, not {rounds!r}")
    minutes = config.time_limit_minutes
    if minutes is not None and (
        not isinstance(minutes, int) or isinstance(minutes, bool) or not 1 <= minutes <= 600
    ):
        raise ConfigError(f"the time limit must be 1 to 600 minutes or none, not {minutes!r}")
    if not isinstance(config.unique_buildings, bool):
        raise ConfigError(f"unique buildings is on or off, not {config.unique_buildings!r}")
    names = config.names
    if names is not None and (
        not isinstance(names, tuple)
        or len(names) != p
        or not all(isinstance(n, str) and 0 < len(n.strip()) <= 24 for n in names)
    ):
        raise ConfigError(f"give {p} seat names of 1 to 24 characters, not {names!r}")


@attrs.frozen(slots=True)
class GameConfig:
    """How a table is set up. Every field but `players` is a table rule with its default.

    - lands_per_colour: lands of each colour in the shared deck (ruling 3).
    - gift_counts: gifts per colour of Class (I, II, III); None = by player count (ruling 4).
    - display_size: face-up gifts; None = min(8, players + 2) (ruling 5).
    - unique_buildings: one card of each building at the table (ruling 6).
    - round_limit: the game ends after this many rounds (ruling 17); always set, since
      without it a game can stall with no way to end.
    - time_limit_minutes: a wall-clock limit the app enforces with `CallTime` (ruling 17).
    - names: seat names for the game log; None = "Seat 1", "Seat 2", ...
    """

    players: int = 2
    lands_per_colour: int = 20
    gift_counts: tuple[int, int, int] | None = None
    display_size: int | None = None
    unique_buildings: bool = True
    round_limit: int = 30
    time_limit_minutes: int | None = None
    names: tuple[str, ...] | None = None

    def __attrs_post_init__(self) -> None:
        _check(self)

    @property
    def gifts_per_colour(self) -> tuple[int, int, int]:
        return (
            self.gift_counts if self.gift_counts is not None else default_gift_counts(self.players)
        )

    @property
    def display(self) -> int:
        return (
            self.display_size
            if self.display_size is not None
            else default_display_size(self.players)
        )

    def seat_name(self, seat: int) -> str:
        return self.names[seat] if self.names is not None else f"Seat {seat + 1}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "lands_per_colour": self.lands_per_colour,
            "gift_counts": list(self.gift_counts) if self.gift_counts is not None else None,
            "display_size": self.display_size,
            "unique_buildings": self.unique_buildings,
            "round_limit": self.round_limit,
            "time_limit_minutes": self.time_limit_minutes,
            "names": list(self.names) if self.names is not None else None,
        }

    @classmethod
    def from_dict(cls, data: object) -> GameConfig:
        """Build a config from `to_dict` output; raises ConfigError naming what is wrong."""
        if not isinstance(data, dict):
            raise ConfigError(f"a table configuration is an object, not {type(data).__name__}")
        known = set(attrs.fields_dict(cls))
        unknown = sorted(str(k) for k in data if k not in known)
        if unknown:
            raise ConfigError(f"unknown table rule(s): {', '.join(unknown)}")
        values = dict(data)
        for key in ("gift_counts", "names"):
            if isinstance(values.get(key), list):
                values[key] = tuple(values[key])
        try:
            return cls(**values)
        except TypeError as exc:
            raise ConfigError(f"bad table configuration: {exc}") from None
