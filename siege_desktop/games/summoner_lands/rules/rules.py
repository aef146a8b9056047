"""The protocol of Lands of the Summoners: the deciding seat, legal choices and the checked
door. `apply_logged` raises `IllegalActionError` with the reason and leaves the state
untouched; `apply_unchecked` is the fast door for search."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

import attrs

from siege_desktop.core.outcome import GameLength, Result
from siege_desktop.games.summoner_lands.rules import serialize
from siege_desktop.games.summoner_lands.rules.actions import (
    ACTION_TYPES,
    Action,
    Artifact,
    Cast,
    Enchant,
    Summon,
    Use,
)
from siege_desktop.games.summoner_lands.rules.actions import parse_action as _parse
from siege_desktop.games.summoner_lands.rules.board import canonical_pay
from siege_desktop.games.summoner_lands.rules.config import MAX_SEATS, MIN_SEATS, LandsConfig
from siege_desktop.games.summoner_lands.rules.errors import IllegalActionError
from siege_desktop.games.summoner_lands.rules.events import Event
from siege_desktop.games.summoner_lands.rules.moves import legal_actions, to_act
from siege_desktop.games.summoner_lands.rules.observation import (
    Observation,
    determinize,
    observation,
)
from siege_desktop.games.summoner_lands.rules.outcome import outcome
from siege_desktop.games.summoner_lands.rules.play import apply, new_game
from siege_desktop.games.summoner_lands.rules.state import LandsState

_PHASE_WORDS: Final = {
    "layout": "the board is being laid: lay a land kind",
    "claim": "lands are being claimed: claim an unclaimed land",
    "mulligan": "keep or mulligan",
    "bottom": "put a card from your hand on the bottom of your deck",
    "rest": "the first-turn handicap: rest one of your untapped lands",
    "summon": "your Summon phase",
    "move": "your Move phase",
    "block": "block or pass",
    "fight": "choose the next battle",
    "window": "a battle's spell window: cast an instant, use an ability or pass",
    "assign": "assign combat damage",
    "retreat": "choose where the attacker retreats",
    "discard": "discard down to the hand limit",
}


def why_illegal(state: LandsState, action: object) -> str | None:
    """None when `action` is legal now, else the reason in a sentence."""
    if not isinstance(action, ACTION_TYPES):
        return f"{action!r} is not an action of Lands of the Summoners"
    if state.ending:
        return "the game is over"
    legal = legal_actions(state)
    if action in legal:
        return None
    if isinstance(action, (Summon, Cast, Enchant, Artifact, Use)) and action.pay:
        if isinstance(action, Use) and action.source in action.pay:
            return "an ability's source cannot pay for itself"
        forced = str(action.land) if isinstance(action, Summon) else ""
        canon = canonical_pay(state, to_act(state), action.pay, forced)
        if canon is None:
            return "the payment names a source you cannot tap"
        if canon != action.pay and attrs.evolve(action, pay=canon) in legal:
            # One payment per class of interchangeable sources is listed (ruling 17).
            return f"name the lowest-numbered sources of each kind: pay {','.join(canon)}"
        return "that is not legal now, or the payment is not an exact, minimal one"
    return f"{action} is not legal now ({_PHASE_WORDS.get(state.phase, state.phase)})"


def apply_logged(state: LandsState, action: Action) -> tuple[LandsState, tuple[Event, ...]]:
    reason = why_illegal(state, action)
    if reason is not None:
        raise IllegalActionError(f"{action}: {reason}")
    log: list[Event] = []
    return apply(state, action, log), tuple(log)


class LandsRules:
    """`core.protocol.Rules` for Lands of the Summoners (stateless; use `RULES`)."""

    game_id: Final = "summoner-lands"
    min_seats: Final = MIN_SEATS
    max_seats: Final = MAX_SEATS

    def default_config(self, seats: int, names: Sequence[str] | None = None) -> LandsConfig:
        return LandsConfig(seats, tuple(names) if names is not None else None)

    def seats(self, state: LandsState) -> int:
        return state.seats

    def new_game(self, config: LandsConfig, seed: int) -> LandsState:
        return new_game(config, seed)

    def to_act(self, state: LandsState) -> int:
        return to_act(state)

    def observer_to_act(self, obs: Observation) -> int:
        return obs.to_act

    def legal_actions(self, state: LandsState) -> tuple[Action, ...]:
        return legal_actions(state)

    def why_illegal(self, state: LandsState, action: object) -> str | None:
        return why_illegal(state, action)

    def apply_logged(
        self, state: LandsState, action: Action
    ) -> tuple[LandsState, tuple[Event, ...]]:
        return apply_logged(state, action)

    def apply_unchecked(self, state: LandsState, action: Action) -> LandsState:
        return apply(state, action, None)

    def is_over(self, state: LandsState) -> bool:
        return bool(state.ending)

    def outcome(self, state: LandsState) -> Result | None:
        return outcome(state)

    def length(self, state: LandsState) -> GameLength:
        """Turns begun (layout, selection and mulligans count as turn 0) and rounds."""
        return GameLength(turns=state.turn, rounds=state.round)

    def observation(self, state: LandsState, seat: int) -> Observation:
        return observation(state, seat)

    def determinize(self, obs: Observation, rng: random.Random) -> LandsState:
        return determinize(obs, rng)

    def parse_action(self, text: str) -> Action:
        return _parse(text)

    def to_dict(self, state: LandsState) -> dict[str, Any]:
        return serialize.to_dict(state)

    def from_dict(self, data: object) -> LandsState:
        return serialize.from_dict(data)

    def config_to_dict(self, config: LandsConfig) -> dict[str, Any]:
        return config.to_dict()

    def config_from_dict(self, data: object) -> LandsConfig:
        return LandsConfig.from_dict(data)


RULES: Final = LandsRules()
