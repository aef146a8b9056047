"""Lands of the Summoners' figures in Medium mirror games: each deck's win share at 2, 4 and
6 seats (decks rotated over the seats game by game), the median game length and the share
reaching the round limit, and window decisions per game with and without the public
auto-pass (ruling 60: every auto-passed seat would have been asked without it)."""

from __future__ import annotations

import random
import statistics
import time

import attrs

from siege_desktop.core.registry import find_game
from siege_desktop.games.summoner_lands.ai.heuristics import HEURISTICS
from siege_desktop.games.summoner_lands.rules.cards import DECKS


def _game(seats: int, seed: int) -> tuple[list[int], tuple[int, ...], int, str, int, int]:
    """(decks, winners, rounds, ending, window decisions, auto-passes) of one game."""
    rules = find_game("summoner-lands").rules
    decks = [(s + seed) % len(DECKS) for s in range(seats)]
    config = attrs.evolve(rules.default_config(seats), decks=tuple(decks))
    state = rules.new_game(config, seed)
    rng = random.Random(seed)
    asked = auto = 0
    while not rules.is_over(state):
        legal = rules.legal_actions(state)
        if state.phase == "window":
            asked += 1
        action = HEURISTICS.medium_move(state, legal, rng)
        state, events = rules.apply_logged(state, action)
        auto += sum(1 for e in events if "no possible answer" in e.text)
    result = rules.outcome(state)
    assert result is not None
    return decks, result.winners, state.round, state.ending, asked, auto


def run(quick: bool) -> None:
    counts = {2: 10, 4: 6, 6: 4} if quick else {2: 100, 4: 60, 6: 40}
    for seats, games in counts.items():
        start = time.process_time()
        played = [0.0] * len(DECKS)
        won = [0.0] * len(DECKS)
        rounds, limit, asked, every = [], 0, [], []
        for seed in range(games):
            decks, winners, rnd, ending, window, auto = _game(seats, seed)
            for d in decks:
                played[d] += 1
            for w in winners:
                won[decks[w]] += 1 / len(winners)
            rounds.append(rnd)
            limit += ending == "round-limit"
            asked.append(window)
            every.append(window + auto)
        spent = time.process_time() - start
        shares = ", ".join(
            f"{d.name.split()[0]} {won[i] / played[i]:.2f}"
            for i, d in enumerate(DECKS)
            if played[i]
        )
        print(
            f"{seats} seats, {games} Medium mirror games ({spent:.0f} s CPU), par {1 / seats:.2f}"
        )
        print(f"  deck win share: {shares}")
        print(
            f"  rounds: median {statistics.median(rounds)}, reached the round limit "
            f"{limit / games:.0%}; window decisions per game: {statistics.mean(asked):.1f} "
            f"with the public auto-pass, {statistics.mean(every):.1f} without"
        )
