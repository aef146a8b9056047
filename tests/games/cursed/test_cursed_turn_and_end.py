"""The turn (rulings 4, 5, 7), elimination (12) and the end of the game (13-15)."""

from __future__ import annotations

import pytest
from cursed_positions import act, c, legal_texts, position

from siege_desktop.games.cursed.rules.config import CursedConfig
from siege_desktop.games.cursed.rules.errors import ConfigError, IllegalActionError
from siege_desktop.games.cursed.rules.rules import RULES


def test_new_game_deals_seven_six_to_the_first_and_the_seed_picks_the_first_player() -> None:
    firsts = set()
    for seed in range(12):
        s = RULES.new_game(RULES.default_config(8), seed)
        # Table rule: the first player is dealt one card fewer (RULES.md, balance).
        assert [len(h) for h in s.hands] == [6 if i == s.first_player else 7 for i in range(8)]
        assert len(s.deck) == 113 - 55
        assert RULES.to_act(s) == s.first_player == s.current
        firsts.add(s.first_player)
    assert len(firsts) > 2
    assert RULES.new_game(CursedConfig(3), 5) == RULES.new_game(CursedConfig(3), 5)


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
