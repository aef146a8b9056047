"""Seeded random games of Siege with the invariants checked after every action: one unit per
square, none on a mountain, the living below their Health, every card accounted for (piles,
reserve, drafted, hands, decks, board, graveyards), hand sizes within 5; games end by the
round limit or a win, and the pinned counts of a fixed game hold."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from siege_desktop.games.siege.rules import RULES, SiegeConfig, SiegeState, all_cards, new_game
from siege_desktop.games.siege.rules.data import HAND, HEALTH, IS_MOUNTAIN, KINDS, pool
from siege_desktop.games.siege.rules.state import DRAFT, OVER, SETUP

POOL = Counter({k: 8 for k in range(KINDS)})


def _check(state: SiegeState) -> None:
    on_board = [u for u in state.board if u is not None]
    # One unit per square is the board's shape: one entry per square.
    assert all(not IS_MOUNTAIN[sq] for sq, u in enumerate(state.board) if u is not None)
    assert all(0 <= u.damage < HEALTH[u.kind] for u in on_board)
    opening, reserve = pool(state.config.starter_set)
    assert Counter(all_cards(state)) == Counter(
        {k: opening[k] + reserve[k] for k in range(KINDS) if opening[k] + reserve[k]}
    )
    assert all(len(h) <= HAND for h in state.hands)
    if state.phase not in (DRAFT, SETUP):
        assert state.drafted == ((), ())
        assert 1 <= state.round <= state.config.round_limit
    assert (state.phase == OVER) == bool(state.ending)


@pytest.mark.parametrize("seed", range(6))
def test_random_games_keep_the_invariants(seed: int) -> None:
    rng = random.Random(seed)
    state = new_game(SiegeConfig(starter_set=seed % 3 == 2), seed)
    _check(state)
    steps = 0
    while not RULES.is_over(state):
        state = RULES.apply_unchecked(state, rng.choice(RULES.legal_actions(state)))
        _check(state)
        steps += 1
    assert state.ending in ("rounds", "points")
    result = RULES.outcome(state)
    assert result is not None and result.reason == state.ending
    if state.ending == "rounds":
        assert state.round == state.config.round_limit and state.current == state.second


def test_a_pinned_game() -> None:
    """Seed 1 of random play, pinned: a change to the rules or the generator shows here."""
    rng = random.Random(1)
    state = new_game(SiegeConfig(), 1)
    kinds: Counter[str] = Counter()
    steps = 0
    while not RULES.is_over(state):
        action = rng.choice(RULES.legal_actions(state))
        state, events = RULES.apply_logged(state, action)
        kinds.update(e.kind for e in events)
        steps += 1
    pinned = (steps, state.round, state.points, state.ending, kinds["attack"], kinds["death"])
    assert pinned == PINNED


PINNED = (710, 40, (1, 10), "rounds", 54, 28)
