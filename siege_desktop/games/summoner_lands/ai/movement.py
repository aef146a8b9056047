"""Medium's movement (section e): every creature looks at every land it can end in this turn
and scores it, in lands: an empty land not yet its own (more for a rival's, most for a seat in
an emergency; its own kind and enchantments a little more), a battle by its predicted result
with the risk of tricks, and for its own lands a guard's worth: what the land would cost if a
rival took it, times how much less the rivals' creatures would take next turn with it guarded
(their own moves scored by these same values). Standing on the only summoning slot for the
creatures in its hand costs a little. The best gain over where the creature stands wins; it
walks there by its cheapest path, one step per decision. The numbers are Medium's
(`weights.MEDIUM`) unless a caller hands others (`weights.Weights`)."""

from __future__ import annotations

import attrs

from siege_desktop.core.memo import Memo
from siege_desktop.games.summoner_lands.ai.battles import moved, predicted_swing
from siege_desktop.games.summoner_lands.ai.reach import (
    Route,
    beats,
    next_turn_reach,
    routes,
    threatened,
)
from siege_desktop.games.summoner_lands.ai.weights import MEDIUM, Weights
from siege_desktop.games.summoner_lands.rules.actions import END, Action, Step
from siege_desktop.games.summoner_lands.rules.board import has_banding
from siege_desktop.games.summoner_lands.rules.cards import CARDS, DECKS
from siege_desktop.games.summoner_lands.rules.moves import movable
from siege_desktop.games.summoner_lands.rules.state import Creature, LandsState, evolve

#: What losing a land costs when taking it would give the taker the threshold at once, in
#: lands (the other land values are `weights.Weights`' movement fields).
GAME_LOST = 10.0
#: Against an emergency a threatened land is guarded at least this surely: the rival takes
#: whatever it can that turn, and each land it is denied may be the one it lacked.
EMERGENCY_SURE = 0.8
#: Plans remembered by position (`creature_plans`).
_PLANS: Memo[list[Plan]] = Memo(20000)
#: Rival creatures' options next turn, remembered by position (`_rival_options`).
_RIVALS: Memo[dict[int, dict[int, float]]] = Memo(20000)
#: Rival creatures' scores of the lands they could reach, by position (`_rival_options`).
_RIVAL_GAINS: Memo[dict[tuple[int, int], float]] = Memo(2000)


@attrs.frozen(slots=True)
class Plan:
    """A creature's best destination this turn and what going there gains over staying."""

    cid: int
    route: Route
    gain: float


def _targets_of(state: LandsState, seat: int) -> dict[int, list[int]]:
    """The lands each of `seat`'s creatures could end in next turn, by creature id."""
    found: dict[int, list[int]] = {}
    for land, movers in next_turn_reach(state, seat).items():
        for r in movers:
            found.setdefault(r.cid, []).append(land)
    return found


def _rival_gain(state: LandsState, r: Creature, land: int, w: Weights = MEDIUM) -> float:
    """Medium's movement score of `land` for rival creature `r` next turn (its seat's point
    of view): an empty land not its own by `land_gain`, a defended one only if `r` alone
    beats the defenders; its own lands nothing."""
    seat = r.owner
    if state.owners[land - 1] == seat:
        return 0.0
    if any(o.land == land and o.owner != seat for o in state.creatures) and not beats(
        state, r, land
    ):
        return 0.0
    # Scored as if the defenders were gone: `land_gain` reads no other seat's creatures.
    return land_gain(state, seat, land, (), -1, w)


def _rival_home(
    state: LandsState, r: Creature, me: int, guard: Creature, w: Weights = MEDIUM
) -> float:
    """What `r` gives up by leaving: its own land, held alone, that a creature of `me`
    (other than the guard) could take next turn."""
    if state.owners[r.land - 1] != r.owner:
        return 0.0
    if any(o.land == r.land and o.owner == r.owner and o.cid != r.cid for o in state.creatures):
        return 0.0
    mine = next_turn_reach(state, me).get(r.land, [])
    return w.rival_home if any(o.cid != guard.cid for o in mine) else 0.0


def _rival_options(
    state: LandsState, c: Creature, me: int, seat: int, w: Weights = MEDIUM
) -> dict[int, dict[int, float]]:
    """For each creature of `seat`: the net gain (Medium's movement score over staying home)
    of every land it could end in next turn, with `c` off the board."""
    b = state.battle
    board = (
        state.creatures,
        state.owners,
        state.kinds,
        state.holes,
        state.enchantments,
        state.artifacts,
        None if b is None else (b.land, b.defender),
        state.active,
        state.config,
    )
    key = ("rival", board, c.cid, me, seat, w)
    hit = _RIVALS.get(key)
    if hit is not None:
        return hit
    # A land's score does not depend on `c` unless `c` stands there: those are shared by
    # every creature of ours whose guard is weighed in this position.
    shared = _RIVAL_GAINS.get(("gains", board, seat, w))
    if shared is None:
        shared = _RIVAL_GAINS.put(("gains", board, seat, w), {})
    without = evolve(state, creatures=tuple(o for o in state.creatures if o.cid != c.cid))
    found: dict[int, dict[int, float]] = {}
    for cid, lands in _targets_of(state, seat).items():
        r = state.creature(cid)
        if r is None:
            continue
        home = _rival_home(state, r, me, c, w)
        gains: dict[int, float] = {}
        for k in lands:
            if k == c.land:
                gain = _rival_gain(without, r, k, w)
            else:
                known = shared.get((cid, k))
                gain = shared[cid, k] = _rival_gain(state, r, k, w) if known is None else known
            gains[k] = gain - home
        found[cid] = gains
    return _RIVALS.put(key, found)


def _takes(options: dict[int, dict[int, float]]) -> float:
    """What a seat's creatures would take next turn, matched greedily (the best net gain
    first, one land per creature and one creature per land)."""
    pairs = sorted(
        ((g, cid, k) for cid, lands in options.items() for k, g in lands.items() if g > 0),
        reverse=True,
    )
    movers: set[int] = set()
    taken: set[int] = set()
    total = 0.0
    for gain, cid, land in pairs:
        if cid not in movers and land not in taken:
            movers.add(cid)
            taken.add(land)
            total += gain
    return total


def guard_value(
    state: LandsState,
    c: Creature,
    land: int,
    me: int,
    danger: tuple[int, ...],
    w: Weights = MEDIUM,
) -> float:
    """What `c` holding `land` (its own seat's) alone is worth: the land's cost if lost (more
    against an emergency, most if it would give the taker the threshold) times how surely a
    rival would come for it, were it empty. That is how much less the rival's creatures
    would take next turn with `c` standing there: each scores every land it could reach by
    Medium's own movement values from its seat's point of view, over staying home where we
    could take its land, and they are matched to lands greedily. A rival with as good a
    target elsewhere, or one that beats `c` anyway, makes the guard worth little."""
    if state.owners[land - 1] != me:
        return 0.0
    if any(o.land == land and o.owner == me and o.cid != c.cid for o in state.creatures):
        return 0.0
    seats = threatened(state, land, me)
    if not seats:
        return 0.0
    there = state if c.land == land else moved(state, c, land)
    value = 0.0
    for seat in seats:
        if state.lands_of(seat) + 1 >= state.threshold():
            worth = GAME_LOST
        elif seat in danger:
            worth = w.emergency_lost
        else:
            worth = w.land_lost
        options = _rival_options(state, c, me, seat, w)
        guarded: dict[int, dict[int, float]] = {}
        for cid, lands in options.items():
            guarded[cid] = dict(lands)
            r = state.creature(cid)
            if land in lands and r is not None:
                # Open, the land scores as empty; guarded, only if `r` alone beats `c`.
                home = _rival_home(state, r, me, c, w)
                guarded[cid][land] = _rival_gain(there, r, land, w) - home
        loss = _takes(options) - _takes(guarded)
        sure = min(1.0, max(0.0, loss / w.sure_margin))
        if seat in danger:
            sure = max(sure, EMERGENCY_SURE)
        value = max(value, worth * sure)
    return value


def slot_cost(state: LandsState, c: Creature, land: int, me: int, w: Weights = MEDIUM) -> float:
    """`w.slot` when `c` (without Banding) would stand on the only land of `me`'s free of its
    other non-Banding creatures where a creature card in its hand could be summoned."""
    if has_banding(c) or state.owners[land - 1] != me:
        return 0.0
    kind = state.kinds[land - 1]
    if not any(
        CARDS[code].kind == "creature" and CARDS[code].native == kind for code in state.hands[me]
    ):
        return 0.0
    for k, owner in enumerate(state.owners, start=1):
        if owner != me or k == land or state.kinds[k - 1] != kind or state.holes[k - 1]:
            continue
        if not any(
            o.land == k and o.owner == me and o.cid != c.cid and not has_banding(o)
            for o in state.creatures
        ):
            return 0.0
    return w.slot


def land_gain(
    state: LandsState,
    me: int,
    land: int,
    danger: tuple[int, ...],
    mover: int = -1,
    w: Weights = MEDIUM,
) -> float:
    """An empty land not yet `me`'s, taken at its next occupation (by creature `mover`: it
    does not count as another of `me`'s creatures already there)."""
    if any(o.land == land and o.owner == me and o.cid != mover for o in state.creatures):
        return 0.0  # already being taken
    owner = state.owners[land - 1]
    if owner == me:
        return 0.0
    if state.lands_of(me) + 1 >= state.threshold():
        return 100.0
    gain = w.take
    if owner >= 0:
        gain += w.rivals_land_emergency if owner in danger else w.rivals_land
    if state.kinds[land - 1] == DECKS[state.config.deck_of(me)].kind:
        gain += w.own_kind
    gain += 0.1 * sum(1 for e in state.enchantments if e.land == land)
    return gain


def battle_gain(state: LandsState, c: Creature, land: int, me: int, w: Weights = MEDIUM) -> float:
    """The predicted battle in `land` with `c` among the attackers, risk of tricks included,
    over the one already coming there without it."""
    defender = next(o.owner for o in state.creatures if o.land == land and o.owner != me)
    with_c = moved(state, c, land)

    def judge_from(before: LandsState) -> float:
        return predicted_swing(before, land, me, defender, w)

    value = judge_from(with_c)
    if any(o.land == land and o.owner == me and o.cid != c.cid for o in state.creatures):
        value -= judge_from(state)
    return value


def position_value(
    state: LandsState,
    c: Creature,
    route: Route,
    me: int,
    danger: tuple[int, ...],
    w: Weights = MEDIUM,
) -> float:
    if route.battle:
        return battle_gain(state, c, route.land, me, w)
    if state.owners[route.land - 1] == me:
        return guard_value(state, c, route.land, me, danger, w) - slot_cost(
            state, c, route.land, me, w
        )
    # An empty land not its own; where it stands mid-move counts once (it is already there).
    return land_gain(state, me, route.land, danger, c.cid, w)


def plans(
    state: LandsState,
    me: int,
    danger: tuple[int, ...],
    per_creature: int = 1,
    w: Weights = MEDIUM,
) -> list[Plan]:
    """The best `per_creature` destinations of every movable creature (the one moving now
    included), best gain first."""
    found: list[Plan] = []
    for c in state.creatures:
        if c.owner != me:
            continue
        moving = c.cid == state.moving
        if not moving and not movable(state, c):
            continue
        found.extend(creature_plans(state, c, me, danger, w)[:per_creature])
    found.sort(key=lambda p: (-p.gain, p.route.cost, p.cid))
    return found


def creature_plans(
    state: LandsState, c: Creature, me: int, danger: tuple[int, ...], w: Weights = MEDIUM
) -> list[Plan]:
    """Every land `c` can end in this turn but its own, scored over staying, best first.
    Remembered by the public position (the board with its kinds, the table's configuration,
    the active seat and battle, graveyards, hand and deck sizes: what the risk of tricks
    reads) and `me`'s own hand (its summoning slots), so every deal of one search shares it."""
    key = (
        state.creatures,
        state.owners,
        state.kinds,
        state.config,
        state.active,
        state.battle,
        state.tapped,
        state.holes,
        state.enchantments,
        state.artifacts,
        state.graves,
        tuple(len(h) for h in state.hands),
        tuple(len(d) for d in state.decks),
        state.hands[me],
        state.moving,
        c,
        me,
        danger,
        w,
    )
    hit = _PLANS.get(key)
    return hit if hit is not None else _PLANS.put(key, _creature_plans(state, c, me, danger, w))


def _creature_plans(
    state: LandsState, c: Creature, me: int, danger: tuple[int, ...], w: Weights
) -> list[Plan]:
    moving = c.cid == state.moving
    options = routes(state, c, c.points if moving else None)
    here = options.get(c.land)
    stay = position_value(state, c, here, me, danger, w) if here is not None else -100.0
    found = [
        Plan(c.cid, route, position_value(state, c, route, me, danger, w) - stay)
        for land, route in options.items()
        if land != c.land
    ]
    found.sort(key=lambda p: (-p.gain, p.route.cost, p.route.land))
    return found


def continuation(
    state: LandsState, legal: tuple[Action, ...], me: int, w: Weights = MEDIUM
) -> Action | None:
    """The moving creature's next step while its best destination still gains (or while it
    may not stop where it stands), else None: the rest of a move Medium walks for it."""
    c = state.creature(state.moving) if state.moving >= 0 else None
    if c is None:
        return None
    options = creature_plans(state, c, me, (), w)
    must = END not in legal
    for plan in options:
        if plan.gain < w.min_gain and not must:
            return None
        step = plan.route.steps[0]
        if step in legal:
            return step
    return None


def medium_step(
    state: LandsState,
    legal: tuple[Action, ...],
    me: int,
    danger: tuple[int, ...],
    w: Weights = MEDIUM,
) -> Action:
    """The first step of the best plan, or `end` when nothing gains."""
    steps = [a for a in legal if isinstance(a, Step)]
    if not steps:
        return END
    options = plans(state, me, danger, 1, w)
    must = END not in legal
    for plan in options:
        if plan.gain < w.min_gain and not must:
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
