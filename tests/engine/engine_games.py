"""Seeded random games for engine tests: every step of a game played by a random chooser."""

from __future__ import annotations

import random
from collections.abc import Iterator

import attrs

from siege_desktop.games.gifts.rules import (
    Action,
    CallTime,
    Event,
    GameConfig,
    GameState,
    apply_logged,
    is_over,
    legal_actions,
    new_game,
)

CALL_TIME = CallTime()


@attrs.frozen
class Step:
    """One action of a game: the state before, the action, the state after and its events."""

    before: GameState
    action: Action
    after: GameState
    events: tuple[Event, ...]


def choose(rng: random.Random, legal: tuple[Action, ...]) -> Action:
    """A kind of action first, then one of that kind: uniform choice among all actions would
    almost always wrap (one Wrap per gift and land colour) and rarely steal or build."""
    kinds: dict[type, list[Action]] = {}
    for action in legal:
        kinds.setdefault(type(action), []).append(action)
    return rng.choice(kinds[rng.choice(list(kinds))])


def random_game(config: GameConfig, seed: int, max_actions: int = 5000) -> Iterator[Step]:
    """Play a whole game of random legal actions (checked, logged), seeded by `seed`."""
    rng = random.Random(seed)
    state = new_game(config, seed)
    for _ in range(max_actions):
        if is_over(state):
            return
        if config.time_limit_minutes is not None and state.round == 6 and state.ending.value == "":
            # The table's clock runs out in round 6, in the middle of someone's turn.
            action: Action = CALL_TIME
        else:
            action = choose(rng, legal_actions(state))
        after, events = apply_logged(state, action)
        yield Step(state, action, after, events)
        state = after
    raise AssertionError(f"game of seed {seed} did not end in {max_actions} actions")


# Table rules for the random games: the defaults, and variants that reach the rarer rules
# (reshuffles with a small deck, the supply running out, buildings shared). Variant 1 keeps a
# round limit: without one, random play can stall for ever (every land in play, every held
# gift sealed, nothing affordable on display), which only the limit ends.
CONFIG_VARIANTS: tuple[dict[str, object], ...] = (
    {},
    {"lands_per_colour": 8, "gift_counts": (1, 1, 0), "round_limit": 100},
    {"unique_buildings": False, "round_limit": 12, "time_limit_minutes": 20},
)


def config_for(players: int, variant: int) -> GameConfig:
    rules = dict(CONFIG_VARIANTS[variant])
    if players * 6 > 5 * int(rules.get("lands_per_colour", 20)):  # type: ignore[call-overload]
        rules["lands_per_colour"] = 12
    return GameConfig(players=players, **rules)  # type: ignore[arg-type]
