"""The one gate to hidden information (ruling 24): what a seat may know, and full states
consistent with it for CPU search (ruling 25: hands re-dealt, decks reshuffled and the
generator reseeded, so no search foresees a die)."""

from __future__ import annotations

import random

import attrs

from siege_desktop.core.observation import check_seat, deal_unseen
from siege_desktop.games.siege.rules.config import SiegeConfig
from siege_desktop.games.siege.rules.errors import SiegeError
from siege_desktop.games.siege.rules.state import OVER, Board, SiegeState


@attrs.frozen(slots=True)
class Observation:
    """What `seat` knows: everything but the other seat's hand (its size and its unplayed
    cards, hand and deck together, are public), the order of every deck and the generator."""

    seat: int
    config: SiegeConfig
    phase: str
    first: int
    current: int
    piles: tuple[int, ...]
    reserve: tuple[int, ...]
    drafted: tuple[tuple[int, ...], ...]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, int]
    unplayed: tuple[tuple[int, ...], ...]  # each seat's hand and deck as one sorted multiset
    graveyards: tuple[tuple[int, ...], ...]
    board: Board
    points: tuple[int, int]
    round: int
    turn: int
    summon_points: int
    moves: int
    attacks: int
    ending: str

    @property
    def to_act(self) -> int:
        return -1 if self.phase == OVER else self.current

    @property
    def deck_sizes(self) -> tuple[int, int]:
        return (
            len(self.unplayed[0]) - self.hand_sizes[0],
            len(self.unplayed[1]) - self.hand_sizes[1],
        )


def observation(state: SiegeState, seat: int) -> Observation:
    check_seat(seat, 2, SiegeError)
    return Observation(
        seat=seat,
        config=state.config,
        phase=state.phase,
        first=state.first,
        current=state.current,
        piles=state.piles,
        reserve=state.reserve,
        drafted=state.drafted,
        hand=state.hands[seat],
        hand_sizes=(len(state.hands[0]), len(state.hands[1])),
        unplayed=tuple(tuple(sorted(state.hands[s] + state.decks[s])) for s in (0, 1)),
        graveyards=state.graveyards,
        board=state.board,
        points=state.points,
        round=state.round,
        turn=state.turn,
        summon_points=state.summon_points,
        moves=state.moves,
        attacks=state.attacks,
        ending=state.ending,
    )


def _minus(cards: tuple[int, ...], taken: tuple[int, ...]) -> list[int]:
    rest = list(cards)
    for c in taken:
        if c not in rest:
            raise SiegeError("the observation's hand is not among its unplayed cards")
        rest.remove(c)
    return rest


def determinize(obs: Observation, rng: random.Random) -> SiegeState:
    """A full state consistent with `obs`: the other seat's hand dealt from its unplayed
    cards, both decks shuffled, and a fresh generator (so the dice are unforeseeable)."""
    seat, rival = obs.seat, 1 - obs.seat
    own_deck = _minus(obs.unplayed[seat], obs.hand)
    rng.shuffle(own_deck)
    # The rival's unseen cards are its unplayed ones: its hand, then its deck.
    pool = list(obs.unplayed[rival])
    rng.shuffle(pool)
    hands, rival_deck = deal_unseen(
        pool,
        obs.hand_sizes,
        seat,
        obs.hand,
        lambda cards: tuple(sorted(cards)),
        obs.deck_sizes[rival],
        SiegeError,
    )
    decks: list[tuple[int, ...]] = [(), ()]
    decks[seat], decks[rival] = tuple(own_deck), rival_deck
    return SiegeState(
        config=obs.config,
        rng=rng.getrandbits(64),
        phase=obs.phase,
        first=obs.first,
        current=obs.current,
        piles=obs.piles,
        reserve=obs.reserve,
        drafted=obs.drafted,
        hands=(hands[0], hands[1]),
        decks=(decks[0], decks[1]),
        graveyards=obs.graveyards,
        board=obs.board,
        points=obs.points,
        round=obs.round,
        turn=obs.turn,
        summon_points=obs.summon_points,
        moves=obs.moves,
        attacks=obs.attacks,
        ending=obs.ending,
    )
