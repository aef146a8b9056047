"""Battle prediction (section e): a battle is deterministic once its window is done, so it is
played out exactly with every seat passing and Medium's divisions (`settle`); the risk of
tricks is the chance, from public facts only, that a rival holds an instant it can pay for,
and what its best such instant would do to the result."""

from __future__ import annotations

from collections.abc import Callable
from math import comb

import attrs

from siege_desktop.games.summoner_lands.ai.values import creature_value
from siege_desktop.games.summoner_lands.ai.weights import MEDIUM, Weights
from siege_desktop.games.summoner_lands.rules.actions import PASS, Action, Assign, Cast
from siege_desktop.games.summoner_lands.rules.board import can_pay, payments, toughness
from siege_desktop.games.summoner_lands.rules.cards import CARDS
from siege_desktop.games.summoner_lands.rules.flow import begin_battle, put
from siege_desktop.games.summoner_lands.rules.moves import legal_actions
from siege_desktop.games.summoner_lands.rules.play import apply
from siege_desktop.games.summoner_lands.rules.state import Creature, LandsState


def division(state: LandsState, legal: tuple[Action, ...]) -> Action:
    """Section (e): the dealer kills the most valuable creature it can; a Banding receiver
    piles everything on its cheapest."""
    b = state.battle
    assert b is not None
    assigns = [a for a in legal if isinstance(a, Assign)]
    receivers = {a.cid for a in assigns}
    creatures = [c for c in state.creatures if c.cid in receivers]
    if creatures and creatures[0].owner == b.divider:
        cheapest = min(creatures, key=lambda c: (creature_value(c), c.cid))
        return Assign(cheapest.cid, b.left)
    killable = [c for c in creatures if toughness(state, c) - c.damage <= b.left]
    if killable:
        best = max(killable, key=lambda c: (creature_value(c), -c.cid))
        return Assign(best.cid, max(1, toughness(state, best) - best.damage))
    best = max(creatures, key=lambda c: (creature_value(c), -c.cid))
    return Assign(best.cid, b.left)


def settle(state: LandsState) -> LandsState:
    """The battle now being fought played out with every seat passing and Medium's
    divisions: its exact outcome from current stats (section e)."""
    b = state.battle
    if b is None:
        return state
    land = b.land
    for _ in range(60):
        if state.battle is None or state.battle.land != land:
            return state
        if state.phase == "window":
            state = apply(state, PASS, None)
        elif state.phase == "assign":
            state = apply(state, division(state, legal_actions(state)), None)
        else:
            return state
    return state


def fight_at(state: LandsState, land: int) -> LandsState:
    """The battle in `land` begun now (the active seat attacking, whoever holds it) with its
    window open at the active seat: for predictions, not play."""
    return begin_battle(attrs.evolve(state, phase="window", moving=-1, battle=None), land, None)


def moved(state: LandsState, c: Creature, land: int) -> LandsState:
    """`c` standing in `land`, its move done."""
    return put(state, attrs.evolve(c, land=land, moved=True, points=0))


def trick_risk(state: LandsState, seat: int) -> float:
    """The chance that `seat` holds an instant it can pay for with its untapped sources,
    from public facts only: its hand size and its unplayed cards (hand and deck together,
    ruling 56), never which of them are in its hand."""
    hand = len(state.hands[seat])
    unplayed = state.hands[seat] + state.decks[seat]
    if hand == 0 or not unplayed:
        return 0.0
    ready = sum(1 for code in unplayed if _castable(state, seat, code))
    if ready == 0:
        return 0.0
    total = len(unplayed)
    hand = min(hand, total)
    return 1.0 - comb(total - ready, hand) / comb(total, hand)


def _castable(state: LandsState, seat: int, code: str) -> bool:
    card = CARDS[code]
    return card.kind == "instant" and can_pay(state, seat, card.generic, card.letters)


def worst_trick(
    window: LandsState, seat: int, judge: Callable[[LandsState], float]
) -> LandsState | None:
    """The battle's result after `seat`'s best instant among its unplayed cards that it can
    pay for (one of each card, on each creature in the battle), `seat` choosing what `judge`
    (the predicting seat's view) likes least; None if it has none. `window` is a battle with
    its window open."""
    b = window.battle
    if b is None:
        return None
    codes = sorted(
        {c for c in window.hands[seat] + window.decks[seat] if _castable(window, seat, c)}
    )
    if not codes:
        return None
    fighters = [c for c in window.creatures if c.land == b.land]
    worst: LandsState | None = None
    worst_value = 0.0
    held = attrs.evolve(window, battle=attrs.evolve(b, priority=seat, passes=0))
    for code in codes:
        card = CARDS[code]
        pay = payments(held, seat, card.generic, card.letters)
        if not pay:
            continue
        if card.effect == "untap3":
            continue  # mana for later, not a change to this battle
        targets = [""] if card.effect == "hush" else [f"c{c.cid}" for c in fighters]
        hands = list(held.hands)
        hands[seat] = tuple(sorted((*hands[seat], code)))
        armed = attrs.evolve(held, hands=tuple(hands))
        for target in targets:
            after = settle(apply(armed, Cast(code, target, pay[0]), None))
            value = judge(after)
            if worst is None or value < worst_value:
                worst, worst_value = after, value
    return worst


def risky_value(
    window: LandsState, me: int, judge: Callable[[LandsState], float], w: Weights = MEDIUM
) -> float:
    """`judge` of the predicted result, weighted with what the other side's best trick would
    make of it by the chance that it holds one (section e: the risk of tricks), times
    `w.trick`."""
    b = window.battle
    exact = judge(settle(window))
    if b is None:
        return exact
    other = b.defender if window.active == me else window.active
    risk = min(1.0, w.trick * trick_risk(window, other))
    if risk <= 0.0:
        return exact
    tricked = worst_trick(window, other, judge)
    if tricked is None:
        return exact
    return (1.0 - risk) * exact + risk * min(exact, judge(tricked))


def land_swing(
    before: LandsState, after: LandsState, me: int, rival: int, w: Weights = MEDIUM
) -> float:
    """In lands: what `me` gained and `rival` lost, plus the creatures killed on each side
    (at `w.creature_weight` a point of creature value)."""
    gained = after.lands_of(me) - before.lands_of(me)
    lost = before.lands_of(rival) - after.lands_of(rival)
    alive = {c.cid for c in after.creatures}
    killed = sum(
        creature_value(c) for c in before.creatures if c.owner == rival and c.cid not in alive
    )
    died = sum(creature_value(c) for c in before.creatures if c.owner == me and c.cid not in alive)
    swing = gained + w.rival_loss * lost + w.creature_weight * (killed - died)
    if after.winner == me:
        swing += 100.0
    elif after.winner >= 0:
        swing -= 100.0
    return swing
