"""The coin, the open draft and setup (rulings 1-5): 30 alternating picks from the coin's
winner, empty piles, the reserve joining once after pick 30, 4 placements each in the zone,
and the decks shuffled after the 8th."""

from __future__ import annotations

import random
from collections import Counter

from siege_desktop.games.siege.rules import (
    RULES,
    Pick,
    Place,
    SiegeConfig,
    new_game,
    new_game_logged,
    parse_action,
)
from siege_desktop.games.siege.rules.data import IN_ZONE, KINDS
from siege_desktop.games.siege.rules.state import DRAFT, DRAW, SETUP


def _draft(seed: int) -> tuple[object, list[int]]:
    """A random draft: the state after 30 picks and who made each pick."""
    rng = random.Random(seed)
    state = new_game(SiegeConfig(), seed)
    pickers = []
    while state.phase == DRAFT:
        pickers.append(state.current)
        state = RULES.apply_logged(state, rng.choice(RULES.legal_actions(state)))[0]
    return state, pickers


def test_the_coin_picks_the_first_player_from_the_seed() -> None:
    firsts = Counter(new_game(SiegeConfig(), seed).first for seed in range(400))
    assert 160 < firsts[0] < 240, firsts
    state, events = new_game_logged(SiegeConfig(), 7)
    assert events[0].kind == "coin" and events[0].seat == state.first == state.current
    assert new_game(SiegeConfig(), 7) == state


def test_thirty_alternating_picks_from_the_coin_s_winner() -> None:
    for seed in range(5):
        state, pickers = _draft(seed)
        first = new_game(SiegeConfig(), seed).first
        assert len(pickers) == 30
        assert pickers == [first, 1 - first] * 15
        assert [len(d) for d in state.drafted] == [15, 15]  # type: ignore[attr-defined]


def test_an_empty_pile_cannot_be_picked() -> None:
    state = new_game(SiegeConfig(), 1)
    for _ in range(4):
        state = RULES.apply_logged(state, Pick(0))[0]
    assert state.piles[0] == 0
    assert Pick(0) not in RULES.legal_actions(state)
    reason = RULES.why_illegal(state, parse_action("pick R1"))
    assert reason is not None and "empty" in reason


def test_the_reserve_joins_once_after_pick_30() -> None:
    state = new_game(SiegeConfig(), 2)
    assert state.piles == state.reserve == (4,) * KINDS
    rng = random.Random(2)
    picks = 0
    while state.phase == DRAFT:
        before = state.reserve
        state = RULES.apply_logged(state, rng.choice(RULES.legal_actions(state)))[0]
        picks += 1
        if picks < 30:
            assert state.reserve == before == (4,) * KINDS
    assert state.reserve == (0,) * KINDS
    drafted = Counter(state.drafted[0] + state.drafted[1])
    assert state.piles == tuple(8 - drafted[kind] for kind in range(KINDS))
    assert state.phase == SETUP


def test_the_starter_set_uses_the_author_s_eight_types() -> None:
    state = new_game(SiegeConfig(starter_set=True), 1)
    assert sum(state.piles) == 40 and sum(1 for p in state.piles if p) == 8
    assert all(p in (0, 5) for p in state.piles)


def test_setup_places_four_each_in_the_zone_alternating_then_shuffles_the_decks() -> None:
    state, _ = _draft(3)
    first = state.first  # type: ignore[attr-defined]
    rng = random.Random(3)
    placers = []
    while state.phase == SETUP:  # type: ignore[attr-defined]
        seat = state.current  # type: ignore[attr-defined]
        placers.append(seat)
        legal = RULES.legal_actions(state)
        assert all(isinstance(a, Place) and a.to in IN_ZONE[seat] for a in legal)
        state, events = RULES.apply_logged(state, rng.choice(legal))
    assert placers == [first, 1 - first] * 4
    assert [e.kind for e in events if e.kind == "deck"] == ["deck", "deck"]
    assert state.phase == DRAW and state.current == first and state.round == 1
    assert [len(d) for d in state.decks] == [11, 11]
    assert state.drafted == ((), ()) and state.hands == ((), ())
    assert sum(1 for u in state.board if u is not None) == 8


def test_placing_outside_the_zone_or_a_unit_not_drafted_is_illegal() -> None:
    state, _ = _draft(4)
    seat = state.current  # type: ignore[attr-defined]
    kind = state.drafted[seat][0]  # type: ignore[attr-defined]
    far = 80  # the middle of the board
    reason = RULES.why_illegal(state, Place(kind, far))
    assert reason is not None and "zone" in reason
    missing = next(k for k in range(KINDS) if k not in state.drafted[seat])  # type: ignore[attr-defined]
    reason = RULES.why_illegal(state, Place(missing, far))
    assert reason is not None and "no" in reason
