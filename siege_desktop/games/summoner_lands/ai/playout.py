"""Hard's playouts in Lands of the Summoners: a cheap copy of Medium's movement, so that a
playout plays the rest of a turn the way the seats really would instead of stepping at
random (section e's "step toward empty lands" playouts were the search's main noise).

Every creature that may move looks at every land it can end in this turn (`reach.routes`,
the paths Medium walks) and scores it in lands with arithmetic only: an empty land not yet
its seat's 1 (+0.7 a rival's, +0.2 its own kind), a battle its creatures there win outright
(kill every defender and survive them) the land's worth + 0.5, anything else nothing. The
best destination over all creatures is walked one step at a time; a creature already moving
keeps to its best. Windows are passed, blocks answer by arithmetic, divisions are Medium's,
summons put the dearest creature it can pay for on its native land (a creature is what takes
lands), other plays are left to the cheap rollout.
"""

from __future__ import annotations

import random
from typing import Final

from siege_desktop.games.summoner_lands.ai.policy import rollout_move
from siege_desktop.games.summoner_lands.ai.reach import Route, routes
from siege_desktop.games.summoner_lands.ai.weights import MEDIUM
from siege_desktop.games.summoner_lands.rules.actions import END, Action, Step, Summon
from siege_desktop.games.summoner_lands.rules.board import power, toughness
from siege_desktop.games.summoner_lands.rules.cards import CARDS, DECKS
from siege_desktop.games.summoner_lands.rules.moves import movable, to_act
from siege_desktop.games.summoner_lands.rules.state import Creature, LandsState

#: What an outright win in a battle adds to the land's own worth (the creatures killed).
BATTLE_BONUS: Final = 0.5


def _wins(state: LandsState, c: Creature, land: int) -> bool:
    """`c` with its side's creatures already there kills every defender and survives."""
    foes = [o for o in state.creatures if o.land == land and o.owner != c.owner]
    side = [o for o in state.creatures if o.land == land and o.owner == c.owner]
    dealt = power(state, c) + sum(power(state, o) for o in side)
    taken = sum(power(state, o) for o in foes)
    return (
        dealt >= sum(toughness(state, o) - o.damage for o in foes)
        and taken < toughness(state, c) - c.damage
    )


def destination_worth(state: LandsState, c: Creature, route: Route) -> float:
    """What ending `c`'s move at `route.land` is worth, in lands (0: nothing to gain)."""
    land = route.land
    owner = state.owners[land - 1]
    if owner == c.owner:
        return 0.0
    if not route.battle and any(
        o.land == land and o.owner == c.owner and o.cid != c.cid for o in state.creatures
    ):
        return 0.0  # another of its creatures takes it already
    # Medium's `land_gain` with Medium's own weights, no emergency.
    worth = MEDIUM.take + (MEDIUM.rivals_land if owner >= 0 else 0.0)
    if state.kinds[land - 1] == DECKS[state.config.deck_of(c.owner)].kind:
        worth += MEDIUM.own_kind
    if route.battle:
        return worth + BATTLE_BONUS if _wins(state, c, land) else 0.0
    return worth


def best_route(state: LandsState, c: Creature) -> tuple[float, Route] | None:
    """`c`'s best destination this turn by `destination_worth`, cheapest path on ties."""
    moving = c.cid == state.moving
    best: tuple[float, Route] | None = None
    for land, route in routes(state, c, c.points if moving else None).items():
        if land == c.land or not route.steps:
            continue
        worth = destination_worth(state, c, route)
        if worth <= 0.0:
            continue
        if best is None or (worth, -route.cost) > (best[0], -best[1].cost):
            best = (worth, route)
    return best


def playout_step(state: LandsState, legal: tuple[Action, ...]) -> Action:
    """The moving creature's next step toward its best destination; else the first step of
    the best destination of any creature that may move; else `end`."""
    seat = to_act(state)
    if state.moving >= 0:
        c = state.creature(state.moving)
        found = best_route(state, c) if c is not None else None
        if found is not None and found[1].steps[0] in legal:
            return found[1].steps[0]
        if END in legal:
            return END
        steps = [a for a in legal if isinstance(a, Step)]
        return steps[0] if steps else legal[0]
    best: tuple[float, Route] | None = None
    for c in state.creatures:
        if c.owner != seat or not movable(state, c):
            continue
        found = best_route(state, c)
        if found is not None and (best is None or found[0] > best[0]):
            best = found
    if best is not None and best[1].steps[0] in legal:
        return best[1].steps[0]
    return END if END in legal else legal[0]


def playout_summon(state: LandsState, legal: tuple[Action, ...], rng: random.Random) -> Action:
    """The dearest creature it can pay for (any payment), else the cheap rollout's play."""
    summons = [a for a in legal if isinstance(a, Summon)]
    if summons:
        return max(summons, key=lambda a: (CARDS[a.code].mana_value, -legal.index(a)))
    return rollout_move(state, legal, rng)


def playout_move(state: LandsState, legal: tuple[Action, ...], rng: random.Random) -> Action:
    if len(legal) == 1:
        return legal[0]
    if state.phase == "move":
        return playout_step(state, legal)
    if state.phase == "summon":
        return playout_summon(state, legal, rng)
    return rollout_move(state, legal, rng)
