"""The CPUs' knowledge of Lands of the Summoners: fair by construction (a decision never
changes when only hidden cards change), section (e)'s setup habits, the exact battle
prediction, and Medium ahead of Easy."""

from __future__ import annotations

import random

from lands_positions import act, position

from siege_desktop.ai import make_agent
from siege_desktop.games.summoner_lands.ai.heuristics import HEURISTICS
from siege_desktop.games.summoner_lands.ai.policy import settle
from siege_desktop.games.summoner_lands.rules import RULES
from siege_desktop.games.summoner_lands.rules.actions import KEEP, MULLIGAN, Lay


def test_medium_and_easy_decide_the_same_whatever_the_hidden_cards() -> None:
    checked = 0
    for seed in range(3):
        rng = random.Random(seed)
        state = RULES.new_game(RULES.default_config(3), seed)
        while not RULES.is_over(state) and checked < 150:
            seat = RULES.to_act(state)
            legal = RULES.legal_actions(state)
            if len(legal) > 1 and state.phase not in ("layout", "claim"):
                dealt = RULES.determinize(RULES.observation(state, seat), random.Random(seed))
                for pick in (HEURISTICS.medium_move, HEURISTICS.easy_move):
                    mine = pick(state, legal, random.Random(1))
                    theirs = pick(dealt, RULES.legal_actions(dealt), random.Random(1))
                    assert mine == theirs, state.phase
                checked += 1
            state = RULES.apply_unchecked(state, HEURISTICS.rollout_move(state, legal, rng))
    assert checked >= 100


def test_medium_lays_its_native_kind_and_mulligans_a_hand_without_a_cheap_creature() -> None:
    state = RULES.new_game(RULES.default_config(2), 1)
    seat = RULES.to_act(state)
    native = "PISMF"[RULES.default_config(2).deck_of(seat)]
    choice = HEURISTICS.medium_move(state, RULES.legal_actions(state), random.Random(0))
    assert choice == Lay(native)
    hand = position(phase="mulligan", pending=0, hands=[["P08", "P09", "P10", "P11", "P12"], []])
    assert HEURISTICS.medium_move(hand, RULES.legal_actions(hand), random.Random(0)) == MULLIGAN
    good = position(phase="mulligan", pending=0, hands=[["P01", "P09", "P10", "P11", "P12"], []])
    assert HEURISTICS.medium_move(good, RULES.legal_actions(good), random.Random(0)) == KEEP


def test_the_battle_prediction_plays_the_window_out() -> None:
    owners = {1: 0, 12: 0, 3: 1, 4: 1, 10: 1, 5: 2, 9: 2, 15: 2}
    state = position(
        seats=3, phase="move", owners=owners,
        creatures=[("F07", 0, 3), ("S01", 1, 3), ("F04", 2, 9)],
        hands=[["P09"], ["S09"], ["M09"]],
    )  # fmt: skip
    state = act(state, "end")
    assert state.phase == "window"
    after = settle(state)
    assert after.battle is None or after.battle.land != 3
    assert after.owners[2] == 0  # the 4/4 kills the 2/1 and takes the land
    # Medium, defending, shrinks the attacker with Rotting Grasp rather than lose the land.
    state = act(state, "pass")
    choice = HEURISTICS.medium_move(state, RULES.legal_actions(state), random.Random(0))
    assert str(choice).startswith("cast S09 on c1")


def test_medium_beats_easy_over_a_few_games() -> None:
    wins = 0
    for seed in range(6):
        agents = [
            make_agent("medium", seed, game="summoner-lands"),
            make_agent("easy", seed, game="summoner-lands"),
        ]
        order = agents if seed % 2 == 0 else agents[::-1]
        state = RULES.new_game(RULES.default_config(2), seed)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)
            obs = RULES.observation(state, seat)
            action = order[seat].choose(obs, RULES.legal_actions(state))
            state = RULES.apply_unchecked(state, action)
        result = RULES.outcome(state)
        assert result is not None
        medium_seat = 0 if seed % 2 == 0 else 1
        wins += medium_seat in result.winners
    assert wins >= 4


def test_medium_retreats_to_its_most_threatened_land() -> None:
    owners = {1: 0, 2: 0, 12: 0, 3: 1, 4: 1, 5: 2, 9: 2, 20: 2}
    state = position(
        seats=3, phase="move", owners=owners,
        creatures=[("P01", 0, 3), ("F02", 1, 3), ("F04", 2, 9)],
    )  # fmt: skip
    state = act(state, "end")
    assert state.phase == "retreat"
    choice = HEURISTICS.medium_move(state, RULES.legal_actions(state), random.Random(0))
    assert str(choice) == "retreat c1 2"  # land 2 touches land 9, where seat 2 stands
