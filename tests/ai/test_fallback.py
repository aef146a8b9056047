"""Hard falls back to Medium's move, and says so in the log, when its search fails or
overruns its budget."""

from __future__ import annotations

import logging
import random
from collections.abc import Iterator

import pytest

from siege_desktop.ai import hard as hard_module
from siege_desktop.ai.hard import HardAgent
from siege_desktop.games.gifts.ai.greedy import greedy_move
from siege_desktop.games.gifts.rules import Phase, determinize, legal_actions, observation
from tests.ai.positions import random_position


def _action_position() -> tuple[object, ...]:
    for seed in range(50):
        state = random_position(4, seed=seed, steps=60)
        if state.phase is Phase.ACTION and len(legal_actions(state)) > 3:
            return state, observation(state, state.seat), legal_actions(state)
    raise AssertionError("no main-action position found")


def test_a_failing_search_plays_mediums_move(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    _, obs, legal = _action_position()

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("search exploded")

    monkeypatch.setattr(hard_module, "search", broken)
    agent = HardAgent(3, iterations=50)
    # Medium's move on the fallback's own deal, drawn first from the agent's stream.
    probe = HardAgent(3, iterations=50)
    expected = greedy_move(
        determinize(obs, random.Random(probe.rng.getrandbits(64))),
        legal,  # type: ignore[arg-type]
    )
    with caplog.at_level(logging.WARNING, logger="siege_desktop.ai.hard"):
        action = agent.choose(obs, legal)  # type: ignore[arg-type]
    assert action == expected
    assert action in legal
    assert agent.fallbacks == 1
    assert "search failed" in caplog.text


def test_an_overrun_plays_mediums_move(caplog: pytest.LogCaptureFixture) -> None:
    _, obs, legal = _action_position()

    def ticking() -> Iterator[float]:
        t = 0.0
        while True:
            yield t
            t += 5.0  # every look at the clock finds five seconds gone

    ticks = ticking()
    agent = HardAgent(4, time_budget=1.0, clock=lambda: next(ticks))
    with caplog.at_level(logging.WARNING, logger="siege_desktop.ai.hard"):
        action = agent.choose(obs, legal)  # type: ignore[arg-type]
    assert action in legal
    assert agent.fallbacks == 1
    assert "overran" in caplog.text


def test_a_search_within_budget_does_not_fall_back() -> None:
    _, obs, legal = _action_position()
    agent = HardAgent(5, iterations=60)
    assert agent.choose(obs, legal) in legal  # type: ignore[arg-type]
    assert agent.fallbacks == 0
    assert agent.last_iterations == 60
