"""Exact Cursed Gifts positions for scenario tests: name the cards that matter, the rest of
the deck fills the draw pile (or the discard), so every card is accounted for."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from siege_desktop.games.cursed.rules.actions import Action
from siege_desktop.games.cursed.rules.cards import BY_CODE, full_deck
from siege_desktop.games.cursed.rules.config import CursedConfig
from siege_desktop.games.cursed.rules.events import Event
from siege_desktop.games.cursed.rules.rules import RULES
from siege_desktop.games.cursed.rules.serialize import _check
from siege_desktop.games.cursed.rules.state import CursedState, Gift


def c(code: str) -> int:
    return BY_CODE[code].index


def position(
    seats: int = 2,
    hands: dict[int, Sequence[str]] | None = None,
    areas: dict[int, Sequence[str | tuple[str, Sequence[str]]]] | None = None,
    deck_top: Sequence[str] = (),
    deck_size: int | None = None,
    current: int = 0,
    **fields: Any,
) -> CursedState:
    """`deck_top` lists the top cards, the last one on top; `deck_size` cuts the deck to that
    many cards (the rest go to the discard)."""
    pool = Counter(full_deck())
    hand_cards: list[tuple[int, ...]] = []
    for s in range(seats):
        cards = tuple(sorted(c(x) for x in (hands or {}).get(s, ())))
        pool.subtract(cards)
        hand_cards.append(cards)
    area_list: list[tuple[Gift, ...]] = []
    for s in range(seats):
        area: list[Gift] = []
        for g in (areas or {}).get(s, ()):
            code, attached = (g, ()) if isinstance(g, str) else g
            gift = (c(code), tuple(c(a) for a in attached))
            pool[gift[0]] -= 1
            pool.subtract(gift[1])
            area.append(gift)
        area_list.append(tuple(area))
    top = [c(x) for x in deck_top]
    pool.subtract(top)
    assert all(v >= 0 for v in pool.values()), "the position uses more cards than the deck has"
    rest = sorted(pool.elements())
    keep = len(rest) if deck_size is None else deck_size - len(top)
    deck = tuple(rest[:keep] + top)
    discard = tuple(rest[keep:])
    values: dict[str, Any] = {
        "config": CursedConfig(seats),
        "rng": 12345,
        "deck": deck,
        "discard": discard,
        "hands": tuple(hand_cards),
        "areas": tuple(area_list),
        "out": (),
        "first_player": 0,
        "current": current,
    }
    values.update(fields)
    state = CursedState(**values)
    _check(state)
    return state


def act(state: CursedState, *texts: str) -> tuple[CursedState, list[Event]]:
    """Apply actions by their text form through the checked door; all events."""
    events: list[Event] = []
    for text in texts:
        state, ev = RULES.apply_logged(state, RULES.parse_action(text))
        events.extend(ev)
    return state, events


def legal_texts(state: CursedState) -> set[str]:
    return {str(a) for a in RULES.legal_actions(state)}


def parse(text: str) -> Action:
    return RULES.parse_action(text)
