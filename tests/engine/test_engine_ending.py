"""Rulebook 1 and 9, rulings 17-18: how the game ends, scoring, and every tie-break."""

from __future__ import annotations

from typing import Any

import pytest
from engine_positions import assert_illegal, position

from siege_desktop.games.gifts.rules import (
    CallTime,
    Claim,
    ConfigError,
    Ending,
    GameConfig,
    GameState,
    Pass,
    apply,
    apply_logged,
    is_over,
    legal_actions,
    outcome,
    parse_gift,
    standings,
    to_dict,
    why_illegal,
)
from siege_desktop.games.gifts.rules.state import EMPTY_SLOT


def quiet(s: GameState) -> GameState:
    """Finish the current seat's turn doing as little as possible (skip, recycle, discard)."""
    seat, turn = s.seat, s.turn
    while s.seat == seat and s.turn == turn and not is_over(s):
        s = apply(s, legal_actions(s)[-1])
    return s


def _last_gift_table(seat: int = 0, **kw: Any) -> GameState:
    # 5 gifts (one Class I of each colour): 4 on display, 1 held, none left in the supply;
    # `seat` is to act and can claim White I, the others hold a land to recycle.
    return position(
        3,
        gift_counts=(1, 0, 0),
        display_size=4,
        display=["W1a", "U1a", "B1a", "R1a"],
        gifts=[[], [("G1a", 1)]],
        lands=["WWW" if s == seat else "" for s in range(3)],
        hands=["" if s == seat else "U" for s in range(3)],
        seat=seat,
        **kw,
    )


def test_rule_9_ruling_17_empty_supply_ends_the_game_at_the_end_of_the_round() -> None:
    s = _last_gift_table()
    assert s.supply == ()
    s, events = apply_logged(s, Claim(parse_gift("W1a")))
    assert s.display[0] == EMPTY_SLOT and s.ending is Ending.SUPPLY
    assert "The gift supply is empty: the game ends at the end of this round." in [
        e.text for e in events
    ]
    assert not is_over(s) and outcome(s) is None and s.seat == 1
    s = quiet(s)
    assert not is_over(s) and s.seat == 2
    s = quiet(s)
    # Every seat has had the same number of turns: the round ended, then the game.
    assert is_over(s) and s.turn == 3 and s.round == 1
    result = outcome(s)
    assert result is not None and result.reason == "supply" and result.rounds == 1
    assert to_dict(s)["display"][0] is None


def test_ruling_17_the_round_ends_with_the_seat_before_the_first_player() -> None:
    s = _last_gift_table(seat=1, first_player=1)
    s = apply(s, Claim(parse_gift("W1a")))
    assert not is_over(s) and s.seat == 2
    s = quiet(s)  # the round began with seat 1 (index), so it ends with seat 0
    assert not is_over(s) and s.seat == 0
    s = quiet(s)
    assert is_over(s) and s.turn == 3


def test_ruling_17_emptying_the_supply_on_the_last_turn_of_the_round_ends_at_once() -> None:
    s = _last_gift_table(seat=2, first_player=0)
    s = apply(s, Claim(parse_gift("W1a")))
    assert is_over(s) and legal_actions(s) == ()


@pytest.mark.parametrize(("round_", "over"), [(2, False), (3, True)])
def test_ruling_17_round_limit(round_: int, over: bool) -> None:
    s = position(round_limit=3, round=round_, seat=1, hands=["W", "W"])
    s = quiet(s)
    assert is_over(s) is over
    if over:
        result = outcome(s)
        assert result is not None and result.reason == "rounds" and result.rounds == 3
    else:
        assert s.round == 3 and s.seat == 0


def test_ruling_17_round_limit_is_30_by_default_and_always_set() -> None:
    s = quiet(position(round=30, seat=1, hands=["W", "W"]))
    assert is_over(s)
    s = quiet(position(round=30, seat=1, hands=["W", "W"], round_limit=31))
    assert not is_over(s) and s.round == 31
    with pytest.raises(ConfigError, match="round limit must be 1 to 500"):
        GameConfig(players=2, round_limit=None)  # type: ignore[arg-type]


def test_rule_9_ruling_17_call_time_ends_the_game_at_the_end_of_the_round() -> None:
    s = position(time_limit_minutes=25, hands=["W", "W"])
    assert CallTime() not in legal_actions(s)  # the clock, not a seat, calls time
    s, events = apply_logged(s, CallTime())
    assert s.ending is Ending.TIME and s.seat == 0 and not is_over(s)
    assert events[0].text == "Time is up: the game ends at the end of this round."
    assert_illegal(s, CallTime(), "the game already ends at the end of this round")
    s = quiet(s)
    assert not is_over(s)
    s = quiet(s)
    result = outcome(s)
    assert result is not None and result.reason == "time"


def test_ruling_17_call_time_needs_a_time_limit() -> None:
    assert_illegal(position(hands=["W"]), CallTime(), "this table plays without a time limit")


def test_ruling_17_nothing_is_legal_once_the_game_is_over() -> None:
    s = position(phase="over", ending="rounds", hands=["W"])
    assert is_over(s) and legal_actions(s) == ()
    assert_illegal(s, Pass(), "the game is over")


def _final(*areas: list[tuple[str, int]]) -> GameState:
    return position(len(areas), phase="over", ending="rounds", gifts=list(areas))


def test_rule_1_scoring_class_points() -> None:
    s = _final([("W1a", 1), ("U2a", 1), ("B3a", 1)], [("R1a", 5)])
    assert s.score(0) == 6 and s.score(1) == 1
    result = outcome(s)
    assert result is not None and result.scores == (6, 1)


def test_ruling_18_tie_break_score_first() -> None:
    result = outcome(_final([("W1a", 5), ("U1a", 5)], [("W3a", 1)]))
    assert result is not None
    assert result.winners == (1,) and result.decided_by == "score"
    assert result.ranking == (1, 0) and result.places == (2, 1)


def test_ruling_18_tie_break_then_sealed_gifts() -> None:
    result = outcome(_final([("W1a", 4), ("U1a", 4)], [("W2a", 5)]))
    assert result is not None
    assert result.scores == (2, 2) and result.sealed == (0, 1) and result.locks == (8, 5)
    assert result.winners == (1,) and result.decided_by == "sealed"


def test_ruling_18_tie_break_then_total_locks() -> None:
    result = outcome(_final([("W2a", 3)], [("W1a", 1), ("U1a", 1)]))
    assert result is not None
    assert result.winners == (0,) and result.decided_by == "locks"
    assert result.places == (1, 2)


def test_ruling_18_tie_break_then_a_shared_win() -> None:
    result = outcome(_final([("W2a", 2)], [("W1a", 1), ("U1a", 1)]))
    assert result is not None
    assert result.winners == (0, 1) and result.decided_by == "shared"
    assert result.places == (1, 1)


def test_ruling_18_places_with_ties_below_the_winner() -> None:
    result = outcome(
        _final([("W1a", 1)], [("W3a", 2)], [], [("U1a", 1)]),
    )
    assert result is not None
    assert result.winners == (1,) and result.decided_by == "score"
    assert result.ranking == (1, 0, 3, 2)
    assert result.places == (2, 1, 4, 2)


def test_ruling_18_nobody_scored_is_a_shared_win_for_all() -> None:
    result = outcome(_final([], [], []))
    assert result is not None and result.winners == (0, 1, 2) and result.decided_by == "shared"


def test_standings_while_the_game_goes_on() -> None:
    s = position(gifts=[[("W1a", 1)], []], hands=["W"])
    assert outcome(s) is None
    now = standings(s)
    assert now.winners == (0,) and now.reason == "" and now.scores == (1, 0)
    assert why_illegal(s, Pass()) is not None
