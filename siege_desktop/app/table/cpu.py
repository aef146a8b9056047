"""CPU seats of any game think in the app's worker process (`ai.pool`), one decision at a time;
the frame only polls, so a search never takes the window's frames.

A request is the deciding seat's observation, its legal actions, its level and its random
stream (`ai.thinking.Decide`): never the true state. The answer is the action's text form;
it is played only if it is still for this position (a result for an earlier key, after an
undo or a load, is dropped) and legal in the live state, else the seat decides again on a
thread here, with a log line. Each seat's stream (`seed * 1009 + seat`, as ever) lives here
and moves on only with an answer that is played, so a game replays the same wherever its
CPU thinks. Agents handed in (`_agents`: tests, scripted rivals) think on a thread here.
"""

from __future__ import annotations

import logging
import random
from typing import Any

import attrs

from siege_desktop.ai import Agent
from siege_desktop.ai.pool import Failed, Outcome, Thinker, ThreadThinker, shared
from siege_desktop.ai.thinking import Answer, Decide, Request
from siege_desktop.core.registry import DEFAULT_GAME, GameSpec, find_game

log = logging.getLogger(__name__)


@attrs.define
class _Asked:
    """The decision being thought about, and by what."""

    key: object
    seat: int
    request: Decide
    thinker: Thinker
    ticket: int
    here: bool  # already the fallback on a thread of this process
    outcome: Outcome | None = None

    def check(self) -> Outcome | None:
        if self.outcome is None:
            self.outcome = self.thinker.poll(self.ticket)
        return self.outcome


class CpuSeats:
    """Asks for the decision of the seat that decides now, off the render process."""

    def __init__(
        self,
        seed: int,
        kinds: tuple[str, ...],
        game: GameSpec | None = None,
        thinker: Thinker | None = None,
    ) -> None:
        self.seed = seed
        self.kinds = kinds
        self.game = game or find_game(DEFAULT_GAME)
        #: Where decisions are thought about: None is the app's worker process.
        self.thinker = thinker
        self._agents: dict[int, Agent] = {}
        self._rngs: dict[int, random.Random] = {}
        self._own: dict[int, ThreadThinker] = {}  # threads for handed-in agents, the fallback
        self._asked: _Asked | None = None
        if thinker is None and any(k != "human" for k in kinds):
            shared().warm()  # the worker starts while the table opens, not at the first move

    def _rng(self, seat: int) -> random.Random:
        if seat not in self._rngs:
            self._rngs[seat] = random.Random(self.seed * 1009 + seat)
        return self._rngs[seat]

    def _thread(self, seat: int) -> ThreadThinker:
        """A thread of this process for a handed-in agent's seat (-1: the fallback)."""
        if seat not in self._own:
            agent = self._agents.get(seat)
            if agent is None:
                self._own[seat] = ThreadThinker(name="siege-cpu-here")
            else:

                def choose(request: Request) -> Answer:
                    return Answer(str(agent.choose(request.observation, request.legal)))

                self._own[seat] = ThreadThinker(choose)
        return self._own[seat]

    @property
    def busy(self) -> bool:
        return self._asked is not None and self._asked.check() is None

    def request(self, state: Any, key: object) -> None:
        """Start thinking about `state` (for the seat to act) unless already on it."""
        asked = self._asked
        if asked is not None:
            if asked.key == key:
                return
            asked.thinker.cancel(asked.ticket)  # stale: its answer is dropped unheard
            self._asked = None
        rules = self.game.rules
        seat = rules.to_act(state)
        request = Decide(
            game=self.game.game_id,
            level=self.kinds[seat],
            observation=rules.observation(state, seat),
            legal=tuple(rules.legal_actions(state)),
            rng=self._rng(seat).getstate(),
        )
        if seat in self._agents:
            self._ask(key, seat, request, self._thread(seat), here=True)
        else:
            self._ask(key, seat, request, self.thinker or shared(), here=False)

    def _ask(self, key: object, seat: int, request: Decide, thinker: Thinker, here: bool) -> None:
        ticket = thinker.submit(request)
        self._asked = _Asked(key, seat, request, thinker, ticket, here)

    def result(self, key: object, state: Any = None) -> Any | None:
        """The decision for `key` once ready (checked against `state`'s legal actions, the
        live position); None while thinking or if it was for another key."""
        asked = self._asked
        if asked is None or asked.check() is None:
            return None
        self._asked = None
        if asked.key != key:
            return None
        out = asked.outcome
        rules = self.game.rules
        legal = tuple(rules.legal_actions(state)) if state is not None else asked.request.legal
        why = ""
        action: Any = None
        if isinstance(out, Failed):
            why = out.why
        elif isinstance(out, Answer):
            try:
                action = rules.parse_action(out.action)
            except ValueError as exc:
                why = f"its answer {out.action!r} does not read: {exc}"
            else:
                if action not in legal:
                    why = f"its answer {out.action!r} is not a legal move here"
        if why:
            if asked.here:
                raise RuntimeError(f"CPU seat {asked.seat} could not decide: {why}")
            log.warning(
                "CPU seat %d (%s) got no usable decision from the worker (%s); "
                "deciding on a thread of the app instead",
                asked.seat,
                asked.request.level,
                why,
            )
            self._ask(key, asked.seat, asked.request, self._thread(-1), here=True)
            return None
        assert isinstance(out, Answer)
        if out.rng is not None and asked.seat not in self._agents:
            self._rng(asked.seat).setstate(out.rng)
        return action

    def drop(self) -> None:
        """Forget the question in progress (an undo): its answer is dropped unheard."""
        if self._asked is not None:
            self._asked.thinker.cancel(self._asked.ticket)
            self._asked = None

    def shutdown(self) -> None:
        self.drop()
        for thread in self._own.values():
            thread.close()
        self._own.clear()
