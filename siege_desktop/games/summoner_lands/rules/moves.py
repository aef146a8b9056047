"""The legal actions of the deciding seat, phase by phase (rulings 4-47)."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from siege_desktop.games.summoner_lands.rules.actions import (
    BLOCK,
    END,
    KEEP,
    MULLIGAN,
    PASS,
    Action,
    Artifact,
    Assign,
    Bottom,
    Cast,
    Claim,
    Discard,
    Enchant,
    Fight,
    Lay,
    Rest,
    Retreat,
    Step,
    Summon,
    Use,
)
from siege_desktop.games.summoner_lands.rules.board import (
    Ground,
    allowance,
    can_end,
    can_tap_ability,
    enemies_in,
    flies,
    info,
    may_reach_end,
    payments_from,
    sources,
)
from siege_desktop.games.summoner_lands.rules.cards import CARDS, KINDS, OPENING_HAND
from siege_desktop.games.summoner_lands.rules.flow import (
    battle_lands,
    is_native_summon_blocked,
    retreat_lands,
    sides,
)
from siege_desktop.games.summoner_lands.rules.state import NO_SEAT, Creature, LandsState

#: Cards aimed at "target creature" (any creature on the board, ruling 25).
CREATURE_TARGET = frozenset(
    {"toughness3", "recall", "gust", "grasp", "destroy", "spear3", "fervor", "sap"}
)
#: Non-mana abilities and their generic cost (ruling 60's list).
ABILITY_COST = {"tap": 0, "ping": 0, "orb": 2, "harness": 1, "wallwaker": 1, "stonebark": 0}


def to_act(state: LandsState) -> int:
    phase = state.phase
    n = state.seats
    if phase == "over":
        return NO_SEAT
    if phase == "layout":
        k = len(state.kinds)
        return state.starter if k < 2 else (state.starter + k - 1) % n
    if phase == "claim":
        done = sum(1 for o in state.owners if o >= 0)
        return (state.starter + 9 + done) % n
    if phase in ("mulligan", "bottom"):
        return state.pending
    if phase == "block":
        mover = state.creature(state.block)
        assert mover is not None
        return next(
            c.owner for c in state.creatures if c.land == mover.land and c.owner != mover.owner
        )
    if phase == "window":
        assert state.battle is not None
        return state.battle.priority
    if phase == "assign":
        assert state.battle is not None
        return state.battle.divider
    return state.active


def legal_actions(state: LandsState) -> tuple[Action, ...]:
    phase = state.phase
    if phase == "over":
        return ()
    if phase == "layout":
        return _layout(state)
    if phase == "claim":
        return tuple(Claim(k + 1) for k, o in enumerate(state.owners) if o < 0)
    if phase == "mulligan":
        seat = state.pending
        more = OPENING_HAND - (state.mulligans[seat] + 1) >= 1
        return (KEEP, MULLIGAN) if more else (KEEP,)
    if phase == "bottom":
        return tuple(Bottom(code) for code in sorted(set(state.hands[state.pending])))
    if phase == "rest":
        seat = state.active
        return tuple(
            Rest(k + 1)
            for k, o in enumerate(state.owners)
            if o == seat and not state.tapped[k] and not state.holes[k]
        )
    if phase == "summon":
        return (*_summon_phase(state), *_instants(state, state.active, False), END)
    if phase == "move":
        return _moves(state)
    if phase == "block":
        return (BLOCK, PASS)
    if phase == "fight":
        return tuple(Fight(land) for land in battle_lands(state))
    if phase == "window":
        assert state.battle is not None
        return (PASS, *_instants(state, state.battle.priority, True))
    if phase == "assign":
        return _assigns(state)
    if phase == "retreat":
        c = state.creature(state.retreating[0])
        assert c is not None
        return tuple(Retreat(c.cid, land) for land in retreat_lands(state, c))
    if phase == "discard":
        return tuple(Discard(code) for code in sorted(set(state.hands[state.active])))
    return ()


def _layout(state: LandsState) -> tuple[Action, ...]:
    first = state.kinds[0] if len(state.kinds) == 1 else ""
    return tuple(
        Lay(kind) for k, kind in enumerate(KINDS) if state.supply[k] != 0 and kind != first
    )


def _assigns(state: LandsState) -> tuple[Action, ...]:
    b = state.battle
    assert b is not None
    attackers, defenders = sides(state)
    receivers = defenders if b.queue[0][0] == "a" else attackers
    return tuple(Assign(c.cid, amount) for c in receivers for amount in range(1, b.left + 1))


def _lands_of(state: LandsState, seat: int) -> list[int]:
    return [k + 1 for k, o in enumerate(state.owners) if o == seat and not state.holes[k]]


def _summon_phase(state: LandsState) -> Iterator[Action]:
    seat = state.active
    hand = sorted(set(state.hands[seat]))
    mine = _lands_of(state, seat)
    found = sources(state, seat)
    for code in hand:
        card = CARDS[code]
        if card.kind == "creature":
            for land in mine:
                if state.kinds[land - 1] != card.native or state.tapped[land - 1]:
                    continue
                if land in state.summoned or is_native_summon_blocked(state, land, code, seat):
                    continue
                for pay in payments_from(found, card.generic, card.letters, forced=str(land)):
                    yield Summon(code, land, pay)
        elif card.kind == "artifact":
            for pay in payments_from(found, card.generic, card.letters):
                yield Artifact(code, pay)
        elif card.kind == "enchantment":
            pays = list(payments_from(found, card.generic, card.letters))
            for land in mine:
                for pay in pays:
                    yield Enchant(code, land, pay)
        elif card.kind == "sorcery":
            for target in _targets(state, seat, code):
                for pay in payments_from(found, card.generic, card.letters):
                    yield Cast(code, target, pay)


def _targets(state: LandsState, seat: int, code: str) -> list[str]:
    effect = CARDS[code].effect
    if effect in CREATURE_TARGET:
        return [f"c{c.cid}" for c in state.creatures]
    mine = [c for c in state.creatures if c.owner == seat]
    if effect == "march":
        ids = [f"c{c.cid}" for c in mine if allowance(state, c) > 0 or info(c).has("wall")]
        return ids + [",".join(p) for p in combinations(ids, 2)]
    if effect == "rouse":
        return [""] if any(info(c).has("wall") for c in mine) else []
    if effect == "raise":
        return sorted({g for g in state.graves[seat] if CARDS[g].kind == "creature"})
    if effect == "sunder":
        occupied = {c.land for c in state.creatures}
        return [
            f"land {k + 1}"
            for k in range(state.size)
            if not state.holes[k] and k + 1 not in occupied
        ]
    if effect == "untap3":
        return _untap_targets(state, seat)
    if effect == "hush":
        return [""] if state.phase == "window" else []
    return [""]


def _untap_targets(state: LandsState, seat: int) -> list[str]:
    """Sap-Rise Bounty: up to three of your tapped lands, one choice per mix of kinds (the
    lowest-numbered of each kind); all of them when three or fewer are tapped."""
    tapped = [k for k in _lands_of(state, seat) if state.tapped[k - 1]]
    if not tapped:
        return []
    if len(tapped) <= 3:
        return ["land " + ",".join(map(str, tapped))]
    found: set[tuple[int, ...]] = set()
    for combo in combinations(tapped, 3):
        kinds = sorted(state.kinds[k - 1] for k in combo)
        pick: list[int] = []
        for kind in sorted(set(kinds)):
            pick.extend([k for k in tapped if state.kinds[k - 1] == kind][: kinds.count(kind)])
        found.add(tuple(sorted(pick)))
    return ["land " + ",".join(map(str, p)) for p in sorted(found)]


def _instants(state: LandsState, seat: int, window: bool) -> Iterator[Action]:
    """Instants and non-mana abilities (ruling 24): the Summon phase and battle windows."""
    found = sources(state, seat)
    for code in sorted(set(state.hands[seat])):
        card = CARDS[code]
        if card.kind != "instant":
            continue
        targets = _targets(state, seat, code)
        if not targets:
            continue
        pays = list(payments_from(found, card.generic, card.letters))
        for target in targets:
            for pay in pays:
                yield Cast(code, target, pay)
    for c in state.creatures:
        effect = info(c).effect
        if c.owner == seat and effect in ("tap", "ping") and can_tap_ability(c):
            for t in state.creatures:
                yield Use(f"c{c.cid}", f"c{t.cid}", ())
    for a in state.artifacts:
        effect = CARDS[a.code].effect
        if a.owner != seat or a.tapped or effect not in ABILITY_COST:
            continue
        source = f"a{a.aid}"
        cost = ABILITY_COST[effect]
        pays = [()] if cost == 0 else list(payments_from(found, cost, "", exclude=source))
        if effect == "orb":
            targets = [""]
        elif effect == "wallwaker":
            targets = [
                f"c{c.cid}" for c in state.creatures if c.owner == seat and info(c).has("wall")
            ]
        else:
            targets = [f"c{c.cid}" for c in state.creatures]
        for target in targets:
            for pay in pays:
                yield Use(source, target, pay)


def movable(state: LandsState, c: Creature) -> bool:
    if c.owner != state.active or c.tapped or c.moved:
        return False
    if c.sick and not info(c).has("haste"):
        return False
    return allowance(state, c) > 0


def steps_of(state: LandsState, c: Creature) -> list[Step]:
    """The legal steps of `c` (rulings 30-33)."""
    points = c.points if c.cid == state.moving else allowance(state, c)
    at = Ground(state, c)
    not_walked = bool(info(c).landwalk) and not c.walk_used
    found = []
    for land in at.near(c.land):
        cost = at.cost(land)
        walk = info(c).landwalk == state.kinds[land - 1] and not c.walk_used
        foes = land in at.foes
        options = [("", cost)]
        if walk:
            options += [("walk", 0), ("evade", cost)]
        for mode, price in options:
            if price > points:
                continue
            if mode == "evade" and not foes:
                continue  # nothing to evade: the same as a plain step
            if foes:
                if not at.can_end(land):
                    continue
            # After a plain step its landwalk is still its own, whatever this land's kind:
            # a later free entry may be what reaches an ending (ruling 32: never stranded).
            elif not may_reach_end(state, c, land, points - price, not_walked and mode == "", at):
                continue
            found.append(Step(c.cid, land, mode))
    return found


def only_end(state: LandsState) -> bool:
    """`legal_actions(state) == (END,)` without listing every choice: true for a Summon or
    Move phase with nothing to do, which passes by itself (ruling 14) after every action."""
    if state.phase == "summon":
        seat = state.active
        return (
            next(_summon_phase(state), None) is None
            and next(_instants(state, seat, False), None) is None
        )
    if state.phase == "move":
        moving = state.creature(state.moving) if state.moving >= 0 else None
        if moving is not None and (
            not can_end(state, moving, moving.land) or steps_of(state, moving)
        ):
            return False  # a move under way: its steps (and no END, if it cannot stop here)
        return not any(
            steps_of(state, c)
            for c in state.creatures
            if c.cid != state.moving and movable(state, c)
        )
    return legal_actions(state) == (END,)


def _moves(state: LandsState) -> tuple[Action, ...]:
    moving = state.creature(state.moving) if state.moving >= 0 else None
    if moving is not None and not can_end(state, moving, moving.land):
        return tuple(steps_of(state, moving))
    found: list[Action] = []
    if moving is not None:
        found.extend(steps_of(state, moving))
    for c in state.creatures:
        if c.cid != state.moving and movable(state, c):
            found.extend(steps_of(state, c))
    found.append(END)
    return tuple(found)


def eligible_blockers(state: LandsState, mover: Creature) -> list[Creature]:
    """Untapped creatures in the mover's land; Flying needs Flying or Reach (ruling 36)."""
    return [
        c
        for c in enemies_in(state, mover, mover.land)
        if not c.tapped and (not flies(mover) or flies(c) or info(c).has("reach"))
    ]
