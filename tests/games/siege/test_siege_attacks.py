"""Attacks (rulings 16-19), case by case from the rulings' house edge cases: the number of
dice (colour, Charge), the face they need (forest, Pathfinder, Shield), counterattacks,
deaths to the graveyard, and five attacks by different units."""

from __future__ import annotations

from collections.abc import Callable

import attrs
from siege_positions import act, k, legal_texts, of_kind, position, unit_at

from siege_desktop.games.siege.rules import RULES, Event, SiegeState, parse_action
from siege_desktop.games.siege.rules.state import ATTACK


def _attack(state: SiegeState, text: str) -> tuple[SiegeState, list[Event]]:
    return act(state, text)


def _find(
    state: SiegeState, text: str, wanted: Callable[[SiegeState, list[Event]], bool]
) -> tuple[SiegeState, list[Event]]:
    """The attack under the first generator state whose dice give the wanted result."""
    for rng in range(1, 5000):
        after, events = _attack(attrs.evolve(state, rng=rng), text)
        if wanted(after, events):
            return after, events
    raise AssertionError("no dice gave the wanted result")


def _dice(state: SiegeState, text: str) -> tuple[int, int, int, int]:
    """(attacker's dice, face needed, counter dice, counter face) when nothing dies."""
    _after, events = _find(state, text, lambda s, ev: not of_kind(ev, "death"))
    (attack,) = of_kind(events, "attack")
    counters = of_kind(events, "counter")
    cn = len(counters[0].dice) if counters else 0
    cf = counters[0].need if counters else 0
    return len(attack.dice), attack.need, cn, cf


def test_colour_adds_or_removes_a_die() -> None:
    # Red on Green rolls A+1; Blue on Green A-1; anything with Neutral rolls A.
    red_on_green = position({"e5": (0, "R1"), "e6": (1, "G2")}, phase=ATTACK)
    assert _dice(red_on_green, "attack e5 e6")[0] == 3
    blue_on_green = position({"e5": (0, "B3"), "e6": (1, "G2")}, phase=ATTACK)
    assert _dice(blue_on_green, "attack e5 e6")[0] == 1
    neutral = position({"e5": (0, "N2"), "e6": (1, "G2")}, phase=ATTACK)
    assert _dice(neutral, "attack e5 e6")[0] == 2
    on_neutral = position({"e5": (0, "R2"), "e6": (1, "N2")}, phase=ATTACK)
    assert _dice(on_neutral, "attack e5 e6")[0] == 3


def test_the_counter_has_its_own_modifier() -> None:
    # An Ember Soldier (A2) attacking a Tide Slinger (A2) rolls 1 die; the Slinger answers
    # with 3 (Blue beats Red).
    state = position({"e5": (0, "R1"), "e6": (1, "B2")}, phase=ATTACK)
    n, face, cn, cface = _dice(state, "attack e5 e6")
    assert (n, face, cn, cface) == (1, 4, 3, 4)


def test_the_face_needed_forest_pathfinder_shield() -> None:
    forest = position({"b7": (0, "N2"), "b8": (1, "N2")}, phase=ATTACK)  # b8 is forest
    assert _dice(forest, "attack b7 b8")[1] == 5
    ranger = position({"b6": (0, "G3"), "b8": (1, "N2")}, phase=ATTACK)
    assert _dice(ranger, "attack b6 b8")[1] == 4  # Pathfinder ignores cover
    shield = position({"e5": (0, "N2"), "e6": (1, "B3")}, phase=ATTACK)
    assert _dice(shield, "attack e5 e6")[1] == 5  # Shield on plain
    shield_wood = position({"b6": (0, "G3"), "b8": (1, "B3")}, phase=ATTACK)
    assert _dice(shield_wood, "attack b6 b8")[1] == 5  # still 5, even for a Pathfinder
    shield_forest = position({"b7": (0, "N2"), "b8": (1, "B3")}, phase=ATTACK)
    assert _dice(shield_forest, "attack b7 b8")[1] == 5  # cover and Shield don't stack


def test_a_counter_against_an_attacker_in_forest_needs_5() -> None:
    state = position({"b8": (0, "N2"), "b9": (1, "N2")}, phase=ATTACK)  # attacker in forest
    _, face, cn, cface = _dice(state, "attack b8 b9")
    assert (face, cn, cface) == (4, 2, 5)


def test_each_die_that_hits_does_one_damage() -> None:
    state = position({"e5": (0, "R2"), "e6": (1, "G2")}, phase=ATTACK)  # 4 dice at 4+
    for rng in range(1, 40):
        after, events = _attack(attrs.evolve(state, rng=rng), "attack e5 e6")
        (attack,) = of_kind(events, "attack")
        hits = sum(1 for f in attack.dice if f >= attack.need)
        assert attack.hits == hits
        target = unit_at(after, "e6")
        if hits >= 3:
            assert target is None and after.graveyards[1] == (k("G2"),)
        else:
            assert target is not None and target.damage == hits


def test_no_counter_when_the_target_died() -> None:
    state = position({"e5": (0, "R2"), "e6": (1, "G2")}, phase=ATTACK)
    after, events = _find(state, "attack e5 e6", lambda s, ev: bool(of_kind(ev, "death")))
    assert not of_kind(events, "counter")
    assert unit_at(after, "e6") is None and after.graveyards == ((), (k("G2"),))


def test_no_counter_from_beyond_the_target_s_range() -> None:
    # A Grey Archer shooting from 3 squares is safe from Range-1 units.
    state = position({"e3": (0, "N1"), "e6": (1, "R2")}, phase=ATTACK)
    for rng in range(1, 30):
        _, events = _attack(attrs.evolve(state, rng=rng), "attack e3 e6")
        assert not of_kind(events, "counter")
    # A Slinger (Range 2) answers an Archer at distance 2.
    near = position({"e4": (0, "N1"), "e6": (1, "B2", 0)}, phase=ATTACK)
    _, events = _find(near, "attack e4 e6", lambda s, ev: not of_kind(ev, "death"))
    assert of_kind(events, "counter")


def test_the_attacker_can_die_to_a_counter() -> None:
    state = position({"e5": (0, "B1"), "e6": (1, "R2")}, phase=ATTACK)  # Outrider, Health 1
    after, events = _find(
        state, "attack e5 e6", lambda s, ev: any(e.kind == "death" and e.seat == 0 for e in ev)
    )
    assert of_kind(events, "counter")
    assert unit_at(after, "e5") is None and after.graveyards[0] == (k("B1"),)
    assert after.current == 1  # nothing of seat 0 left to attack with: the turn ended


def test_counterattacks_do_not_use_the_defender_s_attacks_and_a_unit_attacks_once() -> None:
    units = {"a2": (0, "G2"), "a4": (0, "G2"), "a6": (0, "G2"), "a8": (0, "G2"), "a10": (0, "G2")}
    units |= {"a12": (0, "G2")}
    units |= {"a3": (1, "B3"), "a5": (1, "B3"), "a7": (1, "B3"), "a9": (1, "B3"), "a11": (1, "B3")}
    state = position(units, phase=ATTACK)  # type: ignore[arg-type]
    state, _ = act(state, "attack a2 a3")
    reason = RULES.why_illegal(state, parse_action("attack a2 a3"))
    assert reason is not None and "already attacked" in reason
    state, _ = act(state, "attack a4 a5", "attack a6 a7", "attack a8 a9")
    assert state.phase == ATTACK and state.attacks == 4
    state, _ = act(state, "attack a10 a11")
    # Five attacks made: the turn ends; the Shieldbearers' counters used none of theirs.
    assert state.current == 1 and state.attacks == 0
    assert "attack a12 a11" not in legal_texts(state)


def test_a_sixth_attack_is_illegal() -> None:
    units = {f"a{r}": (0, "G2") for r in (2, 4, 6, 8, 10, 12)}
    units |= {f"a{r}": (1, "B3") for r in (3, 5, 7, 9, 11)}
    state = position(units, phase=ATTACK, attacks=5)  # type: ignore[arg-type]
    reason = RULES.why_illegal(state, parse_action("attack a12 a11"))
    assert reason is not None and "5 attacks" in reason


def test_charge_only_after_moving_never_on_a_counter() -> None:
    still = position({"e5": (0, "R3"), "e6": (1, "N2")}, phase=ATTACK)
    assert _dice(still, "attack e5 e6")[0] == 2
    moved = position({"e5": (0, "R3", 0, True), "e6": (1, "N2")}, phase=ATTACK)
    assert _dice(moved, "attack e5 e6")[0] == 3
    # Summoned, then moved, then attacking: Charge counts.
    summon = position({"f7": (1, "N2")}, phase="summon", hands=((k("R3"),), ()))
    summon, _ = act(summon, "summon R3 f4", "move f4 f6")
    assert summon.phase == ATTACK  # summoning and moving closed by themselves
    assert _dice(summon, "attack f6 f7")[0] == 3
    # A moved enemy Charger answering an attack rolls its plain 2 dice.
    counter = position({"e5": (0, "N2"), "e6": (1, "R3", 0, True)}, phase=ATTACK)
    assert _dice(counter, "attack e5 e6")[2] == 2


def test_an_attack_with_no_dice_cannot_be_declared() -> None:
    # A Grey Medic (A1) is neutral: it always has a die. A Tide Slinger... every unit has
    # A >= 1, so a zero-dice attack needs A1 at a colour disadvantage: none in this set.
    # The rule still holds for the engine's dice count, which is never negative.
    from siege_desktop.games.siege.rules.combat import dice_count
    from siege_desktop.games.siege.rules.data import ATTACK as A
    from siege_desktop.games.siege.rules.data import COLOUR_MOD, KINDS

    for a in range(KINDS):
        for t in range(KINDS):
            assert dice_count(a, t) == max(0, A[a] + COLOUR_MOD[a][t])


def test_attacks_need_range_and_an_enemy() -> None:
    state = position({"e3": (0, "N1"), "e7": (1, "R2"), "e4": (0, "N2")}, phase=ATTACK)
    assert "attack e3 e7" not in legal_texts(state)  # distance 4 > Range 3
    assert "range" in str(RULES.why_illegal(state, parse_action("attack e3 e7")))
    assert "no enemy" in str(RULES.why_illegal(state, parse_action("attack e3 e4")))
