"""CPU opponents: they see only their seat's observation and the legal actions.

`make_agent(level, seed)` gives an agent whose `choose(observation, legal)` returns one of
the legal actions. Levels: Easy (rules of thumb, loose), Medium (greedy on an evaluation),
Hard (ISMCTS to a time or iteration budget).
"""

from __future__ import annotations

from typing import Final, Protocol

from siege_desktop.ai.greedy import EasyAgent, MediumAgent
from siege_desktop.ai.hard import HardAgent
from siege_desktop.engine.actions import Action
from siege_desktop.engine.observation import Observation

LEVELS: Final = ("easy", "medium", "hard")


class Agent(Protocol):
    """A CPU opponent: given what its seat knows and the legal moves, pick one."""

    level: str

    def choose(self, obs: Observation, legal: tuple[Action, ...]) -> Action: ...


def make_agent(
    level: str,
    seed: int | None = None,
    *,
    time_budget: float | None = None,
    iterations: int | None = None,
) -> Agent:
    """A new agent of this level. `seed` makes it reproducible (with an iteration budget
    for Hard); the budgets apply to Hard only (default: 1 s of thinking)."""
    if level == "easy":
        return EasyAgent(seed)
    if level == "medium":
        return MediumAgent(seed)
    if level == "hard":
        return HardAgent(seed, time_budget=time_budget, iterations=iterations)
    raise ValueError(f"unknown CPU level {level!r}; choose one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Agent", "EasyAgent", "HardAgent", "MediumAgent", "make_agent"]
