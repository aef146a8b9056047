"""CPU seats of any game think on a worker thread, one decision at a time; the frame only polls.

Agents come from `siege_desktop.ai.make_agent(kind, seed, game=...)`; each decides from its
seat's observation only. A result that arrives after the game moved on (undo, a new session)
is dropped by its key.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from siege_desktop.ai import Agent, make_agent
from siege_desktop.core.registry import DEFAULT_GAME, GameSpec, find_game


class CpuSeats:
    """Asks the agent of the seat that decides now for a decision, off the render thread."""

    def __init__(self, seed: int, kinds: tuple[str, ...], game: GameSpec | None = None) -> None:
        self.seed = seed
        self.kinds = kinds
        self.game = game or find_game(DEFAULT_GAME)
        self._agents: dict[int, Agent] = {}
        self._executor: ThreadPoolExecutor | None = None
        self._future: Future[Any] | None = None
        self._key: object = None

    def agent(self, seat: int) -> Agent:
        if seat not in self._agents:
            self._agents[seat] = make_agent(
                self.kinds[seat], self.seed * 1009 + seat, game=self.game
            )
        return self._agents[seat]

    @property
    def busy(self) -> bool:
        return self._future is not None and not self._future.done()

    def request(self, state: Any, key: object) -> None:
        """Start thinking about `state` (for the seat to act) unless already on it."""
        if self._key == key and self._future is not None:
            return
        if self.busy:
            return  # one job at a time; a stale job finishes and is dropped
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="siege-cpu")
        rules = self.game.rules
        seat = rules.to_act(state)
        obs = rules.observation(state, seat)
        legal = tuple(rules.legal_actions(state))
        self._key = key
        self._future = self._executor.submit(self.agent(seat).choose, obs, legal)

    def result(self, key: object) -> Any | None:
        """The decision for `key` once ready; None while thinking or if it was for another key."""
        f = self._future
        if f is None or not f.done():
            return None
        self._future = None
        if self._key != key:
            return None
        return f.result()

    def shutdown(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
        self._future = None
