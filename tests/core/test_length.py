"""`Rules.length` of every registered game: counts that never go back, turns at least as
many as rounds, and the same count for a state and its round trip through to_dict."""

from __future__ import annotations

import random

import pytest

from siege_desktop.core.registry import all_games, find_game, game_ids


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("seats", [2, 4])
def test_length_never_goes_back_and_survives_a_round_trip(game_id: str, seats: int) -> None:
    spec = find_game(game_id)
    rules = spec.rules
    seats = max(spec.min_seats, min(spec.max_seats, seats))  # Siege seats only 2
    rng = random.Random(seats)
    state = rules.new_game(rules.default_config(seats), 5)
    first = rules.length(state)
    # A game that opens before its first turn (Siege's draft and setup) counts it as 0.
    assert first.turns >= 0 and (first.rounds is None or first.rounds >= first.turns)
    last = first
    for _ in range(400):
        if rules.is_over(state):
            break
        state = rules.apply_unchecked(state, rng.choice(rules.legal_actions(state)))
        now = rules.length(state)
        assert now.turns >= last.turns
        if now.rounds is not None and last.rounds is not None:
            assert now.rounds >= last.rounds
            assert now.turns >= now.rounds
        last = now
    assert rules.length(rules.from_dict(rules.to_dict(state))) == last


def test_every_game_says_how_long_it_ran() -> None:
    for spec in all_games():
        state = spec.rules.new_game(spec.rules.default_config(spec.min_seats), 1)
        # The first turn has begun, or an opening comes before it (Siege's draft and setup).
        assert spec.rules.length(state).turns in (0, 1)
