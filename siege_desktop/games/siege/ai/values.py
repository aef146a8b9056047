"""What units and attacks are worth (RULINGS-siege (e)): a unit's material value, the exact
dice chances of an attack and its counterattack, and where the enemy can strike next turn.
Reads only a (determinized) state. Search calls these thousands of times a second, so the
chances are tables and squares are bit masks."""

from __future__ import annotations

from functools import cache
from typing import Final

from siege_desktop.games.siege.rules.combat import dice_count, need
from siege_desktop.games.siege.rules.data import (
    CHARGE,
    DIST,
    FOREST,
    HEALTH,
    MOVE,
    RANGE,
    SQUARES,
    UNITS,
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
_KINDS: Final = len(UNITS)
# A square of each kind of cover: the face a die needs depends only on forest or not.
_PLAIN: Final = next(s for s in range(SQUARES) if s not in FOREST)
_WOOD: Final = next(iter(FOREST))


def _expected_hits(attacker: int, target: int, covered: bool) -> float:
    n = dice_count(attacker, target, CHARGE[attacker])
    return n * hit_chance(need(attacker, target, _WOOD if covered else _PLAIN))


EXPECTED_HITS: Final = tuple(
    tuple((_expected_hits(a, t, False), _expected_hits(a, t, True)) for t in range(_KINDS))
    for a in range(_KINDS)
)
"""EXPECTED_HITS[attacker][target][in forest]: the hits of one attack next turn (a Charger
is assumed to have moved)."""

DIAMOND: Final = tuple(
    tuple(sum(1 << s for s in range(SQUARES) if DIST[c][s] <= r) for c in range(SQUARES))
    for r in range(4)
)
"""DIAMOND[r][sq]: the squares within distance r of sq, as a bit mask."""
IS_WOOD: Final = tuple(s in FOREST for s in range(SQUARES))


@cache
def strike(target: int, target_damage: int, n: int, face: int) -> tuple[float, float]:
    """(P(the target dies), expected damage dealt) of `n` dice needing `face`."""
    probs = exactly(n, face)
    left = HEALTH[target] - target_damage
    kill = sum(p for h, p in enumerate(probs) if h >= left)
    dealt = sum(p * min(h, left) for h, p in enumerate(probs))
    return kill, dealt


@cache
def attack_value_of(
    kind: int,
    damage: int,
    moved: bool,
    frm_wood: bool,
    tkind: int,
    tdamage: int,
    to_wood: bool,
    counters: bool,
) -> float:
    """`attack_value` on the small numbers it depends on (remembered)."""
    n = dice_count(kind, tkind, moved)
    face = need(kind, tkind, _WOOD if to_wood else _PLAIN)
    probs = exactly(n, face)
    left = HEALTH[tkind] - tdamage
    cn = dice_count(tkind, kind) if counters else 0
    cface = need(tkind, kind, _WOOD if frm_wood else _PLAIN)
    gain = 0.0
    for h, p in enumerate(probs):
        if h >= left:
            gain += p * unit_value(tkind, tdamage)
            continue
        gain += p * 1.1 * h
        if cn:
            kill, dealt = strike(kind, damage, cn, cface)
            gain -= p * (kill * unit_value(kind, damage) + (1 - kill) * 1.1 * dealt)
    return gain


def attack_value(unit: Unit, frm: int, target: Unit, to: int) -> float:
    """Expected material gain of `unit` on `frm` attacking `target` on `to`, from the exact
    binomial chances: the target's loss (death, or damage as lost Health) less the expected
    loss to the counterattack when it survives in range."""
    return attack_value_of(
        unit.kind,
        unit.damage,
        unit.moved,
        IS_WOOD[frm],
        target.kind,
        target.damage,
        IS_WOOD[to],
        DIST[frm][to] <= RANGE[target.kind],
    )


Threats = tuple[tuple[int, int, int], ...]
"""The enemy units that could strike next turn: (unit type, bit mask of the squares it could
attack after a move within its Move and Range, bit mask of the squares it could move to)."""


def threats(board: Board, enemy: int) -> Threats:
    """Where `enemy`'s units can strike next turn."""
    out = []
    for sq, unit in enumerate(board):
        if unit is None or unit.owner != enemy:
            continue
        diamonds = DIAMOND[RANGE[unit.kind]]
        mask = diamonds[sq]
        moves = 0
        for stand in reach(board, sq, MOVE[unit.kind]):
            mask |= diamonds[stand]
            moves |= 1 << stand
        out.append((unit.kind, mask, moves))
    return tuple(out)


def expected_damage(threat: Threats, kind: int, sq: int) -> float:
    """Expected hits a unit of `kind` on `sq` takes next turn from at most 5 attackers."""
    wood = IS_WOOD[sq]
    found = [EXPECTED_HITS[a][kind][wood] for a, mask, _ in threat if (mask >> sq) & 1]
    if len(found) > 5:
        found.sort(reverse=True)
        found = found[:5]
    return sum(found)


def risk(threat: Threats, unit: Unit, sq: int) -> float:
    """What a unit on `sq` can expect to lose next turn, in material: its value times the
    share of its remaining Health the enemy's expected damage covers (1-Health units, which
    any hit kills, weigh double by that share)."""
    dmg = expected_damage(threat, unit.kind, sq)
    if dmg <= 0:
        return 0.0
    left = HEALTH[unit.kind] - unit.damage
    return unit_value(unit.kind, unit.damage) * min(1.0, dmg / left)
