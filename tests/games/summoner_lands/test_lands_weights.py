"""Medium's weights (`ai/weights.py`): the defaults are Medium's own numbers (a seeded game
plays the same with them spelled out), the tuned set is a valid one that plays whole games,
and Hard's base policy is Medium's with the tuned set."""

from __future__ import annotations

import math
import random

import attrs
import pytest
from lands_positions import position

from benchmarks.lands_tune import changed, parse_weights, play
from siege_desktop.games.summoner_lands.ai import lookahead
from siege_desktop.games.summoner_lands.ai.movement import creature_plans
from siege_desktop.games.summoner_lands.ai.policy import medium_move
from siege_desktop.games.summoner_lands.ai.weights import MEDIUM, TUNED, Weights
from siege_desktop.games.summoner_lands.rules import RULES
from siege_desktop.games.summoner_lands.rules.actions import Action
from siege_desktop.games.summoner_lands.rules.state import LandsState


def _game(seats: int, seed: int, weights: list[Weights] | None) -> list[Action]:
    """A whole seeded game of Medium's policy, each seat with its weights (None: the
    default argument), and the actions played."""
    state: LandsState = RULES.new_game(RULES.default_config(seats), seed)
    rng = random.Random(seed)
    played: list[Action] = []
    while not RULES.is_over(state):
        legal = RULES.legal_actions(state)
        seat = RULES.to_act(state)
        if weights is None:
            action = medium_move(state, legal, rng)
        else:
            action = medium_move(state, legal, rng, weights[seat])
        played.append(action)
        state = RULES.apply_unchecked(state, action)
    return played


@pytest.mark.parametrize(("seats", "seed"), [(2, 11), (3, 5)])
def test_explicit_default_weights_play_the_same_game_as_medium(seats: int, seed: int) -> None:
    default = _game(seats, seed, None)
    spelled = [Weights(**{f.name: getattr(MEDIUM, f.name) for f in attrs.fields(Weights)})] * seats
    assert _game(seats, seed, spelled) == default
    assert len(default) > 50


def test_other_weights_change_medium_s_decisions() -> None:
    # A policy that never guards and never minds a rival's gain plays another game: the
    # weights are read, not decoration.
    odd = attrs.evolve(MEDIUM, land_lost=0.0, emergency_lost=0.0, rivals_gain=0.0, take=3.0)
    assert _game(2, 11, [odd, odd]) != _game(2, 11, None)


def test_remembered_plans_are_kept_apart_by_their_weights() -> None:
    # The same position asked with Medium's weights and then with a land worth one more:
    # the plans are remembered by position, so the second must not get the first's answer.
    state = position(
        phase="move",
        owners={12: 0, 4: 0, 10: 1, 20: 1},
        creatures=[("P03", 0, 12)],
    )
    scout = state.creature(1)
    assert scout is not None

    def gains(w: Weights) -> dict[int, float]:
        return {p.route.land: p.gain for p in creature_plans(state, scout, 0, (), w)}

    medium = gains(MEDIUM)
    eager = gains(attrs.evolve(MEDIUM, take=MEDIUM.take + 1.0))
    free = [land for land in medium if state.owners[land - 1] < 0]
    assert free
    for land in free:
        assert eager[land] == pytest.approx(medium[land] + 1.0)
    assert gains(MEDIUM) == medium


def test_the_tuned_weights_are_a_valid_set() -> None:
    assert isinstance(TUNED, Weights)
    for field in attrs.fields(Weights):
        value = getattr(TUNED, field.name)
        assert isinstance(value, float) and math.isfinite(value) and value >= 0.0
    assert TUNED != MEDIUM, "the tuned set is Medium's own"
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        TUNED.take = 2.0  # type: ignore[misc]


def test_a_tuned_seat_plays_whole_games_against_medium() -> None:
    # Either seat, the same deal: one game each way, a result each time.
    results = [play(2, 0, seat, 900, TUNED) for seat in (0, 1)]
    assert all(r in (0.0, 0.5, 1.0) for r in results)


def test_hard_s_base_policy_is_medium_s_with_the_tuned_weights() -> None:
    # Under the lookahead the tuned set beat Medium's own at 4 seats too (TUNED_SEATS).
    for seats in range(2, 7):
        assert lookahead.base_weights(RULES.new_game(RULES.default_config(seats), 7)) is TUNED
    state = RULES.new_game(RULES.default_config(2), 7)
    rng = random.Random(0)
    while state.phase != "summon" or len(RULES.legal_actions(state)) < 3:
        state = RULES.apply_unchecked(
            state, medium_move(state, RULES.legal_actions(state), random.Random(0))
        )
    legal = RULES.legal_actions(state)
    assert lookahead.base_move(state, legal, rng) == medium_move(
        state, legal, random.Random(0), TUNED
    )


def test_the_tuner_reads_and_prints_weights() -> None:
    w = parse_weights("medium:take=1.5,slot=0.3")
    assert w == attrs.evolve(MEDIUM, take=1.5, slot=0.3)
    assert changed(w) == "take=1.5,slot=0.3"
    assert parse_weights("tuned") == TUNED
    with pytest.raises(ValueError, match="no weight named"):
        parse_weights("medium:speed=2")
