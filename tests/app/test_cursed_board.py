"""The Cursed Gifts board at 1280 x 720 with 8 seats and crowded areas: no card is drawn
narrower than the size at which every name reads whole."""

from __future__ import annotations

import sys
from pathlib import Path

import attrs
import pygame
from shell_helpers import make_app

from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.core.registry import find_game
from siege_desktop.games.cursed.state import Attack, Link
from siege_desktop.games.cursed.ui.layout import MIN_CARD_W
from siege_desktop.games.cursed.ui.scene import CursedTableScene

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "cursed"))
from cursed_positions import c, position

RULES = find_game("cursed-gifts").rules
NAMES = ("Ana", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal")


def crowded() -> object:
    state = position(
        seats=8,
        hands={0: ["woolf", "manta", "mug", "globe", "siren", "scissors", "antidote1", "letter"]},
        areas={
            0: ["sweater", ("fruitcake", ["mummy"]), "sweater", "fruitcake"],
            1: ["sweater", "sweater", "fruitcake", "fruitcake", "sweater"],
            2: ["clown", ("fish", ["fatcula"])],
            5: ["clown", "sweater", "fruitcake", "sweater"],
        },
        current=3,
    )
    return attrs.evolve(
        state,
        attack=Attack(c("clown"), 3, 0),
        chain=(Link(c("manta"), 0), Link(c("woolf"), 3)),
        window=0,
    )


def test_every_card_at_eight_seats_is_at_least_the_readable_width() -> None:
    app = make_app((1280, 720))
    seats = tuple(SeatSpec(n, "human" if i == 0 else "easy") for i, n in enumerate(NAMES))
    app.start_game(GameSession(RULES.default_config(8), 3, seats, game="cursed-gifts"))
    table = app.scenes[0]
    assert isinstance(table, CursedTableScene)
    try:
        table.session.state = crowded()
        table.wait = 1e9  # the CPU seats wait: this frame is looked at, not played on
        app.draw()
        places = table.board.places
        cards = [
            *places.gifts.values(),
            *places.hand,
            *places.stack,
            places.deck,
            places.discard,
        ]
        assert len(places.gifts) == 15 and len(places.hand) == 8 and len(places.stack) == 3
        assert min(r.w for r in cards) >= MIN_CARD_W
        screen = pygame.Rect((0, 0), app.window.get_size())
        assert all(screen.contains(r) for r in cards)
    finally:
        app.shutdown()
