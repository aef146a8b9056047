"""The attack preview: before an attack is confirmed, what it rolls, what it needs, the chance
to kill and the counterattack it would draw, from the exact dice table (rules/dice.py)."""

from __future__ import annotations

import attrs

from siege_desktop.games.siege.rules.combat import dice_count, need
from siege_desktop.games.siege.rules.data import (
    CHARGE,
    COLOUR_MOD,
    HEALTH,
    IS_FOREST,
    PATHFINDER,
    RANGE,
    SHIELD,
    UNITS,
    distance,
)
from siege_desktop.games.siege.rules.dice import chance_of_at_least, exactly, hit_chance
from siege_desktop.games.siege.rules.state import Board


@attrs.frozen
class Preview:
    """What one attack would do. `lines`: the panel's sentences, title first."""

    dice: int
    need: int
    kill: float
    expected: float
    counter_dice: int
    counter_need: int
    counter_kill: float  # the chance the attacker dies to the counterattack
    lines: tuple[str, ...]


def why_need(attacker: int, target: int, square: int) -> str:
    """Why a die needs 5: the target's Shield, or its forest cover; "" when 4 is enough."""
    if SHIELD[target]:
        return "Shield"
    if IS_FOREST[square] and not PATHFINDER[attacker]:
        return "forest"
    return ""


def _pct(p: float) -> str:
    if 0 < p < 0.005:
        return "<1%"
    return f"{round(p * 100)}%"


def preview(board: Board, frm: int, to: int) -> Preview:
    """The preview of the unit on `frm` attacking the unit on `to` (both on `board`)."""
    att, tgt = board[frm], board[to]
    assert att is not None and tgt is not None
    a, t = UNITS[att.kind], UNITS[tgt.kind]
    n = dice_count(att.kind, tgt.kind, att.moved)
    face = need(att.kind, tgt.kind, to)
    left = HEALTH[tgt.kind] - tgt.damage
    kill = chance_of_at_least(n, face, left)
    expected = n * hit_chance(face)
    parts = [f"{n} {'die' if n == 1 else 'dice'}"]
    mod = COLOUR_MOD[att.kind][tgt.kind]
    if mod > 0:
        parts.append(f"+1 ({a.colour} beats {t.colour})")
    elif mod < 0:
        parts.append(f"-1 ({t.colour} beats {a.colour})")
    if att.moved and CHARGE[att.kind]:
        parts.append("+1 Charge")
    why = why_need(att.kind, tgt.kind, to)
    hit = f"hit on {face}+" + (f" for {why}" if why else "")
    lines = [
        f"{a.name} attacks {t.name}",
        f"{', '.join(parts)}; {hit}",
        f"Kill {_pct(kill)} ({left} to go) · {expected:.1f} damage on average",
    ]
    cdice = cneed = 0
    ckill = 0.0
    if distance(frm, to) <= RANGE[tgt.kind] and dice_count(tgt.kind, att.kind) > 0:
        cdice = dice_count(tgt.kind, att.kind)
        cneed = need(tgt.kind, att.kind, frm)
        att_left = HEALTH[att.kind] - att.damage
        ckill = (1 - kill) * chance_of_at_least(cdice, cneed, att_left)
        cwhy = why_need(tgt.kind, att.kind, frm)
        ceh = sum(h * p for h, p in enumerate(exactly(cdice, cneed))) * (1 - kill)
        lines.append(
            f"If it lives ({_pct(1 - kill)}): it strikes back with {cdice} "
            f"{'die' if cdice == 1 else 'dice'} on {cneed}+" + (f" ({cwhy})" if cwhy else "")
        )
        lines.append(f"Your {a.name} dies {_pct(ckill)} · takes {ceh:.1f} on average")
    else:
        reason = "out of its range" if distance(frm, to) > RANGE[tgt.kind] else "no dice"
        lines.append(f"No counterattack ({reason})")
    return Preview(n, face, kill, expected, cdice, cneed, ckill, tuple(lines))
