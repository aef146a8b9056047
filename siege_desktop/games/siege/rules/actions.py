"""Actions of Siege (ruling 26): small immutable values whose text form round-trips through
`parse_action`: `pick G1`, `place G1 e3`, `draw`, `draft G1`, `summon G1 e3`, `move e3 e7`,
`attack e7 e8`, `end`. Units are named by their code, squares by file and rank."""

from __future__ import annotations

from typing import Final

import attrs

from siege_desktop.games.siege.rules.data import code, parse_kind, parse_square, square_name
from siege_desktop.games.siege.rules.errors import ActionSyntaxError


@attrs.frozen(slots=True, repr=False)
class Pick:
    """Take one card of this type from the open piles in the opening draft (ruling 3)."""

    kind: int

    def __str__(self) -> str:
        return f"pick {code(self.kind)}"

    def __repr__(self) -> str:
        return f"parse_action({str(self)!r})"


@attrs.frozen(slots=True, repr=False)
class Place:
    """Put one of your drafted units on an empty square of your zone in setup (ruling 4)."""

    kind: int
    to: int

    def __str__(self) -> str:
        return f"place {code(self.kind)} {square_name(self.to)}"

    def __repr__(self) -> str:
        return f"parse_action({str(self)!r})"


@attrs.frozen(slots=True, repr=False)
class Draw:
    """Fill your hand to 5 (ruling 7)."""

    def __str__(self) -> str:
        return "draw"

    def __repr__(self) -> str:
        return "parse_action('draw')"


@attrs.frozen(slots=True, repr=False)
class Draft:
    """Fill your hand to 4, take one card of this type into your deck and shuffle it, with
    one summoning point fewer this turn (ruling 8)."""

    kind: int

    def __str__(self) -> str:
        return f"draft {code(self.kind)}"

    def __repr__(self) -> str:
        return f"parse_action({str(self)!r})"


@attrs.frozen(slots=True, repr=False)
class Summon:
    """Put a unit from your hand on an empty square of your zone (rulings 11-13)."""

    kind: int
    to: int

    def __str__(self) -> str:
        return f"summon {code(self.kind)} {square_name(self.to)}"

    def __repr__(self) -> str:
        return f"parse_action({str(self)!r})"


@attrs.frozen(slots=True, repr=False)
class Move:
    """Move your unit on `frm` to the empty square `to` (ruling 14)."""

    frm: int
    to: int

    def __str__(self) -> str:
        return f"move {square_name(self.frm)} {square_name(self.to)}"

    def __repr__(self) -> str:
        return f"parse_action({str(self)!r})"


@attrs.frozen(slots=True, repr=False)
class Attack:
    """Your unit on `frm` attacks the enemy unit on `to` (rulings 16-17)."""

    frm: int
    to: int

    def __str__(self) -> str:
        return f"attack {square_name(self.frm)} {square_name(self.to)}"

    def __repr__(self) -> str:
        return f"parse_action({str(self)!r})"


@attrs.frozen(slots=True, repr=False)
class End:
    """Close the phase: Summon, then Move, then Attack (which ends the turn)."""

    def __str__(self) -> str:
        return "end"

    def __repr__(self) -> str:
        return "parse_action('end')"


Action = Pick | Place | Draw | Draft | Summon | Move | Attack | End
ACTION_TYPES: Final = (Pick, Place, Draw, Draft, Summon, Move, Attack, End)
DRAW: Final = Draw()
END: Final = End()


def parse_action(text: str) -> Action:
    """The action whose `str()` is `text`; raises `ActionSyntaxError` otherwise."""
    if not isinstance(text, str):
        raise ActionSyntaxError(f"an action is text, not {type(text).__name__}")
    words = text.split()
    try:
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
    except ValueError as exc:
        raise ActionSyntaxError(f"cannot read action {text!r}: {exc}") from None
    raise ActionSyntaxError(
        f"cannot read action {text!r}: expected e.g. 'pick G1', 'place G1 e3', 'draw', "
        "'draft G1', 'summon G1 e3', 'move e3 e7', 'attack e7 e8', 'end'"
    )
