"""One arena game: seat the agents (rotated by game), play to the end, time every decision."""

from __future__ import annotations

import time

import attrs

from siege_desktop.ai import LEVELS, Agent, make_agent
from siege_desktop.engine import (
    GameConfig,
    apply,
    is_over,
    legal_actions,
    new_game,
    observation,
    standings,
)


@attrs.frozen
class AgentSpec:
    """An arena entrant: a level and, for Hard, an optional budget.

    Written `hard`, `hard:0.25s` (time budget) or `hard:400i` (iteration budget).
    """

    label: str
    level: str
    time_budget: float | None = None
    iterations: int | None = None

    def make(self, seed: int) -> Agent:
        return make_agent(
            self.level, seed, time_budget=self.time_budget, iterations=self.iterations
        )


def parse_spec(text: str) -> AgentSpec:
    level, _, budget = text.strip().partition(":")
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} in {text!r}; choose from {', '.join(LEVELS)}")
    if not budget:
        return AgentSpec(text, level)
    if level != "hard":
        raise ValueError(f"only hard takes a budget, not {text!r}")
    try:
        if budget.endswith("s"):
            seconds = float(budget[:-1])
            if seconds <= 0:
                raise ValueError
            return AgentSpec(text, level, time_budget=seconds)
        if budget.endswith("i"):
            count = int(budget[:-1])
            if count <= 0:
                raise ValueError
            return AgentSpec(text, level, iterations=count)
    except ValueError:
        pass
    raise ValueError(f"bad budget in {text!r}: write e.g. hard:0.5s or hard:400i")


def parse_seats(text: str) -> tuple[AgentSpec, ...]:
    """Entrants from `hard,medium,...`; a repeated name gets `#2`, `#3` so each is
    tallied apart."""
    specs = [parse_spec(part) for part in text.split(",")]
    if not 2 <= len(specs) <= 8:
        raise ValueError(f"a table seats 2 to 8 agents, not {len(specs)}")
    seen: dict[str, int] = {}
    out = []
    for spec in specs:
        seen[spec.label] = seen.get(spec.label, 0) + 1
        if seen[spec.label] > 1:
            spec = attrs.evolve(spec, label=f"{spec.label}#{seen[spec.label]}")
        out.append(spec)
    return tuple(out)


@attrs.frozen
class GameResult:
    """One game, per entrant (in the order of `--seats`)."""

    seed: int
    first: int  # the entrant who moved first
    scores: tuple[int, ...]
    wins: tuple[float, ...]  # 1 for a sole winner, 1/k each for a k-way shared win
    think: tuple[tuple[float, ...], ...]  # seconds per decision with a real choice
    rounds: int
    turns: int
    actions: int


def play_game(specs: tuple[AgentSpec, ...], game: int, seed: int) -> GameResult:
    """Game number `game` of an arena run: entrant k sits `game + k` seats after the first
    player, so over n games every entrant moves first once."""
    n = len(specs)
    game_seed = seed + game
    state = new_game(GameConfig(players=n), game_seed)
    seat_of = [(state.first_player + k + game) % n for k in range(n)]
    entrant_at = {seat: k for k, seat in enumerate(seat_of)}
    agents = [spec.make(game_seed * 16 + k) for k, spec in enumerate(specs)]
    think: list[list[float]] = [[] for _ in specs]
    actions = 0
    clock = time.perf_counter
    while not is_over(state):
        k = entrant_at[state.seat]
        legal = legal_actions(state)
        obs = observation(state, state.seat)
        t0 = clock()
        action = agents[k].choose(obs, legal)
        spent = clock() - t0
        if len(legal) > 1:
            think[k].append(spent)
        state = apply(state, action)
        actions += 1
    result = standings(state)
    share = 1.0 / len(result.winners)
    return GameResult(
        seed=game_seed,
        first=entrant_at[state.first_player],
        scores=tuple(result.scores[seat_of[k]] for k in range(n)),
        wins=tuple(share if seat_of[k] in result.winners else 0.0 for k in range(n)),
        think=tuple(tuple(t) for t in think),
        rounds=state.round,
        turns=state.turn,
        actions=actions,
    )
