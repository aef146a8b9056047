"""The rules of Cursed Gifts: setup, the deciding seat, legal choices and the checked door.

Every decision belongs to `to_act`: the player on its turn, or the seat whose Comeback
window is open (ruling 8). `apply_logged` raises `IllegalActionError` with the reason and
leaves the state untouched; `apply_unchecked` is the fast door for search.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from siege_desktop.core.outcome import GameLength, Result
from siege_desktop.core.protocol import NOBODY
from siege_desktop.core.rng import next_value, seed_state, shuffle
from siege_desktop.core.words import possessive
from siege_desktop.games.cursed.rules import serialize
from siege_desktop.games.cursed.rules.actions import Action, Answer, Cure, EndTurn, Pass, Play
from siege_desktop.games.cursed.rules.actions import parse_action as _parse
from siege_desktop.games.cursed.rules.cards import (
    CARDS,
    CARDS_PER_TURN,
    EFFECT,
    KARMA3,
    KIND,
    OPENING_HAND,
    VALUE,
    full_deck,
    name,
)
from siege_desktop.games.cursed.rules.config import MAX_SEATS, MIN_SEATS, CursedConfig
from siege_desktop.games.cursed.rules.errors import IllegalActionError
from siege_desktop.games.cursed.rules.events import Event
from siege_desktop.games.cursed.rules.moves import legal_actions, useless_count
from siege_desktop.games.cursed.rules.observation import Observation, determinize, observation
from siege_desktop.games.cursed.rules.outcome import outcome
from siege_desktop.games.cursed.rules.play import apply
from siege_desktop.games.cursed.rules.state import CursedState, gift_points

_ACTIONS = (Play, Cure, Answer, Pass, EndTurn)


def new_game(config: CursedConfig, seed: int) -> CursedState:
    """Shuffle the deck, let the seed choose the first player (ruling 4) and deal 7 cards to
    every seat (ruling 17); with the table rule `first_dealt_six`, the first player gets 6
    (its measured effect on the first seat's wins is in RULES.md)."""
    deck = full_deck()
    rng = shuffle(deck, seed_state(seed))
    rng, r = next_value(rng)
    first = int(r % config.seats)
    hands = []
    for seat in range(config.seats):
        size = OPENING_HAND - 1 if seat == first and config.first_dealt_six else OPENING_HAND
        hands.append(tuple(sorted(deck[len(deck) - size :])))
        del deck[len(deck) - size :]
    return CursedState(
        config=config,
        rng=rng,
        deck=tuple(deck),
        discard=(),
        hands=tuple(hands),
        areas=tuple(() for _ in range(config.seats)),
        out=(),
        first_player=first,
        current=first,
    )


def new_game_logged(config: CursedConfig, seed: int) -> tuple[CursedState, tuple[Event, ...]]:
    """`new_game`, plus the log's first line: the first turn, told as every later turn is."""
    state = new_game(config, seed)
    return state, opening_events(state)


def opening_events(state: CursedState) -> tuple[Event, ...]:
    """The first turn's line for a game at its start (the tutorial's prepared deal too)."""
    seat = state.current
    text = f"Round {state.round}: {possessive(state.config.seat_name(seat))} turn."
    return (Event("turn", seat, text),)


def to_act(state: CursedState) -> int:
    if state.ending:
        return NOBODY
    return state.window if state.window >= 0 else state.current


def can_answer(state: CursedState) -> bool:
    """True when the seat deciding in an open window holds an answer. For the table setting
    "ask only when I can answer" (ruling 11), which reveals this to everyone watching."""
    return state.window >= 0 and len(legal_actions(state)) > 1


def _turn_reason(state: CursedState, action: Play | Cure) -> str:
    seat = state.current
    hand = state.hands[seat]
    if state.played >= CARDS_PER_TURN:
        return "you have already played 3 cards this turn"
    if isinstance(action, Cure):
        missing = [a for a in set(action.antidotes) if action.antidotes.count(a) > hand.count(a)]
        if any(not 0 <= a < len(CARDS) or KIND[a] != "antidote" for a in action.antidotes):
            return "only Antidotes cure"
        if missing:
            return "you do not hold those Antidotes"
        if len(action.antidotes) > CARDS_PER_TURN - state.played:
            return "each Antidote counts as a card, and that is more than 3 this turn"
        area = state.areas[seat]
        if not action.gifts or any(not 0 <= g < len(area) for g in action.gifts):
            return "name Cursed Gifts in your own area"
        if len(set(action.gifts)) != len(action.gifts):
            return "name each gift once"
        need = sum(gift_points(area[g]) for g in action.gifts)
        have = sum(VALUE[a] for a in action.antidotes)
        if need != have:
            return (
                f"Antidotes must match exactly: the gifts are worth {need}, the Antidotes -{have}"
            )
        if list(action.gifts) != sorted(action.gifts) or list(action.antidotes) != sorted(
            action.antidotes
        ):
            return "write the gifts and the Antidotes in order, lowest first"
        return "that cure is not legal now"
    card = action.card
    if not 0 <= card < len(CARDS) or card not in hand:
        return "that card is not in your hand"
    kind, effect = KIND[card], EFFECT[card]
    if kind == "comeback":
        return "a Comeback is played only to answer a card played against you"
    if kind == "useless":
        return "a Useless Gift does nothing by itself"
    if kind == "antidote":
        return "Antidotes are played with a cure"
    if kind == "gift" and state.gave:
        return "you may offer only one Cursed Gift per turn"
    if action.at >= 0 and (action.at == seat or action.at not in state.live()):
        return "the target must be a rival still in the game"
    if effect == "snatch" and useless_count(hand) == 0:
        return "Snatching needs a Useless Gift to discard"
    if effect == "scissors":
        return "nothing is attached to your gifts"
    if effect == "move":
        return "Hot Potato moves a gift worth 3 or less from your own area to a rival"
    return f"{name(card)} cannot be played like that"


def why_illegal(state: CursedState, action: object) -> str | None:
    """None when `action` is legal now, else the reason in a sentence."""
    if not isinstance(action, _ACTIONS):
        return f"{action!r} is not an action of Cursed Gifts"
    if action in legal_actions(state):
        return None
    if state.ending:
        return "the game is over"
    if state.window >= 0:
        if isinstance(action, Answer):
            if action.card == KARMA3:
                if state.chain:
                    return "Bad Karma answers only a Cursed Gift or Treachery, not a Comeback"
                return "Bad Karma from Useless Gifts needs three of them in your hand"
            if not 0 <= action.card < len(CARDS) or action.card not in state.hands[state.window]:
                return "that Comeback is not in your hand"
            if KIND[action.card] != "comeback":
                return f"{name(action.card)} is not a Comeback"
            if state.chain:
                return f"{name(action.card)} cannot answer a Comeback"
            return f"{name(action.card)} cannot answer that card"
        return "a Comeback window is open: answer with a Comeback or pass"
    if isinstance(action, Answer):
        return "there is nothing to answer: Comebacks are played in a window"
    if isinstance(action, Pass):
        return "pass closes a Comeback window; to finish your turn, end turn"
    if isinstance(action, (Play, Cure)):
        return _turn_reason(state, action)
    return "that is not legal now"


def apply_logged(state: CursedState, action: Action) -> tuple[CursedState, tuple[Event, ...]]:
    reason = why_illegal(state, action)
    if reason is not None:
        raise IllegalActionError(f"{action}: {reason}")
    log: list[Event] = []
    return apply(state, action, log), tuple(log)


class CursedRules:
    """`core.protocol.Rules` for Cursed Gifts (stateless; use `RULES`)."""

    game_id = "cursed-gifts"
    min_seats = MIN_SEATS
    max_seats = MAX_SEATS

    def default_config(self, seats: int, names: Sequence[str] | None = None) -> CursedConfig:
        return CursedConfig(seats, tuple(names) if names is not None else None)

    def seats(self, state: CursedState) -> int:
        return state.config.seats

    def new_game(self, config: CursedConfig, seed: int) -> CursedState:
        return new_game(config, seed)

    def to_act(self, state: CursedState) -> int:
        return to_act(state)

    def observer_to_act(self, obs: Observation) -> int:
        return obs.to_act

    def legal_actions(self, state: CursedState) -> tuple[Action, ...]:
        return legal_actions(state)

    def why_illegal(self, state: CursedState, action: object) -> str | None:
        return why_illegal(state, action)

    def apply_logged(
        self, state: CursedState, action: Action
    ) -> tuple[CursedState, tuple[Event, ...]]:
        return apply_logged(state, action)

    def apply_unchecked(self, state: CursedState, action: Action) -> CursedState:
        return apply(state, action, None)

    def is_over(self, state: CursedState) -> bool:
        return bool(state.ending)

    def outcome(self, state: CursedState) -> Result | None:
        return outcome(state)

    def length(self, state: CursedState) -> GameLength:
        """Seat turns begun (Comeback answers belong to the turn they answer) and rounds."""
        return GameLength(turns=state.turn, rounds=state.round)

    def observation(self, state: CursedState, seat: int) -> Observation:
        return observation(state, seat)

    def determinize(self, obs: Observation, rng: random.Random) -> CursedState:
        return determinize(obs, rng)

    def parse_action(self, text: str) -> Action:
        return _parse(text)

    def to_dict(self, state: CursedState) -> dict[str, Any]:
        return serialize.to_dict(state)

    def from_dict(self, data: object) -> CursedState:
        return serialize.from_dict(data)

    def config_to_dict(self, config: CursedConfig) -> dict[str, Any]:
        return config.to_dict()

    def config_from_dict(self, data: object) -> CursedConfig:
        return CursedConfig.from_dict(data)


RULES = CursedRules()
