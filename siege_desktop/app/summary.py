"""A finished game step by step (every position and its events) and its summary figures.

Pure: no pygame and no files. The replay viewer steps through a `Timeline`; the summary
screen and its chart read a `Summary`. Both come from replaying the game's own action log
through its `Rules`, its turns read from `Rules.length`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from siege_desktop.app.session import GameSession
from siege_desktop.core.registry import find_game


@attrs.frozen
class Timeline:
    """states[k] is the position after k actions; events[:ends[k]] were logged by then;
    turns lists the step at which each turn begins (0 first). States and events are the
    game's own types."""

    states: tuple[Any, ...]
    events: tuple[Any, ...]
    ends: tuple[int, ...]
    turns: tuple[int, ...]

    @property
    def last(self) -> int:
        return len(self.states) - 1

    def turn_of(self, step: int) -> int:
        """The index in `turns` of the turn that `step` belongs to."""
        i = 0
        for k, start in enumerate(self.turns):
            if start <= step:
                i = k
        return i

    def next_turn(self, step: int) -> int:
        return next((t for t in self.turns if t > step), self.last)

    def previous_turn(self, step: int) -> int:
        """The start of this turn, or of the one before if already at a start."""
        return max((t for t in self.turns if t < step), default=0)

    def stepped(self, step: int, button_id: str) -> int | None:
        """Where a replay's step button goes from `step` (back, next, back-turn, next-turn),
        clamped to the game; None for any other button."""
        moves = {
            "back": step - 1,
            "next": step + 1,
            "back-turn": self.previous_turn(step),
            "next-turn": self.next_turn(step),
        }
        to = moves.get(button_id)
        return None if to is None else max(0, min(self.last, to))


def timeline(session: GameSession) -> Timeline:
    """Replay `session` from its seed through its game's `Rules`, keeping every position
    (raises the game's error if the log does not replay, which `GameSession` has already
    ruled out for a loaded game). A turn begins where `Rules.length` counts one more turn;
    the log opens with the game's start where it tells one (`GameSpec.new_game_logged`)."""
    spec = find_game(session.game)
    rules = spec.rules
    if spec.new_game_logged is not None:
        state, opening = spec.new_game_logged(session.config, session.seed)
    else:
        state, opening = rules.new_game(session.config, session.seed), ()
    events: list[Any] = list(opening)
    states, ends, turns = [state], [len(events)], [0]
    for text in session.actions:
        before = rules.length(state).turns
        state, logged = rules.apply_logged(state, rules.parse_action(text))
        if rules.length(state).turns != before:
            turns.append(len(states))
        states.append(state)
        events.extend(logged)
        ends.append(len(events))
    return Timeline(tuple(states), tuple(events), tuple(ends), tuple(turns))


def scores_over_time(session: GameSession, line: Timeline) -> tuple[tuple[int, ...], ...]:
    """scores[seat][i]: the game's own score of the seat at the start of turn i (the last
    entry is the end), read by its `GameSpec.scores_now`; empty if the game keeps none."""
    spec = find_game(session.game)
    if spec.scores_now is None:
        return ()
    samples = [line.states[t] for t in line.turns]
    if line.turns[-1] != line.last:
        samples.append(line.states[-1])
    per_sample = [spec.scores_now(s) for s in samples]
    return tuple(zip(*per_sample, strict=True)) if per_sample else ()


@attrs.frozen
class Lead:
    """The longest stretch one seat alone led: `turns` long, starting at turn `start`."""

    seat: int
    turns: int
    start: int


def longest_lead(points: Sequence[Sequence[int]]) -> Lead | None:
    """The longest run of samples in which one seat had strictly more points than all others
    (the earliest such run wins a tie); None if nobody ever led alone.

    The samples are `scores_over_time`'s: one at the start of each turn, then the end. The end
    is no turn, so a run that lasts to it counts one turn less than its samples (a lead from
    the start of turn 15 of 29 to the end is 15 turns, not 16)."""
    best: Lead | None = None
    run_seat, run_start, run_len = -1, 0, 0
    length = len(points[0]) if points else 0
    for i in range(length):
        col = [p[i] for p in points]
        top = max(col)
        leader = col.index(top) if col.count(top) == 1 else -1
        if leader >= 0 and leader == run_seat:
            run_len += 1
        else:
            run_seat, run_start, run_len = leader, i, 1 if leader >= 0 else 0
        turns = run_len - 1 if i == length - 1 else run_len
        if run_seat >= 0 and turns > 0 and (best is None or turns > best.turns):
            best = Lead(run_seat, turns, run_start)
    return best
