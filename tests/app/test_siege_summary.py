"""Siege's own summary and its place in the history: the figures agree with the seeded game's
events and its final position (units drafted are every card the seat still owns somewhere,
kills are the other side's graveyard, hits are the faces at or above the face needed and the
expected hits the exact table's mean), the screen stays inside its panel, and a finished
Siege game is kept, listed, replayed and summed up from the History screen."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from shell_helpers import click_button, frame, key, make_app
from siege_games import RULES, finished_siege
from summary_helpers import (
    assert_apart,
    assert_inside_the_panel,
    assert_sole_lead,
    drawn_summary,
)

from siege_desktop.app import history, summary
from siege_desktop.app.menus.history import HistoryScene
from siege_desktop.app.replay.ranking import X0
from siege_desktop.app.replay.summary_scene import SummaryScene
from siege_desktop.app.shell import App
from siege_desktop.app.table.gameover import GameOverScene
from siege_desktop.app.table.layout import Layout
from siege_desktop.games.siege.rules.dice import exactly
from siege_desktop.games.siege.rules.play import towers_held
from siege_desktop.games.siege.rules.state import SiegeState
from siege_desktop.games.siege.ui.figures import figures
from siege_desktop.games.siege.ui.replay import SiegeReplayScene
from siege_desktop.games.siege.ui.summary import TOWERS_H, TOWERS_Y, SiegeSummary, signed

SEEDS = (3, 5, 13)


def owned(state: SiegeState, seat: int) -> Counter[int]:
    """Every card of `seat` wherever it is: hand, deck, board and graveyard."""
    cards = Counter(state.hands[seat]) + Counter(state.decks[seat])
    cards += Counter(state.graveyards[seat])
    cards += Counter(u.kind for u in state.board if u is not None and u.owner == seat)
    return cards


@pytest.mark.parametrize("seed", SEEDS)
def test_the_figures_agree_with_the_events_and_the_end(seed: int) -> None:
    game = finished_siege(seed)
    line = summary.timeline(game)
    f = figures(game, line)
    end: SiegeState = line.states[-1]
    for seat in (0, 1):
        # A drafted card never leaves its seat: it is in a hand, a deck, on the board or dead.
        assert Counter({k: n for k, n in enumerate(f.by_kind[seat]) if n}) == owned(end, seat)
        drafts = sum(1 for e in line.events if e.kind == "draft" and e.seat == seat)
        picks = sum(1 for e in line.events if e.kind == "pick" and e.seat == seat)
        assert f.drafted[seat] == picks + drafts
        # Nobody kills its own units: a seat's kills are the other's graveyard.
        assert f.kills[seat] == len(end.graveyards[1 - seat])
        assert f.lost[seat] == len(end.graveyards[seat])
        strikes = [e for e in line.events if e.kind in ("attack", "counter") and e.seat == seat]
        assert f.dice[seat] == sum(len(e.dice) for e in strikes)
        assert f.hits[seat] == sum(1 for e in strikes for face in e.dice if face >= e.need)
        # The expectation is the mean of the exact distribution of each roll.
        mean = sum(sum(h * p for h, p in enumerate(exactly(len(e.dice), e.need))) for e in strikes)
        assert f.expected[seat] == pytest.approx(mean)
        assert f.luck(seat) == pytest.approx(f.hits[seat] - mean)
        assert f.towers[seat][-1] == towers_held(end.board, seat)
        assert len(f.towers[seat]) == len(f.points[seat])
    result = RULES.outcome(end)
    assert result is not None
    assert tuple(series[-1] for series in f.points) == result.scores
    assert all(series[0] == 0 for series in f.points + f.towers)  # the draft holds nothing


def test_the_figures_are_not_vacuous() -> None:
    # Over these games there are kills, hits, drafts in turns and towers held by both sides.
    games = [finished_siege(seed) for seed in SEEDS]
    fs = [figures(g, summary.timeline(g)) for g in games]
    assert all(sum(f.kills) > 0 and sum(f.hits) > 0 for f in fs)
    assert any(f.drafted[0] > 15 for f in fs)
    assert all(any(max(f.towers[seat]) > 0 for f in fs) for seat in (0, 1))


def test_the_longest_lead_is_a_run_of_sole_most_points() -> None:
    game = finished_siege(3)
    f = figures(game, summary.timeline(game))
    assert_sole_lead(f.points, f.lead, max)


def test_luck_is_signed_and_never_minus_zero() -> None:
    assert [signed(v) for v in (1.44, -0.66, -0.01, 0.0)] == ["+1.4", "-0.7", "0.0", "0.0"]


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (2560, 1440)])
def test_the_siege_summary_screen_stays_inside_its_panel(size: tuple[int, int]) -> None:
    # Names at the table's limit (24 characters) with wide letters.
    game = finished_siege(5, names=("Ann WWWWWWWWWWWWWWWWWWWW", "Bob WWWWWWWWWWWWWWWWWWWW"))
    app = make_app(size)
    try:
        scene, trace = drawn_summary(app, game)
        assert isinstance(scene.own, SiegeSummary)
        lay = Layout(size, ())
        texts = [t for t, _, _ in trace]
        assert any(t.startswith("Longest ahead") for t in texts)
        assert "Towers held over time" in texts and "Luck" in texts
        assert sum(t.startswith("Drafted ") for t in texts) == 2
        assert_inside_the_panel(trace, size)
        # No two texts right of the points chart overlap, nor run into the Close button;
        # the towers chart is the shared chart's drawing, tested with it.
        table_x = lay.point(720, 0)[0]
        close = scene.button_rects(lay)[-1]
        towers = lay.rect(X0, TOWERS_Y, 480, TOWERS_H)
        rects = [
            (t, r)
            for t, r, _ in trace
            if r.x >= table_x and t != "Close (Esc)" and not towers.contains(r)
        ]
        for a, ra in rects:
            assert not ra.colliderect(close), a
        assert_apart(rects)
    finally:
        app.shutdown()


def test_the_game_over_panel_of_siege_offers_the_summary(app: App) -> None:
    game = finished_siege(7)
    app.start_game(game)
    frame(app)
    over = GameOverScene(app, game)
    app.push(over)
    assert "Summary (S)" in over.labels()
    key(app, pygame.K_s)
    frame(app)
    assert isinstance(app.top, SummaryScene) and isinstance(app.top.own, SiegeSummary)
    # The game over kept the game in the history, once.
    [record] = history.History().records()
    assert record.game == "siege" and record.scores == tuple(game.state.points)


def test_a_kept_siege_game_opens_its_replay_and_summary_from_history(app: App) -> None:
    game = finished_siege(3)
    history.record_finished(game, app.toast)
    history.record_finished(game, app.toast)  # the hook may run again: kept once
    [record] = history.History().records()
    assert record.game == "siege"
    assert history.History().stats().of("siege").total.games == 1
    app.open_title()
    frame(app)
    click_button(app, "History")
    frame(app)
    scene = app.top
    assert isinstance(scene, HistoryScene)
    assert scene.rows()[0][0].startswith("Siege")
    click_button(app, "Summary")
    frame(app)
    top = app.top
    assert isinstance(top, SummaryScene) and isinstance(top.own, SiegeSummary)
    key(app, pygame.K_r)  # the summary's Replay opens Siege's own replay viewer
    frame(app)
    replay = app.top
    assert isinstance(replay, SiegeReplayScene) and replay.session.seed == game.seed
    key(app, pygame.K_END)
    frame(app)
    assert replay.state == game.state
