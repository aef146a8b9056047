"""A bounded memo for the CPUs' pure helpers (threat maps, reach maps, the options a search
widens over): the search meets the same position in many deals, so remembering pays, and a
long session must not grow without end, so a full memo forgets everything at once (cheaper
than keeping an order, and the next positions are new ones anyway)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class Memo(Generic[V]):
    """Values by key, at most `size` of them."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._values: dict[Hashable, V] = {}

    def __len__(self) -> int:
        return len(self._values)

    def get(self, key: Hashable) -> V | None:
        return self._values.get(key)

    def put(self, key: Hashable, value: V) -> V:
        """Remember `value` under `key` (forgetting everything first when full); returns it."""
        if len(self._values) >= self.size and key not in self._values:
            self._values.clear()
        self._values[key] = value
        return value
