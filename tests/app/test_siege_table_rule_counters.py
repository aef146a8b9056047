"""Siege's counters follow the table rules for the second player: with `first_turn_moves`
the first player's first turn counts to that many moves (and the prompt says so), with
`second_extra_unit` setup counts nine placements and the second player's five units. They
show what the engine allows, not the rulebook's usual 5 and 8."""

from __future__ import annotations

import random
from collections.abc import Callable

import attrs
import pygame
import pytest
import siege_helpers as sh

from siege_desktop.ai import make_agent
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.shell import App
from siege_desktop.games.siege.rules import Move, SiegeState
from siege_desktop.games.siege.rules.moves import moves_allowed, setup_quota
from siege_desktop.games.siege.rules.state import MOVE, SETUP
from siege_desktop.games.siege.ui.scene import SiegeTableScene

R = sh.RULES
CONFIG = attrs.evolve(
    R.default_config(2), round_limit=20, first_turn_moves=2, second_extra_unit=True
)


def _until(seed: int, stop: Callable[[SiegeState], bool]) -> list[str]:
    agents = [make_agent("easy", seed * 10 + i, game="siege") for i in range(2)]
    state = R.new_game(CONFIG, seed)
    out: list[str] = []
    while not stop(state):
        assert not R.is_over(state)
        seat = R.to_act(state)
        action = agents[seat].choose(R.observation(state, seat), R.legal_actions(state))
        out.append(str(action))
        state = R.apply_unchecked(state, action)
    return out


def _table(actions: list[str], size: tuple[int, int]) -> tuple[App, SiegeTableScene]:
    app = sh.make_app(size)
    seats = (SeatSpec("Ann", "human"), SeatSpec("Bob", "human"))
    app.start_game(GameSession(CONFIG, 4, seats, actions, game="siege"))
    app.step(0.0)
    table = app.scenes[0]
    assert isinstance(table, SiegeTableScene)
    sh.ready(app)
    return app, table


def _texts(app: App, table: SiegeTableScene) -> list[str]:
    trace: list[tuple[str, pygame.Rect, pygame.Rect | None]] = []
    table.drawer.painter.trace = trace
    table._cache_key = None  # every region drawn again, into the trace
    table._view_key = None
    app.step(1 / 60)
    table.drawer.painter.trace = None
    return [s for s, _, _ in trace]


@pytest.mark.parametrize("size", [(1024, 576), (2560, 1440)])
def test_the_first_turn_counts_the_moves_the_table_rule_allows(size: tuple[int, int]) -> None:
    acts = _until(4, lambda s: s.phase == MOVE and s.turn == 1)
    app, table = _table(acts, size)
    try:
        state = table.state
        assert state.current == state.first and moves_allowed(state) == 2
        texts = _texts(app, table)
        assert any(t.startswith("Moves 0/2 (first turn) ·") for t in texts), texts
        assert table.view().prompt.startswith("Move: click a unit (up to 2 units)")
        # A unit moved by clicks: one of the two is left, as the engine counts.
        move = next(a for a in R.legal_actions(table.state) if isinstance(a, Move))
        sh.post(app, table, move, random.Random(1))
        assert table.state.moves == 1 and moves_allowed(table.state) == 2
        assert any(t.startswith("Moves 1/2 (first turn) ·") for t in _texts(app, table))
    finally:
        app.shutdown()


def test_setup_counts_the_second_players_fifth_unit() -> None:
    acts = _until(4, lambda s: s.phase == SETUP)
    app, table = _table(acts, (1024, 576))
    try:
        state = table.state
        texts = _texts(app, table)
        assert any("placement 1 of 9" in t for t in texts), texts
        quota = setup_quota(state, table.viewer)
        assert any(t.endswith(f"({quota} to place)") for t in texts), texts
        assert table.viewer == state.first and quota == 4
        # The last placement, the second player's fifth unit, is counted.
        app.shutdown()
        rest = _until(4, lambda s: sum(1 for u in s.board if u is not None) == 8)
        app, table = _table(rest, (1024, 576))
        assert table.state.phase == SETUP and table.viewer != table.state.first
        texts = _texts(app, table)
        assert any("placement 9 of 9" in t for t in texts), texts
        assert any(t.endswith("(1 to place)") for t in texts), texts
    finally:
        app.shutdown()
