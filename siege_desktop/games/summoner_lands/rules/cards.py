"""The one data file of Lands of the Summoners (lands.json): the spiral's coordinates, the 68
cards and the five decks, which the engine, the art and the rules screen all read; and the
board's geometry that follows from the spiral (touching lands)."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any, Final

import attrs

KINDS: Final = ("P", "I", "S", "M", "F")
"""Land kinds by letter: Plains, Island, Swamp, Mountain, Forest."""
DIRECTIONS: Final = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
"""Axial steps N, NE, SE, S, SW, NW (ruling b: flat-topped hexagons)."""

OPENING_HAND: Final = 5
HAND_LIMIT: Final = 7
DECK_SIZE: Final = 30
MOVE_ALLOWANCE: Final = 3
PLAINS_ALLOWANCE: Final = 4
LANDS_BASE: Final = 10
LANDS_PER_SEAT: Final = 5
SUPPLY_BASE: Final = 4  # n + 4 lands of each kind
CLAIMS_PER_SEAT: Final = 2
RULED: Final = "ruled"
"""The deck set of the rulings; the data file proposes others under their own names."""


@attrs.frozen(slots=True)
class Card:
    """One card of the pool. `native` is a creature's land kind; `effect` names what the
    engine does for its text beyond its keywords."""

    code: str
    name: str
    cost: str
    kind: str  # creature, instant, sorcery, enchantment, artifact
    text: str
    power: int = 0
    toughness: int = 0
    native: str = ""
    keywords: frozenset[str] = frozenset()
    landwalk: str = ""
    effect: str = ""
    # Read from the cost once: legality asks them for every card in a hand on every action.
    generic: int = attrs.field(init=False)
    letters: str = attrs.field(init=False)

    @generic.default
    def _generic(self) -> int:
        digits = "".join(ch for ch in self.cost if ch.isdigit())
        return int(digits) if digits else 0

    @letters.default
    def _letters(self) -> str:
        return "".join(ch for ch in self.cost if ch.isalpha())

    @property
    def mana_value(self) -> int:
        return self.generic + len(self.letters)

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords


@attrs.frozen(slots=True)
class Deck:
    name: str
    kind: str
    cards: tuple[str, ...]  # 30 codes, sorted


def _decks(raw: list[Any]) -> tuple[Deck, ...]:
    return tuple(
        Deck(
            d["name"],
            d["kind"],
            tuple(sorted(code for code, n in d["cards"].items() for _ in range(n))),
        )
        for d in raw
    )


def _load() -> tuple[
    tuple[tuple[int, int], ...],
    dict[str, Card],
    dict[str, tuple[Deck, ...]],
    dict[str, str],
]:
    raw = json.loads(resources.files(__package__).joinpath("lands.json").read_text("utf-8"))
    spiral = tuple((int(q), int(r)) for q, r in raw["spiral"])
    cards = {
        c["code"]: Card(
            code=c["code"],
            name=c["name"],
            cost=c["cost"],
            kind=c["type"],
            text=c["text"],
            power=c.get("power", 0),
            toughness=c.get("toughness", 0),
            native=c.get("native", ""),
            keywords=frozenset(c.get("keywords", ())),
            landwalk=c.get("landwalk", ""),
            effect=c.get("effect", ""),
        )
        for c in raw["cards"]
    }
    decks = {RULED: _decks(raw["decks"])}
    decks.update({name: _decks(lists) for name, lists in raw["proposed_decks"].items()})
    names = {k["letter"]: k["name"] for k in raw["kinds"]}
    return spiral, cards, decks, names


SPIRAL, CARDS, DECK_SETS, KIND_NAMES = _load()
DECKS: Final = DECK_SETS[RULED]
"""The five ready-made decks of the rulings, in the order of their deck numbers."""
MAX_LANDS: Final = len(SPIRAL)
_AT: Final = {xy: k + 1 for k, xy in enumerate(SPIRAL)}


def board_size(seats: int) -> int:
    """L = 10 + 5n lands (ruling b)."""
    return LANDS_BASE + LANDS_PER_SEAT * seats


def coords(land: int) -> tuple[int, int]:
    """Axial (q, r) of land `land` (1-based)."""
    return SPIRAL[land - 1]


def _neighbours(land: int) -> tuple[int, ...]:
    q, r = coords(land)
    found = (_AT.get((q + dq, r + dr)) for dq, dr in DIRECTIONS)
    return tuple(sorted(k for k in found if k is not None))


NEIGHBOURS: Final = {k: _neighbours(k) for k in range(1, MAX_LANDS + 1)}
"""Lands touching each land on the full 40-land spiral; a board of L lands uses those <= L."""


@cache
def touching(land: int, size: int) -> tuple[int, ...]:
    """Remembered: movement asks it at every land of every route it looks at."""
    return tuple(k for k in NEIGHBOURS[land] if k <= size)


def card(code: str) -> Card:
    return CARDS[code]


def parse_code(text: str) -> str:
    """A card code ('S04'); ValueError for anything else."""
    if text not in CARDS:
        raise ValueError(f"{text!r} is not a card code")
    return text
