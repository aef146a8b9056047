"""Battles: occupation, the spell window, damage steps, division and Banding, retreat and
conquest (rulings 39-49; the house edge cases' Combat, Damage and Retreat sections).
Board: 1 P, 2 I, 3 P, 4 S, 5 M, 6 F, 7 P, 8 I, 9 M, 10 S, 11 F, 12 P, 13 P, 14 I, 15 M ..."""

from __future__ import annotations

from collections.abc import Sequence

import attrs
from lands_positions import act, creature, legal_texts, position

from siege_desktop.games.summoner_lands.rules import RULES
from siege_desktop.games.summoner_lands.rules.board import sources
from siege_desktop.games.summoner_lands.rules.state import LandsState

OWNERS3 = {1: 0, 12: 0, 3: 1, 4: 1, 10: 1, 5: 2, 9: 2, 15: 2}


def fight(
    *creatures: tuple[str, int, int],
    seats: int = 3,
    owners: dict[int, int] | None = None,
    hands: Sequence[Sequence[str]] | None = None,
    **kw: object,
) -> LandsState:
    """Seat 0 ends its Move phase with these creatures placed: Combat begins."""
    state = position(
        seats=seats,
        phase="move",
        creatures=creatures,
        owners=owners or OWNERS3,
        hands=hands or [[] for _ in range(seats)],
        **kw,  # type: ignore[arg-type]
    )
    return act(state, "end")


def test_a_window_visits_every_seat_from_the_active_one_and_closes_after_n_passes() -> None:
    hands = [["P09"], ["S09"], ["M09"]]
    state = fight(("M04", 0, 3), ("S01", 1, 3), ("F04", 2, 9), hands=hands)
    assert state.phase == "window"
    order = []
    for _ in range(3):
        order.append(RULES.to_act(state))
        state = act(state, "pass")
    assert order == [0, 1, 2]
    assert state.phase != "window" or state.battle is None or state.battle.land != 3


def test_a_caster_gets_priority_again_after_a_full_round() -> None:
    hands = [["P09", "P09"], ["S09"], ["M09"]]
    state = fight(("M04", 0, 3), ("S01", 1, 3), ("F04", 2, 9), hands=hands)
    state = act(state, "cast P09 on c1 pay 1", "pass", "pass")
    assert RULES.to_act(state) == 0 and state.phase == "window"
    assert any(t.startswith("cast P09") for t in legal_texts(state))


def test_seats_that_cannot_answer_are_passed_without_a_decision() -> None:
    # Seat 2 holds nothing and has no deck: the public auto-pass skips it.
    state = fight(("M04", 0, 3), ("S01", 1, 3), ("F04", 2, 9), hands=[["P09"], ["S09"], []])
    state, events = RULES.apply_logged(state, RULES.parse_action("pass"))
    state, events = RULES.apply_logged(state, RULES.parse_action("pass"))
    assert any("no possible answer" in e.text for e in events)
    assert RULES.to_act(state) != 2


def test_a_window_where_nobody_can_answer_asks_nobody() -> None:
    state = fight(("M04", 0, 3), ("S01", 1, 3), ("F04", 2, 9))
    assert state.creature(1) is None and state.creature(2) is None  # 3/1 against 2/1
    assert state.owners[2] == 1  # both died: the land keeps its controller


def test_the_window_closes_when_a_side_is_emptied() -> None:
    hands = [[], ["I09"], []]
    state = fight(
        ("M04", 0, 3), ("S01", 1, 3), ("F04", 2, 9), hands=hands, owners={**OWNERS3, 2: 1}
    )
    assert RULES.to_act(state) == 1  # seat 0 has nothing to answer with
    state = act(state, "cast I09 on c1 pay 2,3")
    assert "M04" in state.hands[0] and state.creature(1) is None
    assert state.owners[2] == 1 and creature(state, 2).damage == 0


def test_attackers_tap_except_vigilance_and_defenders_do_not() -> None:
    state = fight(
        ("P03", 0, 3), ("F04", 0, 3), ("F02", 1, 3), ("F04", 2, 9), hands=[["P09"], [], []]
    )
    assert state.phase == "window"
    assert not creature(state, 1).tapped and creature(state, 2).tapped
    assert not creature(state, 3).tapped


def test_the_fight_order_is_asked_only_with_two_battles() -> None:
    state = fight(("M04", 0, 3), ("S01", 1, 3), ("F04", 0, 5), ("F07", 2, 5), ("M04", 2, 9))
    assert state.phase == "fight" and legal_texts(state) == ["fight 3", "fight 5"]


def test_first_strike_kills_before_regular_damage_and_the_dead_deal_none() -> None:
    state = fight(("P02", 0, 3), ("S01", 1, 3), ("F04", 2, 9))
    assert creature(state, 1).damage == 0 and state.creature(2) is None
    assert state.owners[2] == 0  # conquered, and tapped
    assert state.tapped[2]


def test_the_attacking_seat_divides_among_several_defenders_overkill_allowed() -> None:
    state = fight(("F07", 0, 3), ("S01", 1, 3), ("S05", 1, 3), ("F04", 2, 9))
    # F07 4/4 against two defenders without Banding: seat 0 divides, and may pile it all.
    assert state.phase == "assign" and RULES.to_act(state) == 0
    assert "assign c2 4" in legal_texts(state) and "assign c3 1" in legal_texts(state)
    state = act(state, "assign c2 4")
    assert state.creature(2) is None and creature(state, 3).damage == 0


def test_a_banding_receiving_side_divides_the_damage_it_takes() -> None:
    owners = {1: 0, 12: 0, 3: 1, 4: 1, 5: 2, 9: 2}
    state = fight(("F07", 0, 3), ("P01", 1, 3), ("P06", 1, 3), ("F04", 2, 9), owners=owners)
    # First strike: P06 deals 2 to the single attacker, assigned at once. Regular: F07's 4
    # is divided by the receiving seat (Banding), which piles it all on the Squire.
    assert state.phase == "assign" and RULES.to_act(state) == 1
    assert creature(state, 1).damage == 2
    state = act(state, "assign c2 4")
    assert state.creature(2) is None and creature(state, 3).damage == 0
    assert creature(state, 1).damage == 3  # and the Squire's 1 before it died
    assert state.phase == "retreat"  # both sides survive


def test_a_lord_dying_in_the_first_strike_step_takes_its_bonus_away() -> None:
    # S07 3/2 and P06 2/2, both first strike, attack P07 (2/3 lord) and P01 (2/3 with the
    # lord). Seat 1 (Banding) divides the 5: 3 kill the lord, and the Squire's 2 damage now
    # reach its toughness of 2: it dies too, before the regular step.
    owners = {1: 0, 12: 0, 3: 1, 4: 1, 5: 2, 9: 2}
    state = fight(
        ("S07", 0, 3), ("P06", 0, 3), ("P07", 1, 3), ("P01", 1, 3), ("F04", 2, 9), owners=owners
    )
    assert state.phase == "assign" and RULES.to_act(state) == 1
    state = act(state, "assign c3 3", "assign c4 2")
    assert state.creature(3) is None and state.creature(4) is None
    assert "P01" in state.graves[1] and state.owners[2] == 0


def test_hush_of_the_boughs_prevents_both_steps() -> None:
    owners = {1: 0, 3: 1, 4: 1, 6: 1, 5: 2, 9: 2}
    state = fight(
        ("P02", 0, 3), ("S01", 1, 3), ("F04", 2, 9), hands=[[], ["F10"], []], owners=owners
    )
    assert RULES.to_act(state) == 1
    state = act(state, "cast F10 pay 4,6")
    # Both survive: the attacker retreats to land 1 (seat 0's, touching 3).
    assert creature(state, 1).land == 1 and creature(state, 2).land == 3
    assert creature(state, 1).tapped and creature(state, 1).damage == 0


def test_retreat_goes_to_a_touching_own_land_chosen_by_the_active_seat() -> None:
    owners = {1: 0, 2: 0, 12: 0, 3: 1, 4: 1, 5: 2, 9: 2}
    state = fight(("P01", 0, 3), ("F02", 1, 3), ("F04", 2, 9), owners=owners)
    assert state.phase == "retreat" and legal_texts(state) == [
        "retreat c1 1",
        "retreat c1 2",
        "retreat c1 12",
    ]
    state = act(state, "retreat c1 12")
    assert creature(state, 1).land == 12 and creature(state, 1).tapped


def test_an_attacker_with_nowhere_to_retreat_dies() -> None:
    owners = {1: 0, 3: 1, 4: 1, 5: 2, 9: 2}
    state = fight(("P01", 0, 3), ("S02", 0, 1), ("F02", 1, 3), ("F04", 2, 9), owners=owners)
    # Land 1 holds a Wall without Banding: there is room for the Banding Squire only.
    assert creature(state, 1).land == 1
    crowded = fight(("F04", 0, 3), ("S02", 0, 1), ("F02", 1, 3), ("F04", 2, 9), owners=owners)
    assert crowded.creature(1) is None and "F04" in crowded.graves[0]


def test_occupation_takes_empty_lands_first_and_they_start_tapped() -> None:
    state = fight(("F04", 0, 13), ("M04", 0, 3), ("S01", 1, 3), ("F04", 2, 9), owners={**OWNERS3})
    assert state.owners[12] == 0 and state.tapped[12]


def test_a_land_taken_earlier_this_combat_is_a_retreat_target() -> None:
    owners = {1: 0, 3: 1, 4: 1, 5: 2, 9: 2, 20: 2}
    state = fight(("F04", 0, 12), ("P01", 0, 3), ("F02", 1, 3), ("F04", 2, 9), owners=owners)
    assert state.owners[11] == 0
    assert state.phase == "retreat" and "retreat c2 12" in legal_texts(state)


def test_conquered_enchantments_serve_the_new_controller() -> None:
    owners = {1: 0, 3: 1, 4: 1, 5: 2, 9: 2}
    enchanted = [("F12", 1, 3)]
    state = fight(
        ("F07", 0, 3), ("S01", 1, 3), ("F04", 2, 9), owners=owners, enchantments=enchanted
    )
    assert state.owners[2] == 0 and state.tapped[2]
    assert not any(s[0] == "3" for s in sources(state, 0))  # tapped until its Untap step
    untapped = attrs.evolve(state, tapped=tuple(False for _ in state.tapped))
    assert ("3", 2) in [(s[0], s[3]) for s in sources(untapped, 0)]  # Loamheart's two


def test_marked_damage_ends_at_the_end_step() -> None:
    owners = {1: 0, 3: 1, 4: 1, 5: 2, 9: 2}
    state = fight(("F07", 0, 3), ("F02", 1, 3), ("F04", 2, 9), owners=owners)
    # F07 4/4 against F02 1/5: both survive, F07 retreats to land 1, the turn ends.
    assert creature(state, 1).land == 1 and state.active != 0
    assert all(c.damage == 0 for c in state.creatures)


def test_a_hole_is_never_a_retreat_target_nor_a_step() -> None:
    owners = {1: 0, 2: 0, 3: 1, 4: 1, 5: 2, 9: 2}
    state = fight(("P01", 0, 3), ("F02", 1, 3), ("F04", 2, 9), owners=owners, holes=[2])
    assert creature(state, 1).land == 1  # land 2 is a hole: land 1 is the only retreat
    walker = position(
        seats=3,
        phase="move",
        owners={1: 0, 9: 2},
        holes=[2],
        creatures=[("I03", 0, 1), ("F04", 2, 9)],
    )
    assert not any(t.startswith("step c1 2") for t in legal_texts(walker))


def test_block_prompts_depend_only_on_the_board() -> None:
    owners = {1: 0, 3: 1, 4: 1, 5: 2, 9: 2}
    base = dict(
        seats=3,
        phase="move",
        owners=owners,
        creatures=[("M04", 0, 1), ("S01", 1, 3), ("F04", 0, 7), ("F04", 2, 9)],
    )
    for hands in ([[], [], []], [["P09"], ["S09", "S10"], ["M09"]]):
        state = act(position(hands=hands, **base), "step c1 3")  # type: ignore[arg-type]
        assert state.phase == "block" and RULES.to_act(state) == 1


def test_without_the_public_auto_pass_every_seat_is_asked() -> None:
    config = attrs.evolve(RULES.default_config(3), auto_pass=False)
    state = fight(("M04", 0, 3), ("S01", 1, 3), ("F04", 2, 9), config=config)
    asked = []
    while state.phase == "window" and state.battle is not None and state.battle.land == 3:
        asked.append(RULES.to_act(state))
        assert legal_texts(state) == ["pass"]
        state = act(state, "pass")
    assert asked == [0, 1, 2]  # nobody holds a card, and each is asked anyway (ruling 59)
