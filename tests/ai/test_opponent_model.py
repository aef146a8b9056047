"""The opponent model in Hard's tree: where a game gives one (Cursed Gifts: Medium's move),
every other seat's edge in the tree is the model's move, and only the searching seat's own
decisions are searched; a game without one (Gifts Under Siege) keeps the UCB choice."""

from __future__ import annotations

import random
from typing import Any

import attrs

from siege_desktop.ai.ismcts import Node, SearchParams, iterate
from siege_desktop.core.registry import GameSpec, find_game
from siege_desktop.games.cursed.ai import heuristics
from siege_desktop.games.cursed.ai.heuristics import CursedHeuristics
from siege_desktop.games.cursed.rules.rules import RULES


def _position(seed: int, seats: int = 2) -> Any:
    """A turn decision with a real choice, reached by Medium's play from a seeded deal."""
    state = RULES.new_game(RULES.default_config(seats), seed)
    rng = random.Random(seed)
    while True:
        legal = RULES.legal_actions(state)
        if state.window < 0 and len(legal) > 2 and state.turn > seats:
            return state
        state = RULES.apply_unchecked(state, heuristics.medium_move(state, legal, rng))
        assert not RULES.is_over(state), "the game ended before its mid-game"


class _Recording(CursedHeuristics):
    """Cursed Gifts' heuristics, remembering every move the opponent model gave."""

    def __init__(self) -> None:
        self.given: list[tuple[Any, Any]] = []

    def opponent_move(self, state: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        move = super().opponent_move(state, legal, rng)
        self.given.append((RULES.to_act(state), move))
        return move


def _edges(node: Node) -> list[tuple[int, Any, Node]]:
    """(seat who chose, move, child) for every edge of the tree below `node`."""
    out = []
    for move, child in node.children.items():
        out.append((child.seat, move, child))
        out.extend(_edges(child))
    return out


def _grow(spec: GameSpec, state: Any, iterations: int) -> Node:
    seat = spec.rules.to_act(state)
    obs = spec.rules.observation(state, seat)
    root = Node(seat)
    rng = random.Random(5)
    for _ in range(iterations):
        iterate(root, obs, rng, SearchParams(), spec)
    return root


def test_opponent_model_is_mediums_move() -> None:
    """On seeded states, windows and turns alike, the model plays exactly Medium's move
    with the same generator."""
    checked = 0
    for seed in range(12):
        state = RULES.new_game(RULES.default_config(2 + seed % 3), seed)
        rng = random.Random(seed)
        for _ in range(40):
            legal = RULES.legal_actions(state)
            if not legal:
                break
            a, b = random.Random(seed), random.Random(seed)
            assert heuristics.opponent_move(state, legal, a) == heuristics.medium_move(
                state, legal, b
            )
            checked += 1
            state = RULES.apply_unchecked(state, rng.choice(legal))
    assert checked > 200


def test_tree_edges_of_opponents_are_the_models_moves() -> None:
    spec = find_game("cursed-gifts")
    recording = _Recording()
    spec = attrs.evolve(spec, heuristics=recording)
    state = _position(3)
    me = spec.rules.to_act(state)
    root = _grow(spec, state, 150)
    edges = _edges(root)
    theirs = [(seat, move) for seat, move, _ in edges if seat != me]
    assert theirs, "the search never reached an opponent's decision"
    given = set(recording.given)
    assert all(edge in given for edge in theirs)
    # The searching seat's own decisions branch: the root has several children.
    assert len(root.children) > 1


def test_without_a_model_opponents_are_searched() -> None:
    """The same search with the model removed lets the opponent's nodes branch (UCB), so
    the model is what keeps them to one line of play per deal."""

    class NoModel(CursedHeuristics):
        opponent_move = None  # type: ignore[assignment]

    spec = attrs.evolve(find_game("cursed-gifts"), heuristics=NoModel())
    state = _position(3)
    me = spec.rules.to_act(state)
    root = _grow(spec, state, 150)
    theirs = [move for seat, move, _ in _edges(root) if seat != me]
    assert theirs
    # Some opponent choice was tried that Medium never plays in that spot on any deal:
    # passing where Medium answers, or a play other than its best.
    modelled = _grow(attrs.evolve(spec, heuristics=CursedHeuristics()), state, 150)
    model_edges = {move for seat, move, _ in _edges(modelled) if seat != me}
    assert set(theirs) - model_edges


def test_gifts_under_siege_has_no_model() -> None:
    """Gifts Under Siege keeps its searched opponents (its pinned games depend on it)."""
    spec = find_game("gifts-under-siege")
    assert getattr(spec.heuristics, "opponent_move", None) is None
