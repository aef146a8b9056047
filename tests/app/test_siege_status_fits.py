"""Siege's status panel at 1024x576 and 2560x1440 with a unit on a siege tower: the seat's
"+12 next turn" line stays clear of the points bar, and the siege-tower warning is drawn
whole (it shrinks a little rather than lose "10 points!")."""

from __future__ import annotations

import attrs
import pygame
import pytest
import siege_helpers as sh

from siege_desktop.ai import make_agent
from siege_desktop.app.table.layout import Layout
from siege_desktop.games.siege.rules.play import tower_points
from siege_desktop.games.siege.rules.state import SiegeState
from siege_desktop.games.siege.ui import layout

R = sh.RULES


def _raid() -> tuple[int, list[str]]:
    """Medium against Easy until Medium's unit stands on Easy's siege tower (seed 3)."""
    seed = 3
    agents = [
        make_agent("medium", seed * 10, game="siege"),
        make_agent("easy", seed * 10 + 1, game="siege"),
    ]
    state: SiegeState = R.new_game(attrs.evolve(R.default_config(2), round_limit=40), seed)
    actions: list[str] = []
    while not (tower_points(state.board, 0) >= 10 and state.phase == "move"):
        assert not R.is_over(state), "the raid never came"
        seat = R.to_act(state)
        action = agents[seat].choose(R.observation(state, seat), R.legal_actions(state))
        actions.append(str(action))
        state = R.apply_unchecked(state, action)
    return seed, actions


@pytest.mark.parametrize("size", [(1024, 576), (2560, 1440)])
def test_the_status_keeps_the_points_and_the_warning_whole(size: tuple[int, int]) -> None:
    seed, actions = _raid()
    app, table = sh.start(("medium", "human"), seed, actions, size=size, rounds=40)
    table.paused = True
    trace: list[tuple[str, pygame.Rect, pygame.Rect | None]] = []
    table.drawer.painter.trace = trace
    table._cache_key = None  # every region drawn again, into the trace
    for _ in range(3):
        app.step(1 / 60)
    table.drawer.painter.trace = None
    p = table.drawer.painter
    status = Layout(size, ()).rect(*layout.STATUS)
    subs = [(s, r) for s, r, _ in trace if s.endswith("+12 next turn")]
    assert subs, "the raiding seat's line was drawn with its points whole"
    for s, r in subs:
        assert r.right <= status.x + p.px(206), (s, r)  # the points bar starts there
    threats = [(s, r) for s, r, _ in trace if s.startswith("⚠")]
    assert threats and threats[-1][0].endswith("10 points!")
    s, r = threats[-1]
    # Drawn whole: at least as wide as the whole sentence at the smallest size allowed.
    assert r.width >= p.render(s, 10.5, (0, 0, 0), True).get_width() - 1
    assert r.right <= status.right
