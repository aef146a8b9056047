"""Frame time of the table: an 8-seat late-game table at 1280×720 and 2560×1440 (update +
draw per frame, the wait for the frame cap excluded), and the longest frame while a Hard seat
thinks. Headless (SDL's dummy video driver): drawing is software blitting, as on a laptop
without a compositor."""

from __future__ import annotations

import os
import statistics
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from siege_desktop.ai import make_agent
from siege_desktop.app.intents import Motion
from siege_desktop.app.scenes import SCENES
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.shell import App
from siege_desktop.games.gifts.rules import GameConfig, Phase, legal_actions, observation

NAMES = ("Ana", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal")


def late_game(kinds: tuple[str, ...], seed: int, rounds: int) -> GameSession:
    """A seeded game played by Easy agents (fast) until round `rounds`: gifts spread over the
    seats with their locks, buildings built, the supply running low."""
    config = GameConfig(players=len(kinds), names=NAMES[: len(kinds)])
    session = GameSession(config, seed, tuple(SeatSpec(NAMES[i], k) for i, k in enumerate(kinds)))
    agents = [make_agent("easy", seed * 10 + i) for i in range(len(kinds))]
    while session.state.round < rounds and session.state.phase is not Phase.OVER:
        state = session.state
        obs = observation(state, state.seat)
        session.play(agents[state.seat].choose(obs, legal_actions(state)))
    return session


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


class Frames:
    """Per-frame figures: wall time, the render thread's own CPU time (what the frame costs
    when the machine is not shared), and the part spent in the shell's autosave."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []
        self.saving: list[float] = []

    def line(self, label: str) -> str:
        def fig(v: list[float]) -> str:
            return (
                f"mean {statistics.fmean(v):.2f}, p99 {percentile(v, 0.99):.2f}, max {max(v):.2f}"
            )

        saves = sum(1 for v in self.saving if v)
        return (
            f"{label}: {len(self.wall)} frames; wall ms {fig(self.wall)}; render-thread CPU ms "
            f"{fig(self.cpu)}; autosave {sum(self.saving):.0f} ms in {saves} frames"
        )


def warm_up(app: App) -> None:
    """Run frames until the table has rendered its sprites ahead (what the first seconds of a
    game do), so the figures are of play, not of start-up."""
    measure(app, 30, paced=False)
    for _ in range(2000):
        scene = app.scenes[-1]
        if getattr(getattr(scene, "warmer", None), "done", True):
            break
        measure(app, 1, paced=False)


def measure(app: App, frames: int, paced: bool, into: Frames | None = None) -> Frames:
    """Run `frames` frames (hover moving over the table, CPU seats playing at the normal
    pace) and time each one's update and draw."""
    out = into if into is not None else Frames()
    w, h = app.size
    dt = 1 / 60
    autosave = app.autosave
    saved = [0.0]

    def timed_autosave(session: GameSession) -> None:
        t = time.perf_counter()
        autosave(session)
        saved[0] += (time.perf_counter() - t) * 1000

    app.autosave = timed_autosave  # type: ignore[method-assign]
    # A windowed app writes its autosave on a background thread; headless runs (tests, CLI)
    # wait for it. Measure what a player's frame costs.
    app.autosave_sync = False
    try:
        for i in range(frames):
            saved[0] = 0.0
            start, cpu = time.perf_counter(), time.thread_time()
            app.dispatch(Motion(((i * 37) % w, (i * 23) % h)))
            app.scenes[-1].update(dt)
            app.draw()
            end = time.perf_counter()
            out.wall.append((end - start) * 1000)
            out.cpu.append((time.thread_time() - cpu) * 1000)
            out.saving.append(saved[0])
            if paced:  # like the frame cap: real time passes while the AI thinks
                time.sleep(max(0.0, dt - (end - start)))
    finally:
        app.autosave = autosave  # type: ignore[method-assign]
    return out


def run(quick: bool) -> None:
    from siege_desktop.games.gifts.ui.scene import TableScene

    os.environ.setdefault("SIEGE_DESKTOP_HOME", tempfile.mkdtemp(prefix="siege-bench-"))
    frames = 300 if quick else 1800
    session = late_game(("easy",) * 8, seed=11, rounds=22)
    state = session.state
    gifts = sum(len(a) for a in state.areas)
    print(
        f"8 CPU seats, round {state.round}, {len(session.actions)} actions so far, "
        f"{gifts} gifts held, {len(state.supply)} left in the supply"
    )
    print("targets: mean <= 8 ms, p99 <= 16.7 ms; one CPU step shown every 0.6 s")
    for size in ((1280, 720), (2560, 1440)):
        app = App(headless=True, size=size, scenes=SCENES)
        app.reset_to(TableScene(app, GameSession.from_dict(session.to_dict())))
        warm_up(app)
        print(measure(app, frames, paced=False).line(f"{size[0]}x{size[1]}"))
        app.shutdown()
    # A Hard seat to act: real-time frames while it thinks (1 s per decision by default).
    hard = late_game(("hard",) + ("easy",) * 7, seed=12, rounds=18)
    while hard.state.seat != 0:
        hard.play(legal_actions(hard.state)[0])
    app = App(headless=True, size=(1280, 720), scenes=SCENES)
    scene = TableScene(app, hard)
    app.reset_to(scene)
    warm_up(app)
    thinking = Frames()
    decisions = 0
    deadline = time.perf_counter() + (8 if quick else 30)
    while time.perf_counter() < deadline and decisions < (2 if quick else 8):
        before, hard_to_act = len(scene.session.actions), scene.state.seat == 0
        if scene.cpu.busy and hard_to_act:
            measure(app, 1, paced=True, into=thinking)
        else:
            measure(app, 1, paced=True)
        if hard_to_act and len(scene.session.actions) > before:
            decisions += 1
    app.shutdown()
    if thinking.wall:
        print(thinking.line(f"while a Hard seat thinks ({decisions} decisions)"))
        print("target: no frame over 50 ms")
    else:
        print("the Hard seat never thought during the measurement")
    pygame.quit()
