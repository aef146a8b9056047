"""The `siege-desktop` command: the windowed app, and the headless autoplay mode for tests."""

from __future__ import annotations

import argparse
import json
import logging
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from siege_desktop import __version__
from siege_desktop.core.cli import add_game_arguments, chosen_game, games_listing
from siege_desktop.core.registry import DEFAULT_GAME, all_games

if TYPE_CHECKING:
    from siege_desktop.app.session import GameSession

log = logging.getLogger(__name__)

CPU_LEVELS = ("easy", "medium", "hard")
DEFAULT_AUTOPLAY_SEATS = "hard,medium,medium,easy"
DEFAULT_HEADLESS_FRAMES = 600


def process_start_time() -> float:
    """The process's start as a time.time() value (from /proc where it exists).

    Measuring from the real process start counts the interpreter's own start-up and every
    import, which is what a player waits through; elsewhere it falls back to this call.
    """
    try:
        with open("/proc/self/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        with open("/proc/uptime", encoding="ascii") as f:
            uptime = float(f.read().split()[0])
        started_after_boot = int(fields[19]) / os.sysconf("SC_CLK_TCK")
        return time.time() - (uptime - started_after_boot)
    except (OSError, ValueError, IndexError, AttributeError):
        return time.time()


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected WIDTHxHEIGHT, e.g. 1280x720, not {text!r}"
        ) from None
    if not (320 <= w <= 16384 and 200 <= h <= 16384):
        raise argparse.ArgumentTypeError(f"window size {w}x{h} is out of range")
    return (w, h)


def _seats(text: str) -> tuple[str, ...]:
    """CPU levels, one a seat; how many seats a game takes is checked once it is chosen."""
    kinds = tuple(k.strip().lower() for k in text.split(",") if k.strip())
    bad = [k for k in kinds if k not in CPU_LEVELS]
    if bad:
        raise argparse.ArgumentTypeError(
            f"unknown seat level {bad[0]!r} (choose from {', '.join(CPU_LEVELS)})"
        )
    if not kinds:
        raise argparse.ArgumentTypeError("name at least one seat, e.g. medium,easy")
    return kinds


def _positive(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return n


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="siege-desktop",
        description="Siege Desktop: a table for card games ("
        + ", ".join(spec.name for spec in all_games())
        + ").",
        epilog=(
            "Saves, settings and the log file are kept in the per-user folders of this "
            "system; set SIEGE_DESKTOP_HOME to keep them all under one folder instead."
        ),
    )
    p.add_argument("--version", action="version", version=f"siege-desktop {__version__}")
    p.add_argument("--windowed-size", type=_size, metavar="WxH", help="window size, e.g. 1600x900")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    p.add_argument("--verbose", action="store_true", help="more detail in the log file")
    add_game_arguments(p)
    auto = p.add_argument_group("autoplay (demos, tests and benchmarks)")
    auto.add_argument("--autoplay", action="store_true", help="watch a game of CPU seats")
    auto.add_argument("--headless", action="store_true", help="no window (SDL dummy driver)")
    auto.add_argument(
        "--seats", type=_seats, metavar="LEVEL,...", help=f"e.g. {DEFAULT_AUTOPLAY_SEATS}"
    )
    auto.add_argument("--seed", type=int, help="the game's seed (random if omitted)")
    auto.add_argument(
        "--save-to",
        type=Path,
        metavar="PATH",
        help="autosave the demo to this file (a demo never touches your own saves or history)",
    )
    auto.add_argument("--frames", type=_positive, help="stop after this many frames")
    auto.add_argument("--screenshot", type=Path, metavar="PATH", help="save the last frame (PNG)")
    auto.add_argument("--stats-json", type=Path, metavar="PATH", help="write frame-time figures")
    return p


def seat_names(kinds: Sequence[str]) -> tuple[str, ...]:
    """Names like "Hard 1", "Medium 1", "Medium 2" for CPU seats."""
    counts: dict[str, int] = {}
    names = []
    for k in kinds:
        counts[k] = counts.get(k, 0) + 1
        names.append(f"{k.capitalize()} {counts[k]}")
    return tuple(names)


def autoplay_session(kinds: Sequence[str], seed: int, game: str | None = None) -> GameSession:
    # Imported here: the command's start-up loads no rules before it needs them.
    from siege_desktop.app.session import GameSession, SeatSpec
    from siege_desktop.core.registry import find_game

    names = seat_names(kinds)
    config = find_game(game or DEFAULT_GAME).rules.default_config(len(kinds), names)
    seats = tuple(SeatSpec(n, k) for n, k in zip(names, kinds, strict=True))
    # A demo: it never replaces the player's autosave nor enters their history.
    return GameSession(config, seed, seats, game=game or DEFAULT_GAME, demo=True)


def frame_stats(
    times_ms: Sequence[float], first_frame_s: float | None, frames: int | None = None
) -> dict[str, float | int]:
    """The figures of `--stats-json` (`frames` counts every frame, even past the history)."""
    ordered = sorted(times_ms)
    p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))] if ordered else 0.0
    return {
        "frames": len(ordered) if frames is None else frames,
        "mean_ms": round(statistics.fmean(ordered), 3) if ordered else 0.0,
        "p99_ms": round(p99, 3),
        "max_ms": round(ordered[-1], 3) if ordered else 0.0,
        "first_frame_s": round(first_frame_s, 3) if first_frame_s is not None else -1.0,
    }


def main(argv: list[str] | None = None) -> int:
    multiprocessing.freeze_support()  # a packaged app's worker processes start through main
    started = process_start_time()
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.list_games:
        print(games_listing())
        return 0
    # The game flags of a demo, given without one, would be silently ignored: say so instead.
    demo_only = [
        flag
        for flag, value in (
            ("--seats", args.seats),
            ("--seed", args.seed),
            ("--save-to", args.save_to),
        )
        if value is not None
    ]
    if demo_only and not args.autoplay:
        parser.error(
            f"argument {demo_only[0]}: only with --autoplay (a CPU demo); to play a game "
            "yourself, choose New game on the title screen"
        )
    game = chosen_game(parser, args.game)
    from siege_desktop.app.session import playable

    if not playable(game.game_id):
        parser.error(f"the table cannot seat a game of {game.name} yet")
    if args.seats and not game.min_seats <= len(args.seats) <= game.max_seats:
        parser.error(
            f"argument --seats: {game.name} has {game.min_seats} to {game.max_seats} seats, "
            f"not {len(args.seats)}"
        )
    if args.headless:
        # Before pygame initialises: no window and no sound device are needed or wanted.
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if sys.platform == "win32":
        # Per-monitor DPI aware before SDL starts: at 150% or 200% scaling Windows then gives
        # the window real pixels instead of stretching a blurry one (docs/RELEASE.md).
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")

    from siege_desktop.app import crash

    log_path = crash.setup_logging(args.verbose)
    try:
        return _run(args, started, log_path)
    except Exception as exc:  # the last line of defence: say what happened and where
        log.exception("unexpected error")
        crash.report_to_stderr(exc, log_path)
        return 1


def _run(args: argparse.Namespace, started: float, log_path: Path | None) -> int:
    from siege_desktop.app import instance_lock, userfiles

    # One copy per user folder: a second one is read-only (and asks whether to go on).
    lock, holder = instance_lock.claim_user_folder()
    try:
        if holder is not None and args.headless:
            print("siege-desktop: another copy has this folder open: read-only", file=sys.stderr)
        if lock.refused and args.headless:
            print(f"siege-desktop: {lock.refused}: read-only", file=sys.stderr)
        return _run_app(args, started, log_path, holder, lock.refused)
    finally:
        lock.release()
        userfiles.set_read_only(None)


def _run_app(
    args: argparse.Namespace,
    started: float,
    log_path: Path | None,
    holder: int | None,
    refused: str | None = None,
) -> int:
    from siege_desktop.app import crash
    from siege_desktop.app.scenes import SCENES
    from siege_desktop.app.settings import Settings, load_settings, settings_path
    from siege_desktop.app.shell import App

    first_run = False
    if args.headless:
        settings = Settings()  # a reproducible run: never the player's own settings
        problem = None
    else:
        first_run = not settings_path().exists()
        settings, problem = load_settings()
        if sys.platform == "win32":
            # Real pixels on a scaled Windows desktop: we scale the layout ourselves, crisply,
            # instead of letting Windows stretch a small bitmap.
            os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    if args.windowed_size:
        settings.window_size = args.windowed_size
        settings.fullscreen = False
    if args.fullscreen:
        settings.fullscreen = True

    # Headless runs keep every frame time for the figures; a window keeps the recent ones.
    app = App(
        settings,
        headless=args.headless,
        keep_all_frame_times=args.headless,
        fit_to_desktop=first_run and not args.windowed_size,
        scenes=SCENES,
    )
    app.autosave_sync = False  # the command runs as the real app does, headless or not
    first_frame: list[float] = []
    app.on_first_frame = lambda: first_frame.append(time.time() - started)
    try:
        for note in [*crash.logging_notes(), *([problem] if problem else [])]:
            app.toast(note, 6.0)
        try:
            if args.autoplay:
                kinds = args.seats or _seats(DEFAULT_AUTOPLAY_SEATS)
                seed = (
                    args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
                )
                log.info("autoplay: seats %s, seed %d", ",".join(kinds), seed)
                if args.save_to:
                    app.save_demos_to(args.save_to)
                app.start_game(autoplay_session(kinds, seed, args.game))
            else:
                app.open_title()
            if holder is not None and not args.headless:
                from siege_desktop.app.menus import second_copy

                second_copy.ask(app, holder)
            elif refused is not None and not args.headless:
                from siege_desktop.app.menus import second_copy

                second_copy.ask_unlocked(app, refused)
            frames = args.frames
            if frames is None and args.headless:
                frames = DEFAULT_HEADLESS_FRAMES
            app.run(frames)
        except Exception as exc:
            log.exception("unexpected error in the app")
            if args.headless:
                crash.report_to_stderr(exc, log_path)
            else:
                crash.show_crash(app, exc, log_path)
            return 1
        if args.screenshot:
            import pygame

            args.screenshot.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(app.window, str(args.screenshot))
        if args.stats_json:
            first = first_frame[0] if first_frame else None
            stats = frame_stats(list(app.frame_times_ms), first, app.frames)
            args.stats_json.parent.mkdir(parents=True, exist_ok=True)
            args.stats_json.write_text(json.dumps(stats, indent=2) + "\n", encoding="utf-8")
    finally:
        if not (args.headless or args.windowed_size or args.fullscreen):
            app.save_settings()  # keeps the window size the player dragged to
        app.shutdown()
        from siege_desktop.ai import pool

        pool.close_shared()  # the CPU worker leaves with the app, never after it
    return 0


if __name__ == "__main__":
    sys.exit(main())
