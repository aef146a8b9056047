"""Suggest a move at the Cursed Gifts table: on your turn and in your Comeback windows, the
card and its targets outlined, the reason shown, played by clicking as usual; dropped after
the move and after undo; counted in the session; nothing hidden shows through it."""

from __future__ import annotations

import json
import random
import threading
import time
from pathlib import Path
from typing import Any

import pygame
import pytest
from shell_helpers import make_app, ready

from siege_desktop.ai import thinking
from siege_desktop.ai.hint import Hint, suggest
from siege_desktop.ai.pool import ThreadThinker
from siege_desktop.app import history, saves
from siege_desktop.app.intents import Click, Key
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.shell import App
from siege_desktop.app.table import suggest as frame_suggest
from siege_desktop.app.table.handoff import HandoffScene
from siege_desktop.core.registry import GameSpec, find_game
from siege_desktop.games.cursed.rules.actions import Answer, Play
from siege_desktop.games.cursed.rules.cards import KIND
from siege_desktop.games.cursed.rules.state import CursedState
from siege_desktop.games.cursed.ui.hint_marks import OUTLINE
from siege_desktop.games.cursed.ui.scene import CursedTableScene

SPEC = find_game("cursed-gifts")
RULES = SPEC.rules
QUICK = 40  # search iterations in these tests: the hint's quality is not what they check


def quick(spec: GameSpec, obs: Any, legal: tuple[Any, ...]) -> Hint:
    return suggest(obs, legal, game=spec, iterations=QUICK)


@pytest.fixture(autouse=True)
def few_iterations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(frame_suggest.Suggester, "iterations", QUICK)


def log_until(seats: int, seed: int, want: Any, limit: int = 3000) -> list[str] | None:
    """The action log of a seeded random game up to the first state `want` accepts."""
    rng = random.Random(seed)
    s = RULES.new_game(RULES.default_config(seats), seed)
    log: list[str] = []
    for _ in range(limit):
        if RULES.is_over(s):
            return None
        if want(s):
            return log
        a = rng.choice(RULES.legal_actions(s))
        log.append(str(a))
        s = RULES.apply_unchecked(s, a)
    return None


def open_table(
    kinds: tuple[str, ...], want: Any, *, hints: bool = False, size: tuple[int, int] = (1280, 720)
) -> tuple[App, CursedTableScene]:
    for seed in range(1, 200):
        log = log_until(len(kinds), seed, want)
        if log is not None:
            break
    else:
        raise AssertionError("no game reaches the position")
    app = make_app(size)
    seats = tuple(SeatSpec(f"P{i + 1}", k) for i, k in enumerate(kinds))
    config = RULES.default_config(len(kinds))
    session = GameSession(config, seed, seats, log, game="cursed-gifts", hints=hints)
    app.start_game(session)
    table = app.scenes[0]
    assert isinstance(table, CursedTableScene)
    table.paused = True  # CPU seats wait: the position stays until the test moves
    app.step(0.0)
    return app, table


def my_turn(s: CursedState) -> bool:
    """Seat 0's turn, early, with a Cursed Gift to offer among several rivals."""
    return (
        s.window < 0
        and s.current == 0
        and s.played == 0
        and s.round >= 2
        and any(isinstance(a, Play) and KIND[a.card] == "gift" for a in RULES.legal_actions(s))
    )


def my_window(s: CursedState) -> bool:
    """A rival's card waits on seat 0, who holds a Comeback for it."""
    return s.window == 0 and any(isinstance(a, Answer) for a in RULES.legal_actions(s))


def press(app: App, k: int) -> None:
    app.dispatch(Key(k))
    app.step(0.0)


def wait_for_hint(app: App, table: CursedTableScene) -> Hint:
    for _ in range(3000):
        if table.suggest.hint is not None:
            app.step(1 / 60)
            return table.suggest.hint
        app.step(1 / 60)
        time.sleep(0.002)
    raise AssertionError("no hint arrived")


def spot_of(table: CursedTableScene, want: tuple[Any, ...]) -> tuple[int, int] | None:
    for rect, s in table.spots:
        if s == want:
            return rect.center
    return None


def play_by_outlines(app: App, table: CursedTableScene) -> None:
    """Click what the hint outlines, as a player would: the card(s), the gifts, the seat,
    then the button; stop as soon as the move is made."""
    marks = table.view().hint
    assert marks is not None
    before = len(table.session.actions)
    wanted: list[tuple[Any, ...]] = [("hand", i) for i in sorted(marks.hand)]
    wanted += [("gift", s, g) for s, g in sorted(marks.gifts)]
    wanted += [("seat", s) for s in sorted(marks.seats)]
    wanted += [("button", b) for b in sorted(marks.buttons)]
    for want in wanted:
        if len(table.session.actions) > before:
            break
        app.draw()  # the hotspots of the frame the player sees
        pos = spot_of(table, want)
        if pos is not None:
            app.dispatch(Click(pos))
            app.step(0.0)
    assert len(table.session.actions) > before, f"the outlines did not make the move: {marks}"


def outlined(app: App, table: CursedTableScene) -> int:
    """How many pixels of the frame are the hint's blue."""
    table._cache_key = None
    app.draw()
    mask = pygame.mask.from_threshold(app.window, (*OUTLINE, 255), (1, 1, 1, 255))
    return int(mask.count())


def test_a_hint_on_your_turn_outlines_the_card_and_its_target_and_the_clicks_play_it() -> None:
    app, table = open_table(("human", "easy", "medium", "hard"), my_turn)
    try:
        state = table.state
        labels = [b.label for b in table.view().buttons]
        assert "Suggest a move (H)" in labels
        assert outlined(app, table) == 0
        press(app, pygame.K_h)
        assert table.suggest.thinking
        assert "Thinking… (H)" in [b.label for b in table.view().buttons]
        hint = wait_for_hint(app, table)
        assert hint.action in RULES.legal_actions(state)
        assert table.state is state  # a hint plays nothing by itself
        view = table.view()
        assert view.hint is not None and view.hint.reason == hint.reason
        assert view.banner == f"Suggested: {hint.reason}. H hides it."
        assert "Hide suggestion (H)" in [b.label for b in view.buttons]
        if isinstance(hint.action, Play):
            assert view.hint.hand  # the card to play is outlined
        assert outlined(app, table) > 100
        assert table.session.hints_used == 1
        app.step(1 / 60)
        assert not table.animating()  # a hint on show lets the table idle
        play_by_outlines(app, table)
        assert table.session.actions[-1] == str(hint.action)
        app.step(1 / 60)
        assert table.suggest.hint is None and table.view().hint is None
        assert "Suggested" not in table.view().banner
        assert table.session.hints_used == 1
    finally:
        app.shutdown()


def test_a_hint_in_a_comeback_window_outlines_the_answer() -> None:
    app, table = open_table(("human", "hard", "hard"), my_window)
    try:
        assert table.my_decision() and table.state.window == 0
        assert "Suggest a move (H)" in [b.label for b in table.view().buttons]
        press(app, pygame.K_h)
        hint = wait_for_hint(app, table)
        assert isinstance(hint.action, Answer) or str(hint.action) == "pass"
        marks = table.view().hint
        assert marks is not None
        name = f"answer:{hint.action.card}" if isinstance(hint.action, Answer) else "pass"
        assert marks.buttons == {name}
        assert hint.reason.startswith(("Answer with", "Let it happen"))
        assert outlined(app, table) > 100
        play_by_outlines(app, table)
        assert table.session.actions[-1] == str(hint.action)
        app.step(1 / 60)
        assert table.view().hint is None
    finally:
        app.shutdown()


def test_h_again_hides_it_and_shows_it_again_without_a_new_search() -> None:
    app, table = open_table(("human", "easy", "easy"), my_turn)
    try:
        press(app, pygame.K_h)
        hint = wait_for_hint(app, table)
        press(app, pygame.K_h)
        assert table.suggest.hint is None and table.view().hint is None
        press(app, pygame.K_h)  # the same position: the same hint at once, counted once
        assert not table.suggest.thinking and table.suggest.hint == hint
        assert table.session.hints_used == 1
    finally:
        app.shutdown()


def test_the_hint_is_dropped_after_undo() -> None:
    app, table = open_table(("human", "easy", "easy"), my_turn)
    try:
        before = len(table.session.actions)
        press(app, pygame.K_h)
        hint = wait_for_hint(app, table)
        assert table.view().hint is not None
        gift = next(
            a
            for a in RULES.legal_actions(table.state)
            if isinstance(a, Play) and KIND[a.card] == "gift" and a != hint.action
        )
        table.play(gift)  # a move the hint did not suggest, then taken back
        assert table.can_undo()
        press(app, pygame.K_u)
        assert len(table.session.actions) == before
        app.step(1 / 60)
        assert table.suggest.hint is None and table.view().hint is None
        assert "Suggested" not in table.view().banner
        assert table.session.hints_used == 1  # undo keeps the count: the help was given
        press(app, pygame.K_h)  # asked again: searched afresh for the rebuilt table
        assert wait_for_hint(app, table) == hint
        assert table.session.hints_used == 2
    finally:
        app.shutdown()


def test_a_search_still_running_when_you_move_is_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    release = threading.Event()

    def held(request: thinking.Request) -> thinking.Answer:
        release.wait(10)
        return thinking.answer(request)

    app, table = open_table(("human", "easy", "easy"), my_turn)
    # A search held on a thread here, so that it is surely still running when you move.
    table.suggest.thinker = ThreadThinker(held)
    try:
        press(app, pygame.K_h)
        for _ in range(10):  # the table keeps drawing while the search is held
            app.step(1 / 60)
        assert table.suggest.thinking and table.animating()
        press(app, pygame.K_e)  # end the turn instead
        app.step(1 / 60)
        assert not table.suggest.thinking
        release.set()
        for _ in range(30):
            app.step(1 / 60)
            time.sleep(0.002)
        assert table.suggest.hint is None and table.session.hints_used == 0
    finally:
        release.set()
        app.shutdown()


def test_pass_and_play_offers_hints_only_when_every_human_agreed() -> None:
    for agreed in (False, True):
        app, table = open_table(("human", "human", "easy"), my_turn, hints=agreed)
        try:
            if isinstance(app.top, HandoffScene):
                ready(app)
            assert table.my_decision()
            labels = [b.label for b in table.view().buttons]
            assert ("Suggest a move (H)" in labels) is agreed
            press(app, pygame.K_h)
            if agreed:
                wait_for_hint(app, table)
            else:
                assert not table.suggest.thinking and table.suggest.hint is None
                assert app.toasts[-1].text == frame_suggest.OFF_WHY
        finally:
            app.shutdown()


def test_no_hint_while_a_cpu_decides() -> None:
    app, table = open_table(("human", "easy"), lambda s: s.current == 1 and s.window < 0)
    try:
        assert not table.my_decision()
        assert "Suggest a move (H)" not in [b.label for b in table.view().buttons]
        press(app, pygame.K_h)
        assert not table.suggest.thinking
    finally:
        app.shutdown()


def test_the_hint_shows_nothing_hidden() -> None:
    """The same frame, hint included, when the cards the viewer cannot see are redealt."""
    rng = random.Random(3)
    for want in (my_turn, my_window):
        app, table = open_table(("human", "easy", "hard"), want)
        try:
            press(app, pygame.K_h)
            hint = wait_for_hint(app, table)
            real = frame(app, table)
            session = table.session
            state = session.state
            other = RULES.determinize(RULES.observation(state, 0), rng)
            assert other.hands[1:] != state.hands[1:] or other.deck != state.deck
            session.state = other
            try:
                assert frame(app, table) == real
                fresh = quick(SPEC, RULES.observation(other, 0), tuple(RULES.legal_actions(other)))
                assert fresh == hint
            finally:
                session.state = state
        finally:
            app.shutdown()


def frame(app: App, table: CursedTableScene) -> bytes:
    table._cache_key = None
    table.log.clear()
    app.draw()
    return pygame.image.tobytes(app.window, "RGB")


def test_the_count_of_hints_is_saved_and_kept_in_the_history(tmp_path: Path) -> None:
    app, table = open_table(("human", "easy"), my_turn)
    try:
        assert "hints_used" not in table.session.to_dict()  # unhelped saves are unchanged
        press(app, pygame.K_h)
        wait_for_hint(app, table)
        data = json.loads(saves.encode(table.session))
        assert data["hints_used"] == 1
        assert GameSession.from_dict(data).hints_used == 1
        data["history"] = {
            "format": history.HISTORY_FORMAT,
            "finished_at": "2026-01-01 10:00:00",
            "scores": [3, 10],
            "winners": [0],
        }
        assert history._record_of(tmp_path / "g.json", data).hints_used == 1
        with pytest.raises(ValueError, match="suggested moves"):
            GameSession.from_dict({**data, "hints_used": -2})
    finally:
        app.shutdown()


def test_gifts_under_siege_keeps_its_own_suggester_on_the_frame() -> None:
    from siege_desktop.games.gifts.ui import suggest as gifts_suggest

    assert issubclass(gifts_suggest.Suggester, frame_suggest.Suggester)
    assert gifts_suggest.OFF_WHY == frame_suggest.OFF_WHY
