"""Moves (rulings 14-15), case by case from the rulings' house edge cases: mountains,
enemies and friends on the way, the end square, five moves of different units."""

from __future__ import annotations

import pytest
from siege_positions import act, legal_texts, position, unit_at

from siege_desktop.games.siege.rules import RULES, IllegalActionError, parse_action
from siege_desktop.games.siege.rules.state import ATTACK, MOVE


def test_nothing_enters_a_mountain() -> None:
    # A Grey Scout (Move 5) beside the mountain e8.
    state = position({"e7": (0, "N2")})
    assert "move e7 e8" not in legal_texts(state)
    reason = RULES.why_illegal(state, parse_action("move e7 e8"))
    assert reason is not None and "mountain" in reason
    with pytest.raises(IllegalActionError):
        act(state, "move e7 e8")


def test_nothing_crosses_a_mountain() -> None:
    # A Tide Slinger (Move 3) on e7 walled in: mountain e8 north; g8 is 3 steps round it,
    # but f8 lies beyond e8 only by going round (e7 f7 f8: 2 steps), which is fine.
    state = position({"d8": (0, "B2")})
    # d8 -> d10 would pass the mountain d9; the way round (c8 c9 c10 d10) is 4 steps.
    assert "move d8 d10" not in legal_texts(state)
    assert "move d8 c10" in legal_texts(state)  # c8 c9 c10: 3 steps round the mountain


def test_nothing_passes_an_enemy_but_a_friend_may_be_passed() -> None:
    # A corridor on rank 1: an Ember Brute (Move 3) on a1 with a unit on b1.
    friend = position({"a1": (0, "R2"), "b1": (0, "N2"), "a2": (1, "N2")})
    assert "move a1 c1" in legal_texts(friend)  # through the friend on b1
    assert "move a1 b1" not in legal_texts(friend)  # never ends on a friend
    reason = RULES.why_illegal(friend, parse_action("move a1 b1"))
    assert reason is not None and "taken" in reason
    foe = position({"a1": (0, "R2"), "b1": (1, "N2"), "a2": (1, "N2")})
    assert not any(t.startswith("move a1") for t in legal_texts(foe))
    reason = RULES.why_illegal(foe, parse_action("move a1 c1"))
    assert reason is not None and "out of reach" in reason


def test_a_move_goes_at_most_move_steps_and_staying_put_is_not_a_move() -> None:
    state = position({"f4": (0, "R2")})  # Move 3
    texts = legal_texts(state)
    assert "move f4 f7" in texts and "move f4 f8" not in texts
    assert "move f4 f4" not in texts
    assert "staying put" in str(RULES.why_illegal(state, parse_action("move f4 f4")))


def test_a_unit_moves_once_and_a_sixth_move_is_illegal() -> None:
    units = {sq: (0, "N2") for sq in ("a1", "a3", "a5", "a7", "a9", "a11")}
    state = position(units)  # type: ignore[arg-type]
    state, _ = act(state, "move a1 a2")
    moved = unit_at(state, "a2")
    assert moved is not None and moved.moved
    reason = RULES.why_illegal(state, parse_action("move a2 b2"))
    assert reason is not None and "already moved" in reason
    state, _ = act(state, "move a3 a4", "move a5 a6", "move a7 a8", "move a9 a10")
    # Five moves made: the Move phase closes by itself (nothing to attack: the turn ends).
    assert state.phase != MOVE
    assert state.current == 1


def test_after_five_moves_the_attack_phase_opens_by_itself() -> None:
    units = {sq: (0, "N2") for sq in ("a1", "a3", "a5", "a7", "a9", "a11")}
    units["k15"] = (1, "N2")
    state = position(units)  # type: ignore[arg-type]
    state, _ = act(state, "move a1 a2", "move a3 a4", "move a5 a6", "move a7 a8")
    assert state.phase == MOVE
    reason = RULES.why_illegal(state, parse_action("move a2 b2"))
    assert reason is not None and "already moved" in reason
    state, _ = act(state, "move a11 a15")  # the 5th move; nothing in reach: the turn ends
    assert state.current == 1
    state2 = position({**units, "a12": (1, "N2")})  # type: ignore[arg-type]
    state2, _ = act(state2, "move a1 a2", "move a3 a4", "move a5 a6", "move a7 a8", "move a9 a10")
    assert state2.phase == ATTACK and state2.moves == 5
    reason = RULES.why_illegal(state2, parse_action("move a11 b11"))
    assert reason is not None and "no moves once attacks begin" in reason


def test_end_closes_move_and_no_move_follows_an_attack() -> None:
    state = position({"e3": (0, "N2"), "e4": (1, "N2"), "a1": (0, "N2")})
    state, _ = act(state, "end")
    assert state.phase == ATTACK
    assert "move a1 a2" not in legal_texts(state)
