"""Medium's one-turn look-ahead on a full (determinized) state.

Medium tries each move of its turn (a land, then each main action, with its discards) on a
state dealt from its observation and keeps the best by the evaluation.
"""

from __future__ import annotations

from siege_desktop.games.gifts.ai.evaluate import evaluate
from siege_desktop.games.gifts.ai.policy import discard_choice, prune
from siege_desktop.games.gifts.rules.actions import Action, Recycle
from siege_desktop.games.gifts.rules.rules import apply_unchecked, legal_actions
from siege_desktop.games.gifts.rules.state import GameState, Phase

RECYCLE_PENALTY = 0.15  # one sampled draw flatters Recycle; it rarely beats a real move


def finish_discards(state: GameState, seat: int) -> GameState:
    """Play out `seat`'s pending discards with the discard rule of thumb."""
    while state.seat == seat and state.phase is Phase.DISCARD:
        state = apply_unchecked(state, discard_choice(state, legal_actions(state)))
    return state


def action_value(state: GameState, action: Action, seat: int) -> float:
    after = finish_discards(apply_unchecked(state, action), seat)
    value = evaluate(after, seat)
    if type(action) is Recycle:
        value -= RECYCLE_PENALTY
    return value


def main_action_values(state: GameState, legal: tuple[Action, ...]) -> dict[Action, float]:
    """Medium's value of each main action worth considering, discards played out."""
    seat = state.seat
    return {a: action_value(state, a, seat) for a in prune(state, legal)}


def move_values(state: GameState, legal: tuple[Action, ...]) -> dict[Action, float]:
    """Medium's value of each move of the land step or the main action (the land step
    looks through to the best main action after it)."""
    seat = state.seat
    if state.phase is Phase.ACTION:
        return main_action_values(state, legal)
    values: dict[Action, float] = {}
    for a in legal:
        after = apply_unchecked(state, a)
        if after.seat == seat and after.phase is Phase.ACTION:
            values[a] = max(main_action_values(after, legal_actions(after)).values())
        else:
            values[a] = evaluate(finish_discards(after, seat), seat)
    return values


def greedy_move(state: GameState, legal: tuple[Action, ...]) -> Action:
    """Medium's move on a full (determinized) state."""
    if len(legal) == 1:
        return legal[0]
    if state.phase is Phase.DISCARD:
        return discard_choice(state, legal)
    values = move_values(state, legal)
    best: Action = legal[0]
    best_value = float("-inf")
    for a, v in values.items():
        if v > best_value:
            best, best_value = a, v
    return best
