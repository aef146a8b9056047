"""A fitted evaluation of 2-seat Cursed Gifts: each seat's chance to win from where it
stands, for Hard's search to score the positions its playouts stop at.

A seat's standing is a weighted sum of what it has (`features`): its room below 10, the
Antidotes, Comebacks, gifts, draws and other cards in its hand, its area's shape, whether
it can finish the rival with a card in hand, and whose turn it is. The chance of the first
seat is the logistic of the difference of the two standings. The weights were fitted to
the winners of Medium and Easy games by `python -m benchmarks.fit_cursed_eval` (logistic
regression on the positions at the start of every turn); `docs/AI.md` gives the run and how
much better it predicts than the hand-set `seat_value` share.
"""

from __future__ import annotations

import math
from typing import Final

from siege_desktop.games.cursed.rules.cards import EFFECT, ELIMINATION, INEVITABLE, KIND, VALUE
from siege_desktop.games.cursed.rules.state import CursedState, area_points

FEATURES: Final = (
    "room",  # 10 minus the area's points
    "cure",  # Antidote points in hand, up to the room
    "antidotes",  # Antidote cards in hand
    "cancels",  # Comebacks that cancel (Manta Ray, Woolf, Seal)
    "karmas",  # Bad Karma cards
    "useless",  # Useless Gifts in hand
    "karma3",  # three Useless Gifts or more (a Bad Karma of their own)
    "gift_points",  # Cursed Gift points in hand, up to 10
    "gifts",  # Cursed Gifts in hand
    "inevitable_points",  # Inevitable gift points in hand
    "attach_points",  # Mummy and Fatcula points in hand
    "draw_points",  # cards the Draw cards in hand would draw
    "treacheries",  # other Treacheries in hand
    "sirens",
    "scissors",
    "hand",  # cards in hand
    "area_gifts",  # gifts in the area
    "area_attached",  # Mummies and Fatculas on them
    "to_move",  # 1 for the seat whose turn it is
    "room_3",  # 1 when the room is 3 or less
    "room_5",  # ... 5 or less
    "room_7",  # ... 7 or less
    "lethal",  # its biggest gift in hand fills the nearest rival's room
    "lethal_inevitable",  # ... with an Inevitable gift
    "lethal_attached",  # ... with that gift and its biggest Mummy or Fatcula
)

#: Fitted by `python -m benchmarks.fit_cursed_eval --games 20000 --seed 1000000` (283,054
#: positions; held-out log loss 0.557 against 0.607 for the `seat_value` share).
WEIGHTS: Final = {
    "room": 0.2569,
    "cure": 0.0690,
    "antidotes": 0.0753,
    "cancels": 0.1486,
    "karmas": 0.4134,
    "useless": 0.1282,
    "karma3": 0.1386,
    "gift_points": 0.0816,
    "gifts": -0.0478,
    "inevitable_points": 0.0040,
    "attach_points": 0.0573,
    "draw_points": 0.2120,
    "treacheries": 0.2626,
    "sirens": 0.4241,
    "scissors": 0.0236,
    "hand": 0.0571,
    "area_gifts": 0.0498,
    "area_attached": 0.0253,
    "to_move": 0.3342,
    "room_3": -0.0640,
    "room_5": -0.0253,
    "room_7": 0.0363,
    "lethal": 0.2397,
    "lethal_inevitable": 0.3759,
    "lethal_attached": 0.3440,
}


def features(state: CursedState, seat: int) -> list[float]:
    """The seat's values of `FEATURES`, in order (read from the full state: in the search
    the rival's hand is the deal's guess)."""
    hand = state.hands[seat]
    area = state.areas[seat]
    room = ELIMINATION - area_points(area)
    cure = antidotes = cancels = karmas = useless = 0
    gift_points_ = gifts = inevitable = attach = draw = treacheries = sirens = scissors = 0
    biggest = biggest_inevitable = biggest_attach = 0
    for card in hand:
        kind = KIND[card]
        if kind == "gift":
            value = VALUE[card]
            gift_points_ += value
            gifts += 1
            biggest = max(biggest, value)
            if INEVITABLE[card]:
                inevitable += value
                biggest_inevitable = max(biggest_inevitable, value)
        elif kind == "antidote":
            cure += VALUE[card]
            antidotes += 1
        elif kind == "comeback":
            if EFFECT[card] == "karma":
                karmas += 1
            else:
                cancels += 1
        elif kind == "useless":
            useless += 1
        elif kind == "draw":
            draw += VALUE[card]
        elif kind == "treachery":
            if EFFECT[card] == "attach":
                attach += VALUE[card]
                biggest_attach = max(biggest_attach, VALUE[card])
            else:
                treacheries += 1
        elif EFFECT[card] == "siren":
            sirens += 1
        elif EFFECT[card] == "scissors":
            scissors += 1
    rival_room = min(
        (
            ELIMINATION - area_points(state.areas[s])
            for s in range(state.config.seats)
            if s != seat and s not in state.out
        ),
        default=ELIMINATION,
    )
    return [
        room,
        min(cure, room),
        antidotes,
        cancels,
        karmas,
        useless,
        1 if useless >= 3 else 0,
        min(gift_points_, ELIMINATION),
        gifts,
        inevitable,
        attach,
        draw,
        treacheries,
        sirens,
        scissors,
        len(hand),
        len(area),
        sum(len(attached) for _, attached in area),
        1 if state.current == seat else 0,
        1 if room <= 3 else 0,
        1 if room <= 5 else 0,
        1 if room <= 7 else 0,
        1 if gifts and biggest >= rival_room else 0,
        1 if biggest_inevitable and biggest_inevitable >= rival_room else 0,
        1 if gifts and biggest + biggest_attach >= rival_room else 0,
    ]


_WEIGHT_LIST = [WEIGHTS[name] for name in FEATURES]


def standing(state: CursedState, seat: int) -> float:
    """The seat's weighted standing (higher is better)."""
    return sum(w * f for w, f in zip(_WEIGHT_LIST, features(state, seat), strict=True))


def logistic(z: float) -> float:
    """1 / (1 + e^-z), clamped so that exp never overflows on a freak position."""
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def win_chances(state: CursedState) -> list[float]:
    """Each seat's chance to win a 2-seat game still in play, by the fitted model."""
    if state.config.seats != 2:
        raise ValueError("the fitted evaluation is for 2-seat games")
    first = logistic(standing(state, 0) - standing(state, 1))
    return [first, 1.0 - first]
