"""The registry finds games by id and names the known ones when asked for another; the
shared ranking helpers give shared places to equal keys."""

from __future__ import annotations

import pytest

from siege_desktop.core.outcome import rank, winners_of
from siege_desktop.core.registry import (
    DEFAULT_GAME,
    GAMES,
    UnknownGameError,
    all_games,
    find_game,
    game_ids,
)


def test_every_registered_game_is_found_under_its_own_id() -> None:
    assert DEFAULT_GAME in GAMES
    assert game_ids()[0] == DEFAULT_GAME
    for spec in all_games():
        assert find_game(spec.game_id) is spec
        assert spec.rules.game_id == spec.game_id
        assert 1 <= spec.min_seats <= spec.max_seats
        assert spec.name and spec.blurb


def test_an_unknown_id_names_the_known_games() -> None:
    with pytest.raises(UnknownGameError, match="gifts-under-siege") as info:
        find_game("chess")
    assert isinstance(info.value, ValueError)


def test_rank_shares_places_between_equal_keys() -> None:
    scores = {0: 5, 1: 9, 2: 9, 3: 1}
    ranking, places = rank(range(4), key=lambda s: -scores[s])
    assert ranking == (1, 2, 0, 3)
    assert places == (3, 1, 1, 4)
    assert winners_of(ranking, places) == (1, 2)
