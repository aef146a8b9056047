"""JSON-ready form of a Siege state; docs/games/siege/state-format.md describes every field.
`from_dict` checks everything: types, ranges, squares, and that every card is accounted for."""

from __future__ import annotations

from typing import Any, Final

from siege_desktop.core.serialize import FieldReader
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
from siege_desktop.games.siege.rules.errors import StateFormatError
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


_READ: Final = FieldReader(StateFormatError)
_PHASES: Final = {p: p for p in PHASES}
_ENDINGS: Final = {e: e for e in ENDINGS}


def _cards(value: Any, where: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise StateFormatError(f"{where}: expected a list of unit codes")
    return tuple(
        _READ.code(c, parse_kind, f"{where}[{i}]", "a unit is a code such as 'G1'")
        for i, c in enumerate(value)
    )


def _listed(seat: dict[str, Any], key: str, where: str) -> tuple[int, ...]:
    return _cards(_READ.field(seat, key, list, where), f"{where}.{key}")


def _pile(data: dict[str, Any], key: str) -> tuple[int, ...]:
    raw = _READ.field(data, key, dict, "state")
    _READ.known_keys(raw, {u.code for u in UNITS}, f"state.{key}")
    return tuple(_READ.whole(raw, u.code, f"state.{key}", 0, 99) for u in UNITS)


def _board(raw: list[Any]) -> tuple[Unit | None, ...]:
    board: list[Unit | None] = [None] * SQUARES
    for i, value in enumerate(raw):
        where = f"state.units[{i}]"
        entry = _READ.mapping(value, where)
        _READ.known_keys(entry, _UNIT_KEYS, where)
        sq = _READ.code(
            _READ.field(entry, "square", str, where),
            parse_square,
            f"{where}.square",
            "a square such as 'e3'",
        )
        kind = _READ.code(
            _READ.field(entry, "unit", str, where),
            parse_kind,
            f"{where}.unit",
            "a unit is a code such as 'G1'",
        )
        if board[sq] is not None:
            raise StateFormatError(f"{where}: a second unit on {square_name(sq)}")
        if IS_MOUNTAIN[sq]:
            raise StateFormatError(f"{where}: a unit stands on the mountain {square_name(sq)}")
        board[sq] = Unit(
            owner=_READ.whole(entry, "owner", where, 0, 1),
            kind=kind,
            damage=_READ.whole(entry, "damage", where, 0, HEALTH[kind] - 1),
            moved=_READ.field(entry, "moved", bool, where),
            attacked=_READ.field(entry, "attacked", bool, where),
        )
    return tuple(board)


def from_dict(data: object) -> SiegeState:
    """The state `to_dict` described; `StateFormatError` names the field that is wrong."""
    top = _READ.header(data, FORMAT, VERSION, "Siege")
    _READ.known_keys(top, _KEYS, "state")
    config = _READ.nested(
        SiegeConfig.from_dict, _READ.field(top, "config", dict, "state"), "state.config"
    )
    phase = _READ.choice(top, "phase", "state", _PHASES)
    ending = _READ.choice(top, "ending", "state", _ENDINGS)
    if (ending != "") != (phase == OVER):
        raise StateFormatError("state.ending: names why a game is over, empty while it goes on")
    seats = _READ.field(top, "seats", list, "state")
    if len(seats) != 2:
        raise StateFormatError("state.seats: expected 2 seats")
    rows = []
    for i, value in enumerate(seats):
        where = f"state.seats[{i}]"
        seat = _READ.mapping(value, where)
        _READ.known_keys(seat, _SEAT_KEYS, where)
        rows.append(
            (
                tuple(
                    sorted(_cards(_READ.field(seat, "drafted", list, where), f"{where}.drafted"))
                ),
                tuple(sorted(_cards(_READ.field(seat, "hand", list, where), f"{where}.hand"))),
                _cards(_READ.field(seat, "deck", list, where), f"{where}.deck"),
                tuple(
                    sorted(
                        _cards(_READ.field(seat, "graveyard", list, where), f"{where}.graveyard")
                    )
                ),
                _READ.whole(seat, "points", where, 0, 999),
            )
        )
    state = SiegeState(
        config=config,
        rng=_READ.rng(top, "state"),
        phase=phase,
        first=_READ.whole(top, "first", "state", 0, 1),
        current=_READ.whole(top, "current", "state", 0, 1),
        piles=_pile(top, "piles"),
        reserve=_pile(top, "reserve"),
        drafted=(rows[0][0], rows[1][0]),
        hands=(rows[0][1], rows[1][1]),
        decks=(rows[0][2], rows[1][2]),
        graveyards=(rows[0][3], rows[1][3]),
        board=_board(_READ.field(top, "units", list, "state")),
        points=(rows[0][4], rows[1][4]),
        round=_READ.whole(top, "round", "state", 0, config.round_limit),
        turn=_READ.whole(top, "turn", "state", 0, 2 * config.round_limit),
        summon_points=_READ.whole(top, "summon_points", "state", 0, SUMMON_POINTS),
        moves=_READ.whole(top, "moves", "state", 0, MOVES_PER_TURN),
        attacks=_READ.whole(top, "attacks", "state", 0, ATTACKS_PER_TURN),
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
