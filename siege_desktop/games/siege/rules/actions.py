"""Actions of Siege (ruling 26): small immutable values whose text form round-trips through
`parse_action`: `pick G1`, `place G1 e3`, `draw`, `draft G1`, `summon G1 e3`, `move e3 e7`,
`attack e7 e8`, `end`. Units are named by their code, squares by file and rank."""

from __future__ import annotations

from typing import ClassVar, Final

import attrs

from siege_desktop.core.actions import ActionReader, TextForm, Word
from siege_desktop.games.siege.rules.data import code, parse_kind, parse_square, square_name
from siege_desktop.games.siege.rules.errors import ActionSyntaxError


@attrs.frozen(slots=True, repr=False)
class Pick(TextForm):
    """Take one card of this type from the open piles in the opening draft (ruling 3)."""

    kind: int

    def __str__(self) -> str:
        return f"pick {code(self.kind)}"


@attrs.frozen(slots=True, repr=False)
class Place(TextForm):
    """Put one of your drafted units on an empty square of your zone in setup (ruling 4)."""

    kind: int
    to: int

    def __str__(self) -> str:
        return f"place {code(self.kind)} {square_name(self.to)}"


@attrs.frozen(slots=True, repr=False)
class Draw(Word):
    """Fill your hand to 5 (ruling 7)."""

    TEXT: ClassVar[str] = "draw"


@attrs.frozen(slots=True, repr=False)
class Draft(TextForm):
    """Fill your hand to 4, take one card of this type into your deck and shuffle it, with
    one summoning point fewer this turn (ruling 8)."""

    kind: int

    def __str__(self) -> str:
        return f"draft {code(self.kind)}"


@attrs.frozen(slots=True, repr=False)
class Summon(TextForm):
    """Put a unit from your hand on an empty square of your zone (rulings 11-13)."""

    kind: int
    to: int

    def __str__(self) -> str:
        return f"summon {code(self.kind)} {square_name(self.to)}"


@attrs.frozen(slots=True, repr=False)
class Move(TextForm):
    """Move your unit on `frm` to the empty square `to` (ruling 14)."""

    frm: int
    to: int

    def __str__(self) -> str:
        return f"move {square_name(self.frm)} {square_name(self.to)}"


@attrs.frozen(slots=True, repr=False)
class Attack(TextForm):
    """Your unit on `frm` attacks the enemy unit on `to` (rulings 16-17)."""

    frm: int
    to: int

    def __str__(self) -> str:
        return f"attack {square_name(self.frm)} {square_name(self.to)}"


@attrs.frozen(slots=True, repr=False)
class End(Word):
    """Close the phase: Summon, then Move, then Attack (which ends the turn)."""

    TEXT: ClassVar[str] = "end"


Action = Pick | Place | Draw | Draft | Summon | Move | Attack | End
ACTION_TYPES: Final = (Pick, Place, Draw, Draft, Summon, Move, Attack, End)
DRAW: Final = Draw()
END: Final = End()


def parse_action(text: str) -> Action:
    """The action whose `str()` is `text`; raises `ActionSyntaxError` otherwise."""
    return _READER(text)


_EXAMPLES: Final = (
    "'pick G1', 'place G1 e3', 'draw', 'draft G1', 'summon G1 e3', 'move e3 e7', "
    "'attack e7 e8', 'end'"
)


def _grammar(words: list[str]) -> Action | None:
    match words:
        case ["draw"]:
            return DRAW
        case ["end"]:
            return END
        case ["pick", k]:
            return Pick(parse_kind(k))
        case ["draft", k]:
            return Draft(parse_kind(k))
        case ["place", k, s]:
            return Place(parse_kind(k), parse_square(s))
        case ["summon", k, s]:
            return Summon(parse_kind(k), parse_square(s))
        case ["move", a, b]:
            return Move(parse_square(a), parse_square(b))
        case ["attack", a, b]:
            return Attack(parse_square(a), parse_square(b))
    return None


_READER: Final = ActionReader[Action](_grammar, ActionSyntaxError, _EXAMPLES)
