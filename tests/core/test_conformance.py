"""Every registered game keeps the game protocol: seeded random games from the fewest to
the most seats, with the protocol's invariants checked after every action."""

from __future__ import annotations

import random
from typing import Any

import pytest

from siege_desktop.core.protocol import NOBODY, GameEvent, GameResult
from siege_desktop.core.registry import GAMES, GameSpec, find_game

#: Random games are cut off after this many actions, so the suite stays quick.
MAX_ACTIONS = 700
#: Observations, determinizations and serialization are checked every this many actions.
SAMPLE_EVERY = 7


def _seat_counts(spec: GameSpec) -> list[int]:
    return list(range(spec.min_seats, spec.max_seats + 1))


CASES = [(game_id, seats) for game_id in GAMES for seats in _seat_counts(find_game(game_id))]


def _play(spec: GameSpec, seats: int, seed: int) -> tuple[Any, list[Any]]:
    """A random game: the final (or cut-off) state and the actions taken."""
    rules = spec.rules
    rng = random.Random(seed)
    state = rules.new_game(rules.default_config(seats), seed)
    actions: list[Any] = []
    while not rules.is_over(state) and len(actions) < MAX_ACTIONS:
        action = rng.choice(rules.legal_actions(state))
        state, _ = rules.apply_logged(state, action)
        actions.append(action)
    return state, actions


def _check_position(spec: GameSpec, state: Any, seats: int) -> None:
    rules = spec.rules
    over = rules.is_over(state)
    seat = rules.to_act(state)
    legal = rules.legal_actions(state)
    assert rules.seats(state) == seats
    if over:
        assert seat == NOBODY
        assert legal == ()
        assert rules.outcome(state) is not None
        return
    assert 0 <= seat < seats
    assert legal, "a game still going offers its deciding seat a move"
    assert len(set(legal)) == len(legal), "no move is listed twice"
    assert rules.outcome(state) is None
    for a in legal:
        assert rules.why_illegal(state, a) is None
        assert rules.parse_action(str(a)) == a


def _check_hidden(spec: GameSpec, state: Any, seats: int, rng: random.Random) -> None:
    rules = spec.rules
    assert rules.from_dict(rules.to_dict(state)) == state
    for viewer in range(seats):
        obs = rules.observation(state, viewer)
        assert rules.observer_to_act(obs) == rules.to_act(state)
        dealt = rules.determinize(obs, rng)
        assert rules.observation(dealt, viewer) == obs
        assert rules.to_act(dealt) == rules.to_act(state)
        assert rules.legal_actions(dealt) is not None


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_random_games_keep_the_protocol(game_id: str, seats: int) -> None:
    spec = find_game(game_id)
    rules = spec.rules
    assert (rules.game_id, rules.min_seats, rules.max_seats) == (
        game_id,
        spec.min_seats,
        spec.max_seats,
    )
    seed = 1000 + seats
    rng = random.Random(seed)
    deal_rng = random.Random(-seed)
    state = rules.new_game(rules.default_config(seats), seed)
    steps = 0
    while True:
        _check_position(spec, state, seats)
        if steps % SAMPLE_EVERY == 0 or rules.is_over(state):
            _check_hidden(spec, state, seats, deal_rng)
        if rules.is_over(state) or steps >= MAX_ACTIONS:
            break
        action = rng.choice(rules.legal_actions(state))
        fast = rules.apply_unchecked(state, action)
        state, events = rules.apply_logged(state, action)
        assert fast == state, "the fast door and the checked door agree"
        for event in events:
            assert isinstance(event, GameEvent)
            for viewer in (None, *range(seats)):
                assert isinstance(event.text_for(viewer), str)
        steps += 1


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_finished_game_has_a_well_formed_outcome(game_id: str) -> None:
    spec = find_game(game_id)
    rules = spec.rules
    finished = 0
    for seats in _seat_counts(spec)[:3]:
        for seed in range(3):
            state, _ = _play(spec, seats, seed)
            if not rules.is_over(state):
                continue
            finished += 1
            result = rules.outcome(state)
            assert isinstance(result, GameResult)
            assert len(result.scores) == len(result.places) == seats
            assert sorted(result.ranking) == list(range(seats))
            assert result.winners, "somebody wins (a shared win counts)"
            assert set(result.winners) == {s for s in range(seats) if result.places[s] == 1}
            places = [result.places[s] for s in result.ranking]
            assert places == sorted(places), "the ranking runs best first"
            assert isinstance(result.reason, str) and result.reason
    assert finished, "some random game ended within the bound"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_illegal_actions_raise_and_leave_the_state_untouched(game_id: str) -> None:
    spec = find_game(game_id)
    rules = spec.rules
    rng = random.Random(5)
    seed = 5
    state = rules.new_game(rules.default_config(spec.min_seats), seed)
    seen: set[Any] = set()
    refused = 0
    for _ in range(150):
        if rules.is_over(state):  # a short game: the next one, with what was seen so far
            seed += 1
            state = rules.new_game(rules.default_config(spec.min_seats), seed)
        legal = rules.legal_actions(state)
        before = rules.to_dict(state)
        for action in [*(a for a in seen if a not in legal), "no such move", None, 42]:
            reason = rules.why_illegal(state, action)
            assert isinstance(reason, str) and reason
            with pytest.raises(ValueError):
                rules.apply_logged(state, action)
            refused += 1
        assert rules.to_dict(state) == before
        seen.update(legal)
        state, _ = rules.apply_logged(state, rng.choice(legal))
    assert refused > 150
    with pytest.raises(ValueError):
        rules.parse_action("not an action at all")
    with pytest.raises(ValueError):
        rules.from_dict({"nonsense": True})
    with pytest.raises(ValueError):
        rules.default_config(spec.max_seats + 1)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_same_seed_and_actions_give_the_same_game(game_id: str) -> None:
    spec = find_game(game_id)
    rules = spec.rules
    seats = spec.max_seats
    state, actions = _play(spec, seats, 9)
    again = rules.new_game(rules.default_config(seats), 9)
    for action in actions:
        again, _ = rules.apply_logged(again, action)
    assert again == state
    assert rules.to_dict(again) == rules.to_dict(state)
    other = rules.new_game(rules.default_config(seats), 10)
    assert rules.to_dict(other) != rules.to_dict(rules.new_game(rules.default_config(seats), 9))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_configs_round_trip(game_id: str) -> None:
    spec = find_game(game_id)
    rules = spec.rules
    for seats in _seat_counts(spec):
        names = [f"Player {i}" for i in range(seats)]
        config = rules.default_config(seats, names)
        assert rules.config_from_dict(rules.config_to_dict(config)) == config
        assert rules.seats(rules.new_game(config, 1)) == seats
    with pytest.raises(ValueError):
        rules.config_from_dict("not a config")
