"""One arena game of any registered game: seat the agents (rotated by game), play to the
end, time every decision. Games are reached only through `core.registry`."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import Any

import attrs

from siege_desktop.ai import LEVELS, Agent, make_agent
from siege_desktop.core.registry import DEFAULT_GAME, GameSpec, find_game


@attrs.frozen
class AgentSpec:
    """An arena entrant: a level and, for Hard, an optional budget.

    Written `hard`, `hard:0.25s` (time budget) or `hard:400i` (iteration budget).
    """

    label: str
    level: str
    time_budget: float | None = None
    iterations: int | None = None

    def make(self, seed: int, game: GameSpec | str = DEFAULT_GAME) -> Agent:
        return make_agent(
            self.level, seed, time_budget=self.time_budget, iterations=self.iterations, game=game
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


def parse_seats(text: str, min_seats: int = 2, max_seats: int = 8) -> tuple[AgentSpec, ...]:
    """Entrants from `hard,medium,...`; a repeated name gets `#2`, `#3` so each is
    tallied apart. The bounds are the game's seat counts."""
    specs = [parse_spec(part) for part in text.split(",")]
    if not min_seats <= len(specs) <= max_seats:
        raise ValueError(f"a table seats {min_seats} to {max_seats} agents, not {len(specs)}")
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
    rounds: int | None  # the game's own count of rounds (`Rules.length`), None if it has none
    turns: int  # the game's own count of seat turns (answers out of turn belong to a turn)
    actions: int
    ending: str = ""  # why the game ended, the game's own id (`GameResult.reason`)


def table_config(spec: GameSpec, seats: int, rules: Mapping[str, Any] | None = None) -> Any:
    """The game's default config for `seats`, with these table rules (config keys) changed;
    the game's own check raises its ValueError for a bad name or value."""
    config = spec.rules.default_config(seats)
    if rules:
        data = spec.rules.config_to_dict(config)
        data.update(rules)
        config = spec.rules.config_from_dict(data)
    return config


def play_game(
    specs: tuple[AgentSpec, ...],
    game: int,
    seed: int,
    game_id: str = DEFAULT_GAME,
    table_rules: Mapping[str, Any] | None = None,
) -> GameResult:
    """Game number `game` of an arena run of `game_id`: entrant k sits `game + k` seats
    after the first seat to decide, so over n games every entrant moves first once."""
    spec = find_game(game_id)
    rules = spec.rules
    n = len(specs)
    game_seed = seed + game
    state = rules.new_game(table_config(spec, n, table_rules), game_seed)
    # The seat that plays first: the first to decide, unless the game says otherwise (a
    # table rule of Siege lets the second player make the first pick of the draft).
    first_of: Callable[[Any], int] = spec.extra.get("first_player", rules.to_act)
    first = first_of(state)
    seat_of = [(first + k + game) % n for k in range(n)]
    entrant_at = {seat: k for k, seat in enumerate(seat_of)}
    agents = [entrant.make(game_seed * 16 + k, spec) for k, entrant in enumerate(specs)]
    think: list[list[float]] = [[] for _ in specs]
    actions = 0
    clock = time.perf_counter
    while not rules.is_over(state):
        seat = rules.to_act(state)
        k = entrant_at[seat]
        legal = rules.legal_actions(state)
        obs = rules.observation(state, seat)
        t0 = clock()
        action = agents[k].choose(obs, legal)
        spent = clock() - t0
        if len(legal) > 1:
            think[k].append(spent)
        state, _ = rules.apply_logged(state, action)
        actions += 1
    result = rules.outcome(state)
    assert result is not None, "a finished game has a result"
    share = 1.0 / len(result.winners)
    length = rules.length(state)
    return GameResult(
        seed=game_seed,
        first=entrant_at[first],
        scores=tuple(result.scores[seat_of[k]] for k in range(n)),
        wins=tuple(share if seat_of[k] in result.winners else 0.0 for k in range(n)),
        think=tuple(tuple(t) for t in think),
        rounds=length.rounds,
        turns=length.turns,
        actions=actions,
        ending=result.reason,
    )
