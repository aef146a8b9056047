"""What the summary screens' tests share: a game's summary drawn once with its painter's
trace (each text and where it went), the checks every summary page must pass, and what a
longest lead must be."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
from shell_helpers import frame

from siege_desktop.app.replay.summary_scene import SummaryScene
from siege_desktop.app.session import GameSession
from siege_desktop.app.shell import App
from siege_desktop.app.summary import Lead
from siege_desktop.app.table.layout import Layout

Trace = list[tuple[str, pygame.Rect, object]]


def drawn_summary(app: App, game: GameSession) -> tuple[SummaryScene, Trace]:
    """The summary screen of `game` pushed on `app` and drawn with its painter traced."""
    scene = SummaryScene(app, game)
    app.push(scene)
    frame(app)
    painter = scene._painter
    assert painter is not None
    trace: Trace = []
    painter.trace = trace  # type: ignore[assignment]
    app.draw()
    return scene, trace


def assert_inside_the_panel(trace: Trace, size: tuple[int, int]) -> None:
    """Every text of the page stays inside the summary's panel."""
    panel = Layout(size, ()).rect(40, 30, 1200, 660)
    for text, rect, _ in trace:
        assert panel.contains(rect), text


def assert_apart(rects: Sequence[tuple[str, pygame.Rect]]) -> None:
    """No two of these texts overlap."""
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1 :]:
            assert not ra.colliderect(rb), (a, b)


def assert_sole_lead(
    points: Sequence[Sequence[int]],
    lead: Lead | None,
    best: Callable[[list[int]], int],
) -> None:
    """The longest lead is a run of turns in which its seat alone had the `best` score
    (`max`, or `min` where fewer points are better)."""
    assert lead is not None
    for i in range(lead.start, lead.start + lead.turns):
        column = [series[i] for series in points]
        assert column[lead.seat] == best(column) and column.count(best(column)) == 1
