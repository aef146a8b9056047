"""Where creatures can go: each creature's cheapest path to every land it may end in (the
paths Medium walks and Hard's move macro-actions take), the lands a seat threatens next turn,
and the emergency of section (e), a rival that could reach the threshold next turn."""

from __future__ import annotations

import heapq

import attrs

from siege_desktop.core.memo import Memo
from siege_desktop.games.summoner_lands.rules.actions import Step
from siege_desktop.games.summoner_lands.rules.board import (
    allowance,
    enchants,
    enemies_in,
    has_banding,
    info,
    is_wall,
    neighbours,
    power,
    step_cost,
    toughness,
)
from siege_desktop.games.summoner_lands.rules.state import Creature, LandsState, evolve

#: Reach maps remembered by position (Medium asks the same board many times in one turn).
_CACHE: Memo[object] = Memo(4096)


@attrs.frozen(slots=True)
class Route:
    """The cheapest way to `land`: its steps (with landwalk modes) and their total cost;
    `battle` when `land` holds another seat's creatures."""

    land: int
    steps: tuple[Step, ...]
    cost: int
    battle: bool


#: Searches remembered for one creature on one board of lands (`routes`), at most this many:
#: the positions of a turn that differ only where the search never looked.
_VARIANTS = 6


def _adjacency(state: LandsState) -> tuple[tuple[int, ...], ...]:
    """`board.neighbours` of every land (index 0 unused), read once per board and holes."""
    key = ("near", len(state.owners), state.holes)
    hit = _CACHE.get(key)
    if hit is None:
        hit = _CACHE.put(key, tuple(neighbours(state, k) for k in range(len(state.owners) + 1)))
    return hit  # type: ignore[return-value]


def _land_facts(state: LandsState, c: Creature) -> dict[int, tuple[bool, bool, int]]:
    """What `routes` reads of the other creatures, by land, as seen from `c`: another seat's
    creature there, an untapped one (a blocker), and `c`'s side's creatures there without
    Banding (room). Lands with none of these are left out."""
    seat, cid = c.owner, c.cid
    foes: set[int] = set()
    blocked: set[int] = set()
    crowd: dict[int, int] = {}
    for o in state.creatures:
        if o.owner != seat:
            foes.add(o.land)
            if not o.tapped:
                blocked.add(o.land)
        elif o.cid != cid and not has_banding(o):
            crowd[o.land] = crowd.get(o.land, 0) + 1
    return {
        land: (land in foes, land in blocked, crowd.get(land, 0)) for land in foes | crowd.keys()
    }


def routes(state: LandsState, c: Creature, points: int | None = None) -> dict[int, Route]:
    """Every land `c` may end its move in with `points` (its points left while it moves,
    else its allowance), by its cheapest path: through lands free of other seats'
    creatures that could block it (a land with such blockers ends the path, unless the
    creature evades them by landwalk), never through a curse that would kill it, landwalk
    used where it saves the most (ruling 33). Its own land is included with no steps.

    Remembered by what the search reads: the creature, its points and toughness, the lands'
    owners, kinds, holes and enchantments, and the other creatures' facts (`_land_facts`)
    on the lands the search looked at, no others: a step far away leaves the routes as they
    were, and they are not searched again."""
    if points is None:
        points = c.points if c.points >= 0 and not c.moved else allowance(state, c)
    tough = toughness(state, c)
    key = ("routes", c, points, tough, state.owners, state.kinds, state.holes, state.enchantments)
    facts = _land_facts(state, c)
    known = _CACHE.get(key)
    variants: list[tuple[tuple[int, ...], tuple[object, ...], dict[int, Route]]]
    variants = known if known is not None else []  # type: ignore[assignment]
    for looked, seen, found in variants:
        if tuple(facts.get(land) for land in looked) == seen:
            return found
    looked_at: set[int] = set()
    found = _search(state, c, points, tough, facts, looked_at)
    looked = tuple(sorted(looked_at))
    variants = [*variants[1 - _VARIANTS :], (looked, tuple(facts.get(k) for k in looked), found)]
    _CACHE.put(key, variants)
    return found


def _search(
    state: LandsState,
    c: Creature,
    points: int,
    tough: int,
    facts: dict[int, tuple[bool, bool, int]],
    looked_at: set[int],
) -> dict[int, Route]:
    """`routes` computed: Dijkstra over (land, landwalk still unused), by cost then steps.
    The other creatures are read only through `facts`, and every land whose facts were read
    is added to `looked_at`; a land's curse and price are read once, not once per path."""
    walk_kind = info(c).landwalk if not c.walk_used else ""
    seat, home, owners, kinds = c.owner, c.land, state.owners, state.kinds
    alone = 0 if has_banding(c) else 1
    near = _adjacency(state)
    entry: dict[int, int] = {}  # by land: the price of stepping in, -1 for a deadly curse
    start = (home, bool(walk_kind))
    best: dict[tuple[int, bool], tuple[int, int]] = {start: (0, 0)}
    back: dict[tuple[int, bool], tuple[tuple[int, bool], Step]] = {}
    todo = [(0, 0, home, bool(walk_kind))]
    ends: dict[int, tuple[int, int, tuple[int, bool]]] = {}
    while todo:
        cost, n, here, walk = heapq.heappop(todo)
        if best.get((here, walk)) != (cost, n):
            continue
        looked_at.add(here)
        fact = facts.get(here)
        # Banding room (`board.can_end`, ruling 19).
        if (fact is None or fact[2] + alone <= 1) and (
            here not in ends or ends[here][:2] > (cost, n)
        ):
            ends[here] = (cost, n, (here, walk))
        if (
            here != home
            and fact is not None
            and fact[1]
            and (here, walk) in back
            and back[(here, walk)][1].mode != "evade"
        ):
            continue  # a land with blockers ends the move unless it was evaded
        for nxt in near[here]:
            if nxt == home:
                continue
            looked_at.add(nxt)
            fact = facts.get(nxt)
            foes = fact is not None and fact[0]
            if fact is not None and foes and fact[2] + alone > 1:
                continue
            price = entry.get(nxt)
            if price is None:
                shut = owners[nxt - 1] != seat and enchants(state, nxt, "mirecurse") >= tough
                price = entry[nxt] = -1 if shut else step_cost(state, c, nxt)
            if price < 0:
                continue
            options = [(price, walk, "")]
            if walk and walk_kind == kinds[nxt - 1]:
                options.append((0, False, "walk"))
                if foes:
                    options.append((price, False, "evade"))
            for extra, walk2, mode in options:
                total = cost + extra
                if total > points:
                    continue
                node = (nxt, walk2)
                old = best.get(node)
                if old is not None and old <= (total, n + 1):
                    continue
                best[node] = (total, n + 1)
                back[node] = ((here, walk), Step(c.cid, nxt, mode))
                heapq.heappush(todo, (total, n + 1, nxt, walk2))
    nothing = (False, False, 0)

    def fact_of(land: int) -> tuple[bool, bool, int]:
        looked_at.add(land)
        return facts.get(land, nothing)

    found: dict[int, Route] = {}
    for land, (cost, _, node) in ends.items():
        steps: list[Step] = []
        while node in back:
            node, step = back[node]
            steps.append(step)
        steps.reverse()
        if any(fact_of(s.land)[1] for s in steps[:-1] if s.mode != "evade"):
            continue  # defensive: a path never runs on through a land with blockers
        found[land] = Route(land, tuple(steps), cost, fact_of(land)[0])
    return found


def blockers_in(state: LandsState, c: Creature, land: int) -> bool:
    """Other seats' untapped creatures in `land` (ruling 36: a tapped creature can't block):
    a land with only tapped ones is passed through unasked, which is what a tap with
    Tidereader Adept buys. A Flying mover is still stopped by ground creatures here, though
    they could not block it: counted as blockers, they keep the routes (and Medium's time)
    as they were, flyers included."""
    return any(not o.tapped for o in enemies_in(state, c, land))


def next_turn_reach(state: LandsState, seat: int) -> dict[int, list[Creature]]:
    """The lands each of `seat`'s creatures could end in on its next turn (untapped, well,
    its whole allowance), by land: what that seat threatens."""
    b = state.battle
    key = (
        "threat",
        state.creatures,
        state.owners,
        state.kinds,
        state.holes,
        state.enchantments,
        state.artifacts,  # Drums of the Long March: allowances
        None if b is None else (b.land, b.defender),
        seat,
    )
    hit = _CACHE.get(key)
    if hit is not None:
        return hit  # type: ignore[return-value]
    found: dict[int, list[Creature]] = {}
    for c in state.creatures:
        if c.owner != seat or is_wall(c):
            continue
        fresh = evolve(c, tapped=False, sick=False, moved=False, points=-1, walk_used=False)
        for land in routes(state, fresh, allowance(state, fresh)):
            found.setdefault(land, []).append(c)
    _CACHE.put(key, found)
    return found


def beats(state: LandsState, attacker: Creature, land: int) -> bool:
    """A rough one-creature check (the exact one is `battles.predict`): `attacker` alone
    kills every creature of the other seat in `land` and survives them."""
    foes = [o for o in state.creatures if o.land == land and o.owner != attacker.owner]
    return sum(toughness(state, o) - o.damage for o in foes) <= power(state, attacker) and sum(
        power(state, o) for o in foes
    ) < toughness(state, attacker)


def takeable(state: LandsState, seat: int) -> int:
    """How many lands `seat` could take on its next turn: lands not its own that its
    creatures could end in, empty of other seats or with defenders one of them beats, one
    land per creature (matched greedily, the creatures with fewest choices first)."""
    options: dict[int, set[int]] = {}
    for land, movers in next_turn_reach(state, seat).items():
        if state.owners[land - 1] == seat:
            continue
        foes = any(o.land == land and o.owner != seat for o in state.creatures)
        for c in movers:
            if not foes or beats(state, c, land):
                options.setdefault(c.cid, set()).add(land)
    taken: set[int] = set()
    for _, lands in sorted(options.items(), key=lambda kv: (len(kv[1]), kv[0])):
        free = sorted(lands - taken)
        if free:
            taken.add(free[0])
    return len(taken)


def emergency(state: LandsState, me: int) -> tuple[int, ...]:
    """The rivals that could reach the threshold on their next turn (section e): their lands
    plus what they could take reach ⌊T/2⌋ + 1."""
    need = state.threshold()
    return tuple(
        s for s in state.live() if s != me and state.lands_of(s) + takeable(state, s) >= need
    )


def threatened(state: LandsState, land: int, me: int) -> tuple[int, ...]:
    """The other seats whose creatures could end in `land` on their next turn."""
    return tuple(s for s in state.live() if s != me and land in next_turn_reach(state, s))
