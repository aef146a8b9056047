"""The `siege-desktop` command line: --version, usage errors, and the headless autoplay mode."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from siege_desktop import __version__
from siege_desktop.app import main as cli

REPO = Path(__file__).resolve().parents[2]


def test_version_prints_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        cli.main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"siege-desktop {__version__}"


@pytest.mark.parametrize(
    "argv",
    [
        ["--bogus"],
        ["--windowed-size", "big"],
        ["--seats", "hard"],
        ["--seats", "hard,genius"],
        ["--seats", ","],
        ["--seats", ",".join(["easy"] * 9)],
        ["--game", "cursed-gifts", "--seats", "medium"],
        ["--frames", "0"],
        ["--seed", "x"],
    ],
)
def test_a_bad_flag_prints_usage_and_exits_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as done:
        cli.main(argv)
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: siege-desktop")
    assert "error:" in err


@pytest.mark.parametrize(
    ("game", "name"), [("gifts-under-siege", "Gifts Under Siege"), ("cursed-gifts", "Cursed Gifts")]
)
def test_the_seat_count_is_the_chosen_games(
    game: str, name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as done:
        cli.main(["--game", game, "--autoplay", "--seats", ",".join(["easy"] * 9)])
    assert done.value.code == 2
    assert f"--seats: {name} has 2 to 8 seats, not 9" in capsys.readouterr().err


def test_seat_names_count_each_level() -> None:
    assert cli.seat_names(["hard", "medium", "medium", "easy"]) == (
        "Hard 1",
        "Medium 1",
        "Medium 2",
        "Easy 1",
    )


def test_frame_stats_figures() -> None:
    stats = cli.frame_stats([float(i) for i in range(1, 101)], 0.5)
    assert stats == {
        "frames": 100,
        "mean_ms": 50.5,
        "p99_ms": 100.0,
        "max_ms": 100.0,
        "first_frame_s": 0.5,
    }


def test_headless_autoplay_writes_a_screenshot_and_stats(tmp_path: Path, siege_home: Path) -> None:
    shot, stats = tmp_path / "last.png", tmp_path / "stats.json"
    env = dict(os.environ, SIEGE_DESKTOP_HOME=str(siege_home), SDL_VIDEODRIVER="x11")
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "siege_desktop",
            "--autoplay",
            "--headless",
            "--seats",
            "easy,medium,easy",
            "--seed",
            "5",
            "--frames",
            "45",
            "--screenshot",
            str(shot),
            "--stats-json",
            str(stats),
        ],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    figures = json.loads(stats.read_text(encoding="utf-8"))
    assert set(figures) == {"frames", "mean_ms", "p99_ms", "max_ms", "first_frame_s"}
    assert figures["frames"] == 45
    assert 0 < figures["mean_ms"] <= figures["p99_ms"] <= figures["max_ms"]
    assert 0 < figures["first_frame_s"] < 60
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
    colours = {tuple(image.get_at((x, y)))[:3] for x in range(0, 1280, 9) for y in range(0, 720, 9)}
    assert len(colours) > 50  # a drawn table, not a blank frame
    assert (siege_home / "logs" / "siege-desktop.log").is_file()


def test_an_unexpected_error_exits_1_with_the_log_path(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], siege_home: Path
) -> None:
    from siege_desktop.app.menus.title import TitleScene

    def explode(self: TitleScene, dt: float) -> None:
        raise RuntimeError("the title fell over")

    monkeypatch.setattr(TitleScene, "update", explode)
    assert cli.main(["--headless", "--frames", "3"]) == 1
    err = capsys.readouterr().err
    assert "RuntimeError: the title fell over" in err
    log = siege_home / "logs" / "siege-desktop.log"
    assert str(log) in err
    assert "the title fell over" in log.read_text(encoding="utf-8")


def test_headless_menus_run_in_process(tmp_path: Path) -> None:
    shot = tmp_path / "title.png"
    assert cli.main(["--headless", "--frames", "2", "--screenshot", str(shot)]) == 0
    assert pygame.image.load(str(shot)).get_size() == (1280, 720)


def test_a_windowed_run_remembers_its_settings(siege_home: Path) -> None:
    from siege_desktop.app.settings import load_settings

    assert cli.main(["--frames", "3"]) == 0
    settings, problem = load_settings()
    assert problem is None
    assert (siege_home / "config" / "settings.json").is_file()
    w, h = settings.window_size
    assert abs(w / h - 16 / 9) < 0.01  # the first window has the design's shape


def test_a_damaged_settings_file_does_not_stop_the_app(siege_home: Path) -> None:
    config = siege_home / "config"
    config.mkdir(parents=True)
    (config / "settings.json").write_text("[1, 2", encoding="utf-8")
    assert cli.main(["--frames", "2", "--windowed-size", "1024x576"]) == 0
    assert len(list(config.glob("settings.json.damaged-*"))) == 1


def test_a_damaged_settings_file_does_not_greet_the_player_as_new(siege_home: Path) -> None:
    config = siege_home / "config"
    config.mkdir(parents=True)
    (config / "settings.json").write_text('{"volume": 0.5, gar', encoding="utf-8")
    assert cli.main(["--frames", "2", "--windowed-size", "1024x576"]) == 0
    said = (siege_home / "logs" / "siege-desktop.log").read_text(encoding="utf-8")
    assert "The settings file was damaged" in said  # told once, clearly
    assert "New here?" not in said  # not offered the first-start tutorial as if new


def test_a_windowed_crash_logs_and_shows_its_message(
    monkeypatch: pytest.MonkeyPatch, siege_home: Path
) -> None:
    from siege_desktop.app import crash
    from siege_desktop.app.art import Art

    def missing(self: Art, size: tuple[int, int]) -> pygame.Surface:
        raise FileNotFoundError("assets/table/felt.svg")

    shown: list[str] = []

    def close_after_one_frame(self: crash.CrashScene, dt: float) -> None:
        shown.append(self.text)
        self.app.quit()

    monkeypatch.setattr(Art, "felt", missing)
    monkeypatch.setattr(crash.CrashScene, "update", close_after_one_frame)
    assert cli.main(["--frames", "5"]) == 1  # a window, not --headless
    assert shown and "felt.svg" in shown[0] and "siege-desktop.log" in shown[0]
    log = (siege_home / "logs" / "siege-desktop.log").read_text(encoding="utf-8")
    assert "unexpected error" in log and "Traceback" in log
