"""Rulebook 4 and rulings 2, 8, 10: what gifts and buildings cost, and which lands pay."""

from __future__ import annotations

import pytest
from engine_positions import assert_illegal, assert_legal, in_play, position, taps

from siege_desktop.games.gifts.rules import (
    Build,
    Claim,
    PlayLand,
    Steal,
    apply,
    parse_gift,
    tap_preview,
)
from siege_desktop.games.gifts.rules.cards import LETTERS, parse_building

# (class, total mana, mana of the gift's colour)
CLASSES = [(1, 3, 2), (2, 5, 3), (3, 7, 4)]


def _other(colour: str) -> str:
    """A colour that is not `colour`, to pay the generic part."""
    return "G" if colour != "G" else "W"


@pytest.mark.parametrize("colour", LETTERS)
@pytest.mark.parametrize(("klass", "total", "need"), CLASSES)
def test_rule_4_claim_costs_exactly_total_with_colour(
    colour: str, klass: int, total: int, need: int
) -> None:
    code = f"{colour}{klass}a"
    board = colour * need + _other(colour) * (total - need)
    s = position(lands=[board], display=[code, "W1b", "U1b", "B1b"])
    assert_legal(s, Claim(parse_gift(code)))
    after = apply(s, Claim(parse_gift(code)))
    # Ruling 10: exactly the cost is tapped, at least `need` of the gift's colour.
    assert sorted(taps(after, 0)) == sorted(board)


@pytest.mark.parametrize("colour", LETTERS)
@pytest.mark.parametrize(("klass", "total", "need"), CLASSES)
def test_rule_4_claim_one_mana_short_fails(colour: str, klass: int, total: int, need: int) -> None:
    code = f"{colour}{klass}a"
    board = colour * need + _other(colour) * (total - need - 1)
    s = position(lands=[board], display=[code, "W1b", "U1b", "B1b"])
    word = ["White", "Blue", "Black", "Red", "Green"][LETTERS.index(colour)]
    assert_illegal(s, Claim(parse_gift(code)), f"it costs {total} mana with {need} {word}")


@pytest.mark.parametrize("colour", LETTERS)
@pytest.mark.parametrize(("klass", "total", "need"), CLASSES)
def test_rule_4_claim_one_colour_short_fails(
    colour: str, klass: int, total: int, need: int
) -> None:
    code = f"{colour}{klass}a"
    board = colour * (need - 1) + _other(colour) * (total - need + 1)
    s = position(lands=[board], display=[code, "W1b", "U1b", "B1b"])
    reason = f"you have {total} untapped with {need - 1}"
    assert_illegal(s, Claim(parse_gift(code)), reason)


@pytest.mark.parametrize(("klass", "total", "need"), CLASSES)
def test_rule_4_steal_costs_the_same_as_claim(klass: int, total: int, need: int) -> None:
    code = f"R{klass}a"
    gifts = [[], [(code, 0)]]
    enough = position(lands=["R" * need + "U" * (total - need)], gifts=gifts)
    assert_legal(enough, Steal(parse_gift(code)))
    short_total = position(lands=["R" * need + "U" * (total - need - 1)], gifts=gifts)
    assert_illegal(short_total, Steal(parse_gift(code)), f"it costs {total} mana")
    short_colour = position(lands=["R" * (need - 1) + "U" * (total - need + 1)], gifts=gifts)
    assert_illegal(short_colour, Steal(parse_gift(code)), f"with {need} Red")


def test_ruling_10_lands_of_the_colour_may_pay_the_rest() -> None:
    s = position(lands=["RRRRR"], display=["R2a", "W1a", "U1a", "B1a"])
    assert_legal(s, Claim(parse_gift("R2a")))
    assert taps(apply(s, Claim(parse_gift("R2a"))), 0) == "RRRRR"


def test_ruling_10_payment_keeps_the_gift_colour_for_last() -> None:
    # Seven lands for a 3-mana Red gift: two Red, then the most plentiful other colours.
    s = position(lands=["RRRRUUG"], display=["R1a", "W1a", "U1a", "B1a"])
    assert tap_preview(s, Claim(parse_gift("R1a"))) == (0, 1, 0, 2, 0)
    after = apply(s, Claim(parse_gift("R1a")))
    assert taps(after, 0) == "URR"
    assert in_play(after, 0) == "UURRRRG"  # tapping leaves the lands in play


def test_rule_4_mana_comes_only_from_lands_in_play() -> None:
    # A full hand of Red pays nothing: only lands in play tap for mana.
    s = position(hands=["RRRRRRR"], lands=["RR"], display=["R1a", "W1a", "U1a", "B1a"])
    assert_illegal(s, Claim(parse_gift("R1a")), "it costs 3 mana with 2 Red")


def test_rule_4_tapped_lands_do_not_pay_again() -> None:
    s = position(lands=["RRUU"], tapped=["R"], display=["R1a", "W1a", "U1a", "B1a"])
    assert_illegal(s, Claim(parse_gift("R1a")), "you have 3 untapped with 1 Red")
    fine = position(lands=["RRUU"], tapped=["U"], display=["R1a", "W1a", "U1a", "B1a"])
    assert_legal(fine, Claim(parse_gift("R1a")))


def test_ruling_2_each_land_taps_for_one_mana_of_its_colour() -> None:
    # Five Forests are five Green mana: a Green II (5 with 3 Green), not a Green III (7).
    s = position(lands=["GGGGG"], display=["G2a", "G3a", "W1a", "U1a"])
    assert_legal(s, Claim(parse_gift("G2a")))
    assert_illegal(s, Claim(parse_gift("G3a")), "it costs 7 mana with 4 Green")


@pytest.mark.parametrize(
    ("building", "colour"),
    [("gloves", "B"), ("crowbar", "R"), ("ribbon", "G"), ("warehouse", "U"), ("coffer", "W")],
)
def test_ruling_14_build_costs_four_with_two_of_its_colour(building: str, colour: str) -> None:
    b = Build(parse_building(building))
    other = _other(colour)
    exact = position(lands=[colour * 2 + other * 2])
    assert_legal(exact, b)
    assert sorted(taps(apply(exact, b), 0)) == sorted(colour * 2 + other * 2)
    assert_illegal(position(lands=[colour * 2 + other]), b, "it costs 4 mana with 2")
    assert_illegal(position(lands=[colour + other * 3]), b, "it costs 4 mana with 2")


def test_ruling_8_a_land_can_be_tapped_the_turn_it_is_played() -> None:
    s = position(phase="land", hands=["R"], lands=["RU"], display=["R1a", "W1a", "U1a", "B1a"])
    assert_illegal(s, Claim(parse_gift("R1a")), "first play a land")
    s = apply(s, PlayLand(LETTERS.index("R")))
    assert_legal(s, Claim(parse_gift("R1a")))
