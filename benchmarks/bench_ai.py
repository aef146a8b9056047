"""CPU opponents: ISMCTS iterations per second and decision times on fixed mid-game
positions with 2, 4 and 8 seats."""

from __future__ import annotations

import random
import statistics
import time

from siege_desktop.ai import make_agent
from siege_desktop.ai.ismcts import search
from siege_desktop.engine import (
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
    print("Medium and Hard (default 1 s budget) per decision, same positions")
    for players in (2, 4, 8):
        state = midgame(players, 1)
        medium = decision_times(state, "medium", 5 if quick else 20)
        line = f"  {players} seats: medium mean {statistics.fmean(medium) * 1000:.1f} ms"
        if not quick:
            hard = decision_times(state, "hard", 3)
            line += f", hard mean {statistics.fmean(hard):.3f} s max {max(hard):.3f} s"
        print(line)
