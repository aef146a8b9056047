"""CPU opponents: ISMCTS iterations per second and decision times on fixed mid-game
positions with 2, 4 and 8 seats, Gifts Under Siege and Cursed Gifts side by side."""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from siege_desktop.ai import make_agent
from siege_desktop.ai.ismcts import search
from siege_desktop.core.registry import find_game
from siege_desktop.games.gifts.rules import (
    GameConfig,
    GameState,
    Phase,
    apply,
    legal_actions,
    new_game,
    observation,
)


def midgame(players: int, seed: int) -> GameState:
    """The first main-action decision after Medium players have played about ten rounds."""
    state = new_game(GameConfig(players=players), seed)
    agents = [make_agent("medium", seed + k) for k in range(players)]
    while state.round <= 10 or state.phase is not Phase.ACTION:
        legal = legal_actions(state)
        state = apply(state, agents[state.seat].choose(observation(state, state.seat), legal))
    return state


def iterations_per_second(state: GameState, iterations: int) -> tuple[float, float]:
    """(iterations per wall-clock second, per second of this process's CPU time): the
    second is what the code does on an idle core when other work shares the machine."""
    obs = observation(state, state.seat)
    legal = legal_actions(state)
    start, cpu = time.perf_counter(), time.process_time()
    search(obs, legal, random.Random(1), iterations=iterations)
    wall = time.perf_counter() - start
    used = max(time.process_time() - cpu, 1e-9)
    return iterations / wall, iterations / used


CURSED = "cursed-gifts"


def cursed_midgame(seats: int, seed: int) -> Any:
    """Cursed Gifts after Medium players have had a turn each (its games are short: a
    dozen turns at 2 seats): the first turn decision from then on with a real choice."""
    rules = find_game(CURSED).rules
    state = rules.new_game(rules.default_config(seats), seed)
    agents = [make_agent("medium", seed + k, game=CURSED) for k in range(seats)]
    while True:
        seat, legal = rules.to_act(state), rules.legal_actions(state)
        if state.turn > seats and state.window < 0 and len(legal) > 2:
            return state
        state = rules.apply_unchecked(
            state, agents[seat].choose(rules.observation(state, seat), legal)
        )
        if rules.is_over(state):
            raise RuntimeError(f"game {seed} at {seats} seats ended before its mid-game")


def cursed_rates(seats: int, seed: int, iterations: int) -> tuple[float, float, float]:
    """(iterations/s wall, iterations/s CPU, Hard's 1 s decision in s) at a Cursed mid-game."""
    spec = find_game(CURSED)
    state = cursed_midgame(seats, seed)
    seat = spec.rules.to_act(state)
    obs, legal = spec.rules.observation(state, seat), spec.rules.legal_actions(state)
    start, cpu = time.perf_counter(), time.process_time()
    search(obs, legal, random.Random(1), iterations=iterations, game=spec)
    wall = time.perf_counter() - start
    used = max(time.process_time() - cpu, 1e-9)
    start = time.perf_counter()
    make_agent("hard", 1, game=spec).choose(obs, legal)
    return iterations / wall, iterations / used, time.perf_counter() - start


def decision_times(state: GameState, level: str, repeats: int) -> list[float]:
    obs = observation(state, state.seat)
    legal = legal_actions(state)
    out = []
    for r in range(repeats):
        agent = make_agent(level, r)
        start = time.perf_counter()
        agent.choose(obs, legal)
        out.append(time.perf_counter() - start)
    return out


def run(quick: bool) -> None:
    iterations = 300 if quick else 2000
    seeds = (1,) if quick else (1, 2, 3)
    print(f"ISMCTS iterations per second ({iterations} iterations per search, one core)")
    for players in (2, 4, 8):
        walls, cpus = [], []
        for seed in seeds:
            wall, cpu = iterations_per_second(midgame(players, seed), iterations)
            walls.append(wall)
            cpus.append(cpu)
        print(
            f"  {players} seats: {statistics.fmean(walls):7,.0f} it/s wall clock "
            f"(min {min(walls):,.0f}), {statistics.fmean(cpus):7,.0f} it/s of CPU time "
            f"(min {min(cpus):,.0f}); {len(walls)} position(s), round 11 main action"
        )
    print(f"Cursed Gifts, the same ({iterations} iterations per search, one core)")
    for players in (2, 4, 8):
        rows = [cursed_rates(players, seed, iterations) for seed in seeds]
        walls, cpus = [r[0] for r in rows], [r[1] for r in rows]
        print(
            f"  {players} seats: {statistics.fmean(walls):7,.0f} it/s wall clock "
            f"(min {min(walls):,.0f}), {statistics.fmean(cpus):7,.0f} it/s of CPU time "
            f"(min {min(cpus):,.0f}); Hard's decision (1 s budget) max "
            f"{max(r[2] for r in rows):.3f} s; {len(rows)} position(s), a turn after round 1"
        )
    print("Medium and Hard (default 1 s budget) per decision, same positions")
    for players in (2, 4, 8):
        state = midgame(players, 1)
        medium = decision_times(state, "medium", 5 if quick else 20)
        line = f"  {players} seats: medium mean {statistics.fmean(medium) * 1000:.1f} ms"
        if not quick:
            hard = decision_times(state, "hard", 3)
            line += f", hard mean {statistics.fmean(hard):.3f} s max {max(hard):.3f} s"
        print(line)
