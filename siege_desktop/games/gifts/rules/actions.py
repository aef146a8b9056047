"""Actions: small immutable values with a text form that round-trips through `parse_action`."""

from __future__ import annotations

from typing import ClassVar, Final

import attrs

from siege_desktop.core.actions import ActionReader, TextForm, Word
from siege_desktop.games.gifts.rules.cards import (
    BUILDINGS,
    LETTERS,
    gift_code,
    parse_building,
    parse_colour,
    parse_gift,
)
from siege_desktop.games.gifts.rules.errors import ActionSyntaxError


@attrs.frozen(slots=True, repr=False)
class PlayLand(TextForm):
    """Put a land of this colour from your hand into play."""

    colour: int

    def __str__(self) -> str:
        return f"play {LETTERS[self.colour]}"


@attrs.frozen(slots=True, repr=False)
class SkipLand(Word):
    """Play no land this turn."""

    TEXT: ClassVar[str] = "skip land"


@attrs.frozen(slots=True, repr=False)
class Claim(TextForm):
    """Pay a display gift's cost and take it."""

    gift: int

    def __str__(self) -> str:
        return f"claim {gift_code(self.gift)}"


@attrs.frozen(slots=True, repr=False)
class Steal(TextForm):
    """Pay an opponent's unsealed gift's cost; the lock discards follow as `Discard` choices."""

    gift: int

    def __str__(self) -> str:
        return f"steal {gift_code(self.gift)}"


@attrs.frozen(slots=True, repr=False)
class Wrap(TextForm):
    """Discard one of your lands in play of colour `land` to add locks to one of your gifts."""

    gift: int
    land: int

    def __str__(self) -> str:
        return f"wrap {gift_code(self.gift)} with {LETTERS[self.land]}"


@attrs.frozen(slots=True, repr=False)
class Build(TextForm):
    """Pay 4 mana (2 of its colour) for a building, replacing `replace` if you have two."""

    building: int
    replace: int | None = None

    def __str__(self) -> str:
        text = f"build {BUILDINGS[self.building].code}"
        if self.replace is not None:
            text += f" over {BUILDINGS[self.replace].code}"
        return text


@attrs.frozen(slots=True, repr=False)
class Recycle(Word):
    """Draw 1 land (2 with Supply Warehouse); a `Discard` choice follows."""

    TEXT: ClassVar[str] = "recycle"


@attrs.frozen(slots=True, repr=False)
class Discard(TextForm):
    """Discard one land of this colour from hand (lock payment, Recycle, hand limit)."""

    colour: int

    def __str__(self) -> str:
        return f"discard {LETTERS[self.colour]}"


@attrs.frozen(slots=True, repr=False)
class Pass(Word):
    """Take no main action; legal only when no main action is."""

    TEXT: ClassVar[str] = "pass"


@attrs.frozen(slots=True, repr=False)
class CallTime(Word):
    """The table's wall clock ran out: the game ends at the end of this round.

    Not a seat's decision, so `legal_actions` never lists it; the app applies it when the
    timer table rule is on and the time is up, and saves log it like any action.
    """

    TEXT: ClassVar[str] = "call time"


Action = PlayLand | SkipLand | Claim | Steal | Wrap | Build | Recycle | Discard | Pass | CallTime

# Shared instances: actions are values, so legal_actions hands out the same objects every time.
SKIP_LAND: Final = SkipLand()
RECYCLE: Final = Recycle()
PASS: Final = Pass()
CALL_TIME: Final = CallTime()
PLAY: Final = tuple(PlayLand(c) for c in range(5))
DISCARD: Final = tuple(Discard(c) for c in range(5))

_NULLARY: Final[dict[str, Action]] = {
    "skip land": SKIP_LAND,
    "recycle": RECYCLE,
    "pass": PASS,
    "call time": CALL_TIME,
}


def parse_action(text: str) -> Action:
    """The action whose `str()` is `text`; raises `ActionSyntaxError` (a ValueError) otherwise."""
    return _READER(text)


_EXAMPLES: Final = (
    "'play R', 'skip land', 'claim R2a', 'steal R2a', 'wrap R2a with G', "
    "'build gloves [over coffer]', 'recycle', 'discard U', 'pass'"
)


def _grammar(words: list[str]) -> Action | None:
    key = " ".join(words)
    if key in _NULLARY:
        return _NULLARY[key]
    match words:
        case ["play", c]:
            return PLAY[parse_colour(c)]
        case ["claim", g]:
            return Claim(parse_gift(g))
        case ["steal", g]:
            return Steal(parse_gift(g))
        case ["wrap", g, "with", c]:
            return Wrap(parse_gift(g), parse_colour(c))
        case ["build", b]:
            return Build(parse_building(b))
        case ["build", b, "over", r]:
            return Build(parse_building(b), parse_building(r))
        case ["discard", c]:
            return DISCARD[parse_colour(c)]
    return None


_READER: Final = ActionReader[Action](_grammar, ActionSyntaxError, _EXAMPLES)
