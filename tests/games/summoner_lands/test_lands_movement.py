"""Movement and blocking (rulings 29-38; the house edge cases' Movement costs, Moving and
Blocking sections). Board: 1 P, 2 I, 3 P, 4 S, 5 M, 6 F, 7 P, 8 I, 9 M, 10 S, 11 F, 12 P ..."""

from __future__ import annotations

import attrs
from lands_positions import act, creature, legal_texts, position

from siege_desktop.games.summoner_lands.rules import RULES
from siege_desktop.games.summoner_lands.rules.board import allowance, step_cost
from siege_desktop.games.summoner_lands.rules.state import LandsState


def moving(*creatures: tuple[str, int, int], **kw: object) -> LandsState:
    owners = {20: 1, **kw.pop("owners", {1: 0})}  # type: ignore[dict-item]
    return position(phase="move", creatures=creatures, owners=owners, **kw)  # type: ignore[arg-type]


def steps(state: LandsState, cid: int) -> list[str]:
    return [t for t in legal_texts(state) if t.startswith(f"step c{cid} ")]


def test_entry_costs_plains_native_flying_and_others() -> None:
    state = moving(("M04", 0, 1), ("I03", 0, 1), ("S01", 0, 7))
    boar, wisp, rats = creature(state, 1), creature(state, 2), creature(state, 3)
    assert step_cost(state, boar, 3) == 1  # Plains: 1 for everyone
    assert step_cost(state, boar, 5) == 1  # native Mountain
    assert step_cost(state, boar, 4) == 2  # a Swamp for a Mountain native
    assert step_cost(state, wisp, 4) == 1  # Flying
    assert step_cost(state, rats, 8) == 2


def test_drowned_causeway_taxes_only_other_seats_non_fliers() -> None:
    state = moving(
        ("M04", 0, 1), ("I03", 0, 1), ("I04", 1, 20),
        owners={1: 0, 2: 1, 20: 1}, enchantments=[("I12", 1, 2)],
    )  # fmt: skip
    assert step_cost(state, creature(state, 1), 2) == 3
    assert step_cost(state, creature(state, 2), 2) == 1
    mine = attrs.evolve(creature(state, 3), land=8)
    assert step_cost(state, mine, 2) == 1  # its controller's own creature


def test_allowances_walls_plains_drums_and_march() -> None:
    state = moving(("M04", 0, 1), ("P03", 0, 1), ("S02", 0, 4), artifacts=[("A03", 0)])
    assert allowance(state, creature(state, 1)) == 4  # 3 + Drums
    assert allowance(state, creature(state, 2)) == 5  # Plains native 4 + Drums
    assert allowance(state, creature(state, 3)) == 0  # a Wall: Drums do not help
    marched = attrs.evolve(creature(state, 1), move_bonus=2)
    assert allowance(state, marched) == 6


def test_an_animated_plains_wall_moves_four_as_a_native() -> None:
    state = moving(("P04", 0, 1))
    wall = attrs.evolve(creature(state, 1), animated=True)
    assert allowance(state, wall) == 4
    assert step_cost(state, wall, 2) == 2


def test_tapped_and_sick_creatures_cannot_move_haste_can() -> None:
    state = moving(("M04", 0, 1), ("M01", 0, 3), ("F04", 0, 7))
    state = attrs.evolve(
        state,
        creatures=(
            attrs.evolve(creature(state, 1), tapped=True),
            attrs.evolve(creature(state, 2), sick=True),
            attrs.evolve(creature(state, 3), sick=True),
        ),
    )
    assert steps(state, 1) == [] and steps(state, 3) == []
    assert steps(state, 2)  # Haste


def test_moving_another_creature_ends_the_first_ones_move() -> None:
    state = moving(("M04", 0, 1), ("F04", 0, 7))
    state = act(state, "step c1 3")
    assert steps(state, 1)
    state = act(state, "step c2 18")
    assert creature(state, 1).moved and steps(state, 1) == []
    assert creature(state, 2).points == 2


def test_a_creature_passes_friends_but_never_ends_stranded() -> None:
    # c1 and c2 lack Banding: c1 may pass through 3 (c2's land) only to go on.
    state = moving(("M04", 0, 1), ("F04", 0, 3), owners={1: 0, 3: 0})
    assert "step c1 3" in steps(state, 1)
    state = act(state, "step c1 3")
    assert "end" not in legal_texts(state)  # it may not stop here
    assert all(t.startswith("step c1 ") for t in legal_texts(state))
    # With too few points left to get out, the step in is refused.
    tired = moving(("F04", 0, 1), ("M04", 0, 4), owners={1: 0, 4: 0})
    tired = act(tired, "step c1 3", "step c1 12")  # 2 points used, 1 left
    assert "step c1 13" in steps(tired, 1)  # Plains 13, then nothing further is needed


def test_entering_an_enemy_land_needs_a_legal_end_there() -> None:
    state = moving(("M04", 0, 1), ("F04", 0, 2), ("S01", 1, 2), owners={1: 0, 2: 1})
    assert "step c1 2" not in steps(state, 1)  # c2 is not a Banding partner
    band = moving(("P01", 0, 1), ("F04", 0, 2), ("S01", 1, 2), owners={1: 0, 2: 1})
    assert "step c1 2" in steps(band, 1)


def test_landwalk_walk_is_free_and_evade_unblockable_never_both() -> None:
    state = moving(("M03", 0, 1), ("S01", 1, 3), owners={1: 0, 3: 1})
    options = steps(state, 1)
    assert "step c1 7 walk" in options and "step c1 3 evade" in options
    assert "step c1 7 evade" not in options  # nothing to evade in an empty land
    state = act(state, "step c1 3 evade")
    assert state.phase == "move"  # no block asked
    assert creature(state, 1).walk_used
    assert not any(t.endswith(("walk", "evade")) for t in steps(state, 1))
    walked = act(moving(("M03", 0, 1)), "step c1 7 walk")
    assert creature(walked, 1).points == 3


def test_a_plain_step_keeps_landwalk_for_a_free_entry_further_on() -> None:
    """Ruling 32: no creature is ever stranded. Grassfire Raider (Plainswalk), 1 point left,
    stands with another of its side (no Banding), so it may not end here; nor in Mountain 5,
    where a third waits. The step into 5 is legal all the same: its landwalk, unused, then
    enters Plains 1 for free. (A seeded random 4-seat game once stranded it here.)"""
    state = moving(("M03", 0, 15), ("M04", 0, 15), ("M04", 0, 5), owners={15: 0, 5: 0})
    raider = attrs.evolve(creature(state, 1), points=1)
    state = attrs.evolve(state, moving=1, creatures=(raider, *state.creatures[1:]))
    assert steps(state, 1) == ["step c1 5"]
    state = act(state, "step c1 5")
    assert steps(state, 1) == ["step c1 1 walk"]
    state = act(state, "step c1 1 walk", "end")
    assert creature(state, 1).land == 1


def test_mirecurse_ground_kills_a_one_toughness_creature_passing_through() -> None:
    state = moving(
        ("S04", 0, 1), ("P01", 0, 1),
        owners={1: 0, 3: 1}, enchantments=[("S12", 1, 3)],
    )  # fmt: skip
    state = act(state, "step c1 3")
    assert state.creature(1) is None and "S04" in state.graves[0]
    state = act(state, "step c2 3")
    assert creature(state, 2).toughness_bonus == -1 and creature(state, 2).power_bonus == -1


def test_a_block_is_asked_only_with_an_eligible_blocker() -> None:
    state = moving(("M04", 0, 1), ("S01", 1, 3), ("F04", 0, 7), owners={1: 0, 3: 1})
    state = act(state, "step c1 3")
    assert state.phase == "block" and RULES.to_act(state) == 1
    assert legal_texts(state) == ["block", "pass"]
    blocked = act(state, "block")
    assert blocked.phase == "move" and steps(blocked, 1) == []
    assert creature(blocked, 1).moved and not creature(blocked, 2).tapped
    passed = act(state, "pass")
    assert passed.phase == "move" and steps(passed, 1)  # it may go on


def test_tapped_creatures_cannot_block_and_flyers_need_flying_or_reach() -> None:
    tapped = moving(("M04", 0, 1), ("S01", 1, 3), owners={1: 0, 3: 1})
    tapped = attrs.evolve(
        tapped, creatures=(creature(tapped, 1), attrs.evolve(creature(tapped, 2), tapped=True))
    )
    assert act(tapped, "step c1 3").phase == "move"
    flyer = moving(("I03", 0, 1), ("S01", 1, 3), owners={1: 0, 3: 1})
    assert act(flyer, "step c1 3").phase == "move"
    reach = moving(("I03", 0, 1), ("F05", 1, 3), owners={1: 0, 3: 1})
    assert act(reach, "step c1 3").phase == "block"


def test_one_creature_blocks_twice_in_a_turn() -> None:
    state = moving(("P01", 0, 1), ("P01", 0, 7), ("S01", 1, 3), owners={1: 0, 3: 1})
    state = act(state, "step c1 3", "block", "step c2 1", "step c2 3")
    assert state.phase == "block"
    state = act(state, "block")
    assert creature(state, 1).land == creature(state, 2).land == 3


def test_summoning_sick_creatures_block_and_walls_block() -> None:
    for guard in ("S02", "S01"):
        state = moving(("M04", 0, 1), (guard, 1, 3), ("F04", 0, 7), owners={1: 0, 3: 1})
        sick = attrs.evolve(creature(state, 2), sick=True)
        state = attrs.evolve(state, creatures=(creature(state, 1), sick, creature(state, 3)))
        assert act(state, "step c1 3").phase == "block"
