"""A scripted lesson, for any game's tutorial: the coach's steps and the rival's moves in
the one order the practice game takes, and where the practice game is among them (no pygame).

Shared because Cursed Gifts' and Siege's tutorials walked their scripts the same way; a game
supplies only its script (`PLAN`: its `Step`s, `RivalMove`s and, for a second prepared
position, `NewDeal`s) with its own actions as `A`. Gifts Under Siege's lesson is of another
kind (its steps come up when the position calls for them) and keeps its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

import attrs

A = TypeVar("A")


@attrs.frozen
class Step(Generic[A]):
    """What the coach says. `action`: the player's move it waits for (None: read, then Next)."""

    id: str
    title: str
    text: str
    action: A | None = None
    hint: str = ""


@attrs.frozen
class RivalMove(Generic[A]):
    """The rival's next decision (scripted, so the lesson goes as planned)."""

    action: A


@attrs.frozen
class NewDeal:
    """The table changes to the game's next prepared position (Cursed Gifts' late game)."""


Beat = Step[A] | RivalMove[A] | NewDeal


def steps_of(plan: Sequence[Beat[A]]) -> tuple[Step[A], ...]:
    """The plan's steps, the ones the coach counts."""
    return tuple(b for b in plan if isinstance(b, Step))


class Lesson(Generic[A]):
    """Where the practice game is in its plan."""

    def __init__(self, plan: Sequence[Beat[A]]) -> None:
        self.plan = plan
        self.steps = steps_of(plan)
        self.at = 0

    @property
    def beat(self) -> Beat[A] | None:
        return self.plan[self.at] if self.at < len(self.plan) else None

    @property
    def step(self) -> Step[A] | None:
        """The coach's step now: the current one, or the last one said while the rival plays."""
        for beat in reversed(self.plan[: self.at + 1]):
            if isinstance(beat, Step):
                return beat
        return None

    @property
    def finished(self) -> bool:
        return self.at >= len(self.plan) - 1

    def number(self) -> int:
        step = self.step
        return self.steps.index(step) + 1 if step is not None else 0

    def waiting_for_next(self) -> bool:
        beat = self.beat
        return isinstance(beat, Step) and beat.action is None

    def expected(self) -> A | None:
        """The player's move the lesson waits for, if any."""
        beat = self.beat
        return beat.action if isinstance(beat, Step) else None

    def upcoming(self, n: int) -> list[A | None]:
        """The player's moves the next `n` beats wait for (None where a beat waits for no
        move of the player's: a reading step, a rival's move, the end)."""
        beats = self.plan[self.at : self.at + n]
        out: list[A | None] = [b.action if isinstance(b, Step) else None for b in beats]
        return out + [None] * (n - len(out))

    def new_deal(self) -> bool:
        return isinstance(self.beat, NewDeal)

    def rival_move(self) -> A | None:
        beat = self.beat
        return beat.action if isinstance(beat, RivalMove) else None

    def advance(self) -> None:
        if self.at < len(self.plan) - 1:
            self.at += 1
