"""Cursed Gifts at the table, played by posted intents: pass-and-play with Comeback chains
where no frame shows a card its viewer may not see, CPU seats, saves and game over."""

from __future__ import annotations

import json
import random
import time
from typing import Any

import pygame
import pytest
from privacy_helpers import assert_frame_hides
from shell_helpers import make_app, ready

from siege_desktop.app import history, saves
from siege_desktop.app.intents import Click, Key, Motion
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.shell import App
from siege_desktop.app.table.gameover import GameOverScene
from siege_desktop.app.table.handoff import HandoffScene
from siege_desktop.core.registry import find_game
from siege_desktop.games.cursed.rules.actions import Answer, Cure, EndTurn, Pass, Play
from siege_desktop.games.cursed.rules.cards import CARDS, KARMA3, KIND
from siege_desktop.games.cursed.ui import scene as cursed_scene
from siege_desktop.games.cursed.ui.motion import BASE
from siege_desktop.games.cursed.ui.scene import CursedTableScene

RULES = find_game("cursed-gifts").rules


def start(
    kinds: tuple[str, ...],
    seed: int,
    size: tuple[int, int] = (1024, 576),
    rounds: int = 12,
    **table: bool,
) -> tuple[App, CursedTableScene]:
    app = make_app(size)
    seats = tuple(SeatSpec(f"P{i + 1}", k) for i, k in enumerate(kinds))
    config = RULES.config_from_dict({"seats": len(kinds), "names": None, "round_limit": rounds})
    session = GameSession(config, seed, seats, game="cursed-gifts", table_rules=dict(table))
    app.start_game(session)
    app.step(0.0)
    table_scene = app.scenes[0]
    assert isinstance(table_scene, CursedTableScene)
    return app, table_scene


def frame_bytes(app: App, table: CursedTableScene) -> bytes:
    table._cache_key = None  # draw afresh from the state, nothing cached
    table.log.clear()  # the log's lines too
    app.draw()
    return pygame.image.tobytes(app.window, "RGB")


def assert_private(app: App, table: CursedTableScene, rng: random.Random) -> None:
    """No card the viewer cannot see, nor other seats' private log lines, shows."""
    assert_frame_hides(lambda: frame_bytes(app, table), table.session, RULES, table.viewer, rng)


def spot(table: CursedTableScene, want: tuple[Any, ...]) -> tuple[int, int]:
    for rect, s in table.spots:
        if s == want:
            return rect.center
    raise AssertionError(f"nothing to click for {want}: {table.spots}")


def click(app: App, table: CursedTableScene, want: tuple[Any, ...]) -> None:
    app.step(0.0)
    app.dispatch(Click(spot(table, want)))
    app.step(0.0)


def post(app: App, table: CursedTableScene, action: Any) -> None:
    """Make `action` by the clicks and keys a player would use."""
    before = len(table.session.actions)
    hand = list(table.state.hands[table.viewer])
    if isinstance(action, EndTurn):
        app.dispatch(Key(pygame.K_e))
    elif isinstance(action, Pass):
        app.dispatch(Key(pygame.K_p))
    elif isinstance(action, Answer) and action.card == KARMA3:
        click(app, table, ("hand", next(i for i, c in enumerate(hand) if KIND[c] == "useless")))
    elif isinstance(action, Answer):
        click(app, table, ("hand", hand.index(action.card)))
    elif isinstance(action, Cure):
        used: list[int] = []
        for a in action.antidotes:
            i = next(k for k, c in enumerate(hand) if c == a and k not in used)
            used.append(i)
            click(app, table, ("hand", i))
        for g in action.gifts:
            click(app, table, ("gift", table.viewer, g))
        app.dispatch(Key(pygame.K_RETURN))
    elif isinstance(action, Play):
        click(app, table, ("hand", hand.index(action.card)))
        me = table.viewer
        if table.pending != action and action.on >= 0:
            owner = action.at if action.at >= 0 and RULES_ON_RIVAL(action) else me
            click(app, table, ("gift", owner, action.on))
        if table.pending != action and action.at >= 0:
            click(app, table, ("seat", action.at))
        assert table.pending == action and len(table.session.actions) == before
        assert table.view().preview, "no preview before the play is confirmed"
        if len(table.session.actions) % 2:
            app.dispatch(Key(pygame.K_RETURN))
        else:
            assert table.pending_spot is not None
            click(app, table, table.pending_spot)  # the target clicked again
    assert len(table.session.actions) > before, f"{action} was not made by clicks"
    assert table.session.actions[before] == str(action)


def RULES_ON_RIVAL(action: Play) -> bool:
    """Whether the gift a Play names is in the target's area (not the player's own)."""
    from siege_desktop.games.cursed.rules.cards import EFFECT

    return EFFECT[action.card] != "move"


@pytest.mark.parametrize("seed", [8])
def test_pass_and_play_game_never_shows_a_hand_to_another_seat(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cursed_scene, "CPU_PACE", 0.0)
    app, table = start(("human", "human", "human", "easy"), seed)
    rng = random.Random(seed)
    handed_to: list[str] = []
    answers = chains = checks = in_flight = 0
    peek = random.Random(seed + 1)
    try:
        for _ in range(200_000):  # CPU waits included: the bound is far above a game's length
            if RULES.is_over(table.state):
                break
            top = app.top
            if isinstance(top, HandoffScene):
                assert not table.show_hand
                assert_private(app, table, rng)
                handed_to.append(top.name)
                ready(app)
                continue
            seat = table.to_act()
            if not table.is_human(seat) or not table.my_decision():
                app.step(1 / 60)  # a CPU thinks, or the next frame hands the screen over
                time.sleep(0.001)
                continue
            assert table.viewer == seat
            assert table.session.seats[seat].name == handed_to[-1]
            if table.motion.flights:
                # Compared with cards in mid-flight: a flight never shows a hidden card.
                table.motion.update(BASE / 2)
                in_flight += bool(table.motion.flights)
                assert_private(app, table, peek)  # its own generator: the game stays the same
            if checks % 3 == 0 or table.state.chain:
                if table.state.hands[seat]:
                    app.dispatch(Motion(spot(table, ("hand", 0))))
                assert_private(app, table, rng)
            checks += 1
            legal = RULES.legal_actions(table.state)
            answer = [a for a in legal if isinstance(a, Answer)]
            action = rng.choice(answer) if answer and rng.random() < 0.8 else rng.choice(legal)
            if isinstance(action, Answer):
                answers += 1
                chains += bool(table.state.chain)
            post(app, table, action)
        assert RULES.is_over(table.state), "the game did not end"
        assert answers >= 2 and chains >= 1, "no Comeback chain: pick another seed"
        assert in_flight >= 5, "too few frames compared with cards in flight"
        app.step(0.0)
        assert_private(app, table, rng)
        # The results panel over the final table shows no hand either.
        for _ in range(400):
            if isinstance(app.top, GameOverScene):
                break
            app.step(1 / 60)
        assert isinstance(app.top, GameOverScene)
        assert not table.show_hand  # pass-and-play: the next player may be looking
        assert_private(app, table, rng)
        # Saved and loaded: the same game.
        back = GameSession.from_dict(json.loads(saves.encode(table.session)))
        assert back.state == table.state
        # Game over: Play again starts a fresh game with the same seats.
        app.dispatch(Key(pygame.K_RETURN))
        app.step(0.0)
        again = app.scenes[0]
        assert isinstance(again, CursedTableScene) and again is not table
        assert again.session.seats == table.session.seats, (
            again.session.seats,
            table.session.seats,
        )
        assert again.session is not table.session and again.state.round == 1
    finally:
        app.shutdown()


def test_ask_only_when_i_can_answer_passes_for_a_seat_without_comebacks() -> None:
    app, table = start(("human", "human"), 11, ask_only_when_can_answer=True)
    rng = random.Random(4)
    try:
        for _ in range(600):
            app.step(0.0)
            state = table.state
            if RULES.is_over(state):
                break
            if isinstance(app.top, HandoffScene):
                ready(app)
                continue
            if not table.my_decision():
                continue
            assert state.window < 0 or len(RULES.legal_actions(state)) > 1, (
                "a seat with no Comeback was asked"
            )
            post(app, table, rng.choice(RULES.legal_actions(state)))
        assert any(a == "pass" for a in table.session.actions)
    finally:
        app.shutdown()


def test_cpu_seats_play_a_whole_game_and_the_ranking_shows(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(cursed_scene, "CPU_PACE", 0.0)
    app, table = start(("easy", "easy", "easy"), 5, rounds=8)
    try:
        deadline = time.monotonic() + 120  # far above a game's length; frames never wait
        while time.monotonic() < deadline:
            if RULES.is_over(table.state):
                break
            app.step(1 / 60)
            time.sleep(0.001)  # a frame's idle time: the CPU seats' thread gets its turn
        assert RULES.is_over(table.state)
        for _ in range(400):
            if isinstance(app.top, GameOverScene):
                break
            app.step(1 / 60)
        over = app.top
        assert isinstance(over, GameOverScene)
        result = RULES.outcome(table.state)
        assert result is not None and over.result == result
        assert sorted(over.result.ranking) == [0, 1, 2]
        labels = ("Play again (Enter)", "View table (V)", "Summary (S)", "Title (Esc)")
        assert over.labels() == labels
        assert table.view().buttons == ()  # the table's bar is empty under the results
        # The finished game is kept in the history, under its own game.
        [record] = history.History().records()
        assert record.game == "cursed-gifts" and list(record.winners) == list(result.winners)
    finally:
        app.shutdown()


def test_a_save_mid_chain_reopens_at_the_same_window() -> None:
    seats = (SeatSpec("Ana", "human"), SeatSpec("Bo", "human"))
    for seed in range(300):
        s = GameSession(RULES.default_config(2), seed, seats, game="cursed-gifts")
        rng = random.Random(seed)
        while not RULES.is_over(s.state) and not s.state.chain:
            legal = RULES.legal_actions(s.state)
            answer = [a for a in legal if isinstance(a, Answer)]
            s.play(answer[0] if answer else rng.choice(legal))
        if s.state.chain and s.state.window >= 0:
            break
    else:
        pytest.fail("no chain reached")
    app = make_app((1280, 720))
    try:
        app.start_game(GameSession.from_dict(json.loads(saves.encode(s))))
        app.step(0.0)
        top = app.top
        assert isinstance(top, HandoffScene)  # the answering seat gets the screen first
        assert top.name == seats[s.state.window].name
    finally:
        app.shutdown()


def test_a_move_at_the_table_animates_until_its_flights_land() -> None:
    app, table = start(("human", "easy"), 3)
    try:
        for _ in range(2000):  # the CPU's moves (if it starts) and their flights end
            app.step(1 / 30)
            if table.my_decision() and not table.motion.busy:
                break
            time.sleep(0.001)
        assert table.my_decision() and not table.motion.busy
        legal = RULES.legal_actions(table.state)
        post(app, table, next((a for a in legal if isinstance(a, Play)), legal[0]))
        assert table.motion.busy and table.animating()
        app.draw()  # a frame with the card on its way
        for _ in range(60):
            table.motion.update(1 / 30)
        assert not table.motion.busy
    finally:
        app.shutdown()


def test_a_play_waits_for_confirm_behind_its_preview_and_cancels() -> None:
    app, table = start(("human", "easy"), 5)
    try:
        for _ in range(2000):
            app.step(1 / 30)
            if table.my_decision() and table.state.window < 0:
                break
            time.sleep(0.001)
        plays = [a for a in RULES.legal_actions(table.state) if isinstance(a, Play)]
        assert plays, "no card to play at the start: pick another seed"
        action = plays[0]
        hand = list(table.state.hands[table.viewer])
        made = len(table.session.actions)
        for cancel in (Key(pygame.K_ESCAPE), Click((5, 5), button=3), Key(pygame.K_RETURN)):
            click(app, table, ("hand", hand.index(action.card)))
            if table.pending is None:
                click(app, table, ("seat", action.at))
            assert table.pending == action
            view = table.view()
            assert view.preview[0].startswith(CARDS[action.card].name)
            assert [b.name for b in view.buttons] == ["confirm", "cancel"]
            assert len(table.session.actions) == made, "played before Confirm"
            app.dispatch(cancel)
            app.step(0.0)
        assert table.session.actions[made] == str(action)  # Enter, the third time
        assert not table.view().preview
    finally:
        app.shutdown()
