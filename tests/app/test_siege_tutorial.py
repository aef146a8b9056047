"""Siege's tutorial: opened from the title for Siege, played to its end by following its
steps with the clicks and keys the coach outlines (the draft's last pick, four placements,
moves, a tower taken, an attack with Red's advantage on a Warden in forest, its
counterattack, the tower's points), a wrong move keeps the step and says why, Skip makes the
move, and nothing of the practice game is kept."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pygame
import pytest
from shell_helpers import make_app, screenshot
from tutorial_helpers import open_tutorial_of

from siege_desktop.app import history, saves
from siege_desktop.app.intents import Click, Key, Motion
from siege_desktop.app.menus.confirm import ConfirmScene
from siege_desktop.app.menus.new_game import NewGameScene
from siege_desktop.app.shell import App
from siege_desktop.app.table.lesson import RivalMove, Step
from siege_desktop.games.siege.rules.actions import Attack, Pick, Place
from siege_desktop.games.siege.rules.data import BY_CODE, CENTRAL_POINTS, parse_square
from siege_desktop.games.siege.ui.tutorial.coach import next_rects, next_spot
from siege_desktop.games.siege.ui.tutorial.lesson import DICE, HUMAN, PLAN, RIVAL, STEPS
from siege_desktop.games.siege.ui.tutorial.scene import SiegeTutorialScene
from siege_desktop.games.siege.ui.tutorial.search import play_plan, tells_the_story


@pytest.fixture
def app() -> Iterator[App]:
    made = make_app((1024, 576))
    made.open_title()
    yield made
    made.shutdown()


def open_tutorial(app: App) -> SiegeTutorialScene:
    """Choose Siege on the title, then its Tutorial button, like a player."""
    scene = open_tutorial_of(app, "siege")
    assert isinstance(scene, SiegeTutorialScene)
    return scene


def click_at(app: App, pos: tuple[int, int]) -> None:
    app.dispatch(Motion(pos))
    app.dispatch(Click(pos))
    for _ in range(3):  # a region may be drawn a frame or two late (layers.py)
        app.step(1 / 60)
        app.draw()


def follow_step(app: App, scene: SiegeTutorialScene) -> None:
    """Make the move the step waits for by clicking where the coach outlines, one click at
    a time (a tile or a unit first, then a square, then Attack!)."""
    at = scene.lesson.at
    for _ in range(4):
        rects = next_rects(scene)
        assert rects, f"nothing outlined at step {scene.lesson.step}"
        click_at(app, rects[0].center)
        if scene.lesson.at != at:
            return
    raise AssertionError(f"the step {scene.lesson.step} did not move on")


def play_through(app: App, scene: SiegeTutorialScene, shots: str = "") -> list[str]:
    """Follow every step to the end; the ids of the steps shown, in order."""
    seen: list[str] = []
    for _ in range(600):
        app.step(0.25)  # the rival's script plays at the table's pace
        if scene.lesson.finished:
            break
        if scene.dice.busy:
            assert "next" not in [n for n, _, _ in scene.coach.buttons()]
            continue  # the coach waits for the dice to settle
        step = scene.lesson.step
        if scene.lesson.waiting_for_next() or (
            scene.lesson.expected() is not None and scene.my_decision()
        ):
            assert step is not None
            if not seen or seen[-1] != step.id:
                seen.append(step.id)
                if shots:
                    screenshot(app, f"{shots}-{len(seen):02d}-{step.id}")
            if scene.lesson.waiting_for_next():
                app.dispatch(Key(pygame.K_RETURN))
            else:
                follow_step(app, scene)
    assert scene.lesson.finished
    seen.append(PLAN[-1].id)  # type: ignore[union-attr]
    return seen


def test_the_prepared_dice_tell_the_lesson_story() -> None:
    state, events = play_plan(DICE)
    assert tells_the_story(events)
    [attack] = [e for e in events if e.kind == "attack"]
    [counter] = [e for e in events if e.kind == "counter"]
    soldier, warden = BY_CODE["R1"], BY_CODE["G2"]
    # Red on Green: one die more, hitting on 5 against the forest; Green's counter one fewer.
    assert len(attack.dice) == soldier.attack + 1 and attack.need == 5
    assert len(counter.dice) == warden.attack - 1 and counter.need == 4
    assert state.points == (2 * CENTRAL_POINTS, 0)


def test_the_lesson_is_completed_by_following_its_steps(app: App) -> None:
    scene = open_tutorial(app)
    seen = play_through(app, scene)
    assert seen == [s.id for s in STEPS]
    state = scene.state
    events = scene.session.events
    # The lesson's moves were made at the table: the draft, setup, the moves, the tower...
    picks = [a for a in scene.session.actions if a.startswith("pick")]
    assert picks == ["pick R1", "pick G2"]
    assert sum(1 for a in scene.session.actions if a.startswith("place")) == 8
    tower = parse_square("c8")
    unit = state.board[tower]
    assert unit is not None and unit.owner == HUMAN and unit.kind == BY_CODE["B1"].index
    # ...the attack with the colour's advantage into forest, and the counterattack it drew.
    [attack] = [e for e in events if e.kind == "attack"]
    [counter] = [e for e in events if e.kind == "counter"]
    assert attack.seat == HUMAN and counter.seat == RIVAL
    assert (len(attack.dice), attack.need) == (3, 5)
    warden = state.board[parse_square("h10")]
    assert warden is not None and warden.damage == attack.hits > 0
    soldier = state.board[parse_square("g10")]
    assert soldier is not None and soldier.damage == counter.hits > 0
    # The tower scored at the start of both of the player's turns since.
    assert state.points == (2 * CENTRAL_POINTS, 0)
    assert [e.seat for e in events if e.kind == "score"] == [HUMAN, HUMAN]
    # The rival played only its script.
    rival = [str(b.action) for b in PLAN if isinstance(b, RivalMove)]
    played = [a for a, s in zip(scene.session.actions, seats_of(scene), strict=True) if s == RIVAL]
    assert played == rival


def seats_of(scene: SiegeTutorialScene) -> list[int]:
    """Who made each action of the practice game (replayed from the prepared position)."""
    from siege_desktop.games.siege.rules.rules import apply_checked, to_act
    from siege_desktop.games.siege.ui.tutorial.lesson import prepared_state

    state = prepared_state()
    out = []
    for text in scene.session.actions:
        out.append(to_act(state))
        state = apply_checked(state, scene.rules.parse_action(text))
    return out


def test_a_wrong_move_keeps_the_step_and_says_why(app: App) -> None:
    scene = open_tutorial(app)
    app.dispatch(Key(pygame.K_RETURN))  # past the welcome
    app.step(0.0)
    assert scene.lesson.expected() == Pick(BY_CODE["R1"].index)
    before = scene.state
    wrong = next(r for r, s in scene.spots if tuple(s) == ("pile", BY_CODE["N2"].index))
    click_at(app, wrong.center)
    assert scene.state == before and scene.lesson.expected() == Pick(BY_CODE["R1"].index)
    assert scene.nudge.startswith("Not quite.")
    follow_step(app, scene)  # the right pile
    assert scene.nudge == ""
    for _ in range(20):
        app.step(0.25)
    # A unit on the wrong square of the zone is refused too.
    assert isinstance(scene.lesson.expected(), Place)
    follow_step_partly = next_spot(scene)
    assert follow_step_partly is not None and follow_step_partly[0] == "drafted"
    click_at(app, next_rects(scene)[0].center)  # the Soldier's tile
    before = scene.state
    click_at(app, scene.grid().centre(parse_square("e2")))  # lit, but not the step's square
    assert scene.state == before and scene.nudge.startswith("Not quite.")


def test_skip_makes_the_move_and_no_undo_is_offered(app: App) -> None:
    scene = open_tutorial(app)
    app.dispatch(Key(pygame.K_RETURN))
    app.step(0.0)
    skip = next(r for n, _, r in scene.coach.buttons() if n == "skip")
    click_at(app, skip.center)
    assert scene.session.actions[:1] == ["pick R1"]  # the rival may answer at once
    for _ in range(40):
        app.step(0.25)
        if scene.lesson.expected() is not None and scene.my_decision():
            break
    assert scene.session.actions[-1] == "pick G2"
    assert not any(b.name == "undo" for b in scene.view().buttons)


def test_the_attack_step_shows_its_preview_before_the_dice(app: App) -> None:
    scene = open_tutorial(app)
    for _ in range(600):
        app.step(0.25)
        expected = scene.lesson.expected()
        if isinstance(expected, Attack) and scene.my_decision():
            break
        if scene.lesson.waiting_for_next():
            app.dispatch(Key(pygame.K_RETURN))
        elif expected is not None and scene.my_decision():
            follow_step(app, scene)
    click_at(app, next_rects(scene)[0].center)  # the Soldier
    click_at(app, next_rects(scene)[0].center)  # the Warden: the preview opens
    assert scene.pending == expected and scene.view().preview
    _title, text = scene.coach.texts()
    assert "confirm" in text
    assert next_spot(scene) == ("button", "confirm")
    screenshot(app, "siege-tutorial-preview-1024")


def test_nothing_of_the_practice_game_is_kept(app: App) -> None:
    scene = open_tutorial(app)
    play_through(app, scene)
    app.flush_autosave()
    assert not os.path.lexists(saves.autosave_path())
    assert history.History().records() == []
    app.dispatch(Key(pygame.K_ESCAPE))
    app.step(0.0)
    assert isinstance(app.top, ConfirmScene)


def test_the_end_offers_a_real_game_of_siege(app: App) -> None:
    scene = open_tutorial(app)
    play_through(app, scene)
    real = next(r for n, _, r in scene.coach.buttons() if n == "real")
    click_at(app, real.center)
    assert isinstance(app.top, NewGameScene)


@pytest.mark.parametrize("size", [(1024, 576), (2560, 1440)])
def test_siege_tutorial_screenshots(size: tuple[int, int]) -> None:
    app = make_app(size)
    try:
        app.open_title()
        scene = open_tutorial(app)
        seen = play_through(app, scene, shots=f"siege-tutorial-{size[0]}")
        assert len(seen) == len(STEPS)
        # The coach's text never runs into its buttons.
        top = min(r.top for _, _, r in scene.coach.buttons())
        assert scene.coach.text_bottom <= top
    finally:
        app.shutdown()


def test_every_step_is_a_move_of_the_player_or_a_reading_step() -> None:
    for beat in PLAN:
        if isinstance(beat, Step) and beat.action is not None:
            assert beat.hint, beat.id  # a wrong click always has something to say
