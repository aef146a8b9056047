"""Antidotes (ruling 6): exact cures, split over gifts and combined, each a card played."""

from __future__ import annotations

import pytest
from cursed_positions import act, c, legal_texts, position

from siege_desktop.games.cursed.rules.errors import IllegalActionError


def test_one_antidote_cures_one_gift_of_exactly_its_value() -> None:
    s = position(hands={0: ["antidote2"]}, areas={0: ["fruitcake", "clown"]})
    s, events = act(s, "cure 0 with antidote2")
    assert s.areas[0] == ((c("clown"), ()),)
    assert s.played == 1 and c("antidote2") in s.discard and c("fruitcake") in s.discard
    assert events[0].kind == "cure"


def test_a_five_splits_over_four_and_one_and_over_three_and_two() -> None:
    s = position(hands={0: ["antidote5"]}, areas={0: ["accordion", "sweater", "fruitcake"]})
    assert "cure 0,1 with antidote5" in legal_texts(s)
    s, _ = act(s, "cure 0,1 with antidote5")
    assert s.points(0) == 2
    s = position(hands={0: ["antidote5"]}, areas={0: ["sweater", "clown", "fruitcake"]})
    assert "cure 1,2 with antidote5" in legal_texts(s)
    s, _ = act(s, "cure 1,2 with antidote5")
    assert s.points(0) == 1


def test_an_inexact_cure_is_refused_with_the_reason_and_nothing_changes() -> None:
    s = position(hands={0: ["antidote5"]}, areas={0: ["accordion"]})
    assert not any(t.startswith("cure") for t in legal_texts(s))
    with pytest.raises(IllegalActionError, match="match exactly: the gifts are worth 4"):
        act(s, "cure 0 with antidote5")
    assert s.areas[0] == ((c("accordion"), ()),)


def test_antidotes_combine_on_one_gift_each_counting_as_a_card() -> None:
    s = position(
        hands={0: ["antidote2", "antidote2", "antidote1", "antidote1"]}, areas={0: ["accordion"]}
    )
    s, _ = act(s, "cure 0 with antidote2+antidote2")
    assert s.points(0) == 0 and s.played == 2


def test_three_card_budget_limits_how_many_antidotes_combine() -> None:
    s = position(
        hands={0: ["antidote1"] * 4, 1: []},
        areas={0: ["accordion"]},
        played=1,
    )
    assert not any(t.startswith("cure") for t in legal_texts(s))
    with pytest.raises(IllegalActionError, match="more than 3"):
        act(s, "cure 0 with antidote1+antidote1+antidote1+antidote1")


def test_a_cure_counts_attachments_and_discards_them_with_the_gift() -> None:
    s = position(hands={0: ["antidote3"]}, areas={0: [("fruitcake", ["mummy"])]})
    s, _ = act(s, "cure 0 with antidote3")
    assert s.areas[0] == ()
    assert c("mummy") in s.discard and c("fruitcake") in s.discard


def test_an_inevitable_gift_can_be_cured_later() -> None:
    s = position(hands={0: ["antidote3"]}, areas={0: ["mirror"]})
    s, _ = act(s, "cure 0 with antidote3")
    assert s.points(0) == 0


def test_only_your_own_area_is_cured() -> None:
    s = position(hands={0: ["antidote1"]}, areas={1: ["sweater"]})
    assert not any(t.startswith("cure") for t in legal_texts(s))
    with pytest.raises(IllegalActionError, match="your own area"):
        act(s, "cure 0 with antidote1")


def test_any_copy_of_identical_gifts_can_be_cured() -> None:
    """Ruling 6: the second Ancient Fruitcake is as curable as the first."""
    s = position(hands={0: ["antidote2"]}, areas={0: ["fruitcake", "fruitcake"]})
    assert {"cure 0 with antidote2", "cure 1 with antidote2"} <= legal_texts(s)
    s, _ = act(s, "cure 1 with antidote2")
    assert s.areas[0] == ((c("fruitcake"), ()),) and s.points(0) == 2


def test_the_text_form_cures_the_second_sweater() -> None:
    s = position(hands={0: ["antidote1"]}, areas={0: ["sweater", "fruitcake", "sweater"]})
    s, _ = act(s, "cure 2 with antidote1")
    assert [g for g, _ in s.areas[0]] == [c("sweater"), c("fruitcake")]


def test_a_copy_carrying_an_attachment_is_not_the_same_gift() -> None:
    s = position(hands={0: ["antidote2"]}, areas={0: [("sweater", ["mummy"]), "sweater"]})
    assert "cure 0 with antidote2" in legal_texts(s)
    with pytest.raises(IllegalActionError, match="gifts are worth 1, the Antidotes -2"):
        act(s, "cure 1 with antidote2")


def test_refusal_reasons_of_a_cure_are_true() -> None:
    s = position(
        hands={0: ["antidote1", "antidote2"]}, areas={0: ["sweater", "fruitcake", "sweater"]}
    )
    with pytest.raises(IllegalActionError, match="in order, lowest first"):
        act(s, "cure 2,0 with antidote2")
    with pytest.raises(IllegalActionError, match="in order, lowest first"):
        act(s, "cure 1,2 with antidote2+antidote1")
    with pytest.raises(IllegalActionError, match="name each gift once"):
        act(s, "cure 2,2 with antidote2")
    s, _ = act(s, "cure 1,2 with antidote1+antidote2")
    assert s.points(0) == 1
