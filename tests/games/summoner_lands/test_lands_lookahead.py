"""Lands of the Summoners' Hard judges Medium's best few options by playing each on through
the round (`games/summoner_lands/ai/lookahead.py`): what that sees that Medium does not,
that every candidate meets the same deals, that it reads only the observation, and what its
budget counts."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache

from lands_positions import position

from siege_desktop.ai import make_agent
from siege_desktop.core.registry import find_game
from siege_desktop.games.summoner_lands.ai import lookahead
from siege_desktop.games.summoner_lands.ai.policy import medium_move
from siege_desktop.games.summoner_lands.rules import RULES
from siege_desktop.games.summoner_lands.rules.actions import END, Action, Step
from siege_desktop.games.summoner_lands.rules.state import LandsState

SPEC = find_game("summoner-lands")


def _hard(state: LandsState, rollouts: int, seed: int = 1) -> Action:
    agent = make_agent("hard", seed, iterations=rollouts, game=SPEC)
    seat = RULES.to_act(state)
    move: Action = agent.choose(RULES.observation(state, seat), RULES.legal_actions(state))
    return move


@cache
def _midgame() -> LandsState:
    """A 2-seat game played by Mediums to seat 0's first move decision of round 3 with at
    least three candidates: both hands and decks hold hidden cards."""
    state = RULES.new_game(RULES.default_config(2), 5000)
    agents = [make_agent("medium", 3 + s, game=SPEC) for s in range(2)]
    while not RULES.is_over(state):
        seat = RULES.to_act(state)
        legal = RULES.legal_actions(state)
        decides = state.round >= 3 and state.phase == "move" and seat == 0 and state.moving < 0
        if decides and len(lookahead.candidates(state, legal, random.Random(0))) >= 3:
            return state
        state = RULES.apply_unchecked(
            state, agents[seat].choose(RULES.observation(state, seat), legal)
        )
    raise AssertionError("no such decision in the game")


def _both_one_short() -> LandsState:
    """Seat 0 holds 9 of the 11 lands it needs, seat 1 holds 10. Seat 1's Prowler in land 14
    could take seat 0's land 13 next turn and win; seat 0's scouts in lands 13 and 3 could
    each take one of seat 1's empty lands (11, 10) this turn: two lands, the threshold."""
    seat1 = (8, 9, 10, 11, 14, 15, 16, 17, 18, 19)
    return position(
        phase="move",
        owners={**{k: 0 for k in (1, 2, 3, 4, 5, 6, 7, 12, 13)}, **{k: 1 for k in seat1}},
        creatures=[("P03", 0, 13), ("P03", 0, 3), ("S03", 1, 14)],
    )


def _play_move_phase(
    state: LandsState, choose: Callable[[LandsState, tuple[Action, ...]], Action]
) -> LandsState:
    while state.phase == "move" and RULES.to_act(state) == 0 and not state.ending:
        state = RULES.apply_unchecked(state, choose(state, RULES.legal_actions(state)))
    return state


def test_hard_leaves_its_guards_to_take_the_two_lands_that_win() -> None:
    state = _both_one_short()
    assert state.threshold() == 11 and state.lands_of(0) == 9 and state.lands_of(1) == 10
    # Medium keeps both scouts home: a land lost would give seat 1 the threshold, and seat
    # 1's Prowler takes one of seat 0's lands next turn all the same.
    after = _play_move_phase(state, lambda s, legal: medium_move(s, legal, random.Random(0)))
    assert after.winner == -1 and after.lands_of(0) == 9
    legal = RULES.legal_actions(state)
    assert medium_move(state, legal, random.Random(0)) == END
    # Played to the end of its turn, `end` leaves seat 1 able to take the last land it
    # needs: the evaluation gives seat 0 less than even. With the rest of the turn played
    # by the playouts' rush, a scout's step takes a land of seat 1's (10 lands to 9).
    options = lookahead.candidates(state, legal, random.Random(0))
    assert options[0] == END
    values, _ = lookahead.judge(RULES.observation(state, 0), options, random.Random(2), samples=2)
    assert values[0] < 0.5 and values[0] == min(values)
    assert max(values) - values[0] > lookahead.MARGIN
    after = _play_move_phase(state, lambda s, legal: _hard(s, 12))
    assert after.winner == 0 and after.ending == "threshold"


def test_every_candidate_meets_the_same_deals_and_tie_breaks() -> None:
    # Common random numbers: the same option listed twice gets the same value, to the last
    # bit, though each sample deals the hidden cards anew.
    state = _midgame()
    options = lookahead.candidates(state, RULES.legal_actions(state), random.Random(0))
    twice = (options[0], options[1], options[0], options[2])
    values, taken = lookahead.judge(RULES.observation(state, 0), twice, random.Random(5), samples=3)
    assert taken == 3
    assert values[0] == values[2]


def test_a_candidate_is_played_on_to_the_end_of_the_searching_seat_s_turn() -> None:
    state = _midgame()
    deal = RULES.determinize(RULES.observation(state, 0), random.Random(1))
    end = lookahead.rollout(
        RULES.apply_unchecked(deal, END), 0, lookahead.horizon(deal), random.Random(0)
    )
    assert end.ending or (end.turn == state.turn + 1 and end.active == 1)


def test_hard_reads_only_the_observation() -> None:
    # Seat 1's hand and both decks re-dealt, the generator reseeded: the same decision.
    state = _midgame()
    seen = RULES.observation(state, 0)
    other = RULES.determinize(seen, random.Random(9))
    assert other.hands[1] != state.hands[1] and RULES.observation(other, 0) == seen
    for seed in (4, 5):
        assert _hard(other, 12, seed=seed) == _hard(state, 12, seed=seed)


def test_the_budget_counts_rollouts_shared_by_the_candidates() -> None:
    state = _midgame()
    legal = RULES.legal_actions(state)
    obs = RULES.observation(state, 0)
    rng = random.Random(1)
    probe = random.Random()
    probe.setstate(rng.getstate())
    n = len(lookahead.candidates(RULES.determinize(obs, probe), legal, probe))
    _, done = lookahead.search_move(obs, legal, random.Random(1), iterations=2 * n)
    assert done == 2 * n
    # At least one sample of every candidate, even below the budget.
    _, done = lookahead.search_move(obs, legal, random.Random(1), iterations=1)
    assert done == n


def test_a_sample_is_taken_whole_or_not_at_all_by_the_deadline() -> None:
    state = _midgame()
    options = lookahead.candidates(state, RULES.legal_actions(state), random.Random(0))[:3]
    obs = RULES.observation(state, 0)

    def reading(times: list[float]) -> Callable[[], float]:
        ticks = iter(times)
        return lambda: next(ticks)  # the clock's readings, one per look

    # A sample looks at the clock as it begins, before each candidate and as it ends.
    # The first ends at 2, so a second (begun at 3) would end by 4 by the slowest so far:
    # it is begun, finds the deadline (10) passed before its third candidate (at 50) and
    # is left out whole.
    first = [0.0, 1.0, 1.0, 1.0, 2.0]
    _, taken = lookahead.judge(
        obs, options, random.Random(1), deadline=10.0, clock=reading([*first, 3.0, 4.0, 5.0, 50.0])
    )
    assert taken == 1
    # With no time for a third, two are taken (the second ends at 9: 9 + 2 passes 10).
    _, taken = lookahead.judge(
        obs,
        options,
        random.Random(1),
        deadline=10.0,
        clock=reading([*first, 7.0, 8.0, 8.0, 8.0, 9.0]),
    )
    assert taken == 2
    # A first sample that runs out of time is dropped too: every value 0, Medium's choice.
    values, taken = lookahead.judge(
        obs, options, random.Random(1), deadline=10.0, clock=reading([0.0, 1.0, 20.0])
    )
    assert taken == 0 and values == [0.0, 0.0, 0.0]
    assert lookahead.best(options, values) == options[0]


def test_setup_and_discards_stay_medium_s() -> None:
    state = RULES.new_game(RULES.default_config(2), 7)
    assert state.phase == "layout"
    legal = RULES.legal_actions(state)
    obs = RULES.observation(state, RULES.to_act(state))
    move, done = lookahead.search_move(obs, legal, random.Random(1), iterations=50)
    assert done == 0
    assert move in legal
    steps = [
        a
        for a in lookahead.candidates(_midgame(), RULES.legal_actions(_midgame()), random.Random(0))
        if isinstance(a, Step)
    ]
    assert steps
