"""Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse, 2012), for any
game of the protocol (`core.protocol.Rules`) with its `Heuristics`.

Single-observer ISMCTS: every iteration deals a fresh full state from the searching seat's
observation (`determinize`) and walks one shared tree. The path of actions from the root
names the searching seat's information set at each node when every action is public, as in
Gifts Under Siege, where only draws are hidden; a node is shared by all deals that reach
it. Nodes keep an availability count, since an opponent's legal moves vary between deals,
and selection uses UCB1 over the moves available in this deal. Chance (draws, shuffles) is
handled by determinization: each deal fixes it.

The game's heuristics shape the tree: `forced_move` settles small sub-choices without
branching (Gifts Under Siege's discards), `tree_moves` prunes clearly bad moves, and after
expansion a short playout of `rollout_move` runs until `playout_done`, and `rewards` scores
the end position for every seat. A game may also give an opponent model
(`opponent_move(state, legal, rng)`, optional): the other seats' decisions in the tree are
then its moves, not a UCB choice. The tree keeps them as edges (the searching seat sees what
they played), but only the searching seat's own decisions are searched, and no opponent
learns in the tree from the searching seat's true hand, which every deal holds. A game may
instead model only some seats (`model_move(state, legal, rng, searcher)`, optional): it gives
a move for a seat it models and None for a seat the tree should search (Lands of the
Summoners at 4-6 seats models the rivals that are neither the leader nor next in turn).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable
from typing import Any

import attrs

from siege_desktop.core.protocol import Heuristics, Rules
from siege_desktop.core.registry import DEFAULT_GAME, GameSpec, find_game


@attrs.frozen
class SearchParams:
    """Knobs of the search itself (the game's own are in its heuristics); the defaults are
    what the arena measured best for Gifts Under Siege."""

    exploration: float = 0.15  # UCB1 constant, rewards in [0, 1]
    prior_visits: float = 4.0  # weight of Medium's opinion of each root move, in visits


class Node:
    """One information set of the searching seat; `seat` chose the move that leads here."""

    __slots__ = ("avail", "children", "reward", "seat", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.children: dict[Hashable, Node] = {}
        self.visits = 0.0
        self.reward = 0.0
        self.avail = 1


def _playout(
    state: Any, rng: random.Random, rules: Rules[Any, Any, Any, Any], h: Heuristics[Any, Any, Any]
) -> Any:
    start = state
    is_over = rules.is_over
    legal_actions = rules.legal_actions
    apply_unchecked = rules.apply_unchecked
    done = h.playout_done
    move = h.rollout_move
    while not is_over(state) and not done(start, state):
        state = apply_unchecked(state, move(state, legal_actions(state), rng))
    return state


def iterate(
    root: Node,
    obs: Any,
    rng: random.Random,
    params: SearchParams,
    game: GameSpec | None = None,
) -> None:
    """One ISMCTS iteration: deal, select, expand, play out, back up."""
    spec = game or find_game(DEFAULT_GAME)
    rules, h = spec.rules, spec.heuristics
    # Bound once: the loop below is the search's hot path.
    is_over = rules.is_over
    legal_actions = rules.legal_actions
    apply_unchecked = rules.apply_unchecked
    to_act = rules.to_act
    forced_move = h.forced_move
    tree_moves = h.tree_moves
    opponent = getattr(h, "opponent_move", None)
    model = getattr(h, "model_move", None)
    me = root.seat
    state = rules.determinize(obs, rng)
    node = root
    path: list[Node] = []
    c = params.exploration
    while not is_over(state):
        legal = legal_actions(state)
        forced = forced_move(state, legal)
        if forced is not None:
            state = apply_unchecked(state, forced)
            continue
        if (opponent is not None or model is not None) and to_act(state) != me:
            # The model answers for the opponent; its move is an edge, never an expansion.
            # A per-seat model (`model_move`) may leave a seat to the search (None).
            if opponent is not None:
                a = opponent(state, legal, rng)
            else:
                assert model is not None
                a = model(state, legal, rng, me)
            if a is not None:
                child = node.children.get(a)
                if child is None:
                    child = Node(to_act(state))
                    node.children[a] = child
                node = child
                path.append(node)
                state = apply_unchecked(state, a)
                continue
        legal = tree_moves(state, legal)
        if len(legal) == 1:
            state = apply_unchecked(state, legal[0])
            continue
        children = node.children
        untried = []
        for a in legal:
            child = children.get(a)
            if child is None:
                untried.append(a)
            else:
                child.avail += 1
        if untried:
            a = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
            child = Node(to_act(state))
            children[a] = child
            path.append(child)
            state = apply_unchecked(state, a)
            break
        best_a = legal[0]
        best_u = -1.0
        for a in legal:
            child = children[a]
            u = child.reward / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if u > best_u:
                best_u, best_a = u, a
        node = children[best_a]
        path.append(node)
        state = apply_unchecked(state, best_a)
    state = _playout(state, rng, rules, h)
    result = h.rewards(state)
    root.visits += 1
    for n in path:
        n.visits += 1
        n.reward += result[n.seat]


def search(
    obs: Any,
    legal: tuple[Any, ...],
    rng: random.Random,
    *,
    iterations: int | None = None,
    deadline: float | None = None,
    params: SearchParams | None = None,
    priors: dict[Any, float] | None = None,
    clock: Callable[[], float] = time.perf_counter,
    game: GameSpec | None = None,
) -> tuple[dict[Any, float], int]:
    """Search `game` (default: Gifts Under Siege) until `iterations` are done or `clock()`
    passes `deadline`, whichever comes first (at least one iteration). `priors` (a reward in
    [0, 1] per root move) start each root move with `params.prior_visits` visits of that
    reward, so the search refines Medium's opinion instead of starting blind. Returns the
    visits of each root move and the number of iterations."""
    if iterations is None and deadline is None:
        raise ValueError("search needs an iteration budget or a deadline")
    params = params or SearchParams()
    spec = game or find_game(DEFAULT_GAME)
    me = spec.rules.observer_to_act(obs)
    root = Node(me)
    if priors and params.prior_visits > 0:
        for a, q in priors.items():
            child = Node(me)
            child.visits = params.prior_visits
            child.reward = params.prior_visits * q
            root.children[a] = child
    done = 0
    while True:
        iterate(root, obs, rng, params, spec)
        done += 1
        if iterations is not None and done >= iterations:
            break
        if deadline is not None and clock() >= deadline:
            break
    visits = {a: root.children[a].visits for a in legal if a in root.children}
    return visits, done


def best_of(visits: dict[Any, float], legal: tuple[Any, ...]) -> Any | None:
    """The most visited legal root move (ties to the first listed), or None if none."""
    best: Any | None = None
    most = 0.0
    for a in legal:
        v = visits.get(a, 0)
        if v > most:
            best, most = a, v
    return best
