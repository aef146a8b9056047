"""Save format 2 names the game; a version 1 save (made before there was more than one
game) loads as Gifts Under Siege, exactly as it was."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from siege_desktop.app.session import SAVE_VERSION, GameSession, SeatSpec, SessionError
from siege_desktop.games.gifts import rules as engine

V1 = Path(__file__).parent / "fixtures" / "save_v1.json"
#: The position the version 1 fixture was saved in (40 actions, round 5, seat 3 to play).
V1_STATE_DIGEST = "12eeafe0607ace86"


def _digest(state: engine.GameState) -> str:
    text = json.dumps(engine.to_dict(state), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _v1() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(V1.read_text(encoding="utf-8"))
    return data


def test_a_version_1_save_loads_as_gifts_under_siege_unchanged() -> None:
    data = _v1()
    assert data["version"] == 1 and "game" not in data
    session = GameSession.from_dict(data)
    assert session.game == "gifts-under-siege"
    assert len(session.actions) == 40
    assert [s.kind for s in session.seats] == ["human", "medium", "hard"]
    assert _digest(session.state) == V1_STATE_DIGEST
    # Saved again, it is a version 2 save of the same game that loads to the same position.
    again = session.to_dict()
    assert again["version"] == SAVE_VERSION == 2
    assert again["game"] == "gifts-under-siege"
    assert _digest(GameSession.from_dict(again).state) == V1_STATE_DIGEST


def test_a_version_2_save_round_trips_its_game() -> None:
    seats = (SeatSpec("Ann", "human"), SeatSpec("Bo", "easy"))
    session = GameSession(engine.GameConfig(players=2), 11, seats)
    session.play(engine.legal_actions(session.state)[0])
    data = json.loads(json.dumps(session.to_dict()))
    loaded = GameSession.from_dict(data)
    assert loaded.game == session.game == "gifts-under-siege"
    assert loaded.actions == session.actions
    assert engine.to_dict(loaded.state) == engine.to_dict(session.state)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"game": None}, "which game"),
        ({"game": 3}, "which game"),
        ({"game": "no-such-game"}, "does not know the game"),
        ({"version": 0}, "unknown save format"),
    ],
)
def test_a_save_of_an_unknown_game_is_refused_with_a_reason(
    change: dict[str, Any], message: str
) -> None:
    data = _v1()
    data.update({"version": 2, "game": "gifts-under-siege"})
    GameSession.from_dict(data)  # the base is good
    data.update(change)
    if change.get("game") is None and "game" in change:
        del data["game"]
    with pytest.raises(SessionError, match=message):
        GameSession.from_dict(data)
