"""Rulebook 3 and rulings 1, 3-6: setting up a table, and table configurations that cannot be."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from siege_desktop.games.gifts.rules import (
    ConfigError,
    GameConfig,
    Phase,
    gift_catalog,
    new_game,
    to_dict,
)
from siege_desktop.games.gifts.rules.cards import GIFT_CLASS, GIFT_COLOUR
from siege_desktop.games.gifts.rules.state import ZERO

GIFTS_PER_COLOUR = {2: (2, 1, 1), 3: (2, 1, 1), 4: (3, 2, 1), 5: (3, 2, 1)}
GIFTS_PER_COLOUR.update({6: (4, 3, 2), 7: (4, 3, 2), 8: (4, 3, 2)})


@pytest.mark.parametrize("players", range(2, 9))
def test_rule_3_setup(players: int) -> None:
    s = new_game(GameConfig(players=players), seed=players * 11)
    first = s.first_player
    # Ruling 5: min(8, players + 2) gifts face up (the rulebook's 8 for 7-8 players).
    assert len(s.display) == min(8, players + 2)
    assert all(g >= 0 for g in s.display)
    # Ruling 4: gifts per colour and class by player count, all at the table exactly once.
    catalog = gift_catalog(s.config)
    per_kind = Counter((GIFT_COLOUR[g], GIFT_CLASS[g]) for g in catalog)
    for colour in range(5):
        assert [per_kind[colour, k] for k in (1, 2, 3)] == list(GIFTS_PER_COLOUR[players])
    assert sorted(s.supply + s.display) == sorted(catalog)
    # Rulebook 3: 5 lands each; the first player has begun its turn and drawn one more.
    for seat in range(players):
        assert sum(s.hands[seat]) == (6 if seat == first else 5)
        assert s.lands[seat] == ZERO and s.tapped[seat] == ZERO
        assert s.areas[seat] == () and s.buildings[seat] == ()
    # Ruling 3: 20 lands of each colour, 100 in all, in one shared deck.
    everything = Counter(s.deck)
    for h in s.hands:
        for c in range(5):
            everything[c] += h[c]
    assert everything == Counter({c: 20 for c in range(5)})
    assert len(s.deck) == 100 - 5 * players - 1
    assert s.discard == ()
    assert (s.seat, s.round, s.turn, s.phase) == (first, 1, 1, Phase.LAND)


@pytest.mark.parametrize("players", range(2, 9))
def test_ruling_4_gift_supply_by_player_count(players: int) -> None:
    config = GameConfig(players=players)
    expected = {2: 20, 3: 20, 4: 30, 5: 30, 6: 45, 7: 45, 8: 45}[players]
    assert len(gift_catalog(config)) == expected
    s = new_game(config, 1)
    assert len(s.supply) == expected - len(s.display)


@pytest.mark.parametrize(("players", "size"), [(2, 4), (3, 5), (4, 6), (5, 7), (6, 8), (8, 8)])
def test_ruling_5_display_size(players: int, size: int) -> None:
    assert len(new_game(GameConfig(players=players), 2).display) == size
    assert len(new_game(GameConfig(players=players, display_size=3), 2).display) == 3


def test_ruling_1_first_player_comes_from_the_seeded_generator() -> None:
    firsts = [new_game(GameConfig(players=4), seed).first_player for seed in range(40)]
    assert set(firsts) == {0, 1, 2, 3}
    again = [new_game(GameConfig(players=4), seed).first_player for seed in range(40)]
    assert firsts == again


def test_ruling_3_the_deck_is_shuffled_by_seed() -> None:
    a = new_game(GameConfig(players=3), 5)
    b = new_game(GameConfig(players=3), 6)
    assert a.deck != b.deck and a.supply != b.supply
    assert to_dict(new_game(GameConfig(players=3), 5)) == to_dict(a)


def test_table_rules_change_the_setup() -> None:
    config = GameConfig(
        players=3,
        lands_per_colour=10,
        gift_counts=(1, 1, 0),
        display_size=2,
        names=("Ana", "Ben", "Cy"),
    )
    s = new_game(config, 3)
    assert len(s.deck) + sum(sum(h) for h in s.hands) == 50
    assert len(s.display) == 2 and len(s.supply) == 8
    assert {GIFT_CLASS[g] for g in gift_catalog(config)} == {1, 2}
    assert config.seat_name(1) == "Ben"


def test_config_defaults_are_the_rulings() -> None:
    c = GameConfig(players=4)
    assert c.lands_per_colour == 20
    assert c.unique_buildings is True
    assert c.round_limit == 30
    assert c.time_limit_minutes is None
    assert c.display == 6 and c.gifts_per_colour == (3, 2, 1)
    assert GameConfig.from_dict(c.to_dict()) == c


BAD_CONFIGS: list[tuple[dict[str, Any], str]] = [
    ({"players": 1}, "a table seats 2 to 8 players"),
    ({"players": 9}, "a table seats 2 to 8 players"),
    ({"players": "4"}, "a table seats 2 to 8 players"),
    ({"players": True}, "a table seats 2 to 8 players"),
    ({"players": 2, "lands_per_colour": 3}, "lands per colour"),
    ({"players": 8, "lands_per_colour": 9}, "too few for 8 players"),
    ({"players": 2, "gift_counts": (1, 2)}, "gifts per colour"),
    ({"players": 2, "gift_counts": (27, 0, 0)}, "gifts per colour"),
    ({"players": 2, "gift_counts": (0, 0, 0)}, "cannot fill a display"),
    ({"players": 2, "display_size": 0}, "the display shows 1 to 8 gifts"),
    ({"players": 2, "display_size": 9}, "the display shows 1 to 8 gifts"),
    ({"players": 2, "round_limit": 0}, "the round limit"),
    ({"players": 2, "time_limit_minutes": 0}, "the time limit"),
    ({"players": 2, "unique_buildings": "yes"}, "unique buildings is on or off"),
    ({"players": 2, "names": ("Ana",)}, "give 2 seat names"),
    ({"players": 2, "names": ("Ana", " ")}, "give 2 seat names"),
]


@pytest.mark.parametrize(("kwargs", "message"), BAD_CONFIGS)
def test_config_invalid_values_raise_config_error(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(ConfigError, match=message) as info:
        GameConfig(**kwargs)
    assert isinstance(info.value, ValueError)


def test_config_from_dict_rejects_unknown_rules_and_bad_shapes() -> None:
    with pytest.raises(ConfigError, match="unknown table rule"):
        GameConfig.from_dict({"players": 2, "house_rule": 1})
    with pytest.raises(ConfigError, match="is an object"):
        GameConfig.from_dict([2])


def test_new_game_rejects_a_bad_seed_or_config() -> None:
    with pytest.raises(ConfigError, match="the seed is a whole number"):
        new_game(GameConfig(), "1")  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="needs a GameConfig"):
        new_game({"players": 2}, 1)  # type: ignore[arg-type]


def test_any_whole_number_is_a_seed() -> None:
    games = [new_game(GameConfig(players=2), seed) for seed in (-1, 0, 2**64 + 5, 10**40)]
    assert len({g.deck for g in games}) == 4
    assert all(0 <= g.rng < 2**64 for g in games)
