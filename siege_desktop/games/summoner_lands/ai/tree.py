"""What Hard's tree branches on (rulings' section e, "branching is the hard part"), and so the
options Hard's lookahead weighs (`lookahead.candidates`):

- **payment merging**: actions that differ only in their payment are one option, paid the way
  Medium prefers (sparing the summoning lands of the creatures in hand and the kinds its
  instants need);
- **spell-window pruning**: a window offers `pass` and only the casts that change the
  predicted battle (who dies, who holds which land); a window where nothing can matter is
  passed without a node;
- **moves as macro-actions**: a creature's move is one decision, its first step toward one of
  Medium's best destinations; the rest of the path is Medium's (`movement.continuation`);
- every out-of-turn decision (blocks, windows, divisions, retreats, fight order) stays a node
  of the seat that decides it; only setup, mulligans, the handicap and discards are settled
  by Medium inside the tree.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from siege_desktop.games.summoner_lands.ai.battles import settle
from siege_desktop.games.summoner_lands.ai.movement import continuation, plans
from siege_desktop.games.summoner_lands.ai.weights import MEDIUM, Weights
from siege_desktop.games.summoner_lands.rules.actions import (
    END,
    PASS,
    Action,
    Artifact,
    Assign,
    Cast,
    Enchant,
    Summon,
    Use,
)
from siege_desktop.games.summoner_lands.rules.board import toughness
from siege_desktop.games.summoner_lands.rules.cards import CARDS
from siege_desktop.games.summoner_lands.rules.moves import to_act
from siege_desktop.games.summoner_lands.rules.play import apply
from siege_desktop.games.summoner_lands.rules.state import LandsState

#: Phases Medium settles inside the search: setup, mulligans, the handicap, discards.
SETTLED: Final = ("layout", "claim", "mulligan", "bottom", "rest", "discard")
#: Most options of a summon phase or a move decision the tree widens over.
TREE_WIDTH: Final = 5
#: Most casts of one window the tree keeps (after pruning).
WINDOW_WIDTH: Final = 4

Medium = Callable[[LandsState, tuple[Action, ...], random.Random], Action]


def _pay_key(a: Action) -> tuple[object, ...] | None:
    """What an action is without its payment (None: it has no payment)."""
    if isinstance(a, Summon):
        return ("summon", a.code, a.land)
    if isinstance(a, Cast):
        return ("cast", a.code, a.on)
    if isinstance(a, Enchant):
        return ("enchant", a.code, a.land)
    if isinstance(a, Artifact):
        return ("artifact", a.code)
    if isinstance(a, Use):
        return ("use", a.source, a.on)
    return None


def payment_cost(state: LandsState, seat: int, a: Action) -> float:
    """How much a payment spends of what the seat will want later: lands of the kinds its
    creatures in hand are summoned on and its instants need, then flexible sources."""
    pay: tuple[str, ...] = getattr(a, "pay", ())
    forced = str(a.land) if isinstance(a, Summon) else ""
    wanted: set[str] = set()
    for code in state.hands[seat]:
        card = CARDS[code]
        if card.kind == "creature":
            wanted.add(card.native)
        elif card.kind == "instant":
            wanted.update(card.letters)
    cost = 0.0
    for name in pay:
        if name == forced:
            continue
        if name[0] == "a":
            cost += 0.3
        elif name[0] == "c":
            cost += 0.4
        else:
            cost += 1.0 if state.kinds[int(name) - 1] in wanted else 0.1
    return cost


def merge_payments(state: LandsState, legal: tuple[Action, ...]) -> tuple[Action, ...]:
    """One action per (card, target): the cheapest payment by `payment_cost`, in the order
    the actions were listed."""
    seat = to_act(state)
    best: dict[tuple[object, ...], tuple[float, Action]] = {}
    order: list[tuple[object, ...] | Action] = []
    for a in legal:
        key = _pay_key(a)
        if key is None:
            order.append(a)
            continue
        cost = payment_cost(state, seat, a)
        if key not in best:
            order.append(key)
            best[key] = (cost, a)
        elif cost < best[key][0]:
            best[key] = (cost, a)
    return tuple(best[k][1] if isinstance(k, tuple) else k for k in order)


def _result(state: LandsState) -> tuple[object, ...]:
    """What a battle's prediction decides: who is still alive, who holds each land."""
    return (frozenset(c.cid for c in state.creatures), state.owners, state.winner)


def window_options(state: LandsState, legal: tuple[Action, ...]) -> tuple[Action, ...]:
    """`pass` and the casts that change the predicted result, one of each card first."""
    base = _result(settle(state))
    keep: list[Action] = [PASS]
    seen: set[str] = set()
    later: list[Action] = []
    for a in merge_payments(state, legal):
        if a == PASS:
            continue
        if _result(settle(apply(state, a, None))) == base:
            continue  # changes nothing that matters in this battle
        name = a.code if isinstance(a, Cast) else getattr(a, "source", "")
        (later if name in seen else keep).append(a)
        seen.add(name)
    keep.extend(later)
    return tuple(keep[: WINDOW_WIDTH + 1])


def move_options(
    state: LandsState, legal: tuple[Action, ...], w: Weights = MEDIUM
) -> tuple[Action, ...]:
    """The first steps toward Medium's best few destinations (two per creature, valued by
    `w`), and `end`."""
    seat = to_act(state)
    keep: list[Action] = []
    for plan in plans(state, seat, (), per_creature=2, w=w):
        step = plan.route.steps[0]
        if plan.gain > 0.0 and step in legal and step not in keep:
            keep.append(step)
        if len(keep) >= TREE_WIDTH:
            break
    if END in legal:
        keep.append(END)
    elif not keep:
        keep.extend(legal[:TREE_WIDTH])
    return tuple(keep)


def summon_options(state: LandsState, legal: tuple[Action, ...]) -> tuple[Action, ...]:
    """`end` and the first merged play of each card (its first land, target and the payment
    Medium prefers), up to `TREE_WIDTH`."""
    merged = merge_payments(state, legal)
    if len(merged) <= TREE_WIDTH:
        return merged
    keep: list[Action] = [END] if END in merged else []
    cards: set[object] = set()
    for a in merged:
        if len(keep) >= TREE_WIDTH:
            break
        key = _pay_key(a)
        name = key[1] if key else a
        if a not in keep and name not in cards:
            keep.append(a)
            cards.add(name)
    return tuple(a for a in merged if a in keep)


def division_options(
    state: LandsState, legal: tuple[Action, ...], medium: Medium
) -> tuple[Action, ...]:
    """Medium's division, and for each receiver: just enough to kill it (or all)."""
    b = state.battle
    assert b is not None
    keep = [medium(state, legal, random.Random(0))]
    for a in legal:
        if not isinstance(a, Assign):
            continue
        c = state.creature(a.cid)
        if c is None:
            continue
        lethal = min(b.left, max(1, toughness(state, c) - c.damage))
        option = Assign(a.cid, lethal)
        if option in legal and option not in keep:
            keep.append(option)
    return tuple(keep)


def tree_options(
    state: LandsState, legal: tuple[Action, ...], medium: Medium, w: Weights = MEDIUM
) -> tuple[Action, ...]:
    """What the tree branches on; `medium` and `w` are the base policy and its weights."""
    phase = state.phase
    if len(legal) <= 1:
        return legal
    if phase == "window":
        return window_options(state, legal)
    if phase == "move":
        return move_options(state, legal, w)
    if phase == "summon":
        return summon_options(state, legal)
    if phase == "assign":
        return division_options(state, legal, medium)
    return legal  # blocks, retreats, fight order: few answers, all searched


def forced(
    state: LandsState, legal: tuple[Action, ...], medium: Medium, w: Weights = MEDIUM
) -> Action | None:
    """Settled without a node: single choices, setup by Medium, a move's continuation."""
    if len(legal) == 1:
        return legal[0]
    if state.phase in SETTLED:
        return medium(state, legal, random.Random(0))
    if state.phase == "move" and state.moving >= 0:
        return continuation(state, legal, to_act(state), w)
    return None
