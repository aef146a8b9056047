"""The arena: entrants, seat rotation, fractional wins, the Wilson interval and the JSON."""

from __future__ import annotations

import json
import statistics

import pytest

from siege_desktop.arena import parse_seats, play_game, summarize, wilson
from siege_desktop.arena.__main__ import main
from siege_desktop.arena.games import GameResult
from siege_desktop.arena.tally import render


def test_entrants_and_budgets_are_read() -> None:
    specs = parse_seats("hard:0.5s,medium,medium,hard:300i")
    assert [s.label for s in specs] == ["hard:0.5s", "medium", "medium#2", "hard:300i"]
    assert specs[0].time_budget == 0.5 and specs[0].iterations is None
    assert specs[3].iterations == 300 and specs[3].time_budget is None
    for bad in ("hard,grandmaster", "medium:3s,easy", "hard:fast,medium", "hard", "hard:0s,easy"):
        with pytest.raises(ValueError):
            parse_seats(bad)


def test_seats_rotate_so_each_entrant_moves_first_in_turn() -> None:
    specs = parse_seats("medium,easy,easy")
    games = [play_game(specs, i, seed=40) for i in range(3)]
    assert sorted(g.first for g in games) == [0, 1, 2]
    for g in games:
        assert sum(g.wins) == pytest.approx(1.0)
        assert g.rounds is not None and g.rounds >= 1 and g.actions > g.turns
        assert all(t >= 0 for times in g.think for t in times)


def test_a_shared_win_is_a_fractional_win() -> None:
    specs = parse_seats("easy,medium")
    shared = GameResult(1, 0, (5, 5), (0.5, 0.5), ((), ()), 30, 60, 130)
    won = GameResult(2, 1, (7, 3), (1.0, 0.0), ((0.1,), (0.2, 0.3)), 30, 60, 130)
    report = summarize(specs, [shared, won])
    assert report["agents"]["easy"]["win_share"] == pytest.approx(0.75)
    assert report["agents"]["medium"]["win_share"] == pytest.approx(0.25)
    assert report["agents"]["medium"]["think_max_s"] == pytest.approx(0.3)
    assert report["agents"]["easy"]["mean_score"] == pytest.approx(6.0)


def test_wilson_interval() -> None:
    low, high = wilson(70, 100)
    assert low == pytest.approx(0.6041, abs=1e-3)
    assert high == pytest.approx(0.7810, abs=1e-3)
    assert wilson(0, 10)[0] == pytest.approx(0.0)
    assert wilson(10, 10)[1] == pytest.approx(1.0)


def test_the_command_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--seats", "medium,easy", "--games", "2", "--seed", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and report["ci_method"] == "wilson95"
    for name in ("medium", "easy"):
        agent = report["agents"][name]
        for key in ("win_share", "mean_score", "think_mean_s", "think_p95_s", "think_max_s"):
            assert isinstance(agent[key], float)
        assert len(agent["ci95"]) == 2
    assert sum(a["win_share"] for a in report["agents"].values()) == pytest.approx(1.0)


def test_bad_flags_exit_with_usage(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--seats", "medium", "--games", "2"])
    assert exit_info.value.code == 2
    assert "usage" in capsys.readouterr().err


def test_cursed_game_length_comes_from_its_rules_in_turns_and_rounds() -> None:
    specs = parse_seats("easy,easy,easy")
    games = [play_game(specs, i, seed=11, game_id="cursed-gifts") for i in range(2)]
    for g in games:
        # Every seat has a turn in a round, and seats only go out, so a round is 1 to 3 turns.
        assert g.rounds is not None and 1 <= g.rounds <= g.turns <= 3 * g.rounds
        assert g.actions >= g.turns
    report = summarize(specs, games)
    assert report["rounds_median"] == statistics.median(g.rounds or 0 for g in games)
    text = render({**report, "game": "cursed-gifts"})
    assert "0.0 rounds" not in text and f"{report['turns_median']:g} turns" in text


def test_a_game_without_rounds_reports_turns_and_actions_only() -> None:
    specs = parse_seats("easy,medium")
    games = [
        GameResult(1, 0, (5, 5), (0.5, 0.5), ((), ()), None, 9, 40),
        GameResult(2, 1, (7, 3), (1.0, 0.0), ((), ()), None, 12, 50),
        GameResult(3, 0, (7, 3), (1.0, 0.0), ((), ()), None, 30, 90),
    ]
    report = summarize(specs, games)
    assert "rounds_median" not in report and "rounds_mean" not in report
    assert report["turns_median"] == 12 and report["turns_mean"] == pytest.approx(17.0)
    assert render(report).endswith(
        "game length, median: 12 turns (mean 17.0), 50 actions (mean 60.0)"
    )


def test_the_first_seat_share_counts_whoever_moved_first() -> None:
    specs = parse_seats("easy,medium")
    games = [
        GameResult(1, 0, (0, 9), (1.0, 0.0), ((), ()), None, 9, 40),
        GameResult(2, 1, (9, 0), (0.0, 1.0), ((), ()), None, 9, 40),
        GameResult(3, 1, (0, 9), (1.0, 0.0), ((), ()), None, 9, 40),
        GameResult(4, 0, (3, 3), (0.5, 0.5), ((), ()), None, 9, 40),
    ]
    report = summarize(specs, games)
    assert report["first_seat_win_share"] == pytest.approx(2.5 / 4)
    assert "the seat that moved first won 62.5%" in render(report)


def test_a_table_rule_changes_the_arena_games(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--game", "cursed-gifts", "--seats", "medium,medium", "--games", "1", "--json"]
    assert main([*argv, "--rule", "first_dealt_six=true"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["table_rules"] == {"first_dealt_six": True}
    short = play_game(parse_seats("medium,medium"), 0, 5, "cursed-gifts", {"first_dealt_six": True})
    plain = play_game(parse_seats("medium,medium"), 0, 5, "cursed-gifts")
    assert (short.actions, short.scores) != (plain.actions, plain.scores)
    with pytest.raises(SystemExit):
        main([*argv, "--rule", "no_such_rule=1"])
    assert "unknown configuration keys: no_such_rule" in capsys.readouterr().err


def test_the_report_counts_how_the_games_ended() -> None:
    specs = parse_seats("easy,medium")
    games = [
        GameResult(1, 0, (5, 5), (0.5, 0.5), ((), ()), 20, 40, 90, "round-limit"),
        GameResult(2, 1, (7, 3), (1.0, 0.0), ((), ()), 8, 16, 50, "threshold"),
        GameResult(3, 0, (7, 3), (1.0, 0.0), ((), ()), 9, 18, 55, "threshold"),
    ]
    report = summarize(specs, games)
    assert report["endings"] == {"threshold": 2, "round-limit": 1}
    assert render(report).endswith("how the games ended: threshold 2, round-limit 1")


def test_a_played_game_records_its_own_ending() -> None:
    # Seeded Easy games of Lands of the Summoners: one seat wiped out, others to the
    # threshold; every ending is one of the game's own ids.
    games = [play_game(parse_seats("easy,easy"), i, 7, "summoner-lands") for i in range(3)]
    assert {g.ending for g in games} <= {"threshold", "last-standing", "round-limit"}
    assert {g.ending for g in games} == {"threshold", "last-standing"}
    report = summarize(parse_seats("easy,easy"), games)
    assert sum(report["endings"].values()) == len(games)
