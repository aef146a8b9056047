"""Gifts Under Siege from the keyboard alone: the arrows move a focus over what can be
claimed, stolen, wrapped or built (with its tooltip and a ring), Enter takes it; 1-5, S, R,
P and Enter do the rest, so a whole game against a CPU seat is played with no click."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from shell_helpers import make_app

from siege_desktop.app.intents import Click, Intent, Key, Motion
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.shell import App
from siege_desktop.games.gifts import rules as engine
from siege_desktop.games.gifts.rules import Build, Claim, GameConfig, Phase, Steal, Wrap
from siege_desktop.games.gifts.ui import keyfocus
from siege_desktop.games.gifts.ui import scene as gifts_scene
from siege_desktop.games.gifts.ui.pickers import DiscardPicker, ReplacePicker, WrapPicker
from siege_desktop.games.gifts.ui.scene import TableScene
from siege_desktop.games.gifts.ui.targets import Spot

COLOUR_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5)


def start(seed: int, rounds: int = 8) -> tuple[App, TableScene]:
    app = make_app((1024, 576))
    seats = (SeatSpec("Ann", "human"), SeatSpec("Bo", "easy"))
    config = GameConfig(players=2, round_limit=rounds)
    app.start_game(GameSession(config, seed, seats))
    app.step(0.0)
    table = app.scenes[0]
    assert isinstance(table, TableScene)
    return app, table


def press(app: App, key: int) -> None:
    app.dispatch(Key(key))
    app.step(0.0)


def until_something_to_take(app: App, table: TableScene) -> None:
    """Play a land each turn, pass or recycle the action step, and wait for the CPU, until
    the human's action step offers a display gift to claim (among whatever else)."""
    for _ in range(20000):
        s = table.state
        if table.human_to_act() and s.phase is Phase.ACTION:
            if any(h.kind == Spot.DISPLAY for h in keyfocus.targets(table)):
                return
            legal = {type(a).__name__ for a in table.legal()}
            press(app, pygame.K_p if "Pass" in legal else pygame.K_r)
            continue
        if table.human_to_act() and s.phase is Phase.LAND:
            hand = s.hands[s.seat]
            colours = [c for c in range(5) if hand[c]]
            press(app, COLOUR_KEYS[colours[0]] if colours else pygame.K_s)
            continue
        if table.human_to_act() and isinstance(table.picker, DiscardPicker):
            picker = table.picker
            while sum(picker.chosen) < picker.pending:
                room = [c for c in picker.options() if picker.chosen[c] < picker.hand[c]]
                press(app, COLOUR_KEYS[room[0]])
            press(app, pygame.K_RETURN)
            continue
        table.skip_cpu = True
        app.step(1 / 60)
        time.sleep(0.001)
    pytest.fail("the human never had anything to take")


def test_the_arrows_visit_every_target_once_and_enter_takes_the_focused_one() -> None:
    app, table = start(4)
    try:
        until_something_to_take(app, table)
        expected = {str(a) for a in table.legal() if isinstance(a, (Claim, Steal, Wrap, Build))}
        assert expected, "the human can take something at its first action step"
        seen = []
        for _ in keyfocus.targets(table):
            press(app, pygame.K_RIGHT)
            hot = table.key_focus
            assert hot is not None and table.hover == hot  # its tooltip shows
            app.draw()
            tip = table._tip
            assert not any(line.startswith("Click to") for line in tip), tip
            assert any(line.startswith("Enter to") for line in tip), tip
            seen.append(hot)
        assert len(set(seen)) == len(seen) == len(keyfocus.targets(table))
        kinds = {hot.kind for hot in seen}
        assert kinds <= {Spot.DISPLAY, Spot.STEAL, Spot.OWN_GIFT, Spot.MARKET}
        # Every claim and build the engine allows has a place on the focus's round trip.
        claims = {a.gift for a in table.legal() if isinstance(a, Claim)}
        assert claims <= {h.item for h in seen if h.kind == Spot.DISPLAY}
        press(app, pygame.K_LEFT)
        assert table.key_focus == seen[-2 % len(seen)]
        # The focus draws a ring: the frame differs from the same table without it.
        app.draw()
        with_ring = pygame.image.tobytes(app.window, "RGB")
        focus = table.key_focus
        table.key_focus = None
        app.draw()
        assert pygame.image.tobytes(app.window, "RGB") != with_ring
        table.key_focus = focus
        # A mouse move hands the lead back to the pointer.
        assert table.key_focus is not None
        app.dispatch(Motion((5, 5)))
        assert table.key_focus is None
        # A claim goes through at once (a steal, wrap or build may open its picker first).
        claim = next((h for h in seen if h.kind == Spot.DISPLAY), None)
        assert claim is not None
        table.key_focus = None
        while table.key_focus != claim:
            press(app, pygame.K_RIGHT)
        before = len(table.session.actions)
        press(app, pygame.K_RETURN)
        assert table.session.actions[before] == str(Claim(claim.item))
    finally:
        app.shutdown()


def test_a_whole_game_against_a_cpu_seat_by_keys_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(gifts_scene, "CPU_PACE", 0.0, raising=False)
    app, table = start(9)
    clicks: list[Intent] = []
    handle = table.handle

    def no_clicks(intent: Intent) -> bool:
        if isinstance(intent, Click):
            clicks.append(intent)
        return handle(intent)

    monkeypatch.setattr(table, "handle", no_clicks)
    table.skip_cpu = True
    rng = random.Random(9)
    decisions = 0
    try:
        deadline = time.monotonic() + 150
        while engine.outcome(table.state) is None and time.monotonic() < deadline:
            if not table.human_to_act():
                table.skip_cpu = True
                app.step(1 / 60)
                time.sleep(0.001)  # the CPU seat's thread gets its turn
                continue
            before = len(table.session.actions)
            _decide_by_keys(app, table, rng)
            if len(table.session.actions) > before:
                decisions += 1
        assert engine.outcome(table.state) is not None
        assert decisions >= 10 and not clicks
    finally:
        app.shutdown()


def _decide_by_keys(app: App, table: TableScene, rng: random.Random) -> None:
    s = table.state
    picker = table.picker
    if isinstance(picker, DiscardPicker):
        for _ in range(20):
            if sum(picker.chosen) == picker.pending:
                break
            room = [c for c in picker.options() if picker.chosen[c] < picker.hand[c]]
            press(app, COLOUR_KEYS[room[0]])
        press(app, pygame.K_RETURN)
        return
    if isinstance(picker, WrapPicker):
        lands = s.lands[s.seat]
        press(app, COLOUR_KEYS[next(c for c in range(5) if lands[c])])
        return
    if isinstance(picker, ReplacePicker):
        press(app, pygame.K_1)
        return
    if s.phase is Phase.LAND:
        hand = s.hands[s.seat]
        colours = [c for c in range(5) if hand[c]]
        press(app, COLOUR_KEYS[rng.choice(colours)] if colours else pygame.K_s)
        return
    if s.phase is Phase.ACTION:
        if keyfocus.targets(table) and rng.random() < 0.8:
            for _ in range(rng.randrange(1, 4)):
                press(app, pygame.K_RIGHT)
            press(app, pygame.K_RETURN)
            if table.picker is not None or table.state is not s:
                return
        legal = {type(a).__name__ for a in table.legal()}
        press(app, pygame.K_r if "Recycle" in legal else pygame.K_p)
        return
    app.step(1 / 60)
