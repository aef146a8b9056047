"""`siege-desktop --list-games` and `--game ID`: the headless app plays the chosen game and
refuses an unknown one with usage help."""

from __future__ import annotations

import pytest

from siege_desktop.app import main as cli
from siege_desktop.core.registry import GAMES, all_games


def test_list_games_prints_them_and_exits(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--list-games"]) == 0
    out = capsys.readouterr().out
    assert all(game_id in out for game_id in GAMES)


def test_help_names_the_app_and_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        cli.main(["--help"])
    assert done.value.code == 0
    out = " ".join(capsys.readouterr().out.split())  # argparse wraps the description
    assert "Siege Desktop" in out
    assert all(spec.name in out for spec in all_games())


def test_an_unknown_game_prints_usage_and_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        cli.main(["--game", "no-such-game", "--autoplay", "--headless"])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert "usage" in err and "gifts-under-siege" in err


def test_the_autoplay_session_is_of_the_chosen_game() -> None:
    session = cli.autoplay_session(("easy", "medium"), 4, "gifts-under-siege")
    assert session.game == "gifts-under-siege"
    assert session.to_dict()["game"] == "gifts-under-siege"
    assert cli.autoplay_session(("easy", "hard"), 4).game == "gifts-under-siege"


def test_headless_autoplay_of_a_named_game_runs() -> None:
    argv = ["--game", "gifts-under-siege", "--autoplay", "--headless", "--seats", "easy,easy"]
    assert cli.main([*argv, "--seed", "2", "--frames", "30"]) == 0
