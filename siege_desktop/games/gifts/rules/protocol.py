"""Gifts Under Siege's rules as the game protocol: an adapter over its rules (`rules/`).

The engine's functions are the protocol's methods themselves (static methods, no wrapper
frame), so the protocol costs search and simulation nothing but an attribute look-up.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from siege_desktop.core.outcome import GameLength
from siege_desktop.core.protocol import NOBODY
from siege_desktop.games.gifts import rules as engine
from siege_desktop.games.gifts.rules import GameConfig, GameState, Observation, Phase
from siege_desktop.games.gifts.rules.config import MAX_PLAYERS, MIN_PLAYERS


def to_act(state: GameState) -> int:
    """The seat that decides now, NOBODY once the game is over."""
    return NOBODY if state.phase is Phase.OVER else state.seat


def observer_to_act(obs: Observation) -> int:
    return NOBODY if obs.phase is Phase.OVER else obs.current


def seats(state: GameState) -> int:
    return state.config.players


def default_config(seats: int, names: Sequence[str] | None = None) -> GameConfig:
    """A table of `seats` with every table rule at its default; raises ConfigError."""
    return GameConfig(players=seats, names=tuple(names) if names is not None else None)


def length(state: GameState) -> GameLength:
    """Turns and rounds begun (the round of the last turn when the game is over)."""
    return GameLength(turns=state.turn, rounds=state.round)


def config_to_dict(config: GameConfig) -> dict[str, Any]:
    return config.to_dict()


class GiftsRules:
    """The protocol's `Rules` for Gifts Under Siege (stateless; use `RULES`)."""

    game_id: Final = "gifts-under-siege"
    min_seats: Final = MIN_PLAYERS
    max_seats: Final = MAX_PLAYERS

    default_config = staticmethod(default_config)
    seats = staticmethod(seats)
    new_game = staticmethod(engine.new_game)
    to_act = staticmethod(to_act)
    observer_to_act = staticmethod(observer_to_act)
    legal_actions = staticmethod(engine.legal_actions)
    why_illegal = staticmethod(engine.why_illegal)
    apply_logged = staticmethod(engine.apply_logged)
    apply_unchecked = staticmethod(engine.apply_unchecked)
    is_over = staticmethod(engine.is_over)
    outcome = staticmethod(engine.outcome)
    length = staticmethod(length)
    observation = staticmethod(engine.observation)
    determinize = staticmethod(engine.determinize)
    parse_action = staticmethod(engine.parse_action)
    to_dict = staticmethod(engine.to_dict)
    from_dict = staticmethod(engine.from_dict)
    config_to_dict = staticmethod(config_to_dict)
    config_from_dict = staticmethod(GameConfig.from_dict)


RULES: Final = GiftsRules()
