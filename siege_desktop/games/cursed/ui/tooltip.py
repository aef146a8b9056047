"""A card's full text under the mouse, at a size that reads."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD
from siege_desktop.app.theme import PAPER as CREAM
from siege_desktop.games.cursed.cards import CARDS
from siege_desktop.games.cursed.ui.faces import KIND_LABEL, card_face

if TYPE_CHECKING:
    from siege_desktop.app.art import Art


def draw_tooltip(
    surface: pygame.Surface, p: Painter, art: Art, card: int, pos: tuple[int, int]
) -> None:
    c = CARDS[card]
    w, pad = p.px(300), p.px(10)
    face = (p.px(90), p.px(126))
    lines = p.wrap(c.text, 13, w - face[0] - 3 * pad)
    h = max(face[1], p.px(44) + len(lines) * p.px(17)) + 2 * pad
    # Above the pointer, so the hand and the row being looked at stay in view.
    box = pygame.Rect(pos[0] + p.px(16), pos[1] - h - p.px(20), w, h)
    box.clamp_ip(surface.get_rect())
    p.panel(surface, box, (16, 20, 18, 240), (*GOLD, 255), 1.5, 8)
    surface.blit(card_face(art, card, face), (box.x + pad, box.y + pad))
    x = box.x + face[0] + 2 * pad
    p.text(surface, c.name, 15, (x, box.y + pad), GOLD, True, max_width=box.right - x - pad)
    p.text(surface, KIND_LABEL[c.kind], 12, (x, box.y + pad + p.px(20)), CREAM)
    for k, line in enumerate(lines):
        p.text(surface, line, 13, (x, box.y + pad + p.px(40) + k * p.px(17)), CREAM)
