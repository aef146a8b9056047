"""The large card shown for a hovered card never hides the card it enlarges (from the pointer
alone it covered the top of the hovered hand card and its row) nor the line saying what to do,
for every card of a hand and of an area, at 1024x576 and 2560x1440."""

from __future__ import annotations

import random

import pygame
import pytest
from shell_helpers import ready
from test_cursed_table import RULES, start

from siege_desktop.app.intents import Motion
from siege_desktop.app.table.handoff import HandoffScene
from siege_desktop.games.cursed.rules.actions import Pass


@pytest.mark.parametrize("size", [(1024, 576), (2560, 1440)])
def test_the_large_card_leaves_the_hovered_card_in_sight(size: tuple[int, int]) -> None:
    app, table = start(("human", "easy", "easy"), seed=8, size=size)
    try:
        rng = random.Random(8)
        for _ in range(200):  # a few gifts into the areas, the human's hand still full
            state = table.state
            if sum(len(a) for a in state.areas) >= 3 or RULES.is_over(state):
                break
            table.session.play(rng.choice(list(RULES.legal_actions(state))))
        assert 0 not in table.state.out and table.state.hands[0]
        table._cache_key = None
        for _ in range(3):
            app.step(1 / 30)
        app.draw()
        hovered = 0
        for rect, spot in list(table.spots):
            if spot[0] not in ("hand", "gift"):
                continue
            app.dispatch(Motion(rect.center))
            app.draw()
            if table.shown_card is None:
                continue  # a card this viewer may not see
            hovered += 1
            assert not table.shown_card.colliderect(rect), (spot, table.shown_card, rect)
            assert pygame.Rect((0, 0), size).contains(table.shown_card)
        assert hovered >= 5
    finally:
        app.shutdown()


@pytest.mark.parametrize("window", [False, True])
@pytest.mark.parametrize("size", [(1024, 576), (2560, 1440)])
def test_the_large_card_leaves_the_line_saying_what_to_do_readable(
    size: tuple[int, int], window: bool
) -> None:
    # Over the centre's banner ("You have played 3 cards: end your turn (E)") it hid what
    # to do next, for a card of the hand's left end or of the player's own area; a
    # Comeback window's question (right of the centre) is kept in sight the same way.
    app, table = start(("human", "human", "human"), seed=8, size=size)
    try:
        rng = random.Random(8)
        for _ in range(400):  # gifts in the areas, then a turn or a window to answer
            state = table.state
            assert not RULES.is_over(state)
            legal = list(RULES.legal_actions(state))
            asked = any(isinstance(a, Pass) for a in legal)
            if sum(len(a) for a in state.areas) >= 3 and asked == window:
                break
            table.session.play(rng.choice(legal))
        while isinstance(app.top, HandoffScene):
            ready(app)
        table._cache_key = None
        app.step(1 / 30)
        app.draw()
        reading = [*table.board.places.reading, *table.board.places.stack]
        assert reading, "no line saying what to do"
        hovered = 0
        for rect, spot in list(table.spots):
            if spot[0] not in ("hand", "gift"):
                continue
            app.dispatch(Motion(rect.center))
            app.draw()
            card = table.shown_card
            if card is None:
                continue
            hovered += 1
            assert not card.colliderect(rect), (spot, card, rect)
            assert not [r for r in reading if card.colliderect(r)], (spot, card, reading)
            assert pygame.Rect((0, 0), size).contains(card)
        assert hovered >= 5
    finally:
        app.shutdown()
