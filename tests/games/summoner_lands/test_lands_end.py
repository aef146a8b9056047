"""Winning, leaving the game and the round limit (rulings 50-54; the house edge cases'
Holes and winning, Leaving and the end sections)."""

from __future__ import annotations

import attrs
from lands_positions import act, position

from siege_desktop.games.summoner_lands.rules import RULES


def test_the_threshold_counts_unclaimed_lands_and_drops_with_a_hole() -> None:
    state = position(owners={1: 0})
    assert state.board_total() == 20 and state.threshold() == 11
    holed = attrs.evolve(state, holes=(True,) + (False,) * 19)
    assert holed.board_total() == 19 and holed.threshold() == 10


def test_earthsunder_can_hand_another_seat_the_win_at_once() -> None:
    # Seat 1 controls 10 of 20 lands (one short); seat 0 destroys an empty unclaimed land.
    theirs = {k: 1 for k in (2, 4, 8, 10, 12, 13, 14, 16, 17, 18)}
    state = position(
        owners={1: 0, 5: 0, 9: 0, 15: 0, **theirs},
        hands=[["M11"], []],
        creatures=[("F04", 1, 2)],
    )
    state = act(state, "cast M11 on land 20 pay 1,5,9,15")
    assert RULES.is_over(state) and state.winner == 1 and state.ending == "threshold"
    result = RULES.outcome(state)
    assert result is not None and result.winners == (1,)


def test_occupation_to_the_threshold_wins_at_once() -> None:
    mine = {k: 0 for k in range(1, 11)}
    state = position(
        owners={**mine, 20: 1}, phase="move", creatures=[("M04", 0, 11), ("F04", 1, 20)]
    )
    state = act(state, "end")
    assert state.ending == "threshold" and state.winner == 0 and state.lands_of(0) == 11


def test_a_seat_with_no_land_and_no_creature_is_out_and_the_last_seat_wins() -> None:
    state = position(
        seats=3,
        owners={1: 0, 3: 0, 9: 2, 20: 1},
        phase="move",
        creatures=[("M04", 0, 9), ("F04", 1, 20), ("F04", 0, 1)],
        artifacts=[("A01", 2)],
        enchantments=[("M12", 2, 9)],
    )
    state = act(state, "end")  # seat 0 occupies land 9, seat 2's only land
    assert state.out == (2,)
    assert "A01" in state.graves[2] and state.artifacts == ()
    assert [e.land for e in state.enchantments] == [9]  # it stays on its land
    assert RULES.to_act(state) != 2


def test_the_last_seat_left_wins() -> None:
    state = position(owners={1: 0, 3: 1}, phase="move", creatures=[("M04", 0, 3), ("F04", 0, 1)])
    state = act(state, "end")
    assert state.ending == "last-standing" and state.winner == 0
    result = RULES.outcome(state)
    assert result is not None and result.ranking == (0, 1)


def test_the_round_limit_ends_the_game_after_the_last_seats_turn() -> None:
    state = position(
        owners={1: 0, 3: 0, 2: 1, 4: 1},
        phase="move",
        active=0,
        creatures=[("F04", 0, 1), ("F04", 1, 2)],
        round=40,
    )
    state = act(state, "end")  # seat 1's turn of round 40 begins
    assert not RULES.is_over(state) and state.active == 1
    state = act(state, "end")
    assert RULES.is_over(state) and state.ending == "round-limit"
    result = RULES.outcome(state)
    assert result is not None and result.winners == (0, 1)  # lands, creatures, power: tied


def test_round_limit_tie_breaks_lands_then_creatures_then_power() -> None:
    base = position(owners={1: 0, 2: 1}, phase="over", ending="round-limit")
    more_creatures = attrs.evolve(base, creatures=position(creatures=[("F04", 1, 2)]).creatures)
    result = RULES.outcome(more_creatures)
    assert result is not None and result.ranking == (1, 0) and result.winners == (1,)
    stronger = attrs.evolve(
        base, creatures=position(creatures=[("F04", 0, 1), ("F07", 1, 2)]).creatures
    )
    result = RULES.outcome(stronger)
    assert result is not None and result.winners == (1,)
    more_lands = attrs.evolve(stronger, owners=(0, 1, 0) + (-1,) * 17)
    result = RULES.outcome(more_lands)
    assert result is not None and result.winners == (0,)
