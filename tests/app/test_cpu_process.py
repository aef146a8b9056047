"""CPU seats and hints think in a worker process: a whole game is played from it, it is
handed observations and never the true state, an answer that comes after an undo is
dropped, and a killed worker is replaced without losing the decision or the window."""

from __future__ import annotations

import logging
import multiprocessing
import os
import random
import signal
import time
from typing import Any

import attrs
import pytest
from shell_helpers import make_app
from table_helpers import FakeApp, advance, session_for, table

from siege_desktop.ai import pool
from siege_desktop.ai.pool import Failed, Outcome, WorkerPool
from siege_desktop.ai.thinking import Answer, Decide, Request, Suggest
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.table.cpu import CpuSeats
from siege_desktop.core.registry import find_game
from siege_desktop.games.gifts.rules import Phase

CURSED = find_game("cursed-gifts")
GIFTS = find_game("gifts-under-siege")


def wait(thinker: Any, ticket: int, limit: int = 12000) -> Outcome:
    """Poll as the frame does (never blocking) until the answer comes."""
    for _ in range(limit):
        out: Outcome | None = thinker.poll(ticket)
        if out is not None:
            return out
        time.sleep(0.005)
    raise AssertionError("no answer came")


#: A crash on every OS (on Windows `os.kill` ends the process with TerminateProcess).
KILL = getattr(signal, "SIGKILL", signal.SIGTERM)


def gone(pid: int) -> bool:
    """No child process of ours with this id is running (its exit was collected)."""
    return all(p.pid != pid for p in multiprocessing.active_children())


def decide(state: Any, level: str = "medium", **budget: Any) -> Decide:
    rules = CURSED.rules
    seat = rules.to_act(state)
    return Decide(
        CURSED.game_id,
        level,
        rules.observation(state, seat),
        tuple(rules.legal_actions(state)),
        random.Random(seat).getstate(),
        **budget,
    )


def cursed_start(seats: int = 3, seed: int = 4) -> Any:
    rules = CURSED.rules
    return rules.new_game(rules.default_config(seats), seed)


def test_cpu_seats_play_a_whole_game_from_the_worker() -> None:
    rules = CURSED.rules
    kinds = ("easy", "medium")
    seats = tuple(SeatSpec(f"P{i + 1}", k) for i, k in enumerate(kinds))
    config = attrs.evolve(rules.default_config(len(kinds)), round_limit=2)
    app = make_app()
    app.start_game(GameSession(config, 3, seats, game=CURSED.game_id))
    scene: Any = app.scenes[0]
    scene.skip_cpu = True
    workers = pool.shared()
    before = workers.answered
    try:
        for _ in range(50000):  # a driver that never sleeps: the worker thinks all the same
            if rules.is_over(scene.session.state):
                break
            app.step(1 / 60)
        assert rules.is_over(scene.session.state), "the CPU seats did not finish the game"
        played = len(scene.session.actions)
        # Every move came from the worker: one answer per decision, none thought here.
        assert played > 10 and workers.answered - before == played
        assert workers.pid is not None and workers.pid != os.getpid()
    finally:
        app.shutdown()


def test_the_worker_is_handed_observations_never_the_true_state(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rules = CURSED.rules
    workers = pool.shared()
    sent: list[tuple[Request, Any]] = []
    real_submit = workers.submit
    app = make_app()

    def spy(request: Request) -> int:
        sent.append((request, app.scenes[0].session.state))  # type: ignore[attr-defined]
        return real_submit(request)

    monkeypatch.setattr(workers, "submit", spy)
    kinds = ("human", "hard", "medium")
    seats = tuple(SeatSpec(f"P{i + 1}", k) for i, k in enumerate(kinds))
    app.start_game(GameSession(rules.default_config(3), 8, seats, game=CURSED.game_id))
    scene: Any = app.scenes[0]
    scene.suggest.iterations = 30
    scene.skip_cpu = True
    try:
        for _ in range(20000):  # the CPU seats play until the human decides
            if scene.suggest.deciding(scene):
                break
            app.step(1 / 60)
            time.sleep(0.001)
        if not any(isinstance(r, Decide) for r, _ in sent):
            scene.cpu.request(scene.session.state, ("asked", 1))  # the human began: ask anyway
        assert scene.suggest.ask(scene)  # a hint for the human's decision
        assert {type(r) for r, _ in sent} == {Suggest, Decide}
        for request, state in sent:
            seat = rules.to_act(state)
            assert request.observation == rules.observation(state, seat)
            assert request.legal == tuple(rules.legal_actions(state))
            fields = attrs.astuple(request, recurse=False)
            assert not any(isinstance(f, type(state)) for f in fields)
            # The observation hides what the seat cannot see: the rivals' hands.
            assert request.observation != state
    finally:
        app.shutdown()


def test_an_answer_that_comes_after_an_undo_is_dropped() -> None:
    session = session_for(("human", "medium"), seed=6)
    advance(session, lambda s: s.seat == 0 and s.phase is Phase.ACTION and s.turn >= 6)
    app = FakeApp()
    scene = table(app, session)
    scene.wait = 1e9  # the CPU thinks, but its move may not show yet
    while scene.to_act() == 0:
        assert scene.play_human([scene.legal()[-1]])
    app.frame(0.016)  # the CPU seat is asked
    asked = scene.cpu._asked
    assert asked is not None and scene.to_act() == 1
    played = len(scene.session.actions)
    assert scene.undo()  # taken back while the CPU thinks (or holds its unplayed answer)
    while scene.can_undo():
        scene.undo()
    start = len(scene.session.actions)
    assert start < played and scene.to_act() == 0
    assert scene.cpu._asked is None  # the undo dropped the question
    # The worker finishes what it started all the same; its answer is dropped unheard.
    workers = pool.shared()
    for _ in range(12000):
        if workers._flight is None:
            break
        assert workers.poll(asked.ticket) is not None  # nothing to wait for any more
        time.sleep(0.005)
    assert workers._flight is None and asked.ticket not in workers._done
    scene.wait = 0.0
    for _ in range(5):
        app.frame(0.016)
    assert len(scene.session.actions) == start and scene.to_act() == 0
    assert scene.cpu.result(scene._cpu_key(), scene.session.state) is None


def test_a_stale_request_neither_answers_nor_moves_the_seats_stream() -> None:
    rules = CURSED.rules
    first = cursed_start(3, 4)
    after = (rules.apply_unchecked(first, a) for a in rules.legal_actions(first))
    # A move after which the same seat decides again.
    second = next(s for s in after if rules.to_act(s) == rules.to_act(first))
    seat = rules.to_act(first)
    kinds = ("medium",) * 3
    moved = CpuSeats(5, kinds, CURSED)
    moved.request(first, "first")
    moved.request(second, "second")  # the game moved on: the first request is stale
    fresh = CpuSeats(5, kinds, CURSED)
    fresh.request(second, "second")
    got = [_answer_of(seats, "second", second) for seats in (moved, fresh)]
    assert got[0] == got[1] and got[0] in rules.legal_actions(second)
    assert moved._rng(seat).getstate() == fresh._rng(seat).getstate()
    assert moved.result("first", first) is None


def _answer_of(seats: CpuSeats, key: object, state: Any) -> Any:
    for _ in range(12000):
        action = seats.result(key, state)
        if action is not None:
            return action
        time.sleep(0.005)
    raise AssertionError("no decision came")


def test_an_illegal_answer_is_not_played_and_the_seat_decides_here(
    caplog: pytest.LogCaptureFixture,
) -> None:
    class Liar:
        """A worker that answers a move of another position."""

        def submit(self, request: Request) -> int:
            return 1

        def poll(self, ticket: int) -> Outcome | None:
            return Answer("play fruitcake at 99")

        def cancel(self, ticket: int) -> None:
            pass

        def close(self) -> None:
            pass

    rules = CURSED.rules
    state = cursed_start(3, 9)
    seats = CpuSeats(2, ("easy",) * 3, CURSED, thinker=Liar())
    seats.request(state, "k")
    with caplog.at_level(logging.WARNING):
        action = _answer_of(seats, "k", state)
    assert action in rules.legal_actions(state)
    assert "not a legal move here" in caplog.text


def test_a_killed_worker_is_replaced_and_the_decision_still_comes(
    caplog: pytest.LogCaptureFixture,
) -> None:
    workers = WorkerPool()
    try:
        state = cursed_start(4, 2)
        workers.warm()
        first = workers.pid
        assert first is not None
        ticket = workers.submit(decide(state, "hard", time_budget=0.5))
        os.kill(first, KILL)  # a crash, mid-thought or about to be
        with caplog.at_level(logging.WARNING):
            out = wait(workers, ticket)
        assert isinstance(out, Answer) and out.pid not in (first, os.getpid())
        assert CURSED.rules.parse_action(out.action) in CURSED.rules.legal_actions(state)
        assert workers.started == 2 and gone(first)
        assert "CPU worker" in caplog.text and "a new one will take over" in caplog.text
    finally:
        workers.close()


def kill_mid_thought(workers: WorkerPool, ticket: int) -> None:
    """Kill the worker holding `ticket` and poll until the pool has noticed."""
    pid = workers.pid
    assert pid is not None and workers._flight is not None and workers._flight.ticket == ticket
    os.kill(pid, KILL)
    for _ in range(4000):
        workers.poll(ticket)
        if workers.pid != pid:
            return
        time.sleep(0.005)
    raise AssertionError("the pool did not notice its worker died")


def test_a_worker_that_keeps_dying_hands_the_thinking_to_the_app(
    caplog: pytest.LogCaptureFixture,
) -> None:
    workers = WorkerPool()
    try:
        state = cursed_start(3, 5)
        with caplog.at_level(logging.WARNING):
            first = workers.submit(decide(state, "hard", time_budget=0.3))
            kill_mid_thought(workers, first)  # asked again of a new worker
            kill_mid_thought(workers, first)  # twice: it is answered on a thread here
            assert not workers.given_up
            second = workers.submit(decide(state, "hard", time_budget=0.3))
            kill_mid_thought(workers, second)  # the third death in a row: given up
            assert workers.given_up
            outs = [wait(workers, t) for t in (first, second)]
        assert all(isinstance(o, Answer) and o.pid == os.getpid() for o in outs)
        assert "think inside the app from now on" in caplog.text
        assert "answered in the app's own process instead" in caplog.text
    finally:
        workers.close()


def test_closing_stops_the_worker_at_once_even_mid_thought() -> None:
    workers = WorkerPool()
    workers.warm()
    pid = workers.pid
    assert pid is not None
    workers.submit(decide(cursed_start(4, 3), "hard", time_budget=30.0))
    workers.close()
    assert gone(pid) and workers.pid is None
    assert all(p.pid != pid for p in multiprocessing.active_children())


def test_a_hung_worker_is_stopped_and_the_window_never_waits(
    caplog: pytest.LogCaptureFixture,
) -> None:
    workers = WorkerPool(watchdog=0.2)  # Hard's 1 s counts as hung here
    try:
        state = cursed_start(3, 7)
        with caplog.at_level(logging.WARNING):
            ticket = workers.submit(decide(state, "hard", time_budget=1.0))
            polls = 0
            while (out := workers.poll(ticket)) is None:  # each poll returns at once
                polls += 1
                time.sleep(0.005)
        assert isinstance(out, Answer) and out.pid == os.getpid()  # the thread answered
        assert polls > 0 and workers.started == 2
        assert "gave no answer in 0.2 s" in caplog.text
    finally:
        workers.close()


def test_leaving_the_table_while_a_cpu_thinks_drops_its_question() -> None:
    rules = CURSED.rules
    seats = (SeatSpec("Hard", "hard"), SeatSpec("Medium", "medium"), SeatSpec("You", "human"))
    seed = next(
        s for s in range(50) if rules.to_act(rules.new_game(rules.default_config(3), s)) == 0
    )
    app = make_app()
    try:
        app.start_game(GameSession(rules.default_config(3), seed, seats, game=CURSED.game_id))
        scene: Any = app.scenes[0]
        app.step(1 / 60)
        asked = scene.cpu._asked
        assert asked is not None and asked.request.level == "hard"  # thinking for a second
        actions = list(scene.session.actions)
        app.open_title()  # the player quits to the title (or loads another game)
        assert scene.cpu._asked is None
        out = asked.thinker.poll(asked.ticket)
        assert isinstance(out, Failed)  # cancelled: whatever the worker says is not heard
        assert scene.session.actions == actions
    finally:
        app.shutdown()
