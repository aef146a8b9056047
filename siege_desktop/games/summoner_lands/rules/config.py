"""Table configuration of Lands of the Summoners: seats, decks and the table rules (rulings 1,
2, 8, 54, 60, 61, the open supply and the deck set)."""

from __future__ import annotations

from typing import Any, Final

import attrs

from siege_desktop.games.summoner_lands.rules.cards import DECK_SETS, DECKS, RULED, Deck
from siege_desktop.games.summoner_lands.rules.errors import ConfigError

MIN_SEATS: Final = 2
MAX_SEATS: Final = 6
DEFAULT_ROUND_LIMIT: Final = 40
ROUND_LIMITS: Final = (20, 60)
RANDOM_DECK: Final = -1
"""A seat's deck left to chance (ruling 2): `new_game` draws it from the seed."""
_KEYS: Final = (
    "seats",
    "names",
    "decks",
    "deck_set",
    "round_limit",
    "handicap",
    "open_supply",
    "auto_pass",
    "ask_only_when_able",
)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def default_decks(seats: int) -> tuple[int, ...]:
    """Seat s plays deck s mod 5 (all different up to 5 seats)."""
    return tuple(s % len(DECKS) for s in range(seats))


def _deck_number(value: object) -> Any:
    """A deck as a save or `--rule decks=[...]` writes it: its number, "random", or its name
    or the name's first word in any case ("Tidewing Flock", "tidewing")."""
    if not isinstance(value, str):
        return value
    word = value.strip().lower()
    if word == "random":
        return RANDOM_DECK
    for number, deck in enumerate(DECKS):
        if word in (deck.name.lower(), deck.name.split()[0].lower()):
            return number
    return value


@attrs.frozen(slots=True)
class LandsConfig:
    """`decks[s]` is the number of seat s's deck in the data file, or `RANDOM_DECK` (ruling 2:
    the game's seed chooses it); `deck_set` names the lists those numbers refer to (the
    rulings' own, or a proposal of the data file); `auto_pass` is ruling 60's public
    auto-pass, `ask_only_when_able` ruling 61's setting (it reveals who can answer)."""

    seats: int
    names: tuple[str, ...] | None = None
    decks: tuple[int, ...] | None = None
    deck_set: str = RULED
    round_limit: int = DEFAULT_ROUND_LIMIT
    handicap: bool = True
    open_supply: bool = False
    auto_pass: bool = True
    ask_only_when_able: bool = False

    def __attrs_post_init__(self) -> None:
        if not _whole(self.seats) or not MIN_SEATS <= self.seats <= MAX_SEATS:
            raise ConfigError(
                f"a table seats {MIN_SEATS} to {MAX_SEATS} summoners, not {self.seats!r}"
            )
        lo, hi = ROUND_LIMITS
        if not _whole(self.round_limit) or not lo <= self.round_limit <= hi:
            raise ConfigError(f"the round limit is {lo} to {hi} rounds, not {self.round_limit!r}")
        for flag in ("handicap", "open_supply", "auto_pass", "ask_only_when_able"):
            if not isinstance(getattr(self, flag), bool):
                raise ConfigError(f"{flag} is true or false")
        decks = self.decks
        if decks is not None and (
            not isinstance(decks, tuple)
            or len(decks) != self.seats
            or not all(_whole(d) and RANDOM_DECK <= d < len(DECKS) for d in decks)
        ):
            raise ConfigError(
                f"give {self.seats} decks, each a number 0 to {len(DECKS) - 1}, a deck's "
                f"name or random, not {decks!r}"
            )
        if self.deck_set not in DECK_SETS:
            raise ConfigError(
                f"the deck set is one of {', '.join(DECK_SETS)}, not {self.deck_set!r}"
            )
        names = self.names
        if names is not None and (
            not isinstance(names, tuple)
            or len(names) != self.seats
            or not all(isinstance(n, str) and 0 < len(n.strip()) <= 24 for n in names)
        ):
            raise ConfigError(f"give {self.seats} seat names of 1 to 24 characters, not {names!r}")

    def deck_of(self, seat: int) -> int:
        """Seat's deck number (`RANDOM_DECK` until `new_game` has drawn it)."""
        return self.decks[seat] if self.decks is not None else default_decks(self.seats)[seat]

    def deck(self, seat: int) -> Deck:
        """Seat's deck list in this table's deck set; its deck must be chosen (not random)."""
        number = self.deck_of(seat)
        if number == RANDOM_DECK:
            raise ConfigError(f"seat {seat}'s deck is not drawn yet")
        return DECK_SETS[self.deck_set][number]

    def seat_name(self, seat: int) -> str:
        return self.names[seat] if self.names else f"Seat {seat + 1}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "seats": self.seats,
            "names": list(self.names) if self.names else None,
            "decks": (
                ["random" if d == RANDOM_DECK else d for d in self.decks]
                if self.decks is not None
                else None
            ),
            "deck_set": self.deck_set,
            "round_limit": self.round_limit,
            "handicap": self.handicap,
            "open_supply": self.open_supply,
            "auto_pass": self.auto_pass,
            "ask_only_when_able": self.ask_only_when_able,
        }

    @classmethod
    def from_dict(cls, data: object) -> LandsConfig:
        if not isinstance(data, dict):
            raise ConfigError(f"a configuration is a mapping, not {type(data).__name__}")
        unknown = set(data) - set(_KEYS)
        if unknown:
            raise ConfigError(f"unknown configuration keys: {', '.join(sorted(unknown))}")
        names = data.get("names")
        decks = data.get("decks")
        for key, value in (("names", names), ("decks", decks)):
            if value is not None and not isinstance(value, list):
                raise ConfigError(f"{key} is a list or null")
        return cls(
            seats=data.get("seats"),  # type: ignore[arg-type]  # checked in post-init
            names=tuple(names) if names is not None else None,
            decks=tuple(_deck_number(d) for d in decks) if decks is not None else None,
            deck_set=data.get("deck_set", RULED),
            round_limit=data.get("round_limit", DEFAULT_ROUND_LIMIT),
            handicap=data.get("handicap", True),
            open_supply=data.get("open_supply", False),
            auto_pass=data.get("auto_pass", True),
            ask_only_when_able=data.get("ask_only_when_able", False),
        )
