"""Easy's and Medium's choices. Medium (a first cut of section e) is greedy: it plays each
legal action on the state it was handed and keeps the one that leaves its seat best valued;
steps are scored by where they lead (an empty land not yet its own, a battle it would win).
Its numbers are `weights.MEDIUM`; Hard's base policy is the same with `weights.TUNED`."""

from __future__ import annotations

import random

from siege_desktop.games.summoner_lands.ai.battles import (
    division,
    fight_at,
    land_swing,
    risky_value,
    settle,
)
from siege_desktop.games.summoner_lands.ai.movement import medium_step
from siege_desktop.games.summoner_lands.ai.reach import emergency, routes
from siege_desktop.games.summoner_lands.ai.summon import (
    MoveBoosts,
    kit_value,
    reserve_cost,
    threat_lands,
    wall_slot_cost,
)
from siege_desktop.games.summoner_lands.ai.tree import merge_payments
from siege_desktop.games.summoner_lands.ai.values import seat_value
from siege_desktop.games.summoner_lands.ai.weights import MEDIUM, Weights
from siege_desktop.games.summoner_lands.rules.actions import (
    BLOCK,
    END,
    KEEP,
    MULLIGAN,
    PASS,
    Action,
    Cast,
    Claim,
    Lay,
    Retreat,
    Step,
)
from siege_desktop.games.summoner_lands.rules.board import info, neighbours, power, toughness
from siege_desktop.games.summoner_lands.rules.cards import CARDS, DECKS, KINDS
from siege_desktop.games.summoner_lands.rules.moves import to_act
from siege_desktop.games.summoner_lands.rules.play import apply
from siege_desktop.games.summoner_lands.rules.state import LandsState

#: Most actions Medium plays out one by one before it samples (windows can list hundreds).
MAX_SCORED = 60


def _enchants(state: LandsState, seat: int) -> bool:
    return any(CARDS[c].kind == "enchantment" for c in state.hands[seat])


def _native(state: LandsState, seat: int) -> str:
    return DECKS[state.config.deck_of(seat)].kind


def _near(state: LandsState, land: int) -> tuple[set[int], set[int]]:
    """The lands touching `land`, and those one apart (two steps away)."""
    touch = set(neighbours(state, land))
    apart = {n for k in touch for n in neighbours(state, k)} - touch - {land}
    return touch, apart


def _claim_score(
    state: LandsState, seat: int, land: int, native: str, w: Weights = MEDIUM
) -> float:
    """Section (e): a land of its native kind, the two close together (touching or one
    apart) and away from other seats' claims (a rival touching costs more than one apart:
    it could be attacked from the first turn)."""
    score = w.claim_native if state.kinds[land - 1] == native else 0.0
    touch, apart = _near(state, land)
    for k, owner in enumerate(state.owners, start=1):
        if owner == seat:
            score += 1.0 if k in touch else 0.8 if k in apart else 0.0
        elif owner >= 0:
            score -= 0.6 if k in touch else 0.3 if k in apart else 0.0
    return score - 0.001 * land


def _setup(
    state: LandsState, legal: tuple[Action, ...], seat: int, w: Weights = MEDIUM
) -> Action | None:
    """Lay its native kind, else a kind no opponent plays; claim lands by `_claim_score`;
    mulligan a hand with no creature of mana value 2 or less (section e)."""
    native = _native(state, seat)
    if state.phase == "layout":
        mine = [a for a in legal if isinstance(a, Lay) and a.kind == native]
        if mine:
            return mine[0]
        theirs = {_native(state, s) for s in range(state.seats) if s != seat}
        free = [a for a in legal if isinstance(a, Lay) and a.kind not in theirs]
        return free[0] if free else legal[0]
    if state.phase == "claim":
        claims = [a for a in legal if isinstance(a, Claim)]
        return max(claims, key=lambda a: _claim_score(state, seat, a.land, native, w))
    if state.phase == "mulligan":
        cheap = any(
            CARDS[c].kind == "creature" and CARDS[c].mana_value <= 2 for c in state.hands[seat]
        )
        return KEEP if cheap or MULLIGAN not in legal else MULLIGAN
    if state.phase in ("bottom", "discard"):
        # Keep what it can play soon: the dearest card goes (a creature last, at equal cost).
        def cost(a: Action) -> tuple[int, int]:
            card = CARDS[getattr(a, "code", "")]
            return (card.mana_value, card.kind != "creature")

        return max(legal, key=cost)
    if state.phase == "rest":
        # Rest a land its hand needs least (not the kind of its creatures or its instants).
        wanted = {CARDS[c].native or "" for c in state.hands[seat]}
        wanted.update(ch for c in state.hands[seat] for ch in CARDS[c].letters)
        return min(legal, key=lambda a: (state.kinds[getattr(a, "land", 1) - 1] in wanted,))
    return None


def _threat(state: LandsState, seat: int, action: Action) -> int:
    """Other seats' creatures near a retreat's land, those one step away counting double:
    section e sends a retreating creature to the own land most threatened next turn."""
    if not isinstance(action, Retreat):
        return 0
    near = {action.land, *neighbours(state, action.land)}
    far = {n for k in near for n in neighbours(state, k)} - near
    return sum(
        2 if c.land in near else 1 if c.land in far else 0
        for c in state.creatures
        if c.owner != seat
    )


def _step_score(state: LandsState, seat: int, a: Step) -> float:
    c = state.creature(a.cid)
    if c is None:
        return 0.0
    land = a.land
    foes = [o for o in state.creatures if o.land == land and o.owner != seat]
    owner = state.owners[land - 1]
    if foes:
        mine = power(state, c) + sum(
            power(state, o) for o in state.creatures if o.land == land and o.owner == seat
        )
        theirs = sum(toughness(state, o) for o in foes)
        back = sum(power(state, o) for o in foes)
        return 3.0 if mine >= theirs and back < toughness(state, c) else -2.0
    gain = 0.0 if owner == seat else (2.5 if owner >= 0 else 2.0)
    if state.kinds[land - 1] == _native(state, seat):
        gain += 0.5
    here_guard = 0.3 if state.owners[c.land - 1] == seat else 0.0
    return gain - here_guard - 0.1 * (a.mode == "walk")


def _window_move(
    state: LandsState,
    legal: tuple[Action, ...],
    rng: random.Random,
    danger: tuple[int, ...],
    w: Weights = MEDIUM,
) -> Action:
    """Cast when the card changes the predicted battle by more than it costs; against a seat
    in an emergency (section e) its gains weigh double and cards are spent even at a loss."""
    seat = to_act(state)
    casts = [a for a in legal if a != PASS]
    if not casts:
        return PASS
    if len(casts) > MAX_SCORED:
        casts = rng.sample(casts, MAX_SCORED)
    b = state.battle
    urgent = b is not None and (state.active in danger or b.defender in danger)

    def outcome_value(after: LandsState) -> float:
        done = settle(after)
        if done.winner == seat:
            return 1e6
        if done.winner >= 0:
            return -1e6
        mine = seat_value(done, seat, w)
        rival = max(
            (
                (w.window_danger if s in danger else w.window_rival) * seat_value(done, s, w)
                for s in done.live()
                if s != seat
            ),
            default=0.0,
        )
        return mine - rival

    base = outcome_value(state)
    best: Action = PASS
    gain = 0.0
    for a in casts:
        cost = (
            w.cast_cost + w.cast_cost_mana * CARDS[a.code].mana_value
            if isinstance(a, Cast)
            else 0.04
        )
        if urgent:
            cost *= 0.25
        value = outcome_value(apply(state, a, None)) - base - cost
        if value > gain:
            best, gain = a, value
    return best


def _block(state: LandsState, seat: int, danger: tuple[int, ...], w: Weights = MEDIUM) -> Action:
    """Block a seat in an emergency always; else when the predicted battle, with the risk of
    the mover's side's tricks, costs us nothing, or costs little and saves an empty land of
    ours the mover could still reach (section e)."""
    mover = state.creature(state.block)
    if mover is None:
        return PASS
    if mover.owner in danger:
        return BLOCK
    land = mover.land
    value = risky_value(
        fight_at(state, land),
        seat,
        lambda after: land_swing(state, after, seat, mover.owner, w),
        w,
    )
    if value >= 0.0:
        return BLOCK
    behind = routes(state, mover, mover.points)
    saves = any(
        state.owners[k - 1] == seat and not r.battle and k != land for k, r in behind.items()
    )
    return BLOCK if saves and value > -w.block_loss else PASS


def medium_move(
    state: LandsState, legal: tuple[Action, ...], rng: random.Random, w: Weights = MEDIUM
) -> Action:
    """Medium's choice, weighed by `w` (Medium's own numbers unless given)."""
    if len(legal) == 1:
        return legal[0]
    seat = to_act(state)
    setup = _setup(state, legal, seat, w)
    if setup is not None:
        return setup
    if state.phase == "assign":
        return division(state, legal)
    if state.phase in ("block", "window", "move"):
        danger = emergency(state, seat)
        if state.phase == "block":
            return _block(state, seat, danger, w)
        if state.phase == "window":
            return _window_move(state, legal, rng, danger, w)
        return medium_step(state, legal, seat, danger, w)
    if state.phase == "retreat":
        return max(legal, key=lambda a: (_threat(state, seat, a), -legal.index(a)))
    pool = list(merge_payments(state, legal))  # a payment Medium prefers for each play
    if len(pool) > MAX_SCORED:
        keep = [a for a in pool if a in (PASS, END)]
        pool = keep + rng.sample([a for a in pool if a not in keep], MAX_SCORED)
    base = seat_value(state, seat, w)
    # Section (e)'s Summon phase beyond creatures, in seat value (creature value × 0.3 over
    # the threshold, lands × 3 over it, as `seat_value` counts them): artifacts and land
    # enchantments by what they do, the mana kept for the cheapest instant, and the moves
    # March, Rouse and a tap open.
    need = state.threshold()
    enchanted = any(state.owners[e.land - 1] == seat for e in state.enchantments)
    threats = threat_lands(state, seat) if enchanted or _enchants(state, seat) else None
    kit = kit_value(state, seat, threats or frozenset())
    payable: dict[str, bool] = {}
    boosts = MoveBoosts(state, seat, w)

    def score(a: Action, boosted: bool = False) -> float:
        after = apply(state, a, None)
        if after.winner == seat:
            return 1e6
        mine = seat_value(after, seat, w) - base
        if a != END:
            extra = kit_value(after, seat, threats or frozenset()) - kit
            extra -= reserve_cost(state, after, seat, payable, w) + wall_slot_cost(
                after, a, seat, w
            )
            mine += w.creature * extra / need
            if boosted:
                mine += w.land * w.move_sure * boosts.gain(a, after) / need
        others = max(
            (seat_value(after, s, w) - seat_value(state, s, w) for s in state.live() if s != seat),
            default=0.0,
        )
        return mine - w.rivals_gain * others

    # `end` first, so that a play gaining nothing (a tap of its own creature) is not made.
    pool.sort(key=lambda a: a != END)
    opening = [a for a in pool if boosts.opens(a)]
    best = max([a for a in pool if a not in opening] or pool, key=score)
    if best == END and opening:
        # The moves a March, Rouse or tap opens are read last, once the other plays are
        # made (their creatures then move with the rest): they cost a search of moves each.
        best = max([END, *opening], key=lambda a: score(a, True))
    return best


def easy_move(state: LandsState, legal: tuple[Action, ...], rng: random.Random) -> Action:
    """Setup like Medium; otherwise mostly a random action, passing most windows."""
    seat = to_act(state)
    setup = _setup(state, legal, seat)
    if setup is not None:
        return setup
    if PASS in legal and rng.random() < 0.8:
        return PASS
    if rng.random() < 0.5:
        return medium_move(state, legal, rng)
    return rng.choice(legal)


def _block_holds(state: LandsState) -> bool:
    """Quick arithmetic for playouts: the blockers kill the mover or survive it."""
    mover = state.creature(state.block)
    if mover is None:
        return False
    guards = [c for c in state.creatures if c.land == mover.land and c.owner != mover.owner]
    dealt = sum(power(state, c) for c in guards)
    return dealt >= toughness(state, mover) or power(state, mover) < sum(
        toughness(state, c) for c in guards
    )


def rollout_move(state: LandsState, legal: tuple[Action, ...], rng: random.Random) -> Action:
    """Cheap playouts: setup by rule, windows passed, blocks by arithmetic, Medium's
    divisions, steps toward empty lands, random summons."""
    if len(legal) == 1:
        return legal[0]
    seat = to_act(state)
    setup = _setup(state, legal, seat)
    if setup is not None:
        return setup
    if state.phase == "block":
        return BLOCK if _block_holds(state) else PASS
    if state.phase == "window":
        return PASS  # a random trick only blurs the playout
    if state.phase == "assign":
        return division(state, legal)
    if state.phase == "move":
        steps = [a for a in legal if isinstance(a, Step)]
        good = [a for a in steps if _step_score(state, seat, a) > 0]
        return rng.choice(good) if good else END
    if state.phase == "summon":
        plays = [a for a in legal if a != END]
        return rng.choice(plays) if plays and rng.random() < 0.9 else END
    return rng.choice(legal)


__all__ = ["KINDS", "easy_move", "info", "medium_move", "rollout_move", "settle"]
