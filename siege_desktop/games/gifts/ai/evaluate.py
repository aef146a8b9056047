"""Medium's evaluation: how good a state is for each seat, in points.

The agents only evaluate states dealt from their observation (`determinize`), so the other
hands it reads there are the deal's guesses, never the true cards.
"""

from __future__ import annotations

from typing import Final

from siege_desktop.games.gifts.rules.cards import (
    GIFT_CLASS,
    GIFT_COLOUR,
    GIFT_COST,
    HAND_LIMIT,
    LAND_LIMIT,
    MAX_LOCKS,
    Building,
)
from siege_desktop.games.gifts.rules.state import Ending, GameState, Phase

#: A building's worth in points, beyond what it does for the current position.
BUILDING_WORTH: Final = {
    Building.GLOVES: 0.9,
    Building.CROWBAR: 0.7,
    Building.RIBBON: 0.8,
    Building.WAREHOUSE: 0.35,
    Building.COFFER: 0.9,
}
LAND_WORTH: Final = 0.45  # a land in play, up to the seventh
LATE_LAND_WORTH: Final = 0.15  # lands eight to ten: Class III needs 7 mana, more helps less
CARD_WORTH: Final = 0.22  # a land in hand: a future land play or a lock payment
EXTRA_CARD_WORTH: Final = 0.06  # beyond four cards in hand
EXPOSURE: Final = 0.7  # share of a stealable gift's points counted as at risk
SEAL_WORTH: Final = 0.25  # a sealed gift also wins ties (ruling 18)
LOCK_WORTH: Final = 0.05  # each lock wins ties too
READY_WORTH: Final = 0.25  # per point of the best display gift claimable next turn
HORIZON: Final = 4  # turns over which future worth fades as the game's end nears


def _reach(state: GameState, seat: int) -> tuple[int, list[int]]:
    """Mana and per-colour mana `seat` can have on its next turn: lands in play plus one
    land played from hand (any colour it holds)."""
    lands = state.lands[seat]
    total = sum(lands)
    cols = list(lands)
    if total < LAND_LIMIT and sum(state.hands[seat]) > 0:
        total += 1
        hand = state.hands[seat]
        for c in range(5):
            if hand[c]:
                cols[c] += 1
    return total, cols


def turns_left(state: GameState) -> list[int]:
    """How many more main actions each seat will take if the game runs to its round limit
    (or to the end of this round, once its end is triggered): the seat to act counts its
    own turn while its action is still to come."""
    n = state.config.players
    later = 0 if state.ending is not Ending.NONE else state.config.round_limit - state.round
    now = (state.seat - state.first_player) % n
    acting = state.phase is Phase.LAND or state.phase is Phase.ACTION
    out = []
    for seat in range(n):
        place = (seat - state.first_player) % n
        this_round = place > now or (place == now and acting)
        out.append(later + (1 if this_round else 0))
    return out


def seat_values(state: GameState, horizon: bool = False) -> list[float]:
    """Each seat's absolute worth in points: score, minus what opponents may steal, plus
    buildings, lands, hand and the gifts it is ready to claim.

    With `horizon`, the end of the game is in view: only seats with a turn still to come
    can steal, and what serves future turns (buildings, lands, cards, readiness) fades over
    a seat's last `HORIZON` turns."""
    n = state.config.players
    over = state.phase is Phase.OVER
    left = turns_left(state) if horizon and not over else [HORIZON] * n
    reach = [_reach(state, s) for s in range(n)]
    hand_sizes = [sum(h) for h in state.hands]
    values: list[float] = []
    for seat in range(n):
        area = state.areas[seat]
        v = 0.0
        for gift, locks in area:
            points = GIFT_CLASS[gift]
            v += points + LOCK_WORTH * locks
            if locks >= MAX_LOCKS:
                v += SEAL_WORTH
                continue
            if over:
                continue
            total, need = GIFT_COST[points]
            colour = GIFT_COLOUR[gift]
            risk = 0.0
            for other in range(n):
                if other == seat or left[other] == 0:
                    continue
                mana, cols = reach[other]
                if mana < total or cols[colour] < need:
                    continue
                owed = max(0, locks - 2) if Building.GLOVES in state.buildings[other] else locks
                # The thief draws one and may play one before stealing.
                if hand_sizes[other] < owed:
                    continue
                # Each lock discarded makes the theft less tempting.
                r = 1.0 / (1.0 + 0.35 * owed)
                if r > risk:
                    risk = r
            v -= EXPOSURE * points * risk
        if over:
            values.append(v)
            continue
        held = v  # gifts as they stand; what follows is worth only with turns to come
        v = 0.0
        for b in state.buildings[seat]:
            v += BUILDING_WORTH[Building(b)]
        land_count = sum(state.lands[seat])
        v += LAND_WORTH * min(land_count, 7) + LATE_LAND_WORTH * max(0, land_count - 7)
        # Colour focus: Class II and III need 3 and 4 lands of one colour.
        best_colour = max(state.lands[seat])
        v += 0.12 * min(best_colour, 4)
        cards = min(hand_sizes[seat], HAND_LIMIT)
        v += CARD_WORTH * min(cards, 4) + EXTRA_CARD_WORTH * max(0, cards - 4)
        mana, cols = reach[seat]
        ready = 0
        for g in state.display:
            if g >= 0:
                k = GIFT_CLASS[g]
                total, need = GIFT_COST[k]
                if k > ready and mana >= total and cols[GIFT_COLOUR[g]] >= need:
                    ready = k
        v += READY_WORTH * ready
        values.append(held + v * min(1.0, left[seat] / HORIZON))
    return values


def relative(values: list[float], seat: int) -> float:
    """A seat's value against the field: itself minus a blend of the leader and the mean."""
    others = [v for s, v in enumerate(values) if s != seat]
    return values[seat] - 0.5 * max(others) - 0.5 * sum(others) / len(others)


def evaluate(state: GameState, seat: int) -> float:
    """`seat`'s relative value of `state` in points (higher is better)."""
    return relative(seat_values(state), seat)
