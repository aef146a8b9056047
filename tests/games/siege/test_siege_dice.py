"""Dice statistics: the faces are uniform over many seeds, and the chance of at least h
damage matches the rulings' table within tolerance, both from the engine's exact numbers
and from dice rolled by the engine's generator."""

from __future__ import annotations

from collections import Counter

import pytest

from siege_desktop.core.rng import seed_state
from siege_desktop.games.siege.rules.dice import at_least, roll

# RULINGS-siege (b), Dice: P(at least 1 / 2 / 3 hits) by dice, hitting on 4-6 and on 5-6.
TABLE = {
    4: {1: (0.500, 0, 0), 2: (0.750, 0.250, 0), 3: (0.875, 0.500, 0.125), 4: (0.938, 0.688, 0.313)},
    5: {1: (0.333, 0, 0), 2: (0.556, 0.111, 0), 3: (0.704, 0.259, 0.037), 4: (0.802, 0.407, 0.111)},
}


def test_faces_are_uniform_over_many_seeds() -> None:
    counts: Counter[int] = Counter()
    for seed in range(3000):
        _, faces = roll(seed_state(seed), 4)
        counts.update(faces)
    n = sum(counts.values())
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    expected = n / 6
    chi2 = sum((counts[f] - expected) ** 2 / expected for f in range(1, 7))
    assert chi2 < 20.5, (chi2, counts)  # 5 degrees of freedom: p < 0.001 beyond 20.5


@pytest.mark.parametrize("need", [4, 5])
def test_the_exact_chances_are_the_rulings_table(need: int) -> None:
    for dice, row in TABLE[need].items():
        exact = at_least(dice, need)
        for hits, p in enumerate(row, start=1):
            got = exact[hits] if hits <= dice else 0.0
            assert got == pytest.approx(p, abs=0.0006), (dice, hits)


@pytest.mark.parametrize("need", [4, 5])
def test_rolled_dice_match_the_rulings_table(need: int) -> None:
    trials = 6000
    for dice, row in TABLE[need].items():
        reached = Counter()  # type: ignore[var-annotated]
        state = seed_state(1000 * need + dice)
        for _ in range(trials):
            state, faces = roll(state, dice)
            hits = sum(1 for f in faces if f >= need)
            for h in range(1, hits + 1):
                reached[h] += 1
        for hits, p in enumerate(row, start=1):
            # 4.5 standard errors: a false alarm about once in 150,000 checks.
            tolerance = 4.5 * (max(p * (1 - p), 1e-4) / trials) ** 0.5
            assert reached[hits] / trials == pytest.approx(p, abs=tolerance), (dice, hits)
