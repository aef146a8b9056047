"""How well each seat stands, as a win chance (Hard's rewards): points and the clock (towers
held times the chance of keeping them), material on the board and in cards, safety, and the
emergency of an enemy that could walk onto an empty siege tower."""

from __future__ import annotations

import math
from typing import Final

from siege_desktop.games.siege.ai.values import VALUE, Threats, risk, threats, unit_value
from siege_desktop.games.siege.rules.data import (
    CENTRAL_POINTS,
    CENTRAL_TOWERS,
    MOVE,
    SIEGE_POINTS,
    SIEGE_TOWER,
    TO_WIN,
)
from siege_desktop.games.siege.rules.moves import reach
from siege_desktop.games.siege.rules.outcome import outcome
from siege_desktop.games.siege.rules.state import Board, SiegeState

#: Turns of income a held tower is worth, times the chance of keeping it.
HORIZON: Final = 3.0
#: Points one unit of material is worth.
MATERIAL: Final = 0.45
#: Share of a unit's expected loss next turn that counts now.
SAFETY: Final = 0.5
#: Share of a card's value while it waits in hand or deck.
CARD: Final = 0.5
#: Logistic scale of the points difference.
SCALE: Final = 5.0

_CACHE: dict[tuple[Board, int], Threats] = {}


def cached_threats(board: Board, enemy: int) -> Threats:
    """`threats`, remembered: search meets the same board in many deals."""
    key = (board, enemy)
    found = _CACHE.get(key)
    if found is None:
        if len(_CACHE) > 4000:
            _CACHE.clear()
        found = _CACHE[key] = threats(board, enemy)
    return found


def can_reach(board: Board, enemy: int, target: int) -> bool:
    """Whether a unit of `enemy` could end its next move on the empty square `target`."""
    for sq, unit in enumerate(board):
        if unit is not None and unit.owner == enemy and target in reach(board, sq, MOVE[unit.kind]):
            return True
    return False


def standing(state: SiegeState, seat: int) -> float:
    """`seat`'s standing in points: its points, the towers it holds times the chance of
    keeping them over a few turns, material (units on the board most, cards less), less
    the expected losses of next turn and the danger to its own siege tower."""
    board = state.board
    enemy = 1 - seat
    threat = cached_threats(board, enemy)
    material = 0.0
    income = 0.0
    for sq, unit in enumerate(board):
        if unit is None or unit.owner != seat:
            continue
        loss = risk(board, threat, unit, sq)
        material += unit_value(unit.kind, unit.damage) - SAFETY * loss
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
    if state.round > 0 and board[tower] is None and can_reach(board, enemy, tower):
        danger = 0.7 * SIEGE_POINTS
    return state.points[seat] + HORIZON * income + MATERIAL * material - danger


def win_chances(state: SiegeState) -> list[float]:
    """Each seat's reward in [0, 1]: the result when the game is over, else a logistic of
    the difference in standing, sharpened as a seat nears 20 points."""
    result = outcome(state)
    if result is not None:
        return [1.0 if result.places[s] == 1 else 0.0 for s in (0, 1)]
    s0, s1 = standing(state, 0), standing(state, 1)
    near = max(state.points) / TO_WIN
    x = (s0 - s1) / (SCALE * (1.0 - 0.5 * near))
    p0 = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))
    return [p0, 1.0 - p0]
