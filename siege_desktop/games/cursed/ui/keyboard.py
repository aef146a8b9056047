"""Playing Cursed Gifts from the keyboard: a number key picks the card in that place of your
hand (as a click on it would), and the arrow keys step through what the chosen card can do
(every target of a play, or every exact cure with a chosen Antidote), each shown in the
preview until Enter plays it. With E, P, U and H every decision needs no mouse."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

import pygame

from siege_desktop.games.cursed.rules.actions import Cure, Play
from siege_desktop.games.cursed.ui.view import Hotspot, Spot

if TYPE_CHECKING:
    from siege_desktop.games.cursed.ui.scene import CursedTableScene

#: The number keys in hand order: 1 is the first card, 0 the tenth.
NUMBER_KEYS: Final = (*range(pygame.K_1, pygame.K_9 + 1), pygame.K_0)
NEXT_KEYS: Final = (pygame.K_RIGHT, pygame.K_DOWN)
PREVIOUS_KEYS: Final = (pygame.K_LEFT, pygame.K_UP)


def handle_key(scene: CursedTableScene, key: int) -> bool:
    """Whether `key` was one of these (it is consumed even when nothing can be chosen)."""
    if key in NUMBER_KEYS:
        if scene.my_decision():
            scene.click((Spot.HAND, NUMBER_KEYS.index(key)))
        return True
    if key in NEXT_KEYS or key in PREVIOUS_KEYS:
        step(scene, 1 if key in NEXT_KEYS else -1)
        return True
    return False


def options(scene: CursedTableScene, legal: tuple[Any, ...]) -> list[Play | Cure]:
    """What the chosen card can do now: its plays (every target), or the exact cures that
    use the Antidotes chosen so far."""
    hand = scene.hand()
    if scene.cure_antidotes:
        chosen = [hand[i] for i in scene.cure_antidotes]
        return [a for a in legal if isinstance(a, Cure) and _contains(a.antidotes, chosen)]
    if scene.card is None:
        return []
    card = hand[scene.card]
    return [a for a in legal if isinstance(a, Play) and a.card == card]


def step(scene: CursedTableScene, by: int) -> None:
    """Show the next (or previous) option of the chosen card, ready for Enter."""
    legal = scene.legal()
    found = options(scene, legal)
    if not found:
        return
    now = current(scene, legal)
    at = found.index(now) + by if now in found else (0 if by > 0 else -1)
    choice = found[at % len(found)]
    if isinstance(choice, Cure):
        _show_cure(scene, choice)
    else:
        scene.sel_at, scene.sel_on = choice.at, choice.on
        scene.pending, scene.pending_spot = choice, target_spot(scene, choice)


def current(scene: CursedTableScene, legal: tuple[Any, ...]) -> Play | Cure | None:
    if scene.cure_antidotes:
        cure: Cure | None = scene.chosen_cure(legal)
        return cure
    return scene.pending


def target_spot(scene: CursedTableScene, play: Play) -> Hotspot | None:
    """Where a click would have named this play's target (so clicking it confirms too)."""
    if play.on >= 0:
        return (Spot.GIFT, scene.gift_owner(play), play.on)
    if play.at >= 0:
        return (Spot.SEAT, play.at)
    return None


def _show_cure(scene: CursedTableScene, cure: Cure) -> None:
    """Choose the cure's gifts and Antidotes on the table, the Antidotes already chosen kept."""
    hand = scene.hand()
    kept = [i for i in scene.cure_antidotes if hand[i] in cure.antidotes]
    wanted = list(cure.antidotes)
    for i in kept:
        wanted.remove(hand[i])
    free = [i for i, c in enumerate(hand) if i not in kept]
    for card in wanted:
        i = next(i for i in free if hand[i] == card)
        free.remove(i)
        kept.append(i)
    scene.cure_antidotes = kept
    scene.cure_gifts = list(cure.gifts)


def _contains(cards: tuple[int, ...], chosen: list[int]) -> bool:
    """Whether the multiset `cards` holds every card of `chosen`."""
    left = list(cards)
    for c in chosen:
        if c not in left:
            return False
        left.remove(c)
    return True
