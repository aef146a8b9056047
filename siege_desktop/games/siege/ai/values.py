"""What units and attacks are worth (RULINGS-siege (e)): a unit's material value, the exact
dice chances of an attack and its counterattack, and where the enemy can strike next turn.
Reads only a (determinized) state."""

from __future__ import annotations

from functools import cache
from typing import Final

from siege_desktop.games.siege.rules.combat import dice_count, need
from siege_desktop.games.siege.rules.data import (
    CHARGE,
    HEALTH,
    MOVE,
    RANGE,
    SQUARES,
    UNITS,
    distance,
)
from siege_desktop.games.siege.rules.dice import exactly, hit_chance
from siege_desktop.games.siege.rules.moves import reach
from siege_desktop.games.siege.rules.state import Board, Unit


def unit_value(kind: int, damage: int = 0) -> float:
    """`A + 1.1·(H − damage) + 0.6·(R − 1) + 0.12·M (+0.5 with an ability)`, the rulings'
    material formula."""
    u = UNITS[kind]
    return (
        u.attack
        + 1.1 * (u.health - damage)
        + 0.6 * (u.range - 1)
        + 0.12 * u.move
        + (0.5 if u.ability else 0.0)
    )


VALUE: Final = tuple(unit_value(k) for k in range(len(UNITS)))


@cache
def _diamond(sq: int, r: int) -> tuple[int, ...]:
    return tuple(s for s in range(SQUARES) if distance(s, sq) <= r)


@cache
def strike(target: int, target_damage: int, n: int, face: int) -> tuple[float, float]:
    """(P(the target dies), expected damage dealt) of `n` dice needing `face`."""
    probs = exactly(n, face)
    left = HEALTH[target] - target_damage
    kill = sum(p for h, p in enumerate(probs) if h >= left)
    dealt = sum(p * min(h, left) for h, p in enumerate(probs))
    return kill, dealt


def attack_value(unit: Unit, frm: int, target: Unit, to: int) -> float:
    """Expected material gain of `unit` on `frm` attacking `target` on `to`, from the exact
    binomial chances: the target's loss (death, or damage as lost Health) less the expected
    loss to the counterattack when it survives in range."""
    n = dice_count(unit.kind, target.kind, unit.moved)
    face = need(unit.kind, target.kind, to)
    probs = exactly(n, face)
    left = HEALTH[target.kind] - target.damage
    gain = 0.0
    counters = distance(frm, to) <= RANGE[target.kind]
    cn = dice_count(target.kind, unit.kind) if counters else 0
    cface = need(target.kind, unit.kind, frm)
    for h, p in enumerate(probs):
        if h >= left:
            gain += p * unit_value(target.kind, target.damage)
            continue
        gain += p * 1.1 * h
        if cn:
            kill, dealt = strike(unit.kind, unit.damage, cn, cface)
            gain -= p * (kill * VALUE[unit.kind] + (1 - kill) * 1.1 * dealt)
    return gain


Threats = tuple[tuple[int, ...], ...]
"""For each square, the squares of the enemy units that could attack a unit standing there
in their next turn (moving first, within their Move and Range)."""


def threats(board: Board, enemy: int) -> Threats:
    """Where `enemy`'s units can strike next turn: each square's possible attackers."""
    lists: list[list[int]] = [[] for _ in range(SQUARES)]
    for sq, unit in enumerate(board):
        if unit is None or unit.owner != enemy:
            continue
        r = RANGE[unit.kind]
        hit: set[int] = set()
        for stand in (sq, *reach(board, sq, MOVE[unit.kind])):
            hit.update(_diamond(stand, r))
        for t in hit:
            lists[t].append(sq)
    return tuple(tuple(x) for x in lists)


def expected_damage(board: Board, threat: Threats, kind: int, sq: int) -> float:
    """Expected hits a unit of `kind` on `sq` takes next turn from at most 5 attackers."""
    found = []
    for e in threat[sq]:
        attacker = board[e]
        if attacker is None:
            continue
        n = dice_count(attacker.kind, kind, CHARGE[attacker.kind])
        found.append(n * hit_chance(need(attacker.kind, kind, sq)))
    found.sort(reverse=True)
    return sum(found[:5])


def risk(board: Board, threat: Threats, unit: Unit, sq: int) -> float:
    """What a unit on `sq` can expect to lose next turn, in material: its value times the
    share of its remaining Health the enemy's expected damage covers (1-Health units, which
    any hit kills, weigh double by that share)."""
    left = HEALTH[unit.kind] - unit.damage
    dmg = expected_damage(board, threat, unit.kind, sq)
    if dmg <= 0:
        return 0.0
    return unit_value(unit.kind, unit.damage) * min(1.0, dmg / left)
