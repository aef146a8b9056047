"""What a pointer can rest on (a hotspot) and what the acting human may do with each target."""

from __future__ import annotations

import attrs

from siege_desktop.engine import Action, Build, Claim, PlayLand, Steal, Wrap


@attrs.frozen
class Hot:
    """A thing under the pointer.

    kind: display (index = slot, item = gift), steal (index = seat, item = gift), own-gift
    (item = gift), market (item = building), own-building (item = building), hand (index =
    position, item = colour), land (item = colour, index = 1 if tapped), plate (index = seat),
    button (item = button index), deck, discard, supply, picker (index = choice).
    """

    kind: str
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
