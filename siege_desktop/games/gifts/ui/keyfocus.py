"""Playing Gifts Under Siege's main actions from the keyboard: the arrow keys move a focus
over what you can take now (display gifts to claim, rivals' gifts to steal, your gifts to
wrap, buildings to build), in reading order, with the target's tooltip (its cost and why);
Enter acts on it as a click would. With 1–5, S, R, P, U and H every decision needs no mouse."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame

from siege_desktop.games.gifts.rules import Phase
from siege_desktop.games.gifts.ui.targets import Hot, Spot

if TYPE_CHECKING:
    from siege_desktop.games.gifts.ui.scene import TableScene

NEXT_KEYS: Final = (pygame.K_RIGHT, pygame.K_DOWN)
PREVIOUS_KEYS: Final = (pygame.K_LEFT, pygame.K_UP)


def targets(scene: TableScene) -> list[Hot]:
    """What the acting human can act on now, in reading order (top to bottom, left to
    right), each once."""
    s = scene.state
    if not scene.human_to_act() or scene.picker is not None or s.phase is not Phase.ACTION:
        return []
    offers = scene.offers()
    wanted = {
        Spot.DISPLAY: offers.claim,
        Spot.STEAL: offers.steal,
        Spot.OWN_GIFT: offers.wrap,
        Spot.MARKET: offers.build,
    }
    out: dict[Hot, pygame.Rect] = {}
    for rect, hot in scene.hotspots():
        items = wanted.get(hot.kind)
        if items is None or hot.item not in items or hot in out:
            continue
        if hot.kind == Spot.OWN_GIFT and hot.index != s.seat:
            continue
        out[hot] = rect
    return sorted(out, key=lambda h: (out[h].y, out[h].x))


def step(scene: TableScene, by: int) -> bool:
    """Move the focus to the next (or previous) target; False when there is none."""
    found = targets(scene)
    if not found:
        scene.key_focus = None
        return False
    now = scene.key_focus
    at = found.index(now) + by if now in found else (0 if by > 0 else -1)
    scene.key_focus = scene.hover = found[at % len(found)]  # its tooltip: the cost, or why not
    return True


def focused(scene: TableScene) -> Hot | None:
    """The focused target, if it still is one (the position may have moved on)."""
    hot = scene.key_focus
    if hot is None:
        return None
    if hot not in targets(scene):
        scene.key_focus = None
        return None
    return hot
