"""What a pointer can rest on (a hotspot) and what the acting human may do with each target."""

from __future__ import annotations

import enum

import attrs

from siege_desktop.games.gifts.rules import Action, Build, Claim, PlayLand, Steal, Wrap


class Spot(enum.Enum):
    """The kinds of hotspot, and what `Hot.index` and `Hot.item` mean for each."""

    DISPLAY = "display"  # index = slot, item = gift
    STEAL = "steal"  # a rival's gift: index = seat, item = gift
    OWN_GIFT = "own-gift"  # index = seat, item = gift
    MARKET = "market"  # item = building
    OWN_BUILDING = "own-building"  # index = seat, item = building
    HAND = "hand"  # index = position, item = colour
    LAND = "land"  # a land in play: item = colour, index = 1 if tapped
    PLATE = "plate"  # index = seat
    BUTTON = "button"  # index = item = the action bar's entry
    DECK = "deck"
    DISCARD = "discard"
    SUPPLY = "supply"
    PICKER = "picker"  # index = choice
    PICKER_CONFIRM = "picker-confirm"
    PICKER_PANEL = "picker-panel"
    LOG = "log"
    COACH = "coach"  # the tutorial's coach panel over the log


@attrs.frozen
class Hot:
    """A thing under the pointer: its kind, and an index and item whose meaning the kind tells."""

    kind: Spot
    index: int = -1
    item: int = -1


@attrs.frozen
class Offers:
    """The targets of the legal actions, for highlighting: gifts, buildings, colours."""

    claim: frozenset[int] = frozenset()
    steal: frozenset[int] = frozenset()
    wrap: frozenset[int] = frozenset()
    build: frozenset[int] = frozenset()
    play: frozenset[int] = frozenset()

    @classmethod
    def of(cls, legal: tuple[Action, ...]) -> Offers:
        claim, steal, wrap, build, play = set(), set(), set(), set(), set()
        for a in legal:
            if isinstance(a, Claim):
                claim.add(a.gift)
            elif isinstance(a, Steal):
                steal.add(a.gift)
            elif isinstance(a, Wrap):
                wrap.add(a.gift)
            elif isinstance(a, Build):
                build.add(a.building)
            elif isinstance(a, PlayLand):
                play.add(a.colour)
        return cls(
            frozenset(claim), frozenset(steal), frozenset(wrap), frozenset(build), frozenset(play)
        )
