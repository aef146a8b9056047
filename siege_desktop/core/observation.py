"""What every game's gate to hidden information shares: naming a seat, and dealing the cards a
seat has not seen into a full state for the search.

`observation(state, seat)` and `determinize(obs, rng)` stay each game's own (what is hidden
differs), but every game refuses a seat that is not at the table the same way, and every
determinization deals a shuffled pool of unseen cards the same way: the other seats' hands in
seat order, then the deck, after checking that the pool is exactly what the observation says
is hidden.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

H = TypeVar("H")


def check_seat(seat: int, seats: int, error: type[ValueError]) -> None:
    """Refuse, with the game's error, a seat that is not at a table of `seats`."""
    if not 0 <= seat < seats:
        raise error(f"there is no seat {seat} at a table of {seats}")


def deal_unseen(
    pool: list[int],
    hand_sizes: Sequence[int],
    seat: int,
    own: H,
    make_hand: Callable[[list[int]], H],
    deck_size: int,
    error: type[ValueError],
    arrange: Callable[[list[int]], None] | None = None,
) -> tuple[tuple[H, ...], tuple[int, ...]]:
    """The hands and the deck dealt from `pool`, the unseen cards already shuffled.

    `seat` keeps `own` (its hand, which it sees); every other seat gets `make_hand` of the next
    `hand_sizes[s]` cards of the pool in seat order; what is left is the deck, which must be
    `deck_size` cards. `arrange`, when given, may reorder the pool in place after that check
    and before the deal (to keep a pending decision of another seat possible).
    """
    others = sum(hand_sizes) - hand_sizes[seat]
    if len(pool) != others + deck_size:
        raise error("the observation does not add up: cards are missing or extra")
    if arrange is not None:
        arrange(pool)
    hands: list[H] = []
    at = 0
    for s, size in enumerate(hand_sizes):
        if s == seat:
            hands.append(own)
            continue
        hands.append(make_hand(pool[at : at + size]))
        at += size
    return tuple(hands), tuple(pool[at:])
