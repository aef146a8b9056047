"""The one gate to hidden information: what a seat may know (ruling 16), and full states
consistent with it for CPU search."""

from __future__ import annotations

import random
from collections import Counter

import attrs

from siege_desktop.core.observation import check_seat, deal_unseen
from siege_desktop.games.cursed.rules.cards import KARMA3, full_deck
from siege_desktop.games.cursed.rules.config import CursedConfig
from siege_desktop.games.cursed.rules.errors import CursedError
from siege_desktop.games.cursed.rules.state import Area, Attack, CursedState, Link


@attrs.frozen(slots=True)
class Observation:
    """What `seat` knows: everything but the other hands, the deck order and the generator."""

    seat: int
    config: CursedConfig
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    deck_size: int
    discard: tuple[int, ...]
    areas: tuple[Area, ...]
    out: tuple[int, ...]
    first_player: int
    current: int
    played: int
    gave: bool
    busy: bool
    quiet: int
    round: int
    turn: int
    attack: Attack | None
    chain: tuple[Link, ...]
    window: int
    ending: str

    @property
    def to_act(self) -> int:
        if self.ending:
            return -1
        return self.window if self.window >= 0 else self.current


def observation(state: CursedState, seat: int) -> Observation:
    check_seat(seat, state.config.seats, CursedError)
    return Observation(
        seat=seat,
        config=state.config,
        hand=state.hands[seat],
        hand_sizes=tuple(len(h) for h in state.hands),
        deck_size=len(state.deck),
        discard=state.discard,
        areas=state.areas,
        out=state.out,
        first_player=state.first_player,
        current=state.current,
        played=state.played,
        gave=state.gave,
        busy=state.busy,
        quiet=state.quiet,
        round=state.round,
        turn=state.turn,
        attack=state.attack,
        chain=state.chain,
        window=state.window,
        ending=state.ending,
    )


def public_cards(obs: Observation) -> Counter[int]:
    """Every card `obs.seat` can see: its hand, the discard, the areas, the cards in play."""
    seen: Counter[int] = Counter(obs.hand)
    seen.update(obs.discard)
    for area in obs.areas:
        for gift, attached in area:
            seen[gift] += 1
            seen.update(attached)
    if obs.attack is not None:
        seen[obs.attack.card] += 1
    seen.update(link.card for link in obs.chain if link.card != KARMA3)
    return seen


def _hand(cards: list[int]) -> tuple[int, ...]:
    return tuple(sorted(cards))


def determinize(obs: Observation, rng: random.Random) -> CursedState:
    """A full state consistent with `obs`: the unseen cards dealt anew at random."""
    pool = Counter(full_deck())
    pool.subtract(public_cards(obs))
    if any(v < 0 for v in pool.values()):
        raise CursedError("the observation shows more cards than the deck holds")
    unseen = sorted(pool.elements())
    rng.shuffle(unseen)
    hands, deck = deal_unseen(
        unseen, obs.hand_sizes, obs.seat, obs.hand, _hand, obs.deck_size, CursedError
    )
    return CursedState(
        config=obs.config,
        rng=rng.getrandbits(64),
        deck=deck,
        discard=obs.discard,
        hands=hands,
        areas=obs.areas,
        out=obs.out,
        first_player=obs.first_player,
        current=obs.current,
        played=obs.played,
        gave=obs.gave,
        busy=obs.busy,
        quiet=obs.quiet,
        round=obs.round,
        turn=obs.turn,
        attack=obs.attack,
        chain=obs.chain,
        window=obs.window,
        ending=obs.ending,
    )
