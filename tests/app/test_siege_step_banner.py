"""The line under the round in Siege's status panel tells a CPU's last step; an attack's
(units, squares, dice and damage) no longer fits one line at 1024x576 nor at 2560x1440: it
takes two lines, whole, inside the panel, instead of being cut before its damage."""

from __future__ import annotations

import pygame
import pytest
import siege_helpers as sh

from siege_desktop.app.table.layout import Layout
from siege_desktop.games.siege.rules import Attack
from siege_desktop.games.siege.rules.state import ATTACK
from siege_desktop.games.siege.ui import layout


@pytest.mark.parametrize("size", [(1024, 576), (2560, 1440)])
def test_a_cpu_attack_reads_whole_in_the_status(size: tuple[int, int], cut: list[str]) -> None:
    acts = sh.actions_until(
        2,
        lambda s: (
            s.phase == ATTACK
            and s.current == 1
            and any(isinstance(a, Attack) for a in sh.RULES.legal_actions(s))
        ),
    )
    # Two humans (no CPU seat to race the test): Bob's attack is played as a CPU's is.
    app, table = sh.start(("human", "human"), seed=2, actions=acts, size=size)
    try:
        sh.ready(app)
        assert table.to_act() == 1
        attack = next(a for a in sh.RULES.legal_actions(table.state) if isinstance(a, Attack))
        table.play([attack], human=False)
        banner = table.banner
        assert "damage" in banner and banner.startswith("Bob: ")
        trace: list[tuple[str, pygame.Rect, pygame.Rect | None]] = []
        table.drawer.painter.trace = trace
        table._cache_key = None
        table._view_key = None
        app.draw()
        table.drawer.painter.trace = None
        status = Layout(size, ()).rect(*layout.STATUS)
        rows = [(s, r) for s, r, _ in trace if s and s in banner and status.contains(r)]
        assert " ".join(s for s, _ in rows) == banner, rows
        assert banner not in cut
    finally:
        app.shutdown()
