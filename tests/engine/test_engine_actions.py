"""Rulebook 5-7 and rulings 5, 11-15: the five main actions, each from an exact position."""

from __future__ import annotations

from engine_positions import (
    area,
    assert_illegal,
    assert_legal,
    hand,
    in_play,
    play,
    position,
    taps,
)

from siege_desktop.games.gifts.rules import (
    Build,
    Claim,
    Discard,
    Phase,
    Recycle,
    Steal,
    Wrap,
    apply,
    apply_logged,
    legal_actions,
    owner_of,
    parse_action,
    parse_gift,
)
from siege_desktop.games.gifts.rules.cards import parse_building

R2A = parse_gift("R2a")
DISPLAY = ["W1a", "U1a", "R2a", "G1a"]


# --------------------------------------------------------------------------- claim


def test_ruling_11_claim_takes_the_gift_with_one_lock() -> None:
    s = position(lands=["RRRUU"], display=DISPLAY)
    after = play(s, "claim R2a")
    assert area(after, 0) == [("R2a", 1)]
    assert R2A not in after.display
    assert owner_of(after, R2A) == (0, 1)
    assert taps(after, 0) == "UURRR"
    assert after.seat == 1  # the one main action ends the turn


def test_ruling_5_display_is_refilled_at_once_into_the_same_slot() -> None:
    s = position(lands=["RRRUU"], display=DISPLAY)
    top = s.supply[-1]
    after = play(s, "claim R2a")
    assert after.display == (*s.display[:2], top, s.display[3])
    assert after.supply == s.supply[:-1]


def test_ruling_5_a_claim_logs_the_refill() -> None:
    s = position(lands=["RRRUU"], display=DISPLAY)
    _, events = apply_logged(s, parse_action("claim R2a"))
    kinds = [e.kind for e in events]
    assert kinds[:3] == ["tap", "claim", "refill"]
    assert events[1].text == "Seat 1 claims Red II."
    assert events[2].other == 2 and events[2].gift == s.supply[-1]


def test_rule_7a_only_display_gifts_can_be_claimed() -> None:
    s = position(lands=["RRRUU"], display=["W1a", "U1a", "B1a", "G1a"], gifts=[[], [("R2a", 1)]])
    assert_illegal(s, Claim(R2A), "that gift is not in the display")


# --------------------------------------------------------------------------- steal


def test_ruling_12_steal_discards_lands_from_hand_equal_to_locks() -> None:
    s = position(lands=["RRRUU"], hands=["WUB"], gifts=[[], [("R2a", 2)]])
    s = apply(s, Steal(R2A))
    assert s.phase is Phase.DISCARD and s.pending == 2
    # The stealer chooses which lands: here any two of W, U, B (in W U B R G order).
    assert legal_actions(s) == (Discard(0), Discard(1))
    s = play(s, "discard U")
    assert legal_actions(s) == (Discard(2),)
    s = play(s, "discard B")
    assert hand(s, 0) == "W"
    assert s.discard[-2:] == (1, 2)
    assert area(s, 0) == [("R2a", 2)]
    assert area(s, 1) == []
    assert s.seat == 1


def test_ruling_12_steal_keeps_locks() -> None:
    for locks in range(5):
        s = position(lands=["RRRUU"], hands=["WWWW"], gifts=[[], [("R2a", locks)]])
        s = play(s, "steal R2a", *["discard W"] * locks)
        assert owner_of(s, R2A) == (0, locks)


def test_rule_6_lock_payment_ignores_colour() -> None:
    # Lands of any colour pay locks, even ones that could not pay the gift's mana.
    s = position(lands=["RRRUU"], hands=["GG"], gifts=[[], [("R2a", 2)]])
    s = play(s, "steal R2a", "discard G", "discard G")
    assert owner_of(s, R2A) == (0, 2) and hand(s, 0) == ""


def test_ruling_12_steal_with_no_locks_needs_no_discard() -> None:
    s = position(lands=["RRRUU"], gifts=[[], [("R2a", 0)]])
    s = play(s, "steal R2a")
    assert owner_of(s, R2A) == (0, 0) and s.seat == 1


def test_ruling_12_owner_changes_and_other_gifts_stay() -> None:
    s = position(lands=["RRRUU"], hands=["W"], gifts=[[], [("W1a", 3), ("R2a", 1)]])
    s, events = apply_logged(apply(s, Steal(R2A)), Discard(0))
    assert area(s, 0) == [("R2a", 1)]
    assert area(s, 1) == [("W1a", 3)]
    steal = next(e for e in events if e.kind == "steal")
    assert steal.text == "Seat 1 steals Red II from Seat 2, discarding Plains."
    assert steal.gift == R2A and steal.other == 1 and steal.colours == (0,)


def test_rule_5_sealed_gift_cannot_be_stolen() -> None:
    s = position(lands=["RRRUU"], hands=["WWWWWW"], gifts=[[], [("R2a", 5)]])
    assert_illegal(s, Steal(R2A), "Red II is sealed and cannot be stolen")


def test_ruling_12_cannot_steal_your_own_gift() -> None:
    s = position(lands=["RRRUU"], hands=["WW"], gifts=[[("R2a", 1)]])
    assert_illegal(s, Steal(R2A), "that gift is yours already")


def test_ruling_12_cannot_steal_from_the_display() -> None:
    s = position(lands=["RRRUU"], display=DISPLAY)
    assert_illegal(s, Steal(R2A), "that gift is in nobody's area")


def test_rule_6_steal_needs_enough_lands_in_hand() -> None:
    s = position(lands=["RRRUU"], hands=["W"], gifts=[[], [("R2a", 2)]])
    assert_illegal(s, Steal(R2A), "its 2 locks need 2 lands discarded from hand; you hold 1")


def test_ruling_12_steal_from_any_opponent() -> None:
    s = position(
        3,
        lands=["RRRUUUU"],
        hands=["WW"],
        gifts=[[], [("R2a", 1)], [("U1a", 2)]],
    )
    assert_legal(s, Steal(R2A))
    assert_legal(s, Steal(parse_gift("U1a")))


# --------------------------------------------------------------------------- wrap


def test_ruling_13_wrap_adds_a_lock_and_discards_a_land_in_play() -> None:
    s = position(lands=["RRU"], gifts=[[("R2a", 1)]], discard="GG")
    s, events = apply_logged(s, Wrap(R2A, 1))
    assert area(s, 0) == [("R2a", 2)]
    assert in_play(s, 0) == "RR"
    assert s.discard == (4, 4, 1)
    wrap = next(e for e in events if e.kind == "wrap")
    assert wrap.text == "Seat 1 wraps Red II with an Island: 2 locks."


def test_ruling_13_wrap_may_use_a_tapped_land() -> None:
    s = position(lands=["RU"], tapped=["RU"], gifts=[[("R2a", 1)]])
    assert_legal(s, Wrap(R2A, 3))
    s = apply(s, Wrap(R2A, 3))
    assert in_play(s, 0) == "U" and taps(s, 0) == "U"


def test_ruling_13_wrap_chooses_the_land_colour() -> None:
    s = position(lands=["WUG"], gifts=[[("R2a", 1)]])
    wraps = [a for a in legal_actions(s) if isinstance(a, Wrap)]
    assert wraps == [Wrap(R2A, 0), Wrap(R2A, 1), Wrap(R2A, 4)]
    assert_illegal(s, Wrap(R2A, 3), "you have no such land in play to discard")


def test_rule_5_wrap_to_five_locks_seals_the_gift() -> None:
    s = position(lands=["RU"], gifts=[[("R2a", 4)], [("W1a", 1)]])
    s, events = apply_logged(s, Wrap(R2A, 1))
    assert area(s, 0) == [("R2a", 5)]
    assert s.sealed(0) == 1
    assert "It is sealed!" in next(e for e in events if e.kind == "wrap").text


def test_ruling_13_a_sealed_gift_cannot_be_wrapped() -> None:
    s = position(lands=["RU"], gifts=[[("R2a", 5), ("W1a", 2)]])
    assert_illegal(s, Wrap(R2A, 1), "Red II is sealed already")
    assert_legal(s, Wrap(parse_gift("W1a"), 1))


def test_ruling_13_only_your_own_gifts_can_be_wrapped() -> None:
    s = position(lands=["RU"], gifts=[[], [("R2a", 1)]])
    assert_illegal(s, Wrap(R2A, 1), "you can wrap only your own gifts")


# --------------------------------------------------------------------------- build


GLOVES, CROWBAR, RIBBON, WAREHOUSE, COFFER = (
    parse_building(b) for b in ("gloves", "crowbar", "ribbon", "warehouse", "coffer")
)


def test_ruling_14_build_places_the_building() -> None:
    s = position(lands=["BBRR"])
    s, events = apply_logged(s, Build(GLOVES))
    assert s.buildings[0] == (GLOVES,)
    assert next(e for e in events if e.kind == "build").text == "Seat 1 builds Thief's Gloves."


def test_rule_7d_at_most_two_buildings_replace_to_build_more() -> None:
    s = position(lands=["BBRRGG"], buildings=[["crowbar", "coffer"]])
    assert_illegal(s, Build(GLOVES), "you have 2 buildings: choose one to replace")
    builds = [a for a in legal_actions(s) if isinstance(a, Build)]
    assert Build(GLOVES, CROWBAR) in builds and Build(GLOVES, COFFER) in builds
    assert all(a.replace is not None for a in builds)
    assert_illegal(s, Build(GLOVES, RIBBON), "you have no Reinforced Ribbon to replace")
    s = apply(s, Build(GLOVES, CROWBAR))
    assert s.buildings[0] == (COFFER, GLOVES)


def test_ruling_14_replace_needs_two_buildings() -> None:
    s = position(lands=["BBRR"], buildings=[["coffer"]])
    assert_illegal(s, Build(GLOVES, COFFER), "you have room for Thief's Gloves")


def test_ruling_14_a_replaced_building_returns_to_the_supply() -> None:
    # Seat 1 replaces Crowbar; with unique buildings on, seat 2 may then build it.
    s = position(
        lands=["BBRR", "RRUU"], buildings=[["crowbar", "coffer"]], hands=["", "G"], draws="U"
    )
    assert_illegal(s, Build(GLOVES), "choose one to replace")
    s = play(s, "build gloves over crowbar")
    assert s.seat == 1
    s = play(s, "skip land")
    assert_legal(s, Build(CROWBAR))
    s = play(s, "build crowbar")
    assert s.buildings == ((COFFER, GLOVES), (CROWBAR,))


def test_ruling_6_unique_buildings_on_a_built_building_is_taken() -> None:
    s = position(lands=["BBRR"], buildings=[[], ["gloves"]])
    assert_illegal(s, Build(GLOVES), "Seat 2 owns the only Thief's Gloves")


def test_ruling_6_unique_buildings_off_anyone_may_build_it() -> None:
    s = position(lands=["BBRR"], buildings=[[], ["gloves"]], unique_buildings=False)
    assert_legal(s, Build(GLOVES))
    assert apply(s, Build(GLOVES)).buildings == ((GLOVES,), (GLOVES,))


def test_ruling_6_never_two_of_the_same_building() -> None:
    for unique in (True, False):
        s = position(lands=["BBRR"], buildings=[["gloves"]], unique_buildings=unique)
        assert_illegal(s, Build(GLOVES), "you already have Thief's Gloves")
        full = position(lands=["BBRR"], buildings=[["gloves", "coffer"]], unique_buildings=unique)
        assert_illegal(full, Build(GLOVES, COFFER), "you already have Thief's Gloves")


# --------------------------------------------------------------------------- recycle


def test_ruling_15_recycle_draws_one_then_discards_one_of_choice() -> None:
    s = position(hands=["WW"], draws="U")
    s = apply(s, Recycle())
    assert hand(s, 0) == "WWU" and s.phase is Phase.DISCARD and s.pending == 1
    assert legal_actions(s) == (Discard(0), Discard(1))
    s = play(s, "discard U")
    assert hand(s, 0) == "WW" and s.discard[-1] == 1 and s.seat == 1


def test_ruling_15_recycle_may_discard_the_land_just_drawn_or_another() -> None:
    s = play(position(hands=["WW"], draws="U"), "recycle", "discard W")
    assert hand(s, 0) == "WU"


def test_ruling_15_recycle_event_hides_the_drawn_land_from_others() -> None:
    s = position(hands=["WW"], draws="U")
    _, events = apply_logged(s, Recycle())
    draw = next(e for e in events if e.kind == "draw")
    assert draw.text_for(0) == "Seat 1 draws Island."
    assert draw.text_for(1) == "Seat 1 draws a land."
    assert draw.text_for(None) == "Seat 1 draws a land."
    assert draw.visible_to(1).hidden == () and draw.hidden == (1,)
