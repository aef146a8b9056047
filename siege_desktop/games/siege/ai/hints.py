"""Why a suggested Siege move is good, in one line, from the seat's observation alone.

`hint_reason(obs, action, legal)` is the game's `extra["hint_reason"]` for `ai.hint.suggest`;
`hint_iterations(obs)` its search budget. Both read only what the seat may know (the board,
its own hand, the piles, points): never the rival's hand, a deck's order or the generator.
"""

from __future__ import annotations

from typing import Final

from siege_desktop.games.siege.rules.actions import (
    Action,
    Attack,
    Draft,
    Draw,
    Move,
    Pick,
    Place,
    Summon,
)
from siege_desktop.games.siege.rules.combat import dice_count, need
from siege_desktop.games.siege.rules.data import (
    CENTRAL_TOWERS,
    COLOUR_MOD,
    HEALTH,
    IS_FOREST,
    SIEGE_TOWER,
    square_name,
    unit_name,
)
from siege_desktop.games.siege.rules.dice import chance_of_at_least
from siege_desktop.games.siege.rules.observation import Observation

#: A hint is Hard's choice at this many rollouts (`lookahead`, 25 samples of 6 candidates),
#: each through the rival's next turn: 0.3 to 0.7 s of CPU at a turn's first move.
HINT_ITERATIONS: Final = 150


def hint_iterations(obs: Observation) -> int:
    """The search budget of a hint (`extra["hint_iterations"]`)."""
    return HINT_ITERATIONS


def _attack(obs: Observation, action: Attack) -> str:
    unit, target = obs.board[action.frm], obs.board[action.to]
    if unit is None or target is None:
        return str(action)
    n = dice_count(unit.kind, target.kind, unit.moved)
    face = need(unit.kind, target.kind, action.to)
    left = HEALTH[target.kind] - target.damage
    kill = chance_of_at_least(n, face, left)
    text = (
        f"{unit_name(unit.kind)} rolls {n} dice hitting on {face}+ at the "
        f"{unit_name(target.kind)}: {kill:.0%} to kill it"
    )
    if COLOUR_MOD[unit.kind][target.kind] > 0:
        text += " (colour advantage)"
    if action.to in CENTRAL_TOWERS or action.to == SIEGE_TOWER[obs.seat]:
        text += ", and it stands on a tower"
    return text + "."


def _move(obs: Observation, action: Move) -> str:
    unit = obs.board[action.frm]
    name = unit_name(unit.kind) if unit is not None else "The unit"
    to = square_name(action.to)
    if action.to in CENTRAL_TOWERS:
        return f"{name} takes the central tower {to}: 1 point a turn while it holds."
    if action.to == SIEGE_TOWER[1 - obs.seat]:
        return f"{name} stands on the enemy's siege tower: 10 points if it lives a turn."
    if action.to == SIEGE_TOWER[obs.seat]:
        return f"{name} guards your own siege tower."
    if IS_FOREST[action.to]:
        return f"{name} moves into the cover of the forest on {to}."
    return f"{name} moves to {to}, toward the towers and the enemy."


def hint_reason(obs: Observation, action: Action, legal: tuple[Action, ...] = ()) -> str:
    """One line on why `action` is a good move for `obs.seat` now."""
    if isinstance(action, Attack):
        return _attack(obs, action)
    if isinstance(action, Move):
        return _move(obs, action)
    if isinstance(action, (Summon, Place)):
        where = square_name(action.to)
        if action.to == SIEGE_TOWER[obs.seat]:
            return f"{unit_name(action.kind)} on {where} guards your siege tower."
        return f"{unit_name(action.kind)} on {where} joins the fight."
    if isinstance(action, (Pick, Draft)):
        return f"{unit_name(action.kind)}: the best card left for your army."
    if isinstance(action, Draw):
        return "Fill your hand to 5: you can summon all you hold."
    return "Nothing here is worth more than ending this phase."
