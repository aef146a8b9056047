"""Actions of Lands of the Summoners (ruling 63): small immutable values whose text form
round-trips through `parse_action`. Lands are numbers 1 … L, creatures `cN`, artifacts `aN`,
cards in hand their codes. A payment names the sources it taps (`pay 12,7,a2,c5`)."""

from __future__ import annotations

from typing import ClassVar, Final

import attrs

from siege_desktop.core.actions import ActionReader, TextForm, Word
from siege_desktop.games.summoner_lands.rules.cards import KINDS, parse_code
from siege_desktop.games.summoner_lands.rules.errors import ActionSyntaxError


def _pay(pay: tuple[str, ...]) -> str:
    return f" pay {','.join(pay)}" if pay else ""


@attrs.frozen(slots=True, repr=False)
class Lay(TextForm):
    kind: str

    def __str__(self) -> str:
        return f"lay {self.kind}"


@attrs.frozen(slots=True, repr=False)
class Claim(TextForm):
    land: int

    def __str__(self) -> str:
        return f"claim {self.land}"


@attrs.frozen(slots=True, repr=False)
class Keep(Word):
    TEXT: ClassVar[str] = "keep"


@attrs.frozen(slots=True, repr=False)
class Mulligan(Word):
    TEXT: ClassVar[str] = "mulligan"


@attrs.frozen(slots=True, repr=False)
class Bottom(TextForm):
    code: str

    def __str__(self) -> str:
        return f"bottom {self.code}"


@attrs.frozen(slots=True, repr=False)
class Rest(TextForm):
    """The first-turn handicap: tap one of your lands (ruling 8)."""

    land: int

    def __str__(self) -> str:
        return f"rest {self.land}"


@attrs.frozen(slots=True, repr=False)
class Summon(TextForm):
    code: str
    land: int
    pay: tuple[str, ...]

    def __str__(self) -> str:
        return f"summon {self.code} at {self.land}{_pay(self.pay)}"


@attrs.frozen(slots=True, repr=False)
class Cast(TextForm):
    """An instant or sorcery. `on`: 'c23', 'c3,c5', 'land 17', 'land 3,7', a card code in
    your graveyard ('S05'), or '' for none."""

    code: str
    on: str
    pay: tuple[str, ...]

    def __str__(self) -> str:
        target = f" on {self.on}" if self.on else ""
        return f"cast {self.code}{target}{_pay(self.pay)}"


@attrs.frozen(slots=True, repr=False)
class Enchant(TextForm):
    code: str
    land: int
    pay: tuple[str, ...]

    def __str__(self) -> str:
        return f"enchant {self.code} on {self.land}{_pay(self.pay)}"


@attrs.frozen(slots=True, repr=False)
class Artifact(TextForm):
    code: str
    pay: tuple[str, ...]

    def __str__(self) -> str:
        return f"artifact {self.code}{_pay(self.pay)}"


@attrs.frozen(slots=True, repr=False)
class Use(TextForm):
    """An activated ability that is not a mana ability: `source` 'c14' or 'a2'."""

    source: str
    on: str
    pay: tuple[str, ...]

    def __str__(self) -> str:
        target = f" on {self.on}" if self.on else ""
        return f"use {self.source}{target}{_pay(self.pay)}"


@attrs.frozen(slots=True, repr=False)
class End(Word):
    TEXT: ClassVar[str] = "end"


@attrs.frozen(slots=True, repr=False)
class Step(TextForm):
    """Move creature `cid` one step to `land`; `mode` is '', 'walk' or 'evade' (ruling 33)."""

    cid: int
    land: int
    mode: str = ""

    def __str__(self) -> str:
        return f"step c{self.cid} {self.land}" + (f" {self.mode}" if self.mode else "")


@attrs.frozen(slots=True, repr=False)
class Block(Word):
    TEXT: ClassVar[str] = "block"


@attrs.frozen(slots=True, repr=False)
class Pass(Word):
    TEXT: ClassVar[str] = "pass"


@attrs.frozen(slots=True, repr=False)
class Fight(TextForm):
    land: int

    def __str__(self) -> str:
        return f"fight {self.land}"


@attrs.frozen(slots=True, repr=False)
class Assign(TextForm):
    cid: int
    amount: int

    def __str__(self) -> str:
        return f"assign c{self.cid} {self.amount}"


@attrs.frozen(slots=True, repr=False)
class Retreat(TextForm):
    cid: int
    land: int

    def __str__(self) -> str:
        return f"retreat c{self.cid} {self.land}"


@attrs.frozen(slots=True, repr=False)
class Discard(TextForm):
    code: str

    def __str__(self) -> str:
        return f"discard {self.code}"


Action = (
    Lay
    | Claim
    | Keep
    | Mulligan
    | Bottom
    | Rest
    | Summon
    | Cast
    | Enchant
    | Artifact
    | Use
    | End
    | Step
    | Block
    | Pass
    | Fight
    | Assign
    | Retreat
    | Discard
)
ACTION_TYPES: Final = (
    Lay,
    Claim,
    Keep,
    Mulligan,
    Bottom,
    Rest,
    Summon,
    Cast,
    Enchant,
    Artifact,
    Use,
    End,
    Step,
    Block,
    Pass,
    Fight,
    Assign,
    Retreat,
    Discard,
)
KEEP: Final = Keep()
MULLIGAN: Final = Mulligan()
END: Final = End()
BLOCK: Final = Block()
PASS: Final = Pass()


def _number(text: str) -> int:
    if not text.isdigit() or text.startswith("0"):
        raise ValueError(f"{text!r} is not a number")
    return int(text)


def _creature(text: str) -> int:
    if not text.startswith("c"):
        raise ValueError(f"{text!r} is not a creature (cN)")
    return _number(text[1:])


def _source(text: str) -> str:
    if text[:1] in ("a", "c"):
        _number(text[1:])
    else:
        _number(text)
    return text


def _payment(words: list[str]) -> tuple[tuple[str, ...], list[str]]:
    """The `pay …` at the end of `words`, and the words before it."""
    if len(words) >= 2 and words[-2] == "pay":
        return tuple(_source(s) for s in words[-1].split(",")), words[:-2]
    return (), words


def _target(words: list[str]) -> str:
    """The text after `on`: 'c23', 'c3,c5', 'land 17', 'land 3,7' or a card code."""
    if not words:
        return ""
    if words[0] != "on" or len(words) not in (2, 3):
        raise ValueError("expected 'on' and a target")
    if words[1] == "land" and len(words) == 3:
        for part in words[2].split(","):
            _number(part)
        return f"land {words[2]}"
    if len(words) != 2:
        raise ValueError("expected one target")
    if words[1][:1] == "c":
        for part in words[1].split(","):
            _creature(part)
        return words[1]
    return parse_code(words[1])


def _grammar(words: list[str]) -> Action | None:
    match words:
        case ["lay", kind] if kind in KINDS:
            return Lay(kind)
        case ["claim", land]:
            return Claim(_number(land))
        case ["keep"]:
            return KEEP
        case ["mulligan"]:
            return MULLIGAN
        case ["bottom", code]:
            return Bottom(parse_code(code))
        case ["rest", land]:
            return Rest(_number(land))
        case ["end"]:
            return END
        case ["block"]:
            return BLOCK
        case ["pass"]:
            return PASS
        case ["fight", land]:
            return Fight(_number(land))
        case ["assign", cid, amount]:
            return Assign(_creature(cid), _number(amount))
        case ["retreat", cid, land]:
            return Retreat(_creature(cid), _number(land))
        case ["discard", code]:
            return Discard(parse_code(code))
        case ["step", cid, land]:
            return Step(_creature(cid), _number(land))
        case ["step", cid, land, ("walk" | "evade") as mode]:
            return Step(_creature(cid), _number(land), mode)
    pay, rest = _payment(words)
    match rest:
        case ["summon", code, "at", land]:
            return Summon(parse_code(code), _number(land), pay)
        case ["enchant", code, "on", land]:
            return Enchant(parse_code(code), _number(land), pay)
        case ["artifact", code]:
            return Artifact(parse_code(code), pay)
        case ["cast", code, *target]:
            return Cast(parse_code(code), _target(target), pay)
        case ["use", source, *target] if source[:1] in ("a", "c"):
            return Use(_source(source), _target(target), pay)
    return None


_READER: Final = ActionReader[Action](
    _grammar,
    ActionSyntaxError,
    "'lay P', 'claim 17', 'summon P03 at 12 pay 12,7', 'step c14 9', 'pass'",
)


def parse_action(text: str) -> Action:
    """The action whose `str()` is `text`; raises `ActionSyntaxError` otherwise."""
    return _READER(text)
