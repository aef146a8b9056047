"""Siege's board and units, read from the one data file (siege.json) that the engine, the
art and the rules screen share. Squares are ints: (rank - 1) * FILES + (file - 1)."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any, Final

import attrs


def _raw() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        resources.files(__package__).joinpath("siege.json").read_text("utf-8")
    )
    return data


RAW: Final = _raw()
_BOARD: Final = RAW["board"]

FILES: Final[int] = _BOARD["files"]
RANKS: Final[int] = _BOARD["ranks"]
SQUARES: Final = FILES * RANKS
FILE_LETTERS: Final = "abcdefghijklmnopqrstuvwxyz"[:FILES]


def square(file: int, rank: int) -> int:
    """The square at 1-based `file` (a = 1) and `rank`."""
    return (rank - 1) * FILES + (file - 1)


def coords(sq: int) -> tuple[int, int]:
    """(file, rank), both 1-based."""
    return sq % FILES + 1, sq // FILES + 1


def square_name(sq: int) -> str:
    f, r = coords(sq)
    return f"{FILE_LETTERS[f - 1]}{r}"


def parse_square(text: str) -> int:
    """The square named `text` (e.g. "e3"); ValueError otherwise."""
    if (
        not isinstance(text, str)
        or len(text) < 2
        or text[0] not in FILE_LETTERS
        or not text[1:].isdigit()
        or text[1] == "0"
    ):
        raise ValueError(f"{text!r} is not a square (files a-{FILE_LETTERS[-1]}, ranks 1-{RANKS})")
    rank = int(text[1:])
    if not 1 <= rank <= RANKS:
        raise ValueError(f"{text!r} is off the board (ranks 1-{RANKS})")
    return square(FILE_LETTERS.index(text[0]) + 1, rank)


def distance(a: int, b: int) -> int:
    """Orthogonal (Manhattan) distance: nothing moves or counts diagonally."""
    return abs(a % FILES - b % FILES) + abs(a // FILES - b // FILES)


DIST: Final = tuple(tuple(distance(a, b) for b in range(SQUARES)) for a in range(SQUARES))
"""DIST[a][b] is `distance(a, b)`, looked up where it is hot."""


def turned(sq: int) -> int:
    """The square a 180° turn of the board puts `sq` on."""
    return SQUARES - 1 - sq


FOREST: Final = frozenset(parse_square(s) for s in _BOARD["forest"])
MOUNTAIN: Final = frozenset(parse_square(s) for s in _BOARD["mountains"])
SIEGE_TOWER: Final = tuple(parse_square(s) for s in _BOARD["siege_towers"])
"""Each seat's own siege tower: SIEGE_TOWER[0] is South's."""
CENTRAL_TOWERS: Final = tuple(parse_square(s) for s in _BOARD["central_towers"])
ZONE_RADIUS: Final[int] = _BOARD["zone_radius"]
IS_FOREST: Final = tuple(s in FOREST for s in range(SQUARES))
IS_MOUNTAIN: Final = tuple(s in MOUNTAIN for s in range(SQUARES))


def _neighbours(sq: int) -> tuple[int, ...]:
    f, r = coords(sq)
    out = []
    for df, dr in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        if 1 <= f + df <= FILES and 1 <= r + dr <= RANKS:
            out.append(square(f + df, r + dr))
    return tuple(out)


NEIGHBOURS: Final = tuple(_neighbours(s) for s in range(SQUARES))
"""The orthogonal neighbours of every square (mountains included; movers skip them)."""

OPEN_NEIGHBOURS: Final = tuple(
    tuple(n for n in NEIGHBOURS[s] if not IS_MOUNTAIN[n]) for s in range(SQUARES)
)
"""The neighbours a unit may step onto from each square: no mountain."""

ZONE: Final = tuple(
    tuple(
        s
        for s in range(SQUARES)
        if distance(s, SIEGE_TOWER[seat]) <= ZONE_RADIUS and not IS_MOUNTAIN[s]
    )
    for seat in (0, 1)
)
"""Each seat's deployment zone: the squares within distance 2 of its siege tower."""
IN_ZONE: Final = tuple(frozenset(z) for z in ZONE)

_TURN: Final = RAW["turn"]
HAND: Final[int] = _TURN["hand"]
HAND_WHEN_DRAFTING: Final[int] = _TURN["hand_when_drafting"]
SUMMON_POINTS: Final[int] = _TURN["summon_points"]
MOVES_PER_TURN: Final[int] = _TURN["moves"]
ATTACKS_PER_TURN: Final[int] = _TURN["attacks"]
OPENING_PICKS: Final[int] = _TURN["opening_picks"]
SETUP_UNITS: Final[int] = _TURN["setup_units"]

_SCORING: Final = RAW["scoring"]
CENTRAL_POINTS: Final[int] = _SCORING["central_tower"]
SIEGE_POINTS: Final[int] = _SCORING["enemy_siege_tower"]
TO_WIN: Final[int] = _SCORING["to_win"]

DICE_FACES: Final[int] = RAW["dice"]["faces"]
HIT: Final[int] = RAW["dice"]["hit"]
HIT_COVERED: Final[int] = RAW["dice"]["hit_covered"]

ROUND_LIMIT: Final[int] = RAW["round_limit"]["default"]
MIN_ROUND_LIMIT: Final[int] = RAW["round_limit"]["min"]
MAX_ROUND_LIMIT: Final[int] = RAW["round_limit"]["max"]

COLOURS: Final[tuple[str, ...]] = tuple(RAW["colours"]["order"])
BEATS: Final[dict[str, str]] = dict(RAW["colours"]["beats"])
ABILITIES: Final[dict[str, str]] = dict(RAW["abilities"])


@attrs.frozen(slots=True)
class UnitType:
    """One kind of unit card. A/H/R/M: Attack (dice), Health, Range, Move. `opening` and
    `reserve`: copies in the opening piles and in the reserve; `starter`: copies in each of
    them with the table rule "starter set" (the author's eight types only)."""

    index: int
    code: str
    name: str
    colour: str
    attack: int
    health: int
    range: int
    move: int
    ability: str
    cost: int
    opening: int
    reserve: int
    starter: int
    author: bool


UNITS: Final = tuple(
    UnitType(index=i, **{k: v for k, v in u.items()}) for i, u in enumerate(RAW["units"])
)
KINDS: Final = len(UNITS)
BY_CODE: Final = {u.code: u for u in UNITS}
ATTACK: Final = tuple(u.attack for u in UNITS)
HEALTH: Final = tuple(u.health for u in UNITS)
RANGE: Final = tuple(u.range for u in UNITS)
MOVE: Final = tuple(u.move for u in UNITS)
COST: Final = tuple(u.cost for u in UNITS)
CHARGE: Final = tuple(u.ability == "charge" for u in UNITS)
PATHFINDER: Final = tuple(u.ability == "pathfinder" for u in UNITS)
SHIELD: Final = tuple(u.ability == "shield" for u in UNITS)
MEND: Final = tuple(u.ability == "mend" for u in UNITS)


def _modifier(attacker: UnitType, target: UnitType) -> int:
    if BEATS.get(attacker.colour) == target.colour:
        return 1
    if BEATS.get(target.colour) == attacker.colour:
        return -1
    return 0


COLOUR_MOD: Final = tuple(tuple(_modifier(a, t) for t in UNITS) for a in UNITS)
"""COLOUR_MOD[attacker][target]: +1 with colour advantage, -1 at a disadvantage, else 0."""


def code(kind: int) -> str:
    return UNITS[kind].code


def unit_name(kind: int) -> str:
    return UNITS[kind].name


def parse_kind(text: str) -> int:
    """The unit type whose code is `text` (e.g. "G1"); ValueError naming the codes otherwise."""
    unit = BY_CODE.get(text) if isinstance(text, str) else None
    if unit is None:
        raise ValueError(f"no unit {text!r} (codes: {', '.join(BY_CODE)})")
    return unit.index


def pool(starter_set: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(opening piles, reserve): copies of each type, by type index."""
    if starter_set:
        piles = tuple(u.starter if u.author else 0 for u in UNITS)
        return piles, piles
    return tuple(u.opening for u in UNITS), tuple(u.reserve for u in UNITS)
