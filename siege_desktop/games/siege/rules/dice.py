"""Six-sided dice from the state's seeded generator, and the exact chances the table of the
rulings gives (b, Dice): P(exactly / at least h hits) of n dice needing a face."""

from __future__ import annotations

from functools import cache
from math import comb

from siege_desktop.core.rng import next_value
from siege_desktop.games.siege.rules.data import DICE_FACES


def roll(rng: int, n: int) -> tuple[int, tuple[int, ...]]:
    """Roll `n` dice: (new generator state, faces in order). 2**64 is not a multiple of 6,
    but the bias of `r % 6` is below 1e-18 per face."""
    faces = []
    for _ in range(n):
        rng, r = next_value(rng)
        faces.append(1 + r % DICE_FACES)
    return rng, tuple(faces)


def hit_chance(need: int) -> float:
    """The chance one die shows `need` or more."""
    return (DICE_FACES + 1 - need) / DICE_FACES


@cache
def exactly(n: int, need: int) -> tuple[float, ...]:
    """P(exactly h hits) for h = 0..n, n dice each hitting on `need` or more."""
    p = hit_chance(need)
    return tuple(comb(n, h) * p**h * (1 - p) ** (n - h) for h in range(n + 1))


@cache
def at_least(n: int, need: int) -> tuple[float, ...]:
    """P(at least h hits) for h = 0..n (h = 0 is 1)."""
    probs = exactly(n, need)
    return tuple(sum(probs[h:]) for h in range(n + 1))


def chance_of_at_least(n: int, need: int, hits: int) -> float:
    if hits <= 0:
        return 1.0
    if n <= 0 or hits > n:
        return 0.0
    return at_least(n, need)[hits]
