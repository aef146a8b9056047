"""The shared text form of actions: repr reads back, a Word's text is its TEXT, and the parser
frame refuses bad text with the game's own error, quoting it."""

from __future__ import annotations

from typing import ClassVar

import attrs
import pytest

from siege_desktop.core.actions import ActionReader, TextForm, Word, read_index


class ToyError(ValueError):
    """The toy game's ActionSyntaxError."""


@attrs.frozen(slots=True, repr=False)
class Move(TextForm):
    square: int

    def __str__(self) -> str:
        return f"move {self.square}"


@attrs.frozen(slots=True, repr=False)
class Stop(Word):
    TEXT: ClassVar[str] = "stop"


def _grammar(words: list[str]) -> Move | Stop | None:
    match words:
        case ["stop"]:
            return Stop()
        case ["move", square]:
            return Move(read_index(square))
    return None


parse_action = ActionReader[Move | Stop](_grammar, ToyError, "'move 3', 'stop'")


def test_repr_is_the_call_that_reads_the_action_back() -> None:
    assert repr(Move(3)) == "parse_action('move 3')"
    assert repr(Stop()) == "parse_action('stop')"
    assert str(Stop()) == "stop"
    assert eval(repr(Move(3)), {"parse_action": parse_action}) == Move(3)


def test_the_reader_reads_every_form_and_tolerates_spacing() -> None:
    assert parse_action("move 12") == Move(12)
    assert parse_action("  stop ") == Stop()


def test_the_reader_raises_the_game_s_error_quoting_the_text() -> None:
    with pytest.raises(ToyError, match="an action is text, not int"):
        parse_action(3)
    with pytest.raises(ToyError, match=r"cannot read action 'move x': 'x' is not an index"):
        parse_action("move x")
    with pytest.raises(ToyError, match=r"cannot read action 'jump': expected e.g. 'move 3'"):
        parse_action("jump")


def test_an_index_is_digits_only() -> None:
    assert read_index("0") == 0 and read_index("17") == 17
    for bad in ("-1", "", "1.5", "one"):
        with pytest.raises(ValueError, match="is not an index"):
            read_index(bad)
