"""The deck benchmark's rotation: over one cycle every deck meets every other deck equally
often and sits in every turn position equally often, and the line-up is seated by turn
position from the engine's own first player."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import attrs
import pytest

from benchmarks.lands_decks import lineups, play, seat_decks, shares
from siege_desktop.games.summoner_lands.rules import RULES
from siege_desktop.games.summoner_lands.rules.cards import DECKS
from siege_desktop.games.summoner_lands.rules.config import LandsConfig

SETUP_PHASES = (
    "layout",
    "claim",
    "mulligan",
    "bottom",
)


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_every_deck_sits_in_every_position_equally(seats: int) -> None:
    cycle = lineups(seats)
    for position in range(seats):
        counts = Counter(lineup[position] for lineup in cycle)
        assert set(counts) == set(range(len(DECKS)))
        assert len(set(counts.values())) == 1, (position, counts)


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_every_pair_of_decks_meets_equally(seats: int) -> None:
    cycle = lineups(seats)
    met = Counter(pair for lineup in cycle for pair in combinations(sorted(set(lineup)), 2))
    assert set(met) == set(combinations(range(len(DECKS)), 2))
    assert len(set(met.values())) == 1, met
    assert all(len(lineup) == seats for lineup in cycle)


def test_decks_differ_up_to_five_seats_and_one_repeats_at_six() -> None:
    for seats in (2, 3, 4, 5):
        assert all(len(set(lineup)) == seats for lineup in lineups(seats))
    assert all(len(set(lineup)) == len(DECKS) for lineup in lineups(6))
    assert len(lineups(2)) == 20 and len(lineups(6)) == 30


@pytest.mark.parametrize("seats", [2, 3, 6])
def test_line_up_is_seated_from_the_first_player(seats: int) -> None:
    lineup = lineups(seats)[1]
    for seed in range(4):
        config = LandsConfig(seats)
        starter = RULES.new_game(config, seed).starter
        decks = seat_decks(lineup, starter)
        state = RULES.new_game(attrs.evolve(config, decks=decks), seed)
        while state.phase in SETUP_PHASES:
            state = RULES.apply_unchecked(state, RULES.legal_actions(state)[0])
        # The engine's first player plays the deck in position 0.
        assert decks[state.first] == lineup[0]
        assert decks[(state.first + 1) % seats] == lineup[1]


def test_a_played_game_credits_its_winners_deck() -> None:
    played = play(2, 3, 1)
    assert played.lineup == lineups(2)[3]
    won, seat_games = shares([played])
    assert sum(seat_games) == 2 and sum(won) == pytest.approx(1.0)
    assert won[played.lineup[played.winners[0]]] == pytest.approx(1.0)
    assert played.asked >= played.able


def test_auto_passes_count_the_prompts_the_table_would_have_without_them() -> None:
    # Medium passes a seat with no possible answer either way, so the game is the same and
    # every auto-pass becomes a prompt when the public auto-pass is off (ruling 60).
    with_auto = play(4, 2, 3)
    without = play(4, 2, 3, {"auto_pass": False})
    assert without.winners == with_auto.winners and without.rounds == with_auto.rounds
    assert without.auto == 0 and with_auto.auto > 0
    assert without.asked == with_auto.asked + with_auto.auto
