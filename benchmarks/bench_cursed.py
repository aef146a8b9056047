"""Cursed Gifts: balance (first-seat win share, games ended by elimination, length) in
Medium-vs-Medium and random games. The engine's random-play actions/s, beside Gifts Under
Siege's, are in `bench_engine` (`python -m benchmarks.run engine`).

`python -m benchmarks.run cursed` (or `python -m benchmarks.bench_cursed --games N`).
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections.abc import Sequence

from siege_desktop.games.cursed.ai.heuristics import easy_move, medium_move
from siege_desktop.games.cursed.rules.rules import RULES


def play(seats: int, seed: int, policy: str) -> tuple[tuple[int, ...], str, int, int]:
    """(winners relative to the first seat, ending, rounds, actions) of one game."""
    rng = random.Random(seed)
    state = RULES.new_game(RULES.default_config(seats), seed)
    first = state.first_player
    actions = 0
    while not RULES.is_over(state):
        legal = RULES.legal_actions(state)
        move = rng.choice(legal) if policy == "random" else medium_move(state, legal, rng)
        state = RULES.apply_unchecked(state, move)
        actions += 1
    result = RULES.outcome(state)
    assert result is not None
    return tuple((w - first) % seats for w in result.winners), state.ending, state.round, actions


def balance(seats: int, games: int, policy: str) -> str:
    first_share = 0.0
    elimination = 0
    rounds: list[int] = []
    for seed in range(games):
        winners, ending, length, _ = play(seats, 1000 * seats + seed, policy)
        first_share += (1.0 / len(winners)) if 0 in winners else 0.0
        elimination += ending == "elimination"
        rounds.append(length)
    fair = 100 / seats
    share = 100 * first_share / games
    return (
        f"{policy:6} {seats} seats, {games} games: first seat wins {share:5.1f}%"
        f" (fair {fair:4.1f}%), ended by elimination {100 * elimination / games:5.1f}%,"
        f" median {statistics.median(rounds):.0f} rounds"
    )


def medium_vs_easy(seats: int, games: int) -> str:
    """Medium in one seat (rotating) against Easy in the others: Medium's win share."""
    wins = 0.0
    for game in range(games):
        rng = random.Random(game)
        state = RULES.new_game(RULES.default_config(seats), 7000 + game)
        medium = game % seats
        while not RULES.is_over(state):
            legal = RULES.legal_actions(state)
            policy = medium_move if RULES.to_act(state) == medium else easy_move
            state = RULES.apply_unchecked(state, policy(state, legal, rng))
        result = RULES.outcome(state)
        assert result is not None
        wins += 1 / len(result.winners) if medium in result.winners else 0.0
    return f"Medium against {seats - 1} Easy, {games} games: Medium wins {100 * wins / games:.1f}%"


def run(
    quick: bool, games: int | None = None, policies: Sequence[str] = ("medium", "random")
) -> None:
    n = games or (20 if quick else 200)
    for policy in policies:
        for seats in (2, 4, 8):
            print(balance(seats, n, policy))
    print(medium_vs_easy(2, n))
    print(medium_vs_easy(4, n))


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    run(args.quick, args.games)


if __name__ == "__main__":
    main()
