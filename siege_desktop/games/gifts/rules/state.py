"""The game state: an immutable value. `apply` returns a new state and never changes its input."""

from __future__ import annotations

import enum
from typing import Any, Final

import attrs

from siege_desktop.games.gifts.rules.cards import GIFT_CLASS, MAX_LOCKS
from siege_desktop.games.gifts.rules.config import GameConfig

Counts = tuple[int, int, int, int, int]
"""Lands per colour, W U B R G: hands, lands in play and tapped lands are such counts.
Lands of one colour are interchangeable, so a hand is a multiset, not a list."""

Holding = tuple[tuple[int, int], ...]
"""A seat's gifts in the order it got them, each as (gift id, locks)."""

ZERO: Final[Counts] = (0, 0, 0, 0, 0)
EMPTY_SLOT: Final = -1


class Phase(enum.IntEnum):
    """The step of the turn that waits for a decision."""

    LAND = 0  # play a land or not
    ACTION = 1  # the one main action
    DISCARD = 2  # one land at a time: lock payment, Recycle, hand limit
    OVER = 3


class DiscardReason(enum.IntEnum):
    NONE = 0
    STEAL = 1
    RECYCLE = 2
    HAND_LIMIT = 3


class Ending(enum.Enum):
    """Why the game ends (or is ending at the end of the current round)."""

    NONE = ""
    SUPPLY = "supply"  # a gift had to be refilled and the supply was empty
    ROUNDS = "rounds"  # the round limit was reached
    TIME = "time"  # the table's wall clock ran out


@attrs.frozen(slots=True, eq=True, repr=False)
class GameState:
    """Everything about a game in progress, hidden parts included.

    Read it through the functions of `siege_desktop.games.gifts.rules`; the AI and the
    interface read hidden information only through `observation(state, seat)`.
    """

    config: GameConfig
    rng: int
    deck: tuple[int, ...]  # colours; the top card is the last
    discard: tuple[int, ...]  # colours in the order discarded; public
    supply: tuple[int, ...]  # gift ids; the next refill is the last
    display: tuple[int, ...]  # gift id per slot, EMPTY_SLOT once the supply ran out
    hands: tuple[Counts, ...]
    lands: tuple[Counts, ...]  # lands in play, tapped ones included
    tapped: tuple[Counts, ...]
    areas: tuple[Holding, ...]
    buildings: tuple[tuple[int, ...], ...]
    first_player: int
    seat: int  # the seat to act
    phase: Phase
    pending: int  # discards still owed in the DISCARD phase
    reason: DiscardReason
    batch: tuple[int, ...]  # colours discarded so far in this discard step (public)
    steal_gift: int  # the gift being stolen while its lock discards are chosen, else -1
    steal_from: int
    round: int
    turn: int  # turns begun so far
    ending: Ending

    def copy(self) -> GameState:
        """A copy. Cheap: every field is immutable, so nothing below it is duplicated."""
        return _clone(self)

    def __repr__(self) -> str:
        return (
            f"<GameState {self.config.players}p round {self.round} turn {self.turn} "
            f"seat {self.seat} {self.phase.name}>"
        )

    # Convenience views used by the interface and the AI.
    def score(self, seat: int) -> int:
        return sum(GIFT_CLASS[g] for g, _ in self.areas[seat])

    def sealed(self, seat: int) -> int:
        return sum(1 for _, locks in self.areas[seat] if locks >= MAX_LOCKS)


_FIELDS: Final = tuple(f.name for f in attrs.fields(GameState))
_set = object.__setattr__


def _clone(state: GameState) -> GameState:
    new: GameState = object.__new__(GameState)
    for name in _FIELDS:
        _set(new, name, getattr(state, name))
    return new


def evolve(state: GameState, **changes: Any) -> GameState:
    """A copy with some fields replaced (unvalidated; for the engine and for tests)."""
    new = _clone(state)
    for name, value in changes.items():
        _set(new, name, value)
    return new


def replace_at(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return items[:index] + (value,) + items[index + 1 :]


def add_counts(counts: Counts, colour: int, n: int) -> Counts:
    c = list(counts)
    c[colour] += n
    return (c[0], c[1], c[2], c[3], c[4])
