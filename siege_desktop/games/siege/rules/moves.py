"""Where units can go and what the deciding seat may do: legal actions, in a fixed order,
and the reason any other action is illegal."""

from __future__ import annotations

from typing import Protocol

from siege_desktop.games.siege.rules.actions import (
    ACTION_TYPES,
    DRAW,
    END,
    Action,
    Attack,
    Draft,
    Draw,
    End,
    Move,
    Pick,
    Place,
    Summon,
)
from siege_desktop.games.siege.rules.combat import dice_count
from siege_desktop.games.siege.rules.config import SiegeConfig
from siege_desktop.games.siege.rules.data import (
    ATTACKS_PER_TURN,
    COST,
    DIST,
    IN_ZONE,
    IS_MOUNTAIN,
    KINDS,
    MOVE,
    MOVES_PER_TURN,
    NEIGHBOURS,
    OPEN_NEIGHBOURS,
    RANGE,
    SETUP_UNITS,
    SQUARES,
    ZONE,
    code,
    distance,
    square_name,
    unit_name,
)
from siege_desktop.games.siege.rules.state import (
    ATTACK,
    DRAFT,
    OVER,
    SETUP,
    SUMMON,
    Board,
    SiegeState,
    Unit,
)
from siege_desktop.games.siege.rules.state import DRAW as DRAW_PHASE
from siege_desktop.games.siege.rules.state import MOVE as MOVE_PHASE


class TurnFacts(Protocol):
    """What a turn's allowances depend on: a state has it, and so has a seat's observation
    (the table's counters read them there, so they show what the engine allows)."""

    @property
    def config(self) -> SiegeConfig: ...
    @property
    def first(self) -> int: ...
    @property
    def current(self) -> int: ...
    @property
    def turn(self) -> int: ...


def moves_allowed(state: TurnFacts) -> int:
    """Units the current seat may move this turn: 5, or in the first player's first turn the
    table rule `first_turn_moves` (a compensation for the second player)."""
    if state.turn == 1 and state.current == state.first:
        return state.config.first_turn_moves
    return MOVES_PER_TURN


def setup_quota(state: TurnFacts, seat: int) -> int:
    """Units `seat` places in setup: 4 (ruling 4), 5 for the second player with the table
    rule `second_extra_unit`."""
    extra = state.config.second_extra_unit and seat != state.first
    return SETUP_UNITS + (1 if extra else 0)


def reach(board: Board, frm: int, steps: int) -> list[int]:
    """The empty squares the unit on `frm` can end a move on: up to `steps` orthogonal
    steps, never onto or through a mountain or an enemy, through friends (ruling 14)."""
    owner = board[frm].owner  # type: ignore[union-attr]
    seen = {frm}
    frontier = [frm]
    out: list[int] = []
    for _ in range(steps):
        nxt = []
        for sq in frontier:
            for n in OPEN_NEIGHBOURS[sq]:
                if n in seen:
                    continue
                seen.add(n)
                unit = board[n]
                if unit is None:
                    out.append(n)
                    nxt.append(n)
                elif unit.owner == owner:
                    nxt.append(n)
        if not nxt:
            break
        frontier = nxt
    out.sort()
    return out


# Actions are values: one object per (from, to) serves every list, so listing a position's
# hundreds of moves builds no new objects (an attrs frozen __init__ is the costly part).
_MOVES: list[Move | None] = [None] * (SQUARES * SQUARES)
_ATTACKS: list[Attack | None] = [None] * (SQUARES * SQUARES)


def _move_action(frm: int, to: int) -> Move:
    found = _MOVES[frm * SQUARES + to]
    if found is None:
        found = _MOVES[frm * SQUARES + to] = Move(frm, to)
    return found


def _attack_action(frm: int, to: int) -> Attack:
    found = _ATTACKS[frm * SQUARES + to]
    if found is None:
        found = _ATTACKS[frm * SQUARES + to] = Attack(frm, to)
    return found


def can_summon(state: SiegeState) -> bool:
    hand = state.hands[state.current]
    if not hand or min(COST[k] for k in hand) + 1 > state.summon_points:
        return False
    board = state.board
    return any(board[s] is None for s in ZONE[state.current])


def can_move(state: SiegeState) -> bool:
    if state.moves >= moves_allowed(state):
        return False
    board = state.board
    seat = state.current
    for sq, unit in enumerate(board):
        if unit is not None and unit.owner == seat and not unit.moved:
            for n in NEIGHBOURS[sq]:
                if IS_MOUNTAIN[n]:
                    continue
                other = board[n]
                if other is None:
                    return True
                if other.owner == seat and reach(board, sq, MOVE[unit.kind]):
                    return True
    return False


def _enemies(board: Board, seat: int) -> list[tuple[int, Unit]]:
    return [(sq, u) for sq, u in enumerate(board) if u is not None and u.owner != seat]


def _targets(board: Board, frm: int, enemies: list[tuple[int, Unit]]) -> list[int]:
    unit = board[frm]
    assert unit is not None
    r = RANGE[unit.kind]
    dist = DIST[frm]
    kind, moved = unit.kind, unit.moved
    return [
        sq for sq, other in enemies if dist[sq] <= r and dice_count(kind, other.kind, moved) > 0
    ]


def can_attack(state: SiegeState) -> bool:
    if state.attacks >= ATTACKS_PER_TURN:
        return False
    board = state.board
    seat = state.current
    enemies = _enemies(board, seat)
    for sq, unit in enumerate(board):
        if (
            unit is not None
            and unit.owner == seat
            and not unit.attacked
            and _targets(board, sq, enemies)
        ):
            return True
    return False


def legal_actions(state: SiegeState) -> tuple[Action, ...]:
    phase = state.phase
    if phase == OVER:
        return ()
    seat = state.current
    board = state.board
    if phase == DRAFT:
        return tuple(Pick(k) for k in range(KINDS) if state.piles[k])
    if phase == SETUP:
        free = [s for s in ZONE[seat] if board[s] is None]
        return tuple(Place(k, s) for k in sorted(set(state.drafted[seat])) for s in free)
    if phase == DRAW_PHASE:
        return (DRAW, *(Draft(k) for k in range(KINDS) if state.piles[k]))
    out: list[Action] = []
    if phase == SUMMON:
        free = [s for s in ZONE[seat] if board[s] is None]
        points = state.summon_points
        for k in sorted(set(state.hands[seat])):
            if COST[k] + 1 <= points:
                out.extend(Summon(k, s) for s in free)
    elif phase == MOVE_PHASE:
        if state.moves < moves_allowed(state):
            for sq in range(SQUARES):
                unit = board[sq]
                if unit is not None and unit.owner == seat and not unit.moved:
                    out.extend(_move_action(sq, to) for to in reach(board, sq, MOVE[unit.kind]))
    elif phase == ATTACK and state.attacks < ATTACKS_PER_TURN:
        enemies = _enemies(board, seat)
        for sq in range(SQUARES):
            unit = board[sq]
            if unit is not None and unit.owner == seat and not unit.attacked:
                out.extend(_attack_action(sq, t) for t in _targets(board, sq, enemies))
    out.append(END)
    return tuple(out)


def _on_square(sq: object) -> bool:
    return isinstance(sq, int) and 0 <= sq < SQUARES


def why_illegal(state: SiegeState, action: object) -> str | None:
    """None when `action` is legal now, else the reason in a sentence."""
    if not isinstance(action, ACTION_TYPES):
        return f"{action!r} is not an action of Siege"
    phase = state.phase
    if phase == OVER:
        return "the game is over"
    seat = state.current
    kind = getattr(action, "kind", 0)
    if not isinstance(kind, int) or not 0 <= kind < KINDS:
        return "there is no such unit"
    for field in ("to", "frm"):
        if hasattr(action, field) and not _on_square(getattr(action, field)):
            return "that square is off the board"
    expected = {
        DRAFT: "pick a card from the open piles",
        SETUP: "place one of your drafted units in your zone",
        DRAW_PHASE: "draw, or draft a card",
    }
    if isinstance(action, Pick):
        if phase != DRAFT:
            return "picks belong to the opening draft, which is over"
        if not state.piles[kind]:
            return f"the {unit_name(kind)} pile is empty"
        return None
    if isinstance(action, Place):
        if phase != SETUP:
            return "units are placed only in setup"
        if kind not in state.drafted[seat]:
            return f"you have no {unit_name(kind)} left to place"
        return _zone_reason(state, action.to)
    if isinstance(action, Draw):
        return None if phase == DRAW_PHASE else "you draw only at the start of your turn"
    if isinstance(action, Draft):
        if phase != DRAW_PHASE:
            return "you draft in a turn only instead of your full draw, at its start"
        if not state.piles[kind]:
            return f"the {unit_name(kind)} pile is empty"
        return None
    if phase in expected:
        return f"now {expected[phase]}"
    if isinstance(action, End):
        return None
    if isinstance(action, Summon):
        if phase != SUMMON:
            return "summoning is over for this turn"
        if kind not in state.hands[seat]:
            return f"you hold no {unit_name(kind)}"
        if COST[kind] + 1 > state.summon_points:
            return f"you have {state.summon_points} summoning points left"
        return _zone_reason(state, action.to)
    if isinstance(action, Move):
        return _move_reason(state, action)
    assert isinstance(action, Attack)
    return _attack_reason(state, action)


def _zone_reason(state: SiegeState, to: int) -> str | None:
    if to not in IN_ZONE[state.current]:
        return f"{square_name(to)} is not in your zone (within 2 of your siege tower)"
    if state.board[to] is not None:
        return f"{square_name(to)} is taken"
    return None


def _move_reason(state: SiegeState, action: Move) -> str | None:
    if state.phase == SUMMON:
        return "end summoning before you move"
    if state.phase != MOVE_PHASE:
        return "moving is over: no moves once attacks begin"
    unit = state.board[action.frm]
    if unit is None or unit.owner != state.current:
        return f"you have no unit on {square_name(action.frm)}"
    if unit.moved:
        return f"the {unit_name(unit.kind)} on {square_name(action.frm)} has already moved"
    allowed = moves_allowed(state)
    if state.moves >= allowed:
        if allowed < MOVES_PER_TURN:
            return (
                f"the first player moves {allowed} of its units in its first turn "
                "(table rule first_turn_moves)"
            )
        return f"you have made your {allowed} moves this turn"
    if action.to == action.frm:
        return "staying put is not a move"
    if IS_MOUNTAIN[action.to]:
        return "units cannot move onto mountains"
    if state.board[action.to] is not None:
        return f"{square_name(action.to)} is taken: a move ends on an empty square"
    if action.to not in reach(state.board, action.frm, MOVE[unit.kind]):
        return (
            f"{square_name(action.to)} is out of reach: {MOVE[unit.kind]} steps, around "
            "mountains and enemies"
        )
    return None


def _attack_reason(state: SiegeState, action: Attack) -> str | None:
    if state.phase != ATTACK:
        return "end moving before you attack"
    unit = state.board[action.frm]
    if unit is None or unit.owner != state.current:
        return f"you have no unit on {square_name(action.frm)}"
    if unit.attacked:
        return f"the {unit_name(unit.kind)} on {square_name(action.frm)} has already attacked"
    if state.attacks >= ATTACKS_PER_TURN:
        return f"you have made your {ATTACKS_PER_TURN} attacks this turn"
    target = state.board[action.to]
    if target is None or target.owner == state.current:
        return f"there is no enemy unit on {square_name(action.to)}"
    if distance(action.frm, action.to) > RANGE[unit.kind]:
        reach_ = RANGE[unit.kind]
        return f"{square_name(action.to)} is beyond the {code(unit.kind)}'s range of {reach_}"
    if dice_count(unit.kind, target.kind, unit.moved) <= 0:
        return "that attack would roll no dice"
    return None
