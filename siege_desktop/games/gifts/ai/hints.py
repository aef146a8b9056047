"""Why Hard's suggested move is good, in one line, from the seat's observation alone.

The exposure test is the evaluation's (`evaluate.seat_values`): a rival threatens a gift when
it can pay the gift's cost next turn with its lands in play plus one land from hand, and
discard a land per lock (Thief's Gloves counted). An observation does not show a rival's hand,
so here that land may be any colour still unseen: "no rival can pay" is then certain.
"""

from __future__ import annotations

from siege_desktop.games.gifts.ai.policy import colour_desire
from siege_desktop.games.gifts.rules.actions import (
    Action,
    Build,
    Claim,
    Discard,
    Pass,
    PlayLand,
    Recycle,
    SkipLand,
    Steal,
    Wrap,
)
from siege_desktop.games.gifts.rules.cards import (
    BUILDING_COLOUR,
    BUILDING_RULES,
    BUILDING_TITLES,
    COLOUR_WORDS,
    GIFT_CLASS,
    GIFT_COLOUR,
    GIFT_COST,
    LAND_LIMIT,
    LAND_NAMES,
    MAX_LOCKS,
    Building,
    gift_name,
)
from siege_desktop.games.gifts.rules.observation import Observation, unseen_lands
from siege_desktop.games.gifts.rules.rules import counted
from siege_desktop.games.gifts.rules.state import DiscardReason, Ending


def article(word: str) -> str:
    return f"an {word}" if word[0] in "AEIOU" else f"a {word}"


def points(n: int) -> str:
    return counted(n, "point")


def joined(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def has_turn_after_mine(obs: Observation, seat: int) -> bool:
    """Whether `seat` acts again after the turn in progress (as `evaluate.turns_left`)."""
    n = obs.config.players
    later = 0 if obs.ending is not Ending.NONE else obs.config.round_limit - obs.round
    now = (obs.current - obs.first_player) % n
    return later > 0 or (seat - obs.first_player) % n > now


def lock_payment(obs: Observation, seat: int, locks: int) -> int:
    """Lands `seat` discards to steal a gift with `locks` locks."""
    return max(0, locks - 2) if Building.GLOVES in obs.buildings[seat] else locks


def can_pay_next_turn(obs: Observation, rival: int, gift: int, locks: int) -> bool:
    """Whether `rival` may be able to steal `gift` (with `locks`) on its next turn."""
    if not has_turn_after_mine(obs, rival):
        return False
    total, need = GIFT_COST[GIFT_CLASS[gift]]
    colour = GIFT_COLOUR[gift]
    lands = obs.lands[rival]
    owed = lock_payment(obs, rival, locks)
    hand = obs.hand_sizes[rival] + 1  # it draws a land first
    if sum(lands) >= total and lands[colour] >= need:
        return hand >= owed
    unseen = unseen_lands(obs).count(colour) > 0
    one_more = sum(lands) < LAND_LIMIT
    if not one_more or sum(lands) + 1 < total or lands[colour] + (1 if unseen else 0) < need:
        return False
    return hand - 1 >= owed  # the land it plays leaves its hand


def threats(obs: Observation, gift: int, locks: int, owner: int) -> list[str]:
    """The rivals of `owner` who may pay for `gift` next turn, by name."""
    if locks >= MAX_LOCKS:
        return []
    return [
        obs.config.seat_name(r)
        for r in range(obs.config.players)
        if r != owner and can_pay_next_turn(obs, r, gift, locks)
    ]


def exposure(obs: Observation, gift: int, locks: int, owner: int) -> str:
    who = threats(obs, gift, locks, owner)
    if not who:
        return "no rival can pay for it next turn"
    return f"{joined(who)} could steal it next turn"


def claim_reason(obs: Observation, gift: int) -> str:
    me = obs.seat
    locks = 2 if Building.COFFER in obs.buildings[me] else 1
    text = f"Claim {gift_name(gift)}: {points(GIFT_CLASS[gift])}"
    if locks == 2:
        text += ", 2 locks with your Coffer"
    return f"{text}, and {exposure(obs, gift, locks, me)}"


def steal_reason(obs: Observation, gift: int) -> str:
    me = obs.seat
    held = next(((s, lk) for s, area in enumerate(obs.areas) for g, lk in area if g == gift), None)
    if held is None:
        return f"Steal {gift_name(gift)}"
    victim, locks = held
    pts = GIFT_CLASS[gift]
    owed = lock_payment(obs, me, locks)
    after = locks + 1 if Building.CROWBAR in obs.buildings[me] and locks < MAX_LOCKS else locks
    name = obs.config.seat_name(victim)
    pay = f"discard {counted(owed, 'land')} for its locks" if owed else "no lock to pay"
    return (
        f"Steal {gift_name(gift)} from {name}: +{pts} for you, -{pts} for {name}; {pay}, "
        f"and {exposure(obs, gift, after, me)}"
    )


def wrap_reason(obs: Observation, gift: int, land: int) -> str:
    me = obs.seat
    locks = dict(obs.areas[me]).get(gift, 0)
    step = 2 if Building.RIBBON in obs.buildings[me] else 1
    after = min(MAX_LOCKS, locks + step)
    head = f"Wrap {gift_name(gift)} (gives up {article(LAND_NAMES[land])})"
    if after >= MAX_LOCKS:
        return f"{head}: sealed at {MAX_LOCKS} locks, no one can steal it again"
    before = threats(obs, gift, locks, me)
    if before:
        return (
            f"{head}: {joined(before)} could steal it; with {after} locks a thief must "
            f"discard more, and {exposure(obs, gift, after, me)}"
        )
    return f"{head}: {after} locks, a step toward sealing it at {MAX_LOCKS}"


def build_reason(obs: Observation, b: int, replace: int | None) -> str:
    rule = BUILDING_RULES[b].rstrip(".")
    text = f"Build {BUILDING_TITLES[b]}: {rule[0].lower()}{rule[1:]}"
    if replace is not None:
        text += f" (in place of {BUILDING_TITLES[replace]})"
    return text


def land_reason(obs: Observation, colour: int) -> str:
    me = obs.seat
    lands = list(obs.lands[me])
    before_total, before = sum(lands), list(lands)
    lands[colour] += 1
    total = sum(lands)
    head = f"Play {article(LAND_NAMES[colour])}"
    word = COLOUR_WORDS[colour]
    # A display gift it lets you pay for this turn, the biggest first.
    for g in sorted((g for g in obs.display if g >= 0), key=lambda g: -GIFT_CLASS[g]):
        cost, need = GIFT_COST[GIFT_CLASS[g]]
        c = GIFT_COLOUR[g]
        now = total >= cost and lands[c] >= need
        earlier = before_total >= cost and before[c] >= need
        if now and not earlier:
            paid = f"{cost} mana, {need} {COLOUR_WORDS[c]}"
            return f"{head}: then you can pay for {gift_name(g)} ({paid})"
    # Else the biggest display gift of its colour it builds toward.
    aims = [g for g in obs.display if g >= 0 and GIFT_COLOUR[g] == colour]
    if aims:
        g = max(aims, key=lambda g: GIFT_CLASS[g])
        cost, need = GIFT_COST[GIFT_CLASS[g]]
        have = min(lands[colour], need)
        return (
            f"{head}: toward {gift_name(g)}, {have} of {need} {word} and "
            f"{min(total, cost)} of {cost} mana"
        )
    market = [b for b in range(len(BUILDING_COLOUR)) if BUILDING_COLOUR[b] == colour]
    if market and lands[colour] == 2:
        return f"{head}: 2 {word} lands pay for {BUILDING_TITLES[market[0]]}"
    return f"{head}: {word} is the colour you build on ({lands[colour]} in play)"


def discard_reason(obs: Observation, colour: int) -> str:
    desire = colour_desire_of(obs)
    held = [c for c in range(5) if obs.hand[c]]
    least = min(held, key=lambda c: (desire[c], c)) if held else colour
    why = {
        DiscardReason.STEAL: " to pay the locks",
        DiscardReason.RECYCLE: " after recycling",
        DiscardReason.HAND_LIMIT: " for the hand limit",
    }.get(obs.reason, "")
    if obs.pending > 1:
        # A payment of several lands is named whole: this land first (discards go in W U B R G
        # order), then the ones that can best be spared after it.
        left = [n - (1 if c == colour else 0) for c, n in enumerate(obs.hand)]
        pay = [colour]
        for _ in range(obs.pending - 1):
            spare = [c for c in range(colour, 5) if left[c]]
            if not spare:
                break
            c = min(spare, key=lambda c: (desire[c], c))
            left[c] -= 1
            pay.append(c)
        pay.sort()
        named = [article(LAND_NAMES[c]) for c in pay]
        listed = ", ".join(named[:-1]) + " and " + named[-1]
        return f"Discard {listed}{why}: the lands you can best spare"
    head = f"Discard {article(LAND_NAMES[colour])}{why}"
    if least == colour:
        return f"{head}: {COLOUR_WORDS[colour]} is the colour you need least"
    return f"{head}: the land you can best spare"


class _DesireView:
    """The few state fields `colour_desire` reads, taken from an observation."""

    def __init__(self, obs: Observation) -> None:
        self.lands = obs.lands
        self.display = obs.display
        self.buildings = obs.buildings


def colour_desire_of(obs: Observation) -> list[float]:
    return colour_desire(_DesireView(obs), obs.seat)  # type: ignore[arg-type]


def hint_reason(obs: Observation, action: Action, legal: tuple[Action, ...] = ()) -> str:
    """One line saying why `action` is the move to make, from `obs` only."""
    kind = type(action)
    if isinstance(action, Claim):
        return claim_reason(obs, action.gift)
    if isinstance(action, Steal):
        return steal_reason(obs, action.gift)
    if isinstance(action, Wrap):
        return wrap_reason(obs, action.gift, action.land)
    if isinstance(action, Build):
        return build_reason(obs, action.building, action.replace)
    if isinstance(action, PlayLand):
        return land_reason(obs, action.colour)
    if isinstance(action, Discard):
        return discard_reason(obs, action.colour)
    if kind is Recycle:
        draws = 2 if Building.WAREHOUSE in obs.buildings[obs.seat] else 1
        if legal and all(type(a) is Recycle for a in legal):
            return "Recycle: too few lands in play to pay for anything yet; draw, then discard one"
        return (
            f"Recycle: nothing you can pay for now beats a fresh card; draw {draws}, "
            "then discard one"
        )
    if kind is SkipLand:
        if sum(obs.lands[obs.seat]) >= LAND_LIMIT:
            return f"Skip the land: you have {LAND_LIMIT} lands in play"
        return (
            f"Skip the land: keep {counted(sum(obs.hand), 'card')} in hand to pay locks "
            "and for later turns"
        )
    if kind is Pass:
        return "Pass: no main action is possible"
    return str(action)
