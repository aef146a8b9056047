"""Medium's judgement in Lands of the Summoners (rulings' section e): the risk of tricks in its
battle prediction, guards on its own lands, and the emergency against a rival that could
reach the threshold next turn. Each test sets the same position with and without the one fact
the behaviour answers to."""

from __future__ import annotations

import random

from lands_positions import act, position

from siege_desktop.games.summoner_lands.ai.battles import trick_risk
from siege_desktop.games.summoner_lands.ai.heuristics import HEURISTICS
from siege_desktop.games.summoner_lands.ai.movement import creature_plans, guard_value
from siege_desktop.games.summoner_lands.ai.reach import (
    emergency,
    next_turn_reach,
    routes,
    takeable,
)
from siege_desktop.games.summoner_lands.ai.weights import MEDIUM
from siege_desktop.games.summoner_lands.rules import RULES
from siege_desktop.games.summoner_lands.rules.actions import BLOCK, END, PASS, Action, Cast, Step
from siege_desktop.games.summoner_lands.rules.state import LandsState


def medium(state: LandsState) -> Action:
    return HEURISTICS.medium_move(state, RULES.legal_actions(state), random.Random(0))


# ---- the risk of tricks ------------------------------------------------------------------


def _boar_enters_the_scout(hand: list[str], tapped: tuple[int, ...] = ()) -> LandsState:
    """Seat 0's 2/2 Mossback Boar steps into seat 1's land 3, held by a 2/3 Plainsrunner
    Scout. Seat 0 has Forest land 6 for a Surge of Sap (+2/+2) if it holds one."""
    state = position(
        phase="move",
        owners={4: 0, 6: 0, 3: 1, 2: 1},
        tapped=tapped,
        creatures=[("P03", 1, 3), ("F04", 0, 4)],
        hands=[hand, []],
        decks=[["F09", "F09", "F04"], []],
    )
    state = act(state, "step c2 3")
    assert state.phase == "block"
    return state


def test_trick_risk_reads_hand_size_unplayed_cards_and_open_mana_only() -> None:
    open_mana = _boar_enters_the_scout(["F09", "F04", "F04"])
    assert trick_risk(open_mana, 0) > 0.9  # 3 of 6 unplayed are Surges, 3 in hand
    assert trick_risk(_boar_enters_the_scout([]), 0) == 0.0  # an empty hand
    assert trick_risk(_boar_enters_the_scout(["F09", "F04", "F04"], tapped=(6,)), 0) == 0.0


def test_medium_blocks_a_mover_it_beats_unless_a_trick_would_turn_the_battle() -> None:
    # Tapped out or empty-handed, the boar dies against the scout: block.
    assert medium(_boar_enters_the_scout([])) == BLOCK
    assert medium(_boar_enters_the_scout(["F09", "F04", "F04"], tapped=(6,))) == BLOCK
    # With Forest open and Surges unplayed, a likely +2/+2 kills the scout and takes the land.
    assert medium(_boar_enters_the_scout(["F09", "F04", "F04"])) == PASS


def _charger_beside_the_prowler(tapped: tuple[int, ...]) -> LandsState:
    """Seat 0's 4/4 Antlered Charger (land 4) beats seat 1's 2/3 Bogstride Prowler in land 3,
    unless seat 1, with Swamp mana open, shrinks it with a Rotting Grasp (-2/-2)."""
    return position(
        phase="move",
        owners={4: 0, 15: 0, 3: 1, 10: 1},
        tapped=tapped,
        creatures=[("F07", 0, 4), ("S03", 1, 3)],
        hands=[[], ["S09", "S01", "S03"]],
        decks=[[], ["S09", "S04"]],
    )


def test_medium_attacks_a_land_it_would_win_unless_the_defender_could_turn_it() -> None:
    safe = medium(_charger_beside_the_prowler(tapped=(3, 10)))
    assert safe == Step(1, 3)
    # A likely Rotting Grasp kills the charger: it stays home, guarding land 4 instead.
    assert medium(_charger_beside_the_prowler(tapped=())) == END


# ---- guards -------------------------------------------------------------------------------


def _scout_at_home(skirmisher_at: int) -> LandsState:
    """Seat 0's lone 2/3 scout on its own land 12, unclaimed Plains (3, 13) beside it, its
    other land 16 far off; seat 1's 1/3 flying Tideline Skirmisher at `skirmisher_at`, which
    neither can kill."""
    return position(
        phase="move",
        owners={12: 0, 16: 0, 10: 1, 20: 1},
        creatures=[("P03", 0, 12), ("I03", 1, skirmisher_at)],
    )


def test_medium_keeps_a_lone_creature_home_when_an_enemy_could_take_its_land() -> None:
    # The skirmisher in land 10 can reach land 12 (10 -> 3 -> 12) next turn: the scout stays.
    assert medium(_scout_at_home(skirmisher_at=10)) == END
    # The skirmisher far away (land 20): the scout goes for an empty land.
    far = medium(_scout_at_home(skirmisher_at=20))
    assert isinstance(far, Step) and far.cid == 1


def _scout_beside(rival: str, rival_at: int, other_land: int = 16) -> LandsState:
    """Seat 0's lone 2/3 scout on its own land 12 (unclaimed Plains 3 and 13 beside it) and
    its other land `other_land`; one creature of seat 1 at `rival_at`, its land 10 and 20."""
    return position(
        phase="move",
        owners={12: 0, other_land: 0, 10: 1, 20: 1},
        creatures=[("P03", 0, 12), (rival, 1, rival_at)],
    )


def test_medium_leaves_its_land_when_the_rival_has_as_good_a_target_elsewhere() -> None:
    # The skirmisher could take land 12 or seat 0's other empty land 1, but only one of them:
    # guarding land 12 saves nothing, so the scout takes an empty land.
    state = _scout_beside("I03", 10, other_land=1)
    scout = state.creature(1)
    assert scout is not None
    assert guard_value(state, scout, 12, 0, ()) == 0.0
    assert isinstance(medium(state), Step)
    # Land 16 out of the skirmisher's reach: land 12 is the one it would take.
    home = _scout_beside("I03", 10, other_land=16)
    assert guard_value(home, scout, 12, 0, ()) > 1.2  # more than an unclaimed land
    assert medium(home) == END


def test_medium_leaves_a_land_its_guard_could_not_hold() -> None:
    # A 4/4 Antlered Charger in land 10 would kill the scout and take land 12 anyway.
    state = _scout_beside("F07", 10)
    scout = state.creature(1)
    assert scout is not None
    assert 12 in next_turn_reach(state, 1)
    assert guard_value(state, scout, 12, 0, ()) == 0.0
    assert isinstance(medium(state), Step)


def test_medium_keeps_a_summoning_slot_free_for_the_creatures_in_its_hand() -> None:
    """Seat 0's 2/3 scout stands on land 12, its only Plains; seat 0's other land 4 is a
    Swamp. With a Plains creature in hand, standing on land 12 shuts the only slot for it;
    with a Swamp creature, land 4 is the slot to keep free."""

    def gain_of_moving_to_4(hand: list[str]) -> float:
        state = position(
            phase="move",
            owners={12: 0, 4: 0, 10: 1, 20: 1},
            creatures=[("P03", 0, 12)],
            hands=[hand, []],
        )
        scout = state.creature(1)
        assert scout is not None
        return next(p.gain for p in creature_plans(state, scout, 0, ()) if p.route.land == 4)

    assert gain_of_moving_to_4(["P01"]) > MEDIUM.min_gain
    assert gain_of_moving_to_4(["S01"]) < 0.0  # it would shut the only Swamp slot instead
    assert gain_of_moving_to_4([]) == 0.0


def test_medium_summons_a_cheap_creature_at_every_seat_count() -> None:
    """A 2/1 Gravemoss Rats in hand and an untapped Swamp: its card in hand must weigh less
    than the creature on the board, also at 6 seats where a land is a smaller share of the
    threshold (a flat value per card kept it in hand there)."""
    for seats in (2, 4, 6):
        state = position(
            seats=seats,
            phase="summon",
            owners={1: 0, 4: 0, **{10 + s: s for s in range(1, seats)}},
            hands=[["S01", "S01"]] + [[] for _ in range(seats - 1)],
        )
        assert medium(state) == RULES.parse_action("summon S01 at 4 pay 4"), seats


# ---- the emergency -------------------------------------------------------------------------


def _near_threshold(lands: int) -> LandsState:
    """A 2-seat board of 20 lands (threshold 11). Seat 1 owns `lands` lands, and its Boatmen
    in lands 15 and 17 each reach unclaimed lands next turn. Seat 1's 4/4 Antlered Charger has
    just stepped from its land 4 into seat 0's land 3, held by 2/1 Gravemoss Rats: the rats
    die without killing it, so blocking only loses them."""
    rival = [4, 9, 10, 11, 12, 13, 14, 18][:lands]
    owners = {k: 1 for k in rival}
    owners.update({3: 0, 1: 0})
    state = position(
        phase="move",
        active=1,
        owners=owners,
        creatures=[("S01", 0, 3), ("F07", 1, 4), ("I04", 1, 15), ("I04", 1, 17)],
    )
    state = act(state, "step c2 3")
    assert state.phase == "block"
    return state


def test_a_rival_that_could_reach_the_threshold_is_an_emergency() -> None:
    calm, urgent = _near_threshold(6), _near_threshold(8)
    assert takeable(urgent, 1) == 3  # the charger's land 3 and two empty lands
    assert urgent.lands_of(1) + takeable(urgent, 1) >= urgent.threshold()
    assert emergency(urgent, 0) == (1,)
    assert emergency(calm, 0) == ()


def test_medium_blocks_a_rival_in_an_emergency_even_at_a_loss() -> None:
    assert medium(_near_threshold(6)) == PASS
    assert medium(_near_threshold(8)) == BLOCK


def test_routes_take_the_cheapest_path_and_end_at_battles() -> None:
    state = _charger_beside_the_prowler(tapped=())
    charger = state.creature(1)
    assert charger is not None
    found = routes(state, charger)
    assert found[3].battle and found[3].steps == (Step(1, 3),)
    assert found[6].steps == (Step(1, 1), Step(1, 6))  # Plains 1, then its native Forest 1
    assert found[6].cost == 2
    assert all(not r.battle for k, r in found.items() if k != 3)


def _guard_against(rival_lands: int) -> LandsState:
    """3 seats, 25 lands (threshold 13). Seat 0's lone 2/3 scout holds its land 12 against
    seat 1's 1/3 flying Tideline Skirmisher in land 11 (neither can kill the other); seat 2's
    empty land 13 lies beside it. Seat 1 owns `rival_lands` lands (none of its empty ones
    within the scout's reach), and its Boatmen in lands 17 and 20 and the Skirmisher each
    reach an unclaimed land next turn."""
    rival = [11, 16, 17, 19, 20, 21, 22, 24, 25, 15][:rival_lands]
    owners = {k: 1 for k in rival}
    owners.update({12: 0, 1: 0, 13: 2, 14: 2})
    return position(
        seats=3,
        phase="move",
        owners=owners,
        creatures=[("P03", 0, 12), ("I03", 1, 11), ("I04", 1, 17), ("I04", 1, 20)],
    )


def test_medium_keeps_guards_home_against_an_emergency() -> None:
    calm, urgent = _guard_against(8), _guard_against(10)
    assert emergency(calm, 0) == () and emergency(urgent, 0) == (1,)
    # Calm: the scout takes seat 2's empty land 13, worth more than guarding.
    assert medium(calm) == Step(1, 13)
    # Seat 1 could reach the threshold: the scout stays on the land seat 1 would need.
    assert medium(urgent) == END


def _spear_window(rival_lands: int) -> LandsState:
    """3 seats, 25 lands (threshold 13). Seat 1's 4/4 Antlered Charger attacks seat 0's 2/4
    Ossuary Bulwark in land 3. Seat 2, outside the battle, holds a Cinderspear (3 damage)
    with Mountain open: with the Bulwark's 2 damage it kills the charger and saves the land.
    Seat 0 leads with 12 lands; seat 1 owns `rival_lands`, and its Boatmen in lands 20 and 23
    reach empty lands next turn."""
    rival = [4, 20, 23, 16, 17, 18, 19, 21, 22, 24][:rival_lands]
    owners = {k: 1 for k in rival}
    owners.update({k: 0 for k in (3, 1, 2, 6, 7, 8, 9, 10, 11, 12, 13, 14)})
    owners.update({5: 2, 15: 2})
    state = position(
        seats=3,
        phase="move",
        active=1,
        owners=owners,
        creatures=[("S02", 0, 3), ("F07", 1, 4), ("I04", 1, 20), ("I04", 1, 23)],
        hands=[[], [], ["M09", "M03"]],
    )
    state = act(state, "step c2 3", "pass", "end")
    while RULES.to_act(state) != 2:
        state = act(state, "pass")
    assert state.phase == "window"
    return state


def test_medium_spends_a_card_against_a_rivals_battle_in_an_emergency() -> None:
    calm, urgent = _spear_window(3), _spear_window(10)
    assert emergency(calm, 2) == () and emergency(urgent, 2) == (1,)
    assert medium(calm) == PASS
    choice = medium(urgent)
    assert isinstance(choice, Cast) and choice.code == "M09" and choice.on == "c2"
