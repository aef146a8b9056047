"""Every card's text does what its table says (the house edge cases' Cards section).
Board: Plains 1 3 7 12 13 18, Island 2 8 14, Swamp 4 10 16 19, Mountain 5 9 15,
Forest 6 11 17 20."""

from __future__ import annotations

from collections import Counter

import attrs
from lands_positions import act, creature, legal_texts, position

from siege_desktop.games.summoner_lands.rules import RULES
from siege_desktop.games.summoner_lands.rules.board import (
    allowance,
    first_strike,
    flies,
    is_wall,
    neighbours,
    power,
    sources,
    step_cost,
    toughness,
)
from siege_desktop.games.summoner_lands.rules.cards import CARDS, DECKS
from siege_desktop.games.summoner_lands.rules.moves import eligible_blockers
from siege_desktop.games.summoner_lands.rules.state import Battle, LandsState

ALL = {1: 0, 3: 0, 7: 0, 2: 0, 8: 0, 4: 0, 10: 0, 5: 0, 6: 0, 11: 0, 20: 1, 19: 1}  # 10 of 20


def summon_phase(hand: list[str], *creatures: tuple[str, int, int], **kw: object) -> LandsState:
    """Seat 0's Summon phase; a Scout of its own on land 7 (the last id) keeps the turn from
    running on once the tested card is played (a Move phase with a choice)."""
    owners = kw.pop("owners", ALL)
    placed = (*creatures, ("P03", 0, 7))
    return position(hands=[hand, []], creatures=placed, owners=owners, **kw)  # type: ignore[arg-type]


def first(state: LandsState, prefix: str) -> str:
    return next(t for t in legal_texts(state) if t.startswith(prefix))


def test_the_pool_and_decks() -> None:
    assert len(CARDS) == 68
    assert len(DECKS) == 5 and all(len(d.cards) == 30 for d in DECKS)
    in_decks = Counter(code for d in DECKS for code in set(d.cards))
    assert set(in_decks) == set(CARDS)  # every card is in some deck
    for d in DECKS:
        creatures = [c for c in d.cards if CARDS[c].kind == "creature"]
        assert len(creatures) in (20, 21)
        assert len([c for c in creatures if CARDS[c].mana_value <= 2]) in (12, 13)
    assert CARDS["P06"].keywords == {"banding", "first_strike"}
    assert CARDS["I04"].landwalk == "S" and CARDS["M08"].power == 5


def test_marshal_of_the_furrows_lifts_others_in_its_land_only() -> None:
    state = summon_phase([], ("P07", 0, 1), ("P01", 0, 1), ("P01", 0, 3))
    assert (power(state, creature(state, 2)), toughness(state, creature(state, 2))) == (2, 3)
    assert (power(state, creature(state, 3)), toughness(state, creature(state, 3))) == (1, 2)
    assert power(state, creature(state, 1)) == 2  # not itself


def test_tidereader_adept_taps_a_creature() -> None:
    state = summon_phase([], ("I06", 0, 2), ("S01", 1, 19))
    state = act(state, "use c1 on c2")
    assert creature(state, 2).tapped and creature(state, 1).tapped


def test_stormglass_seer_draws_when_summoned() -> None:
    state = summon_phase(["I07"], decks=[["F04"], []])
    state = act(state, first(state, "summon I07 at 2"))
    assert "F04" in state.hands[0] and state.decks[0] == ()


def test_barrow_bones_goes_to_hand_when_it_dies() -> None:
    state = summon_phase(["S10"], ("S05", 1, 19))
    state = act(state, first(state, "cast S10 on c1"))
    assert state.hands[1] == ("S05",) and "S05" not in state.graves[1]


def test_slingstone_hurler_deals_one_damage() -> None:
    state = summon_phase([], ("M06", 0, 5), ("S04", 1, 19))
    state = act(state, "use c1 on c2")
    assert state.creature(2) is None and "S04" in state.graves[1]


def test_a_sick_creature_cannot_use_tap_haste_can() -> None:
    state = summon_phase([], ("M06", 0, 5), ("S04", 1, 19))
    sick = attrs.evolve(
        state, creatures=(attrs.evolve(creature(state, 1), sick=True), creature(state, 2))
    )
    assert "use c1 on c2" not in legal_texts(sick)


def test_creature_instants() -> None:
    base = summon_phase([], ("F04", 1, 19))
    cases = {
        "P09": lambda s: toughness(s, creature(s, 1)) == 5,
        "I10": lambda s: power(s, creature(s, 1)) == -1,
        "M10": lambda s: power(s, creature(s, 1)) == 4 and first_strike(s, creature(s, 1)),
        "F09": lambda s: (power(s, creature(s, 1)), toughness(s, creature(s, 1))) == (4, 4),
        "M09": lambda s: s.creature(1) is None,
        "S09": lambda s: s.creature(1) is None,
        "I09": lambda s: s.creature(1) is None and s.hands[1] == ("F04",),
        "S10": lambda s: s.creature(1) is None and s.graves[1] == ("F04",),
    }
    for code, check in cases.items():
        state = attrs.evolve(base, hands=((code,), ()))
        state = act(state, first(state, f"cast {code} on c1"))
        assert check(state), code
        assert code in state.graves[0]


def test_rotting_grasp_shrinks_a_bigger_creature() -> None:
    state = summon_phase(["S09"], ("F07", 1, 19))
    state = act(state, first(state, "cast S09 on c1"))
    assert (power(state, creature(state, 1)), toughness(state, creature(state, 1))) == (2, 2)


def test_sunward_march_gives_up_to_two_creatures_two_more_points() -> None:
    state = summon_phase(["P10"], ("F04", 0, 6), ("M04", 0, 5))
    assert "cast P10 on c1,c2 pay 1" in legal_texts(state)
    state = act(state, "cast P10 on c1,c2 pay 1")
    assert allowance(state, creature(state, 1)) == 5 and allowance(state, creature(state, 2)) == 5


def test_rouse_the_ramparts_and_wallwaker_rune_animate_walls() -> None:
    state = summon_phase(["P11"], ("P04", 0, 1), ("S02", 0, 4), artifacts=[("A07", 0)])
    state = act(state, first(state, "cast P11"))
    assert not is_wall(creature(state, 1)) and allowance(state, creature(state, 1)) == 4
    rune = summon_phase([], ("S02", 0, 4), artifacts=[("A07", 0)])
    rune = act(rune, first(rune, "use a1 on c1"))
    assert not is_wall(creature(rune, 1)) and allowance(rune, creature(rune, 1)) == 3


def test_chart_the_currents_draws_two_and_an_empty_deck_draws_nothing() -> None:
    state = summon_phase(["I11"], decks=[["F04", "M04", "S01"], []])
    state = act(state, first(state, "cast I11"))
    assert Counter(state.hands[0]) == Counter({"F04": 1, "M04": 1})
    empty = act(summon_phase(["I11"]), first(summon_phase(["I11"]), "cast I11"))
    assert empty.hands[0] == ()


def test_call_from_the_barrow_returns_a_creature_card() -> None:
    state = summon_phase(["S11"], graves=(("S04", "S09"), ()))
    assert next(t for t in legal_texts(state) if t.startswith("cast S11")).startswith(
        "cast S11 on S04"
    )
    state = act(state, first(state, "cast S11 on S04"))
    assert state.hands[0] == ("S04",) and state.graves[0] == ("S09", "S11")


def test_earthsunder_makes_a_hole_of_an_empty_land_only() -> None:
    owners = {1: 0, 3: 0, 5: 0, 9: 0, 15: 0, 13: 1, 19: 1, 20: 1}
    state = summon_phase(["M11"], ("F04", 1, 19), enchantments=[("P12", 0, 13)], owners=owners)
    options = legal_texts(state)
    assert not any(t.startswith("cast M11 on land 19 ") for t in options)
    state = act(state, first(state, "cast M11 on land 13 "))
    assert state.holes[12] and state.owners[12] == -1
    assert "P12" in state.graves[0] and state.board_total() == 19
    assert all(13 not in neighbours(state, k) for k in range(1, 21))  # touches nothing
    assert neighbours(state, 13) == ()


def test_sap_rise_bounty_untaps_up_to_three_of_your_lands() -> None:
    state = summon_phase(["F11"], tapped=[1, 3, 7, 2])
    options = [t for t in legal_texts(state) if t.startswith("cast F11")]
    assert "cast F11 on land 1,2,3 pay 6" in options and "cast F11 on land 1,3,7 pay 6" in options
    state = act(state, "cast F11 on land 1,3,7 pay 6")
    assert not state.tapped[0] and not state.tapped[2] and not state.tapped[6] and state.tapped[1]


def test_hush_is_cast_only_in_a_battle_window() -> None:
    state = summon_phase(["F10"])
    assert not any(t.startswith("cast F10") for t in legal_texts(state))


def test_hallowed_acre_and_watchfire_tower_help_the_land_controllers_creatures() -> None:
    state = summon_phase(
        [], ("F04", 0, 3), ("M04", 1, 3), enchantments=[("P12", 0, 3), ("M12", 0, 3)]
    )
    battle = attrs.evolve(state, active=1, battle=Battle(land=3, defender=0, priority=1))
    assert toughness(battle, creature(battle, 1)) == 4  # defending in its controller's land
    assert toughness(battle, creature(battle, 2)) == 1
    assert first_strike(battle, creature(battle, 1)) and not first_strike(
        battle, creature(battle, 2)
    )


def test_rallying_standard_helps_only_attackers() -> None:
    state = summon_phase([], ("F04", 0, 3), ("M04", 1, 3), artifacts=[("A04", 0), ("A04", 1)])
    battle = attrs.evolve(state, battle=Battle(land=3, defender=1, priority=0))
    assert power(battle, creature(battle, 1)) == 3 and power(battle, creature(battle, 2)) == 3


def test_stargazers_orb_draws_for_two() -> None:
    state = summon_phase([], artifacts=[("A05", 0)], decks=[["F04"], []])
    state = act(state, first(state, "use a1 pay"))
    assert state.hands[0] == ("F04",)


def test_skykite_harness_gives_flying_for_movement_and_blocks() -> None:
    state = summon_phase([], ("F04", 0, 6), artifacts=[("A06", 0)])
    state = act(state, first(state, "use a1 on c1 pay"))
    boar = creature(state, 1)
    assert flies(boar) and step_cost(state, boar, 5) == 1  # a Mountain, not its kind
    guard = position(creatures=[("S01", 1, 5)]).creatures[0]
    guarded = attrs.evolve(state, creatures=(*state.creatures, attrs.evolve(guard, cid=9)))
    moved = attrs.evolve(
        guarded,
        creatures=tuple(attrs.evolve(c, land=5) if c.cid == 1 else c for c in guarded.creatures),
    )
    assert eligible_blockers(moved, creature(moved, 1)) == []  # only Flying or Reach blocks it


def test_one_summon_per_land_per_turn_even_when_untapped_again() -> None:
    state = summon_phase(["P01", "P01", "F11"])
    state = act(state, "summon P01 at 1 pay 1")
    state = act(state, first(state, "cast F11 on land 1"))
    assert not state.tapped[0]
    assert not any(t.startswith("summon P01 at 1 ") for t in legal_texts(state))


def test_stonebark_charm_gives_plus_two_toughness() -> None:
    state = summon_phase([], ("F04", 0, 6), artifacts=[("A08", 0)])
    state = act(state, "use a1 on c1")
    assert toughness(state, creature(state, 1)) == 4


def test_artifacts_and_enchantments_are_put_in_play() -> None:
    state = summon_phase(["A03", "F12"])
    pay = next(t for t in legal_texts(state) if t.startswith("artifact A03") and "6" not in t)
    state = act(state, pay)
    assert [a.code for a in state.artifacts] == ["A03"]
    state = act(state, first(state, "enchant F12 on 6"))
    assert [(e.code, e.land) for e in state.enchantments] == [("F12", 6)]


def test_the_hand_limit_is_seven_at_the_end_of_turn() -> None:
    hand = ["S01"] * 9
    state = summon_phase(hand, ("F04", 1, 19), phase="move", owners={1: 0, 19: 1})
    state = act(state, "end")
    assert state.phase == "discard" and legal_texts(state) == ["discard S01"]
    state = act(state, "discard S01", "discard S01")
    assert len(state.hands[0]) == 7 and state.active == 1
    assert RULES.why_illegal(state, RULES.parse_action("discard S01")) is not None


def test_copies_of_enchantments_on_one_land() -> None:
    # Two Hallowed Acres give +0/+4; two Loamheart Soils still make two mana (ruling 23).
    acres = [("P12", 0, 3), ("P12", 1, 3)]
    state = summon_phase([], ("F04", 0, 3), ("M04", 1, 3), enchantments=acres)
    battle = attrs.evolve(state, active=1, battle=Battle(land=3, defender=0, priority=1))
    assert toughness(battle, creature(battle, 1)) == 6
    soils = summon_phase([], enchantments=[("F12", 0, 6), ("F12", 1, 6)])
    assert [s[3] for s in sources(soils, 0) if s[0] == "6"] == [2]
