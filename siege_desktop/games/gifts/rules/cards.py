"""The pieces of Gifts Under Siege: land colours, gifts and buildings, and their text forms."""

from __future__ import annotations

import enum
from typing import Final


class Colour(enum.IntEnum):
    """A land colour, in the traditional W U B R G order (also the engine's sort order)."""

    W = 0
    U = 1
    B = 2
    R = 3
    G = 4

    @property
    def letter(self) -> str:
        return self.name

    @property
    def land(self) -> str:
        """The basic land that taps for this colour."""
        return LAND_NAMES[self]

    @property
    def word(self) -> str:
        return COLOUR_WORDS[self]


COLOURS: Final = tuple(Colour)
LAND_NAMES: Final = ("Plains", "Island", "Swamp", "Mountain", "Forest")
COLOUR_WORDS: Final = ("White", "Blue", "Black", "Red", "Green")
LETTERS: Final = "WUBRG"

#: Gift classes and what each costs: (total mana, mana of the gift's colour, points).
GIFT_CLASSES: Final = (1, 2, 3)
GIFT_COST: Final = {1: (3, 2), 2: (5, 3), 3: (7, 4)}
ROMAN: Final = {1: "I", 2: "II", 3: "III"}

#: A gift's identity is one small int, global across configurations, so that actions and
#: saves can name a gift without a state: colour * 78 + (class - 1) * 26 + copy, where copy
#: 0..25 is written as a letter ("R2a" is the first Red Class II gift).
MAX_COPIES: Final = 26
_PER_COLOUR: Final = 3 * MAX_COPIES
GIFT_IDS: Final = 5 * _PER_COLOUR

GIFT_COLOUR: Final = tuple(g // _PER_COLOUR for g in range(GIFT_IDS))
GIFT_CLASS: Final = tuple((g // MAX_COPIES) % 3 + 1 for g in range(GIFT_IDS))


def gift_id(colour: int, klass: int, copy: int) -> int:
    """The id of copy `copy` (0-based) of the gift of this colour and class."""
    if colour not in range(5) or klass not in GIFT_CLASSES or copy not in range(MAX_COPIES):
        raise ValueError(f"no such gift: colour {colour}, class {klass}, copy {copy}")
    return colour * _PER_COLOUR + (klass - 1) * MAX_COPIES + copy


def gift_code(gift: int) -> str:
    """Short text form of a gift: colour letter, class digit, copy letter, e.g. "R2a"."""
    return f"{LETTERS[GIFT_COLOUR[gift]]}{GIFT_CLASS[gift]}{chr(97 + gift % MAX_COPIES)}"


def parse_gift(code: str) -> int:
    """Inverse of `gift_code`; raises ValueError on anything else."""
    if (
        len(code) != 3
        or code[0] not in LETTERS
        or code[1] not in "123"
        or not ("a" <= code[2] <= "z")
    ):
        raise ValueError(f"not a gift code: {code!r} (expected e.g. 'R2a')")
    return gift_id(LETTERS.index(code[0]), int(code[1]), ord(code[2]) - 97)


def gift_name(gift: int) -> str:
    """How the game log names a gift: "Red II"."""
    return f"{COLOUR_WORDS[GIFT_COLOUR[gift]]} {ROMAN[GIFT_CLASS[gift]]}"


def gift_points(gift: int) -> int:
    return GIFT_CLASS[gift]


def gift_cost(gift: int) -> tuple[int, int]:
    """(total mana, mana of the gift's colour) needed to claim or steal it."""
    return GIFT_COST[GIFT_CLASS[gift]]


class Building(enum.IntEnum):
    """The five buildings; each has a colour and one rule."""

    GLOVES = 0
    CROWBAR = 1
    RIBBON = 2
    WAREHOUSE = 3
    COFFER = 4

    @property
    def colour(self) -> Colour:
        return BUILDING_COLOUR[self]

    @property
    def title(self) -> str:
        return BUILDING_TITLES[self]

    @property
    def rule(self) -> str:
        return BUILDING_RULES[self]

    @property
    def code(self) -> str:
        return self.name.lower()


BUILDINGS: Final = tuple(Building)
BUILDING_COLOUR: Final = (Colour.B, Colour.R, Colour.G, Colour.U, Colour.W)
BUILDING_TITLES: Final = (
    "Thief's Gloves",
    "Crowbar",
    "Reinforced Ribbon",
    "Supply Warehouse",
    "Inviolable Coffer",
)
BUILDING_RULES: Final = (
    "When you steal, discard 2 fewer lands for the gift's locks.",
    "A gift you steal gains 1 lock (max 5).",
    "Wrap adds 2 locks instead of 1 (max 5).",
    "Recycle draws 2 lands instead of 1, then discard 1.",
    "A gift you claim enters with 2 locks instead of 1.",
)
#: Each building's rule in a word or two, for a card too small to hold the whole rule.
BUILDING_TAGS: Final = ("-2 discards", "+1 lock", "+2 locks", "Draw 2", "2 locks")
#: Every building costs 4 mana, 2 of them of its colour.
BUILDING_COST: Final = (4, 2)

MAX_LOCKS: Final = 5
LAND_LIMIT: Final = 10
HAND_LIMIT: Final = 7
OPENING_HAND: Final = 5
MAX_BUILDINGS: Final = 2


def parse_colour(text: str) -> int:
    if len(text) != 1 or text not in LETTERS:
        raise ValueError(f"not a colour: {text!r} (expected one of W U B R G)")
    return LETTERS.index(text)


def parse_building(text: str) -> int:
    for b in BUILDINGS:
        if b.code == text:
            return int(b)
    names = ", ".join(b.code for b in BUILDINGS)
    raise ValueError(f"not a building: {text!r} (expected one of {names})")
