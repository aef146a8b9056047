"""The game state of Cursed Gifts: an immutable value; the rules return new ones."""

from __future__ import annotations

from typing import Final

import attrs

from siege_desktop.games.cursed.rules.cards import VALUE
from siege_desktop.games.cursed.rules.config import CursedConfig

Gift = tuple[int, tuple[int, ...]]
"""A Cursed Gift in an area: (card, cards attached to it)."""
Area = tuple[Gift, ...]

NO_SEAT: Final = -1


def gift_points(gift: Gift) -> int:
    """A gift's worth: its value and every attachment's bonus."""
    return VALUE[gift[0]] + sum(VALUE[a] for a in gift[1])


def area_points(area: Area) -> int:
    return sum(gift_points(g) for g in area)


@attrs.frozen(slots=True)
class Attack:
    """A Cursed Gift or Treachery on the table, waiting for its targets' answers.

    target: the seat answering now; rest: targets still to come (Day of Mourning, Chain
    Letter); param: the gift index it names (Toilet Paper Mummy, Fatcula: in the target's
    area; Hot Potato: in the player's area), else -1.
    """

    card: int
    player: int
    target: int
    rest: tuple[int, ...] = ()
    param: int = -1


@attrs.frozen(slots=True)
class Link:
    """A Comeback in the chain: the card (or KARMA3) and the seat that played it."""

    card: int
    seat: int


@attrs.frozen(slots=True)
class CursedState:
    """Everything about a game, hidden parts included (hands, deck order, generator).

    current: whose turn it is. window: the seat deciding in an open Comeback window, else -1.
    played: cards counted toward this turn's 3. gave: a Cursed Gift was offered this turn.
    busy: a card was played this turn (by anyone). quiet: turns in a row that began with
    the deck already empty and saw no card played (ruling 14). out: eliminated seats in
    order. ending: "" while playing, else "elimination", "deck" or "rounds".
    """

    config: CursedConfig
    rng: int
    deck: tuple[int, ...]  # top card last
    discard: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]  # sorted: a hand is a multiset
    areas: tuple[Area, ...]
    out: tuple[int, ...]
    first_player: int
    current: int
    played: int = 0
    gave: bool = False
    busy: bool = False
    quiet: int = 0
    round: int = 1
    turn: int = 1
    attack: Attack | None = None
    chain: tuple[Link, ...] = ()
    window: int = NO_SEAT
    ending: str = ""

    def points(self, seat: int) -> int:
        return area_points(self.areas[seat])

    def live(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.config.seats) if s not in self.out)
