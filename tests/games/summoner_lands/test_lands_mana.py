"""Mana and paying (rulings 15-19; the house edge cases' Mana and Summoning sections)."""

from __future__ import annotations

from attrs import evolve
from lands_positions import act, creature, legal_texts, position

from siege_desktop.games.summoner_lands.rules import RULES
from siege_desktop.games.summoner_lands.rules.board import payments, sources
from siege_desktop.games.summoner_lands.rules.state import LandsState

# KINDS20: 1 P, 2 I, 3 P, 4 S, 5 M, 6 F, 7 P, 8 I, 9 M, 10 S, 11 F, 12 P, 13 P, 14 I ...


def pays(state: LandsState, generic: int, letters: str, forced: str = "") -> list[str]:
    return sorted(",".join(p) for p in payments(state, 0, generic, letters, forced))


def test_only_controlled_untapped_lands_pay() -> None:
    state = position(owners={1: 0, 3: 0, 7: 1}, tapped=[3])
    assert [s[0] for s in sources(state, 0)] == ["1"]
    assert pays(state, 1, "P") == []
    assert pays(state, 0, "P") == ["1"]


def test_payments_are_minimal_and_one_per_class() -> None:
    state = position(owners={1: 0, 3: 0, 7: 0, 2: 0})
    # 1P: one Plains for the P, one more of anything: a second Plains or the Island.
    assert pays(state, 1, "P") == ["1,2", "1,3"]
    assert pays(state, 0, "PP") == ["1,3"]
    assert pays(state, 0, "I") == ["2"]


def test_loamheart_pays_two_and_may_overpay_by_one() -> None:
    state = position(owners={6: 0, 11: 0}, enchantments=[("F12", 0, 6)])
    assert pays(state, 1, "F") == ["6"]
    assert pays(state, 0, "F") == ["11", "6"]
    assert pays(state, 2, "F") == ["6,11"]


def test_colourless_pays_only_generic_and_prism_any_letter() -> None:
    state = position(owners={1: 0}, artifacts=[("A01", 0), ("A02", 0)])
    assert pays(state, 0, "PP") == ["1,a2"]
    # The Prism pays the letter and the Totem the generic: that is a payment too.
    assert pays(state, 1, "P") == ["1,a1", "1,a2", "a1,a2"]
    only_totem = position(owners={2: 0}, artifacts=[("A01", 0)])
    assert pays(only_totem, 0, "PI") == []


def test_a_rootkin_tender_pays_forest_unless_sick() -> None:
    state = position(owners={1: 0}, creatures=[("F01", 0, 1)])
    assert pays(state, 0, "F") == ["c1"]
    sick = evolve(state, creatures=(evolve(creature(state, 1), sick=True),))
    assert pays(sick, 0, "F") == []


def test_summoning_taps_its_native_land_in_the_payment_once_a_turn() -> None:
    state = position(owners={1: 0, 3: 0, 2: 0}, hands=[["P02", "P01"], []])
    options = legal_texts(state)
    assert "summon P02 at 1 pay 1,2" in options and "summon P02 at 1 pay 1,3" in options
    assert not any(t.startswith("summon P02 at 2") for t in options)  # not native
    state = act(state, "summon P02 at 1 pay 1,3")
    assert state.tapped[0] and state.tapped[2] and not state.tapped[1]
    assert creature(state, 1).sick and creature(state, 1).land == 1
    # Land 1 is tapped: no second summon there; P01 would need an untapped Plains.
    assert not any(t.startswith("summon P01") for t in legal_texts(state))


def test_a_payment_naming_another_equivalent_land_is_refused_with_the_listed_one() -> None:
    state = position(owners={1: 0, 3: 0, 7: 0}, hands=[["P02"], []])
    reason = RULES.why_illegal(state, RULES.parse_action("summon P02 at 1 pay 1,7"))
    assert reason is not None and "pay 1,3" in reason
    reason = RULES.why_illegal(state, RULES.parse_action("summon P02 at 1 pay 1,5"))
    assert reason is not None and "cannot tap" in reason


def test_banding_room_and_a_wall_shuts_its_land() -> None:
    wall = position(owners={1: 0}, creatures=[("P04", 0, 1)], hands=[["P02", "P01"], []])
    options = legal_texts(wall)
    assert "summon P01 at 1 pay 1" in options  # Banding joins a Banding Wall
    blocked = position(owners={1: 0}, creatures=[("P02", 0, 1)], hands=[["P03", "P01"], []])
    options = legal_texts(blocked)
    assert "summon P01 at 1 pay 1" in options
    assert not any(t.startswith("summon P03") for t in options)


def test_lands_stay_tapped_through_other_turns_and_untap_in_their_untap_step() -> None:
    state = position(owners={1: 0, 2: 1}, tapped=[1, 2], phase="move", creatures=[("M04", 1, 2)])
    state = act(state, "end")  # seat 0's turn ends; seat 1's Untap
    assert state.active == 1
    assert state.tapped[0] and not state.tapped[1]
