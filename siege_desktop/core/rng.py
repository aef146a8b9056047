"""The seeded generator every game shares: SplitMix64, whose whole state is one 64-bit int.

A single int copies for free and serializes exactly, which `random.Random` (2.5 KB of state)
does not; search copies states thousands of times a second.
"""

from __future__ import annotations

from typing import Final

MASK: Final = (1 << 64) - 1
_GAMMA: Final = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """Turn any int seed into a generator state."""
    return (seed * 0x2545F4914F6CDD1D + 0x632BE59BD9B4E019) & MASK


def next_value(state: int) -> tuple[int, int]:
    """Advance the generator: (new state, 64 random bits)."""
    state = (state + _GAMMA) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def shuffle(items: list[int], state: int) -> int:
    """Fisher-Yates shuffle of `items` in place; returns the new generator state."""
    for i in range(len(items) - 1, 0, -1):
        state, r = next_value(state)
        j = r % (i + 1)
        items[i], items[j] = items[j], items[i]
    return state
