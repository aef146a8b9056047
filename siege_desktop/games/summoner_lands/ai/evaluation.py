"""A fitted evaluation of Lands of the Summoners: each seat's chance to win from where the
board stands, for Hard's lookahead to score the positions its rollouts stop at.

A seat's standing is a weighted sum of what it has (`features`): its lands against the
threshold, the lands its creatures stand on unopposed, its creatures (value, count, power),
cards in hand, mana, the lands it could take on its next turn, its own lands other seats
could take, and how soon its turn comes. The chances are the soft-max of the standings
over the seats still playing (at 2 seats the logistic of the difference). The weights, one
set for 2 seats and one for 3 or more, were fitted to the winners of Medium games by
`python -m benchmarks.fit_lands_eval` (a conditional logit on the positions at the start of
every turn); `docs/AI.md` gives the run and how much better it predicts than the hand-set
`values.seat_value` lead.
"""

from __future__ import annotations

import math
from typing import Final

from siege_desktop.games.summoner_lands.ai.reach import next_turn_reach, takeable
from siege_desktop.games.summoner_lands.ai.values import creature_value
from siege_desktop.games.summoner_lands.rules.board import power, sources
from siege_desktop.games.summoner_lands.rules.outcome import outcome
from siege_desktop.games.summoner_lands.rules.state import LandsState

FEATURES: Final = (
    "lands",  # lands controlled / threshold
    "gap1",  # 1 when one land short of the threshold (or at it)
    "gap2",  # 1 when two lands short or less
    "soon",  # lands its creatures stand on unopposed / threshold (taken at its Combat)
    "creatures",  # creature values (`values.creature_value`) / threshold
    "count",  # creatures on the board
    "power",  # their power / threshold
    "hand",  # cards in hand
    "mana",  # mana sources (lands, artifacts), untapped or not
    "take",  # lands it could take on its next turn (`reach.takeable`) / threshold
    "win_next",  # 1 when its lands plus those it could take reach the threshold
    "exposed",  # its lands with none of its creatures that another seat could reach
    "moves_now",  # 1 for the seat whose turn it is
    "moves_next",  # 1 for the seat after it
)

#: Fitted by `python -m benchmarks.fit_lands_eval` (see docs/AI.md); index 2 is 2 seats,
#: index 3 is 3 seats or more.
WEIGHTS: Final[dict[int, dict[str, float]]] = {
    2: {
        "lands": 1.1140,
        "gap1": 0.0025,
        "gap2": 0.0102,
        "soon": 0.0000,
        "creatures": 2.3771,
        "count": 0.5785,
        "power": 0.7595,
        "hand": 0.2344,
        "mana": 0.7450,
        "take": 1.1820,
        "win_next": 0.3441,
        "exposed": -0.2490,
        "moves_now": 0.3479,
        "moves_next": -0.3479,
    },
    3: {
        "lands": 0.7368,
        "gap1": -0.0688,
        "gap2": 0.6947,
        "soon": -0.0059,
        "creatures": 0.7107,
        "count": 0.0901,
        "power": -0.1136,
        "hand": 0.2550,
        "mana": 0.5857,
        "take": 2.0422,
        "win_next": -0.2317,
        "exposed": -0.3907,
        "moves_now": 0.4602,
        "moves_next": 0.4164,
    },
}


def features(state: LandsState, seat: int) -> list[float]:
    """The seat's values of `FEATURES`, in order (from the full state: in the search the
    other seats' hands are the deal's guess; only their counts are read)."""
    need = state.threshold()
    lands = state.lands_of(seat)
    mine = [c for c in state.creatures if c.owner == seat]
    standing = {c.land for c in mine if state.owners[c.land - 1] != seat}
    contested = {c.land for c in state.creatures if c.owner != seat}
    guarded = {c.land for c in mine}
    take = takeable(state, seat) if mine else 0
    reachable: set[int] = set()
    for other in state.live():
        if other != seat:
            reachable.update(next_turn_reach(state, other))
    exposed = sum(
        1
        for k, owner in enumerate(state.owners)
        if owner == seat and k + 1 in reachable and k + 1 not in guarded
    )
    untapped = len(sources(state, seat))
    tapped_lands = sum(
        1 for k, owner in enumerate(state.owners) if owner == seat and state.tapped[k]
    )
    live = state.live()
    active = state.active if state.active in live else live[0]
    order = live.index(seat) - live.index(active) if seat in live else 0
    order %= len(live)
    return [
        lands / need,
        1.0 if need - lands <= 1 else 0.0,
        1.0 if need - lands <= 2 else 0.0,
        len(standing - contested) / need,
        sum(creature_value(c) for c in mine) / need,
        float(len(mine)),
        sum(power(state, c) for c in mine) / need,
        float(len(state.hands[seat])),
        float(untapped + tapped_lands),
        take / need,
        1.0 if lands + take >= need else 0.0,
        float(exposed),
        1.0 if order == 0 else 0.0,
        1.0 if order == 1 else 0.0,
    ]


def softmax(z: list[float]) -> list[float]:
    """exp(z) normalised to sum 1 (shifted by the largest, so nothing overflows)."""
    top = max(z)
    e = [math.exp(v - top) for v in z]
    total = sum(e)
    return [v / total for v in e]


def scores(rows: list[list[float]], weights: dict[str, float]) -> list[float]:
    """The soft-max of the seats' standings (`rows` of features, one per seat)."""
    w = [weights[name] for name in FEATURES]
    return softmax([sum(a * b for a, b in zip(w, row, strict=True)) for row in rows])


def weights_for(seats: int) -> dict[str, float]:
    return WEIGHTS[2 if seats <= 2 else 3]


def chances(state: LandsState) -> list[float]:
    """Every seat's chance to win (0 for a seat out; a finished game: 1 for a sole winner,
    shared equally by joint winners)."""
    result = outcome(state)
    n = state.seats
    if result is not None:
        won = [s for s in range(n) if result.places[s] == 1]
        return [1.0 / len(won) if s in won else 0.0 for s in range(n)]
    live = state.live()
    got = scores([features(state, s) for s in live], weights_for(n))
    out = [0.0] * n
    for s, p in zip(live, got, strict=True):
        out[s] = p
    return out
