"""Cursed Gifts' batch scoring (`scores`, the search's hot path) gives exactly `score`'s
numbers, so Medium, Easy and Hard's tree decide as they did with one score per action."""

from __future__ import annotations

import random

from siege_desktop.games.cursed.ai import heuristics
from siege_desktop.games.cursed.rules.actions import END_TURN
from siege_desktop.games.cursed.rules.rules import RULES


def _states(games: int = 30, steps: int = 60) -> list[object]:
    """Turn decisions of seeded games at 2 to 8 seats, half random play, half Medium's."""
    out = []
    for seed in range(games):
        state = RULES.new_game(RULES.default_config(2 + seed % 7), seed)
        rng = random.Random(seed)
        for _ in range(steps):
            legal = RULES.legal_actions(state)
            if not legal:
                break
            if state.window < 0:
                out.append(state)
            mover = rng.choice if seed % 2 else None
            action = mover(legal) if mover else heuristics.medium_move(state, legal, rng)
            state = RULES.apply_unchecked(state, action)
    return out


def _old_medium(state, legal, rng):  # type: ignore[no-untyped-def]
    """Medium's turn move as it was written first: one `score` call per action."""
    order = list(legal)
    rng.shuffle(order)
    best = max(order, key=lambda a: heuristics.score(state, a))
    return best if heuristics.score(state, best) > 0 else END_TURN


def test_scores_equal_score_on_seeded_states() -> None:
    states = _states()
    compared = 0
    kinds = set()
    for state in states:
        legal = RULES.legal_actions(state)
        assert heuristics.scores(state, legal) == [heuristics.score(state, a) for a in legal]
        compared += len(legal)
        kinds.update(type(a).__name__ for a in legal)
    assert compared > 2000
    assert {"Play", "Cure", "EndTurn"} <= kinds


def test_medium_decides_as_before() -> None:
    for i, state in enumerate(_states(games=14)):
        legal = RULES.legal_actions(state)
        new = heuristics.medium_move(state, legal, random.Random(i))
        assert new == _old_medium(state, legal, random.Random(i))
