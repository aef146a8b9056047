"""The spiral board (ruling b and the house edge cases' Board section)."""

from __future__ import annotations

import pytest

from siege_desktop.games.summoner_lands.rules.cards import (
    DIRECTIONS,
    MAX_LANDS,
    NEIGHBOURS,
    SPIRAL,
    board_size,
    coords,
    touching,
)

# The rulings' coordinate table, typed here once more so the data file is checked against it.
TABLE = {
    1: (0, 0), 2: (0, -1), 3: (1, -1), 4: (1, 0), 5: (0, 1), 6: (-1, 1), 7: (-1, 0),
    8: (-1, -1), 9: (0, -2), 10: (1, -2), 11: (2, -2), 12: (2, -1), 13: (2, 0), 14: (1, 1),
    15: (0, 2), 16: (-1, 2), 17: (-2, 2), 18: (-2, 1), 19: (-2, 0), 20: (-2, -1),
    21: (-1, -2), 22: (0, -3), 23: (1, -3), 24: (2, -3), 25: (3, -3), 26: (3, -2),
    27: (3, -1), 28: (3, 0), 29: (2, 1), 30: (1, 2), 31: (0, 3), 32: (-1, 3), 33: (-2, 3),
    34: (-3, 3), 35: (-3, 2), 36: (-3, 1), 37: (-3, 0), 38: (-3, -1), 39: (-2, -2),
    40: (-1, -3),
}  # fmt: skip


def ring_formula(count: int) -> list[tuple[int, int]]:
    """Ring k starts one step N of the last land of ring k-1 (at (-(k-1), -1)), walks k-1
    steps NE, then k steps each SE, S, SW, NW and N."""
    out = [(0, 0)]
    k = 1
    while len(out) < count:
        q, r = -(k - 1), -1
        ring = [(q, r)]
        steps = [DIRECTIONS[1]] * (k - 1)
        for d in (DIRECTIONS[2], DIRECTIONS[3], DIRECTIONS[4], DIRECTIONS[5], DIRECTIONS[0]):
            steps += [d] * k
        for dq, dr in steps[: 6 * k - 1]:
            q, r = q + dq, r + dr
            ring.append((q, r))
        assert len(ring) == 6 * k
        out.extend(ring)
        k += 1
    return out[:count]


def test_the_data_file_holds_the_rulings_table() -> None:
    assert len(SPIRAL) == MAX_LANDS == 40
    for land, xy in TABLE.items():
        assert coords(land) == xy, land


def test_the_ring_formula_reproduces_the_table() -> None:
    assert ring_formula(40) == [TABLE[k] for k in range(1, 41)]
    for k in range(1, 4):
        assert TABLE[3 * k * k - 3 * k + 2] == (-(k - 1), -1)


@pytest.mark.parametrize("seats", range(2, 7))
def test_board_sizes(seats: int) -> None:
    assert board_size(seats) == 10 + 5 * seats
    assert [board_size(n) for n in range(2, 7)] == [20, 25, 30, 35, 40]


def test_the_first_lands_touch_as_the_rulebook_says() -> None:
    assert TABLE[2] == (0, -1)  # land 2 directly N of land 1
    assert 1 in NEIGHBOURS[3] and 2 in NEIGHBOURS[3]


def test_every_later_land_touches_the_one_before_and_another_earlier() -> None:
    for k in range(3, 41):
        earlier = [n for n in NEIGHBOURS[k] if n < k]
        assert k - 1 in earlier, k
        assert len(earlier) >= 2, k


def test_adjacency_is_symmetric_and_six_directions_only() -> None:
    for k, near in NEIGHBOURS.items():
        for n in near:
            assert k in NEIGHBOURS[n]
            dq = coords(n)[0] - coords(k)[0]
            dr = coords(n)[1] - coords(k)[1]
            assert (dq, dr) in DIRECTIONS
    assert touching(1, 20) == (2, 3, 4, 5, 6, 7)
    assert all(n <= 20 for n in touching(19, 20))
