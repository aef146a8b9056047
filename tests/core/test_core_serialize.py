"""The shared field checks of every game's from_dict: the game's own error, naming the field."""

from __future__ import annotations

import re
from typing import Any

import pytest

from siege_desktop.core.rng import MASK
from siege_desktop.core.serialize import FieldReader
from siege_desktop.games.cursed.rules.errors import StateFormatError as CursedFormatError
from siege_desktop.games.cursed.rules.rules import RULES as CURSED


class ToyFormatError(ValueError):
    """The toy game's StateFormatError."""


READ = FieldReader(ToyFormatError)
GOOD: dict[str, Any] = {"format": "toy/state", "version": 2, "rng": "ff", "seat": 1}


def test_the_header_accepts_its_own_format_and_names_what_is_wrong() -> None:
    assert READ.header(GOOD, "toy/state", 2, "Toy") is GOOD
    cases = [
        ([], "a game state is a JSON object, not list"),
        ({**GOOD, "format": "chess"}, "not a Toy state (format is 'chess'"),
        ({**GOOD, "version": 3}, "written by a newer version (format 3)"),
        ({**GOOD, "version": 1}, "unknown state format version 1"),
        ({"format": "toy/state"}, "state: missing field 'version'"),
    ]
    for data, message in cases:
        with pytest.raises(ToyFormatError, match=re.escape(message)):
            READ.header(data, "toy/state", 2, "Toy")


def test_fields_are_checked_for_presence_kind_and_range() -> None:
    assert READ.field(GOOD, "seat", int, "state") == 1
    assert READ.whole(GOOD, "seat", "state", 0, 3) == 1
    with pytest.raises(ToyFormatError, match=re.escape("state: missing field 'hand'")):
        READ.field(GOOD, "hand", str, "state")
    with pytest.raises(ToyFormatError, match=re.escape("state.seat: expected str, got int")):
        READ.field(GOOD, "seat", str, "state")
    with pytest.raises(
        ToyFormatError, match=re.escape("state.busy: expected a whole number, got True")
    ):
        READ.field({"busy": True}, "busy", int, "state")
    with pytest.raises(ToyFormatError, match=re.escape("state.seat: 1 is outside 2..3")):
        READ.whole(GOOD, "seat", "state", 2, 3)
    with pytest.raises(ToyFormatError, match=re.escape("state.seats[0]: expected an object")):
        READ.mapping([], "state.seats[0]")
    with pytest.raises(ToyFormatError, match=re.escape("state: unknown fields 'colour'")):
        READ.known_keys({**GOOD, "colour": 1}, GOOD.keys(), "state")


def test_choices_the_generator_and_codes() -> None:
    phases = {"main": 1, "discard": 2}
    assert READ.choice({"phase": "discard"}, "phase", "state", phases) == 2
    with pytest.raises(ToyFormatError, match=re.escape("state.phase: 'lunch' is not one of")):
        READ.choice({"phase": "lunch"}, "phase", "state", phases)
    assert READ.rng(GOOD, "state") == 255
    assert READ.rng({"rng": f"{MASK:x}"}, "state") == MASK
    with pytest.raises(ToyFormatError, match=re.escape("state.rng: 'zz' is not a hex number")):
        READ.rng({"rng": "zz"}, "state")
    with pytest.raises(ToyFormatError, match=re.escape("state.rng: out of range")):
        READ.rng({"rng": f"{MASK + 1:x}"}, "state")
    assert READ.code("12", int, "state.deck[0]", "a card is a number") == 12
    with pytest.raises(
        ToyFormatError, match=re.escape("state.deck[0]: a card is a number, not 12")
    ):
        READ.code(12, int, "state.deck[0]", "a card is a number")
    with pytest.raises(ToyFormatError, match=re.escape("state.deck[1]: invalid literal")):
        READ.code("x", int, "state.deck[1]", "a card is a number")


def test_cursed_gifts_names_the_field_of_a_broken_save() -> None:
    data = CURSED.to_dict(CURSED.new_game(CURSED.default_config(3), 1))
    cases = [
        ({**data, "window": 7}, "state.window: 7 is outside -1..2"),
        ({**data, "deck": [*data["deck"][:-1], 5]}, "a card is a code such as 'clown', not 5"),
        ({**data, "gave": 1}, "state.gave: expected bool, got int"),
        ({**data, "extra": 1}, "state: unknown fields 'extra'"),
    ]
    for broken, message in cases:
        with pytest.raises(CursedFormatError, match=re.escape(message)):
            CURSED.from_dict(broken)
