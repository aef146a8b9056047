"""CPU seats of any game think on one worker thread; the frame only polls for the answer."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from siege_desktop.ai import Agent, make_agent
from siege_desktop.core.registry import GameSpec


class CpuWorker:
    """One decision at a time, from the deciding seat's observation only; a result that
    arrives for an older key (the game moved on) is dropped."""

    def __init__(self, spec: GameSpec, seed: int, kinds: tuple[str, ...]) -> None:
        self.spec = spec
        self.seed = seed
        self.kinds = kinds
        self._agents: dict[int, Agent] = {}
        self._executor: ThreadPoolExecutor | None = None
        self._future: Future[Any] | None = None
        self._key: object = None

    def _agent(self, seat: int) -> Agent:
        if seat not in self._agents:
            self._agents[seat] = make_agent(
                self.kinds[seat], self.seed * 1009 + seat, game=self.spec
            )
        return self._agents[seat]

    def request(self, state: Any, key: object) -> None:
        """Start thinking for the seat to act in `state`, unless already on `key`."""
        if self._key == key and self._future is not None:
            return
        if self._future is not None and not self._future.done():
            return
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cursed-cpu")
        rules = self.spec.rules
        seat = rules.to_act(state)
        obs = rules.observation(state, seat)
        legal = tuple(rules.legal_actions(state))
        self._key = key
        self._future = self._executor.submit(self._agent(seat).choose, obs, legal)

    def result(self, key: object) -> Any | None:
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
