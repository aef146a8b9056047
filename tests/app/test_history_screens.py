"""History, replay, summary and statistics screens, driven by posted intents like a player."""

from __future__ import annotations

import pygame
import pytest
from history_helpers import finished
from history_screen_helpers import keep, open_history, press
from shell_helpers import (
    click_button,
    distinct_colours,
    find_button,
    frame,
    key,
    make_app,
    screenshot,
    send,
)

from siege_desktop.app import history
from siege_desktop.app.intents import Click, Motion
from siege_desktop.app.menus.confirm import ConfirmScene
from siege_desktop.app.menus.history import HistoryScene, StatsScene
from siege_desktop.app.menus.title import TitleScene
from siege_desktop.app.replay.summary_scene import SummaryScene
from siege_desktop.app.session import GameSession
from siege_desktop.app.shell import App
from siege_desktop.app.table.gameover import GameOverScene
from siege_desktop.app.table.layout import Layout
from siege_desktop.games.gifts import rules as engine
from siege_desktop.games.gifts.ui.replay import ReplayScene
from siege_desktop.games.gifts.ui.scene import TableScene
from siege_desktop.games.gifts.ui.summary import GiftsSummary


@pytest.fixture
def kept(app: App) -> list[GameSession]:
    return keep(app, [finished(3, seed=7), finished(2, seed=8)])


def test_title_history_replay_steps_and_closes(app: App, kept: list[GameSession]) -> None:
    scene = open_history(app)
    assert [r.actions for r in scene.records] == [len(kept[1].actions), len(kept[0].actions)]
    replay = press(app, "Replay")
    assert isinstance(replay, ReplayScene)
    game = kept[1]  # the newest is listed first
    assert (
        replay.step == 0 and replay.state == GameSession(game.config, game.seed, game.seats).state
    )
    # Every position, stepping forward one action at a time, is the live game's position.
    live = GameSession(game.config, game.seed, game.seats)
    for text in game.actions:
        key(app, pygame.K_RIGHT)
        live.play(engine.parse_action(text))
        assert replay.state == live.state
        # The log is in step, and tells every seat's draws (every hand is shown).
        shown = [e.text_for(None) for e in replay.session.events]
        assert shown == [e.private_text or e.text for e in live.events]
    frame(app)
    key(app, pygame.K_RIGHT)  # at the end it stays at the end
    assert replay.step == len(game.actions)
    key(app, pygame.K_UP)
    assert replay.step == replay.line.turns[-1]
    key(app, pygame.K_UP)
    assert replay.step == replay.line.turns[-2]
    key(app, pygame.K_DOWN)
    assert replay.step == replay.line.turns[-1]
    key(app, pygame.K_LEFT)
    assert replay.step == replay.line.turns[-1] - 1
    key(app, pygame.K_HOME)
    assert replay.step == 0
    key(app, pygame.K_END)
    assert replay.step == replay.line.last
    key(app, pygame.K_TAB)
    assert replay.view().bottom == 1 and replay.view().viewer == 1  # the hand shows
    frame(app)
    key(app, pygame.K_ESCAPE)
    frame(app)
    assert app.top is scene


def test_replay_buttons_step_by_click(app: App, kept: list[GameSession]) -> None:
    app.push(ReplayScene(app, kept[0]))
    frame(app)
    replay = app.top
    assert isinstance(replay, ReplayScene)

    def press(label: str) -> None:
        layout = replay.layout()
        i = next(i for i, b in enumerate(replay.buttons()) if b.label == label)
        pos = layout.buttons(len(replay.buttons()))[i].center
        send(app, Motion(pos), Click(pos))
        frame(app)

    press("Next")
    press("Next")
    assert replay.step == 2
    press("Back")
    assert replay.step == 1
    press("Turn on")
    assert replay.step == replay.line.turns[1]
    press("Turn back")
    assert replay.step == 0
    press("Back")  # disabled at the start: nothing moves
    assert replay.step == 0
    press("Summary")
    assert isinstance(app.top, SummaryScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is replay


def test_summary_from_the_history_list_and_on_to_the_replay(
    app: App, kept: list[GameSession]
) -> None:
    open_history(app)
    summary_scene = press(app, "Summary")
    assert isinstance(summary_scene, SummaryScene)
    # Gifts Under Siege's own summary, from its SPEC.ui's summary_view.
    assert isinstance(summary_scene.own, GiftsSummary)
    assert summary_scene.own.figures.points[0][-1] == kept[1].state.score(0)
    key(app, pygame.K_r)
    frame(app)
    assert isinstance(app.top, ReplayScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, HistoryScene)


def test_statistics_show_and_reset_with_a_confirm(app: App, kept: list[GameSession]) -> None:
    open_history(app)
    stats = press(app, "Statistics")
    assert isinstance(stats, StatsScene)
    assert stats.stats.played == 2
    rows = dict(stats.table_rows())
    assert rows["3 seats"].games == 1 and rows["2 seats"].games == 1
    click_button(app, "Reset statistics")
    frame(app)
    assert isinstance(app.top, ConfirmScene)
    key(app, pygame.K_ESCAPE)  # no: nothing changes
    assert app.top is stats and history.History().stats().played == 2
    click_button(app, "Reset statistics")
    key(app, pygame.K_RETURN)
    frame(app)
    assert app.top is stats and stats.stats.played == 0
    assert history.History().stats().played == 0
    assert not find_button(app, "Reset statistics").enabled
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, HistoryScene)


def test_statistics_survive_a_restart(kept: list[GameSession], app: App) -> None:
    before = history.History().stats()
    app.shutdown()
    again = make_app()
    try:
        again.open_title()
        frame(again)
        click_button(again, "History")
        frame(again)
        click_button(again, "Statistics")
        frame(again)
        top = again.top
        assert isinstance(top, StatsScene) and top.stats == before and before.played == 2
    finally:
        again.shutdown()


def test_a_damaged_history_file_is_set_aside_with_a_toast(
    app: App, kept: list[GameSession]
) -> None:
    newest = sorted(history.history_dir().glob("*.json"))[-1]
    newest.write_bytes(b"\x00\x01garbage")
    scene = open_history(app)
    assert len(scene.records) == 1
    assert any("set aside" in t.text for t in app.toasts)


def test_the_end_of_a_game_records_it_once_and_offers_the_summary(app: App) -> None:
    game = finished(2, seed=8)
    app.start_game(game)
    for _ in range(200):
        frame(app)
        if isinstance(app.top, GameOverScene):
            break
    assert isinstance(app.top, GameOverScene)
    over = app.top
    assert len(history.History().records()) == 1
    GameOverScene(app, game)  # a second panel for the same game keeps nothing new
    assert len(history.History().records()) == 1
    assert history.History().stats().played == 1
    layout = Layout(app.size, ())
    pos = over.buttons(layout)[2].center
    send(app, Motion(pos), Click(pos))
    frame(app)
    assert isinstance(app.top, SummaryScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is over
    assert isinstance(app.scenes[0], TableScene)


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_screenshots(size: tuple[int, int]) -> None:
    app = make_app(size)
    try:
        game = finished(4, seed=5)
        history.History().record(game)
        history.History().record(finished(3, seed=7))
        app.open_title()
        screenshot(app, f"title-{size[0]}")
        replay = ReplayScene(app, game)
        app.push(replay)
        replay.go(replay.line.turns[60] + 2)
        shot = screenshot(app, f"replay-{size[0]}")
        assert distinct_colours(shot) > 200
        app.push(SummaryScene(app, game))
        assert distinct_colours(screenshot(app, f"summary-{size[0]}")) > 50
        app.pop()
        app.pop()
        app.push(HistoryScene(app))
        screenshot(app, f"history-{size[0]}")
        app.push(StatsScene(app))
        assert distinct_colours(screenshot(app, f"statistics-{size[0]}")) > 5
    finally:
        app.shutdown()


def test_the_title_lists_history(app: App) -> None:
    assert isinstance(app.top, TitleScene)
    assert find_button(app, "History").enabled
