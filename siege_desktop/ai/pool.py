"""Where CPU seats and hints think: a worker process beside the app (so a search never takes
the window's frames), or, as the fallback, a thread of the app's own process.

Both answer `thinking` requests through one small interface: `submit` gives a ticket, `poll`
gives the `Answer` (or a `Failed`) once ready and never blocks, `cancel` drops a request
whose answer nobody wants any more (an undo, a new game), `close` stops the thinking.

The process one (`WorkerPool`) runs one worker, started on first use with the 'spawn'
context on every OS (the same start on Linux, macOS and Windows, and no copy of the app's
window or threads in the child) and kept for the run. It sends one request at a time and
keeps the rest queued here, so a request is never lost in a pipe. A worker that dies or
hangs is replaced, and its request asked again; a request that outlives two workers, or a
worker that keeps dying, is answered on a thread instead, with a log line that says so.
`shared()` is the one pool of the run; `close()` (also at exit) stops its worker.
"""

from __future__ import annotations

import atexit
import itertools
import logging
import multiprocessing
import pickle
import signal
import time
from collections import Counter, deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Protocol

import attrs

from siege_desktop.ai.thinking import Answer, Request, answer

log = logging.getLogger(__name__)

#: A request unanswered this long is taken for a hung worker (Hard thinks for about 1 s,
#: a hint a few; a loaded machine may take several times that).
WATCHDOG_S = 60.0
#: Worker deaths in a row (no answer between them) before the pool stops starting workers.
MAX_DEATHS = 3
#: A request asked of this many workers that all died is answered on a thread instead.
MAX_ATTEMPTS = 2
#: How long `close` waits for an idle worker to leave on its own before stopping it.
CLOSE_WAIT_S = 1.0


@attrs.frozen
class Failed:
    """A request that got no answer: the agent raised, or could not be asked."""

    why: str


Outcome = Answer | Failed


class Thinker(Protocol):
    """Something that thinks about requests without blocking the caller."""

    def submit(self, request: Request) -> int: ...

    def poll(self, ticket: int) -> Outcome | None: ...

    def cancel(self, ticket: int) -> None: ...

    def close(self) -> None: ...


class ThreadThinker:
    """Requests answered one at a time on a thread of this process: the fallback, and the
    way CPU seats thought before the worker process (the benchmark compares the two)."""

    def __init__(self, think: Callable[[Request], Answer] = answer, name: str = "siege-cpu"):
        self._think = think
        self._name = name
        self._executor: ThreadPoolExecutor | None = None
        self._futures: dict[int, Future[Answer]] = {}
        self._tickets = itertools.count(1)
        self.submitted = 0

    def submit(self, request: Request) -> int:
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix=self._name)
        ticket = next(self._tickets)
        self.submitted += 1
        self._futures[ticket] = self._executor.submit(self._think, request)
        return ticket

    def poll(self, ticket: int) -> Outcome | None:
        future = self._futures.get(ticket)
        if future is None:
            return Failed(f"no request {ticket} is waiting")
        if not future.done():
            return None
        del self._futures[ticket]
        try:
            return future.result()
        except Exception as exc:
            log.exception("thinking on a thread failed")
            return Failed(f"{type(exc).__name__}: {exc}")

    def cancel(self, ticket: int) -> None:
        future = self._futures.pop(ticket, None)
        if future is not None:
            future.cancel()  # a queued one never runs; a running one finishes unheard

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
        self._futures.clear()


def serve(conn: Connection) -> None:
    """The worker's loop: read a request, answer it, until told to stop or the app is gone."""
    # Ctrl+C in a terminal reaches the whole process group: the app decides, not its worker.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return  # the app closed its end (it quit, or died): nothing left to answer
        if message is None:
            return
        ticket, blob = message
        try:
            reply: tuple[int, Answer | None, str] = (ticket, answer(pickle.loads(blob)), "")
        except Exception as exc:
            reply = (ticket, None, f"{type(exc).__name__}: {exc}")
        try:
            conn.send(reply)
        except (OSError, ValueError):
            return


@attrs.define
class _Job:
    ticket: int
    request: Request
    attempts: int = 0
    since: float = 0.0


class WorkerPool:
    """One worker process answering requests in order; see the module's docstring."""

    def __init__(self, watchdog: float = WATCHDOG_S) -> None:
        self.watchdog = watchdog
        self._ctx = multiprocessing.get_context("spawn")
        self._proc: BaseProcess | None = None
        self._conn: Connection | None = None
        self._tickets = itertools.count(1)
        self._queue: deque[_Job] = deque()
        self._flight: _Job | None = None
        self._unwanted: set[int] = set()  # cancelled while the worker thinks about them
        self._done: dict[int, Outcome] = {}
        self._fallback = ThreadThinker(name="siege-cpu-fallback")
        self._handed: dict[int, int] = {}  # our ticket -> the fallback's
        self._deaths = 0
        self.given_up = False
        self.closed = False
        self.answered = 0  # answers that came from a worker process
        #: Those answers by what was asked (a level, or "hint"), for the closing log line.
        self.answered_by: Counter[str] = Counter()
        self.started = 0  # workers started in this run

    # ------------------------------------------------------------------ the interface
    @property
    def pid(self) -> int | None:
        """The worker's process id while one runs."""
        proc = self._proc
        return proc.pid if proc is not None and proc.is_alive() else None

    def warm(self) -> None:
        """Start the worker now (a table opened), so the first decision does not wait."""
        if not (self.given_up or self.closed):
            self._start()

    def submit(self, request: Request) -> int:
        ticket = next(self._tickets)
        if self.given_up or self.closed:
            self._handed[ticket] = self._fallback.submit(request)
        else:
            self._queue.append(_Job(ticket, request))
            self._pump()
        return ticket

    def poll(self, ticket: int) -> Outcome | None:
        if ticket in self._handed:
            out = self._fallback.poll(self._handed[ticket])
            if out is not None:
                del self._handed[ticket]
            return out
        self._pump()
        if ticket in self._done:
            return self._done.pop(ticket)
        if ticket in self._handed:
            return self._fallback.poll(self._handed[ticket])
        if ticket in self._unwanted:
            return Failed(f"request {ticket} was cancelled")
        waiting = (self._flight is not None and self._flight.ticket == ticket) or any(
            j.ticket == ticket for j in self._queue
        )
        return None if waiting else Failed(f"no request {ticket} is waiting")

    def cancel(self, ticket: int) -> None:
        if ticket in self._handed:
            self._fallback.cancel(self._handed.pop(ticket))
        self._done.pop(ticket, None)
        self._queue = deque(j for j in self._queue if j.ticket != ticket)
        if self._flight is not None and self._flight.ticket == ticket:
            self._unwanted.add(ticket)

    def close(self) -> None:
        """Stop the worker (at once if it is thinking: nobody wants that answer now)."""
        if self.started and not self.closed:
            by = ", ".join(f"{k} {n}" for k, n in sorted(self.answered_by.items()))
            log.info(
                "CPU worker closed after %d answer(s) from %d worker(s) (%s); "
                "%d thought in the app",
                self.answered,
                self.started,
                by or "none",
                self._fallback.submitted,
            )
        self.closed = True
        self._queue.clear()
        self._stop_worker(patient=self._flight is None)
        self._flight = None
        self._fallback.close()

    # ------------------------------------------------------------------ the worker
    def _start(self) -> bool:
        if self._proc is not None and self._proc.is_alive():
            return True
        if self._proc is not None:
            log.warning("The CPU worker (pid %s) had stopped; starting a new one", self._proc.pid)
            self._stop_worker(patient=False)
        try:
            mine, theirs = self._ctx.Pipe()
            proc = self._ctx.Process(target=serve, args=(theirs,), name="siege-cpu", daemon=True)
            proc.start()
        except Exception:
            log.exception("The CPU worker could not start")
            self._give_up("it could not start")
            return False
        theirs.close()  # only the worker holds that end: its death reads as end of file here
        self._proc, self._conn = proc, mine
        self.started += 1
        log.info("CPU worker started (pid %s)", proc.pid)
        return True

    def _stop_worker(self, patient: bool) -> None:
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        if proc is None:
            return
        if patient and proc.is_alive() and conn is not None:
            try:
                conn.send(None)
                proc.join(CLOSE_WAIT_S)
            except (OSError, ValueError):
                pass
        if proc.is_alive():
            proc.terminate()
            proc.join(CLOSE_WAIT_S)
        if proc.is_alive():
            proc.kill()
            proc.join(CLOSE_WAIT_S)
        if conn is not None:
            conn.close()
        if not proc.is_alive():
            proc.close()

    def _pump(self) -> None:
        """Take a finished answer, notice a dead or hung worker, send the next request."""
        if self._flight is not None:
            self._receive(self._flight)
        while self._flight is None and self._queue and not self.closed:
            if self.given_up:
                self._hand_over(self._queue.popleft())
            elif self._start():
                self._send(self._queue.popleft())

    def _send(self, job: _Job) -> None:
        try:
            blob = pickle.dumps(job.request)
        except Exception as exc:  # not the worker's fault: think about this one here
            log.warning("A CPU request cannot go to the worker (%s); thinking in the app", exc)
            self._hand_over(job)
            return
        assert self._conn is not None
        job.since = time.monotonic()
        self._flight = job
        try:
            self._conn.send((job.ticket, blob))
        except (OSError, ValueError):
            self._lost("could not be written to")

    def _receive(self, job: _Job) -> None:
        conn, proc = self._conn, self._proc
        if conn is None or proc is None:
            self._lost("was gone")
            return
        try:
            message = conn.recv() if conn.poll() else None
        except (EOFError, OSError):
            self._lost(f"stopped (exit code {proc.exitcode})")
            return
        if message is None:
            if not proc.is_alive():
                self._lost(f"stopped (exit code {proc.exitcode})")
            elif time.monotonic() - job.since > self.watchdog:
                self._lost(f"gave no answer in {self.watchdog:g} s")
            return
        self._flight = None
        self._deaths = 0
        ticket, reply, why = message
        if ticket in self._unwanted:
            self._unwanted.discard(ticket)
            return
        if reply is None:
            log.warning("The CPU worker could not answer: %s", why)
            self._done[ticket] = Failed(why)
        else:
            self.answered += 1
            self.answered_by[getattr(job.request, "level", "hint")] += 1
            self._done[ticket] = reply

    def _lost(self, what: str) -> None:
        """The worker died or hung with `_flight` in hand: replace it, ask again."""
        job = self._flight
        pid = self._proc.pid if self._proc is not None else None
        self._flight = None
        self._stop_worker(patient=False)
        self._deaths += 1
        log.warning("The CPU worker (pid %s) %s; a new one will take over", pid, what)
        if self._deaths >= MAX_DEATHS:
            self._give_up(f"it stopped {self._deaths} times in a row")
        if job is None:
            return
        if job.ticket in self._unwanted:
            self._unwanted.discard(job.ticket)
            return
        job.attempts += 1
        if self.given_up or job.attempts >= MAX_ATTEMPTS:
            log.warning("This CPU request is answered in the app's own process instead")
            self._hand_over(job)
        else:
            self._queue.appendleft(job)

    def _give_up(self, why: str) -> None:
        if self.given_up:
            return
        self.given_up = True
        log.error(
            "The CPU worker is given up (%s): CPU seats and hints think inside the app from "
            "now on, and the window may stutter while they do",
            why,
        )
        while self._queue:
            self._hand_over(self._queue.popleft())

    def _hand_over(self, job: _Job) -> None:
        self._handed[job.ticket] = self._fallback.submit(job.request)


class _Shared:
    """The run's one pool, made on first use (never at import) and closed at exit."""

    pool: WorkerPool | None = None


def shared() -> WorkerPool:
    """The app's worker pool, started once per run and kept (a closed one is replaced)."""
    if _Shared.pool is None or _Shared.pool.closed:
        _Shared.pool = WorkerPool()
        atexit.register(_Shared.pool.close)
    return _Shared.pool


def close_shared() -> None:
    """Stop the run's worker (the app quits; a test session ends)."""
    if _Shared.pool is not None:
        _Shared.pool.close()
        atexit.unregister(_Shared.pool.close)
        _Shared.pool = None
