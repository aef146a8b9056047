"""How well each seat stands, as a win chance (Hard's rewards): points and the clock (towers
held times the chance of keeping them), material on the board and in cards, safety, and the
emergency of an enemy that could walk onto an empty siege tower."""

from __future__ import annotations

import math
from typing import Final

from siege_desktop.core.memo import Memo
from siege_desktop.games.siege.ai.values import (
    VALUE,
    Threats,
    attack_value_of,
    risk,
    strike,
    threats,
    unit_value,
)
from siege_desktop.games.siege.rules.combat import dice_count, need
from siege_desktop.games.siege.rules.data import (
    ATTACKS_PER_TURN,
    CENTRAL_POINTS,
    CENTRAL_TOWERS,
    DIST,
    IS_FOREST,
    RANGE,
    SIEGE_POINTS,
    SIEGE_TOWER,
    TO_WIN,
)
from siege_desktop.games.siege.rules.outcome import outcome
from siege_desktop.games.siege.rules.play import tower_points
from siege_desktop.games.siege.rules.state import ATTACK, DRAW, Board, SiegeState

#: Turns of income a held tower is worth, times the chance of keeping it.
HORIZON: Final = 3.0
#: Points one unit of material is worth.
MATERIAL: Final = 0.45
#: Share of a unit's expected loss next turn that counts now.
SAFETY: Final = 0.5
#: Share of a card's value while it waits in hand or deck.
CARD: Final = 0.5
#: Material per step to the nearest goal, for cover, and for a guard on the own tower (as
#: Medium's `policy.place_value` counts them).
PROGRESS: Final = 0.3
FOREST_BONUS: Final = 0.2
GUARD: Final = 2.0
#: Logistic scale of the points difference.
SCALE: Final = 5.0

_THREATS: Memo[Threats] = Memo(4000)


def cached_threats(board: Board, enemy: int) -> Threats:
    """`threats`, remembered: search meets the same board in many deals."""
    key = (board, enemy)
    found = _THREATS.get(key)
    return found if found is not None else _THREATS.put(key, threats(board, enemy))


def can_reach(threat: Threats, target: int) -> bool:
    """Whether a unit of the enemy whose `threat` this is could end its next move on the
    empty square `target`."""
    return any((moves >> target) & 1 for _, _, moves in threat)


def standing(state: SiegeState, seat: int) -> float:
    """`seat`'s standing in points: its points, the towers it holds times the chance of
    keeping them over a few turns, material (units on the board most, cards less), less
    the expected losses of next turn and the danger to its own siege tower."""
    board = state.board
    enemy = 1 - seat
    threat = cached_threats(board, enemy)
    foes = [sq for sq, u in enumerate(board) if u is not None and u.owner == enemy]
    goals = tuple(t for t in CENTRAL_TOWERS if (u := board[t]) is None or u.owner != seat) or (
        SIEGE_TOWER[enemy],
    )
    material = 0.0
    income = 0.0
    for sq, unit in enumerate(board):
        if unit is None or unit.owner != seat:
            continue
        loss = risk(threat, unit, sq)
        material += unit_value(unit.kind, unit.damage) - SAFETY * loss
        # Where it stands: toward the towers and the enemy, in cover, on guard at home.
        row = DIST[sq]
        near = min(row[g] for g in goals)
        r = RANGE[unit.kind]
        for e in foes:
            if row[e] - r < near:
                near = max(0, row[e] - r)
        material -= PROGRESS * near
        if IS_FOREST[sq]:
            material += FOREST_BONUS
        if sq == SIEGE_TOWER[seat]:
            material += GUARD
        worth = 0.0
        if sq in CENTRAL_TOWERS:
            worth = CENTRAL_POINTS
        elif sq == SIEGE_TOWER[enemy]:
            worth = SIEGE_POINTS
        if worth:
            keep = 1.0 - min(1.0, loss / max(0.5, unit_value(unit.kind, unit.damage)))
            income += worth * keep
    cards = state.hands[seat] + state.decks[seat] + state.drafted[seat]
    material += CARD * sum(VALUE[k] for k in cards)
    danger = 0.0
    tower = SIEGE_TOWER[seat]
    if state.round > 0 and board[tower] is None and can_reach(threat, tower):
        danger = 0.7 * SIEGE_POINTS
    return state.points[seat] + HORIZON * income + MATERIAL * material - danger


def _holder_income(state: SiegeState, sq: int, seat: int) -> float:
    """What `standing` counts for the unit of `seat`'s rival on `sq` holding a tower
    (points a turn times HORIZON), which killing it takes away."""
    if sq in CENTRAL_TOWERS:
        return HORIZON * CENTRAL_POINTS
    if sq == SIEGE_TOWER[seat]:
        return HORIZON * SIEGE_POINTS
    return 0.0


def expected_attacks(state: SiegeState) -> float:
    """The attacks the seat in its Attack phase has yet to make, in points of standing,
    from the exact dice table rather than rolled: each unit that has not attacked takes its
    best target (Medium's value plus the tower income a kill takes away), the best first,
    up to the attacks left; a target already attacked counts only by its chance to survive.
    Search ends its playouts here, so moves are judged without the noise of the dice."""
    seat = state.current
    board = state.board
    left = ATTACKS_PER_TURN - state.attacks
    options: list[tuple[float, int, int, float]] = []
    mine = []
    foes = []
    for sq, unit in enumerate(board):
        if unit is not None:
            if unit.owner != seat:
                foes.append((sq, unit))
            elif not unit.attacked:
                mine.append((sq, unit))
    for sq, unit in mine:
        row = DIST[sq]
        r = RANGE[unit.kind]
        wood = IS_FOREST[sq]
        for e, target in foes:
            if row[e] > r:
                continue
            n = dice_count(unit.kind, target.kind, unit.moved)
            if n <= 0:
                continue
            gain = MATERIAL * attack_value_of(
                unit.kind,
                unit.damage,
                unit.moved,
                wood,
                target.kind,
                target.damage,
                IS_FOREST[e],
                row[e] <= RANGE[target.kind],
            )
            kill, _ = strike(target.kind, target.damage, n, need(unit.kind, target.kind, e))
            gain += kill * _holder_income(state, e, seat)
            if gain > 0:
                options.append((gain, sq, e, kill))
    options.sort(reverse=True)
    used: set[int] = set()
    alive: dict[int, float] = {}
    total = 0.0
    for gain, sq, e, kill in options:
        if left <= 0:
            break
        if sq in used:
            continue
        used.add(sq)
        left -= 1
        survive = alive.get(e, 1.0)
        total += survive * gain
        alive[e] = survive * (1.0 - kill)
    return total


def standings(state: SiegeState) -> tuple[float, float, float]:
    """Both seats' standing in points (with the expected value of the attacks still to
    come when a seat is in its Attack phase, and at the start of a turn without the points
    just scored, which the standing counts already as income), and the larger of the
    points so counted."""
    s0, s1 = standing(state, 0), standing(state, 1)
    points = list(state.points)
    if state.phase == DRAW:
        # The seat whose turn just began has scored its towers, which its standing counts
        # again as income: take the points back so that a leaf here compares with one
        # ended at the attacks, before that scoring.
        points[state.current] -= tower_points(state.board, state.current)
        s0 += points[0] - state.points[0]
        s1 += points[1] - state.points[1]
    elif state.phase == ATTACK:
        gain = expected_attacks(state)
        if state.current == 0:
            s0 += gain
        else:
            s1 += gain
    return s0, s1, max(points)


def win_chances(state: SiegeState) -> list[float]:
    """Each seat's reward in [0, 1]: the result when the game is over, else a logistic of
    the difference in `standings`, sharpened as a seat nears 20 points."""
    result = outcome(state)
    if result is not None:
        return [1.0 if result.places[s] == 1 else 0.0 for s in (0, 1)]
    s0, s1, most = standings(state)
    near = most / TO_WIN
    x = (s0 - s1) / (SCALE * (1.0 - 0.5 * near))
    p0 = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))
    return [p0, 1.0 - p0]
