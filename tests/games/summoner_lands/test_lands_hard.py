"""Hard's tree in Lands of the Summoners (rulings' section e): out-of-turn decisions are nodes
of the seat that decides them, moves are macro-actions, payments are merged, windows are
pruned to the casts that matter, and at 4-6 seats the rivals beyond the leader and the next
seat play Medium's policy."""

from __future__ import annotations

import random
from typing import Any

import attrs
from lands_positions import act, position

from siege_desktop.ai.hard import HardAgent
from siege_desktop.ai.ismcts import Node, SearchParams, iterate
from siege_desktop.core.registry import find_game
from siege_desktop.games.summoner_lands.ai import tree
from siege_desktop.games.summoner_lands.ai.heuristics import HEURISTICS, LandsHeuristics
from siege_desktop.games.summoner_lands.ai.policy import medium_move
from siege_desktop.games.summoner_lands.rules import RULES
from siege_desktop.games.summoner_lands.rules.actions import (
    BLOCK,
    END,
    PASS,
    Action,
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


def test_from_four_seats_only_the_leader_and_the_next_seat_are_searched() -> None:
    state = RULES.new_game(RULES.default_config(6), 4)
    owners = list(state.owners)
    for land, seat in ((1, 3), (2, 3), (3, 3), (4, 0), (5, 1), (6, 2), (7, 4), (8, 5)):
        owners[land - 1] = seat
    state = attrs.evolve(state, owners=tuple(owners))
    assert tree.searched_rivals(state, 0) == (1, 3)  # next in turn, and the leader
    assert tree.searched_rivals(state, 4) == (3, 5)
    four = RULES.new_game(RULES.default_config(4), 4)
    owners = list(four.owners)
    for land, seat in ((1, 3), (2, 3), (3, 0), (4, 1), (5, 2)):
        owners[land - 1] = seat
    four = attrs.evolve(four, owners=tuple(owners))
    assert tree.searched_rivals(four, 0) == (1, 3)  # at 4 seats too: seat 2 is modelled
    three = RULES.new_game(RULES.default_config(3), 4)
    assert tree.searched_rivals(three, 0) == (1, 2)


def test_modelled_rivals_play_mediums_policy_in_the_tree() -> None:
    state = RULES.new_game(RULES.default_config(6), 2)
    rng = random.Random(0)
    seen = 0
    while not RULES.is_over(state) and seen < 40:
        legal = RULES.legal_actions(state)
        seat = RULES.to_act(state)
        if len(legal) > 1 and state.phase not in tree.SETTLED:
            for searcher in range(6):
                move = HEURISTICS.model_move(state, legal, rng, searcher)
                if seat == searcher or seat in tree.searched_rivals(state, searcher):
                    assert move is None
                else:
                    assert move in legal
                    seen += 1
        state = RULES.apply_unchecked(state, medium_move(state, legal, rng))
    assert seen >= 40


class _Recording(LandsHeuristics):
    """Lands' heuristics, remembering what the per-seat model was asked and answered."""

    def __init__(self) -> None:
        self.asked: list[tuple[int, int, bool]] = []

    def model_move(
        self, state: LandsState, legal: tuple[Action, ...], rng: random.Random, searcher: int
    ) -> Action | None:
        move = super().model_move(state, legal, rng, searcher)
        self.asked.append((RULES.to_act(state), searcher, move is None))
        return move


def test_the_search_asks_the_model_for_other_seats_and_searches_where_it_declines() -> None:
    recording = _Recording()
    spec = attrs.evolve(find_game("summoner-lands"), heuristics=recording)
    # 6 seats: seat 0's charger beside seat 3's land 3 (a Prowler to block with); seat 2
    # leads, seat 1 is next: both searched, seat 3 is modelled.
    owners = {4: 0, 1: 0, 3: 3, 10: 3, 30: 1, 20: 2, 21: 2, 22: 2, 23: 2, 15: 4, 16: 5}
    state = position(
        seats=6,
        phase="move",
        owners=owners,
        creatures=[("F07", 0, 4), ("S03", 3, 3)],
        tapped=(3, 10),
    )
    assert tree.searched_rivals(state, 0) == (1, 2)
    obs = RULES.observation(state, 0)
    root = Node(0)
    rng = random.Random(1)
    for _ in range(40):
        iterate(root, obs, rng, SearchParams(exploration=0.15, prior_visits=0.0), spec)
    assert (3, 0, False) in recording.asked  # seat 3's block answered by Medium's policy
    assert all(searcher == 0 and seat != 0 for seat, searcher, _ in recording.asked)
    attack = root.children[Step(1, 3)]
    assert len(attack.children) == 1  # no branching on the modelled seat's answer


def _both_one_short() -> LandsState:
    """Seat 0 holds 9 of the 11 lands it needs, seat 1 holds 10. Seat 1's Prowler in land 14
    could take seat 0's land 13 next turn and win; seat 0's scouts in lands 13 and 3 could
    each take one of seat 1's empty lands (11, 10) this turn: two lands, the threshold."""
    seat1 = (8, 9, 10, 11, 14, 15, 16, 17, 18, 19)
    return position(
        phase="move",
        owners={**{k: 0 for k in (1, 2, 3, 4, 5, 6, 7, 12, 13)}, **{k: 1 for k in seat1}},
        creatures=[("P03", 0, 13), ("P03", 0, 3), ("S03", 1, 14)],
    )


def _play_move_phase(state: LandsState, choose: Any) -> LandsState:
    while state.phase == "move" and RULES.to_act(state) == 0 and not state.ending:
        state = RULES.apply_unchecked(state, choose(state, RULES.legal_actions(state)))
    return state


def test_the_search_leaves_its_guards_to_take_the_two_lands_that_win() -> None:
    state = _both_one_short()
    assert state.threshold() == 11 and state.lands_of(0) == 9 and state.lands_of(1) == 10
    # Medium keeps both scouts home: a land lost would give seat 1 the threshold.
    after = _play_move_phase(state, lambda s, legal: medium_move(s, legal, random.Random(0)))
    assert after.winner == -1 and after.lands_of(0) == 9
    # The search sees that taking two lands wins at its Combat, before seat 1 moves.
    hard = HardAgent(3, iterations=60, game=find_game("summoner-lands"))
    after = _play_move_phase(state, lambda s, legal: hard.choose(RULES.observation(s, 0), legal))
    assert after.winner == 0 and after.ending == "threshold"
