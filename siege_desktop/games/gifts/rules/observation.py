"""The one gate to hidden information: what a seat may know, and states consistent with it.

`observation(state, seat)` keeps everything public (RULINGS 19) and the seat's own hand; it
drops the other hands, the order of the land deck and of the gift supply, and the generator.
`determinize(observation, rng)` deals the unseen cards anew, which is how CPU opponents
search without ever reading a hidden card.
"""

from __future__ import annotations

import random
from functools import partial

import attrs

from siege_desktop.core.observation import check_seat, deal_unseen
from siege_desktop.games.gifts.rules.config import GameConfig
from siege_desktop.games.gifts.rules.errors import EngineError
from siege_desktop.games.gifts.rules.rules import gift_catalog
from siege_desktop.games.gifts.rules.state import (
    Counts,
    DiscardReason,
    Ending,
    GameState,
    Holding,
    Phase,
)


@attrs.frozen(slots=True)
class Observation:
    """What `seat` knows. Equal observations mean the seat cannot tell the states apart."""

    seat: int
    config: GameConfig
    hand: Counts  # the seat's own hand
    hand_sizes: tuple[int, ...]
    deck_size: int
    discard: tuple[int, ...]
    supply_size: int
    display: tuple[int, ...]
    lands: tuple[Counts, ...]
    tapped: tuple[Counts, ...]
    areas: tuple[Holding, ...]
    buildings: tuple[tuple[int, ...], ...]
    first_player: int
    current: int
    phase: Phase
    pending: int
    reason: DiscardReason
    batch: tuple[int, ...]
    steal_gift: int
    steal_from: int
    round: int
    turn: int
    ending: Ending


def observation(state: GameState, seat: int) -> Observation:
    """Exactly what `seat` may know of `state`."""
    check_seat(seat, state.config.players, EngineError)
    return Observation(
        seat=seat,
        config=state.config,
        hand=state.hands[seat],
        hand_sizes=tuple(sum(h) for h in state.hands),
        deck_size=len(state.deck),
        discard=state.discard,
        supply_size=len(state.supply),
        display=state.display,
        lands=state.lands,
        tapped=state.tapped,
        areas=state.areas,
        buildings=state.buildings,
        first_player=state.first_player,
        current=state.seat,
        phase=state.phase,
        pending=state.pending,
        reason=state.reason,
        batch=state.batch,
        steal_gift=state.steal_gift,
        steal_from=state.steal_from,
        round=state.round,
        turn=state.turn,
        ending=state.ending,
    )


def unseen_lands(obs: Observation) -> list[int]:
    """The lands `obs.seat` has not seen: the other hands and the deck, pooled."""
    counts = [obs.config.lands_per_colour] * 5
    for c in range(5):
        counts[c] -= obs.hand[c]
        for lands in obs.lands:
            counts[c] -= lands[c]
    for c in obs.discard:
        counts[c] -= 1
    return [c for c in range(5) for _ in range(counts[c])]


def unseen_gifts(obs: Observation) -> list[int]:
    """The gifts still in the supply (their order is hidden)."""
    shown = {g for g in obs.display if g >= 0}
    shown.update(g for area in obs.areas for g, _ in area)
    return [g for g in gift_catalog(obs.config) if g not in shown]


def _keep_discards_possible(pool: list[int], obs: Observation) -> None:
    """Another seat is discarding: its true hand holds at least `pending` lands from the
    batch's last colour on (discards go in W U B R G order), or no discard would be legal.
    Swap such lands from elsewhere in the shuffled pool into the hand it is dealt."""
    start = obs.batch[-1] if obs.batch else 0
    offset = sum(size for s, size in enumerate(obs.hand_sizes[: obs.current]) if s != obs.seat)
    mine = range(offset, offset + obs.hand_sizes[obs.current])
    short = obs.pending - sum(1 for i in mine if pool[i] >= start)
    if short <= 0:
        return
    inside = [i for i in mine if pool[i] < start][:short]
    outside = [i for i in range(len(pool)) if i not in mine and pool[i] >= start][:short]
    for i, j in zip(inside, outside, strict=True):
        pool[i], pool[j] = pool[j], pool[i]


def _counts(lands: list[int]) -> Counts:
    h = [0, 0, 0, 0, 0]
    for c in lands:
        h[c] += 1
    return (h[0], h[1], h[2], h[3], h[4])


def determinize(obs: Observation, rng: random.Random) -> GameState:
    """A full state consistent with `obs`, the unseen cards dealt at random by `rng`."""
    pool = unseen_lands(obs)
    rng.shuffle(pool)
    arrange = None
    if obs.phase is Phase.DISCARD and obs.current != obs.seat:
        arrange = partial(_keep_discards_possible, obs=obs)
    hands, deck = deal_unseen(
        pool, obs.hand_sizes, obs.seat, obs.hand, _counts, obs.deck_size, EngineError, arrange
    )
    supply = unseen_gifts(obs)
    rng.shuffle(supply)
    return GameState(
        config=obs.config,
        rng=rng.getrandbits(64),
        deck=deck,
        discard=obs.discard,
        supply=tuple(supply),
        display=obs.display,
        hands=hands,
        lands=obs.lands,
        tapped=obs.tapped,
        areas=obs.areas,
        buildings=obs.buildings,
        first_player=obs.first_player,
        seat=obs.current,
        phase=obs.phase,
        pending=obs.pending,
        reason=obs.reason,
        batch=obs.batch,
        steal_gift=obs.steal_gift,
        steal_from=obs.steal_from,
        round=obs.round,
        turn=obs.turn,
        ending=obs.ending,
    )
