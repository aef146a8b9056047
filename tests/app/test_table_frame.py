"""The shared table frame with Cursed Gifts: undo within your turn (never past a revealed card
or a rival's answer, never showing a hidden card), the handoff keyed on the seat deciding
now, and the results panel of both games."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest
from shell_helpers import make_app, ready
from test_cursed_table import assert_private

from siege_desktop.app.intents import Key
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.shell import App
from siege_desktop.app.table.gameover import ROW_STEP, GameOverScene
from siege_desktop.app.table.handoff import HandoffScene
from siege_desktop.app.table.tableui import table_ui
from siege_desktop.app.table.undo import NOTHING
from siege_desktop.core.registry import find_game
from siege_desktop.games.cursed.rules.actions import END_TURN, PASS, Answer, Play
from siege_desktop.games.cursed.rules.cards import BY_CODE
from siege_desktop.games.cursed.rules.state import CursedState
from siege_desktop.games.cursed.ui.scene import CursedTableScene
from siege_desktop.games.cursed.ui.table_hooks import DREW, SHOWN, CursedUI

RULES = find_game("cursed-gifts").rules


def c(code: str) -> int:
    return BY_CODE[code].index


UI = CursedUI()


def reveals(state: CursedState, action: Any) -> bool:
    after, events = RULES.apply_logged(state, action)
    return UI.revealed(state, after, events, RULES.to_act(state)) is not None


def position(
    kinds: tuple[str, ...], want: Callable[[CursedState, tuple[Any, ...]], bool]
) -> GameSession:
    """A game (random legal moves from some seed) stopped where seat 0 decides on its own
    turn, no window open, and `want(state, legal)` holds."""
    seats = tuple(SeatSpec(f"P{i + 1}", k) for i, k in enumerate(kinds))
    for seed in range(400):
        s = GameSession(RULES.default_config(len(kinds)), seed, seats, game="cursed-gifts")
        rng = random.Random(seed)
        for _ in range(200):
            state: CursedState = s.state
            if RULES.is_over(state):
                break
            legal = RULES.legal_actions(state)
            if RULES.to_act(state) == 0 and state.window < 0 and want(state, legal):
                return s
            s.play(rng.choice(legal))
    pytest.fail("no such position in 400 seeds")


def seat_at(session: GameSession, size: tuple[int, int] = (1280, 720)) -> tuple[App, Any]:
    app = make_app(size)
    app.start_game(session)
    app.step(0.0)
    while isinstance(app.top, HandoffScene):
        ready(app)
    table = app.scenes[0]
    assert isinstance(table, CursedTableScene)
    table.paused = True  # no CPU answers until the test says so
    return app, table


def quiet_play(state: CursedState, legal: tuple[Any, ...]) -> list[Any]:
    """Plays of seat 0 that reveal nothing and open a rival's Comeback window."""
    out = []
    for a in legal:
        if isinstance(a, Play) and not reveals(state, a):
            after = RULES.apply_unchecked(state, a)
            if after.window > 0:
                out.append(a)
    return out


def test_undo_takes_back_your_play_while_the_rival_has_not_answered() -> None:
    session = position(("human", "easy", "easy"), lambda s, legal: bool(quiet_play(s, legal)))
    app, table = seat_at(session)
    try:
        n = len(session.actions)
        before = table.state
        hand = table.state.hands[0]
        action = quiet_play(before, RULES.legal_actions(before))[0]
        table.play(action)
        assert table.state != before and table.to_act() > 0  # the rival's window is open
        assert table.can_undo()
        assert "undo" in [b.name for b in table.view().buttons]
        app.dispatch(Key(pygame.K_u))
        app.step(0.0)
        assert table.state == before and table.state.hands[0] == hand
        assert len(table.session.actions) == n
        assert table.my_decision()
        # The table after undo shows nothing hidden: every unseen card dealt anew, same frame.
        assert_private(app, table, random.Random(3))
        assert not table.can_undo()  # nothing left to take back
    finally:
        app.shutdown()


def test_no_undo_once_the_rival_answered() -> None:
    session = position(("human", "easy"), lambda s, legal: bool(quiet_play(s, legal)))
    app, table = seat_at(session)
    try:
        n = len(session.actions)
        state = table.state
        table.play(quiet_play(state, RULES.legal_actions(state))[0])
        assert table.can_undo()
        app.dispatch(Key(pygame.K_n))  # Next move: the rival decides (answers or lets it be)
        for _ in range(2000):
            app.step(1 / 60)
            if table.to_act() != 1:
                break
        assert len(table.session.actions) == n + 2
        assert not table.can_undo()
        after = table.state
        app.dispatch(Key(pygame.K_u))
        app.step(0.0)
        assert table.state == after
    finally:
        app.shutdown()


def test_after_a_day_of_mourning_undo_names_the_revealed_card_as_the_reason() -> None:
    def mourning(state: CursedState, legal: tuple[Any, ...]) -> bool:
        return any(isinstance(a, Play) and a.card == c("mourning") for a in legal)

    session = position(("human", "easy"), mourning)
    app, table = seat_at(session)
    try:
        table.play(Play(c("mourning")))
        assert table.can_undo()  # the rival has not answered yet
        app.dispatch(Key(pygame.K_n))  # Next move: the rival lets it be, then discards
        for _ in range(2000):
            app.step(1 / 60)
            if table.to_act() != 1:
                break
        assert table.to_act() == 0 and not table.can_undo()
        assert any(e.kind == "discard" for e in table.session.events[-3:])
        assert table.undo_trail.why_not(table.session) == SHOWN
        app.dispatch(Key(pygame.K_u))
        app.step(0.0)
        assert SHOWN in [t.text for t in app.toasts]
        assert NOTHING not in [t.text for t in app.toasts]
    finally:
        app.shutdown()


def test_no_undo_past_a_card_you_drew() -> None:
    def quiet_then(state: CursedState, legal: tuple[Any, ...]) -> bool:
        return any(isinstance(a, Play) and not reveals(state, a) for a in legal)

    session = position(("human", "easy"), quiet_then)
    app, table = seat_at(session)
    try:
        state = table.state
        play = next(
            a for a in RULES.legal_actions(state) if isinstance(a, Play) and not reveals(state, a)
        )
        table.play(play)
        if table.to_act() != 0:  # a rival's window opened: undo is open, then take it back
            assert table.can_undo()
            assert table.undo()
            table.play(END_TURN)
        else:
            assert table.can_undo()
            table.play(END_TURN)  # you draw: what you drew closes the trail
        assert table.undo_trail.blocked == DREW
        assert not table.can_undo()
        drawn = table.state
        app.dispatch(Key(pygame.K_u))
        app.step(0.0)
        assert table.state == drawn
    finally:
        app.shutdown()


def test_undo_is_refused_mid_turn_after_a_card_you_drew() -> None:
    def draws(state: CursedState, legal: tuple[Any, ...]) -> bool:
        for a in legal:
            if isinstance(a, Play):
                after, events = RULES.apply_logged(state, a)
                if any(e.kind == "draw" and e.seat == 0 for e in events) and after.current == 0:
                    return True
        return False

    session = position(("human", "easy"), draws)
    app, table = seat_at(session)
    try:
        n = len(session.actions)
        state = table.state
        play = next(
            a
            for a in RULES.legal_actions(state)
            if isinstance(a, Play)
            and any(e.kind == "draw" and e.seat == 0 for e in RULES.apply_logged(state, a)[1])
        )
        table.play(play)
        assert table.my_decision()  # still your turn
        assert not table.can_undo()
        assert table.undo_trail.why_not(table.session) == DREW
        app.dispatch(Key(pygame.K_u))
        app.step(0.0)
        assert len(table.session.actions) == n + 1
        assert DREW in [t.text for t in app.toasts]
    finally:
        app.shutdown()


def test_an_out_of_turn_comeback_hands_the_screen_over_and_back() -> None:
    session = position(("human", "human"), lambda s, legal: bool(quiet_play(s, legal)))
    app, table = seat_at(session)
    try:
        assert table.holder == 0 and table.show_hand
        state = table.state
        table.play(quiet_play(state, RULES.legal_actions(state))[0])
        assert table.state.current == 0 and table.to_act() == 1  # P2 answers out of turn
        app.step(0.0)
        top = app.top
        assert isinstance(top, HandoffScene) and top.name == "P2"
        assert not table.show_hand and not table.can_undo()  # nobody undoes for P1 now
        ready(app)
        assert table.holder == 1 and table.viewer == 1 and table.my_decision()
        assert_private(app, table, random.Random(5))
        answers = [a for a in RULES.legal_actions(table.state) if isinstance(a, Answer)]
        table.play(answers[0] if answers else PASS)
        app.step(0.0)
        if table.to_act() == 0:
            top = app.top
            assert isinstance(top, HandoffScene) and top.name == "P1"
    finally:
        app.shutdown()


def finished_cursed(seed: int = 2) -> GameSession:
    seats = (SeatSpec("Ana", "human"), SeatSpec("Bo", "easy"), SeatSpec("Cy", "easy"))
    config = RULES.config_from_dict({"seats": 3, "names": None, "round_limit": 3})
    s = GameSession(
        config, seed, seats, game="cursed-gifts", table_rules={"ask_only_when_can_answer": True}
    )
    rng = random.Random(seed)
    while not RULES.is_over(s.state):
        s.play(rng.choice(RULES.legal_actions(s.state)))
    return s


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (2560, 1440)])
def test_the_results_panel_of_cursed_gifts(size: tuple[int, int]) -> None:
    session = finished_cursed()
    app = make_app(size)
    try:
        over = GameOverScene(app, session)
        result = RULES.outcome(session.state)
        assert result is not None and over.result == result
        sheet = over.ui.result_sheet(session, result)
        assert [label for label, _ in sheet.columns] == ["Points", "Gifts", "Standing"]
        assert len(sheet.rows) == 3
        for seat in range(3):
            assert sheet.rows[seat][0] == str(result.scores[seat])
        assert "Summary (S)" in over.labels()  # the summary charts its cursed points
        assert over.box(over_layout(size)).h <= size[1]
        app.push(over)
        app.draw()
        app.dispatch(Key(pygame.K_RETURN))  # Play again: the same seats, game and table rules
        app.step(0.0)
        fresh = app.scenes[0]
        assert isinstance(fresh, CursedTableScene)
        assert fresh.session.game == "cursed-gifts" and fresh.session is not session
        assert fresh.state.round == 1
        assert fresh.session.seats == session.seats
        assert fresh.session.table_rules == {"ask_only_when_can_answer": True}
    finally:
        app.shutdown()


def over_layout(size: tuple[int, int]) -> Any:
    from siege_desktop.app.table.layout import Layout

    return Layout(size, ())


def test_the_results_panel_of_gifts_under_siege_keeps_its_columns() -> None:
    from shell_helpers import played_session

    from siege_desktop.games.gifts.rules import Phase, legal_actions

    session = played_session(0, seed=3)
    rng = random.Random(3)
    while session.state.phase is not Phase.OVER:
        session.play(rng.choice(legal_actions(session.state)))
    sheet_ui = table_ui(session.game)
    assert sheet_ui.has_summary and sheet_ui.keeps_history
    app = make_app((1280, 720))
    try:
        over = GameOverScene(app, session)
        sheet = over.ui.result_sheet(session, over.result)
        assert [label for label, _ in sheet.columns] == [
            "Points",
            "I",
            "II",
            "III",
            "Sealed",
            "Locks",
        ]
        assert over.labels() == (
            "Play again (Enter)",
            "View table (V)",
            "Summary (S)",
            "Title (Esc)",
        )
        names = [s.name for s in session.seats]
        assert names[over.result.winners[0]] in sheet.decided
    finally:
        app.shutdown()


def test_toasts_sit_above_your_area() -> None:
    from siege_desktop.games.cursed.ui import layout

    for size in ((1280, 720), (2560, 1440)):
        geo = layout.Geometry(size, 0)
        assert UI.toast_bottom(size) < geo.r(layout.MINE).top


def test_the_results_rows_appear_from_the_last_place_to_the_winner() -> None:
    session = finished_cursed()
    app = make_app((1280, 720))
    try:
        over = GameOverScene(app, session)
        n = len(over.result.ranking)
        assert n == 3 and over.rows_shown() == 1 and over.animating()
        app.push(over)
        app.draw()
        first = app.window.copy()
        over.update(ROW_STEP * (n - 1) / float(app.settings.animation_speed) + 0.01)
        assert over.rows_shown() == n and not over.animating()
        app.draw()
        # The winner's row (drawn last) changed the panel; the rows already shown did not go.
        assert pygame.image.tobytes(first, "RGB") != pygame.image.tobytes(app.window, "RGB")
    finally:
        app.shutdown()


def test_the_banner_says_so_when_nothing_in_your_hand_can_be_played() -> None:
    session = position(("human", "easy"), lambda s, legal: legal == (END_TURN,))
    app, table = seat_at(session)
    try:
        view = table.view()
        assert not view.playable
        assert "click a highlighted card" not in view.banner
        assert view.banner.endswith("end your turn (E)")
        end = next(b for b in view.buttons if b.name == "end")
        assert end.primary
    finally:
        app.shutdown()


def test_the_help_says_ending_the_turn_draws_one_card() -> None:
    from siege_desktop.games.cursed.ui.help import SHORTCUTS

    end = dict(SHORTCUTS)["E"]
    assert "draw 1 card" in end and "back up" not in end


def test_a_snatching_victim_is_told_privately_on_the_handoff_which_cards_were_taken() -> None:
    def snatch(state: CursedState, legal: tuple[Any, ...]) -> bool:
        return any(
            isinstance(a, Play) and a.card == c("snatching") and len(state.hands[1]) >= 2
            for a in legal
        )

    session = position(("human", "human"), snatch)
    app, table = seat_at(session)

    def hand_over(to: str) -> None:
        app.step(0.0)
        top = app.top
        assert isinstance(top, HandoffScene) and top.name == to
        assert not [t for t in app.toasts if t.text.startswith("While you were away")]
        ready(app)

    try:
        table.play(Play(c("snatching"), 1))
        hand_over("P2")
        table.play(PASS)  # P2 lets it be: P1 takes two of P2's cards
        hand_over("P1")
        assert not [t for t in app.toasts if t.text.startswith("While you were away")]
        (lose,) = [e for e in table.session.events if e.kind == "lose"]
        table.play(END_TURN)
        hand_over("P2")
        told = [t.text for t in app.toasts if t.text.startswith("While you were away")]
        assert told == ["While you were away: " + lose.text_for(1)]
        assert "P2 loses " in told[0] and " to P1." in told[0] and "card(s)" not in told[0]
    finally:
        app.shutdown()
