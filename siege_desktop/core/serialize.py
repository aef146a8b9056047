"""What every game's `from_dict` shares: reading JSON-ready data field by field.

A state read from a save or a bug report is untrusted: every field is checked, and the first
problem raises the game's own error (its StateFormatError, a ValueError) naming the field by
its path, `state.seats[2].hand: ...`, so a player reading "this save cannot be loaded" and a
developer reading the traceback both learn what is wrong. A game builds one
`FieldReader(StateFormatError)` and keeps only what is its own: its cards' codes, its
conservation and consistency checks.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import Any, TypeVar

from siege_desktop.core.rng import MASK

T = TypeVar("T")


class FieldReader:
    """Field checks that raise `error` (the game's StateFormatError) naming the field.

    `where` is the path of the mapping or value being read ("state", "state.seats[1]");
    a message names `where.key` for a field of a mapping.
    """

    __slots__ = ("error",)

    def __init__(self, error: type[ValueError]) -> None:
        self.error = error

    def header(self, data: object, fmt: str, version: int, game: str) -> dict[str, Any]:
        """The state's top-level mapping, once its `format` and `version` are this game's
        (`game` names it in the message, "not a Cursed Gifts state")."""
        if not isinstance(data, dict):
            raise self.error(f"a game state is a JSON object, not {type(data).__name__}")
        if data.get("format") != fmt:
            raise self.error(
                f"not a {game} state (format is {data.get('format')!r}, expected {fmt!r})"
            )
        found = self.field(data, "version", int, "state")
        if found > version:
            raise self.error(
                f"this state was written by a newer version (format {found}); "
                f"this app reads format {version}"
            )
        if found != version:
            raise self.error(f"unknown state format version {found}")
        return data

    def known_keys(self, data: Mapping[str, Any], keys: Collection[str], where: str) -> None:
        """Refuse fields the format does not have (a typo must not pass for a default)."""
        unknown = sorted(set(data) - set(keys))
        if unknown:
            raise self.error(f"{where}: unknown fields {', '.join(map(repr, unknown))}")

    def field(self, data: Mapping[str, Any], key: str, kind: type[T], where: str) -> T:
        """`data[key]`, which must be there and be a `kind` (a bool is not an int here)."""
        if key not in data:
            raise self.error(f"{where}: missing field {key!r}")
        value = data[key]
        if kind is int and isinstance(value, bool):
            raise self.error(f"{where}.{key}: expected a whole number, got {value!r}")
        if not isinstance(value, kind):
            raise self.error(f"{where}.{key}: expected {kind.__name__}, got {type(value).__name__}")
        return value

    def mapping(self, value: object, where: str) -> dict[str, Any]:
        """A value that must be a JSON object (a seat, an entry of a list)."""
        if not isinstance(value, dict):
            raise self.error(f"{where}: expected an object")
        return value

    def number(self, value: object, where: str, lo: int, hi: int) -> int:
        """A whole number in lo..hi (a seat index, a count)."""
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.error(f"{where}: expected a whole number, got {value!r}")
        if not lo <= value <= hi:
            raise self.error(f"{where}: {value} is outside {lo}..{hi}")
        return value

    def whole(self, data: Mapping[str, Any], key: str, where: str, lo: int, hi: int) -> int:
        """The field `key`: a whole number in lo..hi."""
        return self.number(self.field(data, key, int, where), f"{where}.{key}", lo, hi)

    def choice(self, data: Mapping[str, Any], key: str, where: str, options: Mapping[str, T]) -> T:
        """The field `key`: one of the names of `options`, read as its value (a phase, an
        ending)."""
        name = self.field(data, key, str, where)
        if name not in options:
            raise self.error(f"{where}.{key}: {name!r} is not one of {sorted(options)}")
        return options[name]

    def rng(self, data: Mapping[str, Any], where: str) -> int:
        """The field `rng`: the generator's 64-bit state written in hexadecimal."""
        text = self.field(data, "rng", str, where)
        try:
            value = int(text, 16)
        except ValueError:
            raise self.error(f"{where}.rng: {text!r} is not a hex number") from None
        if not 0 <= value <= MASK:
            raise self.error(f"{where}.rng: out of range")
        return value

    def code(self, value: object, parse: Callable[[str], T], where: str, what: str) -> T:
        """A code the game's own parser reads (a card, a gift, a building); `what` says what
        is expected when the value is not text ("a gift is a code such as 'R2a'")."""
        if not isinstance(value, str):
            raise self.error(f"{where}: {what}, not {value!r}")
        return self.nested(parse, value, where)

    def nested(self, read: Callable[[Any], T], value: Any, where: str) -> T:
        """What another reader makes of `value` (the config's from_dict, a code's parser):
        its ValueError becomes the game's error, prefixed by `where`."""
        try:
            return read(value)
        except ValueError as exc:
            raise self.error(f"{where}: {exc}") from None
