"""`python build/smoke.py`: prove the packaged app in dist/ works, as a player would get it.

Runs the built executable (never the sources) with throw-away user folders and checks that
it reports its version; plays a headless game with exit code 0 and its assets and font;
lists both games and plays a headless Cursed Gifts game with its art and deck;
reads its settings from and writes its autosave and log to the per-user folders, and nothing
next to the executable; ends an unexpected error with exit code 1, the traceback in the log
and a message naming it; stays up showing its crash message when windowed; plays from
the downloadable archive unpacked; and, on Windows and macOS, installs and runs the setup
.exe or the .dmg as a player would (build/installcheck.py). Prints the figures (bundle
size, launch to first frame) and ends with "smoke: N passed, M failed".
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from collections.abc import Sequence
from pathlib import Path

import buildinfo as info
import crashcheck
import installcheck
import notices
from judge import (
    bundled_assets_dir,
    changes,
    fake_user_env,
    image_size,
    missing_assets,
    platform_config_dir,
    png_colours,
    snapshot,
)

STATS_KEYS = ("frames", "mean_ms", "p99_ms", "max_ms", "first_frame_s")
# Generous: the CPU seats think for real, and CI machines are shared.
GAME_TIMEOUT_S = 600


class Checks:
    """Counts and prints the outcome of each check."""

    def __init__(self) -> None:
        self.passed = 0
        self.failed = 0

    def check(self, ok: bool, what: str, detail: str = "") -> bool:
        if ok:
            self.passed += 1
            print(f"ok    {what}")
        else:
            self.failed += 1
            print(f"FAIL  {what}{': ' + detail if detail else ''}")
        return ok


def run(
    command: list[str], env: dict[str, str], cwd: Path, timeout: float = GAME_TIMEOUT_S
) -> tuple[subprocess.CompletedProcess[str], float]:
    """Run the packaged app; returns what it did and its wall time in seconds."""
    start = time.perf_counter()
    done = subprocess.run(
        command, env=env, cwd=cwd, capture_output=True, text=True, timeout=timeout
    )
    return done, time.perf_counter() - start


def game(
    exe: Path,
    out: Path,
    seats: str,
    seed: int,
    frames: int,
    headless: bool = True,
    game_id: str | None = None,
) -> list[str]:
    """The command line of an autoplay game writing its screenshot and figures into `out`."""
    out.mkdir(parents=True, exist_ok=True)
    return [
        str(exe),
        "--autoplay",
        *(["--game", game_id] if game_id else []),
        *(["--headless"] if headless else []),
        "--seats",
        seats,
        "--seed",
        str(seed),
        "--frames",
        str(frames),
        "--screenshot",
        str(out / "shot.png"),
        "--stats-json",
        str(out / "stats.json"),
    ]


def files_under(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())


def failure(done: subprocess.CompletedProcess[str]) -> str:
    return f"exit {done.returncode}\n{done.stdout[-2000:]}\n{done.stderr[-4000:]}"


def check_bundle(c: Checks, root: Path) -> None:
    size = info.du_bytes(root)
    print(f"figure: bundle {root} is {size:,} bytes ({size / 1e6:.1f} MB)")
    bundled = bundled_assets_dir(root)
    if c.check(bundled is not None, "the bundle holds the assets folder") and bundled:
        lacking = missing_assets(info.ROOT / "assets", bundled)
        c.check(
            not lacking, "every asset (art, sounds, font, licences) is bundled", ", ".join(lacking)
        )
        c.check(any(bundled.glob("fonts/*.ttf")), "the font is bundled")


def check_version(c: Checks, tmp: Path) -> None:
    # A windowed .exe has no stdout, so on Windows the console twin answers.
    env = fake_user_env(tmp / "version", redirect=True)
    done, _ = run([str(info.executable(console=True)), "--version"], env, tmp)
    c.check(
        done.returncode == 0 and info.version() in done.stdout + done.stderr,
        f"--version says {info.version()}",
        failure(done),
    )


def check_game(c: Checks, exe: Path, tmp: Path, seats: str, seed: int, frames: int) -> None:
    """A whole headless game, run from the app's own folder (as a double-click or the Start
    menu does) so that a file written "next to the executable" would show up there."""
    home, out = tmp / "home", tmp / "game"
    done, wall = run(
        game(exe, out, seats, seed, frames), fake_user_env(home, redirect=True), exe.parent
    )
    ok = c.check(done.returncode == 0, "a headless game exits with code 0", failure(done))
    stats = _stats(c, out / "stats.json", frames)
    c.check(
        (out / "shot.png").is_file() and png_colours(out / "shot.png") > 3,
        "the screenshot is a drawn PNG (art and text, not a blank window)",
    )
    written = files_under(home)
    c.check(
        any(w.startswith("data/") for w in written)
        and any(w.startswith("logs/") for w in written)
        and not any(w.endswith("autosave.json") for w in written),
        "the lock and the log went to SIEGE_DESKTOP_HOME's data/ and logs/; the demo left the "
        "player's autosave alone",
        str(written),
    )
    print(f"      user files: {', '.join(written) or '-'}")
    check_cpu_worker(c, home / "logs" / "siege-desktop.log", "the headless game")
    if ok and stats:
        print(
            f"figure: headless game of {frames} frames ({seats}): {wall:.2f} s wall, "
            f"first frame {stats['first_frame_s']:.3f} s, mean frame {stats['mean_ms']:.2f} ms, "
            f"p99 {stats['p99_ms']:.2f} ms"
        )


def check_cpu_worker(c: Checks, log: Path, what: str, hard: bool = False) -> None:
    """The CPU seats thought in the app's worker process (a child of the bundle started with
    multiprocessing's 'spawn', which a frozen app runs through `freeze_support`), a Hard
    seat among them if `hard`, nothing thought in the app instead, and no worker is left
    after the app quit."""
    text = log.read_text(encoding="utf-8", errors="replace") if log.is_file() else ""
    started = re.findall(r"CPU worker started \(pid (\d+)\)", text)
    closed = re.search(r"CPU worker closed after (\d+) answer\(s\).*\((.*)\); (\d+) thought", text)
    levels = closed.group(2) if closed else ""
    c.check(
        bool(started)
        and closed is not None
        and int(closed.group(1)) > 0
        and closed.group(3) == "0"
        and (not hard or re.search(r"\bhard [1-9]", levels) is not None),
        f"{what}: the CPU seats decided in the worker process{' (Hard too)' if hard else ''}, "
        "none in the app",
        "\n".join(line for line in text.splitlines() if "CPU" in line)[-800:],
    )
    alive = [pid for pid in started if _running(int(pid))]
    c.check(not alive, f"{what}: no CPU worker outlives the app", ", ".join(alive))


def _running(pid: int) -> bool:
    if sys.platform == "win32":
        done = subprocess.run(
            ["tasklist", "/FI", f"PID eq {pid}", "/NH"], capture_output=True, text=True
        )
        return str(pid) in done.stdout
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def check_hard_seat(c: Checks, exe: Path, tmp: Path, seed: int) -> None:
    """Two Hard seats, so that the first decision is a Hard one: it is searched in the worker
    process of the bundle (spawned through the frozen executable)."""
    home, out = tmp / "hardhome", tmp / "hard"
    done, wall = run(
        game(exe, out, "hard,hard", seed, 240), fake_user_env(home, redirect=True), exe.parent
    )
    c.check(
        done.returncode == 0, "a headless game of two Hard seats exits with code 0", failure(done)
    )
    check_cpu_worker(c, home / "logs" / "siege-desktop.log", "two Hard seats", hard=True)
    print(f"figure: headless game of two Hard seats, 240 frames: {wall:.2f} s wall")


def check_games(c: Checks, exe: Path, root: Path, tmp: Path, seed: int) -> None:
    """Every game of the app is in the bundle and plays: `--list-games` names both, and a
    headless Cursed Gifts game finds its art (assets/cursed/) and its deck (cards.json, read
    through importlib.resources from the package) and draws its table."""
    env = fake_user_env(tmp / "gameshome", redirect=True)
    done, _ = run([str(info.executable(console=True)), "--list-games"], env, tmp)
    ids = [line.split()[0] for line in done.stdout.splitlines() if line.strip()]
    c.check(
        done.returncode == 0 and {"gifts-under-siege", "cursed-gifts"} <= set(ids),
        "--list-games names gifts-under-siege and cursed-gifts",
        failure(done),
    )
    bundled = bundled_assets_dir(root)
    c.check(
        bundled is not None and any((bundled / "cursed").glob("*.svg")),
        "the bundle holds Cursed Gifts' art (assets/cursed/)",
    )
    decks = [p for p in root.rglob("cards.json") if p.parent.parts[-2:] == ("cursed", "rules")]
    c.check(bool(decks), "the bundle holds Cursed Gifts' deck (games/cursed/rules/cards.json)")
    out, frames = tmp / "cursed", 120
    command = game(exe, out, "medium,easy,hard", seed, frames, game_id="cursed-gifts")
    done, wall = run(command, env, exe.parent)
    c.check(done.returncode == 0, "a headless Cursed Gifts game exits with code 0", failure(done))
    stats = _stats(c, out / "stats.json", frames)
    c.check(
        (out / "shot.png").is_file() and png_colours(out / "shot.png") > 3,
        "its screenshot is a drawn PNG (the Cursed Gifts table, not a blank window)",
    )
    log = tmp / "gameshome" / "logs" / "siege-desktop.log"
    text = log.read_text(encoding="utf-8", errors="replace") if log.is_file() else ""
    c.check("Traceback" not in text, "its log holds no error", text[-800:])
    check_cpu_worker(c, log, "Cursed Gifts")
    if stats:
        print(f"figure: headless Cursed Gifts game of {frames} frames: {wall:.2f} s wall")


def check_platform_folders(c: Checks, exe: Path, tmp: Path, seats: str, seed: int) -> None:
    """Without the redirection the folders come from platformdirs, under the user's home.

    The run is not headless (a window on SDL's dummy driver), so it reads the player's
    settings: a settings file with an odd window size placed in the per-user config folder
    must give a screenshot of that size. Windows asks the shell for AppData rather than
    reading $HOME, so there the file goes where SIEGE_DESKTOP_HOME points instead.
    """
    home = tmp / "fakehome"
    home.mkdir()
    redirect = info.os_tag() == "windows"
    env = fake_user_env(home, redirect=redirect)
    config = home / "config" if redirect else platform_config_dir(home)
    config.mkdir(parents=True)
    (config / "settings.json").write_text(json.dumps({"window_size": [1000, 600]}))
    out = tmp / "windowed"
    # Short timeout: should this run fail, the crash screen would wait for a click forever.
    done, _ = run(game(exe, out, seats, seed, 30, headless=False), env, exe.parent, 120)
    c.check(
        done.returncode == 0, "a windowed game on the platform's folders exits 0", failure(done)
    )
    shot_size = image_size(out / "shot.png")
    c.check(
        shot_size == (1000, 600),
        "it read its settings from the per-user config folder",
        f"window {shot_size}, settings at {config}",
    )
    written = files_under(home)
    made = [w for w in written if not w.endswith("settings.json")]  # that one is ours
    c.check(len(made) >= 2, "it wrote its lock and log under the user's home", str(written))
    print(f"      user files: {', '.join(written) or '-'}")


def check_crash(c: Checks, exe: Path, tmp: Path, seats: str) -> None:
    """An unexpected error (the stats file's path is a folder) must end with exit code 1,
    the traceback in the per-user log file and a message naming that file."""
    home, out = tmp / "crashhome", tmp / "crash"
    command = game(exe, out, seats, 1, 3)
    (out / "stats.json").mkdir()
    done, _ = run(command, fake_user_env(home, redirect=True), exe.parent)
    log = home / "logs" / "siege-desktop.log"
    text = log.read_text(encoding="utf-8", errors="replace") if log.is_file() else ""
    c.check(done.returncode == 1, "an unexpected error exits with code 1", failure(done))
    c.check(
        "Traceback" in text, "its traceback is in the per-user log file", f"{log}: {text[-800:]!r}"
    )
    if info.os_tag() != "windows":  # the windowed .exe has no stderr to read
        c.check(str(log) in done.stderr, "the message names the log file", done.stderr[-800:])


def check_windowed_crash(c: Checks, tmp: Path, seats: str) -> None:
    """A windowed app whose art is broken: the error is logged and its message stays up."""
    root = info.app_root()
    assets = bundled_assets_dir(root)
    broken = crashcheck.BROKEN_ASSET
    if assets is None or not c.check(
        assets.joinpath(*broken).exists(), f"the bundle has {'/'.join(broken)} to break"
    ):
        return
    copy = crashcheck.break_copy(root, tmp / "broken" / root.name, assets)
    exe = copy / info.executable().relative_to(root)
    home = tmp / "brokenhome"
    command = [str(exe), "--autoplay", "--seats", seats, "--seed", "2"]
    log = home / "logs" / "siege-desktop.log"
    result = crashcheck.run_broken(
        command, fake_user_env(home, redirect=True), log, tmp / "crash-screen.png"
    )
    screen = "a virtual X screen" if result.screenshot else "the dummy video driver"
    c.check(
        crashcheck.LOGGED in result.log_text and "Traceback" in result.log_text,
        f"a windowed app's error goes to the per-user log ({screen})",
        result.log_text[-800:],
    )
    c.check(result.alive_after_error, "it stays up showing its message instead of vanishing")
    if result.screenshot is not None:
        c.check(png_colours(result.screenshot) > 1, "the message is drawn on the screen")
        c.check(result.exit_code == 1, "Esc closes it with exit code 1", str(result.exit_code))


def time_launches(c: Checks, exe: Path, tmp: Path, seats: str, launches: int) -> None:
    """Launch to first frame: one-frame runs, timed inside (first_frame_s) and outside."""
    walls, firsts = [], []
    env = fake_user_env(tmp / "launchhome", redirect=True)
    for i in range(launches):
        out = tmp / f"launch{i}"
        done, wall = run(game(exe, out, seats, 1, 1), env, exe.parent)
        if done.returncode == 0 and (out / "stats.json").is_file():
            walls.append(wall)
            firsts.append(float(json.loads((out / "stats.json").read_text())["first_frame_s"]))
    if c.check(len(walls) == launches, f"{launches} one-frame launches exit 0") and walls:
        print(
            f"figure: launch to first frame (median of {launches}): first_frame_s "
            f"{statistics.median(firsts):.3f} s, whole process {statistics.median(walls):.3f} s"
        )


def unpack(archive: Path, dest: Path) -> None:
    """Unpack a package as a player would (ditto on macOS keeps the bundle's links)."""
    if archive.name.endswith(".tar.gz"):
        with tarfile.open(archive) as tar:
            tar.extractall(dest, filter="tar")
    elif info.os_tag() == "macos":
        subprocess.run(["ditto", "-x", "-k", str(archive), str(dest)], check=True)
    else:
        with zipfile.ZipFile(archive) as zf:
            zf.extractall(dest)


def check_download(c: Checks, tmp: Path, seats: str) -> None:
    """The downloadable archive itself, unpacked elsewhere, plays a short game."""
    stem = info.package_stem()
    archive = info.OUT / (f"{stem}.tar.gz" if info.os_tag() == "linux" else f"{stem}.zip")
    fresh = archive.is_file() and archive.stat().st_mtime >= info.executable().stat().st_mtime
    if not c.check(fresh, f"{archive.name} is built from this app", "run build/build.py"):
        return
    dest = tmp / "unpacked"
    unpack(archive, dest)
    tag = info.os_tag()
    if tag == "macos":
        exe = dest / info.MAC_APP / "Contents" / "MacOS" / info.NAME
    else:
        exe = dest / stem / (f"{info.NAME}.exe" if tag == "windows" else info.NAME)
    if tag == "linux":
        extras = ["siege-desktop.desktop", "install-desktop-entry.sh", "siege-desktop.png"]
        extras.append("io.github.siegedesktop.SiegeDesktop.metainfo.xml")
        lacking = [e for e in extras if not (dest / stem / e).is_file()]
        c.check(
            not lacking,
            "the archive has the .desktop file, icon, menu installer and AppStream metadata",
            str(lacking),
        )
    out = tmp / "unpacked-game"
    env = fake_user_env(tmp / "unpacked-home", redirect=True)
    done, _ = run(game(exe, out, seats, 3, 5), env, exe.parent)
    c.check(
        done.returncode == 0 and (out / "stats.json").is_file(),
        f"the app unpacked from {archive.name} plays a headless game",
        failure(done),
    )


def check_installers(c: Checks, tmp: Path, seats: str) -> None:
    """The Windows setup .exe and the macOS .dmg, installed and run (on their own OS)."""
    stem = info.package_stem()

    def play(exe: Path, where: Path) -> tuple[bool, str]:
        check_notices(c, installed_root(exe), "the installed app")
        out = where / "game"
        env = fake_user_env(where / "home", redirect=True)
        done, _ = run(game(exe, out, seats, 4, 5), env, exe.parent)
        return done.returncode == 0 and (out / "stats.json").is_file(), failure(done)

    tag = info.os_tag()
    if tag == "windows":
        setup = info.OUT / f"{stem}-setup.exe"
        if c.check(setup.is_file(), f"{setup.name} is built"):
            installcheck.windows_installer(c, setup, tmp, play)
        env = fake_user_env(tmp / "dpihome", redirect=True)
        installcheck.windows_dpi_awareness(c, info.executable(), env)
    elif tag == "macos":
        dmg = info.OUT / f"{stem}.dmg"
        if c.check(dmg.is_file(), f"{dmg.name} is built"):
            installcheck.macos_dmg(c, dmg, tmp, play)


def installed_root(exe: Path) -> Path:
    """The whole app around its executable: the .app on macOS, the exe's folder elsewhere."""
    return exe.parents[2] if exe.parent.name == "MacOS" else exe.parent


def check_notices(c: Checks, root: Path, what: str) -> None:
    """`root` (an app folder or .app, built, unpacked or installed) carries our LICENSE and
    THIRD-PARTY-NOTICES.txt of this version with every component's text, and every binary
    in it belongs to a component whose notice is there (build/notices.py)."""
    found = sorted(root.rglob(notices.FILE_NAME), key=lambda p: len(p.parts))
    if not c.check(bool(found), f"{what} holds {notices.FILE_NAME}", str(root)):
        return
    text = found[0].read_text(encoding="utf-8", errors="replace")
    components = notices.load()
    c.check(
        text.startswith(f"Siege Desktop {info.version()}:"),
        f"its notices are this version's ({info.version()})",
        text[:80],
    )
    lacking = notices.missing_sections(text, components)
    c.check(not lacking, f"they hold all {len(components)} components' texts", ", ".join(lacking))
    ours = [p for p in root.rglob("LICENSE") if p.is_file()]
    c.check(
        any("The Siege Desktop authors" in p.read_text(encoding="utf-8") for p in ours),
        f"{what} holds our LICENSE (MIT)",
    )
    count = sum(1 for _ in notices.binaries(root))
    problems = notices.unclaimed(root, text, components)
    c.check(
        not problems and count > 0,
        f"each of its {count} binaries belongs to a component with a notice",
        "; ".join(problems[:20]),
    )


def check_package_notices(c: Checks, tmp: Path) -> None:
    """The downloadable archive, unpacked: the notices beside the executable (Linux,
    Windows) or inside the .app (macOS), where a player looks."""
    stem = info.package_stem()
    archive = info.OUT / (f"{stem}.tar.gz" if info.os_tag() == "linux" else f"{stem}.zip")
    if not c.check(archive.is_file(), f"{archive.name} is built", "run build/build.py"):
        return
    dest = tmp / "unpacked-notices"
    unpack(archive, dest)
    if info.os_tag() == "macos":
        check_notices(c, dest / info.MAC_APP, archive.name)
        return
    top = dest / stem
    beside = [n for n in ("LICENSE", notices.FILE_NAME) if not (top / n).is_file()]
    c.check(not beside, f"{archive.name} has LICENSE and {notices.FILE_NAME} on top", str(beside))
    check_notices(c, top, archive.name)


def smoke(frames: int, seats: str, seed: int, launches: int, packages: bool) -> Checks:
    c = Checks()
    exe, root = info.executable(), info.app_root()
    if not c.check(exe.is_file(), f"packaged app at {exe}", "run `python build/build.py` first"):
        return c
    check_bundle(c, root)
    check_notices(c, root, "the app")
    before = snapshot(root)
    with tempfile.TemporaryDirectory(prefix="siege-smoke-") as tmp_name:
        tmp = Path(tmp_name)
        check_version(c, tmp)
        check_game(c, exe, tmp, seats, seed, frames)
        check_hard_seat(c, exe, tmp, seed)
        check_games(c, exe, root, tmp, seed)
        check_platform_folders(c, exe, tmp, seats, seed + 1)
        check_crash(c, exe, tmp, seats)
        check_windowed_crash(c, tmp, seats)
        time_launches(c, exe, tmp, seats, launches)
        if packages:
            check_download(c, tmp, seats)
            check_package_notices(c, tmp)
            check_installers(c, tmp, seats)
    lines = changes(before, snapshot(root))
    c.check(not lines, "nothing was written next to the executable", "; ".join(lines[:20]))
    return c


def _stats(c: Checks, path: Path, frames: int) -> dict[str, float] | None:
    try:
        stats = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        c.check(False, "the stats JSON is written", str(exc))
        return None
    good = isinstance(stats, dict) and all(
        isinstance(stats.get(k), int | float) for k in STATS_KEYS
    )
    if not c.check(good, f"the stats JSON has {', '.join(STATS_KEYS)}", repr(stats)):
        return None
    c.check(stats["frames"] == frames, f"it drew {frames} frames", f"drew {stats['frames']}")
    return {k: float(stats[k]) for k in STATS_KEYS}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python build/smoke.py", description=__doc__)
    parser.add_argument("--frames", type=int, default=240, help="frames of the long game")
    parser.add_argument("--seats", default="hard,medium,easy,easy", help="CPU seats")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--launches", type=int, default=3, help="timed one-frame launches")
    parser.add_argument(
        "--app-only", action="store_true", help="check dist/ only, not the packages in build/out/"
    )
    args = parser.parse_args(argv)
    c = smoke(args.frames, args.seats, args.seed, args.launches, not args.app_only)
    print(f"smoke: {c.passed} passed, {c.failed} failed")
    return 1 if c.failed else 0


if __name__ == "__main__":
    sys.exit(main())
