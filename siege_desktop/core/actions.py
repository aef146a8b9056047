"""What every game's actions share: a text form that round-trips through `parse_action`.

An action is a small immutable value (`attrs.frozen(slots=True, repr=False)`) whose `str()`
is its text form. Deriving it from `TextForm` makes its `repr()` the call that reads it back,
`parse_action('play clown at 1')`, so a log line, a failing test or a bug report shows text
that can be pasted into a test. An action without arguments derives from `Word` and names its
text once (`TEXT`).

`ActionReader` is the frame of every game's `parse_action`: the game writes only its grammar
(a `match` over the words that returns the action, or None when no form fits), and every
game's parser refuses non-text, wraps a bad argument and lists examples the same way, with
the game's own typed error.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, Generic, TypeVar

A = TypeVar("A")


class TextForm:
    """Base of an action whose `repr()` is `parse_action('<its text>')`."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"parse_action({str(self)!r})"


class Word(TextForm):
    """An action without arguments: its text form is the class's `TEXT`."""

    __slots__ = ()
    TEXT: ClassVar[str] = ""

    def __str__(self) -> str:
        return self.TEXT


def read_index(text: str) -> int:
    """A 0-based index written in an action's text ('0', '12'); ValueError otherwise."""
    if not text.isdigit():
        raise ValueError(f"{text!r} is not an index")
    return int(text)


class ActionReader(Generic[A]):
    """The frame of a game's `parse_action`: `ActionReader[Action](grammar, error, examples)`.

    `grammar` reads the words of the text: it returns the action, None when no form fits, and
    may raise ValueError on a bad argument (an unknown card, a letter that is not a colour).
    Either way the caller gets `error` (the game's ActionSyntaxError) quoting the text: with
    the argument's complaint, or with `examples` ("'pass', 'end turn'") when nothing fitted.
    """

    __slots__ = ("_error", "_examples", "_grammar")

    def __init__(
        self, grammar: Callable[[list[str]], A | None], error: type[ValueError], examples: str
    ) -> None:
        self._grammar = grammar
        self._error = error
        self._examples = examples

    def __call__(self, text: object) -> A:
        """The action whose `str()` is `text`; the game's error otherwise."""
        if not isinstance(text, str):
            raise self._error(f"an action is text, not {type(text).__name__}")
        try:
            action = self._grammar(text.split())
        except ValueError as exc:
            raise self._error(f"cannot read action {text!r}: {exc}") from None
        if action is None:
            raise self._error(f"cannot read action {text!r}: expected e.g. {self._examples}")
        return action
