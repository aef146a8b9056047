"""What one frame of the Cursed Gifts table shows, built from one seat's observation only."""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any

import attrs

from siege_desktop.games.cursed.rules.observation import Observation

if TYPE_CHECKING:
    from siege_desktop.games.cursed.ui.hint_marks import HintMarks


class Spot(enum.StrEnum):
    """What a click on the table lands on (a string enum: a test's plain ("hand", 2) is the
    same hotspot as (Spot.HAND, 2))."""

    HAND = "hand"
    SEAT = "seat"
    GIFT = "gift"
    BUTTON = "button"


Hotspot = tuple[Any, ...]
"""(Spot.HAND, index) | (Spot.SEAT, seat) | (Spot.GIFT, seat, index) | (Spot.BUTTON, name)."""


@attrs.frozen
class Button:
    name: str
    label: str
    primary: bool = False
    enabled: bool = True  # greyed when not (the replay's Back at the start)


@attrs.frozen
class TableView:
    """The table as the viewer may see it. `show_hand`: the viewer's hand is face up."""

    obs: Observation
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    show_hand: bool
    playable: frozenset[int] = frozenset()  # hand indexes with a legal use now
    chosen_hand: frozenset[int] = frozenset()  # hand indexes picked (a card, Antidotes)
    seat_targets: frozenset[int] = frozenset()
    gift_targets: frozenset[tuple[int, int]] = frozenset()
    chosen_gifts: frozenset[tuple[int, int]] = frozenset()
    prompt: str = ""
    banner: str = ""
    buttons: tuple[Button, ...] = ()
    log: tuple[str, ...] = ()  # the replay's log (the table draws the frame's own)
    preview: tuple[str, ...] = ()  # before a play is confirmed: its title, then what follows
    hint: HintMarks | None = None  # a suggested move's pieces, outlined (hint_marks.py)


def card_at(view: TableView, spot: Hotspot | None) -> int | None:
    """The card a hotspot shows face up to the viewer (a card of a shown hand, or a gift in
    an area), else None: what hovering may enlarge."""
    if spot is None:
        return None
    if spot[0] == Spot.HAND and view.show_hand and 0 <= spot[1] < len(view.obs.hand):
        card: int = view.obs.hand[spot[1]]
        return card
    if spot[0] == Spot.GIFT:
        area = view.obs.areas[spot[1]]
        if 0 <= spot[2] < len(area):
            gift: int = area[spot[2]][0]
            return gift
    return None
