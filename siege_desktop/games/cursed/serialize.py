"""JSON-ready form of a Cursed Gifts state; docs/games/cursed-gifts/state-format.md describes
every field. `from_dict` checks everything, card conservation included."""

from __future__ import annotations

from collections import Counter
from typing import Any, Final

from siege_desktop.core.rng import MASK
from siege_desktop.games.cursed.cards import (
    EFFECT,
    ELIMINATION,
    KARMA3,
    KIND,
    VALUE,
    code,
    full_deck,
    parse_card,
)
from siege_desktop.games.cursed.config import CursedConfig
from siege_desktop.games.cursed.errors import ConfigError, StateFormatError
from siege_desktop.games.cursed.state import Attack, CursedState, Gift, Link, gift_points

FORMAT: Final = "cursed-gifts/state"
VERSION: Final = 1
ENDINGS: Final = ("", "elimination", "deck", "rounds")
_KEYS: Final = {
    "format",
    "version",
    "config",
    "rng",
    "deck",
    "discard",
    "seats",
    "out",
    "first_player",
    "current",
    "played",
    "gave",
    "busy",
    "quiet",
    "round",
    "turn",
    "attack",
    "chain",
    "window",
    "ending",
}


def _codes(cards: tuple[int, ...]) -> list[str]:
    return [code(c) for c in cards]


def to_dict(state: CursedState) -> dict[str, Any]:
    a = state.attack
    return {
        "format": FORMAT,
        "version": VERSION,
        "config": state.config.to_dict(),
        "rng": f"{state.rng:016x}",
        "deck": _codes(state.deck),
        "discard": _codes(state.discard),
        "seats": [
            {
                "hand": _codes(state.hands[s]),
                "area": [{"gift": code(g), "attached": _codes(att)} for g, att in state.areas[s]],
            }
            for s in range(state.config.seats)
        ],
        "out": list(state.out),
        "first_player": state.first_player,
        "current": state.current,
        "played": state.played,
        "gave": state.gave,
        "busy": state.busy,
        "quiet": state.quiet,
        "round": state.round,
        "turn": state.turn,
        "attack": None
        if a is None
        else {
            "card": code(a.card),
            "player": a.player,
            "target": a.target,
            "rest": list(a.rest),
            "param": a.param,
        },
        "chain": [{"card": code(link.card), "seat": link.seat} for link in state.chain],
        "window": state.window,
        "ending": state.ending,
    }


def _get(data: dict[str, Any], key: str, kind: type, where: str = "") -> Any:
    if key not in data:
        raise StateFormatError(f"missing {where}{key!r}")
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise StateFormatError(f"{where}{key!r} must be {kind.__name__}, not {value!r}")
    return value


def _cards(value: Any, where: str, karma: bool = False) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise StateFormatError(f"{where} must be a list of card codes")
    try:
        cards = tuple(parse_card(c) if isinstance(c, str) else -2 for c in value)
    except ValueError as exc:
        raise StateFormatError(f"{where}: {exc}") from None
    if any(c == -2 or (c == KARMA3 and not karma) for c in cards):
        raise StateFormatError(f"{where} must list card codes")
    return cards


def _seat(value: Any, seats: int, where: str, none_ok: bool = False) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise StateFormatError(f"{where} must be a seat index")
    if not (0 <= value < seats or (none_ok and value == -1)):
        raise StateFormatError(f"{where} {value} is not a seat of this table")
    return value


def from_dict(data: object) -> CursedState:
    """The state `to_dict` described; `StateFormatError` says what is wrong."""
    if not isinstance(data, dict):
        raise StateFormatError("a state is a mapping")
    if data.get("format") != FORMAT or data.get("version") != VERSION:
        raise StateFormatError(f"not a {FORMAT} version {VERSION} state")
    unknown = set(data) - _KEYS
    if unknown:
        raise StateFormatError(f"unknown keys: {', '.join(sorted(unknown))}")
    try:
        config = CursedConfig.from_dict(_get(data, "config", dict))
    except ConfigError as exc:
        raise StateFormatError(f"config: {exc}") from None
    n = config.seats
    try:
        rng = int(_get(data, "rng", str), 16)
    except ValueError:
        raise StateFormatError("rng must be hexadecimal") from None
    if not 0 <= rng <= MASK:
        raise StateFormatError("rng must fit 64 bits")
    seats = _get(data, "seats", list)
    if len(seats) != n:
        raise StateFormatError(f"seats must list {n} seats")
    hands: list[tuple[int, ...]] = []
    areas: list[tuple[Gift, ...]] = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict):
            raise StateFormatError(f"seat {i} must be a mapping")
        hands.append(tuple(sorted(_cards(seat.get("hand"), f"seat {i} hand"))))
        area: list[Gift] = []
        for gift in _get(seat, "area", list, f"seat {i} "):
            if not isinstance(gift, dict):
                raise StateFormatError(f"seat {i} area entries are mappings")
            (g,) = _cards([gift.get("gift")], f"seat {i} gift")
            attached = _cards(gift.get("attached"), f"seat {i} attachments")
            if KIND[g] != "gift" or any(KIND[a] != "treachery" for a in attached):
                raise StateFormatError(f"seat {i} area holds a card that is not a Cursed Gift")
            area.append((g, attached))
        areas.append(tuple(area))
    attack = None
    raw = data.get("attack")
    if raw is not None:
        if not isinstance(raw, dict):
            raise StateFormatError("attack must be a mapping or null")
        (card,) = _cards([raw.get("card")], "attack card")
        rest = raw.get("rest", [])
        if not isinstance(rest, list):
            raise StateFormatError("attack rest must be a list of seats")
        param = raw.get("param", -1)
        if isinstance(param, bool) or not isinstance(param, int) or param < -1:
            raise StateFormatError("attack param must be a gift index or -1")
        attack = Attack(
            card,
            _seat(raw.get("player"), n, "attack player"),
            _seat(raw.get("target"), n, "attack target"),
            tuple(_seat(t, n, "attack rest") for t in rest),
            param,
        )
    chain_raw = _get(data, "chain", list)
    chain = []
    for link in chain_raw:
        if not isinstance(link, dict):
            raise StateFormatError("chain entries are mappings")
        (card,) = _cards([link.get("card")], "chain card", karma=True)
        chain.append(Link(card, _seat(link.get("seat"), n, "chain seat")))
    out = tuple(_seat(s, n, "out") for s in _get(data, "out", list))
    ending = _get(data, "ending", str)
    if ending not in ENDINGS:
        raise StateFormatError(f"ending must be one of {ENDINGS}")
    state = CursedState(
        config=config,
        rng=rng,
        deck=_cards(data.get("deck"), "deck"),
        discard=_cards(data.get("discard"), "discard"),
        hands=tuple(hands),
        areas=tuple(areas),
        out=out,
        first_player=_seat(data.get("first_player"), n, "first_player"),
        current=_seat(data.get("current"), n, "current"),
        played=_get(data, "played", int),
        gave=_get(data, "gave", bool),
        busy=_get(data, "busy", bool),
        quiet=_get(data, "quiet", int),
        round=_get(data, "round", int),
        turn=_get(data, "turn", int),
        attack=attack,
        chain=tuple(chain),
        window=_seat(data.get("window"), n, "window", none_ok=True),
        ending=ending,
    )
    _check(state)
    return state


def _check(state: CursedState) -> None:
    if Counter(all_cards(state)) != Counter(full_deck()):
        raise StateFormatError("cards were created or lost: the state does not hold the deck")
    if not 0 <= state.played <= 3 or state.quiet < 0 or state.round < 1 or state.turn < 1:
        raise StateFormatError("played, quiet, round or turn is out of range")
    if len(set(state.out)) != len(state.out) or (state.current in state.out and not state.ending):
        raise StateFormatError("out lists a seat twice, or the seat to play is out")
    if (state.window >= 0) != (state.attack is not None) or (state.chain and state.attack is None):
        raise StateFormatError("a window is open exactly while an attack waits")
    live = state.live()
    if not state.ending and len(live) < 2:
        raise StateFormatError(f"out: a game still going needs 2 seats in, not {len(live)}")
    for seat in live:
        if state.points(seat) >= ELIMINATION:
            raise StateFormatError(
                f"seats[{seat}].area: {state.points(seat)} points, yet the seat is still in "
                f"(a seat at {ELIMINATION} or more is out)"
            )
    if state.attack is not None:
        _check_attack(state, state.attack)


def _check_attack(state: CursedState, attack: Attack) -> None:
    """The attack waiting on the table is one the rules could have put there: a Cursed Gift
    or Treachery of the seat whose turn it is, at rivals still in, naming gifts that exist."""
    card, player, target = attack.card, attack.player, attack.target
    if KIND[card] not in ("gift", "treachery"):
        raise StateFormatError(f"attack.card: {code(card)} is not a Cursed Gift or Treachery")
    if player != state.current:
        raise StateFormatError(f"attack.player: {player} is not the seat whose turn it is")
    for field, seat in [("target", target)] + [("rest", t) for t in attack.rest]:
        if seat == player or seat in state.out:
            raise StateFormatError(f"attack.{field}: seat {seat} is not a rival still in")
    effect = EFFECT[card]
    if effect in ("attach", "move"):
        owner = target if effect == "attach" else player
        area = state.areas[owner]
        if not 0 <= attack.param < len(area):
            raise StateFormatError(
                f"attack.param: {code(card)} names gift {attack.param} of seat {owner}'s area, "
                f"which holds {len(area)} gift(s)"
            )
        if effect == "move" and gift_points(area[attack.param]) > VALUE[card]:
            raise StateFormatError(
                f"attack.param: {code(card)} moves a gift worth {VALUE[card]} or less"
            )
    elif attack.param != -1:
        raise StateFormatError(f"attack.param: {code(card)} names no gift, so it is -1")
    for i, link in enumerate(state.chain):
        if link.card != KARMA3 and KIND[link.card] != "comeback":
            raise StateFormatError(f"chain[{i}].card: {code(link.card)} is not a Comeback")
    owners = [player] + [link.seat for link in state.chain]
    expected = owners[len(state.chain) - 1] if state.chain else target
    if state.window != expected:
        raise StateFormatError(f"window: seat {expected} decides now, not {state.window}")


def all_cards(state: CursedState) -> list[int]:
    """Every card the state holds, wherever it is (the invariant: exactly the deck)."""
    cards = list(state.deck) + list(state.discard)
    for hand in state.hands:
        cards.extend(hand)
    for area in state.areas:
        for gift, attached in area:
            cards.append(gift)
            cards.extend(attached)
    if state.attack is not None:
        cards.append(state.attack.card)
    cards.extend(link.card for link in state.chain if link.card != KARMA3)
    return cards
