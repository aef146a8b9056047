"""The history of every game: Cursed Gifts games kept, counted apart and replayed, and files
kept before games had ids (and the version 1 statistics) loading unchanged."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import attrs
import pytest
from history_helpers import CURSED, finished, finished_cursed

from siege_desktop.app import history, userdirs
from siege_desktop.app.history import GameStats, History, HistoryError, Stats, Tally
from siege_desktop.app.session import GameSession
from siege_desktop.games.gifts.rules import standings

FIXTURE = Path(__file__).parent / "fixtures" / "history_v1"


def _install_old_files() -> None:
    """The history folder and statistics of an app from before games had ids."""
    data = userdirs.data_dir()
    data.mkdir(parents=True, exist_ok=True)
    shutil.copytree(FIXTURE / "history", data / history.FOLDER)
    shutil.copy(FIXTURE / "stats.json", data / history.STATS_NAME)


def test_old_gifts_history_files_and_statistics_load_unchanged() -> None:
    _install_old_files()
    store = History()
    records = store.records()
    assert store.notes == []  # nothing was taken for damage
    assert [r.game for r in records] == [history.DEFAULT_GAME] * 2
    newest, oldest = records
    assert (newest.finished_at, oldest.finished_at) == (
        "2026-11-01 10:15:00",
        "2026-10-02 20:14:03",
    )
    assert oldest.seats == (("Ann", "human"), ("Bo", "easy"))
    assert oldest.places is None  # written before places were kept
    # Both replay to the finished game their history block describes.
    for r in records:
        session = history.load_session(r)
        assert session.game == history.DEFAULT_GAME
        result = standings(session.state)
        assert (result.scores, result.winners) == (r.scores, r.winners)
    # The version 1 statistics are Gifts Under Siege's, to the count.
    stats = store.stats()
    assert set(stats.games) == {history.DEFAULT_GAME}
    gifts = stats.of(history.DEFAULT_GAME)
    assert gifts.by_seats == {2: Tally(1, 0, 2), 3: Tally(1, 0, 5)}
    assert gifts.by_level == {"easy": Tally(2, 0, 7), "medium": Tally(1, 0, 5)}
    assert stats.of(CURSED) == GameStats()


def test_old_statistics_gain_a_cursed_game_and_are_rewritten_as_version_2() -> None:
    _install_old_files()
    game = finished_cursed(3, seed=7)
    History().record(game)
    raw = json.loads(history.stats_path().read_text(encoding="utf-8"))
    assert raw["version"] == history.STATS_VERSION and set(raw["games"]) == {
        history.DEFAULT_GAME,
        CURSED,
    }
    stats = History().stats()
    assert stats.of(history.DEFAULT_GAME).total == Tally(2, 0, 7)  # the old totals, kept
    result = game.rules.outcome(game.state)
    assert result is not None
    cursed = stats.of(CURSED)
    assert cursed.by_seats == {3: Tally(1, int(0 in result.winners), result.scores[0])}
    assert cursed.by_level["easy"] == cursed.by_level["medium"] == cursed.by_seats[3]


def test_a_finished_cursed_game_is_kept_counted_apart_and_replays() -> None:
    cursed, gifts = finished_cursed(3, seed=8), finished(2, seed=8)
    store = History()
    path = store.record(cursed)
    store.record(gifts)
    assert path is not None and store.record(cursed) is None  # kept once
    records = History().records()
    assert {r.game for r in records} == {CURSED, history.DEFAULT_GAME}
    record = next(r for r in records if r.game == CURSED)
    result = cursed.rules.outcome(cursed.state)
    assert result is not None
    assert (record.scores, record.winners, record.places) == (
        result.scores,
        result.winners,
        result.places,
    )
    assert record.actions == len(cursed.actions)
    again = history.load_session(record)
    assert again.game == CURSED and again.state == cursed.state
    stats = History().stats()
    assert stats.played == 2
    assert stats.of(CURSED).total == Tally(1, int(0 in result.winners), result.scores[0])
    assert stats.of(history.DEFAULT_GAME).total.games == 1
    # A damaged statistics file is rebuilt with each game's figures apart.
    history.stats_path().write_text("{", encoding="utf-8")
    assert History().stats() == stats


def test_an_unfinished_cursed_game_is_refused() -> None:
    game = finished_cursed(2, seed=9)
    unfinished = GameSession(game.config, game.seed, game.seats, game.actions[:-1], game=CURSED)
    with pytest.raises(HistoryError, match="finished"):
        History().record(unfinished)
    assert not history.history_dir().exists()


def test_a_kept_game_of_an_unknown_game_lists_but_cannot_be_opened() -> None:
    History().record(finished_cursed(2, seed=9))
    [path] = history.history_dir().glob("*.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["game"] = "a-game-from-a-newer-app"
    path.write_text(json.dumps(data), encoding="utf-8")
    store = History()
    [record] = store.records()
    assert record.game == "a-game-from-a-newer-app" and store.notes == []
    with pytest.raises(HistoryError, match="does not know"):
        history.load_session(record)


@pytest.mark.parametrize(
    "damage",
    [
        {"games": []},
        {"games": {"": {"by_level": {}, "by_seats": {}}}},
        {"games": {CURSED: {"by_level": {"easy": [1, 2, 0]}, "by_seats": {}}}},
        {"games": {CURSED: {"by_level": {}, "by_seats": {"3": [1, 0]}}}},
        {"by_level": {}, "by_seats": {}},  # version 2 without "games"
    ],
)
def test_a_damaged_version_2_statistics_file_is_set_aside_and_rebuilt(
    damage: dict[str, object],
) -> None:
    store = History()
    store.record(finished_cursed(3, seed=7))
    good = store.stats()
    raw = {"format": history.STATS_FORMAT, "version": 2, **damage}
    history.stats_path().write_text(json.dumps(raw), encoding="utf-8")
    store = History()
    assert store.stats() == good and len(store.notes) == 1
    assert len(list(history.stats_path().parent.glob("stats.json.damaged-*"))) == 1


def test_stats_round_trip_every_game_and_cursed_points_may_be_low() -> None:
    stats = Stats()
    stats = stats.with_game(CURSED, ["human", "hard"], [0], [0, 10])
    stats = stats.with_game(history.DEFAULT_GAME, ["human", "easy", "human"], [2], [4, 9, 8])
    again = Stats.from_dict(json.loads(json.dumps(stats.to_dict())))
    assert again == stats
    assert again.of(CURSED).by_level == {"hard": Tally(1, 1, 0)}
    assert again.of(history.DEFAULT_GAME).by_seats == {3: Tally(2, 1, 12)}


def test_the_history_row_says_how_many_hints_a_game_used(tmp_path: Path) -> None:
    from siege_desktop.app.menus.history import record_line

    plain = history.Record(
        tmp_path / "g.json",
        "2026-11-23T12:00:00",
        CURSED,
        (("Ana", "human"), ("Bo", "easy")),
        (3, 10),
        (0,),
        40,
    )
    assert "hint" not in record_line(plain)
    helped = attrs.evolve(plain, hints_used=2)
    assert record_line(helped).endswith("· 2 hints used")
    assert record_line(attrs.evolve(plain, hints_used=1)).endswith("· 1 hint used")


def test_a_replays_step_buttons_stay_inside_the_game() -> None:
    from siege_desktop.app import summary

    line = summary.timeline(finished_cursed())
    assert line.stepped(0, "back") == 0 and line.stepped(line.last, "next") == line.last
    assert line.stepped(3, "next") == 4 and line.stepped(3, "back") == 2
    assert line.stepped(0, "next-turn") == line.turns[1]
    assert line.stepped(line.turns[2], "back-turn") == line.turns[1]
    assert line.stepped(5, "seat") is None
