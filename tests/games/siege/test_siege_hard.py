"""Siege's Hard: what its search widens over, where its playouts stop, and how it scores
the leaves (the attacks still to come by the exact dice table, no points counted twice)."""

from __future__ import annotations

import pytest
from siege_positions import UnitSpec, act, position, sq

from siege_desktop.games.siege.ai.evaluation import MATERIAL, expected_attacks, win_chances
from siege_desktop.games.siege.ai.heuristics import HEURISTICS, UNITS_WIDE, tree_moves
from siege_desktop.games.siege.ai.policy import ranked
from siege_desktop.games.siege.ai.values import attack_value
from siege_desktop.games.siege.rules import RULES
from siege_desktop.games.siege.rules.actions import Move
from siege_desktop.games.siege.rules.state import ATTACK, DRAW, MOVE


def test_the_attacks_to_come_count_by_the_dice_table() -> None:
    # One Grey Archer 3 squares from a Brute that cannot answer: the expected gain is the
    # attack's exact value, in points of standing; none once the Archer has attacked.
    state = position({"e3": (0, "N1"), "e6": (1, "R2", 2)}, phase=ATTACK)
    archer, brute = state.board[sq("e3")], state.board[sq("e6")]
    assert archer is not None and brute is not None
    want = MATERIAL * attack_value(archer, sq("e3"), brute, sq("e6"))
    assert want > 0
    assert expected_attacks(state) == pytest.approx(want)
    done, _ = act(state, "attack e3 e6")
    if done.phase == ATTACK:
        assert expected_attacks(done) == 0.0


def test_a_seat_at_its_attacks_stands_better_than_the_same_board_without_them() -> None:
    units: dict[str, UnitSpec] = {"e5": (0, "G1"), "e6": (1, "B2", 0), "k15": (1, "N2")}
    before = position(units, phase=ATTACK)
    spent = position(units, phase=ATTACK, attacks=5)
    assert win_chances(before)[0] > win_chances(spent)[0]


def test_points_just_scored_at_a_turns_start_are_not_counted_twice() -> None:
    # North holds c8; South ends its turn with nothing to attack. North scores 1 at the
    # start of its turn, which the standing already counted as the tower's income: the
    # leaf after `end` is worth what the leaf before it was.
    units: dict[str, UnitSpec] = {"e3": (0, "N2"), "c8": (1, "G2"), "k15": (1, "N2")}
    before = position(units, phase=ATTACK, moves=1)
    after, _ = act(before, "end")
    assert after.phase == DRAW and after.current == 1 and after.points == (0, 1)
    assert win_chances(after)[0] == pytest.approx(win_chances(before)[0])


def test_playouts_stop_at_the_attacks_and_at_the_turns_end() -> None:
    units: dict[str, UnitSpec] = {"e3": (0, "N2"), "e4": (1, "G2")}
    start = position(units, phase=MOVE)
    assert not HEURISTICS.playout_done(start, start)
    at_attacks, _ = act(start, "end")
    assert at_attacks.phase == ATTACK
    assert HEURISTICS.playout_done(start, at_attacks)


def test_the_search_widens_over_a_unit_apiece() -> None:
    # Five units that could move: Medium's best few options may be one unit's squares,
    # but the search gets the best option of each of its best units.
    units: dict[str, UnitSpec] = {
        "e3": (0, "B1"),
        "d2": (0, "G2"),
        "g2": (0, "R2"),
        "f4": (0, "N1"),
        "h2": (0, "B2"),
        "f13": (1, "G2"),
    }
    state = position(units, phase=MOVE)
    legal = RULES.legal_actions(state)
    wide = tree_moves(state, legal)
    movers = {a.frm for a in wide if isinstance(a, Move)}
    assert len(movers) >= UNITS_WIDE
    best = ranked(state, legal)[0][1]
    assert best in wide


def test_every_option_starts_at_the_win_chance_now() -> None:
    state = position({"e5": (0, "G1"), "e6": (1, "B2"), "d5": (1, "R2")}, phase=ATTACK)
    legal = RULES.legal_actions(state)
    priors = HEURISTICS.priors(state, legal)
    assert priors is not None
    now = win_chances(state)[0]
    best = ranked(state, legal)[0][1]
    assert priors[best] > now
    assert all(q == pytest.approx(now) for a, q in priors.items() if a != best)
