"""Card pictures at the Cursed Gifts table: the real cards of `CardArt`, plus Bad Karma made
of three Useless Gifts (KARMA3, no card of its own) drawn as the Bad Karma card so marked."""

from __future__ import annotations

from typing import Final

import pygame

from siege_desktop.app.theme import PAPER
from siege_desktop.games.cursed.rules.cards import CARDS, KARMA3, KARMA_NAME
from siege_desktop.games.cursed.ui.cards_art import CardArt

#: The Bad Karma card, whose face stands for three Useless Gifts answering as it.
BAD_KARMA: Final = next(i for i, c in enumerate(CARDS) if c.name == KARMA_NAME)
_RIBBON: Final = (86, 80, 72)


def card_label(card: int) -> str:
    return f"{KARMA_NAME} (3 Useless Gifts)" if card == KARMA3 else CARDS[card].name


class Faces:
    """The table's one source of card pictures: faces, the back, and the hover's large card."""

    def __init__(self, cards: CardArt) -> None:
        self.cards = cards
        self._karma3: dict[tuple[int, int, float], pygame.Surface] = {}

    def face(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        """`card` face up in `size` pixels (KARMA3: Bad Karma with a "3 Useless" ribbon)."""
        if card != KARMA3:
            return self.cards.card(card, size)
        key = (*size, self.cards.art.layout_units(1000))
        found = self._karma3.get(key)
        if found is None:
            found = self.cards.card(BAD_KARMA, size).copy()
            # The ribbon says the card was not played itself: three Useless Gifts were.
            w, h = found.get_size()
            ribbon = pygame.Rect(0, h * 62 // 100, w, max(8, h // 6))
            pygame.draw.rect(found, _RIBBON, ribbon)
            pygame.draw.rect(found, PAPER, ribbon, max(1, h // 120))
            px = max(7, ribbon.h * 6 // 10)
            label = self.cards.art.text("3 × Useless", px, PAPER, True)
            if label.get_width() > w - 4:
                label = self.cards.art.text("3 Useless", px, PAPER, True)
            found.blit(label, label.get_rect(center=ribbon.center))
            if len(self._karma3) > 32:
                self._karma3.clear()
            self._karma3[key] = found
        return found

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        """The card back: the same for every card, so it never tells what it hides."""
        return self.cards.back(size)

    def large(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        """The hover view: the whole card with its rules text."""
        return self.cards.large(BAD_KARMA if card == KARMA3 else card, size)
