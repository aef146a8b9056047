"""Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse, 2012).

Single-observer ISMCTS: every iteration deals a fresh full state from the searching seat's
observation (`determinize`) and walks one shared tree. Every action in this game is public
and only draws are hidden, so the path of actions from the root names the searching seat's
information set at each node; a node is shared by all deals that reach it. Nodes keep an
availability count, since an opponent's legal moves vary between deals (its hand colours
are hidden), and selection uses UCB1 over the moves available in this deal.

The land step and the main action are tree decisions; discards (lock payments, Recycle,
hand limit) follow the discard rule of thumb inside the search, which keeps the tree on the
moves that matter. After expansion a short playout (a few turns of `quick_move`) runs and
Medium's evaluation, with the end of the game in view (`seat_values(..., horizon=True)`),
scores the end position for every seat.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

import attrs

from siege_desktop.ai.evaluate import relative, seat_values
from siege_desktop.ai.policy import discard_choice, prune, quick_move
from siege_desktop.engine.actions import Action
from siege_desktop.engine.observation import Observation, determinize
from siege_desktop.engine.outcome import standings
from siege_desktop.engine.rules import apply_unchecked, legal_actions
from siege_desktop.engine.state import GameState, Phase


@attrs.frozen
class SearchParams:
    """Knobs of the search; the defaults are what the arena measured best."""

    exploration: float = 0.15  # UCB1 constant, rewards in [0, 1]
    playout_turns: int = 1  # turns of quick play after the tree, before evaluating
    reward_scale: float = 3.0  # points of relative value that make a reward of ~0.88
    prior_visits: float = 4.0  # weight of Medium's opinion of each root move, in visits
    horizon: bool = True  # evaluate with the end of the game in view (see seat_values)


class Node:
    """One information set of the searching seat; `seat` chose the move that leads here."""

    __slots__ = ("avail", "children", "reward", "seat", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.children: dict[Action, Node] = {}
        self.visits = 0.0
        self.reward = 0.0
        self.avail = 1


def rewards(state: GameState, params: SearchParams) -> list[float]:
    """Every seat's reward in [0, 1]: a real result once the game is over, else a squashed
    relative evaluation."""
    n = state.config.players
    if state.phase is Phase.OVER:
        winners = standings(state).winners
        share = 1.0 / len(winners)
        return [share if s in winners else 0.0 for s in range(n)]
    values = seat_values(state, params.horizon)
    return [0.5 + 0.5 * math.tanh(relative(values, s) / params.reward_scale) for s in range(n)]


def _playout(state: GameState, rng: random.Random, turns: int) -> GameState:
    stop = state.turn + turns
    while state.phase is not Phase.OVER and state.turn < stop:
        state = apply_unchecked(state, quick_move(state, legal_actions(state), rng))
    # Finish the turn in progress so the evaluation sees a settled position.
    start = state.turn
    while state.phase is not Phase.OVER and state.turn == start and turns > 0:
        state = apply_unchecked(state, quick_move(state, legal_actions(state), rng))
    return state


def iterate(root: Node, obs: Observation, rng: random.Random, params: SearchParams) -> None:
    """One ISMCTS iteration: deal, select, expand, play out, back up."""
    state = determinize(obs, rng)
    node = root
    path: list[Node] = []
    c = params.exploration
    while state.phase is not Phase.OVER:
        legal = legal_actions(state)
        if state.phase is Phase.DISCARD:
            state = apply_unchecked(state, discard_choice(state, legal))
            continue
        legal = prune(state, legal)
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
            child = Node(state.seat)
            children[a] = child
            path.append(child)
            state = apply_unchecked(state, a)
            break
        best_a: Action = legal[0]
        best_u = -1.0
        for a in legal:
            child = children[a]
            u = child.reward / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if u > best_u:
                best_u, best_a = u, a
        node = children[best_a]
        path.append(node)
        state = apply_unchecked(state, best_a)
    state = _playout(state, rng, params.playout_turns)
    result = rewards(state, params)
    root.visits += 1
    for n in path:
        n.visits += 1
        n.reward += result[n.seat]


def search(
    obs: Observation,
    legal: tuple[Action, ...],
    rng: random.Random,
    *,
    iterations: int | None = None,
    deadline: float | None = None,
    params: SearchParams | None = None,
    priors: dict[Action, float] | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> tuple[dict[Action, float], int]:
    """Search until `iterations` are done or `clock()` passes `deadline`, whichever comes
    first (at least one iteration). `priors` (a reward in [0, 1] per root move) start each
    root move with `params.prior_visits` visits of that reward, so the search refines
    Medium's opinion instead of starting blind. Returns the visits of each root move and
    the number of iterations."""
    if iterations is None and deadline is None:
        raise ValueError("search needs an iteration budget or a deadline")
    params = params or SearchParams()
    root = Node(obs.current)
    if priors and params.prior_visits > 0:
        for a, q in priors.items():
            child = Node(obs.current)
            child.visits = params.prior_visits
            child.reward = params.prior_visits * q
            root.children[a] = child
    done = 0
    while True:
        iterate(root, obs, rng, params)
        done += 1
        if iterations is not None and done >= iterations:
            break
        if deadline is not None and clock() >= deadline:
            break
    visits = {a: root.children[a].visits for a in legal if a in root.children}
    return visits, done


def best_of(visits: dict[Action, float], legal: tuple[Action, ...]) -> Action | None:
    """The most visited legal root move (ties to the first listed), or None if none."""
    best: Action | None = None
    most = 0.0
    for a in legal:
        v = visits.get(a, 0)
        if v > most:
            best, most = a, v
    return best
