"""The state of a game of Lands of the Summoners: frozen values of immutable parts.

Lands are numbered 1 … L; per-land tuples are indexed by land - 1. Creatures and artifacts
carry ids given in order of entry and never reused (`cN`, `aN` in the text form).
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, Final, TypeVar

import attrs

from siege_desktop.games.summoner_lands.rules.config import LandsConfig

NO_SEAT: Final = -1
PHASES: Final = (
    "layout",
    "claim",
    "mulligan",
    "bottom",
    "rest",
    "summon",
    "move",
    "block",
    "fight",
    "window",
    "assign",
    "retreat",
    "discard",
    "over",
)


@attrs.frozen(slots=True)
class Creature:
    """A creature on the board. `points` is what is left of its movement while it moves (-1
    before it starts); `moved` marks a move finished this turn. The bonuses, gained keywords and
    `animated` last until the End step, as does `damage`."""

    cid: int
    code: str
    owner: int
    land: int
    tapped: bool = False
    sick: bool = True
    damage: int = 0
    moved: bool = False
    points: int = -1
    walk_used: bool = False
    power_bonus: int = 0
    toughness_bonus: int = 0
    first_strike: bool = False
    flying: bool = False
    animated: bool = False
    move_bonus: int = 0


@attrs.frozen(slots=True)
class Artifact:
    aid: int
    code: str
    owner: int
    tapped: bool = False


@attrs.frozen(slots=True)
class Enchantment:
    """A land enchantment: `owner` cast it; it serves whoever controls `land` (ruling 23)."""

    code: str
    owner: int
    land: int


@attrs.frozen(slots=True)
class Battle:
    """The battle being fought (ruling 43). `step`: window, then first, regular. In a window
    `priority` holds it and `passes` counts passes in a row. In a damage step `queue` holds
    the sides still to deal ("a" attackers, "d" defenders) with their totals; `left` is what
    the dividing seat `divider` still has to assign of the first of them."""

    land: int
    defender: int
    step: str = "window"
    priority: int = NO_SEAT
    passes: int = 0
    hush: bool = False
    queue: tuple[tuple[str, int], ...] = ()
    left: int = 0
    divider: int = NO_SEAT


@attrs.frozen(slots=True)
class LandsState:
    config: LandsConfig
    rng: int
    phase: str
    starter: int  # the layout starter F (ruling 3)
    kinds: tuple[str, ...]  # the kinds laid so far, land 1 first
    owners: tuple[int, ...]  # per land of the board: controller, -1 unclaimed
    tapped: tuple[bool, ...]  # per land
    holes: tuple[bool, ...]  # per land
    supply: tuple[int, ...]  # per kind, in KINDS order (-1: unlimited)
    hands: tuple[tuple[str, ...], ...]  # sorted codes
    decks: tuple[tuple[str, ...], ...]  # top card first
    graves: tuple[tuple[str, ...], ...]  # in the order they arrived
    mulligans: tuple[int, ...]
    bottomed: tuple[int, ...]  # cards at the bottom of each deck put there by a mulligan
    creatures: tuple[Creature, ...] = ()
    artifacts: tuple[Artifact, ...] = ()
    enchantments: tuple[Enchantment, ...] = ()
    next_cid: int = 1
    next_aid: int = 1
    first: int = NO_SEAT  # the first player (ruling 7)
    active: int = NO_SEAT
    pending: int = NO_SEAT  # the seat deciding a mulligan or its bottom cards
    turn: int = 0
    round: int = 0
    summoned: tuple[int, ...] = ()  # lands summoned on this turn
    moving: int = -1  # the creature moving now
    block: int = -1  # the creature whose entry awaits a block answer
    battle: Battle | None = None
    retreating: tuple[int, ...] = ()
    out: tuple[int, ...] = ()  # seats out of the game, in the order they left
    winner: int = NO_SEAT
    ending: str = ""  # "", threshold, last-standing, round-limit

    @property
    def seats(self) -> int:
        return self.config.seats

    @property
    def size(self) -> int:
        return len(self.owners)

    def live(self) -> tuple[int, ...]:
        if not self.out:
            return tuple(range(self.seats))
        return tuple(s for s in range(self.seats) if s not in self.out)

    def lands_of(self, seat: int) -> int:
        # Counted in C: a hole is never controlled (Sunder's Maw unclaims the land it opens,
        # and nothing can occupy or conquer a hole), so holes need no test of their own.
        return self.owners.count(seat)

    def land_counts(self) -> list[int]:
        """`lands_of` of every seat."""
        return [self.lands_of(seat) for seat in range(self.seats)]

    def board_total(self) -> int:
        """T: lands on the board now, holes excluded, unclaimed included (ruling 51)."""
        return self.holes.count(False)

    def threshold(self) -> int:
        return self.board_total() // 2 + 1

    def creature(self, cid: int) -> Creature | None:
        for c in self.creatures:
            if c.cid == cid:
                return c
        return None


_Value = TypeVar("_Value", LandsState, Creature, Battle, Artifact)


def _layout(cls: type) -> tuple[attrgetter[Any], dict[str, int]]:
    names = [f.name for f in attrs.fields(cls)]
    return attrgetter(*names), {name: k for k, name in enumerate(names)}


_LAYOUTS: Final[dict[type, tuple[attrgetter[Any], dict[str, int]]]] = {
    cls: _layout(cls) for cls in (LandsState, Creature, Battle, Artifact)
}


def evolve(value: _Value, **changes: Any) -> _Value:
    """`attrs.evolve` for the engine's own frozen values, several times cheaper: the fields
    are read in one C call and passed by position. The engine makes a new state (and often a
    new creature or battle) for every change, so this is most of the cost of `apply` and of
    the search that calls it. A misspelt field raises KeyError."""
    getter, index = _LAYOUTS[type(value)]
    fields = list(getter(value))
    for name, new in changes.items():
        fields[index[name]] = new
    return type(value)(*fields)
