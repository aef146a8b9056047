"""Siege's toasts leave the board clear (a refused drop says why beside the board, not over
the squares the player tries again on), inside the window, at every window size."""

from __future__ import annotations

import pygame
import pytest
from siege_helpers import ready, start

from siege_desktop.games.siege.ui.draw import grid_for

LONG = "The Tide Outrider cannot go there: drop it on a lit square (green to move, red to attack)."


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (2560, 1440), (1024, 768)])
def test_toasts_stack_beside_the_board(size: tuple[int, int]) -> None:
    app, table = start(("human", "medium"), seed=5, size=size)
    try:
        ready(app)
        app.toast(LONG, 3.0)
        app.toast("Nothing to undo: your deck was shuffled since.", 3.0)
        app.step(0.0)
        board = grid_for(size, table.turned).rect
        places = app.toast_places()
        assert len(places) == 2
        for spot in places:
            assert not spot.box.colliderect(board), (spot.box, board)
            assert pygame.Rect((0, 0), size).contains(spot.box)
    finally:
        app.shutdown()
