"""A session holds Cursed Gifts: replay through its rules, saves that say the game."""

from __future__ import annotations

import json
import random

import pytest

from siege_desktop.app import saves
from siege_desktop.app.session import GameSession, SeatSpec, SessionError
from siege_desktop.core.registry import find_game

RULES = find_game("cursed-gifts").rules


def _session(actions: int, seed: int = 7) -> GameSession:
    seats = (SeatSpec("Ana", "human"), SeatSpec("Bo", "easy"), SeatSpec("Cy", "hard"))
    s = GameSession(RULES.default_config(3), seed, seats, game="cursed-gifts")
    rng = random.Random(seed)
    for _ in range(actions):
        if RULES.is_over(s.state):
            break
        s.play(rng.choice(RULES.legal_actions(s.state)))
    return s


def test_names_come_from_the_seats_and_replay_matches() -> None:
    s = _session(60)
    assert s.config.names == ("Ana", "Bo", "Cy")
    again = GameSession.from_dict(json.loads(json.dumps(s.to_dict())))
    assert again.game == "cursed-gifts"
    assert RULES.to_dict(again.state) == RULES.to_dict(s.state)
    assert len(again.events) == len(s.events)


def test_a_save_mid_chain_round_trips_with_its_table_rules() -> None:
    seats = (SeatSpec("Ana", "human"), SeatSpec("Bo", "human"))
    for seed in range(200):
        s = GameSession(
            RULES.default_config(2),
            seed,
            seats,
            game="cursed-gifts",
            table_rules={"ask_only_when_can_answer": True},
        )
        rng = random.Random(seed)
        while not RULES.is_over(s.state) and not s.state.chain:
            s.play(rng.choice(RULES.legal_actions(s.state)))
        if s.state.chain and s.state.window >= 0:
            break
    else:
        pytest.fail("no game reached a Comeback chain")
    text = saves.encode(s)
    data = json.loads(text)
    assert data["game"] == "cursed-gifts" and "summary" in data
    back = GameSession.from_dict(data)
    assert back.state == s.state
    assert back.table_rules == {"ask_only_when_can_answer": True}


def test_bad_cursed_saves_are_refused_with_a_reason() -> None:
    data = _session(5).to_dict()
    with pytest.raises(SessionError, match="table rules"):
        GameSession.from_dict({**data, "config": {"seats": 9}})
    with pytest.raises(SessionError, match="cannot be replayed"):
        GameSession.from_dict({**data, "actions": ["play clown at 7"]})
    with pytest.raises(SessionError, match="unknown table rule"):
        GameSession.from_dict({**data, "table_rules": {"cheat": True}})
    with pytest.raises(SessionError, match="does not know"):
        GameSession.from_dict({**data, "game": "chess"})


def test_the_load_list_says_which_game(tmp_path: object) -> None:
    from pathlib import Path

    assert isinstance(tmp_path, Path)
    p = tmp_path / "a.json"
    p.write_text(saves.encode(_session(10), "mine"), encoding="utf-8")
    assert saves.describe(p).game == "Cursed Gifts"


def test_the_log_opens_with_the_first_turn_as_gifts_under_siege_does() -> None:
    """A new game's log has a line for its first turn, told as every later turn is, and
    the game itself is the seed's (the line tells, it changes nothing)."""
    s = _session(0)
    first = s.state.first_player
    assert [e.kind for e in s.events] == ["turn"]
    assert s.events[0].seat == first
    assert s.events[0].text_for(None) == f"Round 1: {s.config.names[first]}'s turn."
    assert s.state == RULES.new_game(s.config, s.seed)
    later = _session(40)
    turns = [e.text_for(None) for e in later.events if e.kind == "turn"]
    assert turns[0] == s.events[0].text_for(None)
    assert turns[1].endswith(f"{later.config.names[(first + 1) % 3]}'s turn.")
    # Replayed (a loaded save, an undo) the same way: one first line, not two.
    again = GameSession.from_dict(later.to_dict())
    assert [e.text_for(None) for e in again.events] == [e.text_for(None) for e in later.events]
