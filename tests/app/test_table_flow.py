"""CPU seats off the render thread, pacing and skipping ahead, and the game-over screen."""

from __future__ import annotations

import threading
import time

import pygame
from table_helpers import FakeApp, advance, click, key, session_for, table

from siege_desktop.app.intents import Key
from siege_desktop.app.table import GameOverScene
from siege_desktop.games.gifts.rules import Action, Observation, Phase, standings
from siege_desktop.games.gifts.ui.table_hooks import decided_text


class SpyAgent:
    """Chooses the first legal action, records its thread, and can be held back."""

    def __init__(self) -> None:
        self.threads: list[str] = []
        self.gate = threading.Event()
        self.gate.set()

    def choose(self, obs: Observation, legal: tuple[Action, ...]) -> Action:
        self.threads.append(threading.current_thread().name)
        self.gate.wait(10)
        return legal[-1]


def test_cpu_decides_off_the_render_thread_and_the_frame_never_waits() -> None:
    session = session_for(("easy", "human"), seed=1)
    advance(session, lambda s: s.seat == 0)
    app = FakeApp()
    spy = SpyAgent()
    spy.gate.clear()
    scene = table(app, session, {0: spy})
    before = len(scene.session.actions)
    for _ in range(30):  # the agent is stuck; frames still run and nothing is played
        app.frame(0.05)
    assert len(scene.session.actions) == before
    assert spy.threads and all(t != threading.main_thread().name for t in spy.threads)
    spy.gate.set()
    for _ in range(400):
        while scene.cpu.busy:
            time.sleep(0.001)
        app.frame(0.05)
        if scene.session.state.seat == 1:
            break
    assert scene.session.state.seat == 1
    assert len(scene.session.actions) > before
    assert len(app.saves) >= len(scene.session.actions) - before


def test_cpu_steps_are_paced_and_tab_skips_ahead() -> None:
    session = session_for(("easy", "easy", "human"), seed=2)
    advance(session, lambda s: s.seat == 0)
    app = FakeApp()
    app.settings.animation_speed = 0.25  # 2.4 s between CPU steps
    scene = table(app, session, {0: SpyAgent(), 1: SpyAgent()})
    start = len(scene.session.actions)
    for _ in range(40):  # two thirds of a second: at most the first step at this pace
        app.frame(1 / 60)
    assert len(scene.session.actions) - start <= 1
    app.send(Key(pygame.K_TAB))
    frames = 0
    while scene.session.state.seat != 2 and frames < 120:
        while scene.cpu.busy:  # let the worker finish, so only the pacing is measured
            time.sleep(0.001)
        app.frame(1 / 60)
        frames += 1
    # Both CPU turns were played in under 2 s of table time: no 2.4 s waits between steps.
    assert scene.session.state.seat == 2 and frames < 120
    assert not scene.skip_cpu  # skipping stops at the human's turn


def test_game_over_shows_the_ranking_and_plays_again() -> None:
    session = session_for(("human", "easy", "hard"), seed=4, round_limit=3)
    advance(session, lambda s: s.phase is Phase.OVER)
    app = FakeApp()
    scene = table(app, session)
    for _ in range(120):
        app.frame(0.05)
    over = app.top
    assert isinstance(over, GameOverScene)
    assert over.result == standings(session.state)
    assert over.result.reason == "rounds"
    names = [s.name for s in session.seats]
    assert names[over.result.winners[0]] in decided_text(over.result, names)
    app.frame()
    assert scene.over_shown
    # Play again: same seats and rules, a new seed, a new game.
    rect = over.buttons(scene.layout())[0]
    click(app, rect.center)
    fresh = app.started[-1]
    assert fresh.seats == session.seats and fresh.config == session.config
    assert fresh.seed != session.seed and fresh.actions == []
    key(app, pygame.K_ESCAPE)
    assert app.titles == 1


def test_decided_text_names_the_tie_break() -> None:
    session = session_for(("easy", "easy"), seed=3, round_limit=2)
    advance(session, lambda s: s.phase is Phase.OVER)
    result = standings(session.state)
    text = decided_text(result, ["Ana", "Bo"])
    expected = {"score": "points", "sealed": "sealed", "locks": "locks", "shared": "shared"}
    assert expected[result.decided_by] in text


def test_a_seat_named_you_wins_and_passes_in_the_plural_form() -> None:
    import attrs

    from siege_desktop.games.gifts.rules import Event
    from siege_desktop.games.gifts.ui.follow import banner_for

    session = session_for(("easy", "easy"), seed=3, round_limit=2)
    advance(session, lambda s: s.phase is Phase.OVER)
    result = attrs.evolve(standings(session.state), winners=(0,), decided_by="score")
    assert decided_text(result, ["You", "Bo"]) == "You win on points."
    assert decided_text(result, ["Ana", "Bo"]) == "Ana wins on points."
    banner = banner_for((Event("pass", 0, "You pass."),), ["You", "Bo"], None, 0)
    assert banner is not None and banner.text == "You pass"
