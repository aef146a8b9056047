"""Medium's Summon phase beyond creatures (section e): what its artifacts and land
enchantments are worth, the mana it keeps for its cheapest instant, and the moves that
Sunward March, Rouse the Ramparts and Tidereader Adept's tap open. Each is added to the
seat value the greedy Summon phase compares (`policy.medium_move`), in the same units."""

from __future__ import annotations

import attrs

from siege_desktop.games.summoner_lands.ai.movement import (
    creature_plans,
    position_value,
    slot_cost,
)
from siege_desktop.games.summoner_lands.ai.reach import blockers_in, routes, threatened
from siege_desktop.games.summoner_lands.ai.weights import MEDIUM, Weights
from siege_desktop.games.summoner_lands.rules.actions import Action, Cast, Summon, Use
from siege_desktop.games.summoner_lands.rules.board import can_pay, info, is_wall
from siege_desktop.games.summoner_lands.rules.cards import CARDS
from siege_desktop.games.summoner_lands.rules.moves import movable
from siege_desktop.games.summoner_lands.rules.state import LandsState

#: Artifacts by what they do, in creature value (a card kept in hand is `Weights.hand_card`, 1):
#: mana artifacts below a land (section e: "then mana artifacts"), any kind above colourless.
FLAT_ARTIFACT = {
    "colourless": 1.6,
    "prism": 2.0,
    "orb": 1.8,  # a card a turn, for two mana
    "harness": 1.4,  # Flying for one creature a turn: over blockers and through lands
    "stonebark": 1.4,  # +0/+2 a turn, in any battle
}
#: Artifacts worth a base and more for each creature they help.
DRUMS = (0.6, 0.4)  # +1 movement, each non-Wall creature
STANDARD = (0.6, 0.3)  # +1/+0 attacking, each non-Wall creature
WALLWAKER = (0.4, 0.8)  # each Wall it can animate
#: A land enchantment, in creature value (section e: an enchanted land is worth more, most
#: where it matters). Loamheart Soil's land makes two mana (copies add nothing, ruling 23).
LOAM = 1.6
#: Hallowed Acre and Watchfire Tower help the land's defenders: most on a land a rival can
#: reach next turn with a creature of ours there to defend it.
DEFENDER_AURA = (0.6, 0.6, 0.8)  # base, a defender there, and the land threatened too
#: Drowned Causeway and Mirecurse Ground slow or hurt whoever enters: on a threatened land.
ENTRY_AURA = (0.6, 1.2)  # base, the land threatened


def kit_value(state: LandsState, seat: int, threats: frozenset[int]) -> float:
    """`seat`'s artifacts and the enchantments on lands it controls, in creature value;
    `threats` are the lands of `seat`'s that rivals could reach next turn (`threat_lands`)."""
    mine = [c for c in state.creatures if c.owner == seat]
    movers = sum(1 for c in mine if not info(c).has("wall"))
    walls = len(mine) - movers
    value = 0.0
    for a in state.artifacts:
        if a.owner != seat:
            continue
        effect = CARDS[a.code].effect
        if effect == "drums":
            value += DRUMS[0] + DRUMS[1] * movers
        elif effect == "standard":
            value += STANDARD[0] + STANDARD[1] * movers
        elif effect == "wallwaker":
            value += WALLWAKER[0] + WALLWAKER[1] * walls
        else:
            value += FLAT_ARTIFACT.get(effect, 0.0)
    loams: set[int] = set()
    for e in state.enchantments:
        land = e.land
        if state.owners[land - 1] != seat or state.holes[land - 1]:
            continue
        effect = CARDS[e.code].effect
        if effect == "loam":
            loams.add(land)
            continue
        danger = land in threats
        if effect in ("acre", "watchfire"):
            held = any(c.land == land for c in mine)
            guarded = held and danger
            value += DEFENDER_AURA[0] + DEFENDER_AURA[1] * held + DEFENDER_AURA[2] * guarded
        else:
            value += ENTRY_AURA[0] + ENTRY_AURA[1] * danger
    return value + LOAM * len(loams)


def wall_slot_cost(after: LandsState, action: Action, seat: int, w: Weights = MEDIUM) -> float:
    """`w.wall_slot` when `action` summons a non-Banding Wall onto the last free land where
    another creature card of that kind in hand could be summoned (`movement.slot_cost`)."""
    if not isinstance(action, Summon) or not CARDS[action.code].has("wall"):
        return 0.0
    wall = next(
        (
            c
            for c in after.creatures
            if c.land == action.land and c.owner == seat and c.code == action.code
        ),
        None,
    )
    if wall is None:
        return 0.0
    return w.wall_slot if slot_cost(after, wall, action.land, seat) > 0 else 0.0


def threat_lands(state: LandsState, seat: int) -> frozenset[int]:
    """The lands of `seat`'s that another seat's creatures could end in next turn."""
    return frozenset(
        k
        for k, owner in enumerate(state.owners, start=1)
        if owner == seat and not state.holes[k - 1] and threatened(state, k, seat)
    )


def reserve_cost(
    before: LandsState,
    after: LandsState,
    seat: int,
    payable: dict[str, bool] | None = None,
    w: Weights = MEDIUM,
) -> float:
    """`w.reserve` when the action leaves unpayable the cheapest instant still in hand that
    was payable before it (section e keeps that mana untapped for the windows). `payable`
    remembers, by card, whether `before` could pay it (one decision scores many actions)."""
    instants = [CARDS[c] for c in after.hands[seat] if CARDS[c].kind == "instant"]
    if not instants:
        return 0.0
    card = min(instants, key=lambda k: (k.mana_value, k.code))
    known = payable if payable is not None else {}
    if card.code not in known:
        known[card.code] = can_pay(before, seat, card.generic, card.letters)
    if not known[card.code]:
        return 0.0
    return 0.0 if can_pay(after, seat, card.generic, card.letters) else w.reserve


def _best_gain(state: LandsState, cid: int, seat: int, w: Weights) -> float:
    c = state.creature(cid)
    if c is None or not movable(state, c):
        return 0.0
    options = creature_plans(state, c, seat, (), w)
    return max(0.0, options[0].gain) if options else 0.0


def opened(
    before: LandsState, after: LandsState, cid: int, seat: int, w: Weights = MEDIUM
) -> float:
    """How much more creature `cid` gains this turn in `after` (its best destination over
    staying, Medium's movement values, in lands) from the lands it can newly end in there:
    only those are valued, the rest is its plan in `before` (remembered for the move). Only
    empty lands are looked at among them: each battle is a costly prediction, and the race
    is won by lands taken."""
    c = after.creature(cid)
    if c is None or not movable(after, c):
        return 0.0
    old = before.creature(cid)
    known = routes(before, old) if old is not None and movable(before, old) else {}
    reach = routes(after, c)
    fresh = [
        r for land, r in reach.items() if land not in known and land != c.land and not r.battle
    ]
    here = reach.get(c.land)
    if not fresh or here is None:
        return 0.0
    stay = position_value(after, c, here, seat, (), w)
    best = max(position_value(after, c, r, seat, (), w) for r in fresh) - stay
    return max(0.0, best - (_best_gain(before, cid, seat, w) if known else 0.0))


def _ids(on: str) -> frozenset[int]:
    return frozenset(int(t[1:]) for t in on.split(",") if t.startswith("c"))


class MoveBoosts:
    """The movement a Summon-phase play opens, in lands, computed on demand once per
    decision: Sunward March by the two creatures it helps most (each alone), Rouse the
    Ramparts by its Walls' moves, a tap by what the creatures gain with the blocker
    tapped. Other plays open nothing."""

    def __init__(self, state: LandsState, seat: int, w: Weights = MEDIUM) -> None:
        self.state = state
        self.seat = seat
        self.w = w
        self._march: dict[int, float] | None = None
        self._paths: dict[int, set[int]] | None = None

    def opens(self, action: Action) -> bool:
        """Whether `action` is a March, a Rouse or a tap of another seat's creature."""
        effect = _effect(self.state, action)
        if effect == "tap":
            assert isinstance(action, Use)
            target = self.state.creature(next(iter(_ids(action.on)), -1))
            return target is not None and target.owner != self.seat
        return effect in ("march", "rouse")

    def gain(self, action: Action, after: LandsState) -> float:
        effect = _effect(self.state, action)
        if effect == "march":
            assert isinstance(action, Cast)
            march = self._march_gains()
            return sum(march.get(cid, 0.0) for cid in _ids(action.on))
        if effect == "rouse":
            walls = [c.cid for c in self.state.creatures if c.owner == self.seat and is_wall(c)]
            return sum(opened(self.state, after, cid, self.seat, self.w) for cid in walls)
        if effect == "tap":
            assert isinstance(action, Use)
            target = self.state.creature(next(iter(_ids(action.on)), -1))
            if target is None or target.owner == self.seat or target.tapped:
                return 0.0
            # Only our creatures whose paths end on the target's land, and only if no other
            # creature there could still block them: else the tap opens nothing.
            return sum(
                opened(self.state, after, c.cid, self.seat, self.w)
                for c in self.state.creatures
                if c.cid in self._stopped_at(target.land) and not blockers_in(after, c, target.land)
            )
        return 0.0

    def _stopped_at(self, land: int) -> set[int]:
        """Our movable creatures with a path ending on blockers in `land`."""
        if self._paths is None:
            self._paths = {}
            for c in self.state.creatures:
                if c.owner != self.seat or not movable(self.state, c):
                    continue
                for k, r in routes(self.state, c).items():
                    if r.battle:
                        self._paths.setdefault(k, set()).add(c.cid)
        return self._paths.get(land, set())

    def _march_gains(self) -> dict[int, float]:
        if self._march is None:
            self._march = {}
            for c in self.state.creatures:
                if c.owner != self.seat or not movable(self.state, c):
                    continue
                fast = attrs.evolve(c, move_bonus=c.move_bonus + 2)
                more = attrs.evolve(
                    self.state,
                    creatures=tuple(fast if o.cid == c.cid else o for o in self.state.creatures),
                )
                self._march[c.cid] = opened(self.state, more, c.cid, self.seat, self.w)
        return self._march


def _effect(state: LandsState, action: Action) -> str:
    if isinstance(action, Cast):
        return CARDS[action.code].effect
    if isinstance(action, Use) and action.source.startswith("c"):
        c = state.creature(int(action.source[1:]))
        return info(c).effect if c is not None else ""
    return ""


__all__ = ["MoveBoosts", "kit_value", "opened", "reserve_cost", "threat_lands", "wall_slot_cost"]
