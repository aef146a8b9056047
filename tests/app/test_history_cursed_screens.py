"""The History screen, the replay viewer, the summary and the statistics for Cursed Gifts,
driven by posted intents like a player."""

from __future__ import annotations

import pygame
import pytest
from history_helpers import CURSED, finished, finished_cursed
from history_screen_helpers import keep, open_history, press
from shell_helpers import (
    click_button,
    click_widget,
    distinct_colours,
    form_of,
    frame,
    key,
    make_app,
    screenshot,
    send,
)

from siege_desktop.app import history
from siege_desktop.app.intents import Click, Motion
from siege_desktop.app.menus.history import HistoryScene, StatsScene
from siege_desktop.app.replay.game_scene import GameReplayScene
from siege_desktop.app.replay.summary_scene import SummaryScene
from siege_desktop.app.session import GameSession
from siege_desktop.app.shell import App
from siege_desktop.app.widgets import Choice
from siege_desktop.games.cursed.ui.replay import replay_view
from siege_desktop.games.gifts.ui.replay import ReplayScene


@pytest.fixture
def kept(app: App) -> list[GameSession]:
    games = [finished_cursed(3, seed=7), finished(2, seed=8), finished_cursed(4, seed=5)]
    return keep(app, games, dated=True)  # kept in this order, a day apart


def choose(app: App, label: str) -> None:
    """Click the segment of the screen's game choice that reads `label`."""
    assert app.top is not None
    [choice] = [w for w in form_of(app.top).widgets if isinstance(w, Choice)]
    labels = [text for _, text in choice.options]
    click_widget(app, choice, ((labels.index(label) + 0.5) / len(labels), 0.5))
    frame(app)


def test_the_list_names_each_game_and_filters_by_game(app: App, kept: list[GameSession]) -> None:
    scene = open_history(app)
    titles = [title for title, _, _ in scene.rows()]
    assert [t.split(" · ")[0] for t in titles] == ["Cursed Gifts", "Gifts Under Siege"] * 1 + [
        "Cursed Gifts"
    ]
    choose(app, "All games")
    assert len(scene.shown()) == 3
    assert "cursed points, lower is better" in scene.rows()[0][1]
    choose(app, "Gifts Under Siege")
    assert [r.game for r in scene.shown()] == [history.DEFAULT_GAME]
    choose(app, "Cursed Gifts")
    assert [r.game for r in scene.shown()] == [CURSED, CURSED]
    # The replay opens the selected game of the filtered list: its second row, the older one.
    click_widget(app, scene.list, (0.5, 1.5 * scene.list.row_height / scene.list.rect[3]))
    assert scene.list.selected == 1
    click_button(app, "Replay")
    frame(app)
    assert isinstance(app.top, GameReplayScene) and app.top.session.seed == kept[0].seed


def test_a_cursed_replay_steps_through_every_position_of_the_game(
    app: App, kept: list[GameSession]
) -> None:
    open_history(app)
    replay = press(app, "Replay")  # the newest: the 4-seat Cursed game
    assert isinstance(replay, GameReplayScene)
    game = kept[2]
    rules = game.rules
    live = GameSession(game.config, game.seed, game.seats, game=CURSED)
    assert replay.state == live.state
    for text in game.actions:
        key(app, pygame.K_RIGHT)
        live.play(rules.parse_action(text))
        assert replay.state == live.state
        # Every private detail is told: the log is each event as its owner reads it.
        assert replay.position().log == tuple(e.text_for(e.seat) for e in live.events)
    frame(app)
    key(app, pygame.K_RIGHT)  # at the end it stays at the end
    assert replay.step == len(game.actions)
    result = rules.outcome(game.state)
    assert result is not None and replay.position().result == result
    view = replay_view(replay.position())
    winner = game.seats[result.winners[0]].name
    assert view.banner.startswith(f"{winner} wins")
    key(app, pygame.K_UP)
    assert replay.step == replay.line.turns[-1]
    key(app, pygame.K_HOME)
    assert replay.step == 0
    # Turns are the game's own: each begins where the rules count one more turn.
    for start in replay.line.turns[1:]:
        before = rules.length(replay.line.states[start - 1]).turns
        assert rules.length(replay.line.states[start]).turns == before + 1
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, HistoryScene)


def test_the_replay_buttons_and_the_seat_at_the_bottom(app: App, kept: list[GameSession]) -> None:
    replay = GameReplayScene(app, kept[2])
    app.push(replay)
    frame(app)

    def press(button_id: str) -> None:
        rect = next(r for r, i in replay.spots if i == button_id)
        send(app, Motion(rect.center), Click(rect.center))
        frame(app)

    press("next")
    press("next")
    assert replay.step == 2
    press("back")
    assert replay.step == 1
    press("next-turn")
    assert replay.step == replay.line.turns[1]
    assert replay.seat == 0 and replay_view(replay.position()).obs.seat == 0
    press("seat")
    view = replay_view(replay.position())
    # The seat at the bottom shows its own hand face up, whoever it is.
    assert replay.seat == 1 and view.show_hand
    assert view.obs.hand == replay.line.states[replay.step].hands[1]
    replay.go(0)
    press("back")  # nothing before the start
    assert replay.step == 0
    key(app, pygame.K_s)
    frame(app)
    assert isinstance(app.top, SummaryScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is replay


def test_the_cursed_summary_charts_cursed_points_and_leads_to_the_replay(
    app: App, kept: list[GameSession]
) -> None:
    open_history(app)
    top = press(app, "Summary")
    assert isinstance(top, SummaryScene)
    game = kept[2]
    result = game.rules.outcome(game.state)
    assert result is not None
    # The chart's last sample of each seat is the game's own score of it.
    assert tuple(series[-1] for series in top.scores) == result.scores
    assert all(series[0] == 0 for series in top.scores)  # every area starts empty
    key(app, pygame.K_r)
    frame(app)
    assert isinstance(app.top, GameReplayScene)


def test_the_gifts_replay_is_still_its_own_viewer(app: App, kept: list[GameSession]) -> None:
    scene = open_history(app)
    choose(app, "Gifts Under Siege")
    assert [r.game for r in scene.shown()] == [history.DEFAULT_GAME]
    click_button(app, "Replay")
    frame(app)
    assert isinstance(app.top, ReplayScene)


def test_statistics_show_each_game_apart(app: App, kept: list[GameSession]) -> None:
    open_history(app)
    stats = press(app, "Statistics")
    assert isinstance(stats, StatsScene)
    choose(app, "Cursed Gifts")
    rows = dict(stats.table_rows())
    assert rows["All games"].games == 2 and rows["3 seats"].games == 1
    assert rows["4 seats"].games == 1 and rows["Against Hard CPU"].games == 1
    choose(app, "Gifts Under Siege")
    rows = dict(stats.table_rows())
    assert rows["All games"].games == 1 and rows["2 seats"].games == 1


def test_the_game_over_hook_keeps_a_cursed_game(app: App) -> None:
    game = finished_cursed(2, seed=9)
    history.record_finished(game, app.toast)
    history.record_finished(game, app.toast)  # the hook may run again: kept once
    [record] = history.History().records()
    assert record.game == CURSED and history.History().stats().of(CURSED).total.games == 1
    assert not app.toasts


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_cursed_screenshots(size: tuple[int, int]) -> None:
    app = make_app(size)
    try:
        game = finished_cursed(4, seed=5)
        history.History().record(game)
        history.History().record(finished(3, seed=7))
        app.push(HistoryScene(app))
        assert distinct_colours(screenshot(app, f"history-games-{size[0]}")) > 5
        replay = GameReplayScene(app, game)
        app.push(replay)
        replay.go(replay.line.turns[12] + 1)
        assert distinct_colours(screenshot(app, f"cursed-replay-{size[0]}")) > 200
        app.push(SummaryScene(app, game))
        assert distinct_colours(screenshot(app, f"cursed-summary-{size[0]}")) > 20
    finally:
        app.shutdown()
