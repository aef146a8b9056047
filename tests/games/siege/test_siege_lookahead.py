"""Siege's Hard judges Medium's best few moves by playing on through the rival's next turn
(`games/siege/ai/lookahead.py`): what that sees that Medium does not, that every candidate
meets the same deals, that it reads only the observation, and what its budget counts."""

from __future__ import annotations

import random
from collections.abc import Callable

from siege_positions import UnitSpec, act, cards, position, sq

from siege_desktop.ai import make_agent
from siege_desktop.core.registry import find_game
from siege_desktop.games.siege.ai import lookahead
from siege_desktop.games.siege.ai.evaluation import cached_threats
from siege_desktop.games.siege.ai.policy import medium_move
from siege_desktop.games.siege.rules import RULES, SiegeState
from siege_desktop.games.siege.rules.actions import Move
from siege_desktop.games.siege.rules.state import ATTACK, MOVE

SPEC = find_game("siege")

# South's Grey Archer (1 Health) on f4; North's Thorn Warden on f9 and an Ember Brute on
# f10 that can walk three squares and strike. Both seats have cards to draw.
ARCHER: dict[str, UnitSpec] = {
    "f2": (0, "R2"),
    "f4": (0, "N1"),
    "f9": (1, "G2"),
    "f10": (1, "R2"),
    "f14": (1, "R2"),
}


def _archer() -> SiegeState:
    decks = (cards("R1", "R1"), cards("R1", "R1"))
    return position(ARCHER, phase=MOVE, round=8, decks=decks)


def _in_brute_reach(state: SiegeState, square: int) -> bool:
    """Whether North's Brute on f10 could strike `square` next turn."""
    north = [s for s, u in enumerate(state.board) if u is not None and u.owner == 1]
    _, mask, _ = cached_threats(state.board, 1)[north.index(sq("f10"))]
    return bool((mask >> square) & 1)


def _hard(state: SiegeState, rollouts: int, seed: int = 1) -> str:
    agent = make_agent("hard", seed, iterations=rollouts, game=SPEC)
    seat = RULES.to_act(state)
    return str(agent.choose(RULES.observation(state, seat), RULES.legal_actions(state)))


def test_hard_keeps_the_archer_out_of_the_reply_medium_walks_into() -> None:
    # Medium moves the Archer forward to shoot at the Warden (one die against 3 Health: no
    # kill), onto a square the Brute reaches next turn: its small safety weight (0.15)
    # lets the shot's value win. Played on through North's turn, the Brute walks up to
    # the Archer (its 3 dice kill it 7 times in 8), and Hard keeps it back.
    state = _archer()
    legal = RULES.legal_actions(state)
    greedy = medium_move(state, legal, random.Random(0))
    assert isinstance(greedy, Move) and greedy.frm == sq("f4")
    assert _in_brute_reach(state, greedy.to)
    options = lookahead.candidates(state, legal)
    assert isinstance(options[0], Move) and _in_brute_reach(state, options[0].to)
    obs = RULES.observation(state, 0)
    values, taken = lookahead.judge(obs, options, random.Random(2), samples=8)
    assert taken == 8
    assert max(values) - values[0] > lookahead.MARGIN
    chosen = RULES.parse_action(_hard(state, 8 * len(options)))
    assert chosen != greedy
    assert not (
        isinstance(chosen, Move) and chosen.frm == sq("f4") and _in_brute_reach(state, chosen.to)
    )


def test_every_candidate_meets_the_same_deals_and_tie_breaks() -> None:
    # Common random numbers: the same option listed twice gets the same value in every
    # sample, to the last bit, though each sample deals hidden cards and dice anew.
    state = _archer()
    options = lookahead.candidates(state, RULES.legal_actions(state))
    twice = (options[0], options[1], options[0])
    obs = RULES.observation(state, 0)
    values, _ = lookahead.judge(obs, twice, random.Random(5), samples=3)
    assert values[0] == values[2]


def test_a_candidate_is_played_through_the_rival_s_turn_to_its_attacks() -> None:
    # The Archer's shot, then North's turn up to its attacks (the Brute in reach).
    state = _archer()
    shot, _ = act(state, "move f4 f6", "end")
    assert shot.phase == ATTACK and shot.current == 0
    end, _ = lookahead._rollout(shot, state.turn, random.Random(0))
    assert end.current == 1 and end.phase == ATTACK and end.turn == state.turn + 1
    # Ending the moves with nothing in reach ends South's turn at once, and North has no
    # attack either: the rollout stops as South's next turn begins, not a turn later.
    ended, _ = act(state, "end")
    assert ended.current == 1
    end, _ = lookahead._rollout(ended, state.turn, random.Random(0))
    assert end.current == 0 and end.turn == state.turn + 2 and end.moves == 0


def test_hard_reads_only_the_observation() -> None:
    # The rival's hand and both decks re-dealt, the generator reseeded: the same decision.
    state = _archer()
    seen = RULES.observation(state, 0)
    other = RULES.determinize(seen, random.Random(9))
    assert other.rng != state.rng and RULES.observation(other, 0) == seen
    assert _hard(other, 12, seed=4) == _hard(state, 12, seed=4)


def test_the_budget_counts_rollouts_shared_by_the_candidates() -> None:
    state = _archer()
    legal = RULES.legal_actions(state)
    obs = RULES.observation(state, 0)
    n = len(lookahead.candidates(state, legal))
    _, done = lookahead.search_move(obs, legal, random.Random(1), iterations=3 * n)
    assert done == 3 * n
    # At least one sample of every candidate, even below the budget.
    _, done = lookahead.search_move(obs, legal, random.Random(1), iterations=1)
    assert done == n


def test_a_sample_is_taken_whole_or_not_at_all_by_the_deadline() -> None:
    state = _archer()
    options = lookahead.candidates(state, RULES.legal_actions(state))
    obs = RULES.observation(state, 0)

    def ticking() -> Callable[[], float]:
        ticks = iter(range(1000))
        return lambda: float(next(ticks))  # one tick per look at the clock

    # The first sample (clock 0 to 1) is always taken; the second, begun in time at 2,
    # finds the deadline (3) passed after its first candidate and is left out whole.
    _, taken = lookahead.judge(obs, options, random.Random(1), deadline=3.0, clock=ticking())
    assert taken == 1
    # Later samples of 6 candidates read the clock 8 times (7 ticks each): the fifth ends
    # at 33, and a sixth would end past 40 by the slowest so far, so it is not begun.
    _, taken = lookahead.judge(obs, options, random.Random(1), deadline=40.0, clock=ticking())
    assert len(options) == 6 and taken == 5


def test_attacks_and_the_other_phases_stay_medium_s() -> None:
    units: dict[str, UnitSpec] = {"e5": (0, "G1"), "e6": (1, "B2"), "d5": (1, "R2")}
    state = position(units, phase=ATTACK)
    legal = RULES.legal_actions(state)
    obs = RULES.observation(state, 0)
    move, done = lookahead.search_move(obs, legal, random.Random(1), iterations=50)
    assert done == 0
    assert str(move) == "attack e5 e6"
