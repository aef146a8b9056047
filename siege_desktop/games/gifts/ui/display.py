"""The centre of the table: land deck, discard pile, the gift display, the supply, buildings."""

from __future__ import annotations

import pygame

from siege_desktop.app.session import GameSession
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD, MUTED, PANEL_GLASS, PAPER
from siege_desktop.games.gifts.rules import BUILDINGS, GameState
from siege_desktop.games.gifts.rules.cards import (
    BUILDING_COST,
    BUILDING_TITLES,
    GIFT_CLASS,
    GIFT_COLOUR,
    GIFT_COST,
    LETTERS,
    MAX_BUILDINGS,
    gift_name,
)
from siege_desktop.games.gifts.rules.rules import possessive
from siege_desktop.games.gifts.rules.state import EMPTY_SLOT
from siege_desktop.games.gifts.ui import pieces
from siege_desktop.games.gifts.ui.sprites import gifts_art
from siege_desktop.games.gifts.ui.targets import Hot, Spot


def cost_text(g: int) -> str:
    """A gift's cost the way the tooltip and the display say it: "5 mana, 3 R"."""
    total, need = GIFT_COST[GIFT_CLASS[g]]
    return f"{total} mana, {need} {LETTERS[GIFT_COLOUR[g]]}"


def owners(state: GameState) -> dict[int, int]:
    return {b: seat for seat, owned in enumerate(state.buildings) for b in owned}


NAME_H = 30  # logical height of the name strip under a building card


def draw_building(
    p: Painter, surface: pygame.Surface, b: int, r: pygame.Rect, owner: str | None = None
) -> None:
    """A building in `r`: its card above, its name written below across the whole width (the
    card's own plaque is too small to read), and a taken one dimmed with its owner on a
    banner over the card's foot, never over the name."""
    strip = pygame.Rect(r.x, r.bottom - p.px(NAME_H), r.w, p.px(NAME_H))
    art = pygame.Rect(r.x, r.y, r.w, r.h - strip.h)
    p.panel(surface, r, (0, 0, 0, 60), (255, 255, 255, 40), 1, 6)
    img = gifts_art(p.art).building(b, art.size, named=False)
    surface.blit(img, art)
    if owner is not None:
        p.panel(surface, art, (10, 10, 10, 110), None, 1, 6)
        # One line when the owner's name fits at the smallest size; else two (over the
        # dimmed art, still clear of the building's name), so a long name is seldom cut.
        one_line = p.art.font(p.px(9), True).size(owner)[0] <= r.w - p.px(6)
        tall = p.px(20 if one_line else 32)
        banner = pygame.Rect(r.x, art.bottom - tall, r.w, tall)
        p.panel(surface, banner, (20, 20, 20, 235), None, 1, 4)
        p.text_box(
            surface, owner, 12, banner.inflate(-p.px(6), 0), GOLD, True, 1 if one_line else 2, 9
        )
    p.text_box(surface, BUILDING_TITLES[b], 12, strip.inflate(-p.px(6), -p.px(2)), PAPER, True)


def hotspots(layout: Layout, state: GameState) -> list[tuple[pygame.Rect, Hot]]:
    out: list[tuple[pygame.Rect, Hot]] = [
        (layout.deck(), Hot(Spot.DECK)),
        (layout.discard(), Hot(Spot.DISCARD)),
        (layout.supply(), Hot(Spot.SUPPLY)),
    ]
    for i, (g, r) in enumerate(
        zip(state.display, layout.display_slots(len(state.display)), strict=True)
    ):
        if g != EMPTY_SLOT:
            out.append((r, Hot(Spot.DISPLAY, i, g)))
    for b, r in zip(BUILDINGS, layout.market(), strict=True):
        out.append((r, Hot(Spot.MARKET, int(b), int(b))))
    return out


def draw_centre(
    p: Painter,
    surface: pygame.Surface,
    layout: Layout,
    session: GameSession,
) -> None:
    """Everything between the plates and the bottom seat (highlights are overlays)."""
    state = session.state
    # The land deck: face down, with its size.
    deck = layout.deck()
    if state.deck:
        for k in range(min(3, len(state.deck) // 15 + 1)):
            pieces.card_back(p, surface, deck.move(-layout.px(2 * k), -layout.px(2 * k)))
    else:
        p.panel(surface, deck, (0, 0, 0, 60), (255, 255, 255, 60), 1, 6)
    p.text(
        surface,
        f"Deck {len(state.deck)}",
        12,
        (deck.centerx, deck.bottom + layout.px(3)),
        PAPER,
        anchor="midtop",
    )
    # The discard pile is public: its top land shows face up.
    pile = layout.discard()
    if state.discard:
        pieces.land(p, surface, state.discard[-1], pile, False)
    else:
        p.panel(surface, pile, (0, 0, 0, 60), (255, 255, 255, 60), 1, 6)
    p.text(
        surface,
        f"Discard {len(state.discard)}",
        12,
        (pile.centerx, pile.bottom + layout.px(3)),
        PAPER,
        anchor="midtop",
    )
    # The display.
    slots = layout.display_slots(len(state.display))
    for g, r in zip(state.display, slots, strict=True):
        p.panel(surface, r, (0, 0, 0, 44), (255, 255, 255, 36), 1, 8)
        if g == EMPTY_SLOT:
            p.text(surface, "empty", 12, r.center, MUTED, anchor="center")
            continue
        box = pygame.Rect(
            r.x + layout.px(11), r.y + layout.px(6), r.w - layout.px(22), r.w - layout.px(22)
        )
        pieces.gift(p, surface, g, box, None)
        p.text(
            surface, gift_name(g), 12, (r.centerx, box.bottom + layout.px(3)), PAPER, True, "midtop"
        )
        # With "Colour symbols" on, the colour's symbol stands for its letter in the cost:
        # the colour read by shape.
        text = cost_text(g)
        pip = layout.px(11) if p.symbols else 0
        if pip:
            text = text[:-1]
        cost = p.render(text, 11, MUTED)
        row = pygame.Rect(0, 0, cost.get_width() + pip, cost.get_height())
        row.midtop = (r.centerx, box.bottom + layout.px(20))
        p.text(surface, text, 11, row.topleft, MUTED)
        if pip:
            at = (row.right - pip, row.centery - pip // 2)
            pieces.land_pip(p, surface, GIFT_COLOUR[g], at, pip)
    # The gift supply: face-down boxes, only their number is known.
    sup = layout.supply()
    p.panel(surface, sup, (0, 0, 0, 44), (255, 255, 255, 36), 1, 8)
    n = len(state.supply)
    # A small pile of face-down boxes (up to three): only the number of gifts is known.
    w, h = layout.px(34), layout.px(24)
    spots = ((-19, 0), (19, 0), (0, -22))[: min(3, (n + 4) // 5)]
    for dx, dy in spots:
        box = pygame.Rect(0, 0, w, h)
        box.midbottom = (sup.centerx + layout.px(dx), sup.y + layout.px(68 + dy))
        pygame.draw.rect(surface, (118, 86, 64), box, 0, layout.px(3))
        pygame.draw.rect(surface, (58, 40, 30), box, max(1, layout.px(1)), layout.px(3))
        pygame.draw.line(surface, GOLD, box.midtop, box.midbottom, max(1, layout.px(3)))
        pygame.draw.line(surface, GOLD, box.midleft, box.midright, max(1, layout.px(2)))
    p.text(surface, "Supply", 12, (sup.centerx, sup.y + layout.px(76)), PAPER, True, "midtop")
    p.text(
        surface,
        f"{n} gift" + ("" if n == 1 else "s") if n else "empty",
        12,
        (sup.centerx, sup.y + layout.px(94)),
        MUTED if not n else PAPER,
        anchor="midtop",
    )
    # The buildings: one card each; a built one shows who owns it.
    own = owners(state)
    for b, r in zip(BUILDINGS, layout.market(), strict=True):
        taken = b in own and state.config.unique_buildings
        owner = possessive(session.seats[own[b]].name, standalone=True) if taken else None
        draw_building(p, surface, b, r, owner)
    info = layout.centre_info()
    p.panel(surface, info, PANEL_GLASS, None, 1, 8)
    mana, colour = BUILDING_COST
    lines = [
        "Buildings",
        f"{mana} mana, {colour} of",
        "the card's colour",
        f"(you may own {MAX_BUILDINGS})",
    ]
    for i, line in enumerate(lines):
        p.text(
            surface,
            line,
            12 if i else 13,
            (info.x + layout.px(8), info.y + layout.px(8 + 20 * i)),
            PAPER if i else GOLD,
            i == 0,
        )
