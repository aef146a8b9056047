"""A suggested Cursed Gifts move as the board shows it: what to outline (the card, its
targets, the button to press) and the outlines themselves, in the hint's cool blue."""

from __future__ import annotations

import attrs
import pygame

from siege_desktop.games.cursed.rules.actions import Action, Answer, Cure, EndTurn, Pass, Play
from siege_desktop.games.cursed.rules.cards import EFFECT, IS_USELESS, KARMA3
from siege_desktop.games.cursed.rules.observation import Observation
from siege_desktop.games.cursed.ui import layout
from siege_desktop.games.cursed.ui.layout import Geometry
from siege_desktop.games.cursed.ui.view import Hotspot, Spot

#: The hint's colour, apart from the gold of what is playable and the glow of a choice (the
#: same blue as Gifts Under Siege's hints).
OUTLINE = (120, 214, 255)


@attrs.frozen
class HintMarks:
    """What a shown hint outlines: hand indexes, seats, gifts (seat, index), button names."""

    reason: str
    hand: frozenset[int] = frozenset()
    seats: frozenset[int] = frozenset()
    gifts: frozenset[tuple[int, int]] = frozenset()
    buttons: frozenset[str] = frozenset()


def _hand_indexes(hand: tuple[int, ...], cards: list[int]) -> set[int]:
    """The hand positions of these cards (a multiset: equal cards take distinct places)."""
    out: set[int] = set()
    for card in cards:
        for i, c in enumerate(hand):
            if c == card and i not in out:
                out.add(i)
                break
    return out


def marks_for(action: Action, reason: str, obs: Observation) -> HintMarks:
    """What to outline for `action`, decided by the seat whose observation this is."""
    me = obs.seat
    hand: set[int] = set()
    seats: set[int] = set()
    gifts: set[tuple[int, int]] = set()
    buttons: set[str] = set()
    if isinstance(action, Play):
        hand = _hand_indexes(obs.hand, [action.card])
        effect = EFFECT[action.card]
        if action.on >= 0:
            own = effect in ("move", "siren")  # Hot Potato and the Siren name a gift of yours
            gifts.add((me if own else action.at, action.on))
        if action.at >= 0 and effect != "attach":
            seats.add(action.at)
        if effect in ("mourn", "letter"):
            seats.update(s for s in range(obs.config.seats) if s != me and s not in obs.out)
        buttons.add("confirm")  # the preview's Confirm, once the card and target are picked
    elif isinstance(action, Cure):
        hand = _hand_indexes(obs.hand, list(action.antidotes))
        gifts.update((me, g) for g in action.gifts)
        buttons.add("confirm")
    elif isinstance(action, Answer):
        if action.card == KARMA3:
            hand = _hand_indexes(obs.hand, sorted(c for c in obs.hand if IS_USELESS[c])[:3])
        else:
            hand = _hand_indexes(obs.hand, [action.card])
        buttons.add(f"answer:{action.card}")
    elif isinstance(action, Pass):
        buttons.add("pass")
    elif isinstance(action, EndTurn):
        buttons.add("end")
    return HintMarks(
        reason, frozenset(hand), frozenset(seats), frozenset(gifts), frozenset(buttons)
    )


def seat_boxes(geo: Geometry, obs: Observation) -> dict[int, pygame.Rect]:
    """Each seat's area box, as the board places them (rivals in turn order, you below)."""
    seats = obs.config.seats
    rivals = [(obs.seat + k) % seats for k in range(1, seats)]
    boxes = dict(zip(rivals, geo.rival_boxes(), strict=True))
    boxes[obs.seat] = geo.r(layout.MINE)
    return boxes


def draw_marks(
    surface: pygame.Surface,
    geo: Geometry,
    obs: Observation,
    marks: HintMarks,
    spots: list[tuple[pygame.Rect, Hotspot]],
) -> None:
    """Outline the hint's pieces over the drawn board (found through its hotspots)."""
    width, radius = geo.px(4), geo.px(8)
    for seat, box in seat_boxes(geo, obs).items():
        if seat in marks.seats:
            pygame.draw.rect(surface, OUTLINE, box.inflate(geo.px(2), geo.px(2)), width, radius)
    for rect, spot in spots:
        kind = spot[0]
        hit = (
            (kind == Spot.HAND and spot[1] in marks.hand)
            or (kind == Spot.GIFT and (spot[1], spot[2]) in marks.gifts)
            or (kind == Spot.BUTTON and spot[1] in marks.buttons)
        )
        if hit:
            grow = geo.px(10)
            pygame.draw.rect(surface, OUTLINE, rect.inflate(grow, grow), width, radius)
