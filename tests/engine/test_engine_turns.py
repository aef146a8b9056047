"""Rulebook 7 and rulings 1, 3, 7-9, 16: the turn, its order, draws, lands and the hand limit."""

from __future__ import annotations

from engine_positions import assert_illegal, assert_legal, hand, in_play, play, position, taps

from siege_desktop.games.gifts.rules import (
    Discard,
    DiscardReason,
    GameState,
    Pass,
    Phase,
    PlayLand,
    Recycle,
    SkipLand,
    Wrap,
    apply,
    apply_logged,
    legal_actions,
    parse_gift,
    to_dict,
)

W1A = parse_gift("W1a")


def test_ruling_7_start_of_turn_untaps_then_draws() -> None:
    s = position(
        lands=["WUU", "RRU"],
        tapped=["UU", "RR"],
        gifts=[[("W1a", 1)]],
        hands=["", "B"],
        draws="G",
    )
    s, events = apply_logged(s, Wrap(W1A, 0))
    assert s.seat == 1 and s.turn == 2
    assert taps(s, 1) == ""  # seat 2's lands untapped at the start of its turn
    assert hand(s, 1) == "BG"  # and it drew the top of the deck
    assert taps(s, 0) == "UU"  # seat 1's lands stay tapped until its own next turn
    kinds = [e.kind for e in events]
    assert kinds[kinds.index("turn") :] == ["turn", "draw"]
    assert s.phase is Phase.LAND


def test_rule_7_the_land_drawn_can_be_played_that_turn() -> None:
    s = position(gifts=[[("W1a", 1)]], lands=["W"], draws="G")
    s = apply(s, Wrap(W1A, 0))
    assert hand(s, 1) == "G"
    assert legal_actions(s) == (PlayLand(4), SkipLand())


def test_ruling_8_playing_a_land_is_optional_and_at_most_one() -> None:
    s = position(phase="land", hands=["RU"])
    assert legal_actions(s) == (PlayLand(1), PlayLand(3), SkipLand())
    played = apply(s, PlayLand(3))
    assert in_play(played, 0) == "R" and hand(played, 0) == "U"
    assert played.phase is Phase.ACTION
    assert_illegal(played, PlayLand(1), "you have already had your land step this turn")
    skipped = apply(s, SkipLand())
    assert in_play(skipped, 0) == "" and hand(skipped, 0) == "UR"
    assert skipped.phase is Phase.ACTION


def test_ruling_8_only_lands_in_hand_can_be_played() -> None:
    s = position(phase="land", hands=["RU"])
    assert_illegal(s, PlayLand(0), "you have no Plains in hand")


def test_ruling_9_the_land_step_comes_before_the_main_action() -> None:
    s = position(phase="land", hands=["RU"], lands=["RRRUU"], display=["R1a", "W1a", "U1a", "B1a"])
    assert_illegal(s, Recycle(), "first play a land from your hand, or skip the land step")


def test_rule_4_land_limit_no_eleventh_land_is_played() -> None:
    s = position(phase="land", hands=["RU"], lands=["WWWWWUUUUU"])
    assert_illegal(s, PlayLand(3), "you already have 10 lands in play")
    assert legal_actions(s) == (SkipLand(),)
    nine = position(phase="land", hands=["RU"], lands=["WWWWWUUUU"])
    assert_legal(nine, PlayLand(3))


def test_rule_4_land_limit_skips_the_land_step_at_ten() -> None:
    s = position(lands=["W", "WWWWWUUUUU"], gifts=[[("W1a", 1)]], hands=["", "RR"])
    s = apply(s, Wrap(W1A, 0))
    assert s.seat == 1 and s.phase is Phase.ACTION
    assert not any(isinstance(a, PlayLand) for a in legal_actions(s))


def _empty_table_for_seat_1() -> GameState:
    # 20 lands in all (4 a colour), every one held by seat 2: seat 1 has nothing at all.
    return position(
        lands_per_colour=4,
        hands=["", "WWWWUUUUBBBB"],
        lands=["", "RRRRGGGG"],
    )


def test_ruling_9_pass_only_when_no_main_action_is_possible() -> None:
    s = _empty_table_for_seat_1()
    assert legal_actions(s) == (Pass(),)
    s, events = apply_logged(s, Pass())
    assert events[0].text == "Seat 1 passes."
    assert s.seat == 1


def test_ruling_9_pass_is_refused_while_something_else_is_legal() -> None:
    s = position(hands=["W"])
    assert legal_actions(s) == (Recycle(),)
    assert_illegal(s, Pass(), "pass is only for when no main action is possible")


def test_ruling_3_drawing_from_an_empty_deck_and_pile_draws_nothing() -> None:
    s = apply(_empty_table_for_seat_1(), Pass())
    # Seat 2's turn began: the deck and the discard pile are empty, so its hand is unchanged.
    assert s.seat == 1 and hand(s, 1) == "WWWWUUUUBBBB"
    assert s.deck == () and s.discard == ()


def test_ruling_3_empty_deck_reshuffles_the_discard_pile() -> None:
    s = position(
        lands_per_colour=4,
        hands=["WWWW", "BBBB"],
        lands=["UUUU", "RR"],
        rest="discard",
    )
    assert s.deck == () and len(s.discard) == 6
    after, events = apply_logged(s, Recycle())
    assert len(after.deck) == 5 and after.discard == ()
    assert sum(after.hands[0]) == 5
    assert sorted(after.deck + tuple(c for c in range(5) for _ in range(after.hands[0][c]))) == (
        sorted((0,) * 4 + s.discard)
    )
    reshuffle = next(e for e in events if e.kind == "reshuffle")
    assert reshuffle.text == "The discard pile (6 lands) is shuffled into a new deck."
    assert after.rng != s.rng
    assert to_dict(apply(s, Recycle())) == to_dict(after)  # the shuffle is seeded


def test_ruling_3_discarded_lands_go_to_the_public_discard_pile() -> None:
    s = position(hands=["WW"], draws="U", discard="GR")
    s = play(s, "recycle", "discard W")
    assert s.discard == (4, 3, 0)


def test_ruling_16_hand_limit_discards_down_to_seven_of_the_players_choice() -> None:
    s = position(hands=["WWWUUUBBB"], lands=["R"], gifts=[[("W1a", 1)]])
    s = apply(s, Wrap(W1A, 3))
    assert s.phase is Phase.DISCARD and s.reason is DiscardReason.HAND_LIMIT
    assert s.pending == 2 and s.seat == 0
    assert legal_actions(s) == (Discard(0), Discard(1), Discard(2))
    s = apply(s, Discard(1))
    assert_illegal(s, Discard(0), "lands of one discard are chosen in W U B R G order")
    s, events = apply_logged(s, Discard(2))
    assert hand(s, 0) == "WWWUUBB"
    assert events[1].text == "Seat 1 discards Island and Swamp to the hand limit of 7."
    assert s.seat == 1


def test_ruling_16_seven_cards_need_no_discard() -> None:
    s = position(hands=["WWWUUUB"], lands=["R"], gifts=[[("W1a", 1)]])
    s = apply(s, Wrap(W1A, 3))
    assert s.seat == 1 and hand(s, 0) == "WWWUUUB"


def test_ruling_16_hand_limit_after_a_warehouse_recycle() -> None:
    # 7 in hand, Warehouse draws 2 (9), Recycle discards 1 (8), the hand limit 1 more.
    s = position(hands=["WWWWWWW"], draws="UU", buildings=[["warehouse"]])
    s = play(s, "recycle", "discard U")
    assert s.phase is Phase.DISCARD and s.reason is DiscardReason.HAND_LIMIT and s.pending == 1
    s = play(s, "discard W")
    assert hand(s, 0) == "WWWWWWU" and s.seat == 1


def test_ruling_1_turn_order_is_seat_order_from_the_first_player() -> None:
    s = position(3, seat=1, first_player=1, hands=["W", "W", "W"])
    turns: list[tuple[int, int]] = [(s.seat, s.round)]
    while s.turn < 7:
        before = s.turn
        if s.phase is Phase.LAND:
            s = apply(s, SkipLand())
        elif s.phase is Phase.ACTION:
            s = apply(s, Recycle())
        else:
            s = apply(s, legal_actions(s)[0])
        if s.turn != before:
            turns.append((s.seat, s.round))
    assert turns == [(1, 1), (2, 1), (0, 1), (1, 2), (2, 2), (0, 2), (1, 3)]
