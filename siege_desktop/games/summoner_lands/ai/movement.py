"""Medium's movement (section e): every creature looks at every land it can end in this turn
and scores it, in lands: an empty land not yet its own (more for a rival's, most for a seat in
an emergency; its own kind and enchantments a little more), a battle by its predicted result
with the risk of tricks, and a guard's worth of staying on its own land within reach of
enemies (doubled against an emergency). The best gain over where the creature stands wins;
it walks there by its cheapest path, one step per decision."""

from __future__ import annotations

import attrs

from siege_desktop.core.memo import Memo
from siege_desktop.games.summoner_lands.ai.battles import (
    fight_at,
    land_swing,
    moved,
    risky_value,
)
from siege_desktop.games.summoner_lands.ai.reach import (
    Route,
    next_turn_reach,
    routes,
    threatened,
)
from siege_desktop.games.summoner_lands.rules.actions import END, Action, Step
from siege_desktop.games.summoner_lands.rules.board import power, toughness
from siege_desktop.games.summoner_lands.rules.cards import DECKS
from siege_desktop.games.summoner_lands.rules.moves import movable
from siege_desktop.games.summoner_lands.rules.state import Creature, LandsState

#: A lone creature on its own land that an enemy could reach next turn (section e).
GUARD = 1.25
#: The same against a seat that could reach the threshold next turn.
EMERGENCY_GUARD = 2.0
#: A gain below this is not worth a step.
MIN_GAIN = 0.05
#: Plans remembered by position (`creature_plans`).
_PLANS: Memo[list[Plan]] = Memo(20000)


@attrs.frozen(slots=True)
class Plan:
    """A creature's best destination this turn and what going there gains over staying."""

    cid: int
    route: Route
    gain: float


def guard_value(
    state: LandsState, c: Creature, land: int, me: int, danger: tuple[int, ...]
) -> float:
    """What `c` holding `land` (its own seat's) is worth: nothing unless other seats could
    reach it next turn and no other creature of `me` stands there; less if the strongest
    of them would kill `c` without dying."""
    if state.owners[land - 1] != me:
        return 0.0
    if any(o.land == land and o.owner == me and o.cid != c.cid for o in state.creatures):
        return 0.0
    seats = threatened(state, land, me)
    if not seats:
        return 0.0
    value = EMERGENCY_GUARD if any(s in danger for s in seats) else GUARD
    reachers = [r for s in seats for r in next_turn_reach(state, s).get(land, [])]
    if any(
        power(state, r) >= toughness(state, c) > 0 and power(state, c) < toughness(state, r)
        for r in reachers
    ):
        value *= 0.3
    return value


def land_gain(state: LandsState, me: int, land: int, danger: tuple[int, ...]) -> float:
    """An empty land not yet `me`'s, taken at its next occupation."""
    if any(o.land == land and o.owner == me for o in state.creatures):
        return 0.0  # already being taken
    owner = state.owners[land - 1]
    if owner == me:
        return 0.0
    if state.lands_of(me) + 1 >= state.threshold():
        return 100.0
    gain = 1.0
    if owner >= 0:
        gain += 1.05 if owner in danger else 0.7
    if state.kinds[land - 1] == DECKS[state.config.deck_of(me)].kind:
        gain += 0.2
    gain += 0.1 * sum(1 for e in state.enchantments if e.land == land)
    return gain


def battle_gain(state: LandsState, c: Creature, land: int, me: int) -> float:
    """The predicted battle in `land` with `c` among the attackers, risk of tricks included,
    over the one already coming there without it."""
    defender = next(o.owner for o in state.creatures if o.land == land and o.owner != me)
    with_c = moved(state, c, land)

    def judge_from(before: LandsState) -> float:
        return risky_value(
            fight_at(before, land), me, lambda after: land_swing(before, after, me, defender)
        )

    value = judge_from(with_c)
    if any(o.land == land and o.owner == me and o.cid != c.cid for o in state.creatures):
        value -= judge_from(state)
    return value


def position_value(
    state: LandsState, c: Creature, route: Route, me: int, danger: tuple[int, ...]
) -> float:
    if route.battle:
        return battle_gain(state, c, route.land, me)
    if route.land == c.land and state.owners[route.land - 1] == me:
        return guard_value(state, c, route.land, me, danger)
    if state.owners[route.land - 1] == me:
        return guard_value(state, c, route.land, me, danger)
    # An empty land not its own; where it stands mid-move counts once (it is already there).
    others = [o for o in state.creatures if o.land == route.land and o.cid != c.cid]
    return land_gain(attrs.evolve(state, creatures=tuple(others)), me, route.land, danger)


def plans(state: LandsState, me: int, danger: tuple[int, ...], per_creature: int = 1) -> list[Plan]:
    """The best `per_creature` destinations of every movable creature (the one moving now
    included), best gain first."""
    found: list[Plan] = []
    for c in state.creatures:
        if c.owner != me:
            continue
        moving = c.cid == state.moving
        if not moving and not movable(state, c):
            continue
        found.extend(creature_plans(state, c, me, danger)[:per_creature])
    found.sort(key=lambda p: (-p.gain, p.route.cost, p.cid))
    return found


def creature_plans(state: LandsState, c: Creature, me: int, danger: tuple[int, ...]) -> list[Plan]:
    """Every land `c` can end in this turn but its own, scored over staying, best first.
    Remembered by the public position (the board, graveyards, hand and deck sizes: what the
    risk of tricks reads), so every deal of one search shares it."""
    key = (
        state.creatures,
        state.owners,
        state.tapped,
        state.holes,
        state.enchantments,
        state.artifacts,
        state.graves,
        tuple(len(h) for h in state.hands),
        tuple(len(d) for d in state.decks),
        state.moving,
        c,
        me,
        danger,
    )
    hit = _PLANS.get(key)
    return hit if hit is not None else _PLANS.put(key, _creature_plans(state, c, me, danger))


def _creature_plans(state: LandsState, c: Creature, me: int, danger: tuple[int, ...]) -> list[Plan]:
    moving = c.cid == state.moving
    options = routes(state, c, c.points if moving else None)
    here = options.get(c.land)
    stay = position_value(state, c, here, me, danger) if here is not None else -100.0
    found = [
        Plan(c.cid, route, position_value(state, c, route, me, danger) - stay)
        for land, route in options.items()
        if land != c.land
    ]
    found.sort(key=lambda p: (-p.gain, p.route.cost, p.route.land))
    return found


def continuation(state: LandsState, legal: tuple[Action, ...], me: int) -> Action | None:
    """The moving creature's next step while its best destination still gains (or while it
    may not stop where it stands), else None: the rest of a move Medium walks for it."""
    c = state.creature(state.moving) if state.moving >= 0 else None
    if c is None:
        return None
    options = creature_plans(state, c, me, ())
    must = END not in legal
    for plan in options:
        if plan.gain < MIN_GAIN and not must:
            return None
        step = plan.route.steps[0]
        if step in legal:
            return step
    return None


def medium_step(
    state: LandsState, legal: tuple[Action, ...], me: int, danger: tuple[int, ...]
) -> Action:
    """The first step of the best plan, or `end` when nothing gains."""
    steps = [a for a in legal if isinstance(a, Step)]
    if not steps:
        return END
    options = plans(state, me, danger)
    must = END not in legal
    for plan in options:
        if plan.gain < MIN_GAIN and not must:
            break
        step = plan.route.steps[0]
        if step in legal:
            return step
    if must:
        mover = [p for p in options if p.cid == state.moving]
        for plan in mover:
            if plan.route.steps and plan.route.steps[0] in legal:
                return plan.route.steps[0]
        return steps[0]
    return END
