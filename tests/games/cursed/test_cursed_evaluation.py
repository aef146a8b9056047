"""Cursed Gifts' fitted 2-seat evaluation: what each feature reads, how the chances behave,
where Hard's rewards use it, and that the fitting script's regression finds known weights."""

from __future__ import annotations

import math
import random

import attrs
import pytest
from cursed_positions import position

from benchmarks.fit_cursed_eval import fit
from siege_desktop.games.cursed.ai import heuristics
from siege_desktop.games.cursed.ai.evaluation import (
    FEATURES,
    WEIGHTS,
    features,
    standing,
    win_chances,
)


def _named(state: object, seat: int) -> dict[str, float]:
    return dict(zip(FEATURES, features(state, seat), strict=True))  # type: ignore[arg-type]


def test_every_feature_has_a_fitted_weight() -> None:
    assert list(WEIGHTS) == list(FEATURES)
    assert any(WEIGHTS.values()), "the weights are the fit's, not a placeholder"


def test_features_read_the_hand_and_area() -> None:
    state = position(
        hands={
            0: [
                "antidote5",
                "antidote3",
                "manta",
                "karma",
                "socks",
                "globe",
                "mug",
                "timeshare",
                "mirror",
                "fatcula",
                "helping",
                "snatching",
                "siren",
            ],
            1: ["sweater"],
        },
        areas={0: [("clown", ["mummy"]), "timeshare"], 1: ["accordion", "clown"]},
    )
    f = _named(state, 0)
    assert f["room"] == 1  # 3 + 1 + 5 = 9 points
    assert f["cure"] == 1  # 8 Antidote points, but only 1 of room to win back
    assert f["antidotes"] == 2
    assert (f["cancels"], f["karmas"]) == (1, 1)
    assert (f["useless"], f["karma3"]) == (3, 1)
    assert (f["gift_points"], f["gifts"], f["inevitable_points"]) == (8, 2, 3)
    assert (f["attach_points"], f["draw_points"], f["treacheries"]) == (2, 2, 1)
    assert (f["sirens"], f["scissors"], f["hand"]) == (1, 0, 13)
    assert (f["area_gifts"], f["area_attached"], f["to_move"]) == (2, 1, 1)
    assert (f["room_3"], f["room_5"], f["room_7"]) == (1, 1, 1)
    # Seat 1 is at 7 (room 3): the Swamp Timeshare and the Gloomy Mirror both finish it.
    assert (f["lethal"], f["lethal_inevitable"], f["lethal_attached"]) == (1, 1, 1)
    g = _named(state, 1)
    # Seat 1's Itchy Sweater (1) fills seat 0's room of 1; not an Inevitable one.
    assert (g["room"], g["to_move"], g["gift_points"]) == (3, 0, 1)
    assert (g["lethal"], g["lethal_inevitable"]) == (1, 0)
    roomy = attrs.evolve(state, areas=((), state.areas[1]))
    assert _named(roomy, 1)["lethal"] == 0


def test_lethal_attached_counts_the_biggest_mummy_or_fatcula() -> None:
    state = position(hands={0: ["clown", "fatcula"]}, areas={1: ["timeshare"]})
    f = _named(state, 0)
    assert (f["lethal"], f["lethal_attached"]) == (0, 1)  # 3 + 2 fills a room of 5


def test_chances_add_up_and_mirror_the_seats() -> None:
    state = position(
        hands={0: ["clown", "antidote2"], 1: ["manta", "sweater", "helping"]},
        areas={0: ["fruitcake"], 1: ["clown", "sweater"]},
    )
    p0, p1 = win_chances(state)
    assert math.isclose(p0 + p1, 1.0)
    mirrored = attrs.evolve(state, hands=state.hands[::-1], areas=state.areas[::-1], current=1)
    q0, q1 = win_chances(mirrored)
    assert math.isclose(q1, p0) and math.isclose(q0, p1)


def test_more_room_and_a_comeback_are_worth_more() -> None:
    base = position(hands={0: ["sweater"], 1: ["sweater"]}, areas={0: ["clown"], 1: ["clown"]})
    hurt = position(
        hands={0: ["sweater"], 1: ["sweater"]}, areas={0: ["clown", "timeshare"], 1: ["clown"]}
    )
    armed = position(
        hands={0: ["sweater", "karma"], 1: ["sweater"]}, areas={0: ["clown"], 1: ["clown"]}
    )
    assert win_chances(hurt)[0] < win_chances(base)[0] < win_chances(armed)[0]
    assert standing(armed, 0) > standing(base, 0)


def test_chances_are_for_two_seats_only() -> None:
    with pytest.raises(ValueError, match="2-seat"):
        win_chances(position(seats=3))


def test_rewards_use_the_fit_at_two_seats_and_shares_above() -> None:
    two = position(hands={0: ["clown"], 1: ["manta"]}, areas={1: ["fruitcake"]})
    assert heuristics.rewards(two) == win_chances(two)
    four = position(seats=4, hands={0: ["clown"]}, areas={1: ["fruitcake"]})
    values = [heuristics.seat_value(four, s) for s in range(4)]
    assert heuristics.rewards(four) == [v / sum(values) for v in values]


def test_rewards_at_the_end_are_the_result() -> None:
    over = position(areas={1: ["timeshare", "timeshare"]}, out=(1,), ending="elimination")
    assert heuristics.rewards(over) == [1.0, 0.0]


def test_the_fit_recovers_known_weights() -> None:
    """Soft targets drawn from known weights: Newton's method finds those weights."""
    rng = random.Random(3)
    true = [0.8 if i % 3 == 0 else -0.4 if i % 3 == 1 else 0.0 for i in range(len(FEATURES))]
    rows = []
    for _ in range(600):
        x = [float(rng.randint(-3, 3)) for _ in FEATURES]
        p = 1.0 / (1.0 + math.exp(-sum(a * b for a, b in zip(true, x, strict=True))))
        rows.append((x, p, 0.5))
    found = fit(rows)
    assert all(abs(a - b) < 0.05 for a, b in zip(found, true, strict=True)), found
