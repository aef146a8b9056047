"""Ruling 2's deck choice in the table configuration: each seat's deck by number or name, or
"random" drawn from the seed (from the decks nobody has); the deck set of the rulings or the
data file's proposal; both checked, serialized and reachable by the arena's `--rule`."""

from __future__ import annotations

from collections import Counter

import attrs
import pytest

from siege_desktop.arena.games import table_config
from siege_desktop.core.registry import find_game
from siege_desktop.games.summoner_lands.rules import RULES
from siege_desktop.games.summoner_lands.rules.cards import CARDS, DECK_SETS, DECKS, RULED
from siege_desktop.games.summoner_lands.rules.config import RANDOM_DECK, LandsConfig
from siege_desktop.games.summoner_lands.rules.errors import ConfigError, StateFormatError

SPEC = find_game("summoner-lands")


def test_each_seat_gets_the_deck_it_chose() -> None:
    state = RULES.new_game(LandsConfig(3, decks=(2, 2, 4)), 5)
    for seat, number in enumerate((2, 2, 4)):
        assert Counter(state.decks[seat]) == Counter(DECKS[number].cards)
    assert state.config.decks == (2, 2, 4)


def test_a_random_deck_is_drawn_from_the_decks_nobody_has() -> None:
    drawn = set()
    for seed in range(40):
        state = RULES.new_game(LandsConfig(3, decks=(RANDOM_DECK, 1, 3)), seed)
        number = state.config.deck_of(0)
        assert number in (0, 2, 4)
        assert Counter(state.decks[0]) == Counter(DECKS[number].cards)
        drawn.add(number)
    assert drawn == {0, 2, 4}


def test_random_decks_differ_while_any_is_left_and_follow_the_seed() -> None:
    config = LandsConfig(6, decks=(RANDOM_DECK,) * 6)
    for seed in range(10):
        state = RULES.new_game(config, seed)
        decks = state.config.decks
        assert decks is not None and RANDOM_DECK not in decks
        assert set(decks[:5]) == set(range(len(DECKS)))
        assert RULES.new_game(config, seed) == state


def test_a_table_without_a_random_deck_plays_as_before() -> None:
    # No draw for chosen decks: the shuffles after land selection stay those of the seed.
    chosen = RULES.new_game(LandsConfig(2, decks=(0, 1)), 9)
    default = RULES.new_game(LandsConfig(2), 9)
    assert attrs.evolve(chosen, config=default.config) == default


def test_decks_read_by_number_name_first_word_or_random() -> None:
    config = LandsConfig.from_dict({"seats": 4, "decks": [0, "Tidewing Flock", "barrow", "random"]})
    assert config.decks == (0, 1, 2, RANDOM_DECK)
    data = config.to_dict()
    assert data["decks"] == [0, 1, 2, "random"]
    assert data["deck_set"] == RULED
    assert LandsConfig.from_dict(data) == config


@pytest.mark.parametrize(
    "decks",
    [[0, "nowhere"], [0, 5], [0, -2], [0], [0, True], "01", [0, 1.0]],
)
def test_bad_decks_are_refused_with_a_message(decks: object) -> None:
    with pytest.raises(ConfigError, match="deck"):
        LandsConfig.from_dict({"seats": 2, "decks": decks})


def test_the_deck_set_is_checked_and_serialized() -> None:
    assert set(DECK_SETS) == {RULED, "balanced"}
    config = LandsConfig.from_dict({"seats": 2, "deck_set": "balanced"})
    assert config.deck_set == "balanced"
    assert LandsConfig.from_dict(config.to_dict()) == config
    with pytest.raises(ConfigError, match="deck set is one of ruled, balanced"):
        LandsConfig.from_dict({"seats": 2, "deck_set": "strong"})


def test_the_balanced_set_deals_its_own_lists() -> None:
    state = RULES.new_game(LandsConfig(5, deck_set="balanced"), 2)
    for seat in range(5):
        proposed = DECK_SETS["balanced"][seat]
        assert Counter(state.decks[seat]) == Counter(proposed.cards)
        assert proposed.kind == DECKS[seat].kind and len(proposed.cards) == 30
    assert any(DECK_SETS["balanced"][d].cards != DECKS[d].cards for d in range(len(DECKS)))
    # Saved and loaded, the state's cards still add up to the balanced lists.
    assert RULES.from_dict(RULES.to_dict(state)) == state


def test_every_deck_set_keeps_the_deck_rules() -> None:
    """Ruling 2's restriction for every set: 30 cards of the pool, at most 4 copies of a card,
    only the deck's own kind's cards and artifacts; the five decks in the rulings' order."""
    for name, decks in DECK_SETS.items():
        assert [(d.name, d.kind) for d in decks] == [(d.name, d.kind) for d in DECKS], name
        for deck in decks:
            counts = Counter(deck.cards)
            assert len(deck.cards) == 30 and max(counts.values()) <= 4, (name, deck.name)
            for code in counts:
                card = CARDS[code]
                assert card.kind == "artifact" or code[0] == deck.kind, (name, code)
                assert card.kind != "creature" or card.native == deck.kind, (name, code)


def test_a_saved_game_has_every_deck_drawn() -> None:
    data = RULES.to_dict(RULES.new_game(LandsConfig(2), 1))
    data["config"]["decks"] = ["random", 1]
    with pytest.raises(StateFormatError, match="every deck drawn"):
        RULES.from_dict(data)


def test_the_arena_rule_reaches_the_deck_choice() -> None:
    config = table_config(SPEC, 2, {"decks": ["random", "ember"], "deck_set": "balanced"})
    assert config.decks == (RANDOM_DECK, 3) and config.deck_set == "balanced"
    state = RULES.new_game(config, 4)
    assert state.config.deck_of(0) in (0, 1, 2, 4)
    with pytest.raises(ValueError, match="deck"):
        table_config(SPEC, 2, {"decks": ["random"]})


def test_a_random_deck_must_be_drawn_before_its_list_is_read() -> None:
    with pytest.raises(ConfigError, match="not drawn yet"):
        LandsConfig(2, decks=(RANDOM_DECK, 0)).deck(0)
    assert attrs.evolve(LandsConfig(2), decks=(4, 4)).deck(1) == DECKS[4]
