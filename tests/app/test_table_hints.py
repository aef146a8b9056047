"""Suggest a move at the table: searched off the render thread, shown with its pieces
outlined, played by Enter; offered in pass-and-play only when every human agreed."""

from __future__ import annotations

import threading
import time
from typing import Any

import attrs
import pygame
import pytest
from table_helpers import FakeApp, advance, human_acts, key, ready, session_for, table

from siege_desktop.ai.pool import ThreadThinker
from siege_desktop.ai.thinking import Answer, Request, answer
from siege_desktop.app.intents import Click
from siege_desktop.app.menus.new_game import NewGameChoices, SeatRow
from siege_desktop.app.session import GameSession
from siege_desktop.app.table import HandoffScene
from siege_desktop.app.table import suggest as frame_suggest
from siege_desktop.games.gifts.rules import Phase, PlayLand, legal_actions, observation
from siege_desktop.games.gifts.ui import suggest as suggest_mod
from siege_desktop.games.gifts.ui.scene import TableScene


def wait_for_hint(app: FakeApp, scene: TableScene, limit: int = 3000) -> int:
    """Frames drawn until the hint arrives (the search runs beside them)."""
    for n in range(limit):
        if scene.suggest.hint is not None:
            return n
        app.frame(0.016)
        time.sleep(0.002)
    raise AssertionError("no hint arrived")


@pytest.fixture
def few_iterations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(frame_suggest.Suggester, "iterations", 40)


def one_human_table(app: FakeApp, phase: Phase = Phase.ACTION) -> TableScene:
    session = session_for(("human", "easy", "medium"), seed=4)
    advance(session, lambda s: s.turn >= 12 and s.seat == 0 and s.phase is phase)
    scene = table(app, session)
    scene.wait = 1e9
    return scene


def test_the_frame_never_waits_for_the_hint() -> None:
    release = threading.Event()
    seen: list[Any] = []

    def slow(request: Request) -> Answer:
        seen.append(request.observation)
        release.wait(10)
        return answer(attrs.evolve(request, iterations=20))

    app = FakeApp()
    scene = one_human_table(app)
    scene.suggest.thinker = ThreadThinker(slow)  # held on a thread here until released
    state = scene.state
    key(app, pygame.K_h)
    for _ in range(30):  # the search is held: the table keeps drawing all the same
        app.frame(0.016)
    assert scene.suggest.hint is None and scene.suggest.thinking and scene.animating()
    assert seen == [observation(state, 0)]  # the seat's observation, nothing more
    release.set()
    assert wait_for_hint(app, scene) >= 0
    hint = scene.suggest.hint
    assert hint is not None and hint.action in legal_actions(state)
    assert scene.session.state is state  # a hint plays nothing by itself


def test_enter_plays_the_hint_and_its_pieces_are_outlined(few_iterations: None) -> None:
    app = FakeApp()
    scene = one_human_table(app, Phase.LAND)
    before = len(scene.session.actions)
    key(app, pygame.K_h)
    wait_for_hint(app, scene)
    hint = scene.suggest.hint
    assert hint is not None
    assert scene.suggest.pieces(scene)  # a land in hand, or the Skip land button
    shot = app.frame(0.016)
    box = scene.suggest.pill
    assert box is not None and shot.get_rect().contains(box)
    key(app, pygame.K_RETURN)
    assert scene.session.actions[before:] == [str(hint.action)]
    assert scene.suggest.hint is None


def test_h_again_hides_it_and_a_click_on_it_plays_it(few_iterations: None) -> None:
    app = FakeApp()
    scene = one_human_table(app)
    key(app, pygame.K_h)
    wait_for_hint(app, scene)
    key(app, pygame.K_h)
    assert scene.suggest.hint is None
    key(app, pygame.K_h)
    wait_for_hint(app, scene)
    hint = scene.suggest.hint
    assert hint is not None
    app.frame(0.016)
    box = scene.suggest.pill
    assert box is not None
    before = len(scene.session.actions)
    app.send(Click(box.center))
    assert scene.session.actions[before] == str(hint.action)


def test_a_hint_for_a_past_decision_is_dropped(few_iterations: None) -> None:
    app = FakeApp()
    scene = one_human_table(app, Phase.LAND)
    key(app, pygame.K_h)
    key(app, pygame.K_s)  # skip the land before the hint comes
    for _ in range(200):
        app.frame(0.016)
        time.sleep(0.002)
        if not scene.suggest.thinking:
            break
    assert scene.suggest.hint is None


def pass_and_play(app: FakeApp, hints: bool) -> TableScene:
    session = session_for(("human", "human", "easy"), seed=2)
    session.hints = hints
    advance(session, lambda s: human_acts(s, s.seat) and s.seat in (0, 1) and s.turn > 4)
    scene = table(app, session)
    assert isinstance(app.top, HandoffScene)
    ready(app)
    app.frame()
    assert scene.human_to_act()
    return scene


def test_pass_and_play_without_agreement_offers_no_hint() -> None:
    app = FakeApp()
    scene = pass_and_play(app, hints=False)
    b = scene.suggest.button(scene)
    assert b is not None and not b.enabled and b.why == suggest_mod.OFF_WHY
    key(app, pygame.K_h)
    assert not scene.suggest.thinking and scene.suggest.hint is None
    assert app.toasts[-1] == suggest_mod.OFF_WHY


def test_pass_and_play_with_agreement_offers_hints(few_iterations: None) -> None:
    app = FakeApp()
    scene = pass_and_play(app, hints=True)
    b = scene.suggest.button(scene)
    assert b is not None and b.enabled
    key(app, pygame.K_h)
    wait_for_hint(app, scene)


def test_no_hint_while_a_cpu_decides() -> None:
    app = FakeApp()
    session = session_for(("human", "easy"), seed=4)
    advance(session, lambda s: s.seat == 1 and s.phase is Phase.ACTION)
    scene = table(app, session)
    assert scene.suggest.button(scene) is None
    key(app, pygame.K_h)
    assert not scene.suggest.thinking


def test_the_agreement_is_kept_by_saves_undo_and_the_new_game_form() -> None:
    session = session_for(("human", "human"), seed=1)
    assert "hints" not in session.to_dict()  # saves without it are unchanged
    session.hints = True
    again = GameSession.from_dict(session.to_dict())
    assert again.hints
    choices = NewGameChoices(seats=[SeatRow("A", "human"), SeatRow("B", "human")])
    assert not choices.session().hints
    choices.hints_agreed = True
    assert choices.session().hints


def test_undo_keeps_the_agreement() -> None:
    app = FakeApp()
    scene = one_human_table(app, Phase.LAND)
    scene.session.hints = True
    lands = [a for a in legal_actions(scene.state) if isinstance(a, PlayLand)]
    assert lands and scene.play_human([lands[0]])
    assert scene.undo()
    assert scene.session.hints and scene.state.phase is Phase.LAND


def test_the_new_game_toggle_records_every_humans_agreement(app: Any) -> None:
    from shell_helpers import click_button, click_widget, form_of

    from siege_desktop.app.menus.new_game import NewGameScene
    from siege_desktop.app.widgets import Toggle

    click_button(app, "New game")
    scene = app.top
    assert isinstance(scene, NewGameScene)
    scene.choices.seats[1] = SeatRow("Bo", "human", False)
    toggle = next(
        w for w in form_of(scene).widgets if isinstance(w, Toggle) and "every human" in w.label
    )
    click_widget(app, toggle)
    assert scene.choices.hints_agreed
    click_button(app, "Start")
    tables = [sc for sc in app.scenes if isinstance(sc, TableScene)]  # a handoff may be on top
    assert len(tables) == 1 and tables[0].session.hints
