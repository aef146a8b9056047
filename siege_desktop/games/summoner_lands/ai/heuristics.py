"""CPU knowledge of Lands of the Summoners for the shared agents (`core.protocol.Heuristics`):
section (e)'s values as a first cut, Medium's greedy choices, Easy's loose ones, and cheap
playouts for Hard's ISMCTS."""

from __future__ import annotations

import random
from typing import ClassVar, Final

from siege_desktop.games.summoner_lands.ai.policy import easy_move, medium_move, rollout_move
from siege_desktop.games.summoner_lands.ai.values import rewards
from siege_desktop.games.summoner_lands.rules.actions import END, PASS, Action
from siege_desktop.games.summoner_lands.rules.moves import to_act
from siege_desktop.games.summoner_lands.rules.state import LandsState

#: Phases Medium settles inside the search (setup, mulligans, divisions, discards).
SETTLED: Final = ("layout", "claim", "mulligan", "bottom", "rest", "assign", "discard", "retreat")
TREE_WIDTH: Final = 5


class LandsHeuristics:
    """`core.protocol.Heuristics` for Lands of the Summoners (use `HEURISTICS`)."""

    search_knobs: ClassVar[dict[str, float]] = {"exploration": 0.3, "prior_visits": 2.0}

    def rewards(self, state: LandsState) -> list[float]:
        return rewards(state)

    def rollout_move(
        self, state: LandsState, legal: tuple[Action, ...], rng: random.Random
    ) -> Action:
        return rollout_move(state, legal, rng)

    def forced_move(self, state: LandsState, legal: tuple[Action, ...]) -> Action | None:
        if len(legal) == 1:
            return legal[0]
        if state.phase in SETTLED:
            return medium_move(state, legal, random.Random(0))
        return None

    def tree_moves(self, state: LandsState, legal: tuple[Action, ...]) -> tuple[Action, ...]:
        """Medium's choice, `pass`/`end`, and a few others at random but fixed per position."""
        if len(legal) <= TREE_WIDTH:
            return legal
        keep = {medium_move(state, legal, random.Random(0))}
        keep.update(a for a in (PASS, END) if a in legal)
        rng = random.Random(len(legal) * 7919 + to_act(state))
        keep.update(rng.sample(legal, min(len(legal), TREE_WIDTH - len(keep))))
        return tuple(a for a in legal if a in keep)

    def priors(self, state: LandsState, legal: tuple[Action, ...]) -> dict[Action, float] | None:
        return None

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
