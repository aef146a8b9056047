"""Cursed Gifts from the keyboard alone: number keys pick a card, the arrows step through its
targets or exact cures (each in the preview), Enter plays, E ends the turn, P lets an attack
happen; a whole game against a CPU seat is played so, with no click."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from shell_helpers import make_app, ready

from siege_desktop.app.intents import Key
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.shell import App
from siege_desktop.core.registry import find_game
from siege_desktop.games.cursed.rules.actions import Answer, Cure, Play
from siege_desktop.games.cursed.rules.cards import KIND
from siege_desktop.games.cursed.ui import scene as cursed_scene
from siege_desktop.games.cursed.ui.keyboard import NUMBER_KEYS, options
from siege_desktop.games.cursed.ui.scene import CursedTableScene

RULES = find_game("cursed-gifts").rules


def start(seed: int, kinds: tuple[str, ...] = ("human", "easy")) -> tuple[App, CursedTableScene]:
    app = make_app((1024, 576))
    seats = tuple(SeatSpec(f"P{i + 1}", k) for i, k in enumerate(kinds))
    config = RULES.config_from_dict({"seats": len(kinds), "names": None, "round_limit": 30})
    app.start_game(GameSession(config, seed, seats, game="cursed-gifts"))
    app.step(0.0)
    table = app.scenes[0]
    assert isinstance(table, CursedTableScene)
    return app, table


def press(app: App, key: int) -> None:
    app.dispatch(Key(key))
    app.step(0.0)


def test_a_number_key_picks_that_card_and_the_arrows_cycle_its_targets() -> None:
    for seed in range(40):
        app, table = start(seed)
        try:
            legal = table.legal()
            hand = table.hand()
            # A gift with a rival to give it to: the arrows must reach every target it has.
            index = next(
                (
                    i
                    for i, c in enumerate(hand[:10])
                    if KIND[c] == "gift" and any(isinstance(a, Play) and a.card == c for a in legal)
                ),
                None,
            )
            if index is None or not table.my_decision():
                continue
            press(app, NUMBER_KEYS[index])
            assert table.card == index
            plays = options(table, legal)
            seen = []
            for _ in plays:
                press(app, pygame.K_RIGHT)
                assert table.pending in plays
                assert table.view().preview  # each one previewed before it is played
                seen.append(table.pending)
            assert sorted(map(str, seen)) == sorted(map(str, plays))  # every one, once
            press(app, pygame.K_LEFT)
            assert table.pending == seen[-2 % len(seen)]
            before = len(table.session.actions)
            chosen = table.pending
            press(app, pygame.K_RETURN)
            assert table.session.actions[before] == str(chosen)
            return
        finally:
            app.shutdown()
    pytest.fail("no seed dealt the human a gift to give")


def test_the_arrows_choose_an_exact_cure_for_a_chosen_antidote() -> None:
    for seed in range(400):
        session = GameSession(
            RULES.default_config(2),
            seed,
            (SeatSpec("A", "human"), SeatSpec("B", "human")),
            game="cursed-gifts",
        )
        rng = random.Random(seed)
        # Play until seat 0 may cure with an Antidote among its first ten cards.
        for _ in range(60):
            legal = RULES.legal_actions(session.state)
            cures = [a for a in legal if isinstance(a, Cure)]
            if cures and RULES.to_act(session.state) == 0:
                break
            if RULES.is_over(session.state):
                break
            session.play(rng.choice(legal))
        else:
            continue
        if RULES.is_over(session.state) or RULES.to_act(session.state) != 0:
            continue
        hand = session.state.hands[0]
        antidote = next((i for i, c in enumerate(hand[:10]) if KIND[c] == "antidote"), None)
        if antidote is None or not any(
            hand[antidote] in a.antidotes
            for a in RULES.legal_actions(session.state)
            if isinstance(a, Cure)
        ):
            continue
        app = make_app((1024, 576))
        try:
            app.start_game(session)
            app.step(0.0)
            table = app.scenes[0]
            assert isinstance(table, CursedTableScene)
            while app.top is not table:  # the pass-and-play handoff: the first player is ready
                ready(app, pygame.K_RETURN)
            press(app, NUMBER_KEYS[antidote])
            assert table.cure_antidotes == [antidote]
            press(app, pygame.K_RIGHT)
            cure = table.chosen_cure(table.legal())
            assert cure is not None and hand[antidote] in cure.antidotes
            assert table.cure_remaining() == 0  # exact, ready to confirm
            before = len(table.session.actions)
            press(app, pygame.K_RETURN)
            assert table.session.actions[before] == str(cure)
            return
        finally:
            app.shutdown()
    pytest.fail("no seed gave seat 0 a cure")


def test_a_whole_game_against_a_cpu_seat_by_keys_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cursed_scene, "CPU_PACE", 0.0)
    app, table = start(3)
    clicks: list[object] = []
    monkeypatch.setattr(table, "handle", _no_clicks(table.handle, clicks))
    rng = random.Random(3)
    mine = 0
    try:
        deadline = time.monotonic() + 120
        while not RULES.is_over(table.state) and time.monotonic() < deadline:
            if not table.my_decision():
                app.step(1 / 60)
                time.sleep(0.001)  # the CPU seat's thread gets its turn
                continue
            before = len(table.session.actions)
            _decide_by_keys(app, table, rng)
            # At least the human's decision (the CPU worker may answer within the same frame).
            assert len(table.session.actions) > before, "the keys made no decision"
            mine += 1
        assert RULES.is_over(table.state)
        assert mine >= 5 and not clicks
    finally:
        app.shutdown()


def _no_clicks(handle: object, clicks: list[object]) -> object:
    from siege_desktop.app.intents import Click

    def wrapped(intent: object) -> bool:
        if isinstance(intent, Click):
            clicks.append(intent)
        return handle(intent)  # type: ignore[operator, no-any-return]

    return wrapped


def _decide_by_keys(app: App, table: CursedTableScene, rng: random.Random) -> None:
    """One decision of the human seat, by keys: answer with a Comeback half the time, else
    let it happen; on a turn, a card with the arrows' first option half the time, else end
    the turn."""
    legal = table.legal()
    hand = table.hand()
    usable = [
        i
        for i, c in enumerate(hand[:10])
        if any(
            (isinstance(a, (Play, Answer)) and a.card == c)
            or (isinstance(a, Cure) and c in a.antidotes)
            for a in legal
        )
    ]
    if table.state.window >= 0:
        if usable and rng.random() < 0.5:
            press(app, NUMBER_KEYS[rng.choice(usable)])  # a Comeback answers at once
        else:
            press(app, pygame.K_p)
        return
    if usable and rng.random() < 0.6:
        press(app, NUMBER_KEYS[rng.choice(usable)])
        if table.pending is None:
            press(app, pygame.K_RIGHT)
        press(app, pygame.K_RETURN)
        if table.card is None and not table.cure_antidotes:
            return
        press(app, pygame.K_ESCAPE)  # nothing to play after all: back out
    press(app, pygame.K_e)
