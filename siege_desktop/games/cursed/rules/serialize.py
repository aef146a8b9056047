"""JSON-ready form of a Cursed Gifts state; docs/games/cursed-gifts/state-format.md describes
every field. `from_dict` checks everything, card conservation included."""

from __future__ import annotations

from collections import Counter
from typing import Any, Final

from siege_desktop.core.serialize import FieldReader
from siege_desktop.games.cursed.rules.cards import (
    EFFECT,
    ELIMINATION,
    KARMA3,
    KIND,
    VALUE,
    code,
    full_deck,
    parse_card,
)
from siege_desktop.games.cursed.rules.config import CursedConfig
from siege_desktop.games.cursed.rules.errors import StateFormatError
from siege_desktop.games.cursed.rules.state import Attack, CursedState, Gift, Link, gift_points

FORMAT: Final = "cursed-gifts/state"
VERSION: Final = 1
ENDINGS: Final = ("", "elimination", "deck", "rounds")
_READ: Final = FieldReader(StateFormatError)
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


def _cards(value: Any, where: str, karma: bool = False) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise StateFormatError(f"{where}: expected a list of card codes")
    what = "a card is a code such as 'clown'"
    cards = tuple(_READ.code(c, parse_card, f"{where}[{i}]", what) for i, c in enumerate(value))
    if not karma and KARMA3 in cards:
        raise StateFormatError(f"{where}: three Useless Gifts stand for Bad Karma only in a chain")
    return cards


def _seat(value: Any, seats: int, where: str, none_ok: bool = False) -> int:
    """A seat of this table (or -1 for none, where that is allowed)."""
    return _READ.number(value, where, -1 if none_ok else 0, seats - 1)


def from_dict(data: object) -> CursedState:
    """The state `to_dict` described; `StateFormatError` says what is wrong."""
    data = _READ.header(data, FORMAT, VERSION, "Cursed Gifts")
    _READ.known_keys(data, _KEYS, "state")
    raw_config = _READ.field(data, "config", dict, "state")
    config = _READ.nested(CursedConfig.from_dict, raw_config, "config")
    n = config.seats
    rng = _READ.rng(data, "state")
    seats = _READ.field(data, "seats", list, "state")
    if len(seats) != n:
        raise StateFormatError(f"state.seats: {len(seats)} seats for {n} players")
    hands: list[tuple[int, ...]] = []
    areas: list[tuple[Gift, ...]] = []
    for i, raw_seat in enumerate(seats):
        where = f"state.seats[{i}]"
        seat = _READ.mapping(raw_seat, where)
        hands.append(tuple(sorted(_cards(seat.get("hand"), f"{where}.hand"))))
        area: list[Gift] = []
        for k, raw_gift in enumerate(_READ.field(seat, "area", list, where)):
            gift = _READ.mapping(raw_gift, f"{where}.area[{k}]")
            (g,) = _cards([gift.get("gift")], f"{where}.area[{k}].gift")
            attached = _cards(gift.get("attached"), f"{where}.area[{k}].attached")
            if KIND[g] != "gift" or any(KIND[a] != "treachery" for a in attached):
                raise StateFormatError(f"{where}.area[{k}]: holds a card that is not a Cursed Gift")
            area.append((g, attached))
        areas.append(tuple(area))
    attack = None
    raw = data.get("attack")
    if raw is not None:
        raw = _READ.mapping(raw, "state.attack")
        (card,) = _cards([raw.get("card")], "state.attack.card")
        rest = raw.get("rest", [])
        if not isinstance(rest, list):
            raise StateFormatError("state.attack.rest: expected a list of seats")
        attack = Attack(
            card,
            _seat(raw.get("player"), n, "state.attack.player"),
            _seat(raw.get("target"), n, "state.attack.target"),
            tuple(_seat(t, n, "state.attack.rest") for t in rest),
            # A gift index in an area, or -1; no area holds more gifts than the deck has cards.
            _READ.number(raw.get("param", -1), "state.attack.param", -1, len(full_deck())),
        )
    chain = []
    for k, raw_link in enumerate(_READ.field(data, "chain", list, "state")):
        link = _READ.mapping(raw_link, f"state.chain[{k}]")
        (card,) = _cards([link.get("card")], f"state.chain[{k}].card", karma=True)
        chain.append(Link(card, _seat(link.get("seat"), n, f"state.chain[{k}].seat")))
    out = tuple(_seat(s, n, "state.out") for s in _READ.field(data, "out", list, "state"))
    ending = _READ.field(data, "ending", str, "state")
    if ending not in ENDINGS:
        raise StateFormatError(f"state.ending: {ending!r} is not one of {ENDINGS}")
    state = CursedState(
        config=config,
        rng=rng,
        deck=_cards(data.get("deck"), "state.deck"),
        discard=_cards(data.get("discard"), "state.discard"),
        hands=tuple(hands),
        areas=tuple(areas),
        out=out,
        first_player=_seat(data.get("first_player"), n, "state.first_player"),
        current=_seat(data.get("current"), n, "state.current"),
        played=_READ.field(data, "played", int, "state"),
        gave=_READ.field(data, "gave", bool, "state"),
        busy=_READ.field(data, "busy", bool, "state"),
        quiet=_READ.field(data, "quiet", int, "state"),
        round=_READ.field(data, "round", int, "state"),
        turn=_READ.field(data, "turn", int, "state"),
        attack=attack,
        chain=tuple(chain),
        window=_seat(data.get("window"), n, "state.window", none_ok=True),
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
