"""Quick rules of thumb shared by the levels: which lands to keep, which to throw away,
which land to give up for a Wrap, and a cheap move for playouts."""

from __future__ import annotations

import random

from siege_desktop.games.gifts.rules.actions import (
    DISCARD,
    PLAY,
    SKIP_LAND,
    Action,
    Build,
    Claim,
    Recycle,
    Steal,
    Wrap,
)
from siege_desktop.games.gifts.rules.cards import (
    BUILDING_COLOUR,
    GIFT_CLASS,
    GIFT_COLOUR,
    LAND_LIMIT,
    MAX_LOCKS,
)
from siege_desktop.games.gifts.rules.state import GameState, Phase


def colour_desire(state: GameState, seat: int) -> list[float]:
    """How much `seat` wants another land of each colour: colours it already builds on
    (Class II/III need 3/4 of one colour) and colours of the gifts on display."""
    lands = state.lands[seat]
    desire = [1.0 * min(lands[c], 4) for c in range(5)]
    for g in state.display:
        if g >= 0:
            desire[GIFT_COLOUR[g]] += 0.4 * GIFT_CLASS[g]
    for b in state.buildings[seat]:
        desire[BUILDING_COLOUR[b]] -= 0.1  # already built: its colour helps a little less
    return desire


def discard_choice(state: GameState, legal: tuple[Action, ...]) -> Action:
    """The next discard of this batch: throw the least wanted lands, in W U B R G order.

    The whole batch is planned from the hand as it stands; since discarding does not
    change the desire, planning again at each step gives the same set.
    """
    seat = state.seat
    hand = state.hands[seat]
    start = state.batch[-1] if state.batch else 0
    desire = colour_desire(state, seat)
    cards = sorted(
        (c for c in range(start, 5) for _ in range(hand[c])), key=lambda c: (desire[c], c)
    )
    plan = cards[: state.pending]
    if plan:
        choice = DISCARD[min(plan)]
        if choice in legal:
            return choice
    return legal[0]


def wrap_colour(state: GameState, seat: int) -> int:
    """The land in play `seat` gives up most easily for a Wrap."""
    lands = state.lands[seat]
    desire = colour_desire(state, seat)
    # A colour with spare lands beyond four helps least; otherwise the least wanted one.
    return min(
        (c for c in range(5) if lands[c]),
        key=lambda c: (desire[c] - (2.0 if lands[c] > 4 else 0.0), c),
    )


def prune(state: GameState, legal: tuple[Action, ...]) -> tuple[Action, ...]:
    """The moves worth considering: one land colour per Wrap (the one given up most
    easily), everything else as listed."""
    if state.phase is not Phase.ACTION:
        return legal
    keep: list[Action] = []
    colour = -1
    for a in legal:
        if type(a) is Wrap:
            if colour < 0:
                colour = wrap_colour(state, state.seat)
            if a.land != colour:
                continue
        keep.append(a)
    return tuple(keep)


def quick_move(state: GameState, legal: tuple[Action, ...], rng: random.Random) -> Action:
    """A cheap, sensible move for playouts: the best claim or steal by points, else wrap an
    exposed gift, else a building, else recycle."""
    phase = state.phase
    seat = state.seat
    if phase is Phase.DISCARD:
        return discard_choice(state, legal)
    if phase is Phase.LAND:
        hand = state.hands[seat]
        if sum(state.lands[seat]) >= LAND_LIMIT:
            return SKIP_LAND
        desire = colour_desire(state, seat)
        best = max((c for c in range(5) if hand[c]), key=lambda c: desire[c], default=-1)
        return PLAY[best] if best >= 0 else SKIP_LAND
    best_take: Action | None = None
    best_points = 0.0
    wraps: list[Wrap] = []
    builds: list[Action] = []
    recycle: Action | None = None
    for a in legal:
        kind = type(a)
        if kind is Claim:
            p = GIFT_CLASS[a.gift] + rng.random() * 0.5  # type: ignore[union-attr]
        elif kind is Steal:
            p = 2.0 * GIFT_CLASS[a.gift] - 0.5 + rng.random() * 0.5  # type: ignore[union-attr]
        else:
            if kind is Wrap:
                wraps.append(a)  # type: ignore[arg-type]
            elif kind is Build:
                builds.append(a)
            elif kind is Recycle:
                recycle = a
            continue
        if p > best_points:
            best_points, best_take = p, a
    if best_take is not None:
        return best_take
    if wraps:
        locks = dict(state.areas[seat])
        colour = wrap_colour(state, seat)
        mine = [w for w in wraps if w.land == colour and locks[w.gift] < MAX_LOCKS]
        if mine:
            return max(mine, key=lambda w: (GIFT_CLASS[w.gift], -locks[w.gift]))
    if builds and len(state.buildings[seat]) < 2:
        return rng.choice(builds)
    if recycle is not None:
        return recycle
    return legal[0]
