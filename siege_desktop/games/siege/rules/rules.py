"""The rules of Siege: the coin, the deciding seat and the checked door, as the game
protocol (`core.protocol.Rules`). `apply_logged` raises `IllegalActionError` with the reason
and leaves the state untouched; `apply_unchecked` is the fast door for search."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from siege_desktop.core.outcome import GameLength, Result
from siege_desktop.core.protocol import NOBODY
from siege_desktop.core.rng import next_value, seed_state
from siege_desktop.games.siege.rules import serialize
from siege_desktop.games.siege.rules.actions import Action
from siege_desktop.games.siege.rules.actions import parse_action as _parse
from siege_desktop.games.siege.rules.config import SEATS, SiegeConfig
from siege_desktop.games.siege.rules.data import SQUARES, pool
from siege_desktop.games.siege.rules.errors import IllegalActionError
from siege_desktop.games.siege.rules.events import Event
from siege_desktop.games.siege.rules.moves import legal_actions, why_illegal
from siege_desktop.games.siege.rules.observation import Observation, determinize, observation
from siege_desktop.games.siege.rules.outcome import outcome
from siege_desktop.games.siege.rules.play import apply
from siege_desktop.games.siege.rules.state import DRAFT, OVER, SiegeState


def new_game_logged(config: SiegeConfig, seed: int) -> tuple[SiegeState, tuple[Event, ...]]:
    """The coin flip (ruling 1) picks who drafts, places and plays first."""
    rng, r = next_value(seed_state(seed))
    first = int(r & 1)
    piles, reserve = pool(config.starter_set)
    state = SiegeState(
        config=config,
        rng=rng,
        phase=DRAFT,
        first=first,
        current=first,
        piles=piles,
        reserve=reserve,
        drafted=((), ()),
        hands=((), ()),
        decks=((), ()),
        graveyards=((), ()),
        board=(None,) * SQUARES,
    )
    coin = Event("coin", first, f"The coin picks {config.seat_name(first)} to start.")
    return state, (coin,)


def new_game(config: SiegeConfig, seed: int) -> SiegeState:
    return new_game_logged(config, seed)[0]


def to_act(state: SiegeState) -> int:
    return NOBODY if state.phase == OVER else state.current


def apply_logged(state: SiegeState, action: Action) -> tuple[SiegeState, tuple[Event, ...]]:
    reason = why_illegal(state, action)
    if reason is not None:
        raise IllegalActionError(f"{action}: {reason}")
    log: list[Event] = []
    return apply(state, action, log), tuple(log)


def apply_checked(state: SiegeState, action: Action) -> SiegeState:
    """The checked door without events."""
    return apply_logged(state, action)[0]


class SiegeRules:
    """`core.protocol.Rules` for Siege (stateless; use `RULES`)."""

    game_id = "siege"
    min_seats = SEATS
    max_seats = SEATS

    def default_config(self, seats: int, names: Sequence[str] | None = None) -> SiegeConfig:
        return SiegeConfig(seats, tuple(names) if names is not None else None)

    def seats(self, state: SiegeState) -> int:
        return SEATS

    def new_game(self, config: SiegeConfig, seed: int) -> SiegeState:
        return new_game(config, seed)

    def to_act(self, state: SiegeState) -> int:
        return to_act(state)

    def observer_to_act(self, obs: Observation) -> int:
        return obs.to_act

    def legal_actions(self, state: SiegeState) -> tuple[Action, ...]:
        return legal_actions(state)

    def why_illegal(self, state: SiegeState, action: object) -> str | None:
        return why_illegal(state, action)

    def apply_logged(
        self, state: SiegeState, action: Action
    ) -> tuple[SiegeState, tuple[Event, ...]]:
        return apply_logged(state, action)

    def apply_unchecked(self, state: SiegeState, action: Action) -> SiegeState:
        return apply(state, action, None)

    def is_over(self, state: SiegeState) -> bool:
        return state.phase == OVER

    def outcome(self, state: SiegeState) -> Result | None:
        return outcome(state)

    def length(self, state: SiegeState) -> GameLength:
        """Turns begun and rounds begun (the opening draft and setup are round 0)."""
        return GameLength(turns=state.turn, rounds=state.round)

    def observation(self, state: SiegeState, seat: int) -> Observation:
        return observation(state, seat)

    def determinize(self, obs: Observation, rng: random.Random) -> SiegeState:
        return determinize(obs, rng)

    def parse_action(self, text: str) -> Action:
        return _parse(text)

    def to_dict(self, state: SiegeState) -> dict[str, Any]:
        return serialize.to_dict(state)

    def from_dict(self, data: object) -> SiegeState:
        return serialize.from_dict(data)

    def config_to_dict(self, config: SiegeConfig) -> dict[str, Any]:
        return config.to_dict()

    def config_from_dict(self, data: object) -> SiegeConfig:
        return SiegeConfig.from_dict(data)


RULES = SiegeRules()
