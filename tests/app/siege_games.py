"""Finished Siege games for the history, summary and replay tests, played by two Easy CPUs
from a seed (the same seed, the same game; the moves are cached per seed)."""

from __future__ import annotations

from functools import cache

import attrs

from siege_desktop.ai import make_agent
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.core.registry import find_game
from siege_desktop.games.siege.rules import SiegeConfig

SIEGE = "siege"
RULES = find_game(SIEGE).rules
ROUNDS = 20


def _config(rounds: int) -> SiegeConfig:
    return attrs.evolve(RULES.default_config(2), round_limit=rounds)


@cache
def _actions(seed: int, rounds: int) -> tuple[str, ...]:
    agents = [make_agent("easy", seed * 10 + i, game=SIEGE) for i in range(2)]
    state = RULES.new_game(_config(rounds), seed)
    out: list[str] = []
    while not RULES.is_over(state):
        seat = RULES.to_act(state)
        action = agents[seat].choose(RULES.observation(state, seat), RULES.legal_actions(state))
        out.append(str(action))
        state = RULES.apply_unchecked(state, action)
    return tuple(out)


def finished_siege(
    seed: int = 3,
    names: tuple[str, str] = ("Ann", "Bob"),
    kinds: tuple[str, str] = ("human", "medium"),
    rounds: int = ROUNDS,
) -> GameSession:
    """A finished Siege game (a fresh session each call)."""
    seats = tuple(SeatSpec(n, k) for n, k in zip(names, kinds, strict=True))
    return GameSession(_config(rounds), seed, seats, list(_actions(seed, rounds)), game=SIEGE)
