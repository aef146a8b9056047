"""A seat's name in a sentence: the verb agrees with a seat named "You", and its possessive
and object forms read as English, while every other name is left as it was."""

from __future__ import annotations

import pytest

from siege_desktop.core.words import acts, agree, mention, possessive


@pytest.mark.parametrize(
    ("verb", "you"),
    [
        ("draws", "draw"),
        ("reaches", "reach"),
        ("passes", "pass"),
        ("wishes", "wish"),
        ("fixes", "fix"),
        ("loses", "lose"),
        ("is", "are"),
        ("has", "have"),
        ("goes", "go"),
        ("cut", "cut"),
    ],
)
def test_the_verb_agrees_with_you_and_stays_for_any_other_name(verb: str, you: str) -> None:
    assert acts("You", verb) == f"You {you}"
    assert agree("You", verb) == you
    assert acts("Bo", verb) == f"Bo {verb}"
    assert agree("Bo", verb) == verb
    assert acts("Youssef", verb) == f"Youssef {verb}"  # only the whole name speaks to you


def test_possessive_and_mention() -> None:
    assert possessive("You") == "Your"
    assert possessive("You", opening=False) == "your"
    assert possessive("You", standalone=True) == "Yours"
    assert possessive("Bo") == possessive("Bo", opening=False) == "Bo's"
    assert mention("You") == "you"
    assert mention("Bo") == "Bo"
