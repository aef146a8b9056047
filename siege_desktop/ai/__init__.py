"""CPU opponents for any game of the protocol: they see only their seat's observation and
the legal actions, and know a game only through its `Rules` and `Heuristics`.

`make_agent(level, seed, game=...)` gives an agent whose `choose(observation, legal)`
returns one of the legal actions. Levels: Easy (rules of thumb, loose), Medium (greedy on
an evaluation), Hard (ISMCTS to a time or iteration budget). The game defaults to Gifts
Under Siege; it is found through `core.registry`, never imported here.
"""

from __future__ import annotations

from typing import Any, Final, Protocol

from siege_desktop.ai.hard import HardAgent
from siege_desktop.ai.levels import EasyAgent, MediumAgent
from siege_desktop.core.registry import DEFAULT_GAME, GameSpec, find_game

LEVELS: Final = ("easy", "medium", "hard")


class Agent(Protocol):
    """A CPU opponent: given what its seat knows and the legal moves, pick one."""

    level: str

    def choose(self, obs: Any, legal: tuple[Any, ...]) -> Any: ...


def make_agent(
    level: str,
    seed: int | None = None,
    *,
    time_budget: float | None = None,
    iterations: int | None = None,
    game: GameSpec | str = DEFAULT_GAME,
) -> Agent:
    """A new agent of this level for `game` (a spec or a game id). `seed` makes it
    reproducible (with an iteration budget for Hard); the budgets apply to Hard only
    (default: 1 s of thinking). Raises ValueError for an unknown level or game."""
    spec = find_game(game) if isinstance(game, str) else game
    if level == "easy":
        return EasyAgent(seed, game=spec)
    if level == "medium":
        return MediumAgent(seed, game=spec)
    if level == "hard":
        return HardAgent(seed, time_budget=time_budget, iterations=iterations, game=spec)
    raise ValueError(f"unknown CPU level {level!r}; choose one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Agent", "EasyAgent", "HardAgent", "MediumAgent", "make_agent"]
