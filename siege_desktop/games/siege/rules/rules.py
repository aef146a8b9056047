"""The rules of Siege: the coin, the deciding seat and the checked door, as the game
protocol (`core.protocol.Rules`). `apply_logged` raises `IllegalActionError` with the reason
and leaves the state untouched; `apply_unchecked` is the fast door for search."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from siege_desktop.core.outcome import GameLength
from siege_desktop.core.protocol import NOBODY
from siege_desktop.core.rng import next_value, seed_state
from siege_desktop.core.words import acts, mention
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
    """The coin flip (ruling 1) picks who drafts, places and plays first; the table rules
    `second_drafts_first` and `second_start_points` give the second player the first pick
    or a start in points."""
    rng, r = next_value(seed_state(seed))
    first = int(r & 1)
    second = 1 - first
    piles, reserve = pool(config.starter_set)
    # The table rules for the second player (off by default: ruling 1 gives it nothing).
    drafter = second if config.second_drafts_first else first
    points = [0, 0]
    points[second] = config.second_start_points
    state = SiegeState(
        config=config,
        rng=rng,
        phase=DRAFT,
        first=first,
        current=drafter,
        points=(points[0], points[1]),
        piles=piles,
        reserve=reserve,
        drafted=((), ()),
        hands=((), ()),
        decks=((), ()),
        graveyards=((), ()),
        board=(None,) * SQUARES,
    )
    events = [Event("coin", first, f"The coin picks {mention(config.seat_name(first))} to start.")]
    if config.second_drafts_first:
        events.append(
            Event(
                "rule",
                second,
                f"{acts(config.seat_name(second), 'makes')} the first pick (table rule).",
            )
        )
    if config.second_start_points:
        events.append(
            Event(
                "rule",
                second,
                f"{acts(config.seat_name(second), 'starts')} with {config.second_start_points} "
                "points (table rule).",
            )
        )
    return state, tuple(events)


def new_game(config: SiegeConfig, seed: int) -> SiegeState:
    return new_game_logged(config, seed)[0]


def first_player(state: SiegeState) -> int:
    """The seat that takes the first turn (the coin's winner), whoever picks first."""
    return state.first


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


def apply_unchecked(state: SiegeState, action: Action) -> SiegeState:
    """The fast door for search: `action` must be legal; no events are made."""
    return apply(state, action, None)


def is_over(state: SiegeState) -> bool:
    return state.phase == OVER


def seats(state: SiegeState) -> int:
    return SEATS


def observer_to_act(obs: Observation) -> int:
    return obs.to_act


def length(state: SiegeState) -> GameLength:
    """Turns begun and rounds begun (the opening draft and setup are turn 0, round 0)."""
    return GameLength(turns=state.turn, rounds=state.round)


def default_config(seats: int, names: Sequence[str] | None = None) -> SiegeConfig:
    return SiegeConfig(seats, tuple(names) if names is not None else None)


def config_to_dict(config: SiegeConfig) -> dict[str, Any]:
    return config.to_dict()


class SiegeRules:
    """`core.protocol.Rules` for Siege (stateless; use `RULES`): the engine's functions
    themselves, so a call through the protocol costs no extra frame."""

    game_id: Final = "siege"
    min_seats: Final = SEATS
    max_seats: Final = SEATS

    default_config = staticmethod(default_config)
    seats = staticmethod(seats)
    new_game = staticmethod(new_game)
    to_act = staticmethod(to_act)
    observer_to_act = staticmethod(observer_to_act)
    legal_actions = staticmethod(legal_actions)
    why_illegal = staticmethod(why_illegal)
    apply_logged = staticmethod(apply_logged)
    apply_unchecked = staticmethod(apply_unchecked)
    is_over = staticmethod(is_over)
    outcome = staticmethod(outcome)
    length = staticmethod(length)
    observation = staticmethod(observation)
    determinize = staticmethod(determinize)
    parse_action = staticmethod(_parse)
    to_dict = staticmethod(serialize.to_dict)
    from_dict = staticmethod(serialize.from_dict)
    config_to_dict = staticmethod(config_to_dict)
    config_from_dict = staticmethod(SiegeConfig.from_dict)


RULES: Final = SiegeRules()
