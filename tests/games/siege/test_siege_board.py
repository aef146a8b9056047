"""The board and units as the data file gives them (RULINGS-siege (b)): the 180° symmetry,
the zones, the distances the rulings promise, and the twelve units' numbers."""

from __future__ import annotations

from siege_desktop.games.siege.rules import data
from siege_desktop.games.siege.rules.data import (
    CENTRAL_TOWERS,
    FOREST,
    MOUNTAIN,
    SIEGE_TOWER,
    UNITS,
    ZONE,
    distance,
    parse_square,
    pool,
    square_name,
    turned,
)


def _these(words: str) -> set[str]:
    return set(words.split())


def _names(squares: object) -> set[str]:
    return {square_name(s) for s in squares}  # type: ignore[attr-defined]


def test_the_board_is_symmetric_under_a_half_turn() -> None:
    assert {turned(s) for s in FOREST} == FOREST
    assert {turned(s) for s in MOUNTAIN} == MOUNTAIN
    assert {turned(s) for s in CENTRAL_TOWERS} == set(CENTRAL_TOWERS)
    assert turned(SIEGE_TOWER[0]) == SIEGE_TOWER[1]
    assert {turned(s) for s in ZONE[0]} == set(ZONE[1])
    assert square_name(turned(parse_square("a1"))) == "k15"


def test_the_terrain_is_the_rulings() -> None:
    assert (data.FILES, data.RANKS) == (11, 15)
    assert len(FOREST) == 12 and len(MOUNTAIN) == 10
    assert _names(FOREST) == _these("b8 b11 c4 c7 d6 d14 h2 h10 i9 i12 j5 j8")
    assert _names(MOUNTAIN) == _these("b3 b13 d9 e8 e11 g5 g8 h7 j3 j13")
    assert [square_name(s) for s in SIEGE_TOWER] == ["f2", "f14"]
    assert [square_name(s) for s in CENTRAL_TOWERS] == ["c8", "i8"]
    towers = {*SIEGE_TOWER, *CENTRAL_TOWERS}
    assert not towers & (FOREST | MOUNTAIN), "tower squares are plain ground"


def test_each_zone_has_twelve_squares_and_no_mountain() -> None:
    assert _names(ZONE[0]) == _these("d2 e1 e2 e3 f1 f2 f3 f4 g1 g2 g3 h2")
    assert _names(ZONE[1]) == _these("d14 e13 e14 e15 f12 f13 f14 f15 g13 g14 g15 h14")
    for zone in ZONE:
        assert len(zone) == 12
        assert not set(zone) & MOUNTAIN


def test_the_distances_the_rulings_promise() -> None:
    for seat in (0, 1):
        for t in CENTRAL_TOWERS:
            assert distance(SIEGE_TOWER[seat], t) == 9
            assert min(distance(z, t) for z in ZONE[seat]) >= 7
        assert distance(SIEGE_TOWER[seat], SIEGE_TOWER[1 - seat]) == 12
        # Even a Tide Outrider (Move 8) can't land on the enemy tower the turn it arrives.
        assert min(distance(z, SIEGE_TOWER[1 - seat]) for z in ZONE[seat]) >= 10


def test_the_twelve_units_and_the_pool() -> None:
    table = {u.code: (u.colour, u.attack, u.health, u.range, u.move, u.ability) for u in UNITS}
    assert table == {
        "R1": ("red", 2, 2, 1, 4, ""),
        "R2": ("red", 3, 3, 1, 3, ""),
        "R3": ("red", 2, 2, 1, 5, "charge"),
        "G1": ("green", 3, 2, 1, 4, ""),
        "G2": ("green", 2, 3, 1, 4, ""),
        "G3": ("green", 2, 1, 2, 4, "pathfinder"),
        "B1": ("blue", 3, 1, 1, 8, ""),
        "B2": ("blue", 2, 1, 2, 3, ""),
        "B3": ("blue", 2, 2, 1, 3, "shield"),
        "N1": ("neutral", 1, 1, 3, 4, ""),
        "N2": ("neutral", 2, 2, 1, 5, ""),
        "N3": ("neutral", 1, 2, 1, 4, "mend"),
    }
    assert all(u.cost == 0 for u in UNITS)
    piles, reserve = pool(starter_set=False)
    assert piles == reserve == (4,) * 12 and sum(piles) + sum(reserve) == 96
    piles, reserve = pool(starter_set=True)
    assert piles == reserve and sum(piles) == 40
    assert {u.code for u in UNITS if piles[u.index]} == _these("R1 R2 G1 G2 B1 B2 N1 N2")
