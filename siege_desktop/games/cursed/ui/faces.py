"""Card faces of Cursed Gifts. `card_face` is the one place card pictures come from: a plain
drawn card (kind colour, name, value) until the game's own art lands in assets/cursed/."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame

from siege_desktop.games.cursed.cards import CARDS, KARMA3, KARMA_NAME

if TYPE_CHECKING:
    from siege_desktop.app.art import Art

#: One colour per kind of card (never the only cue: the kind is written on the card).
KIND_COLOUR: Final = {
    "gift": (150, 52, 70),
    "antidote": (48, 128, 96),
    "treachery": (92, 62, 140),
    "defence": (54, 96, 150),
    "comeback": (196, 126, 40),
    "draw": (70, 110, 70),
    "useless": (110, 104, 96),
}
KIND_LABEL: Final = {
    "gift": "Cursed Gift",
    "antidote": "Antidote",
    "treachery": "Treachery",
    "defence": "Defence",
    "comeback": "Comeback",
    "draw": "Draw",
    "useless": "Useless Gift",
}
INK: Final = (250, 243, 228)

_cache: dict[tuple[int, int, int], pygame.Surface] = {}


def card_label(card: int) -> str:
    return KARMA_NAME if card == KARMA3 else CARDS[card].name


def card_value(card: int) -> str:
    """The number a card shows in its corner ("" when it has none)."""
    if card == KARMA3:
        return ""
    c = CARDS[card]
    if not c.value:
        return ""
    if c.kind == "antidote":
        return f"-{c.value}"
    if c.kind == "treachery" and c.effect == "attach":
        return f"+{c.value}"
    return str(c.value)


def card_face(art: Art, card: int, size: tuple[int, int]) -> pygame.Surface:
    """The face of `card` at `size` pixels (cached)."""
    w, h = max(8, size[0]), max(8, size[1])
    key = (card, w, h)
    found = _cache.get(key)
    if found is not None:
        return found
    kind = "comeback" if card == KARMA3 else CARDS[card].kind
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(2, w // 10)
    pygame.draw.rect(surf, (250, 243, 228), surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-max(2, w // 16), -max(2, w // 16))
    pygame.draw.rect(surf, KIND_COLOUR[kind], inner, border_radius=radius)
    value = card_value(card)
    big = max(8, h // 4)
    if value:
        img = art.text(value, big, INK, True)
        surf.blit(img, img.get_rect(topleft=(inner.x + w // 12, inner.y + h // 30)))
    small = max(7, h // 9)
    words = card_label(card).split()
    lines: list[str] = []
    for word in words:
        trial = f"{lines[-1]} {word}" if lines else word
        if lines and art.font(small, True).size(trial)[0] <= inner.w - 4:
            lines[-1] = trial
        else:
            lines.append(word)
    y = inner.centery - (len(lines[:3]) * small) // 2
    for line in lines[:3]:
        img = art.text(line, small, INK, True)
        if img.get_width() > inner.w - 2:
            img = pygame.transform.smoothscale(
                img, (inner.w - 2, max(1, img.get_height() * (inner.w - 2) // img.get_width()))
            )
        surf.blit(img, img.get_rect(midtop=(inner.centerx, y)))
        y += small
    label = art.text(KIND_LABEL[kind], max(6, h // 12), (236, 226, 206))
    if label.get_width() <= inner.w - 2:
        surf.blit(label, label.get_rect(midbottom=(inner.centerx, inner.bottom - h // 30)))
    if len(_cache) > 600:
        _cache.clear()
    _cache[key] = surf
    return surf
