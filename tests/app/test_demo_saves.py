"""A CPU demo (`--autoplay`) never touches the player's autosave, its generations or the
history of finished games, unless it is asked to keep itself (`--save-to PATH`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from history_helpers import finished
from shell_helpers import make_app, played_session

from siege_desktop.app import history, saves
from siege_desktop.app import main as cli
from siege_desktop.app.table.gameover import GameOverScene

DEMO = ["--autoplay", "--headless", "--frames", "200", "--seats", "easy,easy", "--seed", "3"]


def _player_files(home: Path) -> dict[str, bytes]:
    data = home / "data"
    return {
        p.relative_to(home).as_posix(): p.read_bytes()
        for p in data.rglob("*")
        if p.is_file() and not p.name.endswith(".lock")
    }


def test_three_demos_leave_the_players_autosave_and_history_alone(siege_home: Path) -> None:
    writer = saves.Autosaver()
    writer.write(played_session(4, seed=3))
    writer.write(played_session(60, seed=3))  # a later round: an earlier generation is kept
    before = _player_files(siege_home)
    assert len(before) == 2
    for _ in range(3):
        assert cli.main(DEMO) == 0
    assert _player_files(siege_home) == before
    assert saves.list_saves()[0].name == "Autosave"
    assert not history.History().records()


def test_save_to_keeps_the_demo_in_its_own_file(siege_home: Path, tmp_path: Path) -> None:
    saves.Autosaver().write(played_session(4, seed=3))
    before = _player_files(siege_home)
    own = tmp_path / "demo" / "watched.json"
    assert cli.main([*DEMO, "--save-to", str(own)]) == 0
    demo = saves.read_save(own)
    assert [s.kind for s in demo.seats] == ["easy", "easy"] and demo.seed == 3
    assert demo.actions  # the CPU seats played
    assert _player_files(siege_home) == before


def test_a_finished_demo_enters_no_history_and_no_autosave(siege_home: Path) -> None:
    app = make_app()
    try:
        game = finished(2, seed=8)
        game.demo = True
        app.start_game(game)
        GameOverScene(app, game)
        app.flush_autosave()
        assert not history.History().records()
        assert not saves.autosave_path().exists()
        over = GameOverScene(app, game)
        over.play_again()  # another demo: still not the player's
        app.flush_autosave()
        assert not saves.autosave_path().exists()
        game.demo = False  # the same game played by the player is theirs
        GameOverScene(app, game)
        assert len(history.History().records()) == 1
    finally:
        app.shutdown()


@pytest.mark.parametrize("flag", [["--seed", "4"], ["--seats", "easy,hard"], ["--save-to", "x"]])
def test_demo_flags_without_autoplay_are_refused_with_usage(
    flag: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as done:
        cli.main(flag)
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: siege-desktop")
    assert f"{flag[0]}: only with --autoplay" in err
