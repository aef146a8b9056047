"""Attacks (rulings 16-19): dice from Attack, colour and Charge; the face a die needs from
forest, Pathfinder and Shield; the attacker's dice, then the defender's counterattack."""

from __future__ import annotations

from siege_desktop.games.siege.rules.data import (
    ATTACK,
    CHARGE,
    COLOUR_MOD,
    HIT,
    HIT_COVERED,
    IS_FOREST,
    PATHFINDER,
    SHIELD,
)


def dice_count(attacker: int, target: int, charging: bool = False) -> int:
    """Dice rolled by a unit of type `attacker` against `target`: A + colour modifier
    (+1 for a Charger that moved this turn, never on a counterattack), never below 0."""
    n = ATTACK[attacker] + COLOUR_MOD[attacker][target]
    if charging and CHARGE[attacker]:
        n += 1
    return max(0, n)


def need(attacker: int, target: int, target_square: int) -> int:
    """The face each die needs: 5 against Shield (any terrain, even for a Pathfinder) or
    against a unit in forest unless the attacker is a Pathfinder, else 4. Never 6: cover and
    Shield don't stack."""
    if SHIELD[target] or (IS_FOREST[target_square] and not PATHFINDER[attacker]):
        return HIT_COVERED
    return HIT
