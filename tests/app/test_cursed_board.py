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
from siege_desktop.games.cursed.rules.state import Attack, Link
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
    deck = list(state.deck)
    for card in ("clown", "manta", "woolf"):  # the cards on the table leave the deck
        deck.remove(c(card))
    return attrs.evolve(
        state,
        deck=tuple(deck),
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


def test_hot_potato_outlines_and_takes_your_own_gift_not_the_rivals_at_that_index() -> None:
    # Hot Potato names a gift of yours (`on`) and a rival (`at`): the outlines are on your
    # gifts, and a click on a rival's gift chooses that rival, never "your gift of that index".
    app = make_app((1280, 720))
    seats = (SeatSpec("Ana", "human"), SeatSpec("Bo", "easy"))
    app.start_game(GameSession(RULES.default_config(2), 3, seats, game="cursed-gifts"))
    table = app.scenes[0]
    assert isinstance(table, CursedTableScene)
    try:
        table.session.state = position(
            hands={0: ["potato", "mug"]},
            areas={0: ["sweater", "mummy"], 1: ["clown", "fruitcake"]},
        )
        table.wait = 1e9
        app.draw()
        table.click(("hand", list(table.hand()).index(c("potato"))))
        view = table.view()
        assert view.gift_targets <= {(0, g) for g in range(2)}  # your own gifts only
        assert (1, 0) not in view.gift_targets and view.gift_targets
        table.click(("gift", 1, 1))  # a gift in Bo's area: Bo is the target
        assert table.sel_at == 1 and table.sel_on == -1 and table.pending is None
        mine = min(g for _, g in view.gift_targets)
        table.click(("gift", 0, mine))
        assert table.pending is not None and str(table.pending) == f"play potato at 1 on {mine}"
    finally:
        app.shutdown()


def test_the_boards_hotspots_are_typed_kinds() -> None:
    from siege_desktop.games.cursed.ui.view import Spot

    app = make_app((1280, 720))
    seats = tuple(SeatSpec(n, "human" if i == 0 else "easy") for i, n in enumerate(NAMES))
    app.start_game(GameSession(RULES.default_config(8), 3, seats, game="cursed-gifts"))
    table = app.scenes[0]
    assert isinstance(table, CursedTableScene)
    try:
        table.session.state = crowded()
        table.wait = 1e9
        app.draw()
        kinds = {spot[0] for _, spot in table.spots}
        assert {Spot.HAND, Spot.GIFT, Spot.BUTTON} <= kinds
        assert all(isinstance(k, Spot) for k in kinds)
    finally:
        app.shutdown()


def test_the_second_of_two_identical_gifts_is_cured_and_the_hint_tells_the_truth() -> None:
    """Ruling 6: any copy can be cured. Choosing the second Ancient Fruitcake with an
    Antidote -2 is exact and confirmable (it said "Too much by 0"); an exact cure the rules
    refuse says the rules' reason."""
    app = make_app((1280, 720))
    seats = (SeatSpec("Ana", "human"), SeatSpec("Bo", "easy"))
    app.start_game(GameSession(RULES.default_config(2), 3, seats, game="cursed-gifts"))
    table = app.scenes[0]
    assert isinstance(table, CursedTableScene)
    try:
        table.session.state = position(
            hands={0: ["antidote1", "antidote1", "antidote2"]},
            areas={0: ["fruitcake", "fruitcake"]},
        )
        table.wait = 1e9
        hand = table.hand()
        two = hand.index(c("antidote2"))
        table._hand_click(table.legal(), two)
        table._gift_click(table.legal(), 0, 1)
        assert table.view().banner == "Exact: confirm the cure"
        cure = table.chosen_cure(table.legal())
        assert cure is not None and str(cure) == "cure 1 with antidote2"
        table.session.state = attrs.evolve(table.state, played=2)  # one play left
        table.cure_antidotes, table.cure_gifts = [], []
        table._hand_click(table.legal(), two)  # the cure starts with the -2 ...
        for i in [i for i, card in enumerate(hand) if card == c("antidote1")]:
            table._hand_click(table.legal(), i)  # ... both -1 join it ...
        table._hand_click(table.legal(), two)  # ... and the -2 leaves: -1 -1 on one gift
        table._gift_click(table.legal(), 0, 0)
        assert table.cure_remaining() == 0 and table.chosen_cure(table.legal()) is None
        banner = table.view().banner
        assert banner.startswith("Exact, but not a cure now: each Antidote counts as a card")
    finally:
        app.shutdown()


def test_a_plate_counts_one_card_in_the_singular() -> None:
    from siege_desktop.games.cursed.ui.board import seat_label

    assert seat_label("human", 1) == "Human · 1 card"
    assert seat_label("easy", 0) == "Easy · 0 cards"
    assert seat_label("hard", 7) == "Hard · 7 cards"
