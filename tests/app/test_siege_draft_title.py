"""The open piles' heading in Siege's draft offers the click only to the seat picking now:
while a CPU seat picks, and in the replay (where a click picks nothing), it is "The open
piles" alone."""

from __future__ import annotations

from collections.abc import Callable

import attrs
import pygame
import siege_helpers as sh
from shell_helpers import make_app
from siege_games import finished_siege

from siege_desktop.app.scenes import SCENES
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.games.siege.rules.state import DRAFT

OFFER = "The open piles: click one to pick it"


def _texts(painter: Painter, draw: Callable[[], object]) -> list[str]:
    """Every text `draw` writes with `painter`."""
    trace: list[tuple[str, pygame.Rect, pygame.Rect | None]] = []
    painter.trace = trace
    draw()
    painter.trace = None
    return [s for s, _, _ in trace]


def test_the_draft_heading_offers_the_click_only_to_the_picking_seat() -> None:
    acts = sh.actions_until(2, lambda s: s.phase == DRAFT and s.current == 0)
    app, table = sh.start(("human", "medium"), seed=2, actions=acts)
    try:
        view = table.view()
        assert view.deciding  # the human picks now: the CPU waits its turn
        lay = Layout(app.window.get_size(), ())
        surface = app.window.copy()
        for deciding, offered in ((True, True), (False, False)):
            shown = attrs.evolve(view, deciding=deciding)
            texts = _texts(
                table.drawer.painter, lambda v=shown: table.drawer.centre(surface, lay, v)
            )
            assert (OFFER in texts) is offered, texts
            assert offered or "The open piles" in texts
    finally:
        app.shutdown()


def test_the_replay_draft_offers_no_click() -> None:
    app = make_app((1024, 576))
    scene = SCENES.replay(app, finished_siege(5))
    app.push(scene)
    scene.go(3)
    board = scene.siege_board  # type: ignore[attr-defined]
    texts = _texts(board.drawer.painter, app.draw)
    assert "The open piles" in texts and OFFER not in texts
    app.shutdown()
