"""Siege's replay viewer, driven by keys and clicks like a player: every position of a seeded
game replays and is drawn, each attack's step shows its own dice (the faces the events
rolled, the hits counted against the face needed), a move's step traces its path, the seat
at the bottom turns the board for North, and History opens it."""

from __future__ import annotations

import re

import pygame
import pytest
from shell_helpers import click_button, distinct_colours, frame, key, make_app, screenshot
from siege_games import SIEGE, finished_siege

from siege_desktop.app import history
from siege_desktop.app.intents import Click, Motion
from siege_desktop.app.replay.summary_scene import SummaryScene
from siege_desktop.app.scenes import SCENES
from siege_desktop.app.session import GameSession
from siege_desktop.app.shell import App
from siege_desktop.games.siege.ui.replay import (
    SiegeReplayBoard,
    SiegeReplayScene,
    replay_view,
    step_shown,
)


def open_replay(app: App, game: GameSession) -> SiegeReplayScene:
    scene = SCENES.replay(app, game)
    assert isinstance(scene, SiegeReplayScene) and isinstance(scene.board, SiegeReplayBoard)
    app.push(scene)
    frame(app)
    return scene


def hits_drawn(scene: SiegeReplayScene) -> list[str]:
    """The texts of the detail panel's dice rows as the last frame drew them."""
    painter = scene.board.drawer.painter
    trace: list[tuple[str, object, object]] = []
    painter.trace = trace  # type: ignore[assignment]
    scene.board._key = None  # draw the position afresh
    frame(app=scene.app)
    painter.trace = None
    return [t for t, _, _ in trace if re.match(r"\d+ hits?(:|$)", t)]


def test_every_position_of_a_seeded_game_replays_with_its_dice(app: App) -> None:
    game = finished_siege(5)
    scene = open_replay(app, game)
    live = GameSession(game.config, game.seed, game.seats, game=SIEGE)
    assert scene.state == live.state
    line = scene.line
    attacks = 0
    for k, text in enumerate(game.actions, start=1):
        key(app, pygame.K_RIGHT)
        before = len(live.events)
        live.play(live.rules.parse_action(text))
        assert scene.step == k and scene.state == live.state
        frame(app)  # every position is drawn
        events = live.events[before:]
        rolled = [e for e in events if e.kind in ("attack", "counter")]
        shown = step_shown(line, k)
        if rolled:
            attacks += 1
            # The step's own dice: the events' faces, in order, hits counted on the need.
            assert shown.fresh and [s.faces for s in shown.rolls] == [e.dice for e in rolled]
            for s, e in zip(shown.rolls, rolled, strict=True):
                assert s.hits == sum(1 for f in s.faces if f >= e.need) == e.hits
            assert shown.attack == (rolled[0].squares[0], rolled[0].squares[1])
            assert replay_view(scene.position(), shown).pending == shown.attack
        else:
            assert not shown.fresh
            assert replay_view(scene.position(), shown).pending is None
        moves = [e for e in events if e.kind == "move"]
        if moves:
            path = shown.path
            assert (path[0], path[-1]) == tuple(moves[0].squares)
            assert len(path) >= 2
    assert attacks > 10
    key(app, pygame.K_RIGHT)  # at the end it stays at the end
    assert scene.step == line.last and scene.state == game.state
    assert replay_view(scene.position(), step_shown(line, line.last)).banner.endswith(
        "the round limit is reached."
    )


def test_an_attack_step_draws_its_dice_rows(app: App) -> None:
    game = finished_siege(3)
    scene = open_replay(app, game)
    line = scene.line
    step = next(
        k
        for k in range(1, line.last + 1)
        if len(step_shown(line, k).rolls) == 2 and step_shown(line, k).fresh
    )
    scene.go(step)
    shown = step_shown(line, step)
    texts = hits_drawn(scene)
    # One "N hits" line per strike: the attack and the counterattack it drew.
    assert len(texts) == 2
    for text, strike in zip(texts, shown.rolls, strict=True):
        assert text.startswith(f"{strike.hits} hit")
    # The draft rolls nothing: no dice rows.
    scene.go(3)
    assert hits_drawn(scene) == []


def test_the_replay_buttons_and_the_seat_at_the_bottom(app: App) -> None:
    scene = open_replay(app, finished_siege(3))

    def press(button_id: str) -> None:
        rect = next(r for r, i in scene.spots if i == button_id)
        app.dispatch(Motion(rect.center))
        app.dispatch(Click(rect.center))
        frame(app)

    press("next")
    press("next")
    assert scene.step == 2
    press("back")
    assert scene.step == 1
    press("next-turn")
    assert scene.step == scene.line.turns[1]
    view = replay_view(scene.position(), step_shown(scene.line, scene.step))
    assert view.viewer == 0 and not view.turned
    press("seat")
    view = replay_view(scene.position(), step_shown(scene.line, scene.step))
    # North at the bottom: its hand face up and the board turned for it.
    assert view.viewer == 1 and view.turned and view.show_hand
    assert view.obs.hand == scene.state.hands[1]
    key(app, pygame.K_s)
    frame(app)
    assert isinstance(app.top, SummaryScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_history_opens_the_siege_replay(app: App) -> None:
    game = finished_siege(7)
    history.record_finished(game, app.toast)
    app.open_title()
    frame(app)
    click_button(app, "History")
    frame(app)
    click_button(app, "Replay")
    frame(app)
    replay = app.top
    assert isinstance(replay, SiegeReplayScene) and replay.session.seed == game.seed
    key(app, pygame.K_END)
    frame(app)
    assert replay.state == game.state


@pytest.mark.parametrize("size", [(1024, 576), (2560, 1440)])
def test_siege_replay_screenshots(size: tuple[int, int]) -> None:
    app = make_app(size)
    try:
        game = finished_siege(3)
        scene = open_replay(app, game)
        line = scene.line
        step = next(k for k in range(line.last // 2, line.last) if step_shown(line, k).fresh)
        scene.go(step)
        assert distinct_colours(screenshot(app, f"siege-replay-{size[0]}")) > 200
        app.push(SummaryScene(app, game))
        assert distinct_colours(screenshot(app, f"siege-summary-{size[0]}")) > 20
    finally:
        app.shutdown()


def test_the_replay_log_names_whose_cards_were_drawn(app: App) -> None:
    scene = open_replay(app, finished_siege(3))
    scene.go(scene.line.last)
    frame(app)
    lines = [e.text_for(None) for e in scene.board.events(scene.position())]
    draws = [e for e in scene.line.events if e.kind == "draw" and e.private_text]
    assert draws and not any(line.startswith("You draw") for line in lines)
    named = [line for line in lines if " draws " in line and ": " in line]
    # Each draw names the seat and the cards (or nothing).
    assert len(named) == len(draws)
    assert any(line.endswith("draws 0 cards: nothing.") for line in named) or all(
        e.private_text != "You draw nothing." for e in draws
    )
