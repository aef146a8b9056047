"""Comeback windows and chains (rulings 8-11): who decides, what answers what, how chains
resolve, the karma comeback, Inevitable gifts."""

from __future__ import annotations

import pytest
from cursed_positions import act, c, legal_texts, position

from siege_desktop.games.cursed.rules.errors import IllegalActionError
from siege_desktop.games.cursed.rules.rules import RULES, can_answer


def test_a_window_opens_for_the_target_even_without_a_comeback() -> None:
    s = position(hands={0: ["clown"], 1: ["sweater"]})
    s, _ = act(s, "play clown at 1")
    assert RULES.to_act(s) == 1
    assert legal_texts(s) == {"pass"}  # ruling 11: nothing is revealed by the window
    s, _ = act(s, "pass")
    assert RULES.to_act(s) == 0
    assert s.points(1) == 3


def test_can_answer_tells_whether_a_window_holds_a_choice() -> None:
    s = position(hands={0: ["clown", "fruitcake"], 1: ["manta"]})
    assert not can_answer(s)  # no window on your own turn
    s, _ = act(s, "play clown at 1")
    assert can_answer(s)
    s, _ = act(s, "answer manta")
    assert not can_answer(s)  # seat 0 holds no Woolf or Seal


def test_an_inevitable_gift_opens_no_window() -> None:
    s = position(hands={0: ["mirror"], 1: ["manta", "karma"]})
    s, _ = act(s, "play mirror at 1")
    assert RULES.to_act(s) == 0 and s.window == -1
    assert s.points(1) == 3


def test_manta_ray_cancels_a_gift_and_cannot_answer_a_comeback() -> None:
    s = position(hands={0: ["accordion", "manta"], 1: ["manta"]})
    s, _ = act(s, "play accordion at 1", "answer manta")
    assert RULES.to_act(s) == 0
    assert "answer manta" not in legal_texts(s)
    with pytest.raises(IllegalActionError, match="cannot answer a Comeback"):
        act(s, "answer manta")
    s, _ = act(s, "pass")
    assert s.points(1) == 0
    assert c("accordion") in s.discard and s.discard.count(c("manta")) >= 1


def test_a_comeback_against_a_comeback_restores_the_gift() -> None:
    s = position(hands={0: ["accordion", "woolf"], 1: ["manta"]})
    s, _ = act(s, "play accordion at 1", "answer manta", "answer woolf")
    assert RULES.to_act(s) == 1  # the window goes back to the seat whose card was answered
    s, _ = act(s, "pass")
    assert s.points(1) == 4


def test_a_chain_of_four_comebacks_resolves_from_the_last() -> None:
    s = position(
        hands={0: ["timeshare", "woolf", "woolf", "sweater"], 1: ["manta", "seal", "helping"]}
    )
    s, _ = act(s, "play timeshare at 1", "answer manta", "answer woolf", "answer seal")
    assert RULES.to_act(s) == 0
    s, _ = act(s, "answer woolf")
    assert [link.seat for link in s.chain] == [1, 0, 1, 0]
    assert RULES.to_act(s) == 1
    s, events = act(s, "pass")
    # Woolf voids Seal, so the first Woolf voids Manta: the gift lands.
    assert s.points(1) == 5
    assert len(s.hands[0]) == 1  # the voided Seal made nobody discard
    assert any(e.kind == "resolve" for e in events)


def test_seal_you_in_hell_cancels_and_its_victim_discards_at_random() -> None:
    s = position(hands={0: ["clown", "woolf", "sweater"], 1: ["manta", "seal"]})
    s, _ = act(s, "play clown at 1", "answer manta", "answer woolf", "answer seal", "pass")
    assert s.points(1) == 0  # Seal voids Woolf, Manta voids the gift
    assert len(s.hands[0]) == 0  # seat 0 lost its last card (the 1) to Seal


def test_comebacks_on_your_own_turn_do_not_count_toward_three_cards() -> None:
    s = position(hands={0: ["clown", "woolf", "helping", "helping", "helping"], 1: ["manta"]})
    s, _ = act(s, "play clown at 1", "answer manta", "answer woolf", "pass")
    assert s.played == 1
    s, _ = act(s, "play helping", "play helping")
    assert s.played == 3
    assert legal_texts(s) == {"end turn"}


def test_bad_karma_sends_the_gift_back_and_cannot_answer_bad_karma() -> None:
    s = position(hands={0: ["accordion", "karma", "socks", "globe", "mug"], 1: ["karma"]})
    s, _ = act(s, "play accordion at 1", "answer karma")
    assert RULES.to_act(s) == 0
    assert legal_texts(s) == {"pass"}
    with pytest.raises(IllegalActionError, match="cannot answer a Comeback"):
        act(s, "answer karma")
    with pytest.raises(IllegalActionError, match="Bad Karma answers only"):
        act(s, "answer useless-karma")
    s, _ = act(s, "pass")
    assert s.points(0) == 4 and s.points(1) == 0


def test_three_useless_gifts_act_as_bad_karma() -> None:
    s = position(hands={0: ["clown"], 1: ["socks", "globe", "magnet", "mug"]})
    s, _ = act(s, "play clown at 1")
    assert "answer useless-karma" in legal_texts(s)
    s, _ = act(s, "answer useless-karma", "pass")
    assert s.points(0) == 3 and s.points(1) == 0
    assert len(s.hands[1]) == 1 and sum(1 for x in s.discard if x == c("socks")) >= 1


def test_two_useless_gifts_are_not_karma() -> None:
    s = position(hands={0: ["clown"], 1: ["socks", "globe"]})
    s, _ = act(s, "play clown at 1")
    with pytest.raises(IllegalActionError, match="needs three"):
        act(s, "answer useless-karma")


def test_woolf_answers_bad_karma_so_the_gift_lands_after_all() -> None:
    s = position(hands={0: ["accordion", "woolf"], 1: ["karma"]})
    s, _ = act(s, "play accordion at 1", "answer karma", "answer woolf", "pass")
    assert s.points(1) == 4 and s.points(0) == 0


def test_bad_karma_sends_a_treachery_back_to_its_player() -> None:
    s = position(
        hands={0: ["mummy"], 1: ["karma"]},
        areas={0: ["fruitcake", "clown"], 1: ["sweater"]},
    )
    s, _ = act(s, "play mummy at 1 on 0", "answer karma", "pass")
    assert s.points(1) == 1
    assert s.areas[0][1] == (c("clown"), (c("mummy"),))  # its player's biggest gift


def test_a_seat_not_in_a_window_cannot_act() -> None:
    s = position(hands={0: ["clown", "manta"], 1: ["manta"]})
    s, _ = act(s, "play clown at 1")
    with pytest.raises(IllegalActionError, match="window is open"):
        act(s, "end turn")


def test_treachery_on_every_rival_opens_windows_in_seat_order() -> None:
    s = position(seats=4, current=2, hands={1: ["socks"], 2: ["mourning"], 3: ["manta"]})
    s, _ = act(s, "play mourning")
    assert RULES.to_act(s) == 3
    s, _ = act(s, "answer manta", "pass")  # seat 2 lets the Manta stand
    assert RULES.to_act(s) == 0
    s, _ = act(s, "pass")
    assert RULES.to_act(s) == 1
    s, _ = act(s, "pass")
    assert RULES.to_act(s) == 2 and s.attack is None
    assert s.hands[1] == ()  # the Useless Gift was mourned
    assert s.hands[3] == ()  # only the Manta, which was played
