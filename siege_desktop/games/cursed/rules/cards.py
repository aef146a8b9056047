"""The deck of Cursed Gifts, read from the one data file (cards.json) that the engine, the art
and the rules screen share."""

from __future__ import annotations

import json
from importlib import resources
from typing import Final

import attrs

KINDS: Final = ("gift", "antidote", "treachery", "defence", "comeback", "draw", "useless")


@attrs.frozen(slots=True)
class Card:
    """One kind of card. `value`: a gift's points, an Antidote's cure, an attachment's bonus,
    a draw card's draws, Snatching's cards taken, Hot Potato's largest gift."""

    index: int
    code: str
    name: str
    kind: str
    count: int
    text: str
    value: int = 0
    inevitable: bool = False
    effect: str = ""


def _load() -> tuple[tuple[Card, ...], str]:
    raw = json.loads(resources.files(__package__).joinpath("cards.json").read_text("utf-8"))
    cards = tuple(
        Card(
            index=i,
            code=c["code"],
            name=c["name"],
            kind=c["kind"],
            count=c["count"],
            text=c["text"],
            value=c.get("value", 0),
            inevitable=c.get("inevitable", False),
            effect=c.get("effect", ""),
        )
        for i, c in enumerate(raw["cards"])
    )
    return cards, raw["karma_name"]


CARDS, KARMA_NAME = _load()
BY_CODE: Final = {c.code: c for c in CARDS}
DECK_SIZE: Final = sum(c.count for c in CARDS)
KIND: Final = tuple(c.kind for c in CARDS)
VALUE: Final = tuple(c.value for c in CARDS)
EFFECT: Final = tuple(c.effect for c in CARDS)
INEVITABLE: Final = tuple(c.inevitable for c in CARDS)
IS_USELESS: Final = tuple(c.kind == "useless" for c in CARDS)

KARMA3: Final = -1
"""Three Useless Gifts discarded together, answering as Bad Karma (no card of its own)."""
KARMA3_CODE: Final = "useless-karma"

OPENING_HAND: Final = 7
CARDS_PER_TURN: Final = 3
ELIMINATION: Final = 10


def code(card: int) -> str:
    return KARMA3_CODE if card == KARMA3 else CARDS[card].code


def name(card: int) -> str:
    return f"three Useless Gifts as {KARMA_NAME}" if card == KARMA3 else CARDS[card].name


def parse_card(text: str) -> int:
    """The card whose code is `text`; ValueError naming the codes otherwise."""
    if text == KARMA3_CODE:
        return KARMA3
    card = BY_CODE.get(text)
    if card is None:
        raise ValueError(f"no card {text!r} (codes: {', '.join(BY_CODE)}, {KARMA3_CODE})")
    return card.index


def full_deck() -> list[int]:
    """Every card of the deck, by kind index, in catalogue order."""
    return [c.index for c in CARDS for _ in range(c.count)]
