"""Ruling 26: every action's text form (`pick G1`, `place G1 e3`, `draw`, `draft G1`,
`summon G1 e3`, `move e3 e7`, `attack e7 e8`, `end`) reads back to the same action, its repr
is code that can be pasted, and bad text is refused with a reason."""

from __future__ import annotations

import pytest

from siege_desktop.games.siege.rules import (
    DRAW,
    END,
    ActionSyntaxError,
    Attack,
    Draft,
    Move,
    Pick,
    Place,
    Summon,
    parse_action,
)
from siege_desktop.games.siege.rules.data import parse_square

FORMS = {
    "pick G1": Pick(3),
    "place G1 e3": Place(3, parse_square("e3")),
    "draw": DRAW,
    "draft N3": Draft(11),
    "summon B2 k15": Summon(7, parse_square("k15")),
    "move e3 e7": Move(parse_square("e3"), parse_square("e7")),
    "attack e7 e8": Attack(parse_square("e7"), parse_square("e8")),
    "end": END,
}


@pytest.mark.parametrize(("text", "action"), FORMS.items())
def test_each_text_form_reads_back(text: str, action: object) -> None:
    assert parse_action(text) == action
    assert str(action) == text
    assert repr(action) == f"parse_action({text!r})"
    assert parse_action(f"  {text}  ") == action  # spaces around are harmless


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("pick Z1", "no unit 'Z1'"),
        ("place G1 l3", "'l3' is not a square"),
        ("move a0 a1", "'a0' is not a square"),
        ("move a16 a1", "off the board"),
        ("attack e7", "expected e.g."),
        ("summon e3 G1", "no unit 'e3'"),
        ("fly e3 e7", "expected e.g."),
        ("", "expected e.g."),
    ],
)
def test_bad_text_is_refused_with_a_reason(text: str, why: str) -> None:
    with pytest.raises(ActionSyntaxError, match=why):
        parse_action(text)


def test_only_text_is_read() -> None:
    with pytest.raises(ActionSyntaxError, match="an action is text"):
        parse_action(42)  # type: ignore[arg-type]
