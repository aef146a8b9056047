"""The sampling loop of a game's lookahead Hard (Siege's and Lands of the Summoners'): judge
a few candidate actions on the same re-deals of the hidden cards (common random numbers), to
a sample count or a deadline, and keep the first candidate (Medium's choice) unless another
is clearly better. Each game gives its own deal and its own value of an action in a deal."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import TypeVar

Obs = TypeVar("Obs")
State = TypeVar("State")
Act = TypeVar("Act")


def judge(
    obs: Obs,
    candidates: Sequence[Act],
    rng: random.Random,
    deal: Callable[[Obs, random.Random], State],
    value_after: Callable[[State, Act, int, int], float],
    me: int,
    *,
    samples: int | None,
    deadline: float | None = None,
    clock: Callable[[], float] | None = None,
    first_whole: bool = False,
) -> tuple[list[float], int]:
    """(the mean value of each candidate, the samples taken). Every sample plays every
    candidate on one `deal` and one seed (`value_after(state, action, me, seed)`), so all are
    judged alike. Samples are taken until `samples`, or until `deadline` (by `clock`),
    whichever comes first. A sample is begun only if the slowest so far would end in time,
    and one that runs past the deadline all the same (a busy machine) is left out whole. The
    first sample is always finished when `first_whole`; otherwise a late first one is dropped
    too, and every value is 0 (so `best` keeps the first candidate)."""
    totals = [0.0] * len(candidates)
    taken = 0
    slowest = 0.0
    now: Callable[[], float] | None = None
    if deadline is not None:
        now = clock or time.perf_counter  # a deadline is never ignored for want of a clock
    end = deadline if deadline is not None else 0.0
    while True:
        begun = now() if now is not None else 0.0
        state = deal(obs, rng)
        seed = rng.getrandbits(64)
        values = []
        for action in candidates:
            if now is not None and (taken or not first_whole) and now() >= end:
                break
            values.append(value_after(state, action, me, seed))
        if len(values) < len(candidates):
            break
        for i, v in enumerate(values):
            totals[i] += v
        taken += 1
        if samples is not None and taken >= samples:
            break
        if now is not None:
            done = now()
            slowest = max(slowest, done - begun)
            if done + slowest >= end:
                break
    if not taken:
        return [0.0] * len(candidates), 0
    return [t / taken for t in totals], taken


def best(candidates: Sequence[Act], values: Sequence[float], margin: float) -> Act:
    """The first candidate (Medium's choice) unless another is worth `margin` more: then the
    best of them (ties to the first listed)."""
    top = max(range(len(candidates)), key=lambda i: (values[i], -i))
    return candidates[top] if values[top] - values[0] > margin else candidates[0]
