"""Hints: Hard's choice for a seat's position, with a one-line reason, from its observation only.

The search is made deterministic (an iteration budget, and a seed drawn from the observation
itself), so the same observation always gives the same hint, whatever the hidden cards are.
The reason comes from the game (`GameSpec.extra["hint_reason"](obs, action, legal) -> str`), since
only the game knows how to say why a move is good; a game without one gets the move's text.
A game whose iterations cost more sets its own budget (`extra["hint_iterations"](obs) -> int`),
so a hint comes in about the same time in every game.
"""

from __future__ import annotations

import hashlib
from typing import Any, Final

import attrs

from siege_desktop.ai.hard import HardAgent
from siege_desktop.core.registry import DEFAULT_GAME, GameSpec, find_game

#: About what Hard's default second buys at 2 to 4 seats on one idle core (docs/AI.md).
HINT_ITERATIONS: Final = 1500


@attrs.frozen
class Hint:
    """A suggested move and why, in one line."""

    action: Any
    reason: str


def observation_seed(obs: Any) -> int:
    """A seed that depends on the observation alone (its value repr, stable across runs,
    unlike `hash`, which Python salts per process for text)."""
    digest = hashlib.blake2b(repr(obs).encode("utf-8"), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def suggest(
    obs: Any,
    legal: tuple[Any, ...],
    *,
    game: GameSpec | str = DEFAULT_GAME,
    iterations: int | None = None,
) -> Hint:
    """Hard's move for the seat whose observation this is, and the game's reason for it.
    `legal` are that seat's legal actions (they follow from its observation). Raises
    ValueError when there is no legal action to suggest. `iterations`: the game's own
    budget (`extra["hint_iterations"]`) by default, else HINT_ITERATIONS."""
    if not legal:
        raise ValueError("there is no move to suggest: no legal action")
    spec = find_game(game) if isinstance(game, str) else game
    if iterations is None:
        budget = spec.extra.get("hint_iterations")
        iterations = int(budget(obs)) if budget is not None else HINT_ITERATIONS
    if iterations < 1:
        raise ValueError(f"a hint needs at least one iteration, not {iterations}")
    agent = HardAgent(observation_seed(obs), iterations=iterations, game=spec)
    action = agent.choose(obs, legal)
    reason_of = spec.extra.get("hint_reason")
    reason = str(reason_of(obs, action, legal)) if reason_of is not None else str(action)
    return Hint(action, reason)
