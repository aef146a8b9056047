"""CPU knowledge of Siege for the shared agents (`core.protocol.Heuristics`): Medium's
greedy values, Easy's loose choices, and Hard's own search (`search_move`: its moves judged
by rollouts through the rival's next turn, `lookahead`), which hints use too. The generic
ISMCTS hooks the protocol asks for stay (Medium's best option for each of its best few
units, `widening`; playouts that stop at the attacks), though Hard no longer calls them."""

from __future__ import annotations

import random
from typing import ClassVar, Final

from siege_desktop.games.siege.ai import lookahead
from siege_desktop.games.siege.ai.evaluation import win_chances
from siege_desktop.games.siege.ai.policy import easy_move, medium_move, scores
from siege_desktop.games.siege.ai.widening import TREE_WIDTH, UNITS_WIDE, tree_moves
from siege_desktop.games.siege.rules.actions import END, Action
from siege_desktop.games.siege.rules.state import ATTACK, MOVE, SiegeState

#: How much better than the others Medium's choice starts (in win chance).
PRIOR_EDGE: Final = 0.02
#: Phases the search decides; the draft, setup, the draw and summons are Medium's.
SEARCHED: Final = (MOVE, ATTACK)

__all__ = ["HEURISTICS", "TREE_WIDTH", "UNITS_WIDE", "SiegeHeuristics", "tree_moves"]


def rollout_move(state: SiegeState, legal: tuple[Action, ...], rng: random.Random) -> Action:
    """The rest of a turn after the tree, up to its attacks (where `playout_done` stops):
    Medium's summons, but no more moves: scoring every square for every unit is what makes
    Medium slow, and the evaluation already prices where the units stand."""
    if state.phase == MOVE:
        return END
    return medium_move(state, legal, rng)


def priors(state: SiegeState, legal: tuple[Action, ...]) -> dict[Action, float]:
    """Every root option starts at the seat's win chance now, Medium's choice a little
    above: the options are told apart by the search, not by a fixed guess. (Fixed guesses
    of 0.6 and 0.45 hid every other option in a position worth more than 0.6, and favoured
    them in one worth less than 0.45.)"""
    values = scores(state, legal)
    top = max(values)
    now = win_chances(state)[state.current]
    return {
        a: now + (PRIOR_EDGE if v >= top - 1e-9 else 0.0)
        for a, v in zip(legal, values, strict=True)
    }


class SiegeHeuristics:
    """`core.protocol.Heuristics` for Siege (use `HEURISTICS`)."""

    #: Playouts end at the attacks, judged by the dice table, so a move's reward is the
    #: same in every deal: a small exploration constant tells close options apart, and no
    #: prior visits are needed (every widened option is tried once, Medium's best first).
    search_knobs: ClassVar[dict[str, float]] = {"exploration": 0.05, "prior_visits": 0.0}
    #: Hard's share of its time budget (`ai.hard`): a rollout of the lookahead takes a few
    #: milliseconds, tens on a busy machine, and a sample runs 6 of them.
    search_share: ClassVar[float] = 0.85

    #: Hard's own search (`ai.hard` asks for it): each of Medium's best few options played
    #: on through the rival's next turn (`lookahead`), `iterations` counting rollouts.
    search_move = staticmethod(lookahead.search_move)

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
        """A playout ends with the turn, or as soon as a seat comes to its attacks: the
        evaluation then counts the attacks still to come by the exact dice table
        (`evaluation.expected_attacks`) instead of rolling them, so the moves before are
        compared without the dice's noise. It prices what the rival can do next by safety,
        towers' keep and the siege tower's danger."""
        return state.turn != start.turn or state.phase == ATTACK


HEURISTICS = SiegeHeuristics()
