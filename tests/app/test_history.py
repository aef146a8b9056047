"""The history of finished games: kept once, pruned to its limits, statistics that survive a
restart and damaged files, and replays that reproduce every position after a reload."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from history_helpers import finished

from siege_desktop.app import history, summary
from siege_desktop.app.history import History, HistoryError, Stats, Tally
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.games.gifts.rules import GameConfig, standings


def test_a_finished_game_is_kept_once_and_reloads_to_every_same_position() -> None:
    game = finished(3, seed=7)
    store = History()
    path = store.record(game)
    assert path is not None and path.parent == history.history_dir()
    assert store.record(game) is None  # the same game again: not kept twice
    [record] = store.records()
    assert record.seats == (("Ann", "human"), ("Bo", "easy"), ("Cy", "medium"))
    assert record.actions == len(game.actions)
    assert record.game == history.DEFAULT_GAME
    again = history.load_session(record)
    assert again.actions == game.actions and again.seed == game.seed
    before, after = summary.timeline(game), summary.timeline(again)
    assert before.states == after.states
    # Every position of the reloaded game is the one the live game passed through.
    for k in range(0, len(game.actions) + 1, 17):
        prefix = GameSession(game.config, game.seed, game.seats, game.actions[:k])
        assert after.states[k] == prefix.state


def test_an_unfinished_game_is_refused_and_nothing_is_written() -> None:
    seats = (SeatSpec("Ann", "human"), SeatSpec("Bo", "easy"))
    with pytest.raises(HistoryError, match="finished"):
        History().record(GameSession(GameConfig(players=2), 3, seats))
    assert not history.history_dir().exists()


def test_statistics_count_each_level_and_seat_count_and_survive_a_restart() -> None:
    a, b = finished(3, seed=7), finished(2, seed=8)
    History().record(a)
    History().record(b)
    stats = History().stats().of(history.DEFAULT_GAME)  # a new store reads the last's file
    ra, rb = standings(a.state), standings(b.state)
    wins = int(0 in ra.winners) + int(0 in rb.winners)
    assert stats.by_seats[3] == Tally(1, int(0 in ra.winners), ra.scores[0])
    assert stats.by_seats[2] == Tally(1, int(0 in rb.winners), rb.scores[0])
    assert stats.by_level["easy"].games == 2  # both games had an Easy seat
    assert stats.by_level["medium"] == stats.by_seats[3]  # only the 3-seat game had Medium
    assert "hard" not in stats.by_level
    assert stats.total.games == 2 and stats.total.wins == wins


def test_a_game_without_a_human_is_kept_but_not_counted() -> None:
    game = finished(2, seed=9, kinds=("easy", "hard"))
    store = History()
    assert store.record(game) is not None
    assert store.stats().played == 0 and store.stats().games == {}
    assert len(store.records()) == 1


def test_pass_and_play_counts_each_human() -> None:
    stats = Stats().with_game("some-game", ["human", "human", "hard"], [1], [3, 7, 5])
    assert set(stats.games) == {"some-game"}
    stats = stats.of("some-game")
    assert stats.by_seats[3] == Tally(2, 1, 10)
    assert stats.by_level["hard"] == Tally(2, 1, 10)
    assert stats.by_seats[3].average == 5.0


def test_reset_clears_the_totals_but_keeps_the_games() -> None:
    store = History()
    store.record(finished(3, seed=7))
    assert store.stats().played == 1
    store.reset_stats()
    assert History().stats() == Stats()
    assert len(History().records()) == 1


def test_a_damaged_game_file_is_set_aside_and_the_rest_loads() -> None:
    store = History()
    store.record(finished(3, seed=7))
    store.record(finished(2, seed=8))
    first, second = sorted(history.history_dir().glob("*.json"))
    first.write_text('{"format": "siege', encoding="utf-8")
    store = History()
    records = store.records()
    assert [r.path for r in records] == [second]
    asides = list(history.history_dir().glob("*.damaged-*"))
    assert len(asides) == 1 and asides[0].read_text(encoding="utf-8") == '{"format": "siege'
    assert store.notes and "set aside" in store.notes[0]
    # The statistics are a file of their own: both games still count.
    assert History().stats().played == 2


@pytest.mark.parametrize(
    "damage",
    [
        b"\xff\xfe not text",
        b"[" * 100_000,  # nests past the parser's recursion limit
        b'{"format": "siege-desktop/stats", "version": 1, "by_level": {"easy": [1, 2, 3]}}',
        b'{"format": "siege-desktop/stats", "version": 1, "by_level": {}, '
        b'"by_seats": {"x": [1, 0, 0]}}',
        b'{"format": "siege-desktop/stats", "version": 99, "by_level": {}, "by_seats": {}}',
        b"",
    ],
)
def test_a_damaged_statistics_file_is_set_aside_and_rebuilt_from_the_kept_games(
    damage: bytes,
) -> None:
    store = History()
    store.record(finished(3, seed=7))
    store.record(finished(2, seed=8))
    good = store.stats()
    history.stats_path().write_bytes(damage)
    store = History()
    assert store.stats() == good
    assert len(list(history.stats_path().parent.glob("stats.json.damaged-*"))) == 1
    assert History().stats() == good  # rewritten: the next start reads it cleanly


def test_two_damaged_files_in_the_same_second_get_unique_names(tmp_path: Path) -> None:
    a = tmp_path / "stats.json"
    a.write_text("x")
    first = history.set_aside(a)
    a.write_text("y")
    second = history.set_aside(a)
    assert first != second and first.read_text() == "x" and second.read_text() == "y"


def test_pruning_keeps_the_count_limit_dropping_the_oldest() -> None:
    store = History(max_games=2)
    games = [finished(2, seed=s) for s in (8, 10, 12)]
    for i, g in enumerate(games):
        path = store.record(g)
        assert path is not None
        path.rename(path.with_name(f"2026010{i}-{path.name.split('-', 2)[2]}"))
        store.prune()
    kept = store.records()
    assert len(kept) == 2
    assert [history.load_session(r).seed for r in kept] == [12, 10]  # newest first
    # Pruning never touches the totals.
    assert store.stats().played == 3


def test_pruning_keeps_the_byte_limit() -> None:
    game = finished(2, seed=8)
    store = History()
    path = store.record(game)
    assert path is not None
    size = path.stat().st_size
    store = History(max_bytes=size * 2 + size // 2)
    for s in (10, 12, 14):
        store.record(finished(2, seed=s))
    files = list(history.history_dir().glob("*.json"))
    assert sum(p.stat().st_size for p in files) <= store.max_bytes
    assert len(files) == 2


def test_a_file_of_another_kind_is_refused_as_damaged() -> None:
    store = History()
    path = store.record(finished(2, seed=8))
    assert path is not None
    data = json.loads(path.read_text(encoding="utf-8"))
    data["history"]["scores"] = [1]  # does not match the seats
    path.write_text(json.dumps(data), encoding="utf-8")
    assert store.records() == []
    with pytest.raises(HistoryError):
        history.load_session(path.with_name("missing.json"))


def test_a_game_kept_while_the_statistics_file_is_damaged_counts_once() -> None:
    store = History()
    store.record(finished(3, seed=7))
    history.stats_path().write_text("{", encoding="utf-8")
    store.record(finished(2, seed=8))
    assert History().stats().played == 2
