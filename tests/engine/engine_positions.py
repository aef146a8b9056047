"""Exact positions for engine tests: edit the dict of a fresh game and load it with from_dict.

Everything not named is empty; the lands nobody holds fill the deck (or the discard pile) and
the gifts not placed fill the supply, so every position passes `from_dict`'s conservation check.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from siege_desktop.games.gifts.rules import (
    Action,
    GameConfig,
    GameState,
    IllegalActionError,
    apply,
    from_dict,
    gift_catalog,
    legal_actions,
    new_game,
    parse_action,
    to_dict,
    why_illegal,
)
from siege_desktop.games.gifts.rules.cards import LETTERS, gift_code

GiftSpec = tuple[str, int]


def position(
    players: int = 2,
    *,
    seat: int = 0,
    phase: str = "action",
    hands: Sequence[str] = (),
    lands: Sequence[str] = (),
    tapped: Sequence[str] = (),
    gifts: Sequence[Sequence[GiftSpec]] = (),
    buildings: Sequence[Sequence[str]] = (),
    display: Sequence[str | None] | None = None,
    supply: Sequence[str] | None = None,
    draws: str = "",
    discard: str = "",
    rest: str = "deck",
    discard_step: dict[str, Any] | None = None,
    first_player: int = 0,
    round: int = 1,
    turn: int = 1,
    ending: str = "",
    **rules: Any,
) -> GameState:
    """A position of a `players`-seat table with the given table `rules` (GameConfig fields).

    hands / lands / tapped: land letters per seat ("WWU"); missing seats hold nothing.
    gifts: per seat, (gift code, locks) pairs. display: gift codes per slot (None = empty
    slot); default: the first unplaced gifts of the catalog. supply: the whole supply, next
    refill last; default: every gift not placed. draws: the next lands drawn, in order.
    rest: where the lands nobody holds go, "deck" (below `draws`) or "discard" (after
    `discard`).
    """
    config = GameConfig(players=players, **rules)
    data = to_dict(new_game(config, 7))
    seats = data["seats"]
    for s in range(players):
        seats[s]["hand"] = hands[s] if s < len(hands) else ""
        seats[s]["lands"] = lands[s] if s < len(lands) else ""
        seats[s]["tapped"] = tapped[s] if s < len(tapped) else ""
        seats[s]["gifts"] = [list(g) for g in gifts[s]] if s < len(gifts) else []
        seats[s]["buildings"] = list(buildings[s]) if s < len(buildings) else []

    placed = {code for area in gifts for code, _ in area}
    catalog = [gift_code(g) for g in gift_catalog(config)]
    if display is None:
        free = [g for g in catalog if g not in placed]
        display = free[: config.display]
    placed.update(g for g in display if g is not None)
    if supply is None:
        supply = [g for g in catalog if g not in placed]
    data["display"] = list(display)
    data["supply"] = list(supply)

    used = Counter("".join(s["hand"] + s["lands"] for s in seats) + draws + discard)
    left = "".join(letter * (config.lands_per_colour - used[letter]) for letter in LETTERS)
    if rest == "deck":
        data["deck"] = left + draws[::-1]
        data["discard"] = discard
    else:
        data["deck"] = draws[::-1]
        data["discard"] = discard + left

    data.update(
        seat=seat,
        phase=phase,
        discard_step=discard_step,
        first_player=first_player,
        round=round,
        turn=turn,
        ending=ending,
    )
    return from_dict(data)


def hand(state: GameState, seat: int) -> str:
    """A seat's hand as letters, W U B R G order."""
    return "".join(LETTERS[c] * n for c, n in enumerate(state.hands[seat]))


def in_play(state: GameState, seat: int) -> str:
    return "".join(LETTERS[c] * n for c, n in enumerate(state.lands[seat]))


def taps(state: GameState, seat: int) -> str:
    return "".join(LETTERS[c] * n for c, n in enumerate(state.tapped[seat]))


def area(state: GameState, seat: int) -> list[GiftSpec]:
    """A seat's gifts as (code, locks), in the order it got them."""
    return [(gift_code(g), locks) for g, locks in state.areas[seat]]


def assert_legal(state: GameState, action: Action) -> None:
    """`action` is listed by legal_actions and why_illegal agrees."""
    assert why_illegal(state, action) is None
    assert action in legal_actions(state)


def assert_illegal(state: GameState, action: Action, because: str) -> None:
    """`action` is refused everywhere, with a reason containing `because`."""
    reason = why_illegal(state, action)
    assert reason is not None and because in reason, reason
    assert action not in legal_actions(state)
    with pytest.raises(IllegalActionError, match=re.escape(because)):
        apply(state, action)


def play(state: GameState, *actions: str) -> GameState:
    """Apply actions given in their text form, each checked."""
    for text in actions:
        state = apply(state, parse_action(text))
    return state
