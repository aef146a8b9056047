"""The table rules that compensate the second player (docs/games/siege/RULES.md, "Table rules
for the second player"): each is off by default, changes the game only when on, and is
carried by the configuration through saves."""

from __future__ import annotations

import json
import random
from typing import Any

import attrs
import pytest

from siege_desktop.games.siege.rules import (
    RULES,
    ConfigError,
    SiegeConfig,
    SiegeState,
    StateFormatError,
    first_player,
    from_dict,
    new_game,
    new_game_logged,
    to_dict,
)
from siege_desktop.games.siege.rules.state import DRAFT, DRAW, SETUP
from tests.games.siege.siege_positions import act, legal_texts, position

RULE_VALUES: dict[str, Any] = {
    "second_drafts_first": True,
    "first_turn_moves": 1,
    "second_start_points": 2,
    "second_extra_unit": True,
}


def _play_opening(state: SiegeState, seed: int) -> tuple[SiegeState, list[int], list[int]]:
    """Random picks and placements up to the first turn; who made each pick and placement."""
    rng = random.Random(seed)
    pickers: list[int] = []
    placers: list[int] = []
    while state.phase in (DRAFT, SETUP):
        (pickers if state.phase == DRAFT else placers).append(state.current)
        state = RULES.apply_logged(state, rng.choice(RULES.legal_actions(state)))[0]
    return state, pickers, placers


def test_every_compensation_is_off_by_default() -> None:
    config = SiegeConfig()
    assert not config.second_drafts_first and not config.second_extra_unit
    assert config.first_turn_moves == 5 and config.second_start_points == 0
    state = new_game(config, 3)
    assert state.current == state.first and state.points == (0, 0)


def test_a_configuration_round_trips_and_older_saves_load_with_the_rules_off() -> None:
    config = SiegeConfig(**RULE_VALUES)
    assert SiegeConfig.from_dict(json.loads(json.dumps(config.to_dict()))) == config
    older = {"seats": 2, "names": None, "round_limit": 40, "starter_set": False}
    assert SiegeConfig.from_dict(older) == SiegeConfig()


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("second_drafts_first", 1),
        ("second_extra_unit", "yes"),
        ("first_turn_moves", 6),
        ("first_turn_moves", -1),
        ("first_turn_moves", True),
        ("second_start_points", 5),
        ("second_start_points", 1.5),
    ],
)
def test_a_bad_table_rule_is_refused_by_name(name: str, value: object) -> None:
    with pytest.raises(ConfigError, match=name):
        SiegeConfig.from_dict({name: value})


def test_a_saved_game_keeps_its_table_rules_and_refuses_a_bad_one() -> None:
    state = new_game(SiegeConfig(**RULE_VALUES), 5)
    data = json.loads(json.dumps(to_dict(state)))
    assert from_dict(data) == state
    data["config"]["first_turn_moves"] = 9
    with pytest.raises(StateFormatError, match="first_turn_moves"):
        from_dict(data)


def test_the_second_player_drafts_first_and_the_first_still_places_and_plays_first() -> None:
    for seed in range(4):
        state = new_game(SiegeConfig(second_drafts_first=True), seed)
        first = state.first
        assert first_player(state) == first and RULES.to_act(state) == 1 - first
        state, pickers, placers = _play_opening(state, seed)
        assert pickers == [1 - first, first] * 15
        assert placers == [first, 1 - first] * 4
        assert state.phase == DRAW and state.current == first and state.turn == 1
    _, events = new_game_logged(SiegeConfig(second_drafts_first=True), 0)
    assert [e.kind for e in events] == ["coin", "rule"]


def test_the_first_player_moves_fewer_units_in_its_first_turn_only() -> None:
    units = {
        **{name: (0, "R1") for name in ("d3", "e3", "f3", "g3")},
        **{name: (1, "R1") for name in ("e13", "f13", "g13")},
    }
    limited = SiegeConfig(first_turn_moves=1)
    first_turn = attrs.evolve(position(units, round=1), config=limited)
    assert first_turn.turn == 1
    after, _ = act(first_turn, "move e3 e4")
    # Nothing else to do: no more moves, nothing in range, so the turn passes.
    assert after.current == 1 and after.turn == 2
    used = attrs.evolve(position(units, round=1, moves=1), config=limited)
    assert not any(t.startswith("move") for t in legal_texts(used))
    reason = RULES.why_illegal(used, RULES.parse_action("move f3 f4"))
    assert reason is not None and "first_turn_moves" in reason
    # Without the rule the same position lets a second unit move.
    assert "move f3 f4" in legal_texts(act(position(units, round=1), "move e3 e4")[0])
    # The second player's first turn, and the first player's later turns, move 5 units.
    second = attrs.evolve(position(units, round=1, current=1), config=limited)
    assert act(second, "move e13 e12", "move f13 f12")[0].moves == 2
    later = attrs.evolve(position(units, round=2), config=limited)
    assert act(later, "move e3 e4", "move f3 f4", "move g3 g4")[0].moves == 3


def test_no_moves_in_the_first_turn_skips_to_the_attacks() -> None:
    state = new_game(SiegeConfig(first_turn_moves=0), 2)
    state, _, _ = _play_opening(state, 2)
    state = RULES.apply_logged(state, RULES.parse_action("draw"))[0]
    state = RULES.apply_logged(state, RULES.parse_action("end"))[0]
    # Nothing can be in range in the first turn either: the turn passes to the second player.
    assert state.current == 1 - state.first and state.turn == 2


def test_the_second_player_starts_with_points() -> None:
    for seed in range(4):
        state, events = new_game_logged(SiegeConfig(second_start_points=2), seed)
        assert state.points[1 - state.first] == 2 and state.points[state.first] == 0
        assert events[-1].kind == "rule" and "2 points" in events[-1].text


def test_the_second_player_places_a_fifth_unit_after_the_others() -> None:
    for seed in range(4):
        state = new_game(SiegeConfig(second_extra_unit=True), seed)
        first, second = state.first, 1 - state.first
        state, _, placers = _play_opening(state, seed)
        assert placers == [first, second] * 4 + [second]
        on_board = [sum(1 for u in state.board if u is not None and u.owner == s) for s in (0, 1)]
        assert on_board[first] == 4 and on_board[second] == 5
        assert len(state.decks[first]) == 11 and len(state.decks[second]) == 10
        assert state.current == first and state.turn == 1


def test_the_arena_counts_the_player_of_the_first_turn_as_first() -> None:
    from siege_desktop.core.registry import find_game

    spec = find_game("siege")
    state = new_game(SiegeConfig(second_drafts_first=True), 4)
    assert spec.extra["first_player"](state) == state.first != RULES.to_act(state)


@pytest.mark.parametrize("seed", range(2))
def test_random_games_with_every_compensation_keep_the_invariants(seed: int) -> None:
    from tests.games.siege.test_siege_random_games import _check

    rng = random.Random(seed)
    state = new_game(SiegeConfig(**RULE_VALUES), seed)
    steps = 0
    while not RULES.is_over(state):
        state = RULES.apply_logged(state, rng.choice(RULES.legal_actions(state)))[0]
        _check(state)
        steps += 1
        if steps % 25 == 0:  # the save round-trips (every action would be slow)
            assert from_dict(to_dict(state)) == state
    assert state.ending in ("rounds", "points")
