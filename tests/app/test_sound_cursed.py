"""Cursed Gifts' sounds: each kind of its events has its cue (offer, Comeback, cure,
elimination, win or loss), played through the same Sounds as Gifts Under Siege's."""

from __future__ import annotations

import pytest
from shell_helpers import make_app
from test_sound import FakeMixer, live

from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.sound import FOLLOW, SOUNDS
from siege_desktop.core.registry import find_game
from siege_desktop.games.cursed.rules.actions import Play
from siege_desktop.games.cursed.rules.events import Event
from siege_desktop.games.cursed.ui.scene import CursedTableScene
from siege_desktop.games.cursed.ui.sounds import CUES, plan, planner


def ev(kind: str, seat: int = 0) -> Event:
    return Event(kind, seat, kind)


@pytest.mark.parametrize(
    ("kinds", "cue"),
    [
        (["offer"], "land"),
        (["play", "draw"], "land"),
        (["answer"], "bounce"),
        (["pass", "return", "resolve"], "bounce"),
        (["cure"], "claim"),
        (["pass", "resolve", "eliminate"], "out"),
        (["offer", "eliminate"], "out"),
        (["pass", "take", "take"], "steal"),
        (["end-turn", "draw"], "draw"),
    ],
)
def test_each_action_sounds_its_most_telling_event(kinds: list[str], cue: str) -> None:
    assert plan([ev(k) for k in kinds], humans=(0,)) == [(0.0, cue)]


def test_the_end_is_a_win_or_a_loss_for_the_humans_at_the_table() -> None:
    events = [ev("offer"), ev("eliminate", 1), ev("end", -1)]
    assert plan(events, humans=(0,), winners=(0,)) == [(0.0, "out"), (FOLLOW, "end")]
    assert plan(events, humans=(0,), winners=(1,)) == [(0.0, "out"), (FOLLOW, "lose")]
    assert plan(events, humans=(), winners=(1,))[-1] == (FOLLOW, "end")  # CPUs only: no loser


def test_your_turn_sounds_for_humans_only() -> None:
    assert plan([ev("end-turn"), ev("turn", 1)], humans=(1,)) == [(0.0, "turn")]
    assert plan([ev("end-turn"), ev("turn", 1)], humans=(0,)) == []


def test_every_cue_is_a_sound_file() -> None:
    assert {c for c in CUES.values() if c is not None} | {"lose"} <= set(SOUNDS)


def test_sounds_play_a_games_own_planner_and_gifts_keeps_its_default() -> None:
    mixer = FakeMixer()
    sounds = live(mixer=mixer)
    sounds.on_events([ev("answer")], (0,), planner())
    assert mixer.played()[-1][0] == "bounce"
    sounds.update(1.0)
    sounds.on_events([ev("cure")], (0,), planner())
    assert mixer.played()[-1][0] == "claim"


def test_the_table_sounds_its_moves_through_the_cursed_planner(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rules = find_game("cursed-gifts").rules
    app = make_app((1024, 576))
    heard: list[list[tuple[float, str]]] = []

    def record(events: list[Event], humans: tuple[int, ...], chosen: object = None) -> None:
        assert callable(chosen)
        heard.append(chosen(events, humans))

    monkeypatch.setattr(app.sound, "on_events", record)
    seats = (SeatSpec("Ana", "human"), SeatSpec("Bo", "easy"))
    app.start_game(GameSession(rules.default_config(2), 5, seats, game="cursed-gifts"))
    table = app.scenes[0]
    assert isinstance(table, CursedTableScene)
    try:
        offer = next(a for a in rules.legal_actions(table.state) if isinstance(a, Play))
        table.play(offer)
        assert heard == [[(0.0, "land")]]
    finally:
        app.shutdown()
