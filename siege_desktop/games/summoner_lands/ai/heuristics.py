"""CPU knowledge of Lands of the Summoners for the shared agents (`core.protocol.Heuristics`):
section (e)'s values, Medium's greedy choices, Easy's loose ones, and Hard's own search
(`search_move`: Medium's best few options played on through its turn, `ai/lookahead.py`).
The ISMCTS hooks the protocol asks for (the tree's shape, `ai/tree.py`, and cheap playouts)
stay; the lookahead weighs the tree's options and plays the rivals by those playouts."""

from __future__ import annotations

import random
from typing import ClassVar, Final

from siege_desktop.core.memo import Memo
from siege_desktop.games.summoner_lands.ai import lookahead
from siege_desktop.games.summoner_lands.ai.playout import playout_move
from siege_desktop.games.summoner_lands.ai.policy import easy_move, medium_move
from siege_desktop.games.summoner_lands.ai.tree import forced, tree_options
from siege_desktop.games.summoner_lands.ai.values import rewards
from siege_desktop.games.summoner_lands.rules.actions import Action
from siege_desktop.games.summoner_lands.rules.moves import to_act
from siege_desktop.games.summoner_lands.rules.state import LandsState

#: Tree options remembered by what they depend on (the deciding seat's hand, the board).
_OPTIONS: Memo[tuple[Action, ...]] = Memo(20000)
#: How far above the present share Medium's move starts at the root.
PRIOR_EDGE: Final = 0.05


def _options_key(state: LandsState, legal: tuple[Action, ...]) -> tuple[object, ...]:
    seat = to_act(state)
    return (
        state.phase,
        state.turn,
        state.creatures,
        state.owners,
        state.tapped,
        state.holes,
        state.battle,
        state.moving,
        state.artifacts,
        state.enchantments,
        state.hands[seat],
        tuple(len(h) for h in state.hands),
        legal,
    )


class LandsHeuristics:
    """`core.protocol.Heuristics` for Lands of the Summoners (use `HEURISTICS`)."""

    # Rewards are shares of the seats' values, close together: a small exploration constant;
    # Medium's move at the root starts with `prior_visits` visits of a slightly better reward.
    search_knobs: ClassVar[dict[str, float]] = {"exploration": 0.15, "prior_visits": 6.0}
    # Hard's share of its time budget (`ai.hard`): a rollout of the lookahead takes a few
    # milliseconds, tens on a busy machine, and a deal runs up to 5 of them.
    search_share: ClassVar[float] = 0.85

    #: Hard's own search (`ai.hard` asks for it): Medium's choice and the tree's best few
    #: options, each played on by Medium's policy to the end of its turn (`lookahead`),
    #: `iterations` counting rollouts.
    search_move = staticmethod(lookahead.search_move)

    def rewards(self, state: LandsState) -> list[float]:
        return rewards(state)

    def rollout_move(
        self, state: LandsState, legal: tuple[Action, ...], rng: random.Random
    ) -> Action:
        """Playouts move as a cheap copy of Medium (`ai/playout.py`)."""
        return playout_move(state, legal, rng)

    def forced_move(self, state: LandsState, legal: tuple[Action, ...]) -> Action | None:
        """Hard's base policy's move (`lookahead.base_move`: Medium's with the tuned weights
        at 2 seats) or the only move, also where the tree would keep one option (a window
        where no cast matters): no node, and at the root no search."""
        move = forced(state, legal, lookahead.base_move, lookahead.base_weights(state))
        if move is None:
            options = self.tree_moves(state, legal)
            if len(options) == 1:
                return options[0]
        return move

    def tree_moves(self, state: LandsState, legal: tuple[Action, ...]) -> tuple[Action, ...]:
        """Payments merged, windows pruned, moves as macro-actions (`ai/tree.py`)."""
        if len(legal) <= 2:
            return legal
        key = _options_key(state, legal)
        hit = _OPTIONS.get(key)
        return (
            hit
            if hit is not None
            else _OPTIONS.put(
                key, tree_options(state, legal, lookahead.base_move, lookahead.base_weights(state))
            )
        )

    def priors(self, state: LandsState, legal: tuple[Action, ...]) -> dict[Action, float] | None:
        """Medium's move starts a little above the position's present share; the other root
        options start unvisited, so a few iterations keep to Medium's move unless they find
        better. Medium's move joins the root's options if the tree left it out."""
        me = to_act(state)
        best = lookahead.base_move(state, legal, random.Random(0))
        options = self.tree_moves(state, legal)
        if best not in options:
            _OPTIONS.put(_options_key(state, legal), (*options, best))
        return {best: rewards(state)[me] + PRIOR_EDGE}

    def easy_move(self, state: LandsState, legal: tuple[Action, ...], rng: random.Random) -> Action:
        return easy_move(state, legal, rng)

    def medium_move(
        self, state: LandsState, legal: tuple[Action, ...], rng: random.Random
    ) -> Action:
        return medium_move(state, legal, rng)

    def playout_done(self, start: LandsState, state: LandsState) -> bool:
        """A playout stops once the searching seat's next turn has begun (section e)."""
        return state.turn >= start.turn + state.seats or bool(state.ending)


HEURISTICS: Final = LandsHeuristics()
