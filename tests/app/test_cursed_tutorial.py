"""Cursed Gifts' tutorial: opened from the title for the chosen game, played to its end by
posted clicks and keys, wrong clicks keep the step, Skip works, nothing is saved."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator

import pygame
import pytest
from shell_helpers import SHOTS, click_button, make_app
from tutorial_helpers import open_tutorial_of

from siege_desktop.app import history, saves
from siege_desktop.app.intents import Click, Key
from siege_desktop.app.menus.confirm import ConfirmScene
from siege_desktop.app.menus.new_game import NewGameScene
from siege_desktop.app.menus.title import TitleScene
from siege_desktop.app.shell import App
from siege_desktop.app.table.lesson import RivalMove, Step
from siege_desktop.games.cursed.rules.actions import Answer, Cure, EndTurn, Play
from siege_desktop.games.cursed.rules.cards import BY_CODE, CARDS_PER_TURN, ELIMINATION, VALUE
from siege_desktop.games.cursed.ui.tutorial.lesson import HUMAN, PLAN, RIVAL, STEPS
from siege_desktop.games.cursed.ui.tutorial.scene import CursedTutorialScene
from siege_desktop.games.cursed.ui.tutorial.spots import next_clicks, next_spots


@pytest.fixture
def titled() -> Iterator[Callable[..., App]]:
    """Headless apps on the title screen (shut down after the test)."""
    made: list[App] = []

    def make(size: tuple[int, int] = (1280, 720)) -> App:
        app = make_app(size)
        app.open_title()
        made.append(app)
        return app

    yield make
    for app in made:
        app.shutdown()


def open_tutorial(app: App) -> CursedTutorialScene:
    """Choose Cursed Gifts on the title, then its Tutorial button, like a player."""
    scene = open_tutorial_of(app, "cursed-gifts")
    assert isinstance(scene, CursedTutorialScene)
    return scene


def at(scene: CursedTutorialScene, want: tuple[object, ...]) -> tuple[int, int]:
    for rect, spot in scene.spots:
        if spot == want:
            return rect.center
    raise AssertionError(f"nothing to click for {want}")


def click(app: App, scene: CursedTutorialScene, want: tuple[object, ...]) -> None:
    app.step(0.0)
    app.dispatch(Click(at(scene, want)))
    app.step(0.0)


def coach(app: App, scene: CursedTutorialScene, name: str) -> None:
    app.step(0.0)
    rect = next(r for n, _label, r in scene.coach.buttons() if n == name)
    app.dispatch(Click(rect.center))
    app.step(0.0)


def skip(app: App, scene: CursedTutorialScene) -> None:
    """The coach's Next on a reading step, its Skip on a step that waits for a move."""
    coach(app, scene, "next" if scene.lesson.waiting_for_next() else "skip")


def hand_index(scene: CursedTutorialScene, code: str) -> int:
    return scene.hand().index(BY_CODE[code].index)


def make_move(app: App, scene: CursedTutorialScene) -> None:
    """The current step's move by the clicks and keys a player would use."""
    action = scene.lesson.expected()
    hand = scene.hand()
    if isinstance(action, EndTurn):
        app.dispatch(Key(pygame.K_e))
    elif isinstance(action, Answer) and action.card not in hand:  # Bad Karma of 3 Useless
        click(app, scene, ("button", f"answer:{action.card}"))
    elif isinstance(action, Answer):
        click(app, scene, ("hand", hand.index(action.card)))
    elif isinstance(action, Play):
        click(app, scene, ("hand", hand.index(action.card)))  # one rival: the preview opens
        assert scene.pending == action and scene.view().preview
        assert ("button", "confirm") in next_spots(scene)
        app.dispatch(Key(pygame.K_RETURN))  # confirmed
    elif isinstance(action, Cure):
        for card in action.antidotes:
            click(app, scene, ("hand", hand.index(card)))
        for g in action.gifts:
            click(app, scene, ("gift", HUMAN, g))
        app.dispatch(Key(pygame.K_RETURN))
    else:
        raise AssertionError(f"no clicks for {action}")
    app.step(0.0)


def rival_plays(app: App, scene: CursedTutorialScene) -> None:
    """Let the scripted rival move at the table's pace (a second of game time at most)."""
    before = len(scene.session.actions)
    for _ in range(20):
        app.step(0.1)
        if len(scene.session.actions) > before:
            return
    raise AssertionError("the rival did not move")


def shot(app: App, name: str) -> None:
    app.step(0.0)
    app.draw()
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.window, str(SHOTS / f"{name}.png"))


def check_coach(app: App, scene: CursedTutorialScene) -> None:
    """The coach's text fits above its buttons and the panel covers none of the next clicks."""
    app.draw()
    panel = scene.coach.rect()
    assert scene.coach.text_bottom <= min(r.top for _n, _l, r in scene.coach.buttons())
    targets = next_clicks(scene)
    if scene.lesson.expected() is not None:
        assert targets, f"the step {scene.lesson.step} points at nothing"
    assert not any(panel.colliderect(t) for t in targets)


def play_through(app: App, scene: CursedTutorialScene, shots: str | None = None) -> list[str]:
    """Play the lesson to its last step; returns the ids of the steps met."""
    met: list[str] = []
    while not scene.lesson.finished:
        beat = scene.lesson.beat
        if isinstance(beat, RivalMove):
            assert scene.to_act() == RIVAL
            rival_plays(app, scene)
            continue
        assert isinstance(beat, Step)
        met.append(beat.id)
        check_coach(app, scene)
        if shots:
            shot(app, f"{shots}-{len(met):02d}-{beat.id}")
        if beat.action is None:
            app.dispatch(Key(pygame.K_RETURN))
            app.step(0.0)
        else:
            assert scene.to_act() == HUMAN
            done = len(scene.session.actions)
            make_move(app, scene)
            assert scene.session.actions[done] == str(beat.action)
    met.append(scene.lesson.beat.id)  # type: ignore[union-attr]
    if shots:
        shot(app, f"{shots}-{len(met):02d}-done")
    return met


def test_the_title_opens_the_tutorial_of_the_chosen_game(titled: Callable[..., App]) -> None:
    app = titled()
    scene = open_tutorial(app)
    assert scene.session.game == "cursed-gifts"
    assert scene.lesson.step is STEPS[0]


def test_the_whole_tutorial_is_played_by_clicks_and_nothing_is_kept(
    titled: Callable[..., App],
) -> None:
    app = titled()
    scene = open_tutorial(app)
    met = play_through(app, scene)
    assert met == [s.id for s in STEPS]
    # The second game ended by the empty deck's quiet round, the player winning on points.
    state = scene.session.state
    assert state.ending == "deck" and state.out == () and not state.deck
    result = scene.rules.outcome(state)
    assert result is not None and result.winners == (HUMAN,)
    app.step(2.0)  # no game-over panel nor history record for the practice game
    assert app.top is scene
    app.flush_autosave()
    assert not os.path.lexists(saves.autosave_path())
    assert not history.history_dir().exists() or not any(history.history_dir().iterdir())
    coach(app, scene, "title")
    assert isinstance(app.top, TitleScene)
    assert not os.path.lexists(saves.autosave_path())


def test_play_a_real_game_opens_new_game_for_cursed_gifts(titled: Callable[..., App]) -> None:
    app = titled()
    scene = open_tutorial(app)
    while not scene.lesson.finished:
        if scene.lesson.rival_move() is not None:
            rival_plays(app, scene)
        else:
            skip(app, scene)
    coach(app, scene, "real")
    top = app.top
    assert isinstance(top, NewGameScene)
    assert top.choices.game == "cursed-gifts"


def test_a_wrong_click_keeps_the_step_and_hints(titled: Callable[..., App]) -> None:
    app = titled()
    scene = open_tutorial(app)
    click(app, scene, ("hand", hand_index(scene, "clown")))  # on the welcome: read first
    assert scene.lesson.step is not None and scene.lesson.step.id == "welcome"
    assert not scene.session.actions and "Next" in scene.nudge
    app.dispatch(Key(pygame.K_RETURN))
    app.step(0.0)
    # The Accordion is a legal offer, but not the one the step teaches.
    click(app, scene, ("hand", hand_index(scene, "accordion")))
    click(app, scene, ("button", "end"))
    app.dispatch(Key(pygame.K_e))
    app.step(0.0)
    assert scene.lesson.step is not None and scene.lesson.step.id == "offer"
    assert not scene.session.actions
    assert scene.nudge.startswith("Not quite")
    make_move(app, scene)
    assert scene.session.actions[0] == "play clown at 1"
    assert scene.nudge == ""


def test_the_cure_waits_for_the_antidote_then_both_gifts(titled: Callable[..., App]) -> None:
    app = titled()
    scene = open_tutorial(app)
    while scene.lesson.step is None or scene.lesson.step.id != "cure":
        if scene.lesson.rival_move() is not None:
            rival_plays(app, scene)
        else:
            skip(app, scene)
    gifts = scene.state.areas[HUMAN]
    assert len(gifts) == 2
    click(app, scene, ("gift", HUMAN, 0))  # a gift before the Antidote: a hint, no change
    assert scene.nudge and not scene.cure_gifts
    click(app, scene, ("hand", hand_index(scene, "antidote5")))
    assert next_spots(scene) == {("gift", HUMAN, 0), ("gift", HUMAN, 1)}
    click(app, scene, ("gift", HUMAN, 0))
    app.dispatch(Key(pygame.K_RETURN))  # one gift is not exact: nothing happens
    app.step(0.0)
    assert scene.lesson.step.id == "cure" and scene.state.areas[HUMAN] == gifts
    click(app, scene, ("gift", HUMAN, 1))
    app.dispatch(Key(pygame.K_RETURN))
    app.step(0.0)
    assert scene.state.areas[HUMAN] == ()
    assert scene.lesson.step.id == "win"


def test_skip_makes_the_move_for_the_player(titled: Callable[..., App]) -> None:
    app = titled()
    scene = open_tutorial(app)
    skip(app, scene)  # a reading step: Next moves on
    assert scene.lesson.step is not None and scene.lesson.step.id == "offer"
    coach(app, scene, "skip")
    assert scene.session.actions[0] == "play clown at 1"
    coach(app, scene, "leave")
    assert isinstance(app.top, TitleScene)
    assert not os.path.lexists(saves.autosave_path())


def test_escape_asks_to_leave_and_never_offers_a_save(titled: Callable[..., App]) -> None:
    app = titled()
    scene = open_tutorial(app)
    app.dispatch(Key(pygame.K_ESCAPE))
    app.step(0.0)
    assert isinstance(app.top, ConfirmScene)
    click_button(app, "Back to title")
    app.step(0.0)
    assert isinstance(app.top, TitleScene)
    assert scene.lesson.at == 0


def test_the_coach_says_the_rules_numbers() -> None:
    texts = " ".join(s.text + s.title for s in STEPS)
    assert f"{CARDS_PER_TURN} plays" in texts and f"{ELIMINATION} or more" in texts
    assert f"-{VALUE[BY_CODE['antidote5'].index]}" in texts
    assert sum(isinstance(b, RivalMove) for b in PLAN) >= 5


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440), (1024, 576)])
def test_tutorial_screens(size: tuple[int, int], titled: Callable[..., App]) -> None:
    app = titled(size)
    scene = open_tutorial(app)
    play_through(app, scene, shots=f"cursed-tutorial-{size[0]}")


def test_the_tutorial_offers_no_suggest_button_the_coach_does_that() -> None:
    app = make_app((1280, 720))
    try:
        scene = CursedTutorialScene(app)
        app.scenes = [scene]
        app.step(0.0)
        app.dispatch(Key(pygame.K_RETURN))  # past the welcome: the player's first move
        app.step(0.0)
        assert scene.my_decision()
        assert all(b.name != "suggest" for b in scene.view().buttons)
    finally:
        app.shutdown()


def test_the_empty_deck_ending_is_played_turn_by_turn(titled: Callable[..., App]) -> None:
    """Ruling 14 as the lesson plays it: the turn that draws the last card does not count,
    each turn that begins with the deck empty and sees no card counts one, a card played
    starts again, and one quiet turn per seat still in ends the game; the coach's numbers
    are the game's."""
    app = titled()
    scene = open_tutorial(app)
    while scene.lesson.step is None or scene.lesson.step.id != "won":
        if scene.lesson.rival_move() is not None:
            rival_plays(app, scene)
        else:
            skip(app, scene)
    assert scene.session.state.ending == "elimination"
    first = scene.session
    skip(app, scene)  # Next: the second game, late on
    assert scene.session is not first and scene.lesson.step.id == "lastcard"
    state = scene.session.state
    assert len(state.deck) == 1 and not state.ending and scene.to_act() == HUMAN
    assert scene.state.hands[HUMAN] == () and not scene.session.actions
    # Its log opens with the turn at hand, not with the first game's lines.
    assert [e.text_for(HUMAN) for e in scene.session.events] == [
        f"Round {state.round}: Player's turn."
    ]
    quiet: list[int] = []
    texts: dict[str, str] = {}
    while not scene.lesson.finished:
        if scene.lesson.rival_move() is not None:
            rival_plays(app, scene)
            quiet.append(scene.state.quiet)
            continue
        step = scene.lesson.step
        assert step is not None
        texts[step.id] = step.text
        if step.id in ("restart", "last"):  # the empty deck's place counts the quiet turns
            trace: list[tuple[str, pygame.Rect, pygame.Rect | None]] = []
            scene.board.painter.trace = trace
            scene._cache_key = None
            app.draw()
            scene.board.painter.trace = None
            deck = scene.board.places.deck
            assert [t for t, r, _ in trace if deck.contains(r)] == ["Quiet", "1 of 2"]
        if isinstance(step.action, EndTurn):  # the button draws only from a deck with cards
            labels = {b.name: b.label for b in scene.view().buttons}
            drawn = "End turn and draw (E)" if scene.state.deck else "End turn (E)"
            assert labels["end"] == drawn
        if step.action is None:
            skip(app, scene)
        else:
            make_move(app, scene)
            quiet.append(scene.state.quiet)
            if step.id == "restart":
                assert scene.state.busy  # a card this turn: the count restarts at its end
    # lastcard: drawn, not counted; rival: 1; the cure, then the end: 0; rival: 1; last: 2.
    assert quiet == [0, 1, 1, 0, 1, 2]
    state = scene.session.state
    assert state.ending == "deck" and state.deck == ()
    result = scene.rules.outcome(state)
    assert result is not None and result.winners == (HUMAN,)
    mine, theirs = result.scores[HUMAN], result.scores[RIVAL]
    assert mine < theirs
    assert f"your {mine} point beat your Rival's {theirs}" in STEPS[-1].text
    assert f"1 quiet turn of {len(state.live())}" in texts["restart"]
    assert f"1 quiet turn of {len(state.live())}" in texts["last"]
    # The end: the coach's last step and its buttons, no game-over panel.
    assert scene.lesson.step is STEPS[-1]
    assert [n for n, _l, _r in scene.coach.buttons()] == ["real", "title"]
    app.step(2.0)
    assert app.top is scene
