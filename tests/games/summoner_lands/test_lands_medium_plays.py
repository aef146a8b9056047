"""Medium's plays beyond creatures in Lands of the Summoners (rulings' section e): artifacts and
land enchantments by what they do, the mana kept for its cheapest instant, Sunward March,
Rouse the Ramparts and Tidereader Adept's tap when the moves they open are worth it, and
its setup (a kind no opponent plays, claims away from other seats). Seat 0 plays the
Sunfield Host (Plains), seat 1 the Tidewing Flock (Islands)."""

from __future__ import annotations

import random

import attrs
from lands_positions import act, position

from siege_desktop.games.summoner_lands.ai.heuristics import HEURISTICS
from siege_desktop.games.summoner_lands.ai.reach import routes
from siege_desktop.games.summoner_lands.rules import RULES
from siege_desktop.games.summoner_lands.rules.actions import (
    END,
    Action,
    Artifact,
    Cast,
    Claim,
    Enchant,
    Lay,
    Step,
    Summon,
    Use,
)
from siege_desktop.games.summoner_lands.rules.board import neighbours
from siege_desktop.games.summoner_lands.rules.state import LandsState

#: Seat 1's Tideline Skirmisher in its land 15: a creature to move in seat 1's turn, so that
#: a play of seat 0's is not followed by turns skipped through to seat 0's next Untap step.
RIVAL = ("I03", 1, 15)


def medium(state: LandsState) -> Action:
    return HEURISTICS.medium_move(state, RULES.legal_actions(state), random.Random(0))


# ---- artifacts and land enchantments ------------------------------------------------------


def test_medium_casts_a_mana_artifact_rather_than_keep_the_card() -> None:
    state = position(owners={1: 0, 7: 0, 15: 1}, creatures=[RIVAL], hands=[["A01"], []])
    play = medium(state)
    assert isinstance(play, Artifact) and play.code == "A01"


def test_medium_casts_marching_drums_for_its_creatures() -> None:
    state = position(
        owners={1: 0, 7: 0, 3: 0, 15: 1},
        creatures=[("P03", 0, 3), ("P02", 0, 1), RIVAL],
        hands=[["A03"], []],
        tapped=(),
    )
    play = medium(state)
    assert isinstance(play, Artifact) and play.code == "A03"


def _acre_position() -> LandsState:
    """Seat 0 holds Hallowed Acre, Plains 1 and 7 open to pay, its Scout guarding land 13
    beside seat 1's Crag Brawler (land 14), and an empty land 18 nobody threatens."""
    return position(
        owners={1: 0, 7: 0, 13: 0, 18: 0, 14: 1},
        creatures=[("P03", 0, 13), ("M04", 1, 14)],
        hands=[["P12"], []],
    )


def test_medium_enchants_the_land_that_matters() -> None:
    play = medium(_acre_position())
    assert isinstance(play, Enchant) and play.code == "P12"
    assert play.land == 13  # the guarded land the Brawler can reach, not a quiet one


# ---- mana kept for the cheapest instant ---------------------------------------------------


def test_medium_keeps_the_mana_of_its_instant_unless_spending_it_wins_more() -> None:
    # One open Plains: a Sunfield Squire (1/2 Banding) is worth less than Shieldwall
    # Prayer ready for the windows; it ends its Summon phase with the Plains untapped.
    # (Seat 1's Skirmisher gives seat 1 a move to make, so its turn is not skipped through
    # to seat 0's next Untap step.)
    skirmisher = [("I03", 1, 20)]
    thin = position(owners={1: 0, 20: 1}, creatures=skirmisher, hands=[["P01", "P09"], []])
    assert medium(thin) == END
    # A Plainsrunner Scout (2/3 for two) wins more than the open mana: it is summoned.
    rich = position(owners={1: 0, 7: 0, 20: 1}, creatures=skirmisher, hands=[["P03", "P09"], []])
    play = medium(rich)
    assert isinstance(play, Summon) and play.code == "P03"


# ---- Sunward March, Rouse the Ramparts, Tidereader Adept ----------------------------------

#: A corridor of lands 11 - 10 - 9 - 8 (holes at 2, 3 and 12 close the way round), on a
#: board of Plains only: each step costs one point (ruling 30).
CORRIDOR = (2, 3, 12)
PLAINS = "P" * 20


def test_medium_marches_a_creature_to_a_land_it_could_not_reach() -> None:
    # Seat 0's Boar (three points) stands in 11 and owns 10, 9 and 8; seat 1's empty land 7
    # is one step beyond its reach, within it with +2 movement.
    state = position(
        kinds=PLAINS,
        owners={11: 0, 10: 0, 9: 0, 8: 0, 1: 0, 7: 1, 15: 1},
        holes=CORRIDOR,
        creatures=[("F04", 0, 11), RIVAL],
        hands=[["P10"], []],
    )
    boar = state.creatures[0]
    assert 7 not in routes(state, boar)
    play = medium(state)
    assert isinstance(play, Cast) and play.code == "P10" and play.on == "c1"
    marched = act(state, str(play))
    assert 7 in routes(marched, marched.creatures[0])


def test_medium_rouses_its_walls_when_they_could_take_a_land() -> None:
    # Its Haystack Palisade (a Wall) stands in 9, beside seat 1's empty land 8.
    state = position(
        owners={9: 0, 1: 0, 7: 0, 8: 1, 15: 1},
        creatures=[("P04", 0, 9), RIVAL],
        hands=[["P11"], []],
    )
    play = medium(state)
    assert isinstance(play, Cast) and play.code == "P11"
    roused = act(state, str(play))
    assert medium(roused) == Step(1, 8)
    # With every land it could reach already its own, there is nothing to rouse it for.
    home = attrs.evolve(state, owners=tuple(0 if k < 14 else o for k, o in enumerate(state.owners)))
    assert medium(home) == END


def test_medium_keeps_its_sorceries_when_they_open_nothing() -> None:
    quiet = position(
        owners={11: 0, 1: 0, 7: 0, 15: 1}, creatures=[("F04", 0, 11), RIVAL], hands=[["P10"], []]
    )
    assert medium(quiet) == END


def _adept_position() -> LandsState:
    """Seat 0's Boar in 11 with seat 1's Ossuary Bulwark (a Wall) blocking the corridor in
    10, seat 1's empty land 9 beyond; seat 0's Tidereader Adept stands in 20."""
    return position(
        kinds=PLAINS,
        owners={11: 0, 20: 0, 10: 1, 9: 1},
        holes=CORRIDOR,
        creatures=[("F04", 0, 11), ("I06", 0, 20), ("S02", 1, 10)],
    )


def test_medium_taps_the_blocker_in_its_way_with_tidereader_adept() -> None:
    state = _adept_position()
    assert 9 not in routes(state, state.creatures[0])  # the Bulwark would block it
    play = medium(state)
    assert play == Use("c2", "c3", ())
    tapped = act(state, str(play))
    if tapped.phase == "summon":
        tapped = act(tapped, "end")
    assert 9 in routes(tapped, tapped.creatures[0])  # a tapped creature blocks nothing
    assert medium(tapped) == Step(1, 10)  # on through the Bulwark's land to 9


def test_medium_taps_nothing_that_blocks_no_way_of_its_own() -> None:
    state = position(
        kinds=PLAINS,
        owners={11: 0, 20: 0, 10: 1, 17: 1},
        holes=CORRIDOR,
        creatures=[("F04", 0, 11), ("I06", 0, 20), ("S02", 1, 17)],
    )
    assert medium(state) == END


# ---- setup --------------------------------------------------------------------------------


def test_medium_lays_a_kind_no_opponent_plays_once_its_own_runs_out() -> None:
    state = position(phase="layout", kinds="PIS", starter=0, supply=(0, 6, 6, 6, 6), owners={})
    play = medium(state)
    assert isinstance(play, Lay) and play.kind not in ("P", "I")


def _claiming(kinds: str, owners: dict[int, int]) -> LandsState:
    """Seat 0 to claim (ruling 9: the seat after the last layer's, then in turn)."""
    done = len(owners)
    return position(phase="claim", kinds=kinds, owners=owners, starter=(1 - done) % 2)


def test_medium_claims_its_kind_away_from_other_seats() -> None:
    state = _claiming("PIPSMFPIMSFPPIMSFPSF", {1: 1})
    play = medium(state)
    assert isinstance(play, Claim) and state.kinds[play.land - 1] == "P"
    assert play.land not in neighbours(state, 1)  # not beside seat 1's claim


def test_medium_claims_its_second_land_one_apart_rather_than_far() -> None:
    kinds = list("F" * 20)
    for land in (13, 16, 18):
        kinds[land - 1] = "P"
    state = _claiming("".join(kinds), {18: 0, 9: 1})
    assert medium(state) == Claim(16)  # one land from 18 (through 6 or 17); 13 is far


# ---- summoning slots -----------------------------------------------------------------------


def test_medium_never_parks_a_wall_on_the_only_land_its_other_creatures_need() -> None:
    # Island 2 is its only Island: a Mistcloud Bulwark there (a Wall never moves off)
    # would shut out the Gullwing Drake in hand for good.
    state = position(owners={1: 0, 2: 0, 15: 1}, creatures=[RIVAL], hands=[["I02", "I05"], []])
    assert medium(state) == END
    # With a second Island (and no third mana for the Drake yet), the Wall takes one.
    spare = position(owners={2: 0, 8: 0, 15: 1}, creatures=[RIVAL], hands=[["I02", "I05"], []])
    play = medium(spare)
    assert isinstance(play, Summon) and play.code == "I02"
