"""Hand-built Siege positions for the rules tests: units by square, cards, phase."""

from __future__ import annotations

from siege_desktop.games.siege.rules import (
    RULES,
    Action,
    Event,
    SiegeConfig,
    SiegeState,
    Unit,
    apply_logged,
    parse_action,
)
from siege_desktop.games.siege.rules.data import KINDS, SQUARES, parse_kind, parse_square
from siege_desktop.games.siege.rules.state import MOVE

UnitSpec = tuple[int, str] | tuple[int, str, int] | tuple[int, str, int, bool]


def k(code: str) -> int:
    return parse_kind(code)


def sq(name: str) -> int:
    return parse_square(name)


def cards(*codes: str) -> tuple[int, ...]:
    return tuple(sorted(k(c) for c in codes))


def position(
    units: dict[str, UnitSpec],
    *,
    phase: str = MOVE,
    current: int = 0,
    first: int = 0,
    hands: tuple[tuple[int, ...], tuple[int, ...]] = ((), ()),
    decks: tuple[tuple[int, ...], tuple[int, ...]] = ((), ()),
    piles: tuple[int, ...] | None = None,
    points: tuple[int, int] = (0, 0),
    round: int = 5,
    summon_points: int = 4,
    moves: int = 0,
    attacks: int = 0,
    rng: int = 12345,
    round_limit: int = 40,
) -> SiegeState:
    """A mid-game position: `units` maps a square to (owner, code[, damage[, moved]])."""
    board: list[Unit | None] = [None] * SQUARES
    for name, spec in units.items():
        owner, code = spec[0], spec[1]
        damage = spec[2] if len(spec) > 2 else 0  # type: ignore[misc]
        moved = spec[3] if len(spec) > 3 else False  # type: ignore[misc]
        board[sq(name)] = Unit(owner, k(code), damage, moved)
    return SiegeState(
        config=SiegeConfig(round_limit=round_limit),
        rng=rng,
        phase=phase,
        first=first,
        current=current,
        piles=piles if piles is not None else (2,) * KINDS,
        reserve=(0,) * KINDS,
        drafted=((), ()),
        hands=hands,
        decks=decks,
        graveyards=((), ()),
        board=tuple(board),
        points=points,
        round=round,
        turn=2 * round - (1 if current == first else 0),
        summon_points=summon_points,
        moves=moves,
        attacks=attacks,
    )


def act(state: SiegeState, *texts: str) -> tuple[SiegeState, list[Event]]:
    """Apply each action (by its text) through the checked door; all events."""
    events: list[Event] = []
    for text in texts:
        state, evs = apply_logged(state, parse_action(text))
        events.extend(evs)
    return state, events


def legal_texts(state: SiegeState) -> set[str]:
    return {str(a) for a in RULES.legal_actions(state)}


def unit_at(state: SiegeState, name: str) -> Unit | None:
    return state.board[sq(name)]


def of_kind(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


__all__ = ["Action", "act", "cards", "k", "legal_texts", "of_kind", "position", "sq", "unit_at"]
