"""JSON-ready form of a Siege state; docs/games/siege/state-format.md describes every field.
`from_dict` checks everything: types, ranges, squares, and that every card is accounted for."""

from __future__ import annotations

from typing import Any, Final

from siege_desktop.core.rng import MASK
from siege_desktop.games.siege.rules.config import SiegeConfig
from siege_desktop.games.siege.rules.data import (
    ATTACKS_PER_TURN,
    HEALTH,
    IS_MOUNTAIN,
    KINDS,
    MOVES_PER_TURN,
    SQUARES,
    SUMMON_POINTS,
    UNITS,
    code,
    parse_kind,
    parse_square,
    pool,
    square_name,
)
from siege_desktop.games.siege.rules.errors import ConfigError, StateFormatError
from siege_desktop.games.siege.rules.state import ENDINGS, OVER, PHASES, SiegeState, Unit

FORMAT: Final = "siege/state"
VERSION: Final = 1
_KEYS: Final = {
    "format",
    "version",
    "config",
    "rng",
    "phase",
    "first",
    "current",
    "piles",
    "reserve",
    "seats",
    "units",
    "round",
    "turn",
    "summon_points",
    "moves",
    "attacks",
    "ending",
}
_SEAT_KEYS: Final = {"drafted", "hand", "deck", "graveyard", "points"}
_UNIT_KEYS: Final = {"square", "unit", "owner", "damage", "moved", "attacked"}


def _codes(cards: tuple[int, ...]) -> list[str]:
    return [code(c) for c in cards]


def _counts(counts: tuple[int, ...]) -> dict[str, int]:
    return {code(k): counts[k] for k in range(KINDS)}


def to_dict(state: SiegeState) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "config": state.config.to_dict(),
        "rng": f"{state.rng:016x}",
        "phase": state.phase,
        "first": state.first,
        "current": state.current,
        "piles": _counts(state.piles),
        "reserve": _counts(state.reserve),
        "seats": [
            {
                "drafted": _codes(state.drafted[s]),
                "hand": _codes(state.hands[s]),
                "deck": _codes(state.decks[s]),
                "graveyard": _codes(state.graveyards[s]),
                "points": state.points[s],
            }
            for s in (0, 1)
        ],
        "units": [
            {
                "square": square_name(sq),
                "unit": code(u.kind),
                "owner": u.owner,
                "damage": u.damage,
                "moved": u.moved,
                "attacked": u.attacked,
            }
            for sq, u in enumerate(state.board)
            if u is not None
        ],
        "round": state.round,
        "turn": state.turn,
        "summon_points": state.summon_points,
        "moves": state.moves,
        "attacks": state.attacks,
        "ending": state.ending,
    }


def _get(data: dict[str, Any], key: str, kind: type, where: str = "") -> Any:
    if key not in data:
        raise StateFormatError(f"missing {where}{key!r}")
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise StateFormatError(f"{where}{key!r} must be {kind.__name__}, not {value!r}")
    return value


def _int(data: dict[str, Any], key: str, low: int, high: int, where: str = "") -> int:
    value: int = _get(data, key, int, where)
    if not low <= value <= high:
        raise StateFormatError(f"{where}{key!r} must be {low} to {high}, not {value}")
    return value


def _seat(data: dict[str, Any], key: str) -> int:
    return _int(data, key, 0, 1)


def _cards(value: Any, where: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise StateFormatError(f"{where} must be a list of unit codes")
    try:
        return tuple(parse_kind(c) for c in value)
    except ValueError as exc:
        raise StateFormatError(f"{where}: {exc}") from None


def _pile(data: dict[str, Any], key: str) -> tuple[int, ...]:
    raw = _get(data, key, dict)
    if set(raw) != {u.code for u in UNITS}:
        raise StateFormatError(f"{key!r} must give a count for every unit code")
    return tuple(_int(raw, u.code, 0, 99, f"{key} ") for u in UNITS)


def _board(raw: list[Any]) -> tuple[Unit | None, ...]:
    board: list[Unit | None] = [None] * SQUARES
    for entry in raw:
        if not isinstance(entry, dict) or set(entry) != _UNIT_KEYS:
            raise StateFormatError(f"each unit is a mapping of {', '.join(sorted(_UNIT_KEYS))}")
        try:
            sq = parse_square(_get(entry, "square", str, "unit "))
            kind = parse_kind(_get(entry, "unit", str, "unit "))
        except ValueError as exc:
            raise StateFormatError(f"unit: {exc}") from None
        where = f"unit on {square_name(sq)}: "
        if board[sq] is not None:
            raise StateFormatError(f"two units on {square_name(sq)}")
        if IS_MOUNTAIN[sq]:
            raise StateFormatError(f"a unit stands on the mountain {square_name(sq)}")
        damage = _int(entry, "damage", 0, HEALTH[kind] - 1, where)
        board[sq] = Unit(
            owner=_seat(entry, "owner"),
            kind=kind,
            damage=damage,
            moved=_get(entry, "moved", bool, where),
            attacked=_get(entry, "attacked", bool, where),
        )
    return tuple(board)


def from_dict(data: object) -> SiegeState:
    """The state `to_dict` described; `StateFormatError` says what is wrong."""
    if not isinstance(data, dict):
        raise StateFormatError("a state is a mapping")
    if data.get("format") != FORMAT or data.get("version") != VERSION:
        raise StateFormatError(f"not a {FORMAT} version {VERSION} state")
    unknown = set(data) - _KEYS
    if unknown:
        raise StateFormatError(f"unknown keys: {', '.join(sorted(unknown))}")
    try:
        config = SiegeConfig.from_dict(_get(data, "config", dict))
    except ConfigError as exc:
        raise StateFormatError(f"config: {exc}") from None
    try:
        rng = int(_get(data, "rng", str), 16)
    except ValueError:
        raise StateFormatError("rng must be hexadecimal") from None
    if not 0 <= rng <= MASK:
        raise StateFormatError("rng must fit 64 bits")
    phase = _get(data, "phase", str)
    if phase not in PHASES:
        raise StateFormatError(f"phase must be one of {', '.join(PHASES)}")
    ending = _get(data, "ending", str)
    if ending not in ENDINGS or (ending != "") != (phase == OVER):
        raise StateFormatError("ending names why a game is over, and is empty while it goes on")
    seats = _get(data, "seats", list)
    if len(seats) != 2 or not all(isinstance(s, dict) and set(s) == _SEAT_KEYS for s in seats):
        raise StateFormatError(f"seats lists 2 mappings of {', '.join(sorted(_SEAT_KEYS))}")
    drafted = tuple(
        tuple(sorted(_cards(s["drafted"], f"seat {i} drafted"))) for i, s in enumerate(seats)
    )
    hands = tuple(tuple(sorted(_cards(s["hand"], f"seat {i} hand"))) for i, s in enumerate(seats))
    decks = tuple(_cards(s["deck"], f"seat {i} deck") for i, s in enumerate(seats))
    graves = tuple(
        tuple(sorted(_cards(s["graveyard"], f"seat {i} graveyard"))) for i, s in enumerate(seats)
    )
    points = tuple(_int(s, "points", 0, 999, f"seat {i} ") for i, s in enumerate(seats))
    state = SiegeState(
        config=config,
        rng=rng,
        phase=phase,
        first=_seat(data, "first"),
        current=_seat(data, "current"),
        piles=_pile(data, "piles"),
        reserve=_pile(data, "reserve"),
        drafted=drafted,
        hands=hands,
        decks=decks,
        graveyards=graves,
        board=_board(_get(data, "units", list)),
        points=(points[0], points[1]),
        round=_int(data, "round", 0, config.round_limit),
        turn=_int(data, "turn", 0, 2 * config.round_limit),
        summon_points=_int(data, "summon_points", 0, SUMMON_POINTS),
        moves=_int(data, "moves", 0, MOVES_PER_TURN),
        attacks=_int(data, "attacks", 0, ATTACKS_PER_TURN),
        ending=ending,
    )
    _check(state)
    return state


def all_cards(state: SiegeState) -> list[int]:
    """Every card the state holds, wherever it is: piles, reserve, drafted, hands, decks,
    the board and the graveyards (the invariant: exactly the pool)."""
    cards = [k for k in range(KINDS) for _ in range(state.piles[k] + state.reserve[k])]
    for s in (0, 1):
        cards += [*state.drafted[s], *state.hands[s], *state.decks[s], *state.graveyards[s]]
    cards += [u.kind for u in state.board if u is not None]
    return cards


def _check(state: SiegeState) -> None:
    opening, reserve = pool(state.config.starter_set)
    counts = [0] * KINDS
    for c in all_cards(state):
        counts[c] += 1
    if counts != [o + r for o, r in zip(opening, reserve, strict=True)]:
        raise StateFormatError("cards were created or lost: the state does not hold the pool")
    if (state.phase in ("draft", "setup")) != (state.round == 0):
        raise StateFormatError("round is 0 exactly in the opening (draft and setup)")
    if state.phase != "draft" and any(state.reserve):
        raise StateFormatError("the reserve joins the piles when the opening draft ends")
    if state.phase not in ("draft", "setup") and any(state.drafted):
        raise StateFormatError("drafted cards are all placed or in decks after setup")
