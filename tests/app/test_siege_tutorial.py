"""Siege's tutorial: a coached first game from the title, whose coach says what each moment
asks and ticks off what the player has seen, and which leaves no autosave or history."""

from __future__ import annotations

import os
import random

from shell_helpers import frame, make_app
from siege_helpers import RULES, post

from siege_desktop.ai import make_agent
from siege_desktop.app import saves
from siege_desktop.app.intents import Click
from siege_desktop.app.menus.title import TitleScene
from siege_desktop.app.shell import App
from siege_desktop.games.siege.rules import Attack, Pick
from siege_desktop.games.siege.rules.state import DRAFT
from siege_desktop.games.siege.ui.tutorial import HUMAN, TOPICS, SiegeTutorialScene


def open_tutorial() -> tuple[App, SiegeTutorialScene]:
    app = make_app((1024, 576))
    app.open_title()
    frame(app)
    app.reset_to(app.scenes_made().tutorial(app, "siege"))
    frame(app)
    table = app.scenes[0]
    assert isinstance(table, SiegeTutorialScene)
    return app, table


def test_the_tutorial_opens_on_your_first_pick_and_the_coach_explains_the_draft() -> None:
    app, table = open_tutorial()
    assert table.state.phase == DRAFT and table.to_act() == HUMAN
    title, text = table.coach_text()
    assert title == "The draft" and "Red (flame) beats Green" in text
    rng = random.Random(1)
    post(app, table, Pick(0), rng)
    assert "draft" in table.seen
    app.draw()
    app.flush_autosave()
    assert not os.path.lexists(saves.autosave_path()), "a practice game is never autosaved"
    assert not table.ui.keeps_history


def test_the_coach_ticks_off_the_lessons_as_a_game_is_played() -> None:
    app, table = open_tutorial()
    rng = random.Random(2)
    agent = make_agent("medium", 5, game="siege")
    lessons = 0
    for _ in range(3000):
        if table.is_over() or {t for t, _ in TOPICS} <= table.seen:
            break
        if table.to_act() != HUMAN or table.dice.busy:
            table.skip_cpu = True
            app.step(1 / 30)
            continue
        state = table.state
        if table.coach_text()[0] == "A lesson in dice":
            lessons += 1
            assert any(isinstance(a, Attack) for a in RULES.legal_actions(state)) or (
                state.phase == "move"
            )
        action = agent.choose(RULES.observation(state, HUMAN), RULES.legal_actions(state))
        post(app, table, action, rng)
    assert {"draft", "setup", "move", "tower"} <= table.seen
    assert lessons > 0, "the coach pointed at an attack worth learning from"


def test_leave_tutorial_returns_to_the_title() -> None:
    app, table = open_tutorial()
    app.draw()
    (name, rect) = table._buttons[-1]
    assert name == "leave"
    app.dispatch(Click(rect.center))
    frame(app)
    assert isinstance(app.top, TitleScene)
