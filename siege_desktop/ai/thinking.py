"""What a CPU seat or a hint is asked, and what comes back: plain values that cross a process
boundary (pickled), for any game of the registry.

A request carries the deciding seat's observation and what the agent needs beside it (the
game id, the level, its random stream, its budget), never the true state: the worker that
answers it cannot read a hidden card because it is never handed one. The answer is the
action's text form (`str(action)`, which `Rules.parse_action` reads back), so the table can
check it against the live position's legal actions before playing it.
"""

from __future__ import annotations

import os
import random
from typing import Any

import attrs

from siege_desktop.ai import make_agent
from siege_desktop.ai.hint import suggest
from siege_desktop.core.registry import find_game

#: `random.Random.getstate()`: an agent's stream, carried to the worker and back.
RngState = tuple[Any, ...]


@attrs.frozen
class Decide:
    """A CPU seat's decision: its level's agent picks one of `legal` from `observation`.
    `rng` is the seat's stream as it stands; the answer carries it on."""

    game: str
    level: str
    observation: Any
    legal: tuple[Any, ...]
    rng: RngState
    time_budget: float | None = None
    iterations: int | None = None


@attrs.frozen
class Suggest:
    """A hint for the human deciding now (Hard's choice and the game's reason for it)."""

    game: str
    observation: Any
    legal: tuple[Any, ...]
    iterations: int | None = None


Request = Decide | Suggest


@attrs.frozen
class Answer:
    """The chosen action's text form; the reason (hints); the stream after choosing
    (decisions); the process that answered (so a test can see it was not the app's)."""

    action: str
    reason: str = ""
    rng: RngState | None = None
    pid: int = 0


def answer(request: Request) -> Answer:
    """Think about one request: where it runs (a worker process, a thread) is the caller's
    business. Raises what the agent raises (the caller decides how to fall back)."""
    if isinstance(request, Suggest):
        hint = suggest(
            request.observation, request.legal, game=request.game, iterations=request.iterations
        )
        return Answer(str(hint.action), hint.reason, None, os.getpid())
    agent = make_agent(
        request.level,
        time_budget=request.time_budget,
        iterations=request.iterations,
        game=find_game(request.game),
    )
    rng: random.Random | None = getattr(agent, "rng", None)
    if rng is not None:
        rng.setstate(request.rng)
    action = agent.choose(request.observation, request.legal)
    after = rng.getstate() if rng is not None else request.rng
    return Answer(str(action), "", after, os.getpid())
