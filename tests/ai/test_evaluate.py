"""Hard's evaluation with the end of the game in view: who still has a turn, which gifts can
still be stolen, and what future worth is left, on exact positions."""

from __future__ import annotations

from typing import Any

from siege_desktop.games.gifts.ai.evaluate import seat_values, turns_left
from siege_desktop.games.gifts.rules import GameState, apply, legal_actions
from tests.engine.engine_positions import position


def test_turns_left_counts_the_current_round_and_the_rounds_to_come() -> None:
    # Round 28 of 30, seat 1 moved first and seat 0 is acting: both have 2 more rounds,
    # and seat 0's own turn in progress still counts.
    state = position(2, seat=0, phase="action", first_player=1, round=28, turn=56)
    assert turns_left(state) == [3, 2]


def test_once_the_end_is_triggered_only_this_round_is_left() -> None:
    state = position(2, seat=1, phase="land", first_player=0, round=12, ending="supply")
    assert turns_left(state) == [0, 1]


def test_a_finished_turn_no_longer_counts() -> None:
    # Seat 0 (first player) in the last round: claiming ends its turn; then only seat 1 has
    # a turn left.
    state = position(
        2,
        seat=0,
        phase="action",
        first_player=0,
        round=30,
        turn=59,
        lands=["WWW"],
        hands=["", "G"],
    )
    assert turns_left(state) == [1, 1]
    claim = next(a for a in legal_actions(state) if str(a).startswith("claim"))
    after = apply(state, claim)
    assert after.seat == 1
    assert turns_left(after) == [0, 1]


def _last_turn(**changes: Any) -> GameState:
    """Round 30 of 30: seat 1 moved first and has played; seat 0 takes the game's last
    turn. Seat 1 could pay for seat 0's Red II (5 mana, 3 red) and its one lock."""
    spec: dict[str, Any] = dict(
        seat=0,
        phase="action",
        first_player=1,
        round=30,
        turn=60,
        gifts=[[("R2a", 1)], []],
        lands=["WWW", "RRRRR"],
        hands=["U", "UU"],
    )
    return position(2, **(spec | changes))


def test_a_seat_with_no_turn_left_cannot_steal() -> None:
    threat = _last_turn()
    assert turns_left(threat) == [1, 0]
    harmless = _last_turn(lands=["WWW", "WWWWW"])  # as many lands, none of them red
    # Without the horizon, seat 1's red lands put seat 0's Red II at risk...
    assert seat_values(threat)[0] < seat_values(harmless)[0]
    # ...with it, seat 1 has no turn left in which to steal, so they do not.
    assert seat_values(threat, horizon=True)[0] == seat_values(harmless, horizon=True)[0]


def test_future_worth_is_gone_when_no_turn_is_left() -> None:
    few = _last_turn()
    many = _last_turn(lands=["WWW", "RRRRRGGG"], hands=["U", "UUUUU"])
    # Seat 1 has no turn left: more lands and cards are worth nothing to it any more...
    assert seat_values(few, horizon=True)[1] == seat_values(many, horizon=True)[1]
    # ...while the evaluation without the horizon still counts them.
    assert seat_values(many)[1] > seat_values(few)[1]


def test_far_from_the_end_the_horizon_changes_nothing() -> None:
    state = _last_turn(round=10, turn=20)
    assert seat_values(state, horizon=True) == seat_values(state)
