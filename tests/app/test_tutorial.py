"""The tutorial: played to its end by posted clicks and keys, left mid-way, offered once."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from shell_helpers import click_button, find_button, frame, key, make_app, screenshot

from siege_desktop.app.intents import Click, Motion
from siege_desktop.app.menus.title import TitleScene
from siege_desktop.app.scenes import SCENES
from siege_desktop.app.settings import load_settings
from siege_desktop.app.shell import App
from siege_desktop.games.gifts.rules import (
    Pass,
    Phase,
    Recycle,
    Wrap,
    legal_actions,
)
from siege_desktop.games.gifts.ui.pickers import DiscardPicker, WrapPicker
from siege_desktop.games.gifts.ui.targets import Spot
from siege_desktop.games.gifts.ui.tutorial.lesson import STEPS, Lesson, new_session
from siege_desktop.games.gifts.ui.tutorial.scene import TutorialScene, hot_of
from siege_desktop.games.gifts.ui.tutorial.search import plain_move, run


def click_at(app: App, pos: tuple[int, int]) -> None:
    app.dispatch(Motion(pos))
    app.dispatch(Click(pos))


def titled(size: tuple[int, int] = (1280, 720), first_start: bool = False) -> App:
    app = make_app(size, first_start=first_start)
    app.open_title()
    frame(app)
    return app


def open_tutorial(app: App) -> TutorialScene:
    frame(app)
    click_button(app, "Tutorial")
    frame(app)
    scene = app.top
    assert isinstance(scene, TutorialScene)
    return scene


def coach_button(scene: TutorialScene, wanted: str) -> tuple[int, int]:
    for button_id, _label, rect in scene.coach_buttons():
        if button_id == wanted:
            return rect.center
    raise AssertionError(f"the coach shows no {wanted} button")


def drawn_text(scene: TutorialScene, app: App) -> str:
    """Every line of text the last frame drew at the table (the painter's trace)."""
    p = scene.painter()
    p.trace = []
    app.needs_draw = True
    frame(app)
    text = " ".join(s for s, _r, _box in p.trace)
    p.trace = None
    return text


def human_move(app: App, scene: TutorialScene) -> None:
    """Play `plain_move` as a person would: clicks on the table, keys for the pickers."""
    s = scene.state
    if s.phase is Phase.DISCARD:
        assert isinstance(scene.picker, DiscardPicker)
        hand = list(s.hands[s.seat])
        for _ in range(s.pending):
            c = next(c for c in range(5) if hand[c])
            hand[c] -= 1
            key(app, pygame.K_1 + c)
        key(app, pygame.K_RETURN)
        return
    action = plain_move(s, legal_actions(s))
    if isinstance(action, Recycle):
        key(app, pygame.K_r)
        return
    if isinstance(action, Pass):
        key(app, pygame.K_p)
        return
    where = hot_of(action)
    assert where is not None, action
    rect = next(r for r, h in scene.hotspots() if (h.kind, h.item) == where)
    # The coach never covers what the player is to click.
    assert not rect.colliderect(scene.coach_rect())
    click_at(app, rect.center)
    if isinstance(action, Wrap):
        assert isinstance(scene.picker, WrapPicker)
        key(app, pygame.K_1 + action.land)


def test_the_tutorial_is_played_to_its_end_by_clicks() -> None:
    app = titled()
    scene = open_tutorial(app)
    seen: list[str] = []
    for _ in range(20000):
        step = scene.lesson.current
        if step is not None and (not seen or seen[-1] != step.id):
            seen.append(step.id)
            # The step's text is on screen, worded for the position.
            words = scene.lesson.text.split()[:4]
            assert " ".join(words) in drawn_text(scene, app), step.id
        if scene.lesson.finished:
            break
        if scene.banner is not None and scene.banner.urgent:
            key(app, pygame.K_SPACE)
        elif scene.waiting_for_next():
            click_at(app, coach_button(scene, "next"))
        elif scene.human_to_act():
            before = len(scene.session.actions)
            human_move(app, scene)
            assert len(scene.session.actions) > before, "the click did not play"
        elif scene.cpu.busy:
            time.sleep(0.002)
        app.step(0.25)
    assert scene.state.phase is Phase.OVER
    # Every step came up, in the order the engine's play made them arise.
    assert seen == run(new_session().seed)
    assert set(seen) == {s.id for s in STEPS}
    assert seen[0] == "welcome" and seen[-1] == "end"
    assert seen.index("steal") < seen.index("lock-payment")
    click_at(app, coach_button(scene, "next"))  # Finish
    frame(app)
    assert isinstance(app.top, TitleScene)


def test_the_tutorial_waits_for_the_player() -> None:
    app = titled()
    scene = open_tutorial(app)
    for _ in range(60):
        app.step(0.5)
    # The welcome waits for Next, then the first turn waits for the player's own move.
    assert scene.lesson.current is not None and scene.lesson.current.id == "welcome"
    assert scene.session.actions == []
    click_at(app, coach_button(scene, "next"))
    for _ in range(60):
        app.step(0.5)
    assert scene.lesson.current is not None and scene.lesson.current.id == "draw"
    key(app, pygame.K_RETURN)
    for _ in range(60):
        app.step(0.5)
    assert scene.lesson.current is not None and scene.lesson.current.id == "land"
    assert scene.session.actions == []  # nothing was played for the player
    # The land step points at the lands the rules let you play, and nothing else.
    assert scene.targets()
    assert all(h.kind is Spot.HAND for r, h in scene.hotspots() if r in scene.targets())


def test_leaving_mid_way_returns_to_the_title_and_it_can_be_taken_again() -> None:
    app = titled()
    scene = open_tutorial(app)
    click_at(app, coach_button(scene, "next"))
    frame(app)
    click_at(app, coach_button(scene, "leave"))
    frame(app)
    assert isinstance(app.top, TitleScene)
    again = open_tutorial(app)
    assert again is not scene
    assert again.lesson.shown == ["welcome"]
    assert again.session.actions == []


def test_the_practice_game_never_replaces_the_autosave(siege_home: object) -> None:
    from siege_desktop.app import saves

    app = titled()
    scene = open_tutorial(app)
    click_at(app, coach_button(scene, "next"))
    key(app, pygame.K_RETURN)
    frame(app, 3)
    key(app, pygame.K_s)  # skip the land: a move was played
    assert scene.session.actions
    app.flush_autosave()
    assert not saves.autosave_path().exists()


def test_the_first_start_offers_the_tutorial_once() -> None:
    app = titled(first_start=True)
    frame(app)
    assert any("Tutorial" in t.text for t in app.toasts)
    assert find_button(app, "Tutorial").primary
    assert app.settings.tutorial_offered
    app.save_settings()  # as the app does when it closes
    # The next start reads the settings file: the offer is not made again.
    later = App(load_settings()[0], headless=True, scenes=SCENES)
    assert later.settings.tutorial_offered
    later.open_title()
    frame(later)
    assert not any("Tutorial" in t.text for t in later.toasts)
    assert not find_button(later, "Tutorial").primary


def test_a_step_whose_moment_never_comes_is_skipped() -> None:
    lesson = Lesson()
    session = new_session()
    lesson.update(session)
    assert lesson.current is not None and lesson.current.id == "welcome"
    lesson.next()
    lesson.update(session)
    # Nothing was drawn by the player yet at seat 0's land step? The draw step comes first.
    assert lesson.current is not None and lesson.current.id == "draw"
    assert lesson.number() == 2


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_tutorial_screens(size: tuple[int, int]) -> None:
    app = titled(size)
    scene = open_tutorial(app)
    screenshot(app, f"tutorial-welcome-{size[0]}")
    click_at(app, coach_button(scene, "next"))
    key(app, pygame.K_RETURN)
    for _ in range(4):
        app.step(0.5)
    assert scene.lesson.current is not None and scene.lesson.current.id == "land"
    screenshot(app, f"tutorial-land-{size[0]}")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_lesson_adapts_to_whatever_the_player_does(seed: int) -> None:
    """Random moves on both sides: every step shown once, texts written, the end reached."""
    rng = random.Random(seed)
    session = new_session()
    lesson = Lesson()
    texts: list[str] = []
    while True:
        if lesson.update(session) and lesson.current is not None:
            texts.append(lesson.text)
        if lesson.finished:
            break
        if lesson.current is not None and not lesson.current.act and rng.random() < 0.9:
            lesson.next()  # a player who sometimes plays on before pressing Next
            continue
        if session.state.phase is Phase.OVER:
            lesson.next()
            continue
        session.play(rng.choice(legal_actions(session.state)))
    assert lesson.shown[0] == "welcome" and lesson.shown[-1] == "end"
    assert len(set(lesson.shown)) == len(lesson.shown)
    assert all(t.strip() for t in texts)
    assert session.state.phase is Phase.OVER


@pytest.mark.parametrize("size", [(1024, 576), (2560, 1440)])
def test_the_coach_counts_what_its_heading_shows_and_keeps_the_rivals_move_in_view(
    size: tuple[int, int],
) -> None:
    app = titled(size)
    scene = open_tutorial(app)
    rival_seen = idle_seen = False
    for _ in range(4000):
        if scene.lesson.finished or (rival_seen and idle_seen):
            break
        step = scene.lesson.current
        text = drawn_text(scene, app)
        if step is None:
            # Between steps the heading is no step, and neither is the counter.
            assert "Tutorial · step" not in text and "steps seen" in text
            idle_seen = True
        else:
            assert f"Tutorial · step {scene.lesson.number()} of" in text
            assert step.title in text or step.title.split()[0] in text
        rival = [e for e in scene.session.events if e.seat == 1 and e.kind not in ("turn",)]
        if rival and scene.human_to_act():
            # The rival's newest move is written inside the coach, over the log it hides.
            p = scene.painter()
            p.trace = []
            app.needs_draw = True
            frame(app)
            coach = scene.coach_rect()
            inside = [t for t, r, _ in p.trace if coach.contains(r)]
            p.trace = None
            if rival[-1].text_for(0) in " ".join(inside):
                rival_seen = True
        if scene.banner is not None and scene.banner.urgent:
            key(app, pygame.K_SPACE)
        elif scene.waiting_for_next():
            click_at(app, coach_button(scene, "next"))
        elif scene.human_to_act():
            human_move(app, scene)
        elif scene.cpu.busy:
            time.sleep(0.002)
        app.step(0.25)
    assert rival_seen and idle_seen
