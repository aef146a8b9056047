"""Hard's tree in Lands of the Summoners (rulings' section e), whose options Hard's lookahead
weighs (`test_lands_lookahead.py`): out-of-turn decisions are nodes of the seat that decides
them, moves are macro-actions, payments are merged, windows are pruned to the casts that
matter."""

from __future__ import annotations

import random
from typing import Any

from lands_positions import act, position

from siege_desktop.ai.ismcts import Node, SearchParams, iterate
from siege_desktop.core.registry import find_game
from siege_desktop.games.summoner_lands.ai import tree
from siege_desktop.games.summoner_lands.ai.heuristics import HEURISTICS
from siege_desktop.games.summoner_lands.rules import RULES
from siege_desktop.games.summoner_lands.rules.actions import (
    BLOCK,
    END,
    PASS,
    Cast,
    Step,
    Summon,
)
from siege_desktop.games.summoner_lands.rules.state import LandsState


def _walk(node: Node) -> list[tuple[Any, Node, Node]]:
    """Every (action, parent, child) edge below `node`."""
    found = []
    for a, child in node.children.items():
        found.append((a, node, child))
        found.extend(_walk(child))
    return found


def test_a_block_in_the_searching_seats_move_is_a_node_of_the_defender() -> None:
    # Seat 0's 4/4 charger can step into seat 1's land 3, held by 2/3 Prowler.
    state = position(
        phase="move",
        owners={4: 0, 1: 0, 3: 1, 10: 1},
        creatures=[("F07", 0, 4), ("S03", 1, 3)],
        tapped=(3, 10),
    )
    spec = find_game("summoner-lands")
    obs = RULES.observation(state, 0)
    root = Node(0)
    rng = random.Random(3)
    for _ in range(60):
        iterate(root, obs, rng, SearchParams(exploration=0.3, prior_visits=0.0), spec)
    attack = root.children.get(Step(1, 3))
    assert attack is not None, "the attack was never tried"
    assert attack.seat == 0
    assert set(attack.children) == {BLOCK, PASS}
    assert all(child.seat == 1 for child in attack.children.values())


def _window() -> LandsState:
    """Seat 0's 4/4 charger attacks seat 1's 2/1 rats in land 3; seat 0 holds a Shieldwall
    Prayer (+0/+3), seat 1 a Rotting Grasp (-2/-2), seat 2 a Cinderspear (3 damage)."""
    owners = {1: 0, 12: 0, 3: 1, 4: 1, 10: 1, 5: 2, 9: 2, 15: 2}
    state = position(
        seats=3, phase="move", owners=owners,
        creatures=[("F07", 0, 3), ("S01", 1, 3), ("F04", 2, 9)],
        hands=[["P09"], ["S09"], ["M09"]],
    )  # fmt: skip
    state = act(state, "end")
    assert state.phase == "window" and RULES.to_act(state) == 0
    return state


def test_a_window_offers_only_the_casts_that_change_the_battle() -> None:
    state = _window()
    # The charger wins whatever a +0/+3 does: seat 0's window is passed without a node.
    assert len(RULES.legal_actions(state)) > 1
    assert HEURISTICS.tree_moves(state, RULES.legal_actions(state)) == (PASS,)
    # Seat 1's Rotting Grasp on the charger lets the rats kill it: kept, with `pass`.
    state = act(state, "pass")
    options = HEURISTICS.tree_moves(state, RULES.legal_actions(state))
    assert options[0] == PASS
    assert any(isinstance(a, Cast) and a.code == "S09" and a.on == "c1" for a in options)
    assert len(options) < len(RULES.legal_actions(state))


def test_a_window_decision_of_another_seat_is_its_own_node() -> None:
    state = act(_window(), "pass")  # seat 1 holds priority
    spec = find_game("summoner-lands")
    obs = RULES.observation(state, 1)
    root = Node(1)
    rng = random.Random(5)
    for _ in range(30):
        iterate(root, obs, rng, SearchParams(exploration=0.3, prior_visits=0.0), spec)
    assert any(isinstance(a, Cast) for a in root.children)
    edges = _walk(root)
    window_seats = {child.seat for a, _, child in edges if a == PASS or isinstance(a, Cast)}
    assert 2 in window_seats  # seat 2's window answer is a node of seat 2


def test_payments_are_merged_sparing_the_kinds_the_hand_needs() -> None:
    state = position(
        phase="summon",
        owners={1: 0, 3: 0, 2: 0, 4: 0},
        hands=[["P03", "P09"], []],
    )
    legal = RULES.legal_actions(state)
    summons = [a for a in legal if isinstance(a, Summon) and a.land == 1]
    assert len(summons) == 3  # the generic mana from a Plains, an Island or a Swamp
    merged = tree.merge_payments(state, legal)
    kept = [a for a in merged if isinstance(a, Summon) and a.land == 1]
    assert len(kept) == 1
    assert "3" not in kept[0].pay  # the other Plains stays for the Shieldwall Prayer
    assert len(merged) < len(legal)


def _scout_inland() -> LandsState:
    """Seat 0's scout in land 13, every land beside it its own: each empty land is two steps
    away or more."""
    return position(
        phase="move",
        owners={13: 0, 4: 0, 12: 0, 14: 0, 1: 1},
        creatures=[("P03", 0, 13), ("P03", 1, 20)],
    )


def test_a_move_is_one_decision_and_medium_walks_the_rest() -> None:
    state = _scout_inland()
    legal = RULES.legal_actions(state)
    options = HEURISTICS.tree_moves(state, legal)
    assert END in options
    steps = [a for a in options if isinstance(a, Step)]
    assert steps and len(options) <= tree.TREE_WIDTH + 1
    first = steps[0]
    assert state.owners[first.land - 1] == 0  # the first step crosses its own land
    after = RULES.apply_unchecked(state, first)
    rest = HEURISTICS.forced_move(after, RULES.legal_actions(after))
    assert isinstance(rest, Step) and rest.cid == first.cid
    assert after.owners[rest.land - 1] != 0  # and ends in an empty land not its own
