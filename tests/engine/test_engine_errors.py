"""The checked door: an illegal action raises IllegalActionError, says why, and changes nothing."""

from __future__ import annotations

import pytest
from engine_positions import position

from siege_desktop.games.gifts.rules import (
    Claim,
    Discard,
    EngineError,
    IllegalActionError,
    PlayLand,
    Steal,
    apply,
    apply_logged,
    observation,
    parse_gift,
    to_dict,
    why_illegal,
)


def test_illegal_action_error_is_a_value_error_that_says_why() -> None:
    s = position(lands=["RRRUU"], display=["W1a", "U1a", "B1a", "G1a"])
    with pytest.raises(IllegalActionError) as info:
        apply(s, Claim(parse_gift("R2a")))
    assert isinstance(info.value, ValueError) and isinstance(info.value, EngineError)
    assert str(info.value) == "claim R2a: that gift is not in the display"


@pytest.mark.parametrize("logged", [False, True])
def test_illegal_action_leaves_the_state_untouched(logged: bool) -> None:
    s = position(lands=["RRRUU"], hands=["W"], gifts=[[], [("R2a", 3)]])
    before = to_dict(s)
    copy = s.copy()
    door = apply_logged if logged else apply
    for action in (Steal(parse_gift("R2a")), PlayLand(0), Discard(0)):
        with pytest.raises(IllegalActionError):
            door(s, action)
    assert to_dict(s) == before and s == copy


def test_legal_apply_never_changes_its_input() -> None:
    s = position(lands=["RRRUU"], hands=["W"], gifts=[[], [("R2a", 1)]])
    before = to_dict(s)
    apply(apply(s, Steal(parse_gift("R2a"))), Discard(0))
    assert to_dict(s) == before


def test_why_illegal_rejects_things_that_are_not_actions() -> None:
    s = position(hands=["W"])
    assert why_illegal(s, "recycle") == "'recycle' is not an action"
    with pytest.raises(IllegalActionError, match="is not an action"):
        apply(s, 42)  # type: ignore[arg-type]


def test_observation_of_a_seat_that_is_not_there() -> None:
    with pytest.raises(EngineError, match="there is no seat 2 at a table of 2"):
        observation(position(), 2)


def test_an_action_naming_no_real_gift_or_colour_is_refused_cleanly() -> None:
    s = position(lands=["RRRUU"], hands=["W"])
    for action, message in (
        (Claim(10**6), "Claim: that gift is not in the display"),
        (Steal(10**6), "Steal: that gift is in nobody's area"),
        (Discard(9), "Discard: there is nothing to discard now"),
    ):
        with pytest.raises(IllegalActionError) as info:
            apply(s, action)
        assert str(info.value) == message
