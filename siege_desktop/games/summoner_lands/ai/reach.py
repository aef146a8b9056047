"""Where creatures can go: each creature's cheapest path to every land it may end in (the
paths Medium walks and Hard's move macro-actions take), the lands a seat threatens next turn,
and the emergency of section (e), a rival that could reach the threshold next turn."""

from __future__ import annotations

import heapq

import attrs

from siege_desktop.core.memo import Memo
from siege_desktop.games.summoner_lands.rules.actions import Step
from siege_desktop.games.summoner_lands.rules.board import (
    LORDS,
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


def _board_key(state: LandsState, c: Creature) -> tuple[object, ...]:
    """Everything `routes` reads of the other creatures, as seen from `c`: where other seats'
    creatures stand and whether they are tapped (presence and blocks), where `c`'s side's
    stand and whether they have Banding (room), and its side's lords in its land (its
    toughness against a curse). Two positions alike in these give `c` the same routes, so a
    step elsewhere on the board does not make them be searched again."""
    seat, here, cid = c.owner, c.land, c.cid
    return tuple(
        (o.land, True, o.code in LORDS and o.land == here, has_banding(o))
        if o.owner == seat
        else (o.land, False, o.tapped, False)
        for o in state.creatures
        if o.cid != cid
    )


def routes(state: LandsState, c: Creature, points: int | None = None) -> dict[int, Route]:
    """Every land `c` may end its move in with `points` (its points left while it moves,
    else its allowance), by its cheapest path: through lands free of other seats'
    creatures that could block it (a land with such blockers ends the path, unless the
    creature evades them by landwalk), never through a curse that would kill it, landwalk
    used where it saves the most (ruling 33). Its own land is included with no steps.
    Remembered by what the search reads (`_board_key`, the lands' owners, kinds, holes and
    enchantments, the battle's land and defender for Hallowed Acre's toughness)."""
    if points is None:
        points = c.points if c.points >= 0 and not c.moved else allowance(state, c)
    b = state.battle
    key = (
        "routes",
        _board_key(state, c),
        state.owners,
        state.kinds,
        state.holes,
        state.enchantments,
        None if b is None else (b.land, b.defender),
        c,
        points,
    )
    hit = _CACHE.get(key)
    if hit is not None:
        return hit  # type: ignore[return-value]
    found = _search(state, c, points)
    _CACHE.put(key, found)
    return found


def _search(state: LandsState, c: Creature, points: int) -> dict[int, Route]:
    """`routes` computed: Dijkstra over (land, landwalk still unused), by cost then steps.
    The board's facts about each land (other seats' creatures there, blockers, room for
    `c`, the step's price) are read once per land, not once per path that reaches it."""
    walk_kind = info(c).landwalk if not c.walk_used else ""
    seat = c.owner
    foes_at: set[int] = set()
    blocked: set[int] = set()
    crowd: dict[int, int] = {}  # lands: `c`'s side's creatures there without Banding
    for o in state.creatures:
        if o.owner != seat:
            foes_at.add(o.land)
            if not o.tapped:
                blocked.add(o.land)
        elif o.cid != c.cid and not has_banding(o):
            crowd[o.land] = crowd.get(o.land, 0) + 1
    alone = 0 if has_banding(c) else 1
    tough = toughness(state, c)
    closed: dict[int, bool] = {}  # lands `c` may not enter at all (a deadly curse)
    prices: dict[int, int] = {}

    def fits(land: int) -> bool:  # `board.can_end`: Banding room (ruling 19)
        return crowd.get(land, 0) + alone <= 1

    start = (c.land, bool(walk_kind))
    best: dict[tuple[int, bool], tuple[int, int]] = {start: (0, 0)}
    back: dict[tuple[int, bool], tuple[tuple[int, bool], Step]] = {}
    todo = [(0, 0, c.land, bool(walk_kind))]
    ends: dict[int, tuple[int, int, tuple[int, bool]]] = {}
    while todo:
        cost, n, here, walk = heapq.heappop(todo)
        if best.get((here, walk)) != (cost, n):
            continue
        foes_here = here != c.land and here in blocked
        if fits(here) and (here not in ends or ends[here][:2] > (cost, n)):
            ends[here] = (cost, n, (here, walk))
        if foes_here and (here, walk) in back and back[(here, walk)][1].mode != "evade":
            continue  # a land with blockers ends the move unless it was evaded
        for nxt in neighbours(state, here):
            if nxt == c.land:
                continue
            foes = nxt in foes_at
            if foes and not fits(nxt):
                continue
            shut = closed.get(nxt)
            if shut is None:
                shut = state.owners[nxt - 1] != seat and enchants(state, nxt, "mirecurse") >= tough
                closed[nxt] = shut
            if shut:
                continue
            price = prices.get(nxt)
            if price is None:
                price = prices[nxt] = step_cost(state, c, nxt)
            options = [(price, walk, "")]
            if walk and walk_kind == state.kinds[nxt - 1]:
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
    found: dict[int, Route] = {}
    for land, (cost, _, node) in ends.items():
        steps: list[Step] = []
        while node in back:
            node, step = back[node]
            steps.append(step)
        steps.reverse()
        if any(s.land in blocked for s in steps[:-1] if s.mode != "evade"):
            continue  # defensive: a path never runs on through a land with blockers
        found[land] = Route(land, tuple(steps), cost, land in foes_at)
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
