"""Siege's replay turns the board by the table's own rule: a game against a CPU opens on the
human's side, turned for a human North only when the Settings' "Turn the board for North" is
on; T and the Turn board button turn it either way (for whoever watches a pass-and-play
game), Tab shows the other seat by the rule again, and the keys are said on screen."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from shell_helpers import frame, key, make_app
from siege_games import finished_siege

from siege_desktop.app.intents import Click
from siege_desktop.app.scenes import SCENES
from siege_desktop.app.shell import App
from siege_desktop.games.siege.ui.replay import SiegeReplayScene, replay_view, step_shown
from siege_desktop.games.siege.ui.view import SiegeView


def opened(app: App, kinds: tuple[str, str]) -> SiegeReplayScene:
    scene = SCENES.replay(app, finished_siege(3, kinds=kinds))
    assert isinstance(scene, SiegeReplayScene)
    app.push(scene)
    frame(app)
    return scene


def drawn(scene: SiegeReplayScene) -> SiegeView:
    """The view the replay's board drew at its last frame."""
    frame(scene.app)
    return replay_view(
        scene.position(), step_shown(scene.line, scene.step), scene.siege_board.turned
    )


def test_a_game_against_a_cpu_opens_on_the_humans_side_by_the_setting() -> None:
    for turn in (True, False):
        app = make_app((1024, 576))
        app.settings.turn_board = turn
        north = opened(app, ("medium", "human"))
        assert north.seat == 1 and drawn(north).viewer == 1
        assert drawn(north).turned is turn  # as the live table shows a human North
        app.pop()
        south = opened(app, ("human", "medium"))
        assert south.seat == 0 and drawn(south).turned is False


def test_t_and_the_button_turn_the_board_for_whoever_watches() -> None:
    app = make_app((1024, 576))
    scene = opened(app, ("human", "human"))  # pass-and-play: South first, as the draft shows
    assert scene.seat == 0 and not drawn(scene).turned
    key(app, pygame.K_t)
    assert drawn(scene).turned and drawn(scene).viewer == 0
    rect = next(r for r, i in scene.spots if i == "turn")
    app.dispatch(Click(rect.center))
    assert not drawn(scene).turned
    key(app, pygame.K_t)
    key(app, pygame.K_TAB)  # the other seat, by the table's rule: North turned
    assert drawn(scene).viewer == 1 and drawn(scene).turned
    key(app, pygame.K_t)
    assert not drawn(scene).turned
    # The key is said on screen, beside the other replay keys, and on its button.
    assert "T turns the board" in scene.note()
    assert any(b.id == "turn" and "(T)" in b.label for b in scene.buttons())
    # Stepping keeps the chosen side.
    key(app, pygame.K_RIGHT)
    assert scene.step == 1 and not drawn(scene).turned


def test_the_replay_bar_says_every_label_whole() -> None:
    """Back and Next share a row: at either end their labels still fit whole."""
    for size in ((1024, 576), (2560, 1440)):
        app = make_app(size)
        scene = opened(app, ("human", "medium"))
        for step in (0, scene.line.last):
            scene.go(step)
            painter = scene.siege_board.drawer.painter
            trace: list[tuple[str, pygame.Rect, pygame.Rect | None]] = []
            painter.trace = trace
            scene.siege_board._key = None
            frame(app)
            painter.trace = None
            labels = {b.label for b in scene.buttons()}
            said = [t for t, _, _ in trace if t.rstrip("…") and t.endswith("…")]
            assert not said, f"cut: {said}"
            assert ("At the end" in labels) is (step == scene.line.last)


def test_the_replay_names_whose_hand_it_shows() -> None:
    app = make_app((1024, 576))
    scene = opened(app, ("human", "medium"))
    scene.go(scene.line.turns[3])
    for name in ("Ann", "Bob"):
        painter = scene.siege_board.drawer.painter
        trace: list[tuple[str, pygame.Rect, pygame.Rect | None]] = []
        painter.trace = trace
        scene.siege_board._key = None
        frame(app)
        painter.trace = None
        said = [t for t, _, _ in trace]
        assert any(t.startswith(f"{name}'s hand (") for t in said), said
        assert not any(t.startswith("Your hand") for t in said)
        key(app, pygame.K_TAB)


def test_a_replay_button_that_cannot_be_used_is_drawn_greyed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from siege_desktop.app.widgets import Face
    from siege_desktop.games.siege.ui import draw

    faces: dict[str, bool] = {}
    real = draw.draw_button

    def record(surface: pygame.Surface, ui: Any, r: pygame.Rect, label: str, face: Face,
               **kw: Any) -> Any:  # fmt: skip
        faces[label] = face.enabled
        return real(surface, ui, r, label, face, **kw)

    monkeypatch.setattr(draw, "draw_button", record)
    app = make_app((1024, 576))
    scene = opened(app, ("human", "medium"))
    for step, back, nxt in ((0, False, True), (scene.line.last, True, False)):
        scene.go(step)
        faces.clear()
        scene.siege_board._key = None
        frame(app)
        assert faces["Back (←)" if back else "At the start"] is back
        assert faces["Next (→)" if nxt else "At the end"] is nxt
        assert faces["Next seat (Tab)"] and faces["Turn board (T)"]
