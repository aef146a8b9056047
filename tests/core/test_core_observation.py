"""The shared deal of unseen cards: others' hands in seat order, the seat keeps its own, the
rest is the deck; a pool that does not match the observation is refused."""

from __future__ import annotations

import re

import pytest

from siege_desktop.core.observation import check_seat, deal_unseen


class ToyError(ValueError):
    """The toy game's error."""


def _hand(cards: list[int]) -> tuple[int, ...]:
    return tuple(sorted(cards))


def test_the_unseen_pool_is_dealt_in_seat_order_then_the_deck() -> None:
    hands, deck = deal_unseen([5, 4, 3, 2, 1, 0], (2, 1, 2), 1, ("mine",), _hand, 2, ToyError)
    assert hands == ((4, 5), ("mine",), (2, 3))
    assert deck == (1, 0)


def test_arrange_reorders_the_pool_before_the_deal() -> None:
    hands, deck = deal_unseen([0, 1, 2], (1, 0), 1, (), _hand, 2, ToyError, list.reverse)
    assert hands == ((2,), ())
    assert deck == (1, 0)


def test_a_pool_that_does_not_add_up_and_a_missing_seat_are_refused() -> None:
    with pytest.raises(ToyError, match="does not add up"):
        deal_unseen([0, 1], (1, 1), 0, (), _hand, 2, ToyError)
    check_seat(2, 3, ToyError)
    for seat in (-1, 3):
        with pytest.raises(ToyError, match=re.escape(f"there is no seat {seat} at a table of 3")):
            check_seat(seat, 3, ToyError)
