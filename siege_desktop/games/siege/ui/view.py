"""What one frame of the Siege table shows, built from one seat's observation only."""

from __future__ import annotations

import enum
from typing import Any

import attrs

from siege_desktop.games.siege.rules.observation import Observation


class Spot(enum.StrEnum):
    """What a click lands on besides a square: ("pile", kind), ("hand", kind), ("drafted",
    kind), ("button", name); a square is ("square", sq)."""

    SQUARE = "square"
    PILE = "pile"
    HAND = "hand"
    DRAFTED = "drafted"
    BUTTON = "button"


Hotspot = tuple[Any, ...]


@attrs.frozen
class Button:
    name: str
    label: str
    primary: bool = False
    key: str = ""
    enabled: bool = True  # greyed when not (the replay's Back at the start)


@attrs.frozen
class SiegeView:
    """The table as the viewer may see it.

    lit: squares a click can use now (zone squares, reachable squares, targets), `lit_as`
    what for ("zone", "move", "attack"); `also`: the chosen unit's targets while it may
    still move; path: the move under the pointer; selected: the chosen unit's square;
    chosen: the chosen card kind (hand or drafted); pending: (from, to) of an attack
    waiting for Confirm, with `preview` lines; focus: the keyboard's square; pile_focus:
    the keyboard's pile in a draft.
    """

    obs: Observation
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    viewer: int
    show_hand: bool
    turned: bool
    deciding: bool
    lit: frozenset[int] = frozenset()
    lit_as: str = ""
    also: frozenset[int] = frozenset()
    path: tuple[int, ...] = ()
    selected: int | None = None
    chosen: int | None = None
    pending: tuple[int, int] | None = None
    preview: tuple[str, ...] = ()
    focus: int | None = None
    pile_focus: int | None = None
    buttons: tuple[Button, ...] = ()
    prompt: str = ""
    banner: str = ""
    last_move: tuple[int, ...] = ()
    threat: str = ""
    pickable: frozenset[int] = frozenset()  # piles (kinds) a click takes now
    hint_squares: tuple[int, ...] = ()  # a suggested step's squares, ringed
    hint_pile: int | None = None  # a suggested step's pile or card, ringed
    #: Whose hand the panel shows when it is not the player's own (a replay: "Ann's hand").
    hand_owner: str = ""
