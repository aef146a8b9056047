"""The simulator and the arena choose their game with `--game ID`, list the games with
`--list-games`, and answer an unknown id with usage help; Gifts Under Siege plays the same
games through the protocol as through its engine."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from siege_desktop import simulate
from siege_desktop.arena.__main__ import main as arena_main
from siege_desktop.core.registry import GAMES, GameSpec, find_game
from siege_desktop.games.gifts.rules import GameConfig
from siege_desktop.games.gifts.rules import simulate as engine_simulate

FRONT_ENDS = [simulate.main, arena_main]


@pytest.mark.parametrize("main", FRONT_ENDS)
def test_list_games_prints_every_game(main: object, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--list-games"]) == 0  # type: ignore[operator]
    out = capsys.readouterr().out
    for game_id in GAMES:
        assert game_id in out
        assert find_game(game_id).name in out


@pytest.mark.parametrize(
    ("main", "extra"), [(simulate.main, ["--games", "1"]), (arena_main, ["--seats", "easy,easy"])]
)
def test_an_unknown_game_gets_usage_help(
    main: object, extra: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--game", "no-such-game", *extra])  # type: ignore[operator]
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "usage" in err and "no-such-game" in err and "gifts-under-siege" in err


def test_the_simulator_plays_the_engines_games() -> None:
    spec = find_game("gifts-under-siege")
    config = GameConfig(players=3, round_limit=12)
    for seed in range(3):
        new = simulate.play_random_game(spec, config, seed)
        old = engine_simulate.play_random_game(config, seed)
        assert (new.actions, new.rounds, new.reason, new.decided_by, new.scores) == (
            old.actions,
            old.rounds,
            old.reason,
            old.decided_by,
            old.scores,
        )
        assert new.decisions == old.turns


def test_the_simulator_takes_table_rules(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--game", "gifts-under-siege", "--players", "2", "--games", "2"]
    assert simulate.main([*args, "--rule", "round_limit=3"]) == 0
    assert "rounds per game:   mean 3.0" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        simulate.main([*args, "--rule", "round_limit=0"])
    assert "round limit" in capsys.readouterr().err


def test_the_simulator_counts_cursed_gifts_turns_and_rounds(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Cursed Gifts' result has no rounds; its length comes from Rules.length, and its best
    # score is the lowest (cursed points), so a game won by elimination has a margin.
    spec = find_game("cursed-gifts")
    record = simulate.play_random_game(spec, spec.rules.default_config(3), 5)
    length = spec.rules.length(_final(spec, 3, 5))
    assert (record.turns, record.rounds) == (length.turns, length.rounds) and record.rounds > 0
    assert simulate.main(["--game", "cursed-gifts", "--players", "3", "--games", "3"]) == 0
    out = capsys.readouterr().out
    assert "rounds per game:" in out and "turns per game:" in out
    best = out.split("best score:", 1)[1].split("\n", 1)[0]
    assert "max 10" not in best  # the winner is never the seat at 10


def _final(spec: GameSpec, players: int, seed: int) -> object:
    """The last state of the simulator's random game with this seed (the same choices)."""
    rules = spec.rules
    chooser = random.Random(seed)
    state = rules.new_game(rules.default_config(players), seed)
    while not rules.is_over(state):
        state = rules.apply_unchecked(state, chooser.choice(rules.legal_actions(state)))
    return state


def test_the_arena_reports_its_game(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--game", "gifts-under-siege", "--seats", "easy,easy", "--games", "1", "--json"]
    assert arena_main(argv) == 0
    assert json.loads(capsys.readouterr().out)["game"] == "gifts-under-siege"


def test_the_new_simulator_entry_point_runs() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "siege_desktop.simulate", "--players", "2", "--games", "2"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "2 random games of Gifts Under Siege, 2 players" in done.stdout
