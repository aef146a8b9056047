"""Property tests: garbage into from_dict and parse_action gives a typed error, never a crash."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from engine_games import config_for, random_game
from engine_positions import position
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from siege_desktop.games.gifts.rules import (
    Action,
    ActionSyntaxError,
    Build,
    CallTime,
    Claim,
    Discard,
    GameState,
    IllegalActionError,
    Pass,
    PlayLand,
    Recycle,
    SkipLand,
    StateFormatError,
    Steal,
    Wrap,
    apply,
    from_dict,
    is_over,
    legal_actions,
    parse_action,
    to_dict,
    why_illegal,
)
from siege_desktop.games.gifts.rules.cards import LETTERS

FAST = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _valid_dicts() -> list[dict[str, Any]]:
    """Saved positions of every kind: a new game, mid-game states of each phase, a finished
    game, with the table rules varied."""
    found: dict[tuple[str, bool], dict[str, Any]] = {}
    for players, variant in ((2, 0), (4, 1), (6, 2), (8, 0)):
        for step in random_game(config_for(players, variant), 40 + players):
            s = step.after
            key = (s.phase.name, s.steal_gift >= 0)
            if key not in found or players == 8:
                found[key] = to_dict(s)
    return list(found.values())


VALID = _valid_dicts()

json_scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=True)
    | st.text(max_size=12)
    | st.sampled_from(["", "W", "WUBRG", "R2a", "Z9z", "land", "discard", "steal", "over"])
)
json_like = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=20,
)


def _locations(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place inside `data` (a path of keys and indexes)."""
    out = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            out += _locations(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            out += _locations(value, (*path, i))
    return out


def _parent(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path[:-1]:
        data = data[key]
    return data


def _mutate(data: dict[str, Any], draw: st.DataObject) -> dict[str, Any]:
    data = copy.deepcopy(data)
    for _ in range(draw.draw(st.integers(1, 3))):
        paths = [p for p in _locations(data) if p]
        path = draw.draw(st.sampled_from(paths))
        parent, key = _parent(data, path), path[-1]
        value = parent[key]
        how = draw.draw(
            st.sampled_from(
                ["delete", "garbage", "truncate", "extra-gift", "number", "swap", "phase", "move"]
            )
        )
        if how == "delete":
            del parent[key]
        elif how == "garbage":
            parent[key] = draw.draw(json_like)
        elif how == "truncate" and isinstance(value, list | str) and value:
            parent[key] = value[: draw.draw(st.integers(0, len(value) - 1))]
        elif how == "extra-gift":
            target = draw.draw(st.sampled_from(["supply", "display"]))
            data[target] = [*data.get(target, []), draw.draw(st.sampled_from(["R2a", "W1a"]))]
        elif how == "number" and isinstance(value, int):
            parent[key] = value + draw.draw(st.sampled_from([-1, 1, -100, 10**6]))
        elif how == "swap" and isinstance(value, str):
            parent[key] = "".join(draw.draw(st.permutations(value + LETTERS[:1])))
        elif how == "phase":
            # Valid-looking positions the game never reaches: any step, any discard details.
            data["phase"] = draw.draw(st.sampled_from(["land", "action", "discard", "over"]))
            data["discard_step"] = draw.draw(
                st.none()
                | st.fixed_dictionaries(
                    {
                        "reason": st.sampled_from(["recycle", "hand-limit", "steal"]),
                        "pending": st.integers(0, 4),
                        "batch": st.sampled_from(["", "W", "UB", "G", "RR"]),
                    }
                )
            )
        elif how == "move":
            # One land moves between deck, discard pile, hands and boards: still conserved.
            seats = data.get("seats")
            places: list[tuple[Any, str]] = [(data, "deck"), (data, "discard")]
            if isinstance(seats, list):
                places += [(s, k) for s in seats if isinstance(s, dict) for k in ("hand", "lands")]
            places = [(o, k) for o, k in places if isinstance(o.get(k), str)]
            if len(places) >= 2:
                (a, ka), (b, kb) = draw.draw(st.permutations(places))[:2]
                if a[ka]:
                    land = draw.draw(st.sampled_from(a[ka]))
                    a[ka] = a[ka].replace(land, "", 1)
                    b[kb] = b[kb] + land
        if not isinstance(data, dict):
            break
    return data


def _playable(state: GameState) -> None:
    """A state from_dict accepts is one the engine can play on."""
    legal = legal_actions(state)
    assert bool(legal) != is_over(state)
    for action in legal:
        assert why_illegal(state, action) is None
        apply(state, action)


@FAST
@given(json_like)
def test_from_dict_garbage_raises_state_format_error(data: Any) -> None:
    try:
        from_dict(data)
    except StateFormatError as exc:
        assert str(exc)


@FAST
@given(st.data())
def test_from_dict_mutated_saves_are_rejected_or_playable(draw: st.DataObject) -> None:
    original = draw.draw(st.sampled_from(VALID))
    data = _mutate(original, draw)
    try:
        state = from_dict(data)
    except StateFormatError as exc:
        assert str(exc)
        return
    _playable(state)


def test_from_dict_accepts_every_valid_sample() -> None:
    for data in VALID:
        assert to_dict(from_dict(data)) == data
        _playable(from_dict(data))


WORDS = [
    "play",
    "skip",
    "land",
    "claim",
    "steal",
    "wrap",
    "with",
    "build",
    "over",
    "recycle",
    "discard",
    "pass",
    "call",
    "time",
    "W",
    "U",
    "B",
    "R",
    "G",
    "X",
    "R2a",
    "W1z",
    "G3b",
    "R4a",
    "R2",
    "gloves",
    "crowbar",
    "ribbon",
    "warehouse",
    "coffer",
    "vault",
    "",
]


@FAST
@given(st.text(max_size=30) | st.lists(st.sampled_from(WORDS), max_size=5).map(" ".join))
def test_parse_action_garbage_raises_action_syntax_error(text: str) -> None:
    try:
        action = parse_action(text)
    except ActionSyntaxError as exc:
        assert str(exc) and isinstance(exc, ValueError)
        return
    assert parse_action(str(action)) == action
    assert str(action) == " ".join(text.split())


@settings(max_examples=50, deadline=None)
@given(json_like)
def test_parse_action_non_text_raises_action_syntax_error(value: Any) -> None:
    if isinstance(value, str):
        return
    try:
        parse_action(value)
    except ActionSyntaxError as exc:
        assert "an action is text" in str(exc)
    else:
        raise AssertionError(f"parse_action accepted {value!r}")


def test_from_dict_rejects_a_discard_step_that_cannot_finish() -> None:
    # One land still owed, but the hand's only land comes before the batch's last colour in
    # W U B R G order: no discard would be legal, and the game would be stuck.
    data = to_dict(position(hands=["WG"]))
    data["phase"] = "discard"
    data["discard_step"] = {"reason": "recycle", "pending": 1, "batch": "G"}
    data["seats"][0]["hand"] = "W"
    data["discard"] += "G"
    with pytest.raises(StateFormatError, match="more than the hand holds"):
        from_dict(data)
    data["seats"][0]["hand"] = "WG"
    data["discard"] = data["discard"][:-1]
    _playable(from_dict(data))


ids = st.integers(min_value=-(2**40), max_value=2**40) | st.integers(-3, 400)
any_action = st.one_of(
    st.builds(PlayLand, ids),
    st.builds(SkipLand),
    st.builds(Claim, ids),
    st.builds(Steal, ids),
    st.builds(Wrap, ids, ids),
    st.builds(Build, ids, st.none() | ids),
    st.builds(Recycle),
    st.builds(Discard, ids),
    st.builds(Pass),
    st.builds(CallTime),
)
SAMPLES = [from_dict(d) for d in VALID]


@FAST
@given(st.sampled_from(SAMPLES), any_action)
def test_apply_refuses_any_action_with_an_illegal_action_error(
    state: GameState, action: Action
) -> None:
    reason = why_illegal(state, action)
    try:
        after = apply(state, action)
    except IllegalActionError as exc:
        assert reason is not None and str(exc).endswith(reason)
        return
    assert reason is None
    assert action in legal_actions(state) or isinstance(action, CallTime)
    assert from_dict(to_dict(after)) == after
