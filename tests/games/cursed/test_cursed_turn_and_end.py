"""The turn (rulings 4, 5, 7), elimination (12) and the end of the game (13-15)."""

from __future__ import annotations

import pytest
from cursed_positions import act, c, legal_texts, position

from siege_desktop.games.cursed.rules.config import CursedConfig
from siege_desktop.games.cursed.rules.errors import ConfigError, IllegalActionError
from siege_desktop.games.cursed.rules.rules import RULES


def test_new_game_deals_seven_to_every_seat_and_the_seed_picks_the_first_player() -> None:
    firsts = set()
    for seed in range(12):
        s = RULES.new_game(RULES.default_config(8), seed)
        # Ruling 17: the rulebook's deal, 7 cards to every seat, the first player included.
        assert [len(h) for h in s.hands] == [7] * 8
        assert len(s.deck) == 113 - 56
        assert RULES.to_act(s) == s.first_player == s.current
        firsts.add(s.first_player)
    assert len(firsts) > 2
    assert RULES.new_game(CursedConfig(3), 5) == RULES.new_game(CursedConfig(3), 5)


def test_the_table_rule_deals_the_first_player_six_and_is_off_by_default() -> None:
    assert RULES.default_config(4).first_dealt_six is False
    config = CursedConfig(4, first_dealt_six=True)
    for seed in range(6):
        s = RULES.new_game(config, seed)
        assert [len(h) for h in s.hands] == [6 if i == s.first_player else 7 for i in range(4)]
        assert len(s.deck) == 113 - 27
        # Same seed, same shuffle and first player; only the deal differs.
        plain = RULES.new_game(CursedConfig(4), seed)
        assert plain.first_player == s.first_player
    assert RULES.config_from_dict(RULES.config_to_dict(config)) == config
    # A setup saved before the table rule existed reads as the rulebook's deal.
    old = {"seats": 3, "names": None, "round_limit": 60}
    assert RULES.config_from_dict(old).first_dealt_six is False
    with pytest.raises(ConfigError, match="first_dealt_six"):
        CursedConfig(3, first_dealt_six=1)  # type: ignore[arg-type]


def test_one_cursed_gift_per_turn_never_to_yourself() -> None:
    s = position(seats=3, hands={0: ["clown", "sweater"]})
    assert "play clown at 0" not in legal_texts(s)
    with pytest.raises(IllegalActionError, match="rival still in the game"):
        act(s, "play clown at 0")
    s, _ = act(s, "play clown at 1", "pass")
    assert not any(t.startswith("play sweater") for t in legal_texts(s))
    with pytest.raises(IllegalActionError, match="only one Cursed Gift"):
        act(s, "play sweater at 2")


def test_three_cards_a_turn_then_only_end_turn() -> None:
    s = position(hands={0: ["helping"] * 4})
    s, _ = act(s, "play helping", "play helping", "play helping")
    assert legal_texts(s) == {"end turn"}
    with pytest.raises(IllegalActionError, match="already played 3"):
        act(s, "play helping")


def test_end_turn_draws_one_and_passes_clockwise() -> None:
    s = position(seats=3, hands={0: []}, deck_top=["clown"])
    s, events = act(s, "end turn")
    assert s.hands[0] == (c("clown"),) and s.current == 1 and s.played == 0
    assert any(e.kind == "draw" and e.text_for(2) == "Seat 1 draws 1." for e in events)


def test_ending_a_turn_without_playing_is_legal_and_an_empty_deck_draws_nothing() -> None:
    s = position(hands={0: ["clown"]}, deck_size=0)
    s, _ = act(s, "end turn")
    assert s.hands[0] == (c("clown"),) and s.deck == ()


def test_elimination_at_ten_shuffles_area_and_hand_into_the_deck() -> None:
    s = position(
        seats=3, hands={0: ["timeshare"], 1: ["antidote5", "manta"]}, areas={1: ["timeshare"]}
    )
    deck = len(s.deck)
    s, events = act(s, "play timeshare at 1", "pass")
    assert s.out == (1,) and s.hands[1] == () and s.areas[1] == ()
    assert len(s.deck) == deck + 4
    assert any(e.kind == "eliminate" and e.seat == 1 for e in events)
    s, _ = act(s, "end turn")
    assert s.current == 2  # seat 1 takes no more turns
    assert not any("at 1" in t for t in legal_texts(s))


def test_standard_victory_when_one_seat_is_left() -> None:
    s = position(hands={0: ["bagpipes"]}, areas={1: ["timeshare", "sweater", "sweater"]})
    s, _events = act(s, "play bagpipes at 1")
    assert RULES.is_over(s) and RULES.to_act(s) == -1 and RULES.legal_actions(s) == ()
    result = RULES.outcome(s)
    assert result is not None and result.winners == (0,) and result.reason == "elimination"
    with pytest.raises(IllegalActionError, match="game is over"):
        act(s, "end turn")


def test_a_returned_gift_eliminates_its_player_mid_turn() -> None:
    s = position(
        seats=3, hands={0: ["timeshare", "helping"], 1: ["karma"]}, areas={0: ["timeshare"]}
    )
    s, _ = act(s, "play timeshare at 1", "answer karma", "pass")
    assert s.out == (0,) and s.current == 1 and s.played == 0
    assert not RULES.is_over(s)


def test_elimination_mid_chain_then_the_next_target_answers() -> None:
    s = position(
        seats=3,
        hands={0: ["letter"], 2: ["manta"]},
        areas={1: ["timeshare", "accordion"]},
        deck_top=["fruitcake", "sweater"],
    )
    s, _ = act(s, "play letter", "pass")
    assert s.out == (1,)
    assert RULES.to_act(s) == 2 and s.attack is not None  # the letter goes on to seat 2
    s, _ = act(s, "answer manta", "pass")
    assert s.points(2) == 0 and s.attack is None and RULES.to_act(s) == 0


def test_alternative_victory_after_a_quiet_round_with_an_empty_deck() -> None:
    s = position(
        seats=3,
        hands={0: ["socks"], 1: ["globe"], 2: ["mug"]},
        areas={0: ["clown"], 1: ["sweater", "fruitcake"], 2: ["accordion"]},
        deck_size=0,
    )
    s, _ = act(s, "end turn", "end turn")
    assert not RULES.is_over(s)
    s, _ = act(s, "end turn")
    result = RULES.outcome(s)
    assert result is not None and result.reason == "deck"
    # 3 points each for seats 0 and 1: seat 0 has fewer gifts.
    assert result.winners == (0,) and result.decided_by == "fewest gifts"
    assert result.places[2] == 3


def test_a_played_card_restarts_the_quiet_round() -> None:
    s = position(hands={1: ["helping"]}, deck_size=0)
    s, _ = act(s, "end turn")
    assert s.quiet == 1
    s, _ = act(s, "play helping", "end turn")
    assert s.quiet == 0 and not RULES.is_over(s)


def test_equal_points_and_gifts_share_the_win() -> None:
    s = position(seats=3, areas={0: ["clown"], 1: ["clown"], 2: ["timeshare"]}, deck_size=0)
    s, _ = act(s, "end turn", "end turn", "end turn")
    result = RULES.outcome(s)
    assert result is not None and result.winners == (0, 1) and result.places == (1, 1, 3)
    assert result.decided_by == "shared"


def test_the_round_limit_ends_the_game_at_the_end_of_that_round() -> None:
    s = position(config=CursedConfig(2, round_limit=2), areas={0: ["clown"], 1: ["sweater"]})
    s, _ = act(s, "end turn", "end turn", "end turn")
    assert not RULES.is_over(s) and s.round == 2
    s, _ = act(s, "end turn")
    result = RULES.outcome(s)
    assert result is not None and result.reason == "rounds" and result.winners == (1,)


def test_bad_configurations_are_refused() -> None:
    for bad in (1, 9, "2", True):
        with pytest.raises(ConfigError):
            CursedConfig(bad)  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="round limit"):
        CursedConfig(2, round_limit=0)
    assert RULES.config_from_dict(RULES.config_to_dict(CursedConfig(4))) == CursedConfig(4)


def test_the_turn_that_draws_the_last_card_is_not_quiet_its_player_plays_it() -> None:
    """Ruling 14: only turns that begin with the deck already empty count, so at 2 seats
    seat 0, drawing the last card, gets a turn in which to play it."""
    s = position(hands={0: [], 1: []}, deck_top=["clown"], deck_size=1)
    s, _ = act(s, "end turn")  # seat 0 draws the last card: this turn began with 1 card
    assert s.deck == () and s.quiet == 0 and s.hands[0] == (c("clown"),)
    s, _ = act(s, "end turn")  # seat 1's turn began empty: the first quiet turn
    assert s.quiet == 1 and not RULES.is_over(s) and RULES.to_act(s) == 0
    s, _ = act(s, "play clown at 1", "pass", "end turn")
    assert s.points(1) == 3 and s.quiet == 0 and not RULES.is_over(s)
    s, _ = act(s, "end turn", "end turn")  # two quiet turns, one per seat still in
    result = RULES.outcome(s)
    assert result is not None and result.reason == "deck" and result.winners == (0,)


def test_a_quiet_round_counts_one_turn_per_seat_still_in() -> None:
    s = position(seats=3, deck_size=0)
    s, _ = act(s, "end turn", "end turn")
    assert s.quiet == 2 and not RULES.is_over(s)
    s, _ = act(s, "end turn")
    assert RULES.is_over(s)


def test_a_player_out_during_its_own_turn_restarts_the_quiet_count() -> None:
    """Ruling 14: the cards played in a turn whose player goes out during it restart the
    count; the game does not end "by the deck" with the cards of the eliminated seat just
    shuffled into it."""
    s = position(
        seats=3,
        hands={0: ["timeshare"], 1: ["karma"]},
        areas={0: ["timeshare"], 2: ["sweater"]},
        deck_size=0,
        quiet=2,
    )
    s, _ = act(s, "play timeshare at 1", "answer karma", "pass")
    assert s.out == (0,) and s.current == 1
    assert s.quiet == 0 and not RULES.is_over(s) and len(s.deck) == 2
    s, _ = act(s, "end turn")  # seat 1 draws one of the two cards shuffled back
    assert not RULES.is_over(s) and s.quiet == 0
