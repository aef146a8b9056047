"""The conformance checks catch a game that breaks the protocol: each broken variant of
Gifts Under Siege's rules below fails the check meant for it."""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest

from siege_desktop.core.registry import find_game
from siege_desktop.games.gifts.rules.protocol import GiftsRules
from tests.core.test_conformance import _check_hidden, _check_position


class ForgetfulRules(GiftsRules):
    """Loses the position on a round trip through to_dict/from_dict."""

    def from_dict(self, data: object) -> Any:
        return super().new_game(super().default_config(2), 1)


class PeekingRules(GiftsRules):
    """Deals the observer a new hand too: the observation of the deal is not the source's."""

    def determinize(self, obs: Any, rng: random.Random) -> Any:
        state = super().determinize(obs, rng)
        hands = list(state.hands)
        hands[obs.seat] = tuple(reversed(hands[obs.seat]))
        return attrs.evolve(state, hands=tuple(hands))


class LaxRules(GiftsRules):
    """Lists a move twice."""

    def legal_actions(self, state: Any) -> Any:
        legal = super().legal_actions(state)
        return legal + legal[:1]


def _midgame(rules: GiftsRules) -> Any:
    rng = random.Random(3)
    state = rules.new_game(rules.default_config(2), 3)
    for _ in range(30):
        state = rules.apply_unchecked(state, rng.choice(rules.legal_actions(state)))
    return state


@pytest.mark.parametrize(
    ("broken", "check"),
    [(ForgetfulRules(), "hidden"), (PeekingRules(), "hidden"), (LaxRules(), "position")],
)
def test_each_broken_rule_fails_its_check(broken: GiftsRules, check: str) -> None:
    good = find_game("gifts-under-siege")
    state = _midgame(broken)
    # The real rules pass both checks on the same position...
    _check_position(good, state, 2)
    _check_hidden(good, state, 2, random.Random(1))
    # ...and the broken ones fail theirs.
    spec = attrs.evolve(good, rules=broken)
    with pytest.raises(AssertionError):
        if check == "hidden":
            _check_hidden(spec, state, 2, random.Random(1))
        else:
            _check_position(spec, state, 2)
