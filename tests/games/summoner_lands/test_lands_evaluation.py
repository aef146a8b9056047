"""Lands of the Summoners' fitted evaluation (`games/summoner_lands/ai/evaluation.py`): what
its features read from a position, that the chances are a share of the win, and that more
of what wins (lands, creatures standing on rivals' lands, lands within reach) raises a
seat's chance."""

from __future__ import annotations

import random

import attrs
from lands_positions import position

from benchmarks.fit_lands_eval import fit
from siege_desktop.games.summoner_lands.ai import evaluation
from siege_desktop.games.summoner_lands.ai.evaluation import FEATURES, chances, features, softmax
from siege_desktop.games.summoner_lands.rules.state import LandsState


def _board(**changes: object) -> LandsState:
    """Seat 0 holds lands 1-4 with a Prowler on land 4, seat 1 lands 8-11 with a scout on
    land 11; seat 0 to move."""
    base: dict[str, object] = {
        "owners": {**{k: 0 for k in (1, 2, 3, 4)}, **{k: 1 for k in (8, 9, 10, 11)}},
        "creatures": [("S03", 0, 4), ("P03", 1, 11)],
        "hands": [("P03", "P03"), ("P03",)],
    }
    base.update(changes)
    return position(**base)  # type: ignore[arg-type]


def _named(state: LandsState, seat: int) -> dict[str, float]:
    return dict(zip(FEATURES, features(state, seat), strict=True))


def test_features_read_lands_creatures_hand_and_turn_order() -> None:
    state = _board()
    need = state.threshold()
    assert need == 11
    mine, theirs = _named(state, 0), _named(state, 1)
    assert mine["lands"] == 4 / need and theirs["lands"] == 4 / need
    assert mine["count"] == 1 and mine["hand"] == 2 and theirs["hand"] == 1
    assert mine["mana"] == 4
    assert mine["moves_now"] == 1 and theirs["moves_now"] == 0 and theirs["moves_next"] == 1
    assert mine["gap1"] == 0 and mine["win_next"] == 0
    # A creature standing on a rival's land with no rival there is a land soon taken.
    standing = _board(creatures=[("S03", 0, 9), ("P03", 1, 11)])
    assert _named(standing, 0)["soon"] == 1 / need
    # One land short of the threshold.
    near = _board(owners={**{k: 0 for k in range(1, 11)}, **{k: 1 for k in (12, 13)}})
    assert _named(near, 0)["gap1"] == 1 and _named(near, 0)["gap2"] == 1


def test_the_chances_share_the_win_and_a_finished_game_is_certain() -> None:
    for seats in (2, 4):
        state = position(seats=seats, owners={1: 0, 2: 1})
        got = chances(state)
        assert len(got) == seats and abs(sum(got) - 1.0) < 1e-9
        assert all(0.0 < p < 1.0 for p in got)
    won = attrs.evolve(_board(), winner=1, ending="threshold", phase="over")
    assert chances(won) == [0.0, 1.0]


def test_more_lands_and_creatures_raise_a_seat_s_chance() -> None:
    for seats in (2, 4):
        base = position(seats=seats, owners={1: 0, 2: 0, 8: 1, 9: 1})
        more_lands = position(seats=seats, owners={1: 0, 2: 0, 3: 0, 4: 0, 8: 1, 9: 1})
        assert chances(more_lands)[0] > chances(base)[0]
        assert chances(more_lands)[1] < chances(base)[1]
        army = position(
            seats=seats, owners={1: 0, 2: 0, 8: 1, 9: 1}, creatures=[("S03", 0, 1), ("P03", 0, 2)]
        )
        assert chances(army)[0] > chances(base)[0]


def test_every_feature_has_a_weight_at_every_seat_count() -> None:
    for seats in (2, 3, 4, 6):
        assert set(evaluation.weights_for(seats)) == set(FEATURES)


def test_the_fit_recovers_known_weights() -> None:
    # Positions of 2 to 4 seats whose winner is drawn from the soft-max of known weights:
    # the conditional logit finds them again.
    rng = random.Random(3)
    truth = [1.5, -0.8]
    positions = []
    for _ in range(4000):
        rows = [[rng.gauss(0, 1), rng.gauss(0, 1)] for _ in range(rng.choice((2, 3, 4)))]
        p = softmax([sum(w * x for w, x in zip(truth, r, strict=True)) for r in rows])
        won = rng.choices(range(len(rows)), weights=p)[0]
        positions.append((rows, [1.0 if k == won else 0.0 for k in range(len(rows))]))
    got = fit(positions)
    assert abs(got[0] - truth[0]) < 0.15 and abs(got[1] - truth[1]) < 0.15
