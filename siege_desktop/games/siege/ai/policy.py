"""Medium's and Easy's choices, one decision at a time, greedy by expected value over the
rulings' list (e): points and the clock, material, safety, expected damage from the exact
dice table, colour advantage, ranged units against melee, and the draft. `scores` gives
each legal action Medium's opinion (ending a phase is 0), which Hard also widens over."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from typing import Final

import attrs

from siege_desktop.core.memo import Memo
from siege_desktop.games.siege.ai.evaluation import cached_threats, can_reach
from siege_desktop.games.siege.ai.values import (
    VALUE,
    Threats,
    attack_value,
    attack_value_of,
    risk,
    unit_value,
)
from siege_desktop.games.siege.rules.actions import (
    DRAW,
    END,
    Action,
    Attack,
    Draft,
    Move,
    Pick,
    Place,
    Summon,
)
from siege_desktop.games.siege.rules.combat import dice_count, need
from siege_desktop.games.siege.rules.data import (
    CENTRAL_POINTS,
    CENTRAL_TOWERS,
    COLOUR_MOD,
    DIST,
    HAND,
    HAND_WHEN_DRAFTING,
    HEALTH,
    IS_FOREST,
    RANGE,
    SIEGE_POINTS,
    SIEGE_TOWER,
    SQUARES,
    SUMMON_POINTS,
    ZONE,
)
from siege_desktop.games.siege.rules.dice import chance_of_at_least
from siege_desktop.games.siege.rules.state import (
    ATTACK,
    DRAFT,
    MOVE,
    SETUP,
    SUMMON,
    SiegeState,
    Unit,
)
from siege_desktop.games.siege.rules.state import (
    DRAW as DRAW_PHASE,
)

#: Ending a phase scores 0; a move or attack must beat this to be worth making.
THRESHOLD: Final = 0.05
SAFETY: Final = 0.15
GUARD: Final = 2.0
#: Turns of a tower's points that holding it, or killing its holder, is worth now.
TOWER_TURNS = 2.0
GUARD_ALERT: Final = 6.0
OPPORTUNITY: Final = 0.6
#: What summoning the last card costs while an enemy could reach the own siege tower and
#: the deck cannot refill the hand: more than any summon is worth, so Medium ends instead.
KEEP_A_CARD: Final = 20.0
FOREST: Final = 0.2
PROGRESS: Final = 0.3


@attrs.frozen(slots=True)
class Context:
    """What every option of one decision shares: the seat, the enemy's threats, its units,
    whether an enemy could reach the seat's siege tower."""

    seat: int
    threat: Threats
    enemies: tuple[tuple[int, Unit], ...]
    alert: bool
    goal_distance: tuple[int, ...]  # each square's distance to the nearest goal
    risks: dict[tuple[Unit, int], float]
    places: dict[tuple[Unit, int], float]  # `place_value` of (unit, square), remembered


#: The remembered risks and place values of each context (its seat, the enemy's threats
#: and units, the alert and the goals): consecutive decisions of a turn, and Hard's
#: rollouts, meet the same context again, and every value is a function of it alone.
_KNOWN: Memo[tuple[dict[tuple[Unit, int], float], dict[tuple[Unit, int], float]]] = Memo(4000)


def context(state: SiegeState) -> Context:
    seat = state.current
    enemy = 1 - seat
    board = state.board
    enemies = tuple((s, u) for s, u in enumerate(board) if u is not None and u.owner == enemy)
    goals = tuple(t for t in CENTRAL_TOWERS if (u := board[t]) is None or u.owner != seat) or (
        SIEGE_TOWER[enemy],
    )
    threat = cached_threats(board, enemy)
    alert = can_reach(threat, SIEGE_TOWER[seat])
    key = (seat, threat, enemies, alert, goals)
    known = _KNOWN.get(key)
    if known is None:
        known = _KNOWN.put(key, ({}, {}))
    return Context(
        seat=seat,
        threat=threat,
        enemies=enemies,
        alert=alert,
        goal_distance=_goal_distance(goals),
        risks=known[0],
        places=known[1],
    )


@cache
def _goal_distance(goals: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(min(DIST[s][g] for g in goals) for s in range(SQUARES))


def _best_attack_from(ctx: Context, unit: Unit, sq: int) -> float:
    """The best attack `unit` could make from `sq` after moving there (a Charger charges)."""
    kind, damage = unit.kind, unit.damage
    r = RANGE[kind]
    row = DIST[sq]
    wood = IS_FOREST[sq]
    best = 0.0
    for e, target in ctx.enemies:
        if row[e] <= r:
            counters = row[e] <= RANGE[target.kind]
            v = attack_value_of(
                kind, damage, True, wood, target.kind, target.damage, IS_FOREST[e], counters
            )
            v += _target_bonus(ctx, kind, True, target, e)
            best = max(best, v)
    return best


def _target_bonus(ctx: Context, kind: int, moved: bool, target: Unit, to: int) -> float:
    """Killing a unit on a tower stops its scoring: what the tower would pay it, times the
    chance of the kill."""
    if to in CENTRAL_TOWERS:
        worth = TOWER_TURNS * CENTRAL_POINTS
    elif to == SIEGE_TOWER[ctx.seat]:
        worth = TOWER_TURNS * SIEGE_POINTS
    else:
        return 0.0
    n = dice_count(kind, target.kind, moved)
    left = HEALTH[target.kind] - target.damage
    return worth * chance_of_at_least(n, need(kind, target.kind, to), left)


def place_value(state: SiegeState, ctx: Context, unit: Unit, sq: int) -> float:
    """What `unit` standing on `sq` is worth to its seat beyond its material: towers held
    (times the chance of keeping them), guarding its own siege tower, the attacks it could
    make from there, cover, progress toward the goals, less its expected loss next turn."""
    key = (unit, sq)
    found = ctx.places.get(key)
    if found is not None:
        return found
    seat = ctx.seat
    loss = ctx.risks.get(key)
    if loss is None:
        loss = ctx.risks[key] = risk(ctx.threat, unit, sq)
    worth = unit_value(unit.kind, unit.damage)
    keep = 1.0 - min(1.0, loss / max(0.5, worth))
    value = -SAFETY * loss
    if sq in CENTRAL_TOWERS:
        value += TOWER_TURNS * CENTRAL_POINTS * keep
    elif sq == SIEGE_TOWER[1 - seat]:
        value += TOWER_TURNS * SIEGE_POINTS * keep
    elif sq == SIEGE_TOWER[seat]:
        value += GUARD_ALERT if ctx.alert else GUARD
    if IS_FOREST[sq]:
        value += FOREST
    if not unit.attacked:
        value += OPPORTUNITY * _best_attack_from(ctx, unit, sq)
    near = ctx.goal_distance[sq]
    row = DIST[sq]
    r = RANGE[unit.kind]
    for e, _ in ctx.enemies:
        d = row[e] - r
        if d < near:
            near = max(0, d)
    value -= PROGRESS * near
    ctx.places[key] = value
    return value


def tower_in_reach(state: SiegeState, seat: int) -> bool:
    """Whether an enemy unit could end its next move on `seat`'s siege tower were the
    tower empty (its guard killed or gone)."""
    tower = SIEGE_TOWER[seat]
    board = state.board
    if board[tower] is not None:
        board = board[:tower] + (None,) + board[tower + 1 :]
    return can_reach(cached_threats(board, 1 - seat), tower)


def keeps_a_card(state: SiegeState, summon: Summon) -> bool:
    """The rulings' (e) "keeps a card in hand so a summon can refill the tower": the last
    card of the hand stays there while the deck is empty (the draw will bring no other) and
    an enemy could reach the siege tower, unless this summon itself fills the tower."""
    seat = state.current
    return (
        len(state.hands[seat]) == 1
        and not state.decks[seat]
        and summon.to != SIEGE_TOWER[seat]
        and tower_in_reach(state, seat)
    )


def pick_value(state: SiegeState, seat: int, kind: int) -> float:
    """A card for the draft: its material, colour advantage over the rival's known cards,
    fewer of what we already hold, and denying the last copy of a strong type."""
    rival = 1 - seat
    theirs = list(state.drafted[rival] + state.hands[rival] + state.decks[rival])
    theirs += [u.kind for u in state.board if u is not None and u.owner == rival]
    mine = list(state.drafted[seat] + state.hands[seat] + state.decks[seat])
    value = VALUE[kind]
    if theirs:
        value += 0.8 * sum(COLOUR_MOD[kind][t] for t in theirs) / len(theirs)
    value -= 0.1 * mine.count(kind)
    if state.piles[kind] == 1 and VALUE[kind] >= 6.0:
        value += 0.2
    return value


def _draw_scores(state: SiegeState, actions: Sequence[Action]) -> list[float]:
    """Draft when the lost summoning point costs nothing: the cards at hand or the free
    squares of the zone would not fill 4 summons anyway (or the deck is thin)."""
    seat = state.current
    cards = len(state.hands[seat]) + len(state.decks[seat])
    free = sum(1 for s in ZONE[seat] if state.board[s] is None)
    plain = min(SUMMON_POINTS, min(HAND, cards), free)
    drafting = min(SUMMON_POINTS - 1, min(HAND_WHEN_DRAFTING, cards), free)
    want = drafting >= plain or cards < 4
    out = []
    for a in actions:
        if isinstance(a, Draft):
            out.append(pick_value(state, seat, a.kind) - (0.0 if want else 9.0))
        else:
            out.append(1.0 if not want else 0.0)
    return out


def scores(state: SiegeState, actions: Sequence[Action]) -> list[float]:
    """Medium's opinion of each action (`end` is 0)."""
    phase = state.phase
    seat = state.current
    if phase == DRAFT:
        return [pick_value(state, seat, a.kind) for a in actions]  # type: ignore[union-attr]
    if phase == DRAW_PHASE:
        return _draw_scores(state, actions)
    ctx = context(state)
    board = state.board
    out: list[float] = []
    if phase in (SETUP, SUMMON):
        for a in actions:
            if isinstance(a, (Place, Summon)):
                unit = Unit(seat, a.kind)
                value = 0.5 * VALUE[a.kind] + place_value(state, ctx, unit, a.to)
                if isinstance(a, Summon) and keeps_a_card(state, a):
                    value -= KEEP_A_CARD
                out.append(value)
            else:
                out.append(0.0)
        return out
    if phase == MOVE:
        here: dict[int, float] = {}
        for a in actions:
            if isinstance(a, Move):
                mover = board[a.frm]
                assert mover is not None
                if a.frm not in here:
                    here[a.frm] = place_value(state, ctx, mover, a.frm)
                out.append(place_value(state, ctx, mover, a.to) - here[a.frm])
            else:
                out.append(THRESHOLD)
        return out
    assert phase == ATTACK
    for a in actions:
        if isinstance(a, Attack):
            striker, target = board[a.frm], board[a.to]
            assert striker is not None and target is not None
            out.append(
                attack_value(striker, a.frm, target, a.to)
                + _target_bonus(ctx, striker.kind, striker.moved, target, a.to)
            )
        else:
            out.append(THRESHOLD)
    return out


def ranked(state: SiegeState, legal: Sequence[Action]) -> list[tuple[float, Action]]:
    """Legal actions with Medium's scores, best first (ties in the listed order)."""
    values = scores(state, legal)
    order = sorted(range(len(legal)), key=lambda i: -values[i])
    return [(values[i], legal[i]) for i in order]


def medium_move(state: SiegeState, legal: tuple[Action, ...], rng: random.Random) -> Action:
    values = scores(state, legal)
    top = max(values)
    best = [a for a, v in zip(legal, values, strict=True) if v >= top - 1e-9]
    return best[0] if len(best) == 1 else rng.choice(best)


EASY_RANDOM: Final = 0.2
EASY_WIDTH: Final = 4


def easy_move(state: SiegeState, legal: tuple[Action, ...], rng: random.Random) -> Action:
    """Rules of thumb, loose: a random legal move now and then, else one of Medium's best
    few, ending a phase as readily as acting."""
    if rng.random() < EASY_RANDOM:
        return rng.choice(legal)
    top = [a for _, a in ranked(state, legal)[:EASY_WIDTH]]
    if END in legal and END not in top and state.phase in (MOVE, ATTACK):
        top.append(END)
    if DRAW in legal and DRAW not in top:
        top.append(DRAW)
    return rng.choice(top)


__all__ = ["Pick", "easy_move", "medium_move", "pick_value", "ranked", "scores"]
