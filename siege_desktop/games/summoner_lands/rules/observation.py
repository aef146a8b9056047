"""What a seat may know (ruling 56) and the deal of what it may not (ruling 57).

Public: the whole board, graveyards, hand and deck sizes and each seat's unplayed cards (its
hand and deck together, which follow from public events). Hidden: which unplayed cards are in a
hand rather than the deck, every deck's order (the owner's too; the owner knows the cards it
put on the bottom in a mulligan) and the generator.
"""

from __future__ import annotations

import random

import attrs

from siege_desktop.core.observation import check_seat, deal_unseen
from siege_desktop.games.summoner_lands.rules.errors import LandsError
from siege_desktop.games.summoner_lands.rules.moves import to_act
from siege_desktop.games.summoner_lands.rules.state import LandsState

_NONE: tuple[int, ...] = ()


@attrs.frozen(slots=True)
class Observation:
    """`public` is the state with every hand and deck emptied and the generator zeroed."""

    seat: int
    to_act: int
    public: LandsState
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    deck_sizes: tuple[int, ...]
    unplayed: tuple[tuple[str, ...], ...]  # per seat, sorted: hand and deck together
    own_bottom: tuple[str, ...]  # the cards the seat bottomed, still at its deck's bottom


def observation(state: LandsState, seat: int) -> Observation:
    check_seat(seat, state.seats, LandsError)
    n = state.seats
    deck = state.decks[seat]
    kept = state.bottomed[seat]
    return Observation(
        seat=seat,
        to_act=to_act(state),
        public=attrs.evolve(state, hands=((),) * n, decks=((),) * n, rng=0),
        hand=state.hands[seat],
        hand_sizes=tuple(len(h) for h in state.hands),
        deck_sizes=tuple(len(d) for d in state.decks),
        unplayed=tuple(tuple(sorted(state.hands[s] + state.decks[s])) for s in range(n)),
        own_bottom=deck[len(deck) - kept :] if kept else (),
    )


def determinize(obs: Observation, rng: random.Random) -> LandsState:
    """Every other seat's hand dealt anew from its unplayed cards, every deck reshuffled (the
    seat's own bottomed cards stay at its bottom), and the generator reseeded."""
    n = obs.public.seats
    hands: list[tuple[str, ...]] = []
    decks: list[tuple[str, ...]] = []
    for s in range(n):
        pool = list(obs.unplayed[s])
        own = s == obs.seat
        for code in obs.hand if own else ():
            pool.remove(code)
        bottom = list(obs.own_bottom) if own else []
        for code in bottom:
            pool.remove(code)
        codes = sorted(pool)
        index = {i: code for i, code in enumerate(codes)}
        order = list(range(len(codes)))
        rng.shuffle(order)
        size = 0 if own else obs.hand_sizes[s]
        dealt, deck = deal_unseen(
            order,
            (0, size),
            0,
            _NONE,
            tuple,
            obs.deck_sizes[s] - len(bottom),
            LandsError,
        )
        hands.append(obs.hand if own else tuple(sorted(index[i] for i in dealt[1])))
        decks.append(tuple(index[i] for i in deck) + tuple(bottom))
    return attrs.evolve(obs.public, hands=tuple(hands), decks=tuple(decks), rng=rng.getrandbits(64))
