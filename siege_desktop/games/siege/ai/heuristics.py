"""CPU knowledge of Siege for the shared agents (`core.protocol.Heuristics`): Medium's
greedy values, Easy's loose choices, and what Hard's search branches on: Medium's best few
options per decision (and `end`), with dice and hidden cards sampled by `determinize`."""

from __future__ import annotations

import random
from typing import ClassVar, Final

from siege_desktop.games.siege.ai.evaluation import win_chances
from siege_desktop.games.siege.ai.policy import easy_move, medium_move, ranked, scores
from siege_desktop.games.siege.rules.actions import END, Action
from siege_desktop.games.siege.rules.state import ATTACK, MOVE, SiegeState

#: Options per decision the search widens over: Medium's best few (ending the phase among
#: them when Medium ranks it there).
TREE_WIDTH: Final = 4
#: Phases the search decides; the draft, setup, the draw and summons are Medium's.
SEARCHED: Final = (MOVE, ATTACK)

_TREE: dict[tuple[object, ...], tuple[Action, ...]] = {}


def tree_moves(state: SiegeState, legal: tuple[Action, ...]) -> tuple[Action, ...]:
    """Medium's best TREE_WIDTH actions, remembered per position: deals differ only in what
    the deciding seat cannot see, which these scores never read."""
    if len(legal) <= TREE_WIDTH + 1:
        return legal
    key = (state.board, state.phase, state.hands[state.current], state.moves, state.attacks)
    found = _TREE.get(key)
    if found is None:
        # `end` competes on Medium's score like any option (it is only added when Medium
        # would end here): with it always in, the search ended turns it should have played.
        keep = {a for _, a in ranked(state, legal)[:TREE_WIDTH]}
        found = tuple(a for a in legal if a in keep)
        if len(_TREE) > 20000:
            _TREE.clear()
        _TREE[key] = found
    return found


def rollout_move(state: SiegeState, legal: tuple[Action, ...], rng: random.Random) -> Action:
    """The rest of a turn after the tree: Medium's summons and attacks (few options, cheap),
    but no more moves: scoring every square for every unit is what makes Medium slow, and
    the evaluation already prices where the units stand."""
    if state.phase == MOVE:
        return END
    return medium_move(state, legal, rng)


def priors(state: SiegeState, legal: tuple[Action, ...]) -> dict[Action, float]:
    values = scores(state, legal)
    top = max(values)
    return {a: 0.6 if v >= top - 1e-9 else 0.45 for a, v in zip(legal, values, strict=True)}


class SiegeHeuristics:
    """`core.protocol.Heuristics` for Siege (use `HEURISTICS`)."""

    #: Medium's choice starts with 10 visits' worth of opinion, so a few dozen noisy deals
    #: (dice) overturn it only on evidence (at 3, Hard:40i won 35% of 20 games vs Medium).
    search_knobs: ClassVar[dict[str, float]] = {"exploration": 0.2, "prior_visits": 10.0}

    def rewards(self, state: SiegeState) -> list[float]:
        return win_chances(state)

    def rollout_move(
        self, state: SiegeState, legal: tuple[Action, ...], rng: random.Random
    ) -> Action:
        return rollout_move(state, legal, rng)

    def forced_move(self, state: SiegeState, legal: tuple[Action, ...]) -> Action | None:
        if len(legal) == 1:
            return legal[0]
        if state.phase not in SEARCHED:
            return medium_move(state, legal, random.Random(0))
        return None

    def tree_moves(self, state: SiegeState, legal: tuple[Action, ...]) -> tuple[Action, ...]:
        return tree_moves(state, legal)

    def priors(self, state: SiegeState, legal: tuple[Action, ...]) -> dict[Action, float] | None:
        return priors(state, legal)

    def easy_move(self, state: SiegeState, legal: tuple[Action, ...], rng: random.Random) -> Action:
        return easy_move(state, legal, rng)

    def medium_move(
        self, state: SiegeState, legal: tuple[Action, ...], rng: random.Random
    ) -> Action:
        return medium_move(state, legal, rng)

    def playout_done(self, start: SiegeState, state: SiegeState) -> bool:
        """A playout ends with the searching seat's turn: the evaluation prices what the
        rival can do next (safety, towers' keep, the siege tower's danger)."""
        return state.turn != start.turn


HEURISTICS = SiegeHeuristics()
