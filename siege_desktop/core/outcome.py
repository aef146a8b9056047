"""Rankings for any number of seats, shared places and shared wins included."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import attrs


@attrs.frozen(slots=True)
class Result:
    """A game's result (see `protocol.GameResult`); games with more to say subclass or
    carry their own type with these fields."""

    scores: tuple[int, ...]
    ranking: tuple[int, ...]
    places: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str
    decided_by: str = ""


@attrs.frozen(slots=True)
class GameLength:
    """How long a game has run, in its own counts: `turns` the seats' turns begun (a turn
    with its answers out of turn is one turn), `rounds` the passes round the table begun, or
    None for a game that has no rounds."""

    turns: int
    rounds: int | None = None


def rank(
    seats: Sequence[int], key: Callable[[int], Any]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(ranking, places) of `seats` by `key`, smaller keys first; equal keys share a place.

    `places` is indexed by seat over range(max(seats) + 1); seats left out get place 0.
    """
    order = tuple(sorted(seats, key=lambda s: (key(s), s)))
    places = [0] * (max(seats) + 1 if seats else 0)
    for i, seat in enumerate(order):
        prev = order[i - 1] if i else None
        places[seat] = places[prev] if prev is not None and key(prev) == key(seat) else i + 1
    return order, tuple(places)


def winners_of(ranking: Sequence[int], places: Sequence[int]) -> tuple[int, ...]:
    return tuple(s for s in ranking if places[s] == 1)
