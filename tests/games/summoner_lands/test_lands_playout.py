"""Hard's playouts in Lands of the Summoners (`ai/playout.py`): a cheap copy of Medium's
movement that walks a creature to the best land in its reach, attacks only what it beats
outright, and summons the dearest creature it can pay for."""

from __future__ import annotations

import random

from lands_positions import position

from siege_desktop.games.summoner_lands.ai import playout
from siege_desktop.games.summoner_lands.rules import RULES
from siege_desktop.games.summoner_lands.rules.actions import Step, Summon
from siege_desktop.games.summoner_lands.rules.state import LandsState


def _scout_inland() -> LandsState:
    """Seat 0's scout in land 13, every land beside it its own: each empty land is two steps
    away or more."""
    return position(
        phase="move",
        owners={13: 0, 4: 0, 12: 0, 14: 0, 1: 1},
        creatures=[("P03", 0, 13), ("P03", 1, 20)],
    )


def _walk(state: LandsState) -> LandsState:
    """Play the playout's moves until seat 0's move phase is over."""
    rng = random.Random(0)
    for _ in range(20):
        if state.phase != "move" or RULES.to_act(state) != 0:
            break
        state = RULES.apply_unchecked(
            state, playout.playout_move(state, RULES.legal_actions(state), rng)
        )
    return state


def test_a_creature_with_no_empty_land_beside_it_walks_to_one_in_reach() -> None:
    state = _scout_inland()
    legal = RULES.legal_actions(state)
    first = playout.playout_move(state, legal, random.Random(0))
    assert isinstance(first, Step) and first.cid == 1
    after = _walk(state)
    scout = after.creature(1)
    assert scout is not None and scout.land != 13
    assert state.owners[scout.land - 1] != 0  # it ends on a land that was not its own


def test_it_attacks_a_land_only_when_its_creatures_win_there_outright() -> None:
    # Seat 0's 4/4 charger in land 4 beside seat 1's land 3; every other land around is its own.
    weak = position(
        phase="move",
        owners={4: 0, 1: 0, 5: 0, 10: 0, 11: 0, 12: 0, 13: 0, 3: 1, 2: 1, 9: 1},
        creatures=[("F07", 0, 4), ("S01", 1, 3)],  # 2/1 rats: the charger wins
    )
    c = weak.creature(1)
    assert c is not None
    found = playout.best_route(weak, c)
    assert found is not None and found[1].land == 3 and found[1].battle
    strong = position(
        phase="move",
        owners={4: 0, 1: 0, 5: 0, 10: 0, 11: 0, 12: 0, 13: 0, 3: 1, 2: 1, 9: 1},
        creatures=[("F07", 0, 4), ("F08", 1, 3)],  # a 5/6 would kill it and live
    )
    c = strong.creature(1)
    assert c is not None
    found = playout.best_route(strong, c)
    assert found is None or found[1].land != 3


def test_a_playout_summons_its_dearest_creature() -> None:
    state = position(
        phase="summon",
        kinds="FFFFFFFFFFFFFFFFFFFF",
        owners={1: 0, 2: 0, 3: 0, 4: 0},
        hands=[["F03", "F07"], []],
    )
    legal = RULES.legal_actions(state)
    move = playout.playout_move(state, legal, random.Random(0))
    assert isinstance(move, Summon) and move.code == "F07"
