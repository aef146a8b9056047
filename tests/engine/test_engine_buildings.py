"""Rulebook 8 and rulings 11-15: each of the five buildings, with and without it."""

from __future__ import annotations

import pytest
from engine_positions import area, assert_illegal, hand, play, position

from siege_desktop.games.gifts.rules import (
    Claim,
    Event,
    Phase,
    Recycle,
    Steal,
    Wrap,
    apply,
    apply_logged,
    lock_discard,
    parse_action,
    parse_gift,
)

R2A = parse_gift("R2a")


@pytest.mark.parametrize("gloves", [False, True])
@pytest.mark.parametrize("locks", [0, 1, 2, 3, 4])
def test_rule_8_thiefs_gloves_discard_max_0_locks_minus_2(gloves: bool, locks: int) -> None:
    s = position(
        lands=["RRRUU"],
        hands=["WWWW"],
        gifts=[[], [("R2a", locks)]],
        buildings=[["gloves"] if gloves else []],
    )
    owed = max(0, locks - 2) if gloves else locks
    assert lock_discard(s, 0, locks) == owed
    s = apply(s, Steal(R2A))
    if owed:
        assert s.phase is Phase.DISCARD and s.pending == owed
        s = play(s, *["discard W"] * owed)
    assert hand(s, 0) == "W" * (4 - owed)
    assert area(s, 0) == [("R2a", locks)]  # Gloves lower the payment, not the locks


def test_rule_8_thiefs_gloves_make_a_steal_affordable() -> None:
    gifts = [[], [("R2a", 3)]]
    without = position(lands=["RRRUU"], hands=["W"], gifts=gifts)
    assert_illegal(without, Steal(R2A), "need 3 lands discarded from hand; you hold 1")
    with_gloves = position(lands=["RRRUU"], hands=["W"], gifts=gifts, buildings=[["gloves"]])
    assert area(play(with_gloves, "steal R2a", "discard W"), 0) == [("R2a", 3)]


@pytest.mark.parametrize(("locks", "after"), [(0, 1), (1, 2), (3, 4), (4, 5)])
def test_rule_8_crowbar_adds_a_lock_to_a_stolen_gift_capped_at_5(locks: int, after: int) -> None:
    s = position(
        lands=["RRRUU"], hands=["WWWW"], gifts=[[], [("R2a", locks)]], buildings=[["crowbar"]]
    )
    events: list[Event] = []
    for text in ["steal R2a", *["discard W"] * locks]:
        s, step = apply_logged(s, parse_action(text))
        events.extend(step)
    assert area(s, 0) == [("R2a", after)]
    lock = [e for e in events if e.kind == "lock"]
    assert lock and lock[0].text == "Crowbar adds a lock to Red II." and lock[0].count == after


def test_rule_8_without_crowbar_a_stolen_gift_keeps_its_locks() -> None:
    s = position(lands=["RRRUU"], hands=["WWWW"], gifts=[[], [("R2a", 4)]])
    s = play(s, "steal R2a", *["discard W"] * 4)
    assert area(s, 0) == [("R2a", 4)]


@pytest.mark.parametrize(
    ("ribbon", "locks", "after"),
    [(False, 1, 2), (False, 4, 5), (True, 1, 3), (True, 3, 5), (True, 4, 5), (True, 0, 2)],
)
def test_rule_8_reinforced_ribbon_wraps_two_locks_capped_at_5(
    ribbon: bool, locks: int, after: int
) -> None:
    s = position(lands=["RU"], gifts=[[("R2a", locks)]], buildings=[["ribbon"] if ribbon else []])
    s = apply(s, Wrap(R2A, 1))
    assert area(s, 0) == [("R2a", after)]


@pytest.mark.parametrize(("warehouse", "drawn"), [(False, "U"), (True, "UB")])
def test_rule_8_supply_warehouse_recycle_draws_two(warehouse: bool, drawn: str) -> None:
    s = position(hands=["WW"], draws="UBG", buildings=[["warehouse"] if warehouse else []])
    s = apply(s, Recycle())
    assert hand(s, 0) == "".join(sorted("WW" + drawn, key="WUBRG".index))
    assert s.phase is Phase.DISCARD and s.pending == 1
    s = play(s, "discard W")
    assert len(hand(s, 0)) == 1 + len(drawn)


@pytest.mark.parametrize(("coffer", "locks"), [(False, 1), (True, 2)])
def test_rule_8_inviolable_coffer_claims_at_two_locks(coffer: bool, locks: int) -> None:
    s = position(
        lands=["RRRUU"],
        display=["W1a", "R2a", "U1a", "G1a"],
        buildings=[["coffer"] if coffer else []],
    )
    s, events = apply_logged(s, Claim(R2A))
    assert area(s, 0) == [("R2a", locks)]
    assert next(e for e in events if e.kind == "claim").count == locks


def test_rule_8_buildings_help_only_their_owner() -> None:
    # Seat 2 owns Coffer and Ribbon; seat 1's claim and wrap get the plain effect.
    s = position(
        lands=["RRRUU"],
        display=["W1a", "R2a", "U1a", "G1a"],
        gifts=[[("B1a", 1)]],
        buildings=[[], ["coffer", "ribbon"]],
    )
    assert area(apply(s, Claim(R2A)), 0)[-1] == ("R2a", 1)
    assert area(apply(s, Wrap(parse_gift("B1a"), 1)), 0) == [("B1a", 2)]
