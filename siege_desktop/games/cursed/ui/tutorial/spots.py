"""Which table clicks make the move a tutorial step waits for: all of them (a right click
goes through) and the next one (the coach outlines it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from siege_desktop.games.cursed.rules.actions import Answer, Cure, EndTurn, Pass, Play
from siege_desktop.games.cursed.rules.cards import EFFECT
from siege_desktop.games.cursed.ui.view import Hotspot, Spot

if TYPE_CHECKING:
    from siege_desktop.games.cursed.ui.tutorial.scene import CursedTutorialScene


def _hand(scene: CursedTutorialScene, card: int) -> list[Hotspot]:
    return [(Spot.HAND, i) for i, c in enumerate(scene.hand()) if c == card]


def right_clicks(scene: CursedTutorialScene) -> set[Hotspot]:
    """Every click that is part of making the expected move."""
    action = scene.lesson.expected()
    me = scene.viewer
    out: set[Hotspot] = set()
    if isinstance(action, Play):
        out.update(_hand(scene, action.card))
        out.add((Spot.BUTTON, "confirm"))  # the preview's Confirm (also Enter)
        if action.at >= 0:
            out.add((Spot.SEAT, action.at))
        if action.on >= 0:
            owner = me if EFFECT[action.card] == "move" or action.at < 0 else action.at
            out.add((Spot.GIFT, owner, action.on))
    elif isinstance(action, Answer):
        out.update(_hand(scene, action.card))
        out.add((Spot.BUTTON, f"answer:{action.card}"))
    elif isinstance(action, Cure):
        for card in set(action.antidotes):
            out.update(_hand(scene, card))
        out.update((Spot.GIFT, me, g) for g in action.gifts)
        out.add((Spot.BUTTON, "confirm"))
    elif isinstance(action, EndTurn):
        out.add((Spot.BUTTON, "end"))
    elif isinstance(action, Pass):
        out.add((Spot.BUTTON, "pass"))
    return out


def next_spots(scene: CursedTutorialScene) -> set[Hotspot]:
    """The clicks that make progress from the choice made so far."""
    action = scene.lesson.expected()
    if action is None or not scene.my_decision():
        return set()
    if isinstance(action, Cure):
        hand = scene.hand()
        chosen = sorted(hand[i] for i in scene.cure_antidotes)
        if chosen != sorted(action.antidotes):
            left = list(action.antidotes)
            for c in chosen:
                if c in left:
                    left.remove(c)
            return {(Spot.HAND, i) for i, c in enumerate(hand) if c in left}
        gifts = {(Spot.GIFT, scene.viewer, g) for g in action.gifts if g not in scene.cure_gifts}
        return gifts or {(Spot.BUTTON, "confirm")}
    if isinstance(action, Play):
        if scene.pending is not None:  # the preview is open: confirm it
            again = {scene.pending_spot} if scene.pending_spot is not None else set()
            return {(Spot.BUTTON, "confirm"), *again}
        # The card first; a target afterwards only if the card alone does not name the move.
        picked = scene.card is not None
        return {s for s in right_clicks(scene) if (s[0] == Spot.HAND) != picked}
    return right_clicks(scene)


def next_clicks(scene: CursedTutorialScene) -> list[pygame.Rect]:
    """Where the next right clicks are on screen (as last drawn)."""
    wanted = next_spots(scene)
    return [rect for rect, spot in scene.spots if spot in wanted]
