"""How soon Cursed Gifts' CPUs put a seat out: in arena games (the same deals, seats and
agent seeds as `python -m siege_desktop.arena --game cursed-gifts --seats ...`), the share
of games in which a seat went out in round 1, and in which a seat went out before it had
taken a single turn of its own.

    python -m benchmarks.cursed_first_round --seats medium*8 --games 200 --seed 1

(`medium*8` is eight Mediums, as `medium,medium,...`.) Medium x8: about 10 s.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

import attrs

from siege_desktop.arena.games import AgentSpec, parse_seats
from siege_desktop.arena.tally import wilson
from siege_desktop.core.registry import find_game
from siege_desktop.games.cursed.rules.state import CursedState


@attrs.frozen
class Early:
    """One game: seats out in round 1, seats out before their first turn, and seats out
    (in all) by the time every seat still in has had its first turn."""

    out_in_round_1: int
    out_before_first_turn: int
    rounds: int


def play(specs: tuple[AgentSpec, ...], game: int, seed: int) -> Early:
    """Arena game `game` (its seat rotation and agent seeds), watched for early exits."""
    spec = find_game("cursed-gifts")
    rules = spec.rules
    n = len(specs)
    game_seed = seed + game
    state: CursedState = rules.new_game(rules.default_config(n), game_seed)
    first = rules.to_act(state)
    seat_of = [(first + k + game) % n for k in range(n)]
    entrant_at = {seat: k for k, seat in enumerate(seat_of)}
    agents = [entrant.make(game_seed * 16 + k, spec) for k, entrant in enumerate(specs)]
    had_turn = {state.current}
    seen_out: set[int] = set()
    in_round_1 = before_turn = 0
    while not rules.is_over(state):
        seat = rules.to_act(state)
        legal = rules.legal_actions(state)
        action = agents[entrant_at[seat]].choose(rules.observation(state, seat), legal)
        state, _ = rules.apply_logged(state, action)
        for gone in set(state.out) - seen_out:
            seen_out.add(gone)
            in_round_1 += state.round == 1
            before_turn += gone not in had_turn
        if not state.ending:
            had_turn.add(state.current)
    return Early(in_round_1, before_turn, state.round)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.cursed_first_round")
    parser.add_argument("--seats", default="medium*8", help="agents, or LEVEL*N (default medium*8)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    text = args.seats
    if "*" in text:
        level, _, count = text.partition("*")
        text = ",".join([level] * int(count))
    specs = parse_seats(text)
    games = [play(specs, i, args.seed) for i in range(args.games)]
    n = len(games)
    for label, hits in (
        ("a seat out in round 1", sum(g.out_in_round_1 > 0 for g in games)),
        ("a seat out before its first turn", sum(g.out_before_first_turn > 0 for g in games)),
    ):
        low, high = wilson(hits, n)
        print(f"{label:<34} {hits:>4} of {n} games ({hits / n:.1%}, 95% CI {low:.1%}-{high:.1%})")
    seats_early = sum(g.out_before_first_turn for g in games)
    print(f"seats out before their first turn: {seats_early} of {n * len(specs)} seats")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
